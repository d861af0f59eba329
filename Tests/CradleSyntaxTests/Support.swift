import Testing

@testable import CradleSyntax

/// Renders tokens as `kind text` lines (without the end-of-file token), for lexer tables.
func describeTokens(_ source: String) -> [String] {
    let text = SourceText(source)
    let lexed = Lexer.tokenize(text)
    return lexed.tokens.dropLast().map { token in
        var line = "\(token.kind) \(text[token.range])"
        if token.keyword != .none { line += " (\(token.keyword.text))" }
        if token.flags.contains(.isUnterminated) { line += " unterminated" }
        if token.flags.contains(.isMalformed) { line += " malformed" }
        return line
    }
}

/// Checks the lossless property on `bytes`: tokens are ordered and contiguous with their
/// trivia, trivia pieces cover the gaps exactly, and everything prints back to the input.
/// Also parses, which must not trap. Returns the tree.
@discardableResult
func checkRoundTrip(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> SyntaxTree {
    let text = SourceText(bytes: bytes)
    let tree = SyntaxTree(parsing: text)
    var rebuilt: [UInt8] = []
    rebuilt.reserveCapacity(bytes.count)
    var previousEnd = 0
    var ordered = true
    for (index, token) in tree.tokens.enumerated() {
        let start = Int(token.start)
        let end = Int(token.end)
        if start < previousEnd || end < start || end > bytes.count {
            ordered = false
            break
        }
        for piece in Trivia.pieces(of: ByteRange(start: previousEnd, end: start), in: text) {
            rebuilt += bytes[piece.range.start..<piece.range.end]
        }
        rebuilt += bytes[start..<end]
        previousEnd = end
        if index == tree.tokens.count - 1 && token.kind != .endOfFile { ordered = false }
    }
    #expect(ordered, "tokens out of order or out of bounds", sourceLocation: sourceLocation)
    #expect(tree.tokens.last?.kind == .endOfFile, sourceLocation: sourceLocation)
    #expect(rebuilt == bytes, "round trip differs", sourceLocation: sourceLocation)
    for error in tree.errors {
        #expect(error.range.start >= 0 && error.range.end <= bytes.count, sourceLocation: sourceLocation)
    }
    return tree
}
