/// `textDocument/definition`: where what the cursor is on is provided.
public struct DefinitionRequest: LSPRequest {
    /// The method name.
    public static let method = "textDocument/definition"
    /// The message for parameters that do not decode.
    public static let invalidParamsMessage = "expected a text document position"
    /// The definitions.
    public typealias Response = [LSPLocation]

    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The position in it.
    public var position: Position
}
