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
            case .overrideLabel: "override"
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

    @Test("implicit self in the graph's own methods reads it; inside a nested type, self is that type")
    func implicitSelfInTheGraph() {
        let fixture = """
            -- Sources/App/AppGraph.swift --
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func 1️⃣makeClock() -> Clock { Clock() }
                @Provide private func 2️⃣makeFeed() -> Feed { Feed() }
                @Provide private func 3️⃣makeTimer() -> Timer { Timer() }
                @Provide private func 4️⃣makeStore(timer: Timer) -> Store { Store(timer) }
                func start() { _ = 5️⃣clock }
                func report() -> String { "\\(feed)" }
                struct Helper { func run() { _ = timer } }
            }
            -- Sources/App/AppGraph+Nested.swift --
            extension AppGraph {
                struct Other { func run(timer: Int) { _ = store } }
            }
            """
        checkUses(fixture, at: "1", ["read Sources/App/AppGraph.swift:clock"])
        checkUses(fixture, at: "2", ["read Sources/App/AppGraph.swift:\"\\(feed)\""])
        checkUses(fixture, at: "3", ["parameter Sources/App/AppGraph.swift:Timer by makeStore"])
        checkUses(fixture, at: "4", [])
        let marked = MarkedWorkspace(fixture)
        let unused = marked.workspace.diagnostics.filter { $0.code == .unusedRegistration }.map(\.range.start)
        #expect(unused == [marked.offset("4")])
        // The bare read is a use of its factory for every query on it (definition, hover, references).
        let used = marked.workspace.usedFactory(at: marked.file("5"), offset: marked.offset("5"))
        #expect(used?.factory.function.name.range.start == marked.offset("1"))
        checkHover(fixture, at: "5", .startingWith("**`clock`**"))
        // An edit of the method alone (the shape and the names used stay) turns the read into a
        // local's: the verdict kept for the graph must not survive it.
        let path = marked.file("1")
        let text = String(decoding: marked.workspace.entries[path]?.summary.tree.text.bytes ?? [], as: UTF8.self)
        let workspace = marked.workspace.updating(
            path: path, module: "App",
            text: SourceText(text.replacingOccurrences(of: "_ = clock", with: "let clock = 0; _ = clock")))
        let after = workspace.diagnostics.filter { $0.code == .unusedRegistration }.map(\.range.start)
        #expect(after == [marked.offset("1"), marked.offset("4")])
    }

    @Test("a label written in backticks names its factory")
    func backtickedLabel() {
        let fixture = """
            -- Sources/App/AppGraph.swift --
            import Cradle

            @DependencyGraph(overrides: true)
            final class AppGraph {
                @Provide private func 1️⃣makeClock() -> Clock { Clock() }
            }
            func start(graph: AppGraph) { _ = graph.clock }
            -- Tests/AppTests/AppGraphTests.swift --
            import CradleTesting

            func testGraph() { _ = AppGraph.override(`2️⃣clock`: .mock { Clock() }).build() }
            """
        let marked = MarkedWorkspace(fixture)
        let used = marked.workspace.usedFactory(at: marked.file("2"), offset: marked.offset("2"))
        #expect(used?.factory.name == "makeClock")
        #expect(used?.factory.function.name.range.start == marked.offset("1"))
    }

    @Test("implicit self in a graph nested in a type, and a graph read through a static method's result")
    func nestedGraphAndStaticMethods() {
        let fixture = """
            -- Sources/App/Feature.swift --
            import Cradle

            enum Feature {
                @DependencyGraph
                final class Graph {
                    @Provide private func 1️⃣makeClock() -> Clock { Clock() }
                    @Provide private func 2️⃣makeFeed() -> Feed { Feed() }
                    func start() { _ = clock }
                }
            }
            -- Sources/App/Use.swift --
            enum Graphs {
                static func feature() -> Feature.Graph { Feature.Graph() }
            }
            func use() { _ = Graphs.feature().feed }
            """
        checkUses(fixture, at: "1", ["read Sources/App/Feature.swift:clock"])
        checkUses(fixture, at: "2", ["read Sources/App/Use.swift:feed"])
        let marked = MarkedWorkspace(fixture)
        #expect(marked.workspace.diagnostics.filter { $0.code == .unusedRegistration }.isEmpty)
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

    @Test("override labels are uses of their own kind: listed, counted apart, never reads")
    func overrideLabels() {
        checkUses(
            overrideFixture, at: "1",
            [
                "parameter Sources/App/AppGraph.swift:Clock by makeSession",
                "override Tests/AppTests/AppGraphTests.swift:clock",
            ])
        checkUses(
            overrideFixture, at: "5",
            ["parameter Sources/App/AppGraph.swift:Clock by makeSession", "override Tests/AppTests/AppGraphTests.swift:clock"])
        checkUses(
            overrideFixture, at: "3",
            ["read Sources/App/AppGraph.swift:page", "override Tests/AppTests/AppGraphTests.swift:page"])
        checkUses(overrideFixture, at: "4", ["override Tests/AppTests/AppGraphTests.swift:logger"])
    }

    @Test("an overridden registration nothing reads is still unused; hover and the lens say where it is replaced")
    func overriddenButUnused() {
        let marked = MarkedWorkspace(overrideFixture)
        let unused = marked.workspace.diagnostics.filter { $0.code == .unusedRegistration }.map(\.range.start)
        #expect(unused == [marked.offset("4")])
        let hover = marked.workspace.hover(path: marked.file("4"), offset: marked.offset("4"))?.markdown ?? ""
        #expect(hover.hasSuffix("Consumers: none\n\nOverridden in 1 place"), "\(hover)")
        #expect(
            marked.workspace.codeLenses(path: marked.file("1")).map(\.title) == [
                ".shared · 1 use · 1 override", ".lazy · 1 use · 1 override", ".transient · 1 use · 1 override",
                ".shared · 0 uses · 1 override", ".shared · 1 use",
            ])
    }

    @Test("on a label: hover gives the replacement's type and lifetime, definition the factory, highlights the label")
    func onALabel() {
        checkHover(
            overrideFixture, at: "5",
            .startingWith(
                """
                **override `clock:`** of `AppGraph`: replaces `makeClock`

                ```swift
                DependencyOverride<() -> Clock>
                ```
                `.replace { … }` or CradleTesting's `.mock { … }` with a closure of that type, or `.original`.
                Lifetime `.shared`: the replacement runs once per `build()` and is not kept by the graph afterwards.
                """), covering: "clock")
        checkHover(
            overrideFixture, at: "7",
            .startingWith(
                "**override `page:`** of `AppGraph`: replaces `makePage`\n\n```swift\nDependencyOverride<(Int, Session) -> Page>")
        )
        checkDefinition(overrideFixture, at: "5", ["Sources/App/AppGraph.swift:makeClock"])
        checkHighlights(overrideFixture, at: "5", ["write clock"])
        checkHover(overrideFixture, at: "6", nil)
        let marked = MarkedWorkspace(overrideFixture)
        let incoming = marked.workspace.incomingCalls(path: marked.file("1"), offset: marked.offset("1")).map {
            "\($0.node.kind) \($0.node.name) \($0.node.file)"
        }
        #expect(
            incoming == [
                "factory makeSession Sources/App/AppGraph.swift",
                "overrideLabel override(clock:) Tests/AppTests/AppGraphTests.swift",
            ])
    }
}

