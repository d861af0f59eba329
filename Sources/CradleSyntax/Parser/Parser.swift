/// The declaration parser's state. It reads tokens, never fails, and resynchronises at the next
/// declaration or closing brace after an error. Recursion (nested types, nested type syntax) is
/// capped at ``Parser/maximumDepth``; brackets inside bodies are skipped with an explicit stack.
struct Parser {
    /// How deep nested types, `#if` blocks and type syntax may go before the parser skips the
    /// rest of a construct instead of recursing.
    static let maximumDepth = 256

    let bytes: [UInt8]
    let tokens: [Token]
    var index = 0
    /// Bytes of `tokens[index]` already consumed, when the type parser splits an operator token
    /// such as `>>` or `>?` one character at a time.
    var split = 0
    /// The end offset of the last consumed token (or token part).
    var lastEnd = 0
    var errors: [SyntaxError] = []
    /// Attributes written after a modifier, which no declaration gets.
    var misplacedAttributes: [MisplacedAttribute] = []
    var depth = 0

    init(bytes: [UInt8], tokens: [Token]) {
        self.bytes = bytes
        self.tokens = tokens
    }

    // MARK: Cursor

    var current: Token { tokens[index] }
    var kind: TokenKind { tokens[index].kind }
    var isAtEnd: Bool { tokens[index].kind == .endOfFile }
    /// The start of the current token, or of its unconsumed part.
    var currentStart: Int { Int(tokens[index].start) + split }

    func peek(_ offset: Int = 1) -> Token {
        tokens[min(index + offset, tokens.count - 1)]
    }

    func at(_ kind: TokenKind) -> Bool { tokens[index].kind == kind }

    /// Whether the current token is the word `keyword` (reserved or contextual, not backticked).
    func at(_ keyword: Keyword) -> Bool { split == 0 && tokens[index].keyword == keyword }

    mutating func advance() {
        lastEnd = Int(tokens[index].end)
        if index < tokens.count - 1 { index += 1 }
        split = 0
    }

    /// Consumes the current token if it has `kind`; returns its range.
    mutating func consume(_ kind: TokenKind) -> ByteRange? {
        guard split == 0, at(kind) else { return nil }
        let range = current.range
        advance()
        return range
    }

    /// Consumes the word `keyword` if it is current.
    mutating func consume(_ keyword: Keyword) -> ByteRange? {
        guard at(keyword) else { return nil }
        let range = current.range
        advance()
        return range
    }

    /// Whether the current operator token (or its unconsumed part) starts with `character`.
    func atOperatorPrefix(_ character: UInt8) -> Bool {
        switch kind {
        case .binaryOperator, .prefixOperator, .postfixOperator, .equal, .arrow:
            let position = currentStart
            return position < Int(current.end) && bytes[position] == character
        default:
            return false
        }
    }

    /// Consumes one character of the current operator token if it is `character`, splitting
    /// the token (`>>` closes two generic argument lists, `>?` closes one and makes an optional).
    mutating func consumeOperatorPrefix(_ character: UInt8) -> ByteRange? {
        guard atOperatorPrefix(character) else { return nil }
        let position = currentStart
        if position + 1 >= Int(current.end) {
            advance()
        } else {
            split += 1
            lastEnd = position + 1
        }
        return ByteRange(start: position, end: position + 1)
    }

    /// The current token's text (its unconsumed part).
    var currentText: String {
        String(decoding: bytes[currentStart..<Int(current.end)], as: UTF8.self)
    }

    func text(of token: Token) -> String {
        // A classified word is spelled exactly as its keyword: the static text saves decoding.
        if token.keyword != .none { return token.keyword.text }
        return decode(Int(token.start)..<Int(token.end))
    }

