/// The tokens of one text, ending with an ``TokenKind/endOfFile`` token, plus lexical errors.
/// The text between consecutive tokens is trivia, so the tokens with their trivia cover every
/// byte exactly once.
public struct LexedText: Sendable {
    public var tokens: [Token]
    public var errors: [SyntaxError]
}

/// Turns bytes into tokens. Never fails: every byte ends up in a token or in trivia, and each
/// step of the scanner consumes at least one byte.
public enum Lexer {
    /// The deepest nesting of string interpolations followed before the lexer gives up on a
    /// literal (and marks it malformed) instead of recursing further.
    public static let maximumInterpolationDepth = 128

    /// Lexes `text`.
    public static func tokenize(_ text: SourceText) -> LexedText {
        text.bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer)
            scanner.run()
            return LexedText(tokens: scanner.tokens, errors: scanner.errors)
        }
    }
}

/// The scanning state. Only lives inside ``Lexer/tokenize(_:)`` because it borrows the bytes.
struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    var pos = 0
    var tokens: [Token] = []
    var errors: [SyntaxError] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.count = bytes.count
        tokens.reserveCapacity(bytes.count / 5 + 1)
    }

    @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
        let i = pos + offset
        return i < count ? bytes[i] : 0
    }

    @inline(__always) func byte(at i: Int) -> UInt8 { i >= 0 && i < count ? bytes[i] : 0 }

    mutating func run() {
        skipFileHeader()
        while true {
            let triviaStart = pos
            let sawNewline = skipTrivia()
            var flags: Token.Flags = []
            if sawNewline || tokens.isEmpty { flags.insert(.isAtStartOfLine) }
            if pos > triviaStart { flags.insert(.hasLeadingTrivia) }
            if pos >= count {
                tokens.append(Token(kind: .endOfFile, flags: flags, start: count, end: count))
                return
            }
            let start = pos
            var token = lexToken(leadingFlags: flags)
            if pos <= start {  // progress guard: never loop without consuming
                assertionFailure("lexer made no progress at \(start)")
                pos = start + 1
                token = Token(kind: .unknown, start: start, end: pos)
            }
            token.flags.formUnion(flags)
            if isTrailingSpace(at: pos) { token.flags.insert(.hasTrailingSpace) }
            tokens.append(token)
        }
    }

    /// A UTF-8 byte order mark and a `#!` line at the very start are trivia.
    mutating func skipFileHeader() {
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { pos = 3 }
        if peek() == UInt8(ascii: "#"), peek(1) == UInt8(ascii: "!") {
            while pos < count, bytes[pos] != 0x0A, bytes[pos] != 0x0D { pos += 1 }
        }
    }

    func isTrailingSpace(at i: Int) -> Bool {
        guard i < count else { return true }
        switch bytes[i] {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C: return true
        case UInt8(ascii: "/"): return byte(at: i + 1) == UInt8(ascii: "/") || byte(at: i + 1) == UInt8(ascii: "*")
        default: return false
        }
    }

    // MARK: Trivia

    /// Skips whitespace, newlines and comments. Returns whether a line break was skipped.
    mutating func skipTrivia() -> Bool {
        var sawNewline = false
        while pos < count {
            switch bytes[pos] {
            case 0x20, 0x09, 0x0B, 0x0C:
                pos += 1
            case 0x0A, 0x0D:
                sawNewline = true
                pos += 1
            case UInt8(ascii: "/"):
                let next = peek(1)
                if next == UInt8(ascii: "/") {
                    pos += 2
                    while pos < count, bytes[pos] != 0x0A, bytes[pos] != 0x0D { pos += 1 }
                } else if next == UInt8(ascii: "*") {
                    if skipBlockComment() { sawNewline = true }
                } else {
                    return sawNewline
                }
            default:
                return sawNewline
            }
        }
        return sawNewline
    }

    /// Skips a nested block comment starting at `pos`. Returns whether it spans a line break.
    mutating func skipBlockComment() -> Bool {
        let start = pos
        var depth = 0
        var sawNewline = false
        while pos < count {
            let c = bytes[pos]
            if c == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                pos += 2
            } else if c == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                pos += 2
                if depth == 0 { return sawNewline }
            } else {
                if c == 0x0A || c == 0x0D { sawNewline = true }
                pos += 1
            }
        }
        errors.append(SyntaxError(.unterminatedBlockComment, ByteRange(start: start, end: start + 2)))
        return sawNewline
    }

    // MARK: Tokens

    mutating func lexToken(leadingFlags: Token.Flags) -> Token {
        let start = pos
        let c = bytes[pos]
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return lexIdentifier()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return lexNumber()
        case UInt8(ascii: "\""):
            return lexString(pounds: 0, start: start)
        case UInt8(ascii: "'"):
            return lexSingleQuoted()
        case UInt8(ascii: "`"):
            return lexBacktick()
        case UInt8(ascii: "$"):
            return lexDollar()
        case UInt8(ascii: "#"):
            return lexPound()
        case UInt8(ascii: "@"):
            pos += 1
            return Token(kind: .atSign, start: start, end: pos)
        case UInt8(ascii: "("):
            pos += 1
            return Token(kind: .leftParen, start: start, end: pos)
        case UInt8(ascii: ")"):
            pos += 1
            return Token(kind: .rightParen, start: start, end: pos)
        case UInt8(ascii: "{"):
            pos += 1
            return Token(kind: .leftBrace, start: start, end: pos)
        case UInt8(ascii: "}"):
            pos += 1
            return Token(kind: .rightBrace, start: start, end: pos)
        case UInt8(ascii: "["):
            pos += 1
            return Token(kind: .leftSquare, start: start, end: pos)
        case UInt8(ascii: "]"):
            pos += 1
            return Token(kind: .rightSquare, start: start, end: pos)
        case UInt8(ascii: ","):
            pos += 1
            return Token(kind: .comma, start: start, end: pos)
        case UInt8(ascii: ";"):
            pos += 1
            return Token(kind: .semicolon, start: start, end: pos)
        case UInt8(ascii: ":"):
            pos += 1
            return Token(kind: .colon, start: start, end: pos)
        case UInt8(ascii: "\\"):
            pos += 1
            return Token(kind: .backslash, start: start, end: pos)
        case UInt8(ascii: "."):
            if peek(1) == UInt8(ascii: ".") { return lexOperator(leadingFlags: leadingFlags) }
            pos += 1
            let left = isLeftBound(start, leadingFlags)
            let right = isRightBound(pos, isLeftBound: left)
            return Token(kind: left || !right ? .period : .prefixPeriod, start: start, end: pos)
        case UInt8(ascii: "/"):
            if isRegexContext(), let end = scanBareRegex(from: start) {
                pos = end
                return Token(kind: .regexLiteral, start: start, end: end)
            }
            return lexOperator(leadingFlags: leadingFlags)
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
            UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
            UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return lexOperator(leadingFlags: leadingFlags)
        default:
            if c < 0x80 {
                pos += 1
                errors.append(SyntaxError(.unexpectedCharacter, ByteRange(start: start, end: pos)))
                return Token(kind: .unknown, start: start, end: pos)
            }
            guard let scalar = decodeScalar(bytes, at: pos) else {
                pos += 1
                while pos < count, bytes[pos] & 0xC0 == 0x80 { pos += 1 }  // stray continuation bytes
                errors.append(SyntaxError(.invalidUTF8, ByteRange(start: start, end: pos)))
                return Token(kind: .unknown, start: start, end: pos)
            }
            if CharacterClass.isIdentifierHead(scalar.value) { return lexIdentifier() }
            if CharacterClass.isOperatorHead(scalar.value) { return lexOperator(leadingFlags: leadingFlags) }
            pos += scalar.length
            errors.append(SyntaxError(.unexpectedCharacter, ByteRange(start: start, end: pos)))
            return Token(kind: .unknown, start: start, end: pos)
        }
    }

    /// Advances over identifier characters from `pos`.
    mutating func skipIdentifierCharacters() {
        while pos < count {
            let c = bytes[pos]
            if c < 0x80 {
                guard isASCIIIdentifierCharacter(c) else { return }
                pos += 1
            } else {
                guard let scalar = decodeScalar(bytes, at: pos), CharacterClass.isIdentifierCharacter(scalar.value)
                else { return }
                pos += scalar.length
            }
        }
    }

    @inline(__always) func isASCIIIdentifierCharacter(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_") || c == UInt8(ascii: "$")
    }

    mutating func lexIdentifier() -> Token {
        let start = pos
        if bytes[pos] < 0x80 {
            pos += 1
        } else if let scalar = decodeScalar(bytes, at: pos) {
            pos += scalar.length
        } else {
            pos += 1
        }
        skipIdentifierCharacters()
        let keyword = KeywordTable.shared.classify(bytes, start, pos, isPound: false)
        return Token(kind: keyword.isReserved ? .keyword : .identifier, keyword: keyword, start: start, end: pos)
    }

    mutating func lexBacktick() -> Token {
        let start = pos
        var i = pos + 1
        while i < count, bytes[i] != UInt8(ascii: "`"), bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
        if i < count, bytes[i] == UInt8(ascii: "`"), i > pos + 1 {
            pos = i + 1
            return Token(kind: .identifier, flags: .isBackticked, start: start, end: pos)
        }
        pos += 1
        errors.append(SyntaxError(.unterminatedBacktick, ByteRange(start: start, end: pos)))
        return Token(kind: .unknown, start: start, end: pos)
    }

    mutating func lexDollar() -> Token {
        let start = pos
        pos += 1
        skipIdentifierCharacters()
        return Token(kind: .dollarIdentifier, start: start, end: pos)
    }

    mutating func lexPound() -> Token {
        let start = pos
        var i = pos
        while i < count, bytes[i] == UInt8(ascii: "#") { i += 1 }
        let pounds = i - pos
        if i < count, bytes[i] == UInt8(ascii: "\"") {
            return lexString(pounds: pounds, start: start)
        }
        if i < count, bytes[i] == UInt8(ascii: "/"), let end = scanExtendedRegex(from: start, pounds: pounds) {
            pos = end
            return Token(kind: .regexLiteral, start: start, end: end)
        }
        pos += 1
        let nameStart = pos
        if pos < count {
            let c = bytes[pos]
            let startsName: Bool
            if c < 0x80 {
                startsName =
                    (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z"))
                    || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || c == UInt8(ascii: "_")
            } else if let scalar = decodeScalar(bytes, at: pos) {
                startsName = CharacterClass.isIdentifierHead(scalar.value)
            } else {
                startsName = false
            }
            if startsName {
                skipIdentifierCharacters()
                let keyword = KeywordTable.shared.classify(bytes, nameStart, pos, isPound: true)
                return Token(kind: .poundKeyword, keyword: keyword, start: start, end: pos)
            }
        }
        return Token(kind: .pound, start: start, end: pos)
    }

    // MARK: Numbers

    mutating func lexNumber() -> Token {
        let start = pos
        var isFloat = false
        var malformed = false
        func isDigit(_ c: UInt8, radix: Int) -> Bool {
            switch radix {
            case 2: return c == UInt8(ascii: "0") || c == UInt8(ascii: "1")
            case 8: return c >= UInt8(ascii: "0") && c <= UInt8(ascii: "7")
            case 16:
                return (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f"))
                    || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))
            default: return c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")
            }
        }
        var radix = 10
        if bytes[pos] == UInt8(ascii: "0") {
            switch peek(1) {
            case UInt8(ascii: "x"): radix = 16
            case UInt8(ascii: "o"): radix = 8
            case UInt8(ascii: "b"): radix = 2
            default: break
            }
        }
        if radix != 10 {
            pos += 2
            if pos >= count || !isDigit(bytes[pos], radix: radix) { malformed = true }
        }
        while pos < count, isDigit(bytes[pos], radix: radix) || bytes[pos] == UInt8(ascii: "_") { pos += 1 }
        if radix == 10 || radix == 16 {
            // A fraction needs a digit right after the dot; `1.description` is a member access.
            if peek() == UInt8(ascii: "."), pos + 1 < count, isDigit(bytes[pos + 1], radix: radix) {
                isFloat = true
                pos += 1
                while pos < count, isDigit(bytes[pos], radix: radix) || bytes[pos] == UInt8(ascii: "_") { pos += 1 }
            }
            let exponent: (UInt8, UInt8) =
                radix == 10 ? (UInt8(ascii: "e"), UInt8(ascii: "E")) : (UInt8(ascii: "p"), UInt8(ascii: "P"))
            if pos < count, bytes[pos] == exponent.0 || bytes[pos] == exponent.1 {
                isFloat = true
                pos += 1
                if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { pos += 1 }
                if pos >= count || !isDigit(bytes[pos], radix: 10) { malformed = true }
                while pos < count, isDigit(bytes[pos], radix: 10) || bytes[pos] == UInt8(ascii: "_") { pos += 1 }
            } else if radix == 16 && isFloat {
                malformed = true  // a hex float needs a `p` exponent
            }
        }
        // Letters or digits glued to the literal (`0b102`, `12abc`) belong to it, as an error.
        let beforeTail = pos
        skipIdentifierCharacters()
        if pos > beforeTail { malformed = true }
        var flags: Token.Flags = []
        if malformed {
            flags.insert(.isMalformed)
            errors.append(SyntaxError(.malformedNumber, ByteRange(start: start, end: pos)))
        }
        return Token(kind: isFloat ? .floatLiteral : .integerLiteral, flags: flags, start: start, end: pos)
    }

    // MARK: Strings

    /// Lexes a string literal whose opening `#`s (if any) start at `start` and whose first quote
    /// is at `start + pounds`.
    mutating func lexString(pounds: Int, start: Int) -> Token {
        pos = start + pounds
        var flags: Token.Flags = []
        scanStringBody(pounds: pounds, depth: 0, flags: &flags)
        if flags.contains(.isUnterminated) {
            errors.append(SyntaxError(.unterminatedString, ByteRange(start: start, end: pos)))
        }
        return Token(kind: .stringLiteral, flags: flags, start: start, end: pos)
    }

    /// Whether `pounds` `#` characters follow at `i`.
    @inline(__always) func hasPounds(_ pounds: Int, at i: Int) -> Bool {
        var k = 0
        while k < pounds {
            if byte(at: i + k) != UInt8(ascii: "#") { return false }
            k += 1
        }
        return true
    }

    /// Scans from the opening quote(s) at `pos` to just past the closing delimiter.
    mutating func scanStringBody(pounds: Int, depth: Int, flags: inout Token.Flags) {
        // With custom delimiters, `"""` opens a multi-line string only when its line does not
        // also hold the closing delimiter: `#"""#` and `##"""abc"##` are one-line strings.
        let isMultiline =
            peek() == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            && !(pounds > 0 && lineHoldsClosingDelimiter(from: pos + 1, pounds: pounds))
        pos += isMultiline ? 3 : 1
        while pos < count {
            let c = bytes[pos]
            if c == UInt8(ascii: "\"") {
                if isMultiline {
                    if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\""), hasPounds(pounds, at: pos + 3) {
                        pos += 3 + pounds
                        return
                    }
                } else if hasPounds(pounds, at: pos + 1) {
                    pos += 1 + pounds
                    return
                }
                pos += 1
            } else if c == UInt8(ascii: "\\") && hasPounds(pounds, at: pos + 1) {
                pos += 1 + pounds
                guard pos < count else { break }
                let e = bytes[pos]
                switch e {
                case UInt8(ascii: "("):
                    pos += 1
                    if depth >= Lexer.maximumInterpolationDepth {
                        flags.insert(.isMalformed)
                        errors.append(SyntaxError(.nestingTooDeep, ByteRange(start: pos - 1, end: pos)))
                        skipToLineEnd()
                        flags.insert(.isUnterminated)
                        return
                    }
                    if !scanInterpolation(isMultiline: isMultiline, depth: depth + 1) {
                        flags.insert(.isUnterminated)
                        return
                    }
                case UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "0"),
                    UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                    pos += 1
                case UInt8(ascii: "u"):
                    pos += 1
                    if peek() == UInt8(ascii: "{") {
                        var i = pos + 1
                        while i < count, i - pos <= 9, isHexDigit(bytes[i]) { i += 1 }
                        if i < count, bytes[i] == UInt8(ascii: "}"), i > pos + 1 {
                            pos = i + 1
                        } else {
                            invalidEscape(at: pos - 2 - pounds, flags: &flags)
                        }
                    } else {
                        invalidEscape(at: pos - 2 - pounds, flags: &flags)
                    }
                case 0x0A, 0x0D, 0x20, 0x09:
                    // A line continuation in a multi-line string: `\` then optional spaces then a line break.
                    if isMultiline {
                        var i = pos
                        while i < count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
                        if i < count, bytes[i] == 0x0A || bytes[i] == 0x0D {
                            pos = i
                            continue
                        }
                    }
                    invalidEscape(at: pos - 1 - pounds, flags: &flags)
                default:
                    invalidEscape(at: pos - 1 - pounds, flags: &flags)
                }
            } else if (c == 0x0A || c == 0x0D) && !isMultiline {
                flags.insert(.isUnterminated)
                return
            } else {
                pos += 1
            }
        }
        flags.insert(.isUnterminated)
    }

    /// Whether a `"` followed by `pounds` `#`s occurs between `start` and the end of its line.
    func lineHoldsClosingDelimiter(from start: Int, pounds: Int) -> Bool {
        var i = start
        while i < count, bytes[i] != 0x0A, bytes[i] != 0x0D {
            if bytes[i] == UInt8(ascii: "\""), hasPounds(pounds, at: i + 1) { return true }
            i += 1
        }
        return false
    }

    @inline(__always) func isHexDigit(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f"))
            || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))
    }

    mutating func invalidEscape(at start: Int, flags: inout Token.Flags) {
        flags.insert(.isMalformed)
        errors.append(SyntaxError(.invalidEscape, ByteRange(start: max(0, start), end: min(count, max(start, pos) + 1))))
        if pos < count, bytes[pos] != 0x0A, bytes[pos] != 0x0D { pos += 1 }
    }

    mutating func skipToLineEnd() {
        while pos < count, bytes[pos] != 0x0A, bytes[pos] != 0x0D { pos += 1 }
    }

    /// Scans an interpolation's expression after its `(` up to and past the matching `)`.
    /// Nested strings, comments and parentheses are followed. In a single-line string a line
    /// break ends the literal. Returns false when the interpolation is unterminated.
    mutating func scanInterpolation(isMultiline: Bool, depth: Int) -> Bool {
        var parens = 1
        while pos < count {
            let c = bytes[pos]
            switch c {
            case UInt8(ascii: "("):
                parens += 1
                pos += 1
            case UInt8(ascii: ")"):
                parens -= 1
                pos += 1
                if parens == 0 { return true }
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                var i = pos
                while i < count, bytes[i] == UInt8(ascii: "#") { i += 1 }
                guard i < count, bytes[i] == UInt8(ascii: "\"") else {
                    pos += 1
                    continue
                }
                let pounds = i - pos
                pos = i
                var nested: Token.Flags = []
                scanStringBody(pounds: pounds, depth: depth, flags: &nested)
                if nested.contains(.isUnterminated) {
                    if pos >= count || !isMultiline { return false }
                }
            case UInt8(ascii: "/"):
                if peek(1) == UInt8(ascii: "/") {
                    skipToLineEnd()
                } else if peek(1) == UInt8(ascii: "*") {
                    _ = skipBlockComment()
                } else {
                    pos += 1
                }
            case 0x0A, 0x0D:
                if !isMultiline { return false }
                pos += 1
            default:
                pos += 1
            }
        }
        return false
    }

    mutating func lexSingleQuoted() -> Token {
        let start = pos
        pos += 1
        while pos < count {
            let c = bytes[pos]
            if c == UInt8(ascii: "\\") {
                pos = min(count, pos + 2)
                continue
            }
            if c == 0x0A || c == 0x0D { break }
            pos += 1
            if c == UInt8(ascii: "'") {
                errors.append(SyntaxError(.singleQuotedString, ByteRange(start: start, end: pos)))
                return Token(kind: .stringLiteral, flags: .isMalformed, start: start, end: pos)
            }
        }
        // A lone `'` with no closing quote on its line is just a stray character.
        pos = start + 1
        errors.append(SyntaxError(.unexpectedCharacter, ByteRange(start: start, end: pos)))
        return Token(kind: .unknown, start: start, end: pos)
    }

    // MARK: Regex literals

    /// Whether a `/` at `pos` may start a bare regex literal: the previous token cannot end an
    /// expression (SE-0354's rule: after an identifier, literal or closing bracket it divides).
    func isRegexContext() -> Bool {
        guard let last = tokens.last else { return true }
        switch last.kind {
        case .leftParen, .leftSquare, .leftBrace, .comma, .colon, .semicolon, .equal, .arrow,
            .binaryOperator, .prefixOperator, .atSign, .pound, .backslash:
            return true
        case .keyword:
            switch last.keyword {
            case .`self`, .selfType, .`super`, .`true`, .`false`, .`nil`, .`init`, .anyType: return false
            default: return true
            }
        case .identifier:
            return last.keyword == .await || last.keyword == .some || last.keyword == .any
        default:
            return false
        }
    }

    /// Finds the end of a bare `/…/` regex starting at `start`, or nil if the text there is not
    /// one: it may not start with whitespace, must close on the same line, and an unbalanced `)`
    /// means the slash was an operator.
    func scanBareRegex(from start: Int) -> Int? {
        var i = start + 1
        guard i < count else { return nil }
        switch bytes[i] {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: "*"): return nil
        default: break
        }
        var parens = 0
        var inClass = false
        while i < count {
            let c = bytes[i]
            switch c {
            case 0x0A, 0x0D:
                return nil
            case UInt8(ascii: "\\"):
                i += 2
                continue
            case UInt8(ascii: "["):
                inClass = true
            case UInt8(ascii: "]"):
                inClass = false
            case UInt8(ascii: "("):
                if !inClass { parens += 1 }
            case UInt8(ascii: ")"):
                if !inClass {
                    parens -= 1
                    if parens < 0 { return nil }
                }
            case UInt8(ascii: "/"):
                if !inClass {
                    if bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09 { return nil }
                    return i + 1
                }
            default:
                break
            }
            i += 1
        }
        return nil
    }

    /// Finds the end of an extended `#/…/#` regex (with `pounds` `#`s) starting at `start`.
    mutating func scanExtendedRegex(from start: Int, pounds: Int) -> Int? {
        var i = start + pounds + 1
        let isMultiline = i < count && (bytes[i] == 0x0A || bytes[i] == 0x0D)
        while i < count {
            let c = bytes[i]
            if c == UInt8(ascii: "/"), hasPounds(pounds, at: i + 1) { return i + 1 + pounds }
            if (c == 0x0A || c == 0x0D) && !isMultiline { break }
            if c == UInt8(ascii: "\\") { i += 1 }
            i += 1
        }
        if !isMultiline && i - start <= pounds + 1 { return nil }
        errors.append(SyntaxError(.unterminatedRegex, ByteRange(start: start, end: min(i, count))))
        return min(i, count)
    }

    // MARK: Operators

    /// Whether the token starting at `start` is bound to what precedes it (Swift's rule: not
    /// after whitespace, a comment, an opening bracket, `,`, `;` or `:`).
    func isLeftBound(_ start: Int, _ flags: Token.Flags) -> Bool {
        if start == 0 || flags.contains(.hasLeadingTrivia) { return false }
        switch bytes[start - 1] {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"),
            UInt8(ascii: ":"):
            return false
        default:
            return true
        }
    }

    /// Whether the token ending at `end` is bound to what follows it.
    func isRightBound(_ end: Int, isLeftBound: Bool) -> Bool {
        guard end < count else { return false }
        switch bytes[end] {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "."):
            return !isLeftBound
        case UInt8(ascii: "/"):
            let next = byte(at: end + 1)
            return !(next == UInt8(ascii: "/") || next == UInt8(ascii: "*"))
        default:
            return true
        }
    }

    /// Returns the length of the operator character at `i`, or 0 if there is none.
    @inline(__always) func operatorCharacterLength(at i: Int, allowDot: Bool) -> Int {
        let c = bytes[i]
        if c < 0x80 {
            switch c {
            case UInt8(ascii: "/"):
                let next = byte(at: i + 1)
                return next == UInt8(ascii: "/") || next == UInt8(ascii: "*") ? 0 : 1
            case UInt8(ascii: "*"):
                return byte(at: i + 1) == UInt8(ascii: "/") ? 0 : 1
            case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "%"),
                UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
                UInt8(ascii: "~"), UInt8(ascii: "?"):
                return 1
            case UInt8(ascii: "."):
                return allowDot ? 1 : 0
            default:
                return 0
            }
        }
        guard let scalar = decodeScalar(bytes, at: i), CharacterClass.isOperatorCharacter(scalar.value) else { return 0 }
        return scalar.length
    }

    mutating func lexOperator(leadingFlags: Token.Flags) -> Token {
        let start = pos
        let isDotOperator = bytes[pos] == UInt8(ascii: ".")
        if bytes[pos] < 0x80 {
            pos += 1
        } else {
            pos += decodeScalar(bytes, at: pos)?.length ?? 1
        }
        while pos < count {
            let length = operatorCharacterLength(at: pos, allowDot: isDotOperator)
            if length == 0 { break }
            pos += length
        }
        let length = pos - start
        let left = isLeftBound(start, leadingFlags)
        let right = isRightBound(pos, isLeftBound: left)
        if length == 1 {
            switch bytes[start] {
            case UInt8(ascii: "="):
                return Token(kind: .equal, start: start, end: pos)
            case UInt8(ascii: "?"):
                return Token(kind: left ? .postfixOperator : .binaryOperator, start: start, end: pos)
            case UInt8(ascii: "&") where !left && right:
                return Token(kind: .prefixOperator, start: start, end: pos)
            default:
                break
            }
        } else if length == 2, bytes[start] == UInt8(ascii: "-"), bytes[start + 1] == UInt8(ascii: ">") {
            return Token(kind: .arrow, start: start, end: pos)
        }
        let kind: TokenKind
        if left == right {
            kind = .binaryOperator
        } else if left {
            kind = .postfixOperator
        } else {
            kind = .prefixOperator
        }
        return Token(kind: kind, start: start, end: pos)
    }
}
