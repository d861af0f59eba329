import Testing

@testable import CradleProject

@Suite("Glob")
struct GlobTests {
    @Test(
        "patterns as SwiftPM, Tuist and .cradle-lsp.json write them",
        arguments: [
            ("Sources/**", "Sources/App/A.swift", true),
            ("Sources/**", "Sources/A.swift", true),
            ("Sources/**", "Other/A.swift", false),
            ("**/*.swift", "A.swift", true),
            ("**/*.swift", "x/y/A.swift", true),
            ("**/*.swift", "x/y/A.m", false),
            ("*.swift", "A.swift", true),
            ("*.swift", "x/A.swift", false),
            ("Sources/*/A.swift", "Sources/M/A.swift", true),
            ("Sources/*/A.swift", "Sources/M/N/A.swift", false),
            ("Sources/**/Generated/*.swift", "Sources/Generated/G.swift", true),
            ("Sources/**/Generated/*.swift", "Sources/a/b/Generated/G.swift", true),
            ("a?c.swift", "abc.swift", true),
            ("a?c.swift", "a/c.swift", false),
            ("./Tests/**", "Tests/T.swift", true),
            ("Resources", "Resources", true),
        ])
    func matching(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }

    @Test("an excluded folder excludes what is inside it")
    func ancestors() {
        #expect(Glob("Resources").matchesAncestor(of: "Resources/Fixtures/A.swift"))
        #expect(Glob("Gen*").matchesAncestor(of: "Generated/A.swift"))
        #expect(!Glob("Resources").matchesAncestor(of: "Sources/Resources.swift"))
    }

    @Test("the literal prefix is the folder a glob starts in")
    func literalPrefix() {
        #expect(Glob("Targets/App/Sources/**/*.swift").literalPrefix == ("Targets/App/Sources", "**/*.swift"))
        #expect(Glob("Sources/**").literalPrefix == ("Sources", "**"))
        #expect(Glob("Sources").literalPrefix == ("Sources", ""))
        #expect(Glob("**/*.swift").literalPrefix == ("", "**/*.swift"))
    }

    @Test("a pattern of many stars against a long path finishes (matching is polynomial, not exponential)")
    func pathological() {
        let pattern = String(repeating: "*", count: 300) + "x"
        let path = String(repeating: "a", count: 3000)
        #expect(!Glob(pattern).matches(path))
        #expect(!Glob(String(repeating: "**/", count: 100) + "x").matches(String(repeating: "a/", count: 500)))
    }
}
