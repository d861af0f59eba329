import CradleAnalysis
import CradleProtocol

extension Server {
    /// `textDocument/documentHighlight`: the uses, in the open document, of the registration
    /// under the cursor.
    func documentHighlights(_ request: DocumentHighlightRequest) -> Result<[LSPDocumentHighlight], ResponseError> {
        guard let (path, offset, text) = resolve(request.textDocument, request.position) else {
            return .failure(
                ResponseError(code: ResponseError.invalidParams, message: DocumentHighlightRequest.invalidParamsMessage))
        }
        return .success(
            workspace.documentHighlights(path: path, offset: offset).map { highlight in
                LSPDocumentHighlight(
                    range: text.lspRange(highlight.range, encoding: encoding),
                    kind: DocumentHighlightKind(rawValue: highlight.kind.rawValue))
            })
    }
}
