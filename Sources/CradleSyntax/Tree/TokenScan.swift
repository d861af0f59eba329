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
}