    /// The bytes of `range` as a string (decoded straight from the buffer, which skips the
    /// generic collection path of `String(decoding:as:)` on an array slice).
    func decode(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// The current token as a name.
    func identifier(_ token: Token) -> Identifier {
        if token.flags.contains(.isBackticked), token.length >= 2 {
            let name = decode(Int(token.start) + 1..<Int(token.end) - 1)
            return Identifier(name: name, range: token.range, isBackticked: true)
        }
        return Identifier(name: text(of: token), range: token.range)
    }

    /// Whether the current token can be used as a name (identifiers, backticked words, and the
    /// reserved words that Swift accepts as argument labels).
    var isAtName: Bool {
        guard split == 0 else { return false }
        switch kind {
        case .identifier: return true
        case .keyword: return true
        default: return false
        }
    }

    mutating func error(_ kind: SyntaxError.Kind, _ range: ByteRange) {
        errors.append(SyntaxError(kind, range))
    }

    mutating func expected(_ what: String) {
        error(.missing(what), ByteRange(at: lastEnd))
    }

    // MARK: Skipping

    /// Skips a bracketed group starting at the current opener, through its matching closer.
    /// Mismatched closers are resolved against an explicit stack, never by recursion.
    ///
    /// An unclosed `(` or `[` must not swallow the rest of the file: a `}` that matches nothing
    /// open, or a declaration starting a new line while no `{` is open, ends the skip there.
    mutating func skipBalanced() {
        let first = index
        // The closers live in a small stack allocation; deep nesting moves them to the heap.
        let (end, missing) = withUnsafeTemporaryAllocation(of: TokenKind.self, capacity: 64) { storage in
            var stack = CloserStack(storage: storage)
            defer { stack.deallocate() }
            return scanBalanced(from: first, stack: &stack)
        }
        // The end-of-file token is never consumed here, so the cursor moved exactly when a
        // token was consumed, and the last consumed token is `tokens[end - 1]`.
        if end != first {
            index = end
            split = 0
            lastEnd = Int(tokens[end - 1].end)
        }
        if let missing { expected(missing) }
    }

    /// The loop of ``skipBalanced()``: the index where the skip stops, and the closer to report
    /// missing if it stops early.
    private func scanBalanced(from first: Int, stack: inout CloserStack) -> (Int, String?) {
        var openBraces = 0
        var i = first
        repeat {
            let token = tokens[i]
            let kind = token.kind
            if kind.isBracket {
                switch kind {
                case .leftParen: stack.push(.rightParen)
                case .leftSquare: stack.push(.rightSquare)
                case .leftBrace:
                    stack.push(.rightBrace)
                    openBraces += 1
                default:  // a closer
                    if stack.last == kind {
                        stack.removeLast()
                        if kind == .rightBrace { openBraces -= 1 }
                    } else if let match = stack.lastIndex(of: kind, searchingAtMost: 64) {
                        // A closer for a group a little further out closes the groups inside it
                        // too. (The search is bounded so that mismatched input stays linear.)
                        openBraces -= stack.count(of: .rightBrace, from: match)
                        stack.removeSuffix(from: match)
                    } else if kind == .rightBrace, openBraces == 0 {
                        return (i, stack.last.map(Self.closerText) ?? "`}`")
                    }
                }
            } else if kind == .endOfFile {
                return (i, stack.last.map(Self.closerText) ?? "`}`")
            } else if openBraces == 0, kind == .keyword || kind == .identifier, !stack.isEmpty,
                token.flags.contains(.isAtStartOfLine), isDeclarationStart(at: i)
            {
                return (i, stack.last.map(Self.closerText) ?? "`)`")
            }
            i += 1
        } while !stack.isEmpty
        return (i, nil)
    }

    static func closerText(_ kind: TokenKind) -> String {
        switch kind {
        case .rightParen: "`)`"
        case .rightSquare: "`]`"
        default: "`}`"
        }
    }

    /// Skips a braced body and returns it as a code block; the current token must be `{`.
    mutating func parseCodeBlock() -> CodeBlock {
        let start = currentStart
        let innerStart = index + 1
        skipBalanced()
        let closed = index > innerStart && tokens[index - 1].kind == .rightBrace
        let innerEnd = closed ? index - 1 : index
        return CodeBlock(range: ByteRange(start: start, end: lastEnd), innerTokens: innerStart..<max(innerStart, innerEnd))
    }

    /// Skips tokens while `shouldStop` is false, skipping bracketed groups whole. Stops at an
    /// unmatched closer and at the end of the file.
    mutating func skip(until shouldStop: (Parser) -> Bool) {
        while !isAtEnd && !shouldStop(self) {
            if skipGenericArguments() { continue }
            switch kind {
            case .leftParen, .leftSquare, .leftBrace: skipBalanced()
            case .rightParen, .rightSquare, .rightBrace: return
            default: advance()
            }
        }
    }

    /// In an expression, skips `<…>` glued to a name when it reads as a generic argument list
    /// (`Result<A, B>(…)`), so that its commas do not end the expression. Returns whether it did.
    mutating func skipGenericArguments() -> Bool {
        guard split == 0, index > 0, kind.isOperator, !current.flags.contains(.hasLeadingTrivia),
            bytes[Int(current.start)] == UInt8(ascii: "<")
        else { return false }
        switch tokens[index - 1].kind {
        case .identifier, .keyword: break
        default: return false
        }
        var depth = 0
        var i = index
        let limit = min(tokens.count, index + 256)
        while i < limit {
            let token = tokens[i]
            switch token.kind {
            case .identifier, .keyword, .integerLiteral, .comma, .colon, .period, .prefixPeriod, .leftSquare,
                .rightSquare, .leftParen, .rightParen, .arrow, .atSign:
                break
            case .binaryOperator, .prefixOperator, .postfixOperator:
                var k = Int(token.start)
                while k < Int(token.end) {
                    switch bytes[k] {
                    case UInt8(ascii: "<"): depth += 1
                    case UInt8(ascii: ">"):
                        depth -= 1
                        if depth == 0 {
                            // The rest of the token may only be `?`, `!` or further `>`.
                            var rest = k + 1
                            while rest < Int(token.end),
                                [UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: ">")].contains(bytes[rest])
                            {
                                rest += 1
                            }
                            guard rest == Int(token.end) else { return false }
                            while index <= i { advance() }
                            return true
                        }
                    case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "."), UInt8(ascii: "~"):
                        break
                    default:
                        return false
                    }
                    k += 1
                }
            default:
                return false
            }
            i += 1
        }
        return false
    }

    // MARK: Declaration starts

    /// Whether the token at `i` begins a declaration, as used to resynchronise after errors and
    /// to end expressions at a line break.
    func isDeclarationStart(at i: Int) -> Bool {
        let token = tokens[i]
        // A word followed by `:` is an argument label (`internal: 1`), never a declaration.
        if tokens[min(i + 1, tokens.count - 1)].kind == .colon { return false }
        switch token.kind {
        case .atSign:
            return true
        case .poundKeyword:
            return true
        case .keyword:
            switch token.keyword {
            case .import, .class, .struct, .enum, .protocol, .extension, .func, .`init`, .deinit, .subscript, .var,
                .let, .typealias, .associatedtype, .case, .operator, .precedencegroup, .static, .private,
                .fileprivate, .internal, .public:
                return true
            default:
                return false
            }
        case .identifier:
            guard Self.isContextualDeclarationWord(token.keyword) else { return false }
            let next = tokens[min(i + 1, tokens.count - 1)]
            return next.kind == .keyword || next.kind == .identifier
        default:
            return false
        }
    }

    /// Contextual words that may begin a declaration when a word follows them.
    static func isContextualDeclarationWord(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .open, .package, .final, .override, .mutating, .nonmutating, .lazy, .weak, .unowned, .required,
            .convenience, .dynamic, .optional, .indirect, .nonisolated, .distributed, .prefix, .postfix, .infix,
            .actor, .macro, .consuming, .borrowing, .underscoreConst:
            return true
        default:
            return false
        }
    }

    /// Whether the current token starts a new line and begins a declaration.
    var isAtDeclarationOnNewLine: Bool {
        split == 0 && current.flags.contains(.isAtStartOfLine) && isDeclarationStart(at: index)
    }
}

