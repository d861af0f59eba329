import CradleAnalysis
import CradleProtocol

extension Server {
    /// `textDocument/diagnostic`: a document's findings, pulled.
    func documentDiagnostics(_ request: DocumentDiagnosticRequest) -> Result<DocumentDiagnosticReport, ResponseError> {
        guard let (path, text) = knownDocument(request.textDocument.uri) else {
            return .failure(
                ResponseError(code: ResponseError.invalidParams, message: DocumentDiagnosticRequest.invalidParamsMessage))
        }
        return .success(
            DocumentDiagnosticReport(items: workspace.diagnostics(in: path).map { lspDiagnostic($0, document: text) }))
    }
}
