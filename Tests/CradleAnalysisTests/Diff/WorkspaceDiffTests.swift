import CradleSyntax
import Testing

@testable import CradleAnalysis

/// Compares two fixture workspaces (`-- path --` files, as ``MarkedWorkspace`` loads them) and
/// returns the comparison as lines: `+`/`-`/`~ graph M.G`, then indented lines per change, then
/// `introduced`/`fixed` findings. The only caller of ``WorkspaceDiff``.
func checkDiff(base: String, head: String) -> [String] {
    let before = MarkedWorkspace(base).workspace
    let after = MarkedWorkspace(head).workspace
    func findings(_ workspace: Workspace) -> [FindingKey] {
        let diagnostics = workspace.entries.keys.sorted().flatMap { workspace.review(in: $0).diagnostics }
        return workspace.findingKeys(diagnostics)
    }
    let diff = WorkspaceDiff(
        base: before.graphSnapshots(), head: after.graphSnapshots(), baseFindings: findings(before),
        headFindings: findings(after))
    var lines: [String] = []
    for change in diff.graphs {
        let sign = ["added": "+", "removed": "-"][change.kind.rawValue] ?? "~"
        lines.append("\(sign) graph \(change.identity)")
        for source in change.sources.added { lines.append("  + source \(source)") }
        for source in change.sources.removed { lines.append("  - source \(source)") }
        if let input = change.input { lines.append("  ~ input \(input.from ?? "none") → \(input.to ?? "none")") }
        for registration in change.registrations {
            let name = registration.identity
            switch registration.kind {
            case .added: lines.append("  + registration \(name)")
            case .removed: lines.append("  - registration \(name)")
            case .changed, .unchanged:
                if let lifetime = registration.lifetime {
                    lines.append("  ~ \(name) lifetime \(lifetime.from.rawValue) → \(lifetime.to.rawValue)")
                }
                if let factory = registration.factoryName { lines.append("  ~ \(name) factory \(factory.from) → \(factory.to)") }
                for dependency in registration.dependencies.added { lines.append("  ~ \(name) + dependency \(dependency)") }
                for dependency in registration.dependencies.removed { lines.append("  ~ \(name) - dependency \(dependency)") }
                for source in registration.sourceReads.added { lines.append("  ~ \(name) + reads \(source)") }
                for source in registration.sourceReads.removed { lines.append("  ~ \(name) - reads \(source)") }
                if let externals = registration.externalParameters {
                    lines.append("  ~ \(name) externals \(externals.from) → \(externals.to)")
                }
            }
        }
        for binding in change.inputBindings.added {
            lines.append("  + binding \(binding.member) = \(binding.expression) in \(binding.module)")
        }
        for binding in change.inputBindings.removed {
            lines.append("  - binding \(binding.member) = \(binding.expression) in \(binding.module)")
        }
    }
    for key in diff.introduced { lines.append("introduced \(key.code) in \(key.graph) \(key.registration): \(key.message)") }
    for key in diff.fixed { lines.append("fixed \(key.code) in \(key.graph) \(key.registration): \(key.message)") }
    return lines
}

/// The workspace most cases start from: a shared clock, a session using it, a transient request
/// with an external parameter.
private let appGraph = """
    -- Sources/App/AppGraph.swift --
    import Cradle

    @DependencyGraph
    final class AppGraph {
        @Provide private func makeClock() -> Clock { Clock() }
        @Provide(.lazy) private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
        @Provide(.transient) private func makeRequest(@External path: String, session: Session) -> Request {
            Request(path: path, session: session)
        }
    }

    func start(graph: AppGraph) { _ = graph.session; _ = graph.request(path: "/") }
    """

/// `appGraph` with `old` replaced by `new` (a test fails when `old` is not in it).
private func editedApp(_ old: String, _ new: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    #expect(appGraph.contains(old), "the fixture has no \(old)", sourceLocation: sourceLocation)
    return appGraph.replacingOccurrences(of: old, with: new)
}

struct WorkspaceDiffTests {
    @Test func identicalWorkspacesHaveNoChange() {
        #expect(checkDiff(base: appGraph, head: appGraph) == [])
    }

    @Test func bodiesAndLinesMovingChangeNothing() {
        let head = editedApp("final class AppGraph {", "final class AppGraph {\n\n    // moved down\n")
            .replacingOccurrences(of: "Clock() }", with: "Clock(tick: 2) }")
        #expect(checkDiff(base: appGraph, head: head) == [])
    }

