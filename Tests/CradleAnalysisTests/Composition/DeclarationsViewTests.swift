import Testing

@testable import CradleAnalysis

/// The declarations view as CradleDiagramMaker's `WorkspaceDeclarationAnalyzer` builds it
/// (`cradle.md` §7.4): node keys `graph/…`, `provider/…/<factory>/<offset in identity order>`
/// and `source/…` numbered in key order, one module subgraph per target (numbered among all
/// targets, those without nodes skipped), `sources:` resolved through the lexical scope and the
/// modules a file both imports and depends on, and every source it cannot resolve drawn as an
/// external-source node inside its graph, with a warning.
@Suite("Declarations view")
struct DeclarationsViewTests {
    static let workspace = """
        -- Sources/Core/CoreGraph.swift --
        import Cradle

        @DependencyGraph
        final class CoreGraph {
            @Provide func makeA() -> Zeta { Zeta() }
            @Provide func makeB(zeta: Zeta) -> Alpha { Alpha(zeta) }
        }

        @DependencyGraph(diagram: false)
        final class HiddenGraph {}

        @DependencyGraph
        final class SharedGraph {}
        -- Sources/Feature/FeatureGraph.swift --
        import Cradle
        import Core
        import Other

        @DependencyGraph(sources: [CoreGraph.self, HiddenGraph.self, MissingGraph.self, SharedGraph.self])
        final class FeatureGraph {
        //          ^^^^^^^^^^^^ warning ambiguousType: `SharedGraph` source graph 후보가 여러 개입니다
        //          ^^^^^^^^^^^^ warning excludedGraph: `HiddenGraph` source graph는 diagram: false로 제외되었습니다
        //          ^^^^^^^^^^^^ warning unresolvedType: `MissingGraph` source graph 선언을 해석할 수 없습니다
            @Provide func makeTimer() -> Timer { Timer(coreGraph.alpha) }
        }
        -- Sources/Other/SharedGraph.swift --
        import Cradle

        @DependencyGraph
        final class SharedGraph {}
        """

    static let dependencies = ["Feature": ["Core", "Empty", "Other"]]

    @Test("keys, numbering, external sources in their graph, module numbers; byte for byte")
    func shape() {
        let diagram = checkDeclarations(Self.workspace, dependencies: Self.dependencies, modules: ["Empty"])
        #expect(
            diagram.nodes.map(\.key) == [
                "graph/Core/CoreGraph", "graph/Core/SharedGraph", "graph/Feature/FeatureGraph", "graph/Other/SharedGraph",
                "provider/Core/CoreGraph/makeA/1", "provider/Core/CoreGraph/makeB/0",
                "provider/Feature/FeatureGraph/makeTimer/0", "source/Feature/FeatureGraph/hiddenGraph",
                "source/Feature/FeatureGraph/missingGraph", "source/Feature/FeatureGraph/sharedGraph",
            ])
        #expect(diagram.labels(.externalSource) == ["HiddenGraph", "MissingGraph", "SharedGraph"])
        #expect(diagram.edges(.sourceRead) == ["Timer\nmakeTimer\n.shared -> Core.CoreGraph"])
        #expect(diagram.warnings.allSatisfy { $0.member != nil })
        checkExpectedFile(MermaidRenderer.render(diagram), named: "Declarations.mmd")
    }

    @Test("a source graph in a module the file does not import, or does not depend on, is unresolved")
    func importAndDependency() {
        let diagram = checkDeclarations(
            """
            -- Sources/Core/CoreGraph.swift --
            @DependencyGraph final class CoreGraph {}
            -- Sources/Feature/FeatureGraph.swift --
            import Core
            @DependencyGraph(sources: [CoreGraph.self]) final class FeatureGraph {}
            //                                                      ^^^^^^^^^^^^ warning unresolvedType: `CoreGraph` source graph 선언을 해석할 수 없습니다
            -- Sources/Other/OtherGraph.swift --
            @DependencyGraph(sources: [CoreGraph.self]) final class OtherGraph {}
            //                                                      ^^^^^^^^^^ warning unresolvedType: `CoreGraph` source graph 선언을 해석할 수 없습니다
            """, dependencies: ["Other": ["Core"]])
        #expect(diagram.edges(.sourceDeclaration) == ["Feature.FeatureGraph -> CoreGraph", "Other.OtherGraph -> CoreGraph"])
    }

    @Test("a source resolved in the graph's own module, qualified or not, needs no import")
    func ownModule() {
        let diagram = checkDeclarations(
            """
            -- Sources/Core/Graphs.swift --
            @DependencyGraph final class CoreGraph {}
            @DependencyGraph(sources: [CoreGraph.self, Core.CoreGraph.self]) final class UserGraph {}
            """)
        #expect(diagram.edges(.sourceDeclaration) == ["Core.UserGraph -> Core.CoreGraph"])
        #expect(diagram.labels(.externalSource).isEmpty)
    }
}
