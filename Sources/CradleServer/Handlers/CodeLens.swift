import CradleAnalysis
import CradleProtocol

extension Server {
    /// `textDocument/codeLens`: a lens above each factory, its lifetime and how many uses it has.
    func codeLenses(_ request: CodeLensRequest) -> Result<[CodeLens], ResponseError> {
        guard let (path, text) = knownDocument(request.textDocument.uri) else {
            return .failure(ResponseError(code: ResponseError.invalidParams, message: CodeLensRequest.invalidParamsMessage))
        }
        return .success(
            workspace.codeLenses(path: path, language: messageLanguage).map { lens in
                CodeLens(range: text.lspRange(lens.range, encoding: encoding), command: Command(title: lens.title, command: ""))
            })
    }
}
