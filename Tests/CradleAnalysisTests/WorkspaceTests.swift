import CradleSyntax
import Testing

@testable import CradleAnalysis

/// A fixture whose `1️⃣`…`9️⃣` markers are removed, with their byte offsets kept per file.
struct MarkedWorkspace {
    var workspace = Workspace()
    /// Marker → (file, offset).
    var markers: [String: (file: String, offset: Int)] = [:]

    init(_ source: String) {
        for file in Fixture(source).files {
            var text = ""
            var offset = 0
            var characters = file.text.makeIterator()
            while let character = characters.next() {
                if let digit = character.unicodeScalars.first, character.unicodeScalars.count == 3,
                    character.unicodeScalars.dropFirst().first == "\u{FE0F}", ("1"..."9").contains(digit)
                {
                    markers[String(digit)] = (file.path, offset)
                    continue
                }
                text.append(character)
                offset += String(character).utf8.count
            }
            workspace = workspace.updating(path: file.path, module: file.module, text: SourceText(text))
        }
    }

    func offset(_ marker: String) -> Int { markers[marker]?.offset ?? -1 }
    func file(_ marker: String) -> String { markers[marker]?.file ?? "" }

    /// The text a location covers.
    func text(_ location: Location) -> String {
        workspace.entries[location.file]?.summary.tree.text[location.range] ?? ""
    }
}

let queryFixture = """
    -- Sources/App/AppGraph.swift --
    import Cradle

    @DependencyGraph(sources: [AuthGraph.self])
    final class AppGraph {
        @Provide private func 1️⃣makeClock() -> Clock { Clock() }
        @Provide(.lazy) private func makeSession(clock: 2️⃣Clock) -> Session { Session(clock: clock) }
        @Provide(.transient) private func makePage(@External index: Int, session: Session) -> Page { Page(index) }
    }
    -- Sources/App/Use.swift --
    import Cradle

    func start(graph: AppGraph) {
        _ = graph.3️⃣clock
        _ = graph.page(index: 1)
    }
    -- Sources/Auth/AuthGraph.swift --
    import Cradle

    @4️⃣DependencyGraph
    final class AuthGraph {
        @Provide private func makeToken() -> Token { Token() }
    }
    """