/// The expected closers of ``Parser/skipBalanced()``: a stack in storage the caller provides
/// (a stack allocation), moved to the heap if it outgrows it. ``deallocate()`` must be called.
struct CloserStack {
    private var base: UnsafeMutablePointer<TokenKind>?
    private var capacity: Int
    private var isOnHeap = false
    /// The number of closers on the stack.
    private(set) var count = 0

    /// A stack in `storage`, which must outlive it.
    init(storage: UnsafeMutableBufferPointer<TokenKind>) {
        base = storage.baseAddress
        capacity = base == nil ? 0 : storage.count
    }

    /// Whether the stack is empty.
    var isEmpty: Bool { count == 0 }

    /// The top closer, if any.
    var last: TokenKind? { count > 0 ? base?[count - 1] : nil }

    /// Pushes `closer`.
    mutating func push(_ closer: TokenKind) {
        if count == capacity { grow() }
        if let base { (base + count).initialize(to: closer) }  // never nil after `grow()`
        count += 1
    }

    /// Pops the top closer; the stack must not be empty.
    mutating func removeLast() {
        count -= 1
    }

    /// The position of the topmost `closer` among the top `limit` entries, if any.
    func lastIndex(of closer: TokenKind, searchingAtMost limit: Int) -> Int? {
        guard let base else { return nil }
        var i = count - 1
        while i >= max(0, count - limit) {
            if base[i] == closer { return i }
            i -= 1
        }
        return nil
    }

    /// How many entries from position `start` to the top are `closer`.
    func count(of closer: TokenKind, from start: Int) -> Int {
        guard let base else { return 0 }
        var result = 0
        for i in start..<count where base[i] == closer { result += 1 }
        return result
    }

    /// Removes the entries from position `start` to the top.
    mutating func removeSuffix(from start: Int) {
        count = start
    }

    private mutating func grow() {
        let newCapacity = max(64, capacity * 2)
        let newBase = UnsafeMutablePointer<TokenKind>.allocate(capacity: newCapacity)
        if let base {
            newBase.initialize(from: base, count: count)
            if isOnHeap { base.deallocate() }
        }
        base = newBase
        capacity = newCapacity
        isOnHeap = true
    }

    /// Frees heap storage, if the stack moved there.
    func deallocate() {
        if isOnHeap { base?.deallocate() }
    }
}
