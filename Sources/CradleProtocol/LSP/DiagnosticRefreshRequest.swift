/// `workspace/diagnostic/refresh`: asks a pulling client to pull diagnostics again. It has no
/// parameters, so it encodes as `null` and is sent without `params`.
public struct DiagnosticRefreshRequest: LSPRequestToClient {
    /// The method name.
    public static let method = "workspace/diagnostic/refresh"

    /// The request.
    public init() {}

    /// Encodes nothing (`null`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}
