import CradleSyntax
import CradleTestSupport
import Testing

@testable import CradleAnalysis

/// Checks the uses the uses model finds for the factory at `marker`, written `kind file:text`
/// in the order found, and that every answer about every registration of the fixture agrees
/// (hover, references, incoming calls, code lens, `unused-registration`).
func checkUses(
    _ fixture: String, at marker: String, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    let marked = MarkedWorkspace(fixture)
    let workspace = marked.workspace
    guard let (graphPath, graph, factory) = workspace.usedFactory(at: marked.file(marker), offset: marked.offset(marker)) else {
        Issue.record("no factory at \(marker)", sourceLocation: sourceLocation)
        return
    }
    let found = workspace.uses(of: factory, in: graph, graphPath: graphPath).map { use in
        let kind =
            switch use.kind {
            case .parameter: "parameter"
            case .accessorRead: "read"
            case .possibleAccessorRead: "possible read"
            case .boundInputRead(let member): "input.\(member)"
            }
        let consumer = use.consumer.map { " by \($0.factory.name)" } ?? ""
        return "\(kind) \(marked.describe(use.location))\(consumer)"
    }
    #expect(found == expected, sourceLocation: sourceLocation)
    let (factories, disagreements) = usesDisagreements(in: workspace)
    #expect(factories > 0, sourceLocation: sourceLocation)
    #expect(disagreements.isEmpty, "\(disagreements)", sourceLocation: sourceLocation)
}

/// A graph used every way the uses model knows, and one registration nothing uses.
/// Markers: a factory taken as a parameter and read (1), one read through implicit `self` in an
/// extension (2), one read only by name through an unknown receiver (3), one nothing uses (4),
/// an external method (5), and a factory of a graph with errors (6).
private let usesFixture = """
    -- Sources/App/AppGraph.swift --
    import Cradle

    @DependencyGraph
    final class AppGraph {
        @Provide private func 1️⃣makeClock() -> Clock { Clock() }
        @Provide(.lazy) private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
        @Provide private func 2️⃣makeFeed() -> Feed { Feed() }
        @Provide private func 3️⃣makeTimer() -> Timer { Timer() }
        @Provide private func 4️⃣makeLogger() -> Logger { Logger() }
        @Provide(.transient) private func 5️⃣makePage(@External index: Int, clock: Clock) -> Page { Page(index) }
    }
    -- Sources/App/AppGraph+Start.swift --
    extension AppGraph {
        func start() { _ = feed; _ = session }
    }
    -- Sources/App/Use.swift --
    func use(graph: AppGraph, other: any TimerProviding) {
        _ = graph.clock
        _ = graph.page(index: 1)
        _ = other.timer
    }
    -- Sources/App/Broken.swift --
    import Cradle

    @DependencyGraph
    final class BrokenGraph {
        @Provide private func 6️⃣makeStore(missing: Missing) -> Store { Store() }
    }
    """

@Suite("Uses of a registration")
struct UsesTests {
    @Test("parameters, accessor reads and bound input reads, each with its consumer")
    func kinds() {
        checkUses(
            usesFixture, at: "1",
            [
                "parameter Sources/App/AppGraph.swift:Clock by makeSession",
                "parameter Sources/App/AppGraph.swift:Clock by makePage",
                "read Sources/App/Use.swift:clock",
            ])
        checkUses(usesFixture, at: "2", ["read Sources/App/AppGraph+Start.swift:feed"])
        checkUses(usesFixture, at: "3", ["possible read Sources/App/Use.swift:timer"])
        checkUses(usesFixture, at: "4", [])
        checkUses(usesFixture, at: "5", ["read Sources/App/Use.swift:page"])
        checkUses(usesFixture, at: "6", [])
        checkUses(
            compositionFixture, at: "1",
            [
                "read Sources/App/TodoGraphSet.swift:todoRepository",
                "input.repository Sources/Domain/TodoUseCaseGraph.swift:repository by makeFetchTodosUseCase",
                "input.repository Sources/Domain/TodoUseCaseGraph.swift:repository by makeDeleteTodoUseCase",
            ])
    }

    @Test("the registration nothing uses is the one unused-registration names, and its hover says none")
    func unusedAgrees() {
        let marked = MarkedWorkspace(usesFixture)
        let unused = marked.workspace.diagnostics.filter { $0.code == .unusedRegistration }
        #expect(unused.map(\.range.start) == [marked.offset("4")])
        checkHover(usesFixture, at: "4", .startingWith("**`logger`**"))
        let hover = marked.workspace.hover(path: marked.file("4"), offset: marked.offset("4"))?.markdown ?? ""
        #expect(statedUses(inHover: hover) == 0, "\(hover)")
        #expect(marked.workspace.codeLenses(path: marked.file("4")).map(\.title)[4] == ".shared · 0 uses")
    }
}
