/// `textDocument/didChange`: edits to an open document, applied in order.
public struct DidChangeTextDocumentNotification: LSPNotification, Decodable {
    /// The method name.
    public static let method = "textDocument/didChange"
    /// The document and its new version.
    public var textDocument: VersionedTextDocumentIdentifier
    /// The edits.
    public var contentChanges: [TextDocumentContentChangeEvent]?
}

/// A document at a version.
public struct VersionedTextDocumentIdentifier: Codable, Sendable, Hashable {
    /// The document's URI.
    public var uri: String
    /// The version after the change (one more than the last when absent).
    public var version: Int?
}

/// One edit: a range replaced by text, or the whole text when there is no range.
public struct TextDocumentContentChangeEvent: Codable, Sendable, Hashable {
    /// The replaced range; nil replaces the whole text.
    public var range: LSPRange?
    /// The new text.
    public var text: String
}
