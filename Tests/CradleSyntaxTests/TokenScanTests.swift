import Testing

@testable import CradleSyntax

/// The bracket a text's first bracket is closed by, as the closing token's text and
/// offset, or nil.
private func closing(_ text: String, parenthesesOnly: Bool = false) -> String? {
    let tokens = Lexer.tokenize(SourceText(text)).tokens
    guard let open = tokens.firstIndex(where: { [.leftParen, .leftSquare, .leftBrace].contains($0.kind) }),
        let close = TokenScan.matchingBracket(open, in: tokens, parenthesesOnly: parenthesesOnly)
    else { return nil }
    return "\(SourceText(text)[tokens[close].range])@\(tokens[close].start)"
}

@Suite("Token scans")
struct TokenScanTests {
    @Test("a bracket is closed at its depth, by any kind of bracket unless only parentheses count")
    func matchingBracket() {
        #expect(closing("f(a, [b], { c })") == ")@15")
        #expect(closing("f(a[0)]") == "]@6", "`)` closes `[` at its depth, and `]` closes `(`")
        #expect(closing("f(a[0)]", parenthesesOnly: true) == ")@5")
        #expect(closing("f(a, [b)])", parenthesesOnly: true) == ")@7")
        #expect(closing("f(a, [b)])") == "]@8", "the parenthesis closes the square bracket; `]` closes `(`")
        #expect(closing("f(a, (b)") == nil, "never closed")
        #expect(closing("") == nil)
    }

    @Test("a scan with a limit says where it stopped when the bracket never closes")
    func limit() {
        let tokens = Lexer.tokenize(SourceText("f(a, (b), c")).tokens
        let kind = { (index: Int) in index < tokens.count ? tokens[index].kind : TokenKind.endOfFile }
        #expect(TokenScan.matchingBracket(from: 1, limit: 4, kind: kind) == .unclosed(stoppedAt: 4))
        #expect(TokenScan.matchingBracket(from: 1, limit: 100, kind: kind) == .unclosed(stoppedAt: tokens.count - 1))
        #expect(TokenScan.matchingBracket(from: 4, limit: 100, kind: kind) == .closed(6))
    }

    /// The statements of a text, split at `;` and at line starts unless a line starts with `.`.
    private func statements(_ text: String) -> [String] {
        let source = SourceText(text)
        let tokens = Lexer.tokenize(source).tokens
        return TokenScan.statements(
            in: 0..<tokens.count, kind: { tokens[$0].kind }, isAtStartOfLine: { tokens[$0].flags.contains(.isAtStartOfLine) },
            continuesLine: { [.period, .prefixPeriod].contains(tokens[$0].kind) }
        ).map { range in
            range.map { source[tokens[$0].range] }.joined(separator: " ")
        }
    }

    @Test("statements split at semicolons and line starts, outside brackets, unless the line continues")
    func statementSplit() {
        #expect(statements("a = 1; b = 2\nc()") == ["a = 1", "b = 2", "c ( )"])
        #expect(statements("f(\n  x\n)\ng") == ["f ( x )", "g"], "a line inside brackets goes on")
        #expect(statements("x\n  .y\nz") == ["x . y", "z"], "the caller's rule: `.y` continues")
        #expect(statements(";; a ;;\n; b;") == ["a", "b"], "semicolons belong to no statement")
        #expect(statements("") == [])
    }
}
