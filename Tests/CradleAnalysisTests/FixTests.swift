import CradleSyntax
import Foundation
import Testing

@testable import CradleAnalysis

/// Applies the fix titled `title` of the first diagnostic with `code` in a one-file fixture and
/// returns the resulting text, or nil when there is no such fix.
private func applyFix(_ source: String, code: DiagnosticCode, title: String) -> String? {
    let input = SourceInput(path: "Test.swift", module: "Test", text: SourceText(source))
    let diagnostics = Analyzer.analyze([input])
    guard let diagnostic = diagnostics.first(where: { $0.code == code }),
        let fix = diagnostic.fixes.first(where: { $0.title == title })
    else { return nil }
    var bytes = Array(source.utf8)
    for edit in fix.edits.sorted(by: { $0.range.start > $1.range.start }) {
        bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.newText.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// Checks that the fix produces `expected`, and that the result no longer has `code`.
private func checkFix(
    _ source: String, code: DiagnosticCode, title: String, expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let fixed = applyFix(source, code: code, title: title)
    #expect(fixed == expected, sourceLocation: sourceLocation)
    guard let fixed else { return }
    let after = Analyzer.analyze([SourceInput(path: "Test.swift", module: "Test", text: SourceText(fixed))])
    #expect(!after.contains { $0.code == code }, "the fix left \(code.rawValue) behind", sourceLocation: sourceLocation)
}

@Suite("Fixes")
struct FixTests {
    @Test("#38: add a bodyless factory stub before the graph's closing brace")
    func addFactory() {
        checkFix(
            """
            import Cradle
            @DependencyGraph
            final class AppGraph {
                @Provide private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
            }
            """,
            code: .missingRegistration, title: "Add a `@Provide` factory for `Clock`",
            expected: """
                import Cradle
                @DependencyGraph
                final class AppGraph {
                    @Provide private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
                    @Provide private func makeClock() -> Clock
                }
                """)
    }

    @Test("#38 on a `.transient` factory: mark the parameter `@External`")
    func markExternal() {
        checkFix(
            """
            import Cradle
            @DependencyGraph
            final class AppGraph {
                @Provide(.transient) private func makePage(index: Int) -> Page { Page(index) }
            }
            """,
            code: .missingRegistration, title: "Mark `index` as `@External`",
            expected: """
                import Cradle
                @DependencyGraph
                final class AppGraph {
                    @Provide(.transient) private func makePage(@External index: Int) -> Page { Page(index) }
                }
                """)
    }

    @Test("#33: state `.transient` on an external provider")
    func externalTransient() {
        checkFix(
            """
            import Cradle
            @DependencyGraph
            final class AppGraph {
                @Provide private func makePage(@External index: Int) -> Page { Page(index) }
            }
            """,
            code: .externalRequiresTransient, title: "Make `makePage` `.transient`",
            expected: """
                import Cradle
                @DependencyGraph
                final class AppGraph {
                    @Provide(.transient) private func makePage(@External index: Int) -> Page { Page(index) }
                }
                """)
    }

    static let lifetimeSource = """
        import Cradle
        @DependencyGraph
        final class AppGraph {
            @Provide(.transient) private func makeNonce() -> Nonce { Nonce() }
            @Provide private func makeSigner(nonce: Nonce) -> Signer { Signer(nonce: nonce) }
        }
        """

    @Test("#40: either repair of a shared factory holding a transient value")
    func lifetimeRepairs() {
        checkFix(
            Self.lifetimeSource, code: .lifetimeSharedToTransient, title: "Make `makeSigner` `.transient`",
            expected: Self.lifetimeSource.replacingOccurrences(
                of: "@Provide private func makeSigner", with: "@Provide(.transient) private func makeSigner"))
        checkFix(
            Self.lifetimeSource, code: .lifetimeSharedToTransient, title: "Make `makeNonce` `.shared`",
            expected: Self.lifetimeSource.replacingOccurrences(
                of: "@Provide(.transient) private func makeNonce", with: "@Provide private func makeNonce"))
    }

    @Test("#41 and #42: the repairs follow the matrix")
    func lazyRepairs() {
        let sharedToLazy = """
            import Cradle
            @DependencyGraph
            final class AppGraph {
                @Provide(.lazy) private func makeIndex() -> SearchIndex { SearchIndex() }
                @Provide private func makeSearch(index: SearchIndex) -> Search { Search(index: index) }
            }
            """
        checkFix(
            sharedToLazy, code: .lifetimeSharedToLazy, title: "Make `makeSearch` `.lazy`",
            expected: sharedToLazy.replacingOccurrences(
                of: "@Provide private func makeSearch", with: "@Provide(.lazy) private func makeSearch"))
        let lazyToTransient = """
            import Cradle
            @DependencyGraph
            final class AppGraph {
                @Provide(.transient) private func makeNonce() -> Nonce { Nonce() }
                @Provide(.lazy) private func makeSigner(nonce: Nonce) -> Signer { Signer(nonce: nonce) }
            }
            """
        checkFix(
            lazyToTransient, code: .lifetimeLazyToTransient, title: "Make `makeNonce` `.lazy`",
            expected: lazyToTransient.replacingOccurrences(
                of: "@Provide(.transient) private func makeNonce", with: "@Provide(.lazy) private func makeNonce"))
    }

    @Test("#24: make a factory private")
    func makePrivate() {
        checkFix(
            """
            import Cradle
            @DependencyGraph
            final class AppGraph {
                @Provide fileprivate func makeClock() -> Clock { Clock() }
            }
            """,
            code: .providerNotPrivateMethod, title: "Make `makeClock` private",
            expected: """
                import Cradle
                @DependencyGraph
                final class AppGraph {
                    @Provide private func makeClock() -> Clock { Clock() }
                }
                """)
    }

    @Test("#32: a qualified lifetime becomes the bare case")
    func qualifiedLifetime() {
        checkFix(
            """
            import Cradle
            @DependencyGraph
            final class AppGraph {
                @Provide(DependencyLifetime.lazy) private func makeCache() -> Cache { Cache() }
            }
            """,
            code: .providerInvalidLifetime, title: "Write the lifetime as `.lazy`",
            expected: """
                import Cradle
                @DependencyGraph
                final class AppGraph {
                    @Provide(.lazy) private func makeCache() -> Cache { Cache() }
                }
                """)
    }

    @Test("#2, #3, #4 and #26 repairs")
    func graphRepairs() {
        checkFix(
            "import Cradle\n@DependencyGraph(DependencyGraphLifetime.instance)\nfinal class G {}\n",
            code: .graphLifetimeInvalid, title: "Write the lifetime as `.instance`",
            expected: "import Cradle\n@DependencyGraph(.instance)\nfinal class G {}\n")
        checkFix(
            "import Cradle\n@DependencyGraph(.shared)\nfinal class G {}\n",
            code: .sharedGraphRequiresSendable, title: "Add a `Sendable` conformance",
            expected: "import Cradle\n@DependencyGraph(.shared)\nfinal class G: Sendable {}\n")
        checkFix(
            "import Cradle\n@DependencyGraph(.shared)\nfinal class G: @unchecked Sendable {}\n",
            code: .sharedGraphUncheckedSendable, title: "Conform with a checked `Sendable`",
            expected: "import Cradle\n@DependencyGraph(.shared)\nfinal class G: Sendable {}\n")
        checkFix(
            "import Cradle\n@DependencyGraph\nfinal class G {\n    @Provide private func make() -> Clock? { nil }\n}\n",
            code: .providerOptionalType, title: "Make the type non-optional `Clock`",
            expected: "import Cradle\n@DependencyGraph\nfinal class G {\n    @Provide private func make() -> Clock { nil }\n}\n")
    }

    @Test("#18: remove a duplicated source")
    func duplicateSource() {
        checkFix(
            "import Cradle\n@DependencyGraph(sources: [AuthGraph.self, AuthGraph.self])\nfinal class G {}\n",
            code: .sourcesDuplicate, title: "Remove the duplicate `AuthGraph`",
            expected: "import Cradle\n@DependencyGraph(sources: [AuthGraph.self])\nfinal class G {}\n")
    }

    @Test("attribute-misplaced after a modifier: move the attribute in front of the modifiers")
    func moveAttributeBeforeModifiers() {
        checkFix(
            "import Cradle\n@DependencyGraph\nfinal class G {\n    private @Provide(.lazy) func makeClock() -> Clock { Clock() }\n}\n",
            code: .attributeMisplaced, title: "Move `@Provide(.lazy)` before the modifiers",
            expected:
                "import Cradle\n@DependencyGraph\nfinal class G {\n    @Provide(.lazy) private func makeClock() -> Clock { Clock() }\n}\n"
        )
    }

    @Test("attribute-misplaced inside a parameter: move `@External` in front of the argument label")
    func moveAttributeBeforeLabel() {
        checkFix(
            "import Cradle\n@DependencyGraph\nfinal class G {\n    @Provide(.transient) private func makePage(for @External index: Int) -> Page { Page() }\n}\n",
            code: .attributeMisplaced, title: "Move `@External` before the argument label",
            expected:
                "import Cradle\n@DependencyGraph\nfinal class G {\n    @Provide(.transient) private func makePage(@External for index: Int) -> Page { Page() }\n}\n"
        )
    }

    @Test("graph-argument-order: put the arguments in the declared order, keeping the separators")
    func reorderGraphArguments() {
        checkFix(
            "import Cradle\n@DependencyGraph(\n    diagram: false,\n    sources: [A.self],\n    .shared\n)\nfinal class G: Sendable {}\n",
            code: .graphArgumentOrder, title: "Put the arguments in the declared order",
            expected:
                "import Cradle\n@DependencyGraph(\n    .shared,\n    sources: [A.self],\n    diagram: false\n)\nfinal class G: Sendable {}\n"
        )
    }
}
