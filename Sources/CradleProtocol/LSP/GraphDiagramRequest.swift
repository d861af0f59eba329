/// `cradle/graphDiagram`, Cradle's extension: a graph as Mermaid or DOT text. With a document,
/// its module's diagram (or one graph's); without, the workspace view; with a `view`,
/// CradleDiagramMaker's declarations or composition view of the workspace.
public struct GraphDiagramRequest: LSPRequest {
    /// The method name.
    public static let method = "cradle/graphDiagram"
    /// The only way these parameters fail to decode is an unknown format.
    public static let invalidParamsMessage = "format must be mermaid or dot; view must be declarations or composition"
    /// The diagram's text.
    public typealias Response = String

    /// The document whose module is drawn; the whole workspace when absent.
    public var textDocument: TextDocumentIdentifier?
    /// The one graph to draw, by name.
    public var graph: String?
    /// The language (Mermaid when absent).
    public var format: GraphDiagramFormat?
    /// CradleDiagramMaker's workspace view to draw instead (the document and graph are then ignored).
    public var view: GraphDiagramView?
}

/// A workspace view of CradleDiagramMaker (`cradle.md` §7.4).
public enum GraphDiagramView: String, Codable, Sendable {
    /// Every module's graphs and their `sources:`.
    case declarations
    /// The graph instances the roots create, through composition types, with input bindings.
    case composition
}

/// A diagram language.
public enum GraphDiagramFormat: String, Codable, Sendable {
    /// Mermaid.
    case mermaid
    /// Graphviz DOT.
    case dot
}
