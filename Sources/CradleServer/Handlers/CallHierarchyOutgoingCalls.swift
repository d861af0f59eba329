import CradleAnalysis
import CradleProtocol

extension Server {
    /// `callHierarchy/outgoingCalls`: the factories a factory depends on.
    func outgoingCalls(_ request: CallHierarchyOutgoingCallsRequest) -> Result<[CallHierarchyOutgoingCall]?, ResponseError> {
        guard let (path, offset) = node(of: request.item), let text = document(path) else { return .success(nil) }
        return .success(
            workspace.outgoingCalls(path: path, offset: offset).compactMap { call in
                guard let to = callHierarchyItem(call.node) else { return nil }
                return CallHierarchyOutgoingCall(to: to, fromRanges: call.ranges.map { text.lspRange($0, encoding: encoding) })
            })
    }
}
