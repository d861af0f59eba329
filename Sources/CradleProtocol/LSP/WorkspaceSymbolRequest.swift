/// `workspace/symbol`: graphs and factories whose names match a query.
public struct WorkspaceSymbolRequest: LSPRequest {
    /// The method name.
    public static let method = "workspace/symbol"
    /// The matches.
    public typealias Response = [SymbolInformation]

    /// The query (everything matches when empty or absent).
    public var query: String?
}

/// A symbol found by a workspace search.
public struct SymbolInformation: Codable, Sendable, Hashable {
    /// The name.
    public var name: String
    /// The kind.
    public var kind: SymbolKind
    /// Where it is declared.
    public var location: LSPLocation
    /// The enclosing symbol's name.
    public var containerName: String?

    /// A symbol with every value given.
    public init(name: String, kind: SymbolKind, location: LSPLocation, containerName: String?) {
        self.name = name
        self.kind = kind
        self.location = location
        self.containerName = containerName
    }
}
