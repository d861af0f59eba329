/// A notification, in either direction: the conforming type is its `params`.
public protocol LSPNotification: Sendable {
    /// The JSON-RPC method name.
    static var method: String { get }
}
