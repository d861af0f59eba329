/// A document named by its URI, exactly as the client spelt it.
public struct TextDocumentIdentifier: Codable, Sendable, Hashable {
    /// The document's URI.
    public var uri: String

    /// The document at `uri`.
    public init(uri: String) {
        self.uri = uri
    }
}
