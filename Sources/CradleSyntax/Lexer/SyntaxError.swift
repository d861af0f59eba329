/// A problem found while lexing or parsing. The tree is still built; errors sit beside it.
public struct SyntaxError: Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        case invalidUTF8
        case unexpectedCharacter
        case unterminatedString
        case unterminatedRegex
        case unterminatedBlockComment
        case unterminatedBacktick
        case malformedNumber
        case invalidEscape
        case singleQuotedString
        case nestingTooDeep
        /// A declaration could not be parsed; the text was skipped up to the next declaration.
        case unexpectedText
        /// An expected token is absent; the associated value names it (`}`, `)`, a type, …).
        case missing(String)
        case unterminatedIfConfig
        /// An attribute after a modifier, which Swift attaches to nothing.
        case attributeAfterModifier
    }

    public var kind: Kind
    public var range: ByteRange

    public init(_ kind: Kind, _ range: ByteRange) {
        self.kind = kind
        self.range = range
    }

    /// A message in the style of the rest of the tool: lower-case, no trailing period.
    public var message: String {
        switch kind {
        case .invalidUTF8: "invalid UTF-8 byte sequence"
        case .unexpectedCharacter: "unexpected character in source"
        case .unterminatedString: "unterminated string literal"
        case .unterminatedRegex: "unterminated regex literal"
        case .unterminatedBlockComment: "unterminated block comment"
        case .unterminatedBacktick: "unterminated backtick identifier"
        case .malformedNumber: "malformed number literal"
        case .invalidEscape: "invalid escape sequence in string literal"
        case .singleQuotedString: "single-quoted string literal; use double quotes"
        case .nestingTooDeep: "nesting too deep; the rest of this construct is skipped"
        case .unexpectedText: "unexpected text; expected a declaration"
        case .missing(let what): "expected \(what)"
        case .unterminatedIfConfig: "`#if` without a matching `#endif`"
        case .attributeAfterModifier: "attribute after a modifier; attributes come first"
        }
    }

    /// Whether the lexer may report it (the parser reports the rest): a text with none of these
    /// lexes to tokens that ``Lexer/relex(old:oldTokens:new:)`` can start from.
    public var isLexical: Bool {
        switch kind {
        case .unexpectedText, .missing, .unterminatedIfConfig, .attributeAfterModifier: false
        default: true
        }
    }

    public var description: String { "\(range): \(message)" }
}
