import CradleAnalysis
import CradleProtocol

extension Server {
    /// `textDocument/definition`: the factory or graph that provides what the cursor is on.
    func definition(_ request: DefinitionRequest) -> Result<[LSPLocation], ResponseError> {
        guard let (path, offset, _) = resolve(request.textDocument, request.position) else {
            return .failure(ResponseError(code: ResponseError.invalidParams, message: DefinitionRequest.invalidParamsMessage))
        }
        return .success(workspace.definition(path: path, offset: offset).compactMap(location))
    }
}
