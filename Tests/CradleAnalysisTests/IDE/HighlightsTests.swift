import CradleSyntax
import Testing

@testable import CradleAnalysis

/// Checks the document highlights at `marker` of a marked fixture, each written `kind text`
/// in file order (the highlights are in the marker's file).
func checkHighlights(
    _ fixture: String, at marker: String, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    let marked = MarkedWorkspace(fixture)
    let file = marked.file(marker)
    let found = marked.workspace.documentHighlights(path: file, offset: marked.offset(marker)).map { highlight in
        "\(highlight.kind) \(marked.text(Location(file: file, range: highlight.range)))"
    }
    #expect(found == expected, sourceLocation: sourceLocation)
}

private let highlightFixture = """
    -- Sources/App/AppGraph.swift --
    import Cradle

    @DependencyGraph
    final class AppGraph {
        @Provide private func 1️⃣makeClock() -> Clock { Clock() }
        @Provide(.lazy) private func makeSession(clock: 2️⃣Clock) -> Session { Session(clock: clock) }
    }

    func start(graph: AppGraph, other: any ClockProviding) { _ = graph.3️⃣clock; _ = other.clock }
    -- Sources/App/Use.swift --
    func use(graph: AppGraph) { _ = graph.4️⃣clock; _ = graph.session }
    """

@Suite("Document highlights")
struct HighlightsTests {
    @Test("the declaration, the parameters that take it and its reads, from any of them")
    func fromEveryPlace() {
        let expected = ["write makeClock", "read Clock", "read clock", "text clock"]
        for marker in ["1", "2", "3"] { checkHighlights(highlightFixture, at: marker, expected) }
    }

    @Test("in another file: that file's uses only, no declaration")
    func otherFile() {
        checkHighlights(highlightFixture, at: "4", ["read clock"])
    }

    @Test("on an input member: its reads in the graph; in the binding's file, the bound value")
    func inputMember() {
        checkHighlights(compositionFixture, at: "3", ["read repository", "read repository"])
        checkHighlights(compositionFixture, at: "6", ["read pageSize"])
    }

    @Test("nothing away from Cradle code")
    func nothing() {
        checkHighlights(highlightFixture.replacingOccurrences(of: "func start", with: "func 5️⃣start"), at: "5", [])
    }
}
