import Testing

@testable import CradleAnalysis

/// The evaluation rules of the composition view (`cradle.md` §7.4): graph instances, input reads
/// and bindings, what is not followed and its warning codes, limits and lifetimes.
@Suite("Composition evaluation")
struct CompositionEvaluationTests {
    /// A feature graph reading two input members, and an App creating it through a graph set.
    static func app(input: String, factory: String = "input.repository", setBody: String? = nil) -> String {
        """
        -- Sources/Feature/FeatureGraph.swift --
        struct FeatureInput {
            let repository: Repository
            let clock: Clock
        \(input)
        }
        @DependencyGraph(input: FeatureInput.self)
        final class FeatureGraph {
            @Provide func makeModel() -> Model { Model(\(factory)) }
            @Provide func makeTimer() -> Timer { Timer(input.clock) }
        }
        -- Sources/App/App.swift --
        import Feature
        final class FeatureGraphSet {
            let coreGraph = CoreGraph()
            let featureGraph: FeatureGraph
            init() {
        \(setBody ?? "        self.featureGraph = FeatureGraph(input: FeatureInput(repository: coreGraph.repository, clock: coreGraph.clock))")
            }
        }
        @DependencyGraph final class CoreGraph {
            @Provide func makeRepository() -> Repository { Repository() }
            @Provide(.transient) func makeClock() -> Clock { Clock() }
        }
        @DependencyGraph final class AppGraph {
            @Provide func makeFeatureGraphSet() -> FeatureGraphSet { FeatureGraphSet() }
        }
        """
    }

    static let dependencies = ["App": ["Feature"]]

