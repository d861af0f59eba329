import CradleAnalysis
import CradleProtocol

extension Server {
    /// `textDocument/references`: every consumer of a factory.
    func references(_ request: ReferencesRequest) -> Result<[LSPLocation], ResponseError> {
        guard let (path, offset, _) = resolve(request.textDocument, request.position) else {
            return .failure(ResponseError(code: ResponseError.invalidParams, message: ReferencesRequest.invalidParamsMessage))
        }
        let includeDeclaration = request.context?.includeDeclaration ?? true
        return .success(
            workspace.references(path: path, offset: offset, includeDeclaration: includeDeclaration).compactMap(location))
    }
}
