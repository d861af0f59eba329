import CradleAnalysis
import CradleProtocol

extension Server {
    /// `textDocument/inlayHint`: the lifetime and accessor after each `@Provide` in the range.
    func inlayHints(_ request: InlayHintRequest) -> Result<[LSPInlayHint], ResponseError> {
        guard let (path, text) = knownDocument(request.textDocument.uri) else {
            return .failure(ResponseError(code: ResponseError.invalidParams, message: InlayHintRequest.invalidParamsMessage))
        }
        let start = request.range.flatMap { text.offset(of: $0.start, encoding: encoding) } ?? 0
        let end = request.range.flatMap { text.offset(of: $0.end, encoding: encoding) } ?? text.text.count
        return .success(
            workspace.inlayHints(path: path, language: messageLanguage).filter { $0.offset >= start && $0.offset <= end }.map {
                hint in
                LSPInlayHint(position: text.position(of: hint.offset, encoding: encoding), label: hint.label, paddingLeft: true)
            })
    }
}
