import CradleAnalysis
import CradleProtocol

extension Server {
    /// `textDocument/hover`: what the cursor is on, as Markdown.
    func hover(_ request: HoverRequest) -> Result<LSPHover?, ResponseError> {
        guard let (path, offset, text) = resolve(request.textDocument, request.position) else {
            return .failure(ResponseError(code: ResponseError.invalidParams, message: HoverRequest.invalidParamsMessage))
        }
        guard let hover = workspace.hover(path: path, offset: offset, language: messageLanguage) else { return .success(nil) }
        return .success(
            LSPHover(
                contents: MarkupContent(kind: .markdown, value: hover.markdown),
                range: text.lspRange(hover.range, encoding: encoding)))
    }
}