    @Test func graphAddedAndRemoved() {
        let other = """
            -- Sources/Feature/FeatureGraph.swift --
            import Cradle

            @DependencyGraph
            final class FeatureGraph {
                @Provide private func makeFeed() -> Feed { Feed() }
            }
            """
        let unused =
            "unused-registration in Feature.FeatureGraph Feed: nothing in the workspace uses registration type `Feed` of `makeFeed`"
        #expect(
            checkDiff(base: appGraph, head: appGraph + "\n" + other) == [
                "+ graph Feature.FeatureGraph", "  + registration Feed", "introduced \(unused)",
            ])
        #expect(
            checkDiff(base: appGraph + "\n" + other, head: appGraph) == [
                "- graph Feature.FeatureGraph", "  - registration Feed", "fixed \(unused)",
            ])
    }

    @Test func sameNameInAnotherModuleIsAnotherGraph() {
        let moved = appGraph.replacingOccurrences(of: "Sources/App/", with: "Sources/Core/")
        #expect(
            checkDiff(base: appGraph, head: moved) == [
                "- graph App.AppGraph", "  - registration Clock", "  - registration Session", "  - registration Request",
                "+ graph Core.AppGraph", "  + registration Clock", "  + registration Session", "  + registration Request",
            ])
    }

    @Test func registrationAddedAndRemoved() {
        let added = editedApp(
            "    @Provide(.lazy)", "    @Provide private func makeLogger() -> Logger { Logger() }\n    @Provide(.lazy)")
        let unused =
            "unused-registration in App.AppGraph Logger: nothing in the workspace uses registration type `Logger` of `makeLogger`"
        #expect(
            checkDiff(base: appGraph, head: added) == ["~ graph App.AppGraph", "  + registration Logger", "introduced \(unused)"])
        #expect(checkDiff(base: added, head: appGraph) == ["~ graph App.AppGraph", "  - registration Logger", "fixed \(unused)"])
    }

    @Test func registrationsMatchByTypeNotByFactoryName() {
        let renamed = editedApp("makeClock()", "makeSystemClock()")
        #expect(
            checkDiff(base: appGraph, head: renamed) == ["~ graph App.AppGraph", "  ~ Clock factory makeClock → makeSystemClock"])
    }

    @Test func lifetimeChanged() {
        let head = editedApp("@Provide(.lazy)", "@Provide(.shared)")
        #expect(checkDiff(base: appGraph, head: head) == ["~ graph App.AppGraph", "  ~ Session lifetime lazy → shared"])
    }

    @Test func dependenciesAddedAndRemoved() {
        let head = editedApp("makeSession(clock: Clock)", "makeSession(token: Token)")
        #expect(
            checkDiff(base: appGraph, head: head) == [
                "~ graph App.AppGraph", "  ~ Session + dependency Token", "  ~ Session - dependency Clock",
                "introduced missing-registration in App.AppGraph Session: no registration matches parameter type `Token` of `makeSession`",
            ])
    }

    @Test func externalParametersChanged() {
        let head = editedApp("@External path: String,", "@External path: String, @External retries: Int,")
        #expect(
            checkDiff(base: appGraph, head: head) == [
                "~ graph App.AppGraph", #"  ~ Request externals ["path: String"] → ["path: String", "retries: Int"]"#,
            ])
    }

    @Test func sourcesChanged() {
        let base = """
            -- Sources/App/Graphs.swift --
            import Cradle

            @DependencyGraph
            final class NetworkGraph {
                @Provide private func makeClient() -> Client { Client() }
            }

            @DependencyGraph
            final class StoreGraph {
                @Provide private func makeStore() -> Store { Store() }
            }

            @DependencyGraph(sources: [NetworkGraph.self])
            final class FeatureGraph {
                @Provide private func makeFeed() -> Feed { Feed(client: networkGraph.client) }
            }
            """
        let head =
            base
            .replacingOccurrences(of: "sources: [NetworkGraph.self]", with: "sources: [StoreGraph.self]")
            .replacingOccurrences(of: "Feed(client: networkGraph.client)", with: "Feed(store: storeGraph.store)")
        #expect(
            checkDiff(base: base, head: head) == [
                "~ graph App.FeatureGraph", "  + source StoreGraph", "  - source NetworkGraph", "  ~ Feed + reads StoreGraph",
                "  ~ Feed - reads NetworkGraph",
                "introduced unused-registration in App.NetworkGraph Client: nothing in the workspace uses registration type `Client` of `makeClient`",
                "fixed unused-registration in App.StoreGraph Store: nothing in the workspace uses registration type `Store` of `makeStore`",
            ])
    }

    @Test func inputChangedAndBindingsChanged() {
        let base = """
            -- Sources/Data/RepositoryGraph.swift --
            import Cradle

            @DependencyGraph
            public final class RepositoryGraph {
                @Provide private func makeRepository() -> Repository { Repository() }
                @Provide private func makeCache() -> Cache { Cache() }
            }
            -- Sources/Domain/UseCaseGraph.swift --
            import Cradle

            public struct UseCaseInput {
                public let repository: Repository
            }

            @DependencyGraph(input: UseCaseInput.self)
            public final class UseCaseGraph {
                @Provide private func makeFetch() -> Fetch { Fetch(input.repository) }
            }
            -- Sources/App/Composition.swift --
            import Data
            import Domain

            final class Composition {
                let repositoryGraph = RepositoryGraph()
                lazy var useCaseGraph = UseCaseGraph(input: UseCaseInput(repository: repositoryGraph.repository))
            }
            """
        let rebound = base.replacingOccurrences(
            of: "UseCaseInput(repository: repositoryGraph.repository)", with: "UseCaseInput(repository: repositoryGraph.cache)")
        #expect(
            checkDiff(base: base, head: rebound) == [
                "~ graph Domain.UseCaseGraph", "  + binding repository = repositoryGraph.cache in App",
                "  - binding repository = repositoryGraph.repository in App",
                "introduced unused-registration in Data.RepositoryGraph Repository: nothing in the workspace uses registration type `Repository` of `makeRepository`",
                "fixed unused-registration in Data.RepositoryGraph Cache: nothing in the workspace uses registration type `Cache` of `makeCache`",
            ])
        let retyped = base.replacingOccurrences(of: "input: UseCaseInput.self", with: "input: FetchInput.self")
        #expect(
            checkDiff(base: base, head: retyped) == [
                "~ graph Domain.UseCaseGraph", "  ~ input UseCaseInput → FetchInput",
            ])
    }

    @Test func findingsIntroducedAndFixedMatchByGraphRegistrationAndMessage() {
        let broken = editedApp("@Provide private func makeClock", "@Provide(.transient) private func makeClock")
        let introduced = checkDiff(base: appGraph, head: broken)
        #expect(introduced.count == 3)
        #expect(introduced.prefix(2) == ["~ graph App.AppGraph", "  ~ Clock lifetime shared → transient"])
        #expect(introduced.last?.hasPrefix("introduced lifetime-lazy-to-transient in App.AppGraph Session: ") == true)
        #expect(checkDiff(base: broken, head: appGraph).last?.hasPrefix("fixed lifetime-lazy-to-transient") == true)
        // A finding that only moves down a line is neither introduced nor fixed.
        let missing = editedApp("makeSession(clock: Clock)", "makeSession(clock: Clock, token: Token)")
        let movedMissing = missing.replacingOccurrences(of: "final class AppGraph {", with: "final class AppGraph {\n")
        #expect(checkDiff(base: missing, head: movedMissing) == [])
        let fixed = checkDiff(base: missing, head: appGraph)
        #expect(
            fixed == [
                "~ graph App.AppGraph", "  ~ Session - dependency Token",
                "fixed missing-registration in App.AppGraph Session: no registration matches parameter type `Token` of `makeSession`",
            ])
    }

    @Test func aFindingOfAnotherRegistrationIsAnotherFinding() {
        let sessionMissing = editedApp("makeSession(clock: Clock)", "makeSession(clock: Clock, token: Token)")
        let requestMissing = editedApp("session: Session) -> Request", "session: Session, token: Token) -> Request")
        let lines = checkDiff(base: sessionMissing, head: requestMissing)
        #expect(lines.contains { $0.hasPrefix("introduced missing-registration in App.AppGraph Request:") })
        #expect(lines.contains { $0.hasPrefix("fixed missing-registration in App.AppGraph Session:") })
    }

    @Test func introducedCountsRepeatsOnce() {
        func key(_ line: Int) -> FindingKey {
            FindingKey(code: "c", severity: .error, graph: "M.G", registration: "T", message: "m", file: "f", line: line)
        }
        #expect(FindingKey.introduced([key(3), key(9)], since: [key(1)]).map(\.line) == [9])
        #expect(FindingKey.introduced([key(3)], since: [key(1), key(2)]).isEmpty)
    }
}

