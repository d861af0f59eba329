/// `callHierarchy/outgoingCalls`: what a node calls.
public struct CallHierarchyOutgoingCallsRequest: LSPRequest {
    /// The method name.
    public static let method = "callHierarchy/outgoingCalls"
    /// The message for parameters that do not decode.
    public static let invalidParamsMessage = "expected a call hierarchy item"
    /// The callees; `null` when the node is gone.
    public typealias Response = [CallHierarchyOutgoingCall]?

    /// The node, as prepared.
    public var item: CallHierarchyItem
}

/// One callee of a node, and where in the node the calls happen.
public struct CallHierarchyOutgoingCall: Codable, Sendable, Hashable {
    /// The callee.
    public var to: CallHierarchyItem
    /// The calls, relative to the calling node's document.
    public var fromRanges: [LSPRange]

    /// A call to `to` at `fromRanges`.
    public init(to: CallHierarchyItem, fromRanges: [LSPRange]) {
        self.to = to
        self.fromRanges = fromRanges
    }
}
