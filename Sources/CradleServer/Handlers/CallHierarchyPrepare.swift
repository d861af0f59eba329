import CradleAnalysis
import CradleProtocol

extension Server {
    /// `textDocument/prepareCallHierarchy`: the factory at the position.
    func prepareCallHierarchy(_ request: CallHierarchyPrepareRequest) -> Result<[CallHierarchyItem]?, ResponseError> {
        guard let (path, offset, _) = resolve(request.textDocument, request.position) else {
            return .failure(
                ResponseError(code: ResponseError.invalidParams, message: CallHierarchyPrepareRequest.invalidParamsMessage))
        }
        let items = workspace.prepareCallHierarchy(path: path, offset: offset).compactMap(callHierarchyItem)
        return .success(items.isEmpty ? nil : items)
    }

    /// The node a call-hierarchy item names, as a path and the offset of its selection.
    func node(of item: CallHierarchyItem) -> (path: String, offset: Int)? {
        guard let path = path(ofURI: item.uri), let text = document(path),
            let offset = text.offset(of: item.selectionRange.start, encoding: encoding)
        else { return nil }
        return (path, offset)
    }
}
