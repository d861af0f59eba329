import CradleTestSupport
import Testing

@testable import CradleSyntax

@Suite("Relexer")
struct RelexerTests {
    /// Texts to edit: real shapes of Swift with what makes lexing depend on context (operators
    /// bound by white space, bare and extended regexes, strings of every kind, nested comments).
    static let bases = [
        """
        // A header comment
        import Foundation

        final class Icons: CaseIterable {
            public static let a = Icons(name: "a", unicode: "\\u{F0001}")
            public static let b = Icons(name: "b\\(x.y)", unicode: #"raw "q""#)
            let r = /ab+c/
            let e = #/x+
            y/#
            var total: Int { a +b - c*d / e }
            /* nested /* comment */ still */
            func f() -> String {
                \"\"\"
                multi \\(line)
                \"\"\"
            }
        }
        """,
        "let x = a / b / c\nlet y = (a) / 2 /\n  3\n",
        "x+y\nx +y\nx+ y\nx + y\n.member?.chain!.call()\n",
    ]

    static let pieces = [
        " ", "\n", "  ", "//c\n", "/* c */", "/*", "*/", "/", "+", "-", "a", "b", "1", ".", "(", ")", "{", "}",
        "\"", "#", "\\(", "`", "'", "let ", "x", "é", "\r\n", "\t",
    ]