/// A graph with `overrides: true` and a test that replaces its registrations. Markers: a factory
/// taken as a parameter (1), one taken by an external method (2), the external method (3), a
/// factory only replaced (4), an override label (5), a label of a graph without `overrides:` (6),
/// a label of a backticked `override` (7).
private let overrideFixture = """
    -- Sources/App/AppGraph.swift --
    import Cradle

    @DependencyGraph(overrides: true)
    final class AppGraph {
        @Provide private func 1️⃣makeClock() -> Clock { Clock() }
        @Provide(.lazy) private func 2️⃣makeSession(clock: Clock) -> Session { Session(clock: clock) }
        @Provide(.transient) private func 3️⃣makePage(@External index: Int, session: Session) -> Page { Page(index) }
        @Provide private func 4️⃣makeLogger() -> Logger { Logger() }
    }

    @DependencyGraph
    final class PlainGraph {
        @Provide private func makeStore() -> Store { Store() }
    }

    func start(graph: AppGraph, plain: PlainGraph) { _ = graph.page(index: 1); _ = plain.store }
    -- Tests/AppTests/AppGraphTests.swift --
    import CradleTesting

    enum Other { static func override(clock: Int) {} }

    func testGraph() {
        let graph = AppGraph.override(5️⃣clock: .mock { Clock() }, session: .replace { clock in Session(clock: clock) }).build()
        _ = AppGraph.`override`(7️⃣page: .mock { index, session in Page(index) }, logger: .original).build()
        _ = PlainGraph.override(6️⃣store: .mock { Store() })
        Other.override(clock: 1)
    }
    """
