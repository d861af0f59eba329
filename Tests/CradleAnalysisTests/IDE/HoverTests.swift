import CradleSyntax
import Testing

@testable import CradleAnalysis

/// What a hover must show: all of its Markdown, or how it starts.
enum ExpectedHover {
    /// The whole Markdown.
    case exactly(String)
    /// The Markdown's beginning.
    case startingWith(String)
}

/// Hovers at `marker` of a marked fixture and checks the Markdown and the text of the range it
/// describes; `nil` expects no hover.
func checkHover(
    _ fixture: String, at marker: String, _ expected: ExpectedHover?, covering: String? = nil,
    visibility: ModuleVisibility = ModuleVisibility(), sourceLocation: SourceLocation = #_sourceLocation
) {
    let marked = MarkedWorkspace(fixture, visibility: visibility)
    let hover = marked.workspace.hover(path: marked.file(marker), offset: marked.offset(marker))
    guard let expected else {
        #expect(hover == nil, sourceLocation: sourceLocation)
        return
    }
    guard let hover else {
        Issue.record("no hover at \(marker)", sourceLocation: sourceLocation)
        return
    }
    switch expected {
    case .exactly(let markdown): #expect(hover.markdown == markdown, sourceLocation: sourceLocation)
    case .startingWith(let start):
        #expect(hover.markdown.hasPrefix(start), "\(hover.markdown)", sourceLocation: sourceLocation)
    }
    if let covering {
        #expect(
            marked.text(Location(file: marked.file(marker), range: hover.range)) == covering, sourceLocation: sourceLocation)
    }
}

@Suite("Hover")
struct HoverTests {
    @Test("on a factory: registration, accessor, lifetime, dependencies, consumers")
    func factory() {
        checkHover(
            queryFixture, at: "1",
            .exactly(
                """
                **`clock`**: registration of `Clock` in `AppGraph`

                ```swift
                appGraph.clock
                ```
                Lifetime: `.shared`, created once per graph instance, while the graph is built, and kept as long as the graph lives.

                Dependencies: none

                Consumers (2): `makeSession`, 1 accessor use
                """), covering: "makeClock")
    }

    @Test("on a parameter type: the factory that satisfies it, or why none does")
    func parameter() {
        checkHover(queryFixture, at: "2", .startingWith("`Clock` is provided by `makeClock` (`.shared`) in `AppGraph`"))
        checkHover(
            "import Cradle\n@DependencyGraph\nfinal class G {\n    @Provide private func makeA(b: 1️⃣B) -> A { A() }\n}\n",
            at: "1", .startingWith("No registration in `G` returns `B`."))
    }

    @Test("on an accessor use and on @DependencyGraph")
    func useAndGraph() {
        checkHover(queryFixture, at: "3", .startingWith("**`clock`**: registration of `Clock` in `AppGraph`"), covering: "clock")
        checkHover(queryFixture, at: "4", .exactly("**`AuthGraph`**: class dependency graph\n\n1 registrations (1 `.shared`)"))
    }

    @Test("on an input: type")
    func input() {
        checkHover(inputFixture, at: "1", .startingWith("**input `FeatureConfig`**"), covering: "FeatureConfig")
    }

    @Test("consumers count accessor uses only from modules that see the graph")
    func consumersAcrossModules() {
        checkHover(
            clockFixture, at: "1",
            .exactly(
                """
                **`clock`**: registration of `Clock` in `CoreGraph`

                ```swift
                coreGraph.clock
                ```
                Lifetime: `.shared`, created once per graph instance, while the graph is built, and kept as long as the graph lives.

                Dependencies: none

                Consumers (1): 1 accessor use
                """), visibility: clockVisibility)
    }

    @Test("nothing to say away from Cradle code")
    func nothing() {
        checkHover(queryFixture.replacingOccurrences(of: "func start", with: "func 5️⃣start"), at: "5", nil)
    }
}

/// An `input:` graph in one module and its input type in another.
let inputFixture = """
    -- Sources/Feature/FeatureGraph.swift --
    import Cradle

    @DependencyGraph(input: 1️⃣FeatureConfig.self)
    final class FeatureGraph {
        @Provide private func makeClient() -> Client { Client(input.baseURL) }
    }
    -- Sources/Config/FeatureConfig.swift --
    public struct FeatureConfig { public let baseURL: String }
    """

/// A graph in Core used from App, which depends on Core, and from Tools, which does not.
let clockFixture = """
    -- Sources/Core/CoreGraph.swift --
    import Cradle
    @DependencyGraph
    public final class CoreGraph {
        @Provide private func 1️⃣makeClock() -> Clock { Clock() }
    }
    -- Sources/App/Use.swift --
    func f(g: CoreGraph) { print(g.clock) }
    -- Sources/Tools/Use.swift --
    func f(g: CoreGraph) { print(g.clock) }
    """

/// App depends on Core; Tools on nothing.
let clockVisibility = ModuleVisibility(dependencies: ["App": ["Core"], "Core": [], "Tools": []])
