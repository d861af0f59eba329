/// A parsed file: its text, tokens, declarations and the errors found on the way. Building one
/// never fails, and the tokens with their trivia print back to exactly the text.
public struct SyntaxTree: Sendable {
    public let text: SourceText
    /// Every token, ending with ``TokenKind/endOfFile``.
    public let tokens: [Token]
    /// The top-level declarations (and unparsed stretches) in source order.
    public let declarations: [Declaration]
    /// Lexical and syntax errors, sorted by position.
    public let errors: [SyntaxError]
    /// Attributes written after a modifier, in source order; no declaration carries them.
    public let misplacedAttributes: [MisplacedAttribute]

    /// Lexes and parses `text`.
    public init(parsing text: SourceText) {
        let lexed = Lexer.tokenize(text)
        var parser = Parser(bytes: text.bytes, tokens: lexed.tokens)
        let declarations = parser.parseDeclarations(until: .file, inType: false)
        self.text = text
        self.tokens = lexed.tokens
        self.declarations = declarations
        self.errors = (lexed.errors + parser.errors).sorted { $0.range < $1.range }
        self.misplacedAttributes = parser.misplacedAttributes
    }

    /// Parses `text` from its tokens, which ``Lexer/tokenize(_:)`` gave without lexical errors
    /// (as ``Lexer/relex(old:oldTokens:new:)`` gives them): the tree is the one
    /// ``init(parsing:)`` builds, without lexing the text again.
    public init(parsing text: SourceText, lexedWithoutErrors tokens: [Token]) {
        var parser = Parser(bytes: text.bytes, tokens: tokens)
        let declarations = parser.parseDeclarations(until: .file, inType: false)
        self.text = text
        self.tokens = tokens
        self.declarations = declarations
        self.errors = parser.errors.sorted { $0.range < $1.range }
        self.misplacedAttributes = parser.misplacedAttributes
    }

    /// A tree holding only the text (one end-of-file token, no declarations): what a workspace
    /// entry keeps of every file once summarised; a query that needs the syntax parses `text`
    /// again.
    public init(textOnly text: SourceText) {
        self.text = text
        self.tokens = [Token(kind: .endOfFile, start: text.count, end: text.count)]
        self.declarations = []
        self.errors = []
        self.misplacedAttributes = []
    }

    /// Whether this is a text-only tree (see ``init(textOnly:)``).
    public var isTextOnly: Bool { tokens.count == 1 && declarations.isEmpty && !text.bytes.isEmpty }

    /// Lexes and parses a string.
    public init(parsing string: String) {
        self.init(parsing: SourceText(string))
    }

    /// The index of the first token that ends after `offset` (the token containing it, or the
    /// next one); the end-of-file token if there is none.
    public func tokenIndex(containing offset: Int) -> Int {
        var low = 0
        var high = tokens.count - 1
        while low < high {
            let mid = (low + high) / 2
            if Int(tokens[mid].end) <= offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The text of a token.
    public func text(of token: Token) -> String {
        text[token.range]
    }

    /// The tokens inside `range` joined without trivia, clipped to the range (so a `>` split
    /// off `>>` counts once). With `removingBackticks`, backticked identifiers contribute their
    /// bare name.
    public func canonicalText(of range: ByteRange, removingBackticks: Bool = false) -> String {
        var i = tokenIndex(containing: range.start)
        // Most ranges asked for are one token's (a name, a type without generic arguments).
        if i < tokens.count - 1, Int(tokens[i].start) == range.start, Int(tokens[i].end) == range.end {
            return canonicalText(ofToken: i, removingBackticks: removingBackticks)
        }
        var result: [UInt8] = []
        let bytes = text.bytes
        while i < tokens.count - 1 {
            let token = tokens[i]
            if Int(token.start) >= range.end { break }
            var lower = max(Int(token.start), range.start)
            var upper = min(Int(token.end), range.end)
            if removingBackticks, token.flags.contains(.isBackticked), lower == Int(token.start), upper == Int(token.end) {
                lower += 1
                upper -= 1
            }
            if lower < upper { result.append(contentsOf: bytes[lower..<upper]) }
            i += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The text of the token at `index` (without its backticks, with `removingBackticks`): what
    /// ``canonicalText(of:removingBackticks:)`` gives for the token's range, without searching
    /// for the token. Empty for the end-of-file token.
    public func canonicalText(ofToken index: Int, removingBackticks: Bool = false) -> String {
        guard index < tokens.count - 1 else { return "" }
        let token = tokens[index]
        var lower = Int(token.start)
        var upper = Int(token.end)
        if removingBackticks, token.flags.contains(.isBackticked) {
            lower += 1
            upper -= 1
        }
        guard lower < upper else { return "" }
        return text.bytes.withUnsafeBufferPointer { bytes in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
        }
    }

    /// The canonical text of a type (see ``canonicalText(of:removingBackticks:)``).
    public func canonicalText(of type: TypeSyntax) -> String {
        canonicalText(of: type.range)
    }
}
