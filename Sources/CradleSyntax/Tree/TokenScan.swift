/// Scans over a token list that every layer shares: the one home of bracket matching (the
/// type index's member chains, the composition evaluator and the manifest interpreter each
/// ask here rather than count depths of their own).
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

    /// The bracket closing the one at `index`, reading kinds through `kind` up to `limit`
    /// (exclusive) or the end of the file. By default every kind of bracket counts, so `(` is
    /// closed by the first closing bracket at its depth whatever its kind (as the parser
    /// recovers); with `parenthesesOnly`, only `(` and `)` count.
    public static func matchingBracket(
        from index: Int, limit: Int, parenthesesOnly: Bool = false, kind: (Int) -> TokenKind
    ) -> Match {
        var depth = 0
        var cursor = index
        while cursor < limit {
            let current = kind(cursor)
            switch current {
            case .leftParen, .leftSquare, .leftBrace:
                if current == .leftParen || !parenthesesOnly { depth += 1 }
            case .rightParen, .rightSquare, .rightBrace:
                guard current == .rightParen || !parenthesesOnly else { break }
                depth -= 1
                if depth == 0 { return .closed(cursor) }
            case .endOfFile: return .unclosed(stoppedAt: cursor)
            default: break
            }
            cursor += 1
        }
        return .unclosed(stoppedAt: cursor)
    }

    /// The bracket closing the one at `index` in `tokens` (see
    /// ``matchingBracket(from:limit:parenthesesOnly:kind:)``); nil when it never closes.
    public static func matchingBracket(_ index: Int, in tokens: [Token], parenthesesOnly: Bool = false) -> Int? {
        matchingBracket(from: index, limit: tokens.count, parenthesesOnly: parenthesesOnly) { tokens[$0].kind }.index
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
