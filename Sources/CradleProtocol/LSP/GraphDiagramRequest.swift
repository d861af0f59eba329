/// `cradle/graphDiagram`, Cradle's extension: a graph as Mermaid or DOT text. With a document,
/// its module's diagram (or one graph's); without, the workspace view.
public struct GraphDiagramRequest: LSPRequest {
    /// The method name.
    public static let method = "cradle/graphDiagram"
    /// The only way these parameters fail to decode is an unknown format.
    public static let invalidParamsMessage = "format must be mermaid or dot"
    /// The diagram's text.
    public typealias Response = String

    /// The document whose module is drawn; the whole workspace when absent.
    public var textDocument: TextDocumentIdentifier?
    /// The one graph to draw, by name.
    public var graph: String?
    /// The language (Mermaid when absent).
    public var format: GraphDiagramFormat?
}

/// A diagram language.
public enum GraphDiagramFormat: String, Codable, Sendable {
    /// Mermaid.
    case mermaid
    /// Graphviz DOT.
    case dot
}
