import Testing

@testable import CradleAnalysis

/// Composition objects and the structural edges between them (`cradle.md` §7.4, newest shape):
/// a root factory returns an object, objects create or retain graph instances and other objects.
@Suite("Composition relations")
struct CompositionRelationTests {
    static let kernel = """
        -- Sources/Kernel/WorkerGraph.swift --
        @DependencyGraph final class WorkerGraph {
            @Provide func makeToken() -> Token { Token() }
            @Provide func makeValue(token: Token) -> Value { Value(token) }
        }
        """

    static let assembly = """
        -- Sources/Assembly/Assembly.swift --
        import Kernel
        final class Nested { let worker = WorkerGraph() }
        final class Container {
            let built = (WorkerGraph())
            let unknown = choose()
            let nested = Nested()
            let left: WorkerGraph
            let right: WorkerGraph
            init(existing: WorkerGraph) {
                self.left = existing
                self.right = existing
            }
        }
        @DependencyGraph final class Entry {
        //                           ^^^^^ warning unresolvedType: `choose` 생성자 선언을 해석할 수 없습니다
            @Provide func makeContainer() -> Container {
                let graph = WorkerGraph()
                let alias = graph
                return Container(existing: alias)
            }
        }
        """

    static let dependencies = ["Assembly": ["Kernel"]]

    @Test("creation, retention (one edge, two places) and return; the legend; byte for byte")
    func creationAndRetention() throws {
        let diagram = checkComposition(
            Self.kernel + "\n" + Self.assembly, dependencies: Self.dependencies, roots: ["Assembly.Entry"],
            types: ["Assembly.Container", "Assembly.Nested"])
        #expect(diagram.edges(.compositionReturn) == ["Container\nmakeContainer\n.shared -> Assembly.Container"])
        #expect(
            diagram.edges(.compositionCreation).sorted() == [
                "Assembly.Container -> Assembly.Nested", "Assembly.Container -> Kernel.WorkerGraph",
                "Assembly.Nested -> Kernel.WorkerGraph",
            ])
        let retention = try #require(diagram.edges.first { $0.kind == .compositionRetention })
        #expect(retention.evidence.count == 2)
        #expect(diagram.edges(.providerParameter).count == 3)
        #expect(!diagram.labels(.unknown).contains { $0.contains("choose") })
        checkExpectedFile(MermaidRenderer.render(diagram), named: "Relations.mmd")
        // DOT, cradle-lsp's own drawing, labels the structural edges in the chosen language.
        let english = DotRenderer.render(diagram)
        let korean = DotRenderer.render(diagram, language: .cradle)
        for (label, word) in [("returns", "반환"), ("creates", "생성"), ("retains", "보관")] {
            #expect(english.contains("[style=dashed, label=\"\(label)\"];") && !korean.contains("\"\(label)\""))
            #expect(korean.contains("[style=dashed, label=\"\(word)\"];"))
        }
        #expect(
            korean.replacingOccurrences(of: "반환", with: "returns").replacingOccurrences(of: "생성", with: "creates")
                .replacingOccurrences(of: "보관", with: "retains") == english)
    }

    @Test("the same diagram whatever order the files and targets come in")
    func deterministic() {
        let first = checkComposition(
            Self.kernel + "\n" + Self.assembly, dependencies: Self.dependencies, roots: ["Assembly.Entry"],
            types: ["Assembly.Container", "Assembly.Nested"])
        let second = checkComposition(
            Self.kernel + "\n" + Self.assembly, dependencies: Self.dependencies, roots: ["Assembly.Entry"],
            types: ["Assembly.Container", "Assembly.Nested"], reversed: true)
        #expect(MermaidRenderer.render(first) == MermaidRenderer.render(second))
        #expect(first.warnings == second.warnings)
    }

    @Test("two creations of one type are two objects, each retaining its own graph")
    func distinctInstances() {
        let diagram = checkComposition(
            Self.kernel + """

                -- Sources/Assembly/Assembly.swift --
                import Kernel
                final class Container {
                    let worker: WorkerGraph
                    init(existing: WorkerGraph) { self.worker = existing }
                }
                final class Envelope {
                    let first = Container(existing: WorkerGraph())
                    let second = Container(existing: WorkerGraph())
                }
                @DependencyGraph final class Entry {
                    @Provide func makeEnvelope() -> Envelope { Envelope() }
                }
                """, dependencies: Self.dependencies, roots: ["Assembly.Entry"],
            types: ["Assembly.Container", "Assembly.Envelope"])
        #expect(diagram.labels(.compositionObject).filter { $0 == "Assembly.Container" }.count == 2)
        #expect(diagram.labels(.graph).filter { $0 == "Kernel.WorkerGraph" }.count == 2)
        #expect(diagram.edges(.compositionCreation).count == 2)
        #expect(Set(diagram.edges.filter { $0.kind == .compositionRetention }.map(\.destination)).count == 2)
    }

    @Test("a type not listed as a composition type is not expanded: no object, no structural edge")
    func unlistedType() {
        let diagram = checkComposition(
            """
            -- Sources/Assembly/Assembly.swift --
            final class Container { let worker = WorkerGraph() }
            @DependencyGraph final class WorkerGraph {
                @Provide func makeToken() -> Token { Token() }
            }
            @DependencyGraph final class Entry {
                @Provide func makeContainer() -> Container { Container() }
            }
            """, roots: ["Assembly.Entry"], types: [])
        #expect(diagram.labels(.compositionObject).isEmpty)
        #expect(!diagram.edges.contains { $0.kind.isStructural })
        #expect(!MermaidRenderer.render(diagram).contains("workspaceLegend"))
    }

    @Test("a discarded expression before the return: no return edge, unsupportedControlFlow")
    func discardedExpression() {
        let diagram = checkComposition(
            """
            -- Sources/Assembly/Assembly.swift --
            final class Container {}
            @DependencyGraph final class Entry {
            //                           ^^^^^ warning unsupportedControlFlow: `makeContainer` Factory의 마지막 문장이 아닌 곳에서 값을 반환하거나 버립니다
                @Provide func makeContainer() -> Container {
                    Container()
                    return Container()
                }
            }
            """, roots: ["Assembly.Entry"], types: ["Assembly.Container"])
        #expect(diagram.edges(.compositionReturn).isEmpty)
    }

    @Test("a local alias returned: the return edge's place is the alias")
    func returnedAlias() throws {
        let source = """
            -- Sources/Assembly/Assembly.swift --
            final class Container {
                let worker: WorkerGraph
                init() { self.worker = WorkerGraph() }
            }
            @DependencyGraph final class WorkerGraph {
                @Provide func makeToken() -> Token { Token() }
            }
            @DependencyGraph final class Entry {
                @Provide func makeContainer() -> Container {
                    let value = Container()
                    return value
                }
            }
            """
        let diagram = checkComposition(source, roots: ["Assembly.Entry"], types: ["Assembly.Container"])
        #expect(diagram.edges(.compositionCreation) == ["Assembly.Container -> Assembly.WorkerGraph"])
        #expect(diagram.edges(.compositionRetention).isEmpty)
        let returned = try #require(diagram.edges.first { $0.kind == .compositionReturn }?.evidence.first)
        let text = try #require(Fixture(source).files.first?.text)
        #expect(text.utf8.dropFirst(returned.utf8Offset).prefix(5).elementsEqual("value".utf8))
    }
}
