import CradleSyntax

/// The identifiers a file uses, for workspace answers (unused registrations, accessor uses):
/// every identifier token, and the identifiers inside string interpolations (`"\(graph.clock)"`),
/// which the lexer keeps inside one string token.
enum NameUses {
    /// How deep interpolations inside interpolations are followed.
    static let maximumDepth = 8

    /// Calls `body` with whether each identifier in `range` is written as a member (`.name`,
    /// `x.name`) and a way to spell it (backticks removed); spelling costs a `String`, so callers
    /// ask only for the names they keep.
    static func forEachIdentifier(
        in tree: SyntaxTree, range: ByteRange, _ body: (_ isMember: Bool, _ name: () -> String) -> Void
    ) {
        let tokens = tree.tokens
        let bytes = tree.text.bytes
        var index = tree.tokenIndex(containing: range.start)
        while index < tokens.count, Int(tokens[index].start) < range.end {
            defer { index += 1 }
            let token = tokens[index]
            if token.kind == .identifier {
                let previous = index > 0 ? tokens[index - 1].kind : .endOfFile
                body(previous == .period || previous == .prefixPeriod) { spelling(of: token, in: bytes) }
            } else if token.kind == .stringLiteral {
                interpolations(in: bytes[token.range.start..<token.range.end], depth: 0, body)
            }
        }
    }

    /// An identifier token's name, backticks removed.
    @inline(__always)
    static func spelling(of token: Token, in bytes: [UInt8]) -> String {
        var start = Int(token.start)
        var end = Int(token.end)
        if token.flags.contains(.isBackticked), end - start >= 2 {
            start += 1
            end -= 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Lexes the code of each `\(…)` in a string literal's bytes.
    private static func interpolations(in literal: ArraySlice<UInt8>, depth: Int, _ body: (Bool, () -> String) -> Void) {
        guard depth < maximumDepth, literal.contains(UInt8(ascii: "\\")) else { return }
        var pounds = 0
        var cursor = literal.startIndex
        while cursor < literal.endIndex, literal[cursor] == UInt8(ascii: "#") {
            pounds += 1
            cursor += 1
        }
        while cursor < literal.endIndex {
            defer { cursor += 1 }
            guard literal[cursor] == UInt8(ascii: "\\") else { continue }
            var open = cursor + 1
            var marks = 0
            while open < literal.endIndex, literal[open] == UInt8(ascii: "#"), marks < pounds {
                marks += 1
                open += 1
            }
            guard marks == pounds, open < literal.endIndex, literal[open] == UInt8(ascii: "(") else { continue }
            var level = 0
            var close = open
            while close < literal.endIndex {
                if literal[close] == UInt8(ascii: "(") { level += 1 }
                if literal[close] == UInt8(ascii: ")") {
                    level -= 1
                    if level == 0 { break }
                }
                close += 1
            }
            let code = SourceText(bytes: Array(literal[(open + 1)..<min(close, literal.endIndex)]))
            let tokens = Lexer.tokenize(code).tokens
            for (index, token) in tokens.enumerated() {
                if token.kind == .identifier {
                    let previous = index > 0 ? tokens[index - 1].kind : .endOfFile
                    body(previous == .period || previous == .prefixPeriod) { spelling(of: token, in: code.bytes) }
                } else if token.kind == .stringLiteral {
                    interpolations(in: code.bytes[token.range.start..<token.range.end], depth: depth + 1, body)
                }
            }
            cursor = close
        }
    }
}
