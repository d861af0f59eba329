import CradleAnalysis
import CradleProtocol

extension Server {
    /// `textDocument/documentSymbol`: the graphs of a document with their factories.
    func documentSymbols(_ request: DocumentSymbolRequest) -> Result<[LSPDocumentSymbol], ResponseError> {
        guard let (path, text) = knownDocument(request.textDocument.uri) else {
            return .failure(ResponseError(code: ResponseError.invalidParams, message: DocumentSymbolRequest.invalidParamsMessage))
        }
        func convert(_ symbol: DocumentSymbol) -> LSPDocumentSymbol {
            LSPDocumentSymbol(
                name: symbol.name, detail: symbol.detail, kind: symbolKind(symbol.kind),
                range: text.lspRange(symbol.range, encoding: encoding),
                selectionRange: text.lspRange(symbol.selectionRange, encoding: encoding),
                children: symbol.children.map(convert))
        }
        return .success(workspace.documentSymbols(path: path).map(convert))
    }
}