/// The Mermaid diagram of each changed graph between two fixture workspaces.
func checkDiffDiagrams(base: String, head: String) -> [String] {
    let before = MarkedWorkspace(base).workspace
    let after = MarkedWorkspace(head).workspace
    return WorkspaceDiff(base: before.graphSnapshots(), head: after.graphSnapshots(), baseFindings: [], headFindings: [])
        .graphs.map(DiffMermaidRenderer.render)
}

struct DiffDiagramTests {
    @Test func marksAddedRemovedAndChangedNodesAndEdges() {
        let head = editedApp("makeSession(clock: Clock)", "makeSession(token: Token)")
            .replacingOccurrences(
                of: "@Provide(.lazy)", with: "@Provide private func makeToken() -> Token { Token() }\n    @Provide")
        let diagrams = checkDiffDiagrams(base: appGraph, head: head)
        #expect(diagrams.count == 1)
        let lines = diagrams.first?.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } ?? []
        // Nodes: Clock (0), Token (1, added), Session (2, lifetime changed), Request (3).
        #expect(lines.contains(#"diff_provider1["Token<br/>makeToken<br/>.shared"]"#))
        #expect(lines.contains(#"diff_provider2["Session<br/>makeSession<br/>.lazy → .shared"]"#))
        #expect(lines.contains("class diff_provider1 added"))
        #expect(lines.contains("class diff_provider2 changed"))
        #expect(!lines.contains("class diff_provider0 changed") && !lines.contains("class diff_provider3 changed"))
        // Edges: the head's first (Session → Token added, Request → Session kept), then the
        // base's Session → Clock, removed.
        let edges = lines.filter { $0.contains(" --> ") }
        #expect(
            edges == [
                "diff_provider2 --> diff_provider1", "diff_provider3 --> diff_provider2", "diff_provider2 --> diff_provider0",
            ])
        #expect(lines.contains("linkStyle 0 \(DiffMermaidRenderer.addedLink)"))
        #expect(lines.contains("linkStyle 2 \(DiffMermaidRenderer.removedLink)"))
        #expect(lines.contains("subgraph diff_legend[\"legend\"]"))
        #expect(lines.contains(#"diff_legend_added["added"]"#) && lines.contains("class diff_legend_added added"))
    }

    @Test func theLegendInKoreanAndTheRestAsInEnglish() throws {
        let head = editedApp("makeSession(clock: Clock)", "makeSession(token: Token)")
        let change = try #require(
            WorkspaceDiff(
                base: MarkedWorkspace(appGraph).workspace.graphSnapshots(),
                head: MarkedWorkspace(head).workspace.graphSnapshots(), baseFindings: [], headFindings: []
            ).graphs.first)
        let english = DiffMermaidRenderer.render(change).split(separator: "\n").map(String.init)
        let korean = DiffMermaidRenderer.render(change, language: .cradle).split(separator: "\n").map(String.init)
        let legend = [
            #"    subgraph diff_legend["범례"]"#, #"        diff_legend_added["추가"]"#,
            #"        diff_legend_removed["삭제"]"#, #"        diff_legend_changed["변경"]"#,
        ]
        #expect(legend.allSatisfy(korean.contains), "\(korean)")
        #expect(DiffMermaidRenderer.render(change, language: .english) == DiffMermaidRenderer.render(change))
        // Only the legend's labels differ.
        #expect(zip(english, korean).filter { $0 != $1 }.count == 4 && english.count == korean.count)
    }

    @Test func unchangedGraphsHaveNoDiagram() {
        #expect(checkDiffDiagrams(base: appGraph, head: appGraph).isEmpty)
    }
}

