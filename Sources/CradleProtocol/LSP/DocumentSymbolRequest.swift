/// `textDocument/documentSymbol`: a document's outline.
public struct DocumentSymbolRequest: LSPRequest {
    /// The method name.
    public static let method = "textDocument/documentSymbol"
    /// The message for parameters that do not decode.
    public static let invalidParamsMessage = "expected a text document"
    /// The outline.
    public typealias Response = [LSPDocumentSymbol]

    /// The document.
    public var textDocument: TextDocumentIdentifier
}

/// One entry of a document's outline (LSP's `DocumentSymbol`).
public struct LSPDocumentSymbol: Codable, Sendable, Hashable {
    /// The name.
    public var name: String
    /// More, shown beside the name.
    public var detail: String
    /// The kind.
    public var kind: SymbolKind
    /// The whole declaration.
    public var range: LSPRange
    /// The name, selected when the entry is chosen.
    public var selectionRange: LSPRange
    /// The entries inside.
    public var children: [LSPDocumentSymbol]

    /// An entry with every value given.
    public init(
        name: String, detail: String, kind: SymbolKind, range: LSPRange, selectionRange: LSPRange,
        children: [LSPDocumentSymbol]
    ) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }
}
