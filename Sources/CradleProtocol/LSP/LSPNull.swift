/// The `null` result of requests that answer nothing, such as `shutdown`.
public struct LSPNull: Codable, Sendable, Hashable {
    /// The null value.
    public init() {}

    /// Accepts anything: a `null` result carries no information.
    public init(from decoder: any Decoder) throws {}

    /// Encodes `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}
