/// LSP's symbol kinds, those the server uses.
public enum SymbolKind: Int, Codable, Sendable {
    /// A graph (a class).
    case `class` = 5
    /// A factory (a method).
    case method = 6
    /// A function.
    case function = 12
}
