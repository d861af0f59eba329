/// A request the server sends to the client: the conforming type encodes its `params`. The
/// server ignores the answers.
public protocol LSPRequestToClient: Encodable, Sendable {
    /// The JSON-RPC method name.
    static var method: String { get }
}
