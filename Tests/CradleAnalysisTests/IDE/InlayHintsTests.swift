import CradleSyntax
import Testing

@testable import CradleAnalysis

/// Checks the inlay hints of every file of a marked fixture: each hint sits at a marker and
/// shows the label given for it, and every hint is expected (one to one).
func checkInlayHints(_ fixture: String, _ expected: [String: String], sourceLocation: SourceLocation = #_sourceLocation) {
    let marked = MarkedWorkspace(fixture)
    var found: [String: String] = [:]
    for path in marked.paths {
        for hint in marked.workspace.inlayHints(path: path) {
            found[marked.marker(at: hint.offset, in: path)] = hint.label
        }
    }
    #expect(found == expected, sourceLocation: sourceLocation)
}

@Suite("Inlay hints")
struct InlayHintsTests {
    @Test("after each @Provide: the lifetime when implicit, then the accessor")
    func hints() {
        checkInlayHints(
            """
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide1️⃣ private func makeClock() -> Clock { Clock() }
                @Provide(.lazy)2️⃣ private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
                @Provide(.transient)3️⃣ private func makePage(@External index: Int, session: Session) -> Page { Page(index) }
            }
            """, ["1": "(.shared) → clock", "2": "→ session", "3": "→ page(…)"])
    }

    @Test("no hints outside Cradle's scope or on an invalid graph")
    func none() {
        checkInlayHints(
            """
            @DependencyGraph
            final class AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
            }
            """, [:])
        checkInlayHints(
            """
            import Cradle
            @DependencyGraph
            struct AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
            }
            """, [:])
    }
}
