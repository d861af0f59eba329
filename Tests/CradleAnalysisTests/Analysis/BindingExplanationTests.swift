import CradleSyntax
import Testing

@testable import CradleAnalysis

/// The explanation at `marker`: the chosen registration (`Graph.factory`) and each candidate as
/// `Graph.factory reason`.
func checkExplanation(
    _ fixture: String, at marker: String, chosen: String?, candidates: [String], violation: String? = nil,
    visibility: ModuleVisibility = ModuleVisibility(), sourceLocation: SourceLocation = #_sourceLocation
) {
    let marked = MarkedWorkspace(fixture, visibility: visibility)
    let explanation = marked.workspace.bindingExplanation(path: marked.file(marker), offset: marked.offset(marker))
    #expect(explanation != nil, sourceLocation: sourceLocation)
    #expect(explanation?.chosen.map { "\($0.graph).\($0.factory)" } == chosen, sourceLocation: sourceLocation)
    #expect(
        explanation?.candidates.map { "\($0.graph).\($0.factory) \($0.reason.rawValue)" } ?? [] == candidates,
        sourceLocation: sourceLocation)
    #expect(explanation?.lifetimeViolation == violation, sourceLocation: sourceLocation)
}

@Suite("Why this binding")
struct BindingExplanationTests {
    @Test("the registration of the same identity, and each near miss the fixture plants, with its reason")
    func nearMisses() {
        let fixture = """
            -- Sources/App/AppGraph.swift --
            import Cradle

            @DependencyGraph(sources: [AuthGraph.self])
            final class AppGraph {
                @Provide private func makeRepositories() -> Set<any Repository> { [] }
                @Provide private func makeNames() -> Array<String> { [] }
                @Provide(.transient) private func makeProfile(@External id: Int) -> Profile { Profile(id) }
                @Provide private func makeFeed(repositories: 1️⃣Set<Repository>, names: 2️⃣[String], profile: 3️⃣Profile, token: 4️⃣Token, clock: 5️⃣Clock) -> Feed { Feed() }
                @Provide(.lazy) private func makeClock() -> Clock { Clock() }
            }

            @DependencyGraph
            final class AuthGraph {
                @Provide private func makeToken() -> Token { Token() }
            }
            """
        checkExplanation(fixture, at: "1", chosen: nil, candidates: ["AppGraph.makeRepositories identity-differs"])
        checkExplanation(fixture, at: "2", chosen: nil, candidates: ["AppGraph.makeNames identity-differs"])
        checkExplanation(fixture, at: "3", chosen: nil, candidates: ["AppGraph.makeProfile external-result"])
        checkExplanation(fixture, at: "4", chosen: nil, candidates: ["AuthGraph.makeToken other-graph"])
        checkExplanation(
            fixture, at: "5", chosen: "AppGraph.makeClock", candidates: [],
            violation: "a `.shared` factory cannot take a `.lazy` registration as a parameter (lifetime-shared-to-lazy)")
    }

    @Test("a registration in a module this one does not see is named as such")
    func notVisible() {
        let fixture = """
            -- Sources/Core/CoreGraph.swift --
            import Cradle

            @DependencyGraph
            final class CoreGraph {
                @Provide private func makeClock() -> Clock { Clock() }
            }
            -- Sources/App/AppGraph.swift --
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeFeed(clock: 1️⃣Clock) -> Feed { Feed() }
            }
            """
        checkExplanation(
            fixture, at: "1", chosen: nil, candidates: ["CoreGraph.makeClock not-visible"],
            visibility: ModuleVisibility(dependencies: ["App": [], "Core": []]))
        checkExplanation(
            fixture, at: "1", chosen: nil, candidates: ["CoreGraph.makeClock other-graph"],
            visibility: ModuleVisibility(dependencies: ["App": ["Core"], "Core": []]))
    }

    @Test("the detail says what to do: read the source in the body")
    func sourceDetail() throws {
        let marked = MarkedWorkspace(
            """
            -- Sources/App/AppGraph.swift --
            import Cradle

            @DependencyGraph(sources: [AuthGraph.self])
            final class AppGraph {
                @Provide private func makeFeed(token: 1️⃣Token) -> Feed { Feed() }
            }

            @DependencyGraph
            final class AuthGraph {
                @Provide private func makeToken() -> Token { Token() }
            }
            """)
        let explanation = try #require(marked.workspace.bindingExplanation(path: marked.file("1"), offset: marked.offset("1")))
        #expect(
            explanation.candidates.first?.detail
                == "registered in `AuthGraph`; parameters link only within their graph: read it as `authGraph.token` in the body: `AuthGraph` is a source of `AppGraph`"
        )
    }
}
