/// The lexical class of a token. Trivia (whitespace, newlines, comments) is not a token; it lies
/// between tokens and is split into ``TriviaPiece``s on demand.
public enum TokenKind: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    /// An identifier, including backticked ones and contextual keywords (see ``Token/keyword``).
    case identifier
    /// A reserved word such as `class`, `func` or `self`; ``Token/keyword`` says which.
    case keyword
    /// `$0`, `$name`: closure shorthand arguments and property-wrapper projections.
    case dollarIdentifier
    case integerLiteral
    case floatLiteral
    /// A whole string literal, from its opening delimiter (with any `#`) to its closing one,
    /// interpolations included.
    case stringLiteral
    /// A whole regex literal, bare `/…/` or extended `#/…/#`.
    case regexLiteral
    /// `#` directly followed by a name: `#if`, `#endif`, `#warning`, `#Preview`, `#selector`.
    case poundKeyword
    case binaryOperator
    case prefixOperator
    case postfixOperator
    // The six bracket kinds stay together, from `leftParen` to `rightSquare`: see `isBracket`.
    case leftParen
    case rightParen
    case leftBrace
    case rightBrace
    case leftSquare
    case rightSquare
    case comma
    case colon
    case semicolon
    /// `.` bound on its left: member access.
    case period
    /// `.` not bound on its left: an implicit member such as `.shared`.
    case prefixPeriod
    /// `=` standing alone.
    case equal
    /// `->`.
    case arrow
    case atSign
    /// `#` not followed by a name, string or regex.
    case pound
    case backslash
    /// A byte or scalar that starts no token: a stray character, invalid UTF-8, a lone backtick.
    case unknown
    /// The end of the file; its leading trivia is the file's trailing trivia.
    case endOfFile

    /// Whether the kind is a parenthesis, brace or square bracket: one range check, since the
    /// skipping loops ask it of every token.
    @inline(__always)
    var isBracket: Bool {
        rawValue &- TokenKind.leftParen.rawValue <= TokenKind.rightSquare.rawValue &- TokenKind.leftParen.rawValue
    }

    public var description: String {
        switch self {
        case .identifier: "identifier"
        case .keyword: "keyword"
        case .dollarIdentifier: "dollar-identifier"
        case .integerLiteral: "integer"
        case .floatLiteral: "float"
        case .stringLiteral: "string"
        case .regexLiteral: "regex"
        case .poundKeyword: "pound-keyword"
        case .binaryOperator: "binary-operator"
        case .prefixOperator: "prefix-operator"
        case .postfixOperator: "postfix-operator"
        case .leftParen: "l-paren"
        case .rightParen: "r-paren"
        case .leftBrace: "l-brace"
        case .rightBrace: "r-brace"
        case .leftSquare: "l-square"
        case .rightSquare: "r-square"
        case .comma: "comma"
        case .colon: "colon"
        case .semicolon: "semicolon"
        case .period: "period"
        case .prefixPeriod: "prefix-period"
        case .equal: "equal"
        case .arrow: "arrow"
        case .atSign: "at"
        case .pound: "pound"
        case .backslash: "backslash"
        case .unknown: "unknown"
        case .endOfFile: "eof"
        }
    }
}

/// One token: its class, its keyword classification, flags and byte range. Its leading trivia
/// is the text between the previous token's end and its start.
public struct Token: Sendable, Hashable {
    public var kind: TokenKind
    /// For identifiers, keywords and pound keywords: which word it is, or `.none`.
    public var keyword: Keyword
    public var flags: Flags
    /// Offset of the first byte.
    public var start: Int32
    /// Offset just past the last byte.
    public var end: Int32

    public init(kind: TokenKind, keyword: Keyword = .none, flags: Flags = [], start: Int, end: Int) {
        self.kind = kind
        self.keyword = keyword
        self.flags = flags
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
    }

    /// The token's bytes as a range.
    public var range: ByteRange { ByteRange(start: Int(start), end: Int(end)) }

    /// The number of bytes.
    public var length: Int { Int(end - start) }

    /// Facts about a token that the parser and tools need besides its kind.
    public struct Flags: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The leading trivia contains a line break (or the token starts the file).
        public static let isAtStartOfLine = Flags(rawValue: 1 << 0)
        /// An identifier written in backticks.
        public static let isBackticked = Flags(rawValue: 1 << 1)
        /// A literal or comment that ran into the end of its line or file without closing.
        public static let isUnterminated = Flags(rawValue: 1 << 2)
        /// A literal whose content is malformed (a bad digit, an invalid escape).
        public static let isMalformed = Flags(rawValue: 1 << 3)
        /// The leading trivia is not empty.
        public static let hasLeadingTrivia = Flags(rawValue: 1 << 4)
        /// The first byte after the token is whitespace, a comment or the end of the file.
        public static let hasTrailingSpace = Flags(rawValue: 1 << 5)
    }
}
