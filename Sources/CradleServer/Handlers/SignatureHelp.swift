import CradleAnalysis
import CradleProtocol

extension Server {
    /// `textDocument/signatureHelp`: `G.override(` and a graph's external methods.
    func signatureHelp(_ request: SignatureHelpRequest) -> Result<LSPSignatureHelp?, ResponseError> {
        guard let (path, offset, _) = resolve(request.textDocument, request.position) else {
            return .failure(ResponseError(code: ResponseError.invalidParams, message: SignatureHelpRequest.invalidParamsMessage))
        }
        guard let help = workspace.signatureHelp(path: path, offset: offset, language: messageLanguage) else {
            return .success(nil)
        }
        let signature = SignatureInformation(
            label: help.label, documentation: MarkupContent(kind: .markdown, value: help.documentation),
            parameters: help.parameters.map {
                ParameterInformation(label: $0.label, documentation: MarkupContent(kind: .markdown, value: $0.documentation))
            },
            activeParameter: help.activeParameter)
        return .success(LSPSignatureHelp(signatures: [signature], activeSignature: 0, activeParameter: help.activeParameter))
    }
}
