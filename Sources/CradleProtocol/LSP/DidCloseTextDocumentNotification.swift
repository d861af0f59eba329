/// `textDocument/didClose`: the disk owns the document's text again.
public struct DidCloseTextDocumentNotification: LSPNotification, Decodable {
    /// The method name.
    public static let method = "textDocument/didClose"
    /// The document.
    public var textDocument: TextDocumentIdentifier
}
