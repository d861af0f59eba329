import CradleAnalysis
import CradleProtocol

extension Server {
    /// `callHierarchy/incomingCalls`: the consumers of a factory.
    func incomingCalls(_ request: CallHierarchyIncomingCallsRequest) -> Result<[CallHierarchyIncomingCall]?, ResponseError> {
        guard let (path, offset) = node(of: request.item) else { return .success(nil) }
        return .success(
            workspace.incomingCalls(path: path, offset: offset).compactMap { call in
                guard let from = callHierarchyItem(call.node), let text = document(call.node.file) else { return nil }
                return CallHierarchyIncomingCall(
                    from: from, fromRanges: call.ranges.map { text.lspRange($0, encoding: encoding) })
            })
    }
}
