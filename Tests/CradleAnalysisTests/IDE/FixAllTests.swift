import CradleSyntax
import Testing

@testable import CradleAnalysis

/// Applies fix-all to the findings of a one-file fixture and checks the resulting text (nil
/// when there is nothing to fix).
func checkFixAll(_ source: String, expected: String?, sourceLocation: SourceLocation = #_sourceLocation) {
    let findings = Analyzer.analyze([SourceInput(path: "Test.swift", module: "Test", text: SourceText(source))])
    guard let fix = Fix.fixAll(findings) else {
        #expect(expected == nil, "no fix-all was offered", sourceLocation: sourceLocation)
        return
    }
    var bytes = Array(source.utf8)
    for edit in fix.edits.sorted(by: { $0.range.start > $1.range.start }) {
        bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.newText.utf8))
    }
    #expect(String(decoding: bytes, as: UTF8.self) == expected, sourceLocation: sourceLocation)
}

@Suite("Fix all")
struct FixAllTests {
    @Test("every preferred fix of the file is applied at once")
    func appliesEveryPreferredFix() {
        checkFixAll(
            """
            import Cradle
            @DependencyGraph
            final class AppGraph {
                @Provide func makeClock() -> Clock { Clock() }
                @Provide public func makeFeed() -> Feed { Feed() }
            }
            """,
            expected: """
                import Cradle
                @DependencyGraph
                final class AppGraph {
                    @Provide private func makeClock() -> Clock { Clock() }
                    @Provide private func makeFeed() -> Feed { Feed() }
                }
                """)
    }

    @Test("a file without findings has nothing to fix")
    func nothingToFix() {
        checkFixAll(
            """
            import Cradle
            @DependencyGraph
            final class AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
            }
            """, expected: nil)
    }

    @Test("a preferred fix overlapping one already taken is left out; fixes not preferred never count")
    func overlappingFixesAreLeftOut() {
        func finding(_ fixes: [Fix]) -> Diagnostic {
            Diagnostic(
                code: .missingRegistration, message: "m", file: "F.swift", range: ByteRange(start: 0, end: 1), fixes: fixes)
        }
        func fix(_ title: String, _ start: Int, _ end: Int, preferred: Bool = true) -> Fix {
            Fix(
                title: title, edits: [TextEdit(file: "F.swift", range: ByteRange(start: start, end: end), newText: title)],
                isPreferred: preferred)
        }
        let combined = Fix.fixAll([
            finding([fix("a", 0, 5)]), finding([fix("b", 3, 8)]), finding([fix("c", 5, 6)]),
            finding([fix("d", 10, 12, preferred: false)]),
        ])
        #expect(combined?.edits.map(\.newText) == ["a", "c"])
    }

    @Test("two misplaced attributes moved before the same modifiers insert at one offset: only the first is taken")
    func insertionsAtOneOffset() {
        checkFixAll(
            """
            import Cradle
            @DependencyGraph
            final class AppGraph {
                public @Provide @Provide func makeClock() -> Clock { Clock() }
            }
            """,
            expected: """
                import Cradle
                @DependencyGraph
                final class AppGraph {
                    @Provide public @Provide func makeClock() -> Clock { Clock() }
                }
                """)
    }

    @Test("an insertion conflicts with an insertion at its offset, not with a replacement starting or ending there")
    func insertionBesideReplacement() {
        func finding(_ file: String, _ start: Int, _ end: Int, _ text: String) -> Diagnostic {
            let range = ByteRange(start: start, end: end)
            return Diagnostic(
                code: .attributeMisplaced, message: "m", file: file, range: range,
                fixes: [Fix(title: text, edits: [TextEdit(file: file, range: range, newText: text)], isPreferred: true)])
        }
        let combined = Fix.fixAll([
            finding("F.swift", 4, 4, "a"), finding("F.swift", 4, 4, "b"), finding("F.swift", 4, 8, "c"),
            finding("F.swift", 8, 8, "d"), finding("G.swift", 4, 4, "e"),
        ])
        #expect(combined?.edits.map(\.newText) == ["a", "c", "d", "e"])
    }
}
