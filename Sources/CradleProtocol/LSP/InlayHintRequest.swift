/// `textDocument/inlayHint`: hints shown inline in a range.
public struct InlayHintRequest: LSPRequest {
    /// The method name.
    public static let method = "textDocument/inlayHint"
    /// The message for parameters that do not decode.
    public static let invalidParamsMessage = "expected a text document"
    /// The hints.
    public typealias Response = [LSPInlayHint]

    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The range shown (the whole document when absent).
    public var range: LSPRange?
}

/// A hint shown inline (LSP's `InlayHint`).
public struct LSPInlayHint: Codable, Sendable, Hashable {
    /// Where it is shown.
    public var position: Position
    /// The text.
    public var label: String
    /// Whether a space separates it from the text before.
    public var paddingLeft: Bool

    /// A hint with every value given.
    public init(position: Position, label: String, paddingLeft: Bool) {
        self.position = position
        self.label = label
        self.paddingLeft = paddingLeft
    }
}
