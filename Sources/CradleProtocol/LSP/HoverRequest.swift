/// `textDocument/hover`: what the cursor is on.
public struct HoverRequest: LSPRequest {
    /// The method name.
    public static let method = "textDocument/hover"
    /// The message for parameters that do not decode.
    public static let invalidParamsMessage = "expected a text document position"
    /// The hover; `null` when there is nothing to say.
    public typealias Response = LSPHover?

    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The position in it.
    public var position: Position
}

/// Hover content and the range it describes (LSP's `Hover`).
public struct LSPHover: Codable, Sendable, Hashable {
    /// The content.
    public var contents: MarkupContent
    /// The range described.
    public var range: LSPRange?

    /// A hover showing `contents` for `range`.
    public init(contents: MarkupContent, range: LSPRange?) {
        self.contents = contents
        self.range = range
    }
}
