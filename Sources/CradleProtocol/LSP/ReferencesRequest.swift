/// `textDocument/references`: every use of what the cursor is on.
public struct ReferencesRequest: LSPRequest {
    /// The method name.
    public static let method = "textDocument/references"
    /// The message for parameters that do not decode.
    public static let invalidParamsMessage = "expected a text document position"
    /// The uses.
    public typealias Response = [LSPLocation]

    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The position in it.
    public var position: Position
    /// What to include.
    public var context: ReferenceContext?
}

/// What a references search includes.
public struct ReferenceContext: Codable, Sendable, Hashable {
    /// Whether the declaration itself is listed (true when absent).
    public var includeDeclaration: Bool?
}
