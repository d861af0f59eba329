/// A node of the call hierarchy as the client shows it.
public struct CallHierarchyItem: Codable, Sendable, Hashable {
    /// The node's name.
    public var name: String
    /// What kind of symbol the node is.
    public var kind: SymbolKind
    /// More about the node, shown beside its name.
    public var detail: String?
    /// The node's document.
    public var uri: String
    /// The whole node.
    public var range: LSPRange
    /// The part to select and reveal: the name.
    public var selectionRange: LSPRange

    /// A node named `name` of `kind` in `uri`.
    public init(name: String, kind: SymbolKind, detail: String?, uri: String, range: LSPRange, selectionRange: LSPRange) {
        self.name = name
        self.kind = kind
        self.detail = detail
        self.uri = uri
        self.range = range
        self.selectionRange = selectionRange
    }
}
