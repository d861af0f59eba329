/// A request the server answers: its parameters are the conforming type, decoded from the
/// message's `params`; `Response` is what the answer's `result` encodes.
public protocol LSPRequest: Decodable, Sendable {
    /// What the answer's `result` holds.
    associatedtype Response: Encodable
    /// The JSON-RPC method name.
    static var method: String { get }
    /// The `invalidParams` message when the parameters do not decode.
    static var invalidParamsMessage: String { get }
}

extension LSPRequest {
    /// The generic message for parameters that do not decode.
    public static var invalidParamsMessage: String { "invalid parameters for \(method)" }
}
