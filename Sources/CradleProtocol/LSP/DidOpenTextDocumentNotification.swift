/// `textDocument/didOpen`: the editor now owns a document's text.
public struct DidOpenTextDocumentNotification: LSPNotification, Decodable {
    /// The method name.
    public static let method = "textDocument/didOpen"
    /// The document and its text.
    public var textDocument: TextDocumentItem
}

/// An open document's text.
public struct TextDocumentItem: Codable, Sendable, Hashable {
    /// The document's URI.
    public var uri: String
    /// The language, as the client names it.
    public var languageId: String?
    /// The version, increasing with each change (0 when the client sends none).
    public var version: Int?
    /// The whole text.
    public var text: String
}
