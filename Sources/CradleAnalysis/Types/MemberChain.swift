import CradleSyntax

/// An expression made of a name and member accesses, read from tokens: `graph.clock`,
/// `self.todoGraphSet.todoUseCaseGraph`, `AppGraph.shared`, `TodoGraph(input: …)`,
/// `a?.b!.c`, `make().value`. Optional chaining and force unwrapping leave the type as it is
/// for the index, which follows the wrapped type. Anything else (subscripts, literals,
/// operators, closures) is not a chain.
struct MemberChain: Sendable, Hashable {
    /// Where the chain starts.
    enum Root: Sendable, Hashable {
        /// A name: a local, a parameter, a member of an enclosing type, a type, or a global.
        case name(String)
        /// A call of a name: a type's initialiser or a function.
        case call(String)
        /// `self`.
        case selfValue
    }

    /// One step after the root.
    enum Step: Sendable, Hashable {
        /// `.name`
        case member(String)
        /// `.name(…)`
        case call(String)
    }

    var root: Root
    var steps: [Step]
    /// The root's token range.
    var rootRange: ByteRange

    /// The chain that covers all of `range` (a property's value), if the value is one.
    static func whole(range: ByteRange, in tree: SyntaxTree) -> MemberChain? {
        let first = tree.tokenIndex(containing: range.start)
        let limit = tree.tokenIndex(containing: range.end)
        guard let (chain, next) = forward(from: first, limit: limit, in: tree), next == limit else { return nil }
        return chain
    }

    /// Reads a chain forwards from the token at `index`, stopping before the token at `limit`:
    /// the chain and the index of the first token after it.
    static func forward(from index: Int, limit: Int = .max, in tree: SyntaxTree) -> (MemberChain, Int)? {
        let tokens = tree.tokens
        let limit = min(limit, tokens.count)
        guard index < limit else { return nil }
        func name(_ i: Int) -> String { tree.canonicalText(ofToken: i, removingBackticks: true) }
        var cursor = index
        var root: Root
        let token = tokens[cursor]
        if token.kind == .keyword, token.keyword == .`self` {
            root = .selfValue
            cursor += 1
        } else if token.kind == .identifier {
            cursor += 1
            if cursor < limit, tokens[cursor].kind == .leftParen, !tokens[cursor].flags.contains(.isAtStartOfLine) {
                guard let close = closing(of: cursor, in: tokens), close < limit else { return nil }
                root = .call(name(index))
                cursor = close + 1
            } else {
                root = .name(name(index))
            }
        } else {
            return nil
        }
        var steps: [Step] = []
        while cursor < limit, steps.count < 64 {
            let current = tokens[cursor]
            if current.kind == .postfixOperator, isUnwrap(current, in: tree) {
                cursor += 1
                continue
            }
            guard current.kind == .period || current.kind == .prefixPeriod, cursor + 1 < limit else { break }
            let next = tokens[cursor + 1]
            if next.kind == .keyword, next.keyword == .`init`, steps.isEmpty, case .name(let type) = root,
                cursor + 2 < limit, tokens[cursor + 2].kind == .leftParen, let close = closing(of: cursor + 2, in: tokens),
                close < limit
            {
                // `T.init(…)` is `T(…)`.
                root = .call(type)
                cursor = close + 1
                continue
            }
            guard next.kind == .identifier else { break }
            let member = name(cursor + 1)
            cursor += 2
            if cursor < limit, tokens[cursor].kind == .leftParen, !tokens[cursor].flags.contains(.isAtStartOfLine) {
                guard let close = closing(of: cursor, in: tokens), close < limit else { return nil }
                steps.append(.call(member))
                cursor = close + 1
            } else {
                steps.append(.member(member))
            }
        }
        return (MemberChain(root: root, steps: steps, rootRange: token.range), cursor)
    }

    /// The chain of the receiver of the member access whose name is the token at `index`
    /// (`a.b` for the `c` of `a.b.c`), or nil when the token is no member access or its receiver
    /// is not a chain.
    static func receiver(ofMemberAt index: Int, in tree: SyntaxTree) -> MemberChain? {
        guard index >= 2, isMemberAccess(at: index, in: tree.tokens) else { return nil }
        return receiver(ofPeriodAt: index - 1, in: tree)
    }

    /// The chain before the `.` at `period` (`a.b` for `a.b.`, the member not written yet, as
    /// completion sees it), or nil when what precedes it is not a chain.
    static func receiver(ofPeriodAt period: Int, in tree: SyntaxTree) -> MemberChain? {
        let tokens = tree.tokens
        guard period >= 1, period < tokens.count else { return nil }
        let index = period + 1
        // Walk back to where the receiver starts.
        var cursor = index - 2
        var start: Int?
        var budget = 256
        while cursor >= 0, budget > 0 {
            budget -= 1
            let token = tokens[cursor]
            if token.kind == .postfixOperator, isUnwrap(token, in: tree) {
                cursor -= 1
                continue
            }
            if token.kind == .rightParen {
                guard let open = opening(of: cursor, in: tokens), open >= 1 else { return nil }
                cursor = open - 1
                let callee = tokens[cursor]
                guard callee.kind == .identifier || callee.kind == .keyword && callee.keyword == .`init` else { return nil }
                if cursor >= 2, isMemberAccess(at: cursor, in: tokens) {
                    cursor -= 2
                    continue
                }
                start = cursor
                break
            }
            guard token.kind == .identifier || token.kind == .keyword && token.keyword == .`self` else { return nil }
            if token.kind == .identifier, cursor >= 2, isMemberAccess(at: cursor, in: tokens) {
                cursor -= 2
                continue
            }
            start = cursor
            break
        }
        guard let start, let (chain, next) = forward(from: start, limit: index - 1, in: tree), next == index - 1 else {
            return nil
        }
        return chain
    }

    /// Whether the identifier at `index` is the name of a member access: a `.` before it that
    /// follows an expression (a `.` at the start of a line continues the expression above).
    static func isMemberAccess(at index: Int, in tokens: [Token]) -> Bool {
        guard index >= 2 else { return false }
        let dot = tokens[index - 1]
        if dot.kind == .period { return true }
        guard dot.kind == .prefixPeriod else { return false }
        let before = tokens[index - 2]
        switch before.kind {
        case .identifier, .rightParen, .rightSquare, .rightBrace, .postfixOperator, .stringLiteral: return true
        case .keyword: return before.keyword == .`self`
        default: return false
        }
    }

    /// Whether a postfix operator is `?` or `!`.
    static func isUnwrap(_ token: Token, in tree: SyntaxTree) -> Bool {
        guard token.length == 1 else { return false }
        let byte = tree.text.bytes[Int(token.start)]
        return byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")
    }

    /// The index of the `)` matching the `(` at `index`.
    static func closing(of index: Int, in tokens: [Token]) -> Int? {
        TokenScan.matchingBracket(index, in: tokens, brackets: .parentheses)
    }

    /// The index of the `(` matching the `)` at `index`.
    static func opening(of index: Int, in tokens: [Token]) -> Int? {
        TokenScan.enclosingBracket(before: index, in: tokens, brackets: .parentheses)
    }
}