@Suite("Diff: analysis deltas")
struct AnalysisDeltaTests {
    @Test("a change that lengthens the chain and adds a dependency reports the longest chain and the fans that moved")
    func deltas() {
        let base = MarkedWorkspace(appGraph).workspace
        let head = MarkedWorkspace(
            editedApp(
                "@Provide private func makeClock() -> Clock { Clock() }",
                "@Provide private func makeTicker() -> Ticker { Ticker() }\n    @Provide private func makeClock(ticker: Ticker) -> Clock { Clock() }"
            )
        ).workspace
        let diff = WorkspaceDiff(base: base.graphSnapshots(), head: head.graphSnapshots(), baseFindings: [], headFindings: [])
        #expect(
            diff.analysis["App.AppGraph"]?.map(\.text) == [
                "longest chain 1 → 2", "fan-out of `Clock` 0 → 1",
            ])
        #expect(diff.analysis["App.AppGraph"]?.map { $0.text(in: .cradle) } == ["가장 긴 의존성 사슬 1 → 2", "`Clock`의 팬아웃 0 → 1"])
        #expect(AnalysisDelta(metric: .fanIn, registration: "Feed", from: 2, to: 1).text(in: .cradle) == "`Feed`의 팬인 2 → 1")
        let same = WorkspaceDiff(base: base.graphSnapshots(), head: base.graphSnapshots(), baseFindings: [], headFindings: [])
        #expect(same.analysis.isEmpty)
    }
}
