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
            scanner.skipFileHeader()
            // The scanner writes straight into the array's storage. Real code has about one
            // token per 8 bytes; when the guess is short, the array is regrown and scanning
            // resumes where it stopped.
            var tokens: [Token] = []
            var capacity = buffer.count / 6 + 16
            while true {
                let scanned = tokens
                tokens = Array(unsafeUninitializedCapacity: capacity) { storage, initializedCount in
                    _ = storage.initialize(fromContentsOf: scanned)
                    scanner.tokens = TokenBuffer(storage: storage, count: scanned.count)
                    scanner.run()
                    initializedCount = scanner.tokens.count
                }
                if scanner.isFinished { break }
                capacity *= 2
            }
            return LexedText(tokens: tokens, errors: scanner.errors)
        }
    }
}

/// The scanning state. Only lives inside ``Lexer/tokenize(_:)`` because it borrows the bytes.
struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    /// The last offset with 8 bytes from it to the end (negative when the text is shorter).
    let lastWordStart: Int
    var pos = 0
    /// The output; see ``Lexer/tokenize(_:)`` for where its storage comes from.
    var tokens = TokenBuffer()
    var errors: [SyntaxError] = []
    /// Whether the end-of-file token has been appended.
    var isFinished = false
    /// Held here so that classifying a word does not go through the global's lazy initialiser.
    let keywords = KeywordTable.shared

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.count = bytes.count
        self.lastWordStart = bytes.count - 8
    }

    @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
        let i = pos + offset
        return i < count ? bytes[i] : 0
    }

    @inline(__always) func byte(at i: Int) -> UInt8 { i >= 0 && i < count ? bytes[i] : 0 }

    /// The 8 bytes at `i` (which must not be negative) as one little-endian integer, or nil when
    /// fewer than 8 remain.
    @inline(__always) func word(at i: Int) -> UInt64? {
        guard i <= lastWordStart else { return nil }
        return UInt64(littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: i, as: UInt64.self))
    }

    /// Whether any byte of `word` equals `byte` (the classic SWAR zero-byte test).
    @inline(__always) static func contains(_ word: UInt64, _ byte: UInt8) -> Bool {
        let x = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 != 0
    }

    /// The end of the line that contains `i`: the offset of its `\n` or `\r`, or `count`.
    @inline(__always) func lineEnd(from i: Int) -> Int {
        var i = i
        while let word = word(at: i), !Self.contains(word, 0x0A), !Self.contains(word, 0x0D) { i += 8 }
        while i < count, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
        return i
    }

    /// Scans tokens until the end of the text (then `isFinished` is set) or until `tokens` is
    /// full. Resumes where the previous call stopped. (Kept out of line: it is the one big loop
    /// into which the per-token helpers are inlined.)
    @inline(never)
    mutating func run() {
        while !tokens.isFull {
            let triviaStart = pos
            let sawNewline = skipTrivia()
            var flags: Token.Flags = []
            if sawNewline || tokens.isEmpty { flags.insert(.isAtStartOfLine) }
            let hasTrivia = pos > triviaStart
            if hasTrivia { flags.insert(.hasLeadingTrivia) }
            // Whitespace, a comment or the end of the text follows the previous token exactly
            // when trivia was skipped here or the text ends.
            if hasTrivia || pos >= count { tokens.insertIntoLast(.hasTrailingSpace) }
            if pos >= count {
                tokens.append(Token(kind: .endOfFile, flags: flags, start: count, end: count))
                isFinished = true
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

    // MARK: Trivia

    /// Skips whitespace, newlines and comments. Returns whether a line break was skipped.
    @inline(__always) mutating func skipTrivia() -> Bool {
        // Most tokens directly follow another one or a single space: answer those without
        // entering the loop.
        guard pos < count else { return false }
        let c = bytes[pos]
        if c > 0x20 && c != UInt8(ascii: "/") { return false }
        if c == 0x20 {
            let next = byte(at: pos + 1)
            if next > 0x20 && next != UInt8(ascii: "/") {
                pos += 1
                return false
            }
        }
        return skipTriviaLoop()
    }

    /// The loop of ``skipTrivia()``: tests in order of frequency rather than one `switch`, whose
    /// jump would be hard to predict.
    mutating func skipTriviaLoop() -> Bool {
        var sawNewline = false
        var i = pos
        defer { pos = i }
        while i < count {
            let c = bytes[i]
            if c == 0x20 {
                i += 1
                // Indentation: count the spaces that follow eight bytes at a time.
                while let word = word(at: i) {
                    let spaces = (word ^ 0x2020_2020_2020_2020).trailingZeroBitCount >> 3
                    i += spaces
                    if spaces < 8 { break }
                }
            } else if c == 0x0A || c == 0x0D {
                sawNewline = true
                i += 1
            } else if c == UInt8(ascii: "/") {
                let next = byte(at: i + 1)
                if next == UInt8(ascii: "/") {
                    i = lineEnd(from: i + 2)
                } else if next == UInt8(ascii: "*") {
                    pos = i
                    if skipBlockComment() { sawNewline = true }
                    i = pos
                } else {
                    return sawNewline
                }
            } else if c == 0x09 || c == 0x0B || c == 0x0C {
                i += 1
            } else {
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

    @inline(__always) mutating func lexToken(leadingFlags: Token.Flags) -> Token {
        let start = pos
        let c = bytes[pos]
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return lexASCIIIdentifier()
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
        case UInt8(ascii: "<"):
            // An editor placeholder, `<#Type#>` on one line, is an identifier (as swiftc lexes it).
            if peek(1) == UInt8(ascii: "#"), let end = editorPlaceholderEnd(from: start) {
                pos = end
                return Token(kind: .identifier, start: start, end: end)
            }
            return lexOperator(leadingFlags: leadingFlags)
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
            UInt8(ascii: "%"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
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
    @inline(__always) mutating func skipIdentifierCharacters() {
        var i = pos
        // ASCII runs eight bytes at a time; the byte loop finishes (and handles non-ASCII).
        while let word = word(at: i) {
            let length = CharacterClass.asciiIdentifierPrefixLength(word)
            i += length
            if length < 8 { break }
        }
        while i < count {
            let c = bytes[i]
            if c < 0x80 {
                guard CharacterClass.isASCIIIdentifierCharacter(c) else { break }
                i += 1
            } else {
                guard let scalar = decodeScalar(bytes, at: i), CharacterClass.isIdentifierCharacter(scalar.value)
                else { break }
                i += scalar.length
            }
        }
        pos = i
    }

    /// Lexes an identifier or keyword whose first byte is an ASCII letter or `_`. Words made of
    /// ASCII identifier characters take the fast path: scanned eight bytes at a time, and the
    /// loaded bytes double as the keyword table's packed key.
    @inline(__always) mutating func lexASCIIIdentifier() -> Token {
        let start = pos
        guard let first = word(at: start) else { return lexIdentifier() }
        var length = CharacterClass.asciiIdentifierPrefixLength(first)
        var second: UInt64 = 0
        if length == 8 {
            guard let next = word(at: start + 8) else { return lexIdentifier() }
            second = next
            let more = CharacterClass.asciiIdentifierPrefixLength(next)
            length += more
            if more == 8 {
                // 16 bytes or more, so not a keyword: scan on eight bytes at a time.
                var end = start + length
                while let word = word(at: end) {
                    let run = CharacterClass.asciiIdentifierPrefixLength(word)
                    end += run
                    if run < 8 {
                        guard bytes[end] < 0x80 else { break }
                        pos = end
                        return Token(kind: .identifier, start: start, end: end)
                    }
                }
                return finishIdentifier(start: start, scanned: end - start)
            }
        }
        // A non-ASCII byte right after may continue the identifier (`café`).
        guard bytes[start + length] < 0x80 else { return finishIdentifier(start: start, scanned: length) }
        pos = start + length
        let (keyword, kind) =
            length < 8
            ? keywords.classify(packedLow: first & ((1 &<< UInt64(length &* 8)) &- 1), packedHigh: 0)
            : keywords.classify(packedLow: first, packedHigh: second & ((1 &<< UInt64((length &- 8) &* 8)) &- 1))
        return Token(kind: kind, keyword: keyword, start: start, end: pos)
    }

    /// Finishes an identifier of which `scanned` bytes from `start` are known to belong to it.
    @inline(never)
    mutating func finishIdentifier(start: Int, scanned: Int) -> Token {
        pos = start + scanned
        skipIdentifierCharacters()
        let (keyword, kind) = keywords.classify(bytes, start, pos)
        return Token(kind: kind, keyword: keyword, start: start, end: pos)
    }

    /// Lexes an identifier or keyword starting at any identifier head.
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
        let (keyword, kind) = keywords.classify(bytes, start, pos)
        return Token(kind: kind, keyword: keyword, start: start, end: pos)
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
                // The `#` before the name is part of a pound keyword's spelling in the table.
                let (keyword, _) = keywords.classify(bytes, nameStart - 1, pos)
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
            // Plain content (no quote, backslash or line break) eight bytes at a time.
            if let word = word(at: pos), !Self.contains(word, UInt8(ascii: "\"")), !Self.contains(word, UInt8(ascii: "\\")),
                !Self.contains(word, 0x0A), !Self.contains(word, 0x0D)
            {
                pos += 8
                continue
            }
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
        pos = lineEnd(from: pos)
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

    /// Where the editor placeholder starting with `<#` at `start` ends (just past `#>`), or nil
    /// when no `#>` closes it on the same line.
    func editorPlaceholderEnd(from start: Int) -> Int? {
        var index = start + 2
        while index + 1 < count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D { return nil }
            if byte == UInt8(ascii: "#"), bytes[index + 1] == UInt8(ascii: ">") { return index + 2 }
            index += 1
        }
        return nil
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

/// The scanner's output: tokens written into storage the scanner does not own, with none of
/// `Array`'s per-append uniqueness and capacity checks. The caller checks ``isFull`` first.
struct TokenBuffer {
    private let storage: UnsafeMutableBufferPointer<Token>
    /// The number of tokens written.
    private(set) var count: Int

    /// A buffer with no room.
    init() {
        storage = UnsafeMutableBufferPointer(start: nil, count: 0)
        count = 0
    }

    /// A buffer over `storage`, whose first `count` elements are already initialised.
    init(storage: UnsafeMutableBufferPointer<Token>, count: Int) {
        self.storage = storage
        self.count = count
    }

    /// Whether no token was written yet.
    var isEmpty: Bool { count == 0 }

    /// Whether there is no room for another token.
    var isFull: Bool { count >= storage.count }

    /// The last token written, if any.
    var last: Token? { count > 0 ? storage[count - 1] : nil }

    /// Adds `flags` to the last token written, if any.
    @inline(__always) mutating func insertIntoLast(_ flags: Token.Flags) {
        if count > 0 { storage[count - 1].flags.formUnion(flags) }
    }

    /// Appends `token`; the buffer must not be full.
    @inline(__always) mutating func append(_ token: Token) {
        storage.initializeElement(at: count, to: token)
        count += 1
    }
}
