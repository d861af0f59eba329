import Testing

@testable import CradleSyntax

/// One lexer case: source text and its expected tokens as `kind text` lines.
struct LexCase: CustomTestStringConvertible, Sendable {
    let source: String
    let expected: [String]
    init(_ source: String, _ expected: [String]) {
        self.source = source
        self.expected = expected
    }
    var testDescription: String { source.debugDescription }
}

@Suite("Lexer")
struct LexerTests {
    static let identifiersCases: [LexCase] = [
        LexCase("foo _bar baz9", ["identifier foo", "identifier _bar", "identifier baz9"]),
        LexCase("`class` `foo bar`", ["identifier `class`", "identifier `foo bar`"]),
        LexCase("$0 $name $1x", ["dollar-identifier $0", "dollar-identifier $name", "dollar-identifier $1x"]),
        LexCase("_$id a$b", ["identifier _$id", "identifier a$b"]),
        LexCase("사용자 😀x café", ["identifier 사용자", "identifier 😀x", "identifier café"]),
        LexCase("_", ["keyword _ (_)"]),
        LexCase(
            "class func init self Self Any",
            [
                "keyword class (class)", "keyword func (func)", "keyword init (init)", "keyword self (self)",
                "keyword Self (Self)", "keyword Any (Any)",
            ]),
        LexCase(
            "actor async await some any lazy package",
            [
                "identifier actor (actor)", "identifier async (async)", "identifier await (await)",
                "identifier some (some)", "identifier any (any)", "identifier lazy (lazy)", "identifier package (package)",
            ]),
        LexCase("`", ["unknown `"]),
        LexCase("`abc\nx", ["unknown `", "identifier abc", "identifier x"]),
        // Editor placeholders are identifiers, as swiftc lexes them; unclosed on the line, `<` is an operator.
        LexCase(
            "let x: <#Type#> = <#value#>",
            [
                "keyword let (let)", "identifier x", "colon :", "identifier <#Type#>", "equal =", "identifier <#value#>",
            ]),
        LexCase(
            "a <# b\n#> c",
            ["identifier a", "prefix-operator <", "pound #", "identifier b", "pound #", "postfix-operator >", "identifier c"]),
    ]

    static let numbersCases: [LexCase] = [
        LexCase("0 42 1_000_000", ["integer 0", "integer 42", "integer 1_000_000"]),
        LexCase("0x1F 0o17 0b1010 0xFF_FF", ["integer 0x1F", "integer 0o17", "integer 0b1010", "integer 0xFF_FF"]),
        LexCase("1.5 1e10 1.5E-3 2e+2", ["float 1.5", "float 1e10", "float 1.5E-3", "float 2e+2"]),
        LexCase("0x1p4 0x1.8p-2", ["float 0x1p4", "float 0x1.8p-2"]),
        LexCase("1.description", ["integer 1", "period .", "identifier description"]),
        LexCase("0b102 12abc 0x", ["integer 0b102 malformed", "integer 12abc malformed", "integer 0x malformed"]),
        LexCase("0x1.8", ["float 0x1.8 malformed"]),
        LexCase("1e", ["float 1e malformed"]),
        LexCase("-1", ["prefix-operator -", "integer 1"]),
    ]