    /// Whether two token lists are the same tokens moved: kinds, keywords, flags and bytes.
    static func sameTokens(_ a: [Token], _ aText: SourceText, _ b: [Token], _ bText: SourceText) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) {
            guard x.kind == y.kind, x.keyword == y.keyword, x.flags == y.flags,
                aText.bytes[x.range.start..<x.range.end] == bText.bytes[y.range.start..<y.range.end]
            else { return false }
        }
        return true
    }

    /// Applies one random edit: a piece inserted, a stretch deleted, or a stretch replaced.
    static func edit(_ bytes: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        let at = Int.random(in: 0...bytes.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0, 1:
            bytes.insert(contentsOf: Array(pieces[Int.random(in: 0..<pieces.count, using: &generator)].utf8), at: at)
        case 2:
            let end = min(bytes.count, at + Int.random(in: 1...4, using: &generator))
            bytes.removeSubrange(at..<end)
        default:
            let end = min(bytes.count, at + Int.random(in: 0...3, using: &generator))
            bytes.replaceSubrange(at..<end, with: Array(pieces[Int.random(in: 0..<pieces.count, using: &generator)].utf8))
        }
        return bytes
    }

    /// Chains of random edits: every relexed token list equals a fresh lexing of the same text,
    /// a nil answer comes exactly when the fresh lexing finds errors, "trivia only" is exactly
    /// "the same tokens moved", and then every old token's edges map to the new token's.
    @Test("relexing equals lexing the whole text", arguments: 0..<12)
    func differential(_ seed: Int) {
        var generator = SeededGenerator(state: UInt64(seed) &* 104_729 &+ 17)
        var relexed = 0
        var triviaOnly = 0
        for base in Self.bases {
            var text = SourceText(base)
            var lexed = Lexer.tokenize(text)
            for _ in 0..<150 {
                let next = SourceText(bytes: Self.edit(text.bytes, using: &generator))
                let fresh = Lexer.tokenize(next)
                if lexed.errors.isEmpty {
                    var tokens = lexed.tokens
                    let edit = Lexer.relex(old: text, tokens: &tokens, new: next)
                    // Changed in place on success, untouched otherwise.
                    #expect(tokens == (edit == nil ? lexed.tokens : fresh.tokens))
                    #expect(
                        (edit == nil) == !fresh.errors.isEmpty, "\(String(decoding: next.bytes, as: UTF8.self).debugDescription)")
                    if let edit {
                        relexed += 1
                        #expect(edit.tokens == fresh.tokens, "\(String(decoding: next.bytes, as: UTF8.self).debugDescription)")
                        let same = Self.sameTokens(lexed.tokens, text, fresh.tokens, next)
                        #expect(edit.isTriviaOnly == same)
                        if edit.isTriviaOnly {
                            triviaOnly += 1
                            for (old, new) in zip(lexed.tokens, fresh.tokens) {
                                #expect(edit.newOffset(Int(old.start)) == Int(new.start))
                                #expect(edit.newOffset(Int(old.end)) == Int(new.end))
                            }
                        }
                    }
                }
                text = next
                lexed = fresh
                // Back to a text without errors now and then, so that chains keep relexing.
                if !lexed.errors.isEmpty, Int.random(in: 0..<3, using: &generator) == 0 {
                    text = SourceText(base)
                    lexed = Lexer.tokenize(text)
                }
            }
        }
        // The edits reach both answers often enough to mean something.
        #expect(relexed >= 60)
        #expect(triviaOnly >= 8)
    }

    static let cases: [(String, String, String)] = [
        // Deleting a line break puts both slashes on one line: a regex that starts before the edit.
        ("regex joined by the edit", "let r = (/a\nb/)\n", "let r = (/ab/)\n"),
        // White space around an operator changes its kind (prefix, postfix, binary).
        ("operator made prefix", "x + y\n", "x +y\n"),
        ("operator made postfix", "x + y\n", "x+ y\n"),
        ("the first line changed", "// top\nlet a = 1\n", "/// top\nlet a = 1\n"),
        ("the last token changed", "let a = 1", "let a = 12"),
        ("a comment made longer", "let a = 1 // one\nlet b = 2\n", "let a = 1 // one and more\nlet b = 2\n"),
        (
            "a string closed on a later line", "let s = \"\"\"\nx\n\"\"\"\nlet t = 1\n",
            "let s = \"\"\"\nx\ny\n\"\"\"\nlet t = 1\n"
        ),
        ("a line break deleted after an operator", "a +\nb\n", "a +b\n"),
        ("a byte order mark", "\u{FEFF}let a = 1\n", "\u{FEFF}let a = 2\n"),
    ]

    @Test("edits whose tokens depend on their context", arguments: cases.map(\.0))
    func contextual(_ name: String) throws {
        let (_, before, after) = try #require(Self.cases.first { $0.0 == name })
        let old = SourceText(before)
        let new = SourceText(after)
        var tokens = Lexer.tokenize(old).tokens
        let edit = try #require(Lexer.relex(old: old, tokens: &tokens, new: new))
        #expect(edit.tokens == Lexer.tokenize(new).tokens)
    }

    @Test("a tree parsed from given tokens is the tree parsed from the text, errors in the same order")
    func treeFromTokens() {
        // Unclosed at the end: several errors at the end of the text, in the parser's order.
        for source in ["struct A { func f(", "class B { var x: [Int", "enum C { case a(", "@Provide struct"] {
            let text = SourceText(source)
            let parsed = SyntaxTree(parsing: text)
            let fromTokens = SyntaxTree(parsing: text, lexedWithoutErrors: Lexer.tokenize(text).tokens)
            #expect(parsed.errors.count >= 1)
            #expect(fromTokens.errors == parsed.errors, "\(source)")
            #expect(fromTokens.dump() == parsed.dump())
        }
    }

    @Test("a name typed in is a renamed token: positions map, and the old token is kept")
    func renamedToken() throws {
        let old = SourceText("struct A {\n    let a = f(b, c)\n}\n")
        let new = SourceText("struct A {\n    let a = f(bee, c)\n}\n")
        let tokens = Lexer.tokenize(old).tokens
        var relexed = tokens
        let edit = try #require(Lexer.relex(old: old, tokens: &relexed, new: new))
        #expect(!edit.isTriviaOnly)
        let index = try #require(tokens.firstIndex { old[$0.range] == "b" })
        #expect(edit.renamedTokens == [index])
        #expect(edit.renamedFrom.map { old[$0.range] } == ["b"])
        #expect(new[relexed[index].range] == "bee")
        // Both ends of the renamed token map, and so do its neighbours on the line.
        let oldB = tokens[index]
        #expect(edit.newRange(oldB.range) == ByteRange(start: Int(oldB.start), end: Int(oldB.end) + 2))
        let f = tokens[index - 2]
        #expect(edit.newRange(f.range) == f.range)
        let c = tokens[index + 2]
        #expect(edit.newRange(c.range) == ByteRange(start: Int(c.start) + 2, end: Int(c.end) + 2))
        // A name that becomes a keyword, or a token typed in, is no renaming.
        var again = tokens
        let keyword = try #require(
            Lexer.relex(old: old, tokens: &again, new: SourceText("struct A {\n    let a = f(self, c)\n}\n")))
        #expect(keyword.renamedTokens == nil)
        again = tokens
        let added = try #require(
            Lexer.relex(old: old, tokens: &again, new: SourceText("struct A {\n    let a = f(b, c, d)\n}\n")))
        #expect(added.renamedTokens == nil)
        #expect(added.newOffset(Int(c.start)) == nil)
    }

    @Test("an edit of white space alone maps positions; a comment opened without end is refused")
    func triviaAndErrors() throws {
        let old = SourceText("struct A {\n    let a: Int\n}\n")
        let new = SourceText("struct A {\n\n    let a:   Int // note\n}\n")
        let tokens = Lexer.tokenize(old).tokens
        var relexed = tokens
        let edit = try #require(Lexer.relex(old: old, tokens: &relexed, new: new))
        #expect(edit.isTriviaOnly)
        // `Int` moves by the blank line and the two extra spaces.
        let int = try #require(tokens.first { old[$0.range] == "Int" })
        #expect(edit.newRange(int.range) == ByteRange(start: Int(int.start) + 3, end: Int(int.end) + 3))
        // An offset inside the changed white space is no token's edge.
        #expect(edit.newOffset(13) == nil)
        let opened = SourceText("struct A {\n    let a: Int /*\n}\n")
        var again = tokens
        #expect(Lexer.relex(old: old, tokens: &again, new: opened) == nil)
        // Tokens that are not the old text's are refused rather than trusted.
        #expect(Lexer.relex(old: new, tokens: &again, new: old) == nil)
    }
}