@Suite("Workspace model and queries")
struct WorkspaceTests {
    @Test("updating a file re-reads only that file")
    func incremental() {
        let marked = MarkedWorkspace(queryFixture)
        let before = marked.workspace
        let after = before.updating(path: "Sources/App/Use.swift", module: "App", text: SourceText("import Cradle\n"))
        #expect(
            after.entries["Sources/App/AppGraph.swift"]?.generation == before.entries["Sources/App/AppGraph.swift"]?.generation)
        #expect(after.entries["Sources/App/Use.swift"]?.generation == after.generation)
        // The old snapshot is untouched.
        #expect(before.entries["Sources/App/Use.swift"]?.summary.tree.text.count ?? 0 > 20)
    }

    @Test("an @_exported import in one file brings another file's graph into scope, and removing it clears the findings")
    func exportChangesOtherFiles() {
        var workspace = Workspace()
        let graph = "@DependencyGraph\nfinal class G {\n    @Provide private func makeA(b: B) -> A { A() }\n}\n"
        workspace = workspace.updating(path: "Sources/M/G.swift", module: "M", text: SourceText(graph))
        #expect(workspace.diagnostics.isEmpty)
        workspace = workspace.updating(
            path: "Sources/M/Exports.swift", module: "M", text: SourceText("@_exported import Cradle\n"))
        #expect(workspace.diagnostics(in: "Sources/M/G.swift").map(\.code) == [.missingRegistration])
        workspace = workspace.removing(path: "Sources/M/Exports.swift")
        #expect(workspace.diagnostics.isEmpty)
    }

    @Test("unused registrations: a use in another file clears the hint; removing that file brings it back")
    func unusedRegistration() {
        let graph =
            "import Cradle\n@DependencyGraph\nfinal class G {\n    @Provide private func makeClock() -> Clock { Clock() }\n}\n"
        var workspace = Workspace().updating(path: "G.swift", module: "App", text: SourceText(graph))
        let unused = workspace.diagnostics.filter { $0.code == .unusedRegistration }
        #expect(unused.map(\.message) == ["nothing in the workspace uses registration type `Clock` of `makeClock`"])
        #expect(unused.first?.tags == [.unnecessary])
        #expect(unused.first?.severity == .hint)
        workspace = workspace.updating(path: "Use.swift", module: "App", text: SourceText("func f(g: G) { print(g.clock) }\n"))
        #expect(!workspace.diagnostics.contains { $0.code == .unusedRegistration })
        workspace = workspace.removing(path: "Use.swift")
        #expect(workspace.diagnostics.contains { $0.code == .unusedRegistration })
    }

    @Test("a sources: graph declared nowhere is a warning until a file declares it")
    func unresolvedSource() {
        let graph = "import Cradle\n@DependencyGraph(sources: [AuthGraph.self])\nfinal class G {}\n"
        var workspace = Workspace().updating(path: "G.swift", module: "App", text: SourceText(graph))
        let found = workspace.diagnostics.filter { $0.code == .unresolvedSource }
        #expect(found.map(\.message) == ["source graph `AuthGraph` is not declared anywhere in the workspace"])
        #expect(found.first?.severity == .warning)
        workspace = workspace.updating(
            path: "Auth.swift", module: "Auth", text: SourceText("import Cradle\n@DependencyGraph\nfinal class AuthGraph {}\n"))
        #expect(!workspace.diagnostics.contains { $0.code == .unresolvedSource })
    }

    @Test("hover on a factory: registration, accessor, lifetime, dependencies, consumers")
    func hoverFactory() throws {
        let marked = MarkedWorkspace(queryFixture)
        let hover = try #require(marked.workspace.hover(path: marked.file("1"), offset: marked.offset("1")))
        #expect(
            hover.markdown == """
                **`clock`**: registration of `Clock` in `AppGraph`

                ```swift
                appGraph.clock
                ```
                Lifetime: `.shared`, created once per graph instance, while the graph is built, and kept as long as the graph lives.

                Dependencies: none

                Consumers: `makeSession`, 1 accessor use
                """)
        #expect(marked.text(Location(file: marked.file("1"), range: hover.range)) == "makeClock")
    }

    @Test("hover on a parameter type names the factory that satisfies it, or says why none does")
    func hoverParameter() throws {
        let marked = MarkedWorkspace(queryFixture)
        let hover = try #require(marked.workspace.hover(path: marked.file("2"), offset: marked.offset("2")))
        #expect(hover.markdown.hasPrefix("`Clock` is provided by `makeClock` (`.shared`) in `AppGraph`"))
        let missing = MarkedWorkspace(
            "import Cradle\n@DependencyGraph\nfinal class G {\n    @Provide private func makeA(b: 1️⃣B) -> A { A() }\n}\n")
        let text = try #require(missing.workspace.hover(path: missing.file("1"), offset: missing.offset("1"))).markdown
        #expect(text.hasPrefix("No registration in `G` returns `B`."))
    }

    @Test("hover on an accessor use and on @DependencyGraph")
    func hoverUseAndGraph() throws {
        let marked = MarkedWorkspace(queryFixture)
        let use = try #require(marked.workspace.hover(path: marked.file("3"), offset: marked.offset("3")))
        #expect(use.markdown.hasPrefix("**`clock`**: registration of `Clock` in `AppGraph`"))
        #expect(marked.text(Location(file: marked.file("3"), range: use.range)) == "clock")
        let graph = try #require(marked.workspace.hover(path: marked.file("4"), offset: marked.offset("4")))
        #expect(graph.markdown == "**`AuthGraph`**: class dependency graph\n\n1 registrations (1 `.shared`)")
    }

    @Test("definition: parameter type and accessor use go to the factory; a source element to its graph")
    func definition() {
        let marked = MarkedWorkspace(queryFixture)
        let fromParameter = marked.workspace.definition(path: marked.file("2"), offset: marked.offset("2"))
        #expect(fromParameter.map(marked.text) == ["makeClock"])
        let fromUse = marked.workspace.definition(path: marked.file("3"), offset: marked.offset("3"))
        #expect(fromUse == fromParameter)
        let appGraph =
            marked.workspace.entries["Sources/App/AppGraph.swift"]?.summary.tree.text[ByteRange(start: 0, end: 80)] ?? ""
        let sourceOffset = (appGraph.utf8.count - appGraph.drop { $0 != "[" }.utf8.count) + 2
        let fromSource = marked.workspace.definition(path: "Sources/App/AppGraph.swift", offset: sourceOffset)
        #expect(fromSource.map(\.file) == ["Sources/Auth/AuthGraph.swift"])
        #expect(fromSource.map(marked.text) == ["AuthGraph"])
    }

    @Test("references: the factory, consuming parameters and accessor uses")
    func references() {
        let marked = MarkedWorkspace(queryFixture)
        let found = marked.workspace.references(path: marked.file("1"), offset: marked.offset("1"))
        #expect(
            found.map { "\($0.file):\(marked.text($0))" } == [
                "Sources/App/AppGraph.swift:makeClock", "Sources/App/AppGraph.swift:Clock", "Sources/App/Use.swift:clock",
            ])
    }

    @Test("document symbols, workspace symbols and inlay hints")
    func symbolsAndHints() {
        let marked = MarkedWorkspace(queryFixture)
        let symbols = marked.workspace.documentSymbols(path: "Sources/App/AppGraph.swift")
        #expect(symbols.map(\.name) == ["AppGraph"])
        #expect(symbols.first?.children.map(\.name) == ["makeClock", "makeSession", "makePage"])
        #expect(symbols.first?.children.map(\.detail) == ["Clock · .shared", "Session · .lazy", "Page · .transient"])
        let search = marked.workspace.workspaceSymbols(matching: "mkses")
        #expect(search.map(\.name) == ["makeSession"])
        #expect(search.first?.container == "AppGraph")
        let hints = marked.workspace.inlayHints(path: "Sources/App/AppGraph.swift").map(\.label)
        #expect(hints == ["(.shared) → clock", "→ session", "→ page(…)"])
    }

    @Test("the example workspace checks clean through the workspace model too")
    func exampleWorkspaceThroughModel() {
        let marked = MarkedWorkspace(queryFixture)
        let cradle = marked.workspace.diagnostics.filter { $0.code.number != nil }
        #expect(cradle.isEmpty)
    }

    @Test("definition of an input: type goes to the type's declaration, in another module too")
    func inputDefinition() {
        let marked = MarkedWorkspace(
            """
            -- Sources/Feature/FeatureGraph.swift --
            import Cradle

            @DependencyGraph(input: 1️⃣FeatureConfig.self)
            final class FeatureGraph {
                @Provide private func makeClient() -> Client { Client(input.baseURL) }
            }
            -- Sources/Config/FeatureConfig.swift --
            public struct FeatureConfig { public let baseURL: String }
            """)
        let found = marked.workspace.definition(path: marked.file("1"), offset: marked.offset("1"))
        #expect(found.map(\.file) == ["Sources/Config/FeatureConfig.swift"])
        #expect(found.map(marked.text) == ["FeatureConfig"])
        #expect(
            marked.workspace.hover(path: marked.file("1"), offset: marked.offset("1"))?.markdown.hasPrefix(
                "**input `FeatureConfig`**") == true)
    }

    @Test(
        "workspace view: modules as subgraphs (Mermaid) or clusters (DOT), sources resolved across modules, unknown sources dashed"
    )
    func workspaceView() {
        let fixture = """
            -- Sources/Auth/AuthGraph.swift --
            import Cradle
            @DependencyGraph
            final class AuthGraph {
                @Provide private func makeToken() -> Token { Token() }
            }
            -- Sources/App/AppGraph.swift --
            import Cradle
            @DependencyGraph(sources: [AuthGraph.self, Missing.self])
            final class AppGraph {
                @Provide private func makeClient() -> Client { Client(authGraph.token) }
            }
            """
        let summaries = Fixture(fixture).files.map {
            FileSummary(SourceInput(path: $0.path, module: $0.module, text: SourceText($0.text)))
        }
        let modules = ["App", "Auth"].map { name -> (name: String, diagram: ModuleDiagram) in
            let (diagrams, excluded) = DiagramBuilder.diagrams(of: summaries.filter { $0.module == name })
            return (name, ModuleDiagram(graphs: diagrams, excluded: excluded))
        }
        let picture = WorkspaceDiagram(modules: modules)
        #expect(
            DotRenderer.render(picture).hasSuffix(
                """
                    subgraph "cluster_module0" {
                        label="App";
                        subgraph "cluster_graph0_0" {
                            label="";
                            "n0" [label="App.AppGraph", shape=folder];
                            "n2" [label="Client\\nmakeClient\\n.shared", style=solid];
                        }
                    }
                    subgraph "cluster_module1" {
                        label="Auth";
                        subgraph "cluster_graph1_0" {
                            label="";
                            "n1" [label="Auth.AuthGraph", shape=folder];
                            "n3" [label="Token\\nmakeToken\\n.shared", style=solid];
                        }
                    }
                    "n4" [label="Missing", style=dashed, color=gray];
                    "n0" -> "n1";
                    "n0" -> "n4";
                    "n2" -> "n1";
                }

                """))
        let text = MermaidRenderer.render(picture)
        #expect(
            text.hasSuffix(
                """
                    subgraph workspaceModule0["App"]
                        subgraph workspaceGraph0_0[" "]
                            workspaceNode0["App.AppGraph"]
                            workspaceNode2["Client<br/>makeClient<br/>.shared"]
                        end
                    end
                    subgraph workspaceModule1["Auth"]
                        subgraph workspaceGraph1_0[" "]
                            workspaceNode1["Auth.AuthGraph"]
                            workspaceNode3["Token<br/>makeToken<br/>.shared"]
                        end
                    end
                    workspaceNode4["Missing"]
                    workspaceNode0 --> workspaceNode1
                    workspaceNode0 --> workspaceNode4
                    workspaceNode2 --> workspaceNode1
                    class workspaceNode0 source
                    class workspaceNode1 source
                    class workspaceNode2 shared
                    class workspaceNode3 shared
                    class workspaceNode4 unknown

                """))
    }
}