    static let stringsCases: [LexCase] = [
        LexCase(#""hello""#, [#"string "hello""#]),
        LexCase(#""a\n\t\\\"\0\u{1F600}""#, [#"string "a\n\t\\\"\0\u{1F600}""#]),
        LexCase(#""x \(y) z""#, [#"string "x \(y) z""#]),
        LexCase(#""a \(f("b \(c) d")) e" x"#, [#"string "a \(f("b \(c) d")) e""#, "identifier x"]),
        LexCase(#""\(")")" y"#, [#"string "\(")")""#, "identifier y"]),
        LexCase(#""\((1 + (2)) * 3)""#, [#"string "\((1 + (2)) * 3)""#]),
        LexCase(#""\( /* ) */ x // )"#, [#"string "\( /* ) */ x // ) unterminated"#]),
        LexCase("\"\"\"\nline \"quoted\"\n\"\"\" x", ["string \"\"\"\nline \"quoted\"\n\"\"\"", "identifier x"]),
        LexCase("\"\"\"\na \\\n b\n\"\"\"", ["string \"\"\"\na \\\n b\n\"\"\""]),
        LexCase("\"\"\"\n\\(\"\"\"\ninner\n\"\"\")\n\"\"\"", ["string \"\"\"\n\\(\"\"\"\ninner\n\"\"\")\n\"\"\""]),
        LexCase(##"#"raw \n "quote" "#"##, [##"string #"raw \n "quote" "#"##]),
        LexCase(###"##"a "# b"## c"###, [###"string ##"a "# b"##"###, "identifier c"]),
        LexCase(##"#"x \#(y) z"#"##, [##"string #"x \#(y) z"#"##]),
        LexCase(##"#"""#"##, [##"string #"""#"##]),
        LexCase(###"##"""abc"##"###, [###"string ##"""abc"##"###]),
        LexCase("#\"\"\"\nraw \"\"\" inside\n\"\"\"#", ["string #\"\"\"\nraw \"\"\" inside\n\"\"\"#"]),
        LexCase("\"open\nx", ["string \"open unterminated", "identifier x"]),
        LexCase("\"\"\"\nnever closed", ["string \"\"\"\nnever closed unterminated"]),
        LexCase(#""bad \q escape""#, [#"string "bad \q escape" malformed"#]),
        LexCase(#""\u{zz}""#, [#"string "\u{zz}" malformed"#]),
        LexCase("'a'", ["string 'a' malformed"]),
        LexCase("'", ["unknown '"]),
        LexCase("\"\"", ["string \"\""]),
    ]

    static let regexesCases: [LexCase] = [
        LexCase("let r = /a+b/", ["keyword let (let)", "identifier r", "equal =", "regex /a+b/"]),
        LexCase("f(/x\\/y/)", ["identifier f", "l-paren (", "regex /x\\/y/", "r-paren )"]),
        LexCase("a / b / c", ["identifier a", "binary-operator /", "identifier b", "binary-operator /", "identifier c"]),
        LexCase("x = a/b", ["identifier x", "equal =", "identifier a", "binary-operator /", "identifier b"]),
        LexCase(
            "foo(/ 1, 2 /)",
            [
                "identifier foo", "l-paren (", "binary-operator /", "integer 1", "comma ,", "integer 2", "binary-operator /",
                "r-paren )",
            ]),
        LexCase("return /[a/]+/", ["keyword return (return)", "regex /[a/]+/"]),
        LexCase("(/a)/)", ["l-paren (", "prefix-operator /", "identifier a", "r-paren )", "postfix-operator /", "r-paren )"]),
        LexCase("#/a b/#", ["regex #/a b/#"]),
        LexCase("##/x/#y/##", ["regex ##/x/#y/##"]),
        LexCase("#/\n  a+ # comment\n/#", ["regex #/\n  a+ # comment\n/#"]),
    ]

    static let commentsAndTriviaCases: [LexCase] = [
        LexCase("a // line\nb", ["identifier a", "identifier b"]),
        LexCase("a /* x /* nested */ y */ b", ["identifier a", "identifier b"]),
        LexCase("/// doc\n/** doc */ c", ["identifier c"]),
        LexCase("a /* never closed", ["identifier a"]),
        LexCase("\u{FEFF}x", ["identifier x"]),
        LexCase("#!/usr/bin/env swift\nx", ["identifier x"]),
        LexCase("a\r\nb\rc", ["identifier a", "identifier b", "identifier c"]),
    ]

    static let operatorsCases: [LexCase] = [
        LexCase("a + b", ["identifier a", "binary-operator +", "identifier b"]),
        LexCase("a+b", ["identifier a", "binary-operator +", "identifier b"]),
        LexCase("-a", ["prefix-operator -", "identifier a"]),
        LexCase("a! b", ["identifier a", "postfix-operator !", "identifier b"]),
        LexCase("a?.b", ["identifier a", "postfix-operator ?", "period .", "identifier b"]),
        LexCase("a ? b : c", ["identifier a", "binary-operator ?", "identifier b", "colon :", "identifier c"]),
        LexCase("x = y", ["identifier x", "equal =", "identifier y"]),
        LexCase("a == b", ["identifier a", "binary-operator ==", "identifier b"]),
        LexCase("() -> Int", ["l-paren (", "r-paren )", "arrow ->", "identifier Int"]),
        LexCase(
            "0..<5 a...b",
            ["integer 0", "binary-operator ..<", "integer 5", "identifier a", "binary-operator ...", "identifier b"]),
        LexCase("f(&x)", ["identifier f", "l-paren (", "prefix-operator &", "identifier x", "r-paren )"]),
        LexCase("a <*> b", ["identifier a", "binary-operator <*>", "identifier b"]),
        LexCase("a ∪ b", ["identifier a", "binary-operator ∪", "identifier b"]),
        LexCase("x.y .z", ["identifier x", "period .", "identifier y", "prefix-period .", "identifier z"]),
        LexCase("(.shared)", ["l-paren (", "prefix-period .", "identifier shared", "r-paren )"]),
        LexCase("a+/* c */b", ["identifier a", "postfix-operator +", "identifier b"]),
        LexCase("Array<Int>?", ["identifier Array", "binary-operator <", "identifier Int", "postfix-operator >?"]),
        LexCase("x!.y", ["identifier x", "postfix-operator !", "period .", "identifier y"]),
    ]

    static let punctuationAndPoundCases: [LexCase] = [
        LexCase(
            "@Provide(.transient)",
            ["at @", "identifier Provide", "l-paren (", "prefix-period .", "identifier transient", "r-paren )"]),
        LexCase("{[,;:]}", ["l-brace {", "l-square [", "comma ,", "semicolon ;", "colon :", "r-square ]", "r-brace }"]),
        LexCase("\\.name", ["backslash \\", "period .", "identifier name"]),
        LexCase(
            "#if DEBUG\n#elseif os(iOS)\n#else\n#endif",
            [
                "pound-keyword #if (#if)", "identifier DEBUG", "pound-keyword #elseif (#elseif)", "identifier os", "l-paren (",
                "identifier iOS", "r-paren )", "pound-keyword #else (#else)", "pound-keyword #endif (#endif)",
            ]),
        LexCase(
            "#sourceLocation(file: \"a\", line: 1)",
            [
                "pound-keyword #sourceLocation (#sourceLocation)", "l-paren (", "identifier file", "colon :", "string \"a\"",
                "comma ,", "identifier line", "colon :", "integer 1", "r-paren )",
            ]),
        LexCase(
            "#warning(\"x\") #Preview #selector",
            [
                "pound-keyword #warning (#warning)", "l-paren (", "string \"x\"", "r-paren )", "pound-keyword #Preview",
                "pound-keyword #selector (#selector)",
            ]),
        LexCase("# x", ["pound #", "identifier x"]),
    ]

    static let invalidCases: [LexCase] = [
        LexCase("a\u{00A0}b", ["identifier a", "unknown \u{00A0}", "identifier b"]),
        LexCase("\u{0001}", ["unknown \u{0001}"]),
    ]

    @Test("identifiers and keywords", arguments: identifiersCases)
    func identifiers(_ testCase: LexCase) {
        #expect(describeTokens(testCase.source) == testCase.expected)
        checkRoundTrip(Array(testCase.source.utf8))
    }

    @Test("number literals", arguments: numbersCases)
    func numbers(_ testCase: LexCase) {
        #expect(describeTokens(testCase.source) == testCase.expected)
        checkRoundTrip(Array(testCase.source.utf8))
    }

    @Test("string literals", arguments: stringsCases)
    func strings(_ testCase: LexCase) {
        #expect(describeTokens(testCase.source) == testCase.expected)
        checkRoundTrip(Array(testCase.source.utf8))
    }

    @Test("regex literals", arguments: regexesCases)
    func regexes(_ testCase: LexCase) {
        #expect(describeTokens(testCase.source) == testCase.expected)
        checkRoundTrip(Array(testCase.source.utf8))
    }

    @Test("comments and trivia", arguments: commentsAndTriviaCases)
    func commentsAndTrivia(_ testCase: LexCase) {
        #expect(describeTokens(testCase.source) == testCase.expected)
        checkRoundTrip(Array(testCase.source.utf8))
    }

    @Test("operators by their spacing", arguments: operatorsCases)
    func operators(_ testCase: LexCase) {
        #expect(describeTokens(testCase.source) == testCase.expected)
        checkRoundTrip(Array(testCase.source.utf8))
    }

    @Test("punctuation, attributes and pound keywords", arguments: punctuationAndPoundCases)
    func punctuation(_ testCase: LexCase) {
        #expect(describeTokens(testCase.source) == testCase.expected)
        checkRoundTrip(Array(testCase.source.utf8))
    }

    @Test("invalid characters become unknown tokens", arguments: invalidCases)
    func invalidCharacters(_ testCase: LexCase) {
        #expect(describeTokens(testCase.source) == testCase.expected)
        checkRoundTrip(Array(testCase.source.utf8))
    }

    @Test("invalid UTF-8 becomes unknown tokens with an error")
    func invalidUTF8() {
        let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0xC3, 0x28, 0xE2, 0x82, 0xED, 0xA0, 0x80, 0x63]
        let text = SourceText(bytes: bytes)
        let lexed = Lexer.tokenize(text)
        let kinds = lexed.tokens.map(\.kind)
        #expect(kinds.first == .identifier)
        #expect(kinds.contains(.unknown))
        #expect(lexed.errors.contains { $0.kind == .invalidUTF8 })
        checkRoundTrip(bytes)
    }

    @Test("trivia pieces are classified")
    func triviaPieces() {
        let source = "\u{FEFF}#!/bin/sh\n  // a\n/// b\n/* c */\t/** d */\r\nx"
        let text = SourceText(source)
        let lexed = Lexer.tokenize(text)
        let pieces = lexed.leadingTrivia(of: 0, in: text).map(\.kind)
        #expect(
            pieces == [
                .byteOrderMark, .shebang, .newline, .whitespace, .lineComment, .newline, .docLineComment, .newline,
                .blockComment, .whitespace, .docBlockComment, .newline,
            ])
    }

    @Test("start-of-line and trailing-space flags")
    func flags() {
        let lexed = Lexer.tokenize(SourceText("a b\n  c"))
        #expect(lexed.tokens[0].flags.contains(.isAtStartOfLine))
        #expect(lexed.tokens[0].flags.contains(.hasTrailingSpace))
        #expect(!lexed.tokens[1].flags.contains(.isAtStartOfLine))
        #expect(lexed.tokens[2].flags.contains(.isAtStartOfLine))
        #expect(lexed.tokens[2].flags.contains(.hasLeadingTrivia))
    }

    @Test("interpolation nested beyond the depth limit stops without recursion trouble")
    func deepInterpolation() {
        var source = ""
        for _ in 0..<(Lexer.maximumInterpolationDepth + 50) { source += "\"\\(" }
        source += "x"
        for _ in 0..<(Lexer.maximumInterpolationDepth + 50) { source += ")\"" }
        let tree = checkRoundTrip(Array(source.utf8))
        #expect(tree.errors.contains { $0.kind == .nestingTooDeep })
    }
}
