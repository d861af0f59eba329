/// `textDocument/prepareCallHierarchy`: the node at a position.
public struct CallHierarchyPrepareRequest: LSPRequest {
    /// The method name.
    public static let method = "textDocument/prepareCallHierarchy"
    /// The message for parameters that do not decode.
    public static let invalidParamsMessage = "expected a text document position"
    /// The nodes at the position; `null` when there is none.
    public typealias Response = [CallHierarchyItem]?

    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The position in it.
    public var position: Position
}
