/// `callHierarchy/incomingCalls`: who calls a node.
public struct CallHierarchyIncomingCallsRequest: LSPRequest {
    /// The method name.
    public static let method = "callHierarchy/incomingCalls"
    /// The message for parameters that do not decode.
    public static let invalidParamsMessage = "expected a call hierarchy item"
    /// The callers; `null` when the node is gone.
    public typealias Response = [CallHierarchyIncomingCall]?

    /// The node, as prepared.
    public var item: CallHierarchyItem
}

/// One caller of a node, and where in the caller the calls happen.
public struct CallHierarchyIncomingCall: Codable, Sendable, Hashable {
    /// The caller.
    public var from: CallHierarchyItem
    /// The calls, relative to the caller's document.
    public var fromRanges: [LSPRange]

    /// A call from `from` at `fromRanges`.
    public init(from: CallHierarchyItem, fromRanges: [LSPRange]) {
        self.from = from
        self.fromRanges = fromRanges
    }
}
