/// A range in a document (LSP's `Location`).
public struct LSPLocation: Codable, Sendable, Hashable {
    /// The document's URI.
    public var uri: String
    /// The range.
    public var range: LSPRange

    /// `range` in `uri`.
    public init(uri: String, range: LSPRange) {
        self.uri = uri
        self.range = range
    }
}
