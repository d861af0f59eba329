import CradleSyntax
import Testing

@testable import CradleAnalysis

/// Goes to the definition at `marker` of a marked fixture and checks the locations, each
/// written `file:text`, in order.
func checkDefinition(
    _ fixture: String, at marker: String, _ expected: [String], visibility: ModuleVisibility = ModuleVisibility(),
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let marked = MarkedWorkspace(fixture, visibility: visibility)
    let found = marked.workspace.definition(path: marked.file(marker), offset: marked.offset(marker))
    #expect(found.map(marked.describe) == expected, sourceLocation: sourceLocation)
}

@Suite("Definition")
struct DefinitionTests {
    @Test("a parameter type and an accessor use go to the factory")
    func factory() {
        checkDefinition(queryFixture, at: "2", ["Sources/App/AppGraph.swift:makeClock"])
        checkDefinition(queryFixture, at: "3", ["Sources/App/AppGraph.swift:makeClock"])
    }

    @Test("a sources: element goes to its graph, in another module too")
    func source() {
        checkDefinition(queryFixture, at: "5", ["Sources/Auth/AuthGraph.swift:AuthGraph"])
    }

    @Test("an input: type goes to the type's declaration, in another module too")
    func input() {
        checkDefinition(inputFixture, at: "1", ["Sources/Config/FeatureConfig.swift:FeatureConfig"])
    }

    @Test("an input: type nested in a type through an extension goes to its declaration, as one nested in the type does")
    func inputInExtension() {
        let graph = """
            -- Sources/App/G.swift --
            import Cradle

            @DependencyGraph(input: Outer.1️⃣Inner.self)
            final class G {
                @Provide private func makeA() -> A { A(input.2️⃣x) }
            }
            """
        for declared in [
            "-- Sources/App/Outer.swift --\nstruct Outer {}\nextension Outer {\n    struct Inner { let x: Int }\n}\n",
            "-- Sources/App/Outer.swift --\nenum Outer {\n    struct Inner { let x: Int }\n}\n",
            "-- Sources/App/Outer.swift --\nenum Outer { enum Middle {} }\nextension Outer.Middle {}\nextension Outer {\n    struct Inner { let x: Int }\n}\n",
        ] {
            checkDefinition(graph + "\n" + declared, at: "1", ["Sources/App/Outer.swift:Inner"])
            checkHover(graph + "\n" + declared, at: "2", .startingWith("**`input.x`** of `G`: `Int`, a member of `Outer.Inner`"))
        }
    }

    @Test("nowhere to go from a plain function or a missing registration")
    func nothing() {
        checkDefinition(queryFixture.replacingOccurrences(of: "func start", with: "func 6️⃣start"), at: "6", [])
        checkDefinition(
            "import Cradle\n@DependencyGraph\nfinal class G {\n    @Provide private func makeA(b: 1️⃣B) -> A { A() }\n}\n",
            at: "1", [])
    }
}
