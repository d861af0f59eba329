/// Scans over a token list that every layer shares: the one home of bracket depth (matching a
/// bracket either way, the bracket around a position, splitting at top level, statements). The
/// type index, completion, signature help, the override checks, the composition evaluator and
/// the manifest interpreter each ask here rather than count depths of their own.
public enum TokenScan {
    /// Where a search for a closing bracket ended.
    public enum Match: Sendable, Hashable {
        /// The index of the closing bracket.
        case closed(Int)
        /// The bracket never closes: the index where the scan stopped (the end of the file,
        /// or the limit).
        case unclosed(stoppedAt: Int)

        /// The closing bracket's index, nil when it never closes.
        public var index: Int? {
            if case .closed(let index) = self { return index }
            return nil
        }
    }

    /// Which brackets a scan counts.
    public enum Brackets: Sendable {
        /// `(`, `[` and `{` with their closers: any closer closes any opener, as the parser
        /// recovers.
        case all
        /// `(` and `)` only.
        case parentheses
        /// `{` and `}` only.
        case braces

        /// +1 for an opener this counts, -1 for a closer, 0 for any other kind.
        @inline(__always)
        func step(_ kind: TokenKind) -> Int {
            switch (self, kind) {
            case (.all, .leftParen), (.all, .leftSquare), (.all, .leftBrace), (.parentheses, .leftParen),
                (.braces, .leftBrace):
                1
            case (.all, .rightParen), (.all, .rightSquare), (.all, .rightBrace), (.parentheses, .rightParen),
                (.braces, .rightBrace):
                -1
            default: 0
            }
        }
    }

    /// The bracket closing the one at `index`, reading kinds through `kind` up to `limit`
    /// (exclusive) or the end of the file, counting `brackets`.
    public static func matchingBracket(
        from index: Int, limit: Int, brackets: Brackets = .all, kind: (Int) -> TokenKind
    ) -> Match {
        var depth = 0
        var cursor = index
        while cursor < limit {
            let current = kind(cursor)
            if current == .endOfFile { return .unclosed(stoppedAt: cursor) }
            let step = brackets.step(current)
            depth += step
            if step < 0, depth == 0 { return .closed(cursor) }
            cursor += 1
        }
        return .unclosed(stoppedAt: cursor)
    }

    /// The bracket closing the one at `index` in `tokens` (see
    /// ``matchingBracket(from:limit:brackets:kind:)``); nil when it never closes.
    public static func matchingBracket(_ index: Int, in tokens: [Token], brackets: Brackets = .all) -> Int? {
        matchingBracket(from: index, limit: tokens.count, brackets: brackets) { tokens[$0].kind }.index
    }

    /// The innermost bracket still open before `index` (the scan goes back from `index - 1`
    /// to `lowerBound`), counting `brackets`: its index, whatever its kind (a caller that wants
    /// a call's `(` checks that it is not a `[` or a `{`); nil when none is open. With
    /// `.parentheses`, the `(` matching a `)` at `index` is the one open before it.
    public static func enclosingBracket(
        before index: Int, lowerBound: Int = 0, brackets: Brackets = .all, kind: (Int) -> TokenKind
    ) -> Int? {
        var depth = 0
        var cursor = index - 1
        while cursor >= lowerBound {
            depth -= brackets.step(kind(cursor))
            if depth < 0 { return cursor }
            cursor -= 1
        }
        return nil
    }

    /// ``enclosingBracket(before:lowerBound:brackets:kind:)`` in `tokens`.
    public static func enclosingBracket(before index: Int, in tokens: [Token], brackets: Brackets = .all) -> Int? {
        enclosingBracket(before: index, brackets: brackets) { tokens[$0].kind }
    }

    /// The indexes in `range` of the tokens `isMatch` takes that sit outside every bracket
    /// opened within the range, in order; with `first`, at most the first of them.
    public static func topLevelIndexes(
        in range: Range<Int>, first: Bool = false, kind: (Int) -> TokenKind, where isMatch: (Int) -> Bool
    ) -> [Int] {
        var result: [Int] = []
        var depth = 0
        for index in range {
            switch kind(index) {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            default:
                guard depth == 0, isMatch(index) else { continue }
                result.append(index)
                if first { return result }
            }
        }
        return result
    }

    /// `range` split at its top-level commas (see ``topLevelIndexes(in:first:kind:where:)``):
    /// the pieces between them, empty ones included (a trailing comma leaves an empty last
    /// piece), the commas in none.
    public static func splitAtTopLevelCommas(_ range: Range<Int>, kind: (Int) -> TokenKind) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        for comma in topLevelIndexes(in: range, kind: kind, where: { kind($0) == .comma }) {
            pieces.append(start..<comma)
            start = comma + 1
        }
        pieces.append(start..<max(start, range.upperBound))
        return pieces
    }

    /// Splits a token range into statements: at `;` and at the start of a line, outside
    /// brackets, unless `continuesLine` says the token at that index goes on with the previous
    /// line (each caller's rule: `.member`, an operator, `else`…). Semicolons belong to no
    /// statement, empty statements are dropped, and the scan ends at the end of the file.
    public static func statements(
        in range: Range<Int>, kind: (Int) -> TokenKind, isAtStartOfLine: (Int) -> Bool, continuesLine: (Int) -> Bool
    ) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var depth = 0
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            let current = kind(index)
            if current == .endOfFile { break }
            if depth == 0, index > start, isAtStartOfLine(index), !continuesLine(index) {
                result.append(start..<index)
                start = index
            }
            switch current {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth = max(0, depth - 1)
            case .semicolon where depth == 0:
                if start < index { result.append(start..<index) }
                start = index + 1
            default: break
            }
            index += 1
        }
        if start < index { result.append(start..<index) }
        return result
    }
}
