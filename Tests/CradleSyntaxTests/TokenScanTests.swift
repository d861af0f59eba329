import Testing

@testable import CradleSyntax

/// The bracket a text's first bracket is closed by, as the closing token's text and
/// offset, or nil.
private func closing(_ text: String, parenthesesOnly: Bool = false) -> String? {
    let tokens = Lexer.tokenize(SourceText(text)).tokens
    guard let open = tokens.firstIndex(where: { [.leftParen, .leftSquare, .leftBrace].contains($0.kind) }),
        let close = TokenScan.matchingBracket(open, in: tokens, brackets: parenthesesOnly ? .parentheses : .all)
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

    @Test("only braces: parentheses and square brackets inside do not count")
    func braces() {
        let tokens = Lexer.tokenize(SourceText("x { f( } ]")).tokens
        #expect(TokenScan.matchingBracket(1, in: tokens, brackets: .braces) == 4)
        #expect(TokenScan.matchingBracket(1, in: tokens) == 5, "with every kind counting, `]` closes it")
    }

    /// The text of the bracket open before the first `|` of `text` (removed), with its offset.
    private func enclosing(_ marked: String, brackets: TokenScan.Brackets = .all) -> String? {
        let text = marked.replacingOccurrences(of: "|", with: "")
        let offset =
            marked.utf8.firstIndex(of: UInt8(ascii: "|")).map { marked.utf8.distance(from: marked.utf8.startIndex, to: $0) } ?? 0
        let tokens = Lexer.tokenize(SourceText(text)).tokens
        let before = tokens.firstIndex { Int($0.start) >= offset } ?? tokens.count
        guard let open = TokenScan.enclosingBracket(before: before, in: tokens, brackets: brackets) else { return nil }
        return "\(SourceText(text)[tokens[open].range])@\(tokens[open].start)"
    }

    @Test("the bracket around a position: the innermost still open, of any kind, or only parentheses")
    func enclosingBracket() {
        #expect(enclosing("f(a, [b], |c)") == "(@1")
        #expect(enclosing("f(a, [b, |c])") == "[@5")
        #expect(enclosing("f(a, { x in |}") == "{@5")
        #expect(enclosing("f(a, [b, |c])", brackets: .parentheses) == "(@1")
        #expect(enclosing("g(f(a)|)", brackets: .parentheses) == "(@1", "the `(` matching a `)` is open before it")
        #expect(enclosing("f(a) |") == nil)
        #expect(enclosing("|f(a)") == nil)
    }

    /// The pieces of a text split at its top-level commas, each piece's tokens joined by spaces.
    private func pieces(_ text: String) -> [String] {
        let source = SourceText(text)
        let tokens = Lexer.tokenize(source).tokens
        return TokenScan.splitAtTopLevelCommas(0..<(tokens.count - 1)) { tokens[$0].kind }.map { range in
            range.map { source[tokens[$0].range] }.joined(separator: " ")
        }
    }

    @Test("split at top-level commas: brackets of every kind hide theirs; empty pieces are kept")
    func split() {
        #expect(pieces("a, f(b, c), [d, e], { f, g }") == ["a", "f ( b , c )", "[ d , e ]", "{ f , g }"])
        #expect(pieces("a,") == ["a", ""])
        #expect(pieces("") == [""])
        let tokens = Lexer.tokenize(SourceText("x in (a in b) in")).tokens
        let isIn = { (index: Int) in tokens[index].keyword == .in }
        #expect(TokenScan.topLevelIndexes(in: 0..<tokens.count, kind: { tokens[$0].kind }, where: isIn) == [1, 7])
        #expect(TokenScan.topLevelIndexes(in: 0..<tokens.count, first: true, kind: { tokens[$0].kind }, where: isIn) == [1])
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
