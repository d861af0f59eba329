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
        #expect(
            explanation.localized(to: .cradle).candidates.first?.detail
                == "`AuthGraph`에 등록되어 있습니다. 매개변수는 자기 graph 안의 등록에만 연결됩니다. 본문에서 `authGraph.token` 형태로 읽으십시오. `AuthGraph` graph는 `AppGraph`의 source graph입니다."
        )
    }

    @Test("in Korean: the chosen registration, each near miss and the lifetime violation; English unchanged")
    func korean() throws {
        let marked = MarkedWorkspace(
            """
            -- Sources/App/AppGraph.swift --
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeNames() -> Array<String> { [] }
                @Provide(.transient) private func makeProfile(@External id: Int) -> Profile { Profile(id) }
                @Provide private func makeFeed(names: 1️⃣[String], profile: 2️⃣Profile, clock: 3️⃣Clock) -> Feed { Feed() }
                @Provide(.lazy) private func makeClock() -> Clock { Clock() }
            }
            """)
        func explanation(_ marker: String) throws -> BindingExplanation {
            try #require(marked.workspace.bindingExplanation(path: marked.file(marker), offset: marked.offset(marker)))
        }
        let names = try explanation("1")
        #expect(
            names.candidates.map(\.detail) == [
                "`Array<String>` and `[String]` are the same type spelled two ways; Cradle compares spellings"
            ])
        #expect(
            names.localized(to: .cradle).candidates.map(\.detail) == [
                "`Array<String>` 타입과 `[String]` 타입은 같은 타입을 다르게 쓴 것입니다. Cradle은 타입의 표기를 비교합니다."
            ])
        #expect(
            try explanation("2").localized(to: .cradle).candidates.map(\.detail) == [
                "`makeProfile` Factory는 호출하는 쪽에서 `@External` 값을 받아야 하므로 그 결과는 등록이 아닙니다."
            ])
        let clock = try explanation("3")
        let korean = clock.localized(to: .cradle)
        #expect(clock.chosen?.detail == "`Clock` is `Clock` by identity, registered in `AppGraph`")
        #expect(korean.chosen?.detail == "`AppGraph`에 등록된 `Clock` 타입은 `Clock` 타입과 identity가 같습니다.")
        #expect(
            korean.lifetimeViolation
                == "shared 수명의 `@Provide` Factory는 `.lazy` 등록을 매개변수로 받을 수 없습니다. (lifetime-shared-to-lazy)")
        #expect(korean.localized(to: .english) == clock)
    }
}
