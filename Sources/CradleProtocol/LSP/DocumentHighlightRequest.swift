/// `textDocument/documentHighlight`: the places in a document that use what the cursor is on.
public struct DocumentHighlightRequest: LSPRequest {
    /// The method name.
    public static let method = "textDocument/documentHighlight"
    /// The message for parameters that do not decode.
    public static let invalidParamsMessage = "expected a text document position"
    /// The places, or null.
    public typealias Response = [LSPDocumentHighlight]

    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The position in it.
    public var position: Position
}

/// One highlighted range (LSP's `DocumentHighlight`).
public struct LSPDocumentHighlight: Codable, Sendable, Hashable {
    /// The range.
    public var range: LSPRange
    /// How the place uses the symbol.
    public var kind: DocumentHighlightKind?

    /// `range`, of `kind`.
    public init(range: LSPRange, kind: DocumentHighlightKind?) {
        self.range = range
        self.kind = kind
    }
}

/// How a highlighted place uses the symbol.
public enum DocumentHighlightKind: Int, Codable, Sendable {
    /// A textual occurrence.
    case text = 1
    /// Read access.
    case read = 2
    /// Write access.
    case write = 3
}
