/// Text in a markup language.
public struct MarkupContent: Codable, Sendable, Hashable {
    /// The language.
    public var kind: MarkupKind
    /// The text.
    public var value: String

    /// `value` written in `kind`.
    public init(kind: MarkupKind, value: String) {
        self.kind = kind
        self.value = value
    }
}

/// A markup language.
public enum MarkupKind: String, Codable, Sendable {
    /// Plain text.
    case plaintext
    /// Markdown.
    case markdown
}
