import CradleSyntax
import Testing

@testable import CradleAnalysis

/// Checks the code lenses of the first file of a marked fixture, written `name: title` with
/// `name` the text under the lens, in order.
func checkCodeLens(_ fixture: String, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let marked = MarkedWorkspace(fixture)
    guard let path = marked.workspace.entries.keys.sorted().first, let entry = marked.workspace.entries[path] else {
        Issue.record("the fixture has no file", sourceLocation: sourceLocation)
        return
    }
    let text = entry.summary.tree.text
    let lenses = marked.workspace.codeLenses(path: path).map { lens in
        "\(String(decoding: text.bytes[lens.range.start..<lens.range.end], as: UTF8.self)): \(lens.title)"
    }
    #expect(lenses == expected, sourceLocation: sourceLocation)
}

@Suite("Code lenses")
struct CodeLensTests {
    @Test("each factory shows its lifetime and how many consumers use it")
    func lifetimesAndUses() {
        checkCodeLens(
            """
            -- Sources/App/AppGraph.swift --
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
                @Provide(.lazy) private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
                @Provide(.transient) private func makeFeed(session: Session, clock: Clock) -> Feed { Feed() }
            }

            func start(graph: AppGraph) { _ = graph.feed }
            """,
            ["makeClock: .shared · 2 uses", "makeSession: .lazy · 1 use", "makeFeed: .transient · 1 use"])
    }

    @Test("uses count per graph: backticked accessors, external factories, a nested graph, the same name in two graphs")
    func usesPerGraph() {
        checkCodeLens(
            """
            -- Sources/App/AppGraph.swift --
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
                @Provide(.transient) private func makePage(@External index: Int, clock: Clock) -> Page { Page(index) }

                @DependencyGraph
                final class Inner {
                    @Provide private func makeClock() -> Clock { Clock() }
                }
            }

            @DependencyGraph
            final class OtherGraph {
                @Provide private func makeClock() -> Clock { Clock() }
            }
            -- Sources/App/Use.swift --
            import Cradle

            func start(graph: AppGraph, other: OtherGraph) {
                _ = graph.`clock`
                _ = graph.page(index: 1)
                _ = other.clock
                _ = other.clock
            }
            """,
            [
                "makeClock: .shared · 2 uses", "makePage: .transient · 1 use", "makeClock: .shared · 0 uses",
                "makeClock: .shared · 2 uses",
            ])
    }

    @Test("a file without graphs has no lenses")
    func noGraphs() {
        checkCodeLens(
            """
            -- Sources/App/Plain.swift --
            final class Plain { func make() -> Int { 1 } }
            """, [])
    }
}