    @Test("input reads and bindings through the memberwise initialiser; roots and types inferred")
    func memberwiseBindings() {
        let diagram = checkComposition(Self.app(input: ""), dependencies: Self.dependencies)
        #expect(diagram.labels(.input).sorted() == ["input.clock", "input.repository"])
        #expect(
            diagram.edges(.inputRead).sorted() == [
                "Model\nmakeModel\n.shared -> input.repository", "Timer\nmakeTimer\n.shared -> input.clock",
            ])
        #expect(
            diagram.edges(.inputBinding).sorted() == [
                "input.clock -> Clock\nmakeClock\n.transient", "input.repository -> Repository\nmakeRepository\n.shared",
            ])
        #expect(
            diagram.edges(.compositionCreation).sorted() == [
                "App.FeatureGraphSet -> App.CoreGraph", "App.FeatureGraphSet -> Feature.FeatureGraph",
            ])
        #expect(diagram.edges(.compositionReturn) == ["FeatureGraphSet\nmakeFeatureGraphSet\n.shared -> App.FeatureGraphSet"])
        checkExpectedFile(MermaidRenderer.render(diagram), named: "FeatureInput.mmd")
    }

    @Test("bindings through the input type's own initialiser, followed into its assignments")
    func ownInitializer() {
        let diagram = checkComposition(
            Self.app(
                input: """
                        init(store: Repository, ticks: Clock) {
                            self.repository = store
                            self.clock = ticks
                        }
                    """,
                setBody:
                    "        self.featureGraph = FeatureGraph(input: FeatureInput(store: coreGraph.repository, ticks: coreGraph.clock))"
            ),
            dependencies: Self.dependencies)
        #expect(
            diagram.edges(.inputBinding).sorted() == [
                "input.clock -> Clock\nmakeClock\n.transient", "input.repository -> Repository\nmakeRepository\n.shared",
            ])
    }

    @Test("an initialiser whose labels match none: every member unknown, one warning at the graph")
    func unmatchedInitializer() {
        let diagram = checkComposition(
            Self.app(
                input: "",
                setBody: """
                            self.featureGraph = FeatureGraph(input: FeatureInput(store: coreGraph.repository))
                    """
            ).replacingOccurrences(
                of: "final class FeatureGraph {",
                with:
                    "final class FeatureGraph {\n//          ^^^^^^^^^^^^ warning unresolvedType: graph input initializer 후보를 하나로 정할 수 없습니다"
            ),
            dependencies: Self.dependencies)
        #expect(diagram.labels(.unknown) == ["미해석", "미해석"])
        #expect(diagram.edges(.inputBinding).sorted() == ["input.clock -> 미해석", "input.repository -> 미해석"])
    }

    @Test("reads inside a closure or a branch are not followed; a whole input is opaque")
    func unsupportedReads() {
        let closure = checkComposition(
            Self.app(input: "", factory: "{ () -> Repository in input.repository }()").replacingOccurrences(
                of: "    @Provide func makeModel() -> Model { Model({ () -> Repository in input.repository }()) }",
                with: """
                        @Provide func makeModel() -> Model { Model({ () -> Repository in input.repository }()) }
                    //                                             ^ warning unsupportedExpression: 지원하지 않는 graph input 사용
                    """), dependencies: Self.dependencies)
        #expect(closure.labels(.input) == ["input.clock"])
        let branch = checkComposition(
            Self.app(input: "").replacingOccurrences(
                of: "    @Provide func makeModel() -> Model { Model(input.repository) }",
                with: """
                        @Provide func makeModel() -> Model {
                            if flag { return Model(input.repository) }
                    //      ^^ warning unsupportedControlFlow: 지원하지 않는 graph input 사용
                            return Model(nil)
                        }
                    """), dependencies: Self.dependencies)
        #expect(branch.labels(.input) == ["input.clock"])
        let whole = checkComposition(
            Self.app(input: "", factory: "input").replacingOccurrences(
                of: "    @Provide func makeModel() -> Model { Model(input) }",
                with: """
                        @Provide func makeModel() -> Model { Model(input) }
                    //                                             ^^^^^ warning opaqueInputUse: 지원하지 않는 graph input 사용
                    """), dependencies: Self.dependencies)
        #expect(whole.labels(.input) == ["input.clock"])
        // The report names the factory, as Cradle's diagnostic context does (`memberName`).
        #expect(whole.warnings.map(\.member) == ["makeModel"])
        let shadowed = checkComposition(
            Self.app(input: "").replacingOccurrences(
                of: "    @Provide func makeModel() -> Model { Model(input.repository) }",
                with:
                    "    @Provide func makeModel() -> Model {\n        let input = Other()\n        return Model(input.repository)\n    }"
            ),
            dependencies: Self.dependencies)
        #expect(shadowed.labels(.input) == ["input.clock"])
    }

    @Test("outside the language: an immediately called closure and a helper call name no type (unresolvedType)")
    func unsupportedExpressions() {
        checkComposition(
            Self.app(
                input: "",
                setBody: """
                            self.featureGraph = { FeatureGraph(input: FeatureInput(repository: coreGraph.repository, clock: coreGraph.clock)) }()
                    """
            ).replacingOccurrences(
                of: "@DependencyGraph final class AppGraph {",
                with: """
                    @DependencyGraph final class AppGraph {
                    //                           ^^^^^^^^ warning unresolvedType: `{ FeatureGraph(input: FeatureInput(repository: coreGraph.repository, clock: coreGraph.clock)) }` 생성자 선언을 해석할 수 없습니다
                    """), dependencies: Self.dependencies)
        let helper = checkComposition(
            Self.app(
                input: "",
                setBody: "        self.featureGraph = makeFeature(coreGraph)"
            ).replacingOccurrences(
                of: "@DependencyGraph final class AppGraph {",
                with: """
                    @DependencyGraph final class AppGraph {
                    //                           ^^^^^^^^ warning unresolvedType: `makeFeature` 생성자 선언을 해석할 수 없습니다
                    """), dependencies: Self.dependencies)
        #expect(helper.labels(.graph).sorted() == ["App.AppGraph", "App.CoreGraph"])
    }

    @Test("an object initialiser with a branch, a double assignment, or no matching initialiser")
    func objectInitializers() {
        func app(_ body: String, code: String, message: String) -> String {
            Self.app(input: "", setBody: body).replacingOccurrences(
                of: "@DependencyGraph final class AppGraph {",
                with: "@DependencyGraph final class AppGraph {\n//                           ^^^^^^^^ warning \(code): \(message)"
            )
        }
        checkComposition(
            app(
                "        if flag { self.featureGraph = FeatureGraph(input: FeatureInput(repository: coreGraph.repository, clock: coreGraph.clock)) }",
                code: "unsupportedControlFlow", message: "조립 객체 initializer에 지원하지 않는 구문이 있습니다"),
            dependencies: Self.dependencies)
        checkComposition(
            app(
                "        self.featureGraph = FeatureGraph(input: FeatureInput(repository: coreGraph.repository, clock: coreGraph.clock))\n        self.featureGraph = FeatureGraph(input: FeatureInput(repository: coreGraph.repository, clock: coreGraph.clock))",
                code: "unsupportedMember", message: "조립 객체 저장 멤버에 여러 번 대입했습니다"),
            dependencies: Self.dependencies)
        let unmatched = checkComposition(
            Self.app(input: "").replacingOccurrences(
                of: "{ FeatureGraphSet() }", with: "{ FeatureGraphSet(core: nil) }"
            ).replacingOccurrences(
                of: "@DependencyGraph final class AppGraph {",
                with: """
                    @DependencyGraph final class AppGraph {
                    //                           ^^^^^^^^ warning ambiguousInitializer: 조립 객체 initializer 후보를 하나로 정할 수 없습니다
                    //                           ^^^^^^^^ warning unsupportedExpression: 지원하지 않는 조립 expression: nil
                    """),
            dependencies: Self.dependencies, roots: ["App.AppGraph"], types: ["App.FeatureGraphSet"])
        #expect(unmatched.labels(.graph).sorted() == ["App.AppGraph", "App.CoreGraph"])
        // The report keeps CradleDiagramMaker's Korean; what cradle-lsp prints is in the chosen language.
        #expect(unmatched.warnings.map { $0.message(in: .cradle) } == unmatched.warnings.map(\.message))
        #expect(
            unmatched.warnings.map { $0.message(in: .english) } == [
                "cannot choose one composition object initializer candidate", "unsupported composition expression: nil",
            ])
    }

    @Test("transient providers materialise once per use context, shared ones once per graph")
    func lifetimes() {
        let source = """
            -- Sources/App/App.swift --
            final class Holder { let graph = WorkerGraph() }
            final class First {
                let graph: WorkerGraph
                init(graph: WorkerGraph) { self.graph = graph }
            }
            final class Second {
                let graph: WorkerGraph
                init(graph: WorkerGraph) { self.graph = graph }
            }
            @DependencyGraph final class WorkerGraph {
                @Provide func makeToken() -> Token { Token() }
            }
            @DependencyGraph final class AppGraph {
                @Provide(LIFETIME) func makeHolder() -> Holder { Holder() }
                @Provide func makeFirst(holder: Holder) -> First { First(graph: holder.graph) }
                @Provide func makeSecond(holder: Holder) -> Second { Second(graph: holder.graph) }
            }
            """
        let types = ["App.Holder", "App.First", "App.Second"]
        let transient = checkComposition(
            source.replacingOccurrences(of: "LIFETIME", with: ".transient"), roots: ["App.AppGraph"], types: types)
        #expect(transient.labels(.compositionObject).filter { $0 == "App.Holder" }.count == 3)
        #expect(transient.edges(.compositionRetention).count == 2)
        let shared = checkComposition(
            source.replacingOccurrences(of: "LIFETIME", with: ".shared"), roots: ["App.AppGraph"], types: types)
        #expect(shared.labels(.compositionObject).filter { $0 == "App.Holder" }.count == 1)
        #expect(shared.labels(.graph).filter { $0 == "App.WorkerGraph" }.count == 1)
    }

    @Test("limits: an object creating itself stops at depth 128; a provider using itself is a cycle")
    func limits() {
        let loop = checkComposition(
            """
            -- Sources/App/App.swift --
            final class Loop { let next = Loop() }
            @DependencyGraph final class AppGraph {
            //                           ^^^^^^^^ warning analysisLimit: 조립 객체 분석 한도를 넘었습니다
                @Provide func makeLoop() -> Loop { Loop() }
            }
            """, roots: ["App.AppGraph"], types: ["App.Loop"])
        // The context key grows by several components per level (context, file path, offset, type).
        #expect((2..<128).contains(loop.labels(.compositionObject).count))
        checkComposition(
            """
            -- Sources/App/App.swift --
            final class Box {
                let graph: WorkerGraph
                init(graph: WorkerGraph) { self.graph = graph }
            }
            @DependencyGraph final class WorkerGraph {
                @Provide func makeToken() -> Token { Token() }
            }
            @DependencyGraph final class AppGraph {
            //                           ^^^^^^^^ warning cyclicEvaluation: provider 순환: makeBox
            //                           ^^^^^^^^ warning unresolvedType: `graph` 멤버의 출처를 해석할 수 없습니다
                @Provide func makeBox(box: Box) -> Box { Box(graph: box.graph) }
            }
            """, roots: ["App.AppGraph"], types: ["App.Box"])
    }

    @Test("roots with input: or sources:, and types whose initialisers create no graph, are not inferred")
    func inference() {
        let diagram = checkComposition(Self.app(input: ""), dependencies: Self.dependencies)
        #expect(diagram.labels(.compositionObject) == ["App.FeatureGraphSet"])
        let scope = CompositionScope(
            targets: [.init(id: "App", moduleName: "App", dependencies: [])],
            sources: Fixture(
                """
                -- Sources/App/App.swift --
                final class Plain { let value = Value() }
                @DependencyGraph(input: Config.self) final class InputGraph {
                    @Provide func makePlain() -> Plain { Plain() }
                }
                @DependencyGraph final class AppGraph {
                    @Provide func makePlain() -> Plain { Plain() }
                }
                """
            ).files.map { CompositionSource(targetID: $0.module, path: $0.path, tree: .init(parsing: $0.text)) })
        #expect(scope.inferredSelection(topTargets: ["App"]) == CompositionSelection(roots: [], types: []))
    }

    @Test("a graph created with a source: sourceDeclaration to the instance passed, sourceRead from the provider reading it")
    func sources() {
        let diagram = checkComposition(
            """
            -- Sources/App/App.swift --
            final class GraphSet {
                let coreGraph = CoreGraph()
                let featureGraph: FeatureGraph
                init() { self.featureGraph = FeatureGraph(coreGraph: coreGraph) }
            }
            @DependencyGraph final class CoreGraph {
                @Provide func makeClock() -> Clock { Clock() }
            }
            @DependencyGraph(sources: [CoreGraph.self])
            final class FeatureGraph {
                @Provide func makeTimer() -> Timer { Timer(coreGraph.clock) }
                @Provide func makeLabel() -> Label { Label() }
            }
            @DependencyGraph final class AppGraph {
                @Provide func makeGraphSet() -> GraphSet { GraphSet() }
            }
            """)
        #expect(diagram.edges(.sourceDeclaration) == ["App.FeatureGraph -> App.CoreGraph"])
        #expect(diagram.edges(.sourceRead) == ["Timer\nmakeTimer\n.shared -> App.CoreGraph"])
        #expect(
            diagram.edges(.compositionCreation).sorted() == ["App.GraphSet -> App.CoreGraph", "App.GraphSet -> App.FeatureGraph"])
        #expect(diagram.edges(.compositionRetention).isEmpty)
        #expect(diagram.labels(.graph).filter { $0 == "App.CoreGraph" }.count == 1)
    }

    @Test("self.input.member is a read too; a member the input type does not declare is not")
    func selfInputReads() {
        let diagram = checkComposition(
            Self.app(input: "").replacingOccurrences(
                of: "    @Provide func makeModel() -> Model { Model(input.repository) }",
                with: "    @Provide func makeModel() -> Model { Model(self.input.repository, input.missing) }"),
            dependencies: Self.dependencies)
        #expect(diagram.labels(.input).sorted() == ["input.clock", "input.repository"])
    }
}
