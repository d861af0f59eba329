import CradleSyntax
import Testing

@testable import CradleAnalysis

/// Two graphs in two modules, an accessor use, and markers on a factory (1), a parameter type
/// (2), an accessor use (3), `@DependencyGraph` (4) and a `sources:` element (5).
let queryFixture = """
    -- Sources/App/AppGraph.swift --
    import Cradle

    @DependencyGraph(sources: [5️⃣AuthGraph.self])
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

    @Test("a findings pass shares its chains between graphs, and a pass of another workspace value is not used")
    func findingPass() {
        let graphs =
            "import Cradle\n@DependencyGraph\nfinal class G {\n    @Provide private func makeClock() -> Clock { Clock() }\n}\n"
            + "@DependencyGraph\nfinal class H {\n    @Provide private func makeClock() -> Clock { Clock() }\n}\n"
        let holder =
            "final class Holder {\n    let g = G()\n    let h = H()\n}\nfunc f(holder: Holder) { print(holder.g.clock) }\n"
        var workspace = Workspace().updating(path: "G.swift", module: "App", text: SourceText(graphs))
        workspace = workspace.updating(path: "Holder.swift", module: "App", text: SourceText(holder))
        let pass = SharedResolver(workspace)
        #expect(pass.resolver(for: workspace) != nil, "the workspace the pass was made from uses its resolver")
        #expect(pass.resolver(for: workspace) === pass.resolver(for: workspace), "one resolver for the whole pass")
        let shared = workspace.diagnostics(in: "G.swift", pass: pass)
        // Only H's clock is unread: the chain `holder.g` names G, resolved once for both graphs.
        #expect(shared.filter { $0.code == .unusedRegistration }.count == 1)
        #expect(shared == workspace.diagnostics(in: "G.swift"))
        // After an edit, the old pass is of another workspace value: its resolver is not asked.
        let edited = workspace.updating(
            path: "Holder.swift", module: "App", text: SourceText(holder.replacingOccurrences(of: "holder.g.", with: "holder.h."))
        )
        #expect(pass.resolver(for: edited) == nil)
        #expect(edited.diagnostics(in: "G.swift", pass: pass) == edited.diagnostics(in: "G.swift"))
        #expect(edited.diagnostics(in: "G.swift", pass: pass) != shared, "the read moved from G's clock to H's")
    }

    @Test("removing a file that held most of the index's keys leaves no empty capacity behind")
    func removalCompactsTables() {
        let types = (0..<5_000).map { "struct Model\($0) { var value\($0) = 0 }\n" }.joined()
        var workspace = Workspace()
        workspace.update(path: "Sources/App/Small.swift", module: "App", text: SourceText("struct Kept {}\n"))
        workspace.update(path: "Sources/App/Large.swift", module: "App", text: SourceText(types))
        #expect(workspace.typePaths.capacity >= 5_000)
        workspace.remove(path: "Sources/App/Large.swift")
        #expect(workspace.typePaths.capacity < 1_024)
        #expect(workspace.typePaths.keys.sorted() == ["Kept"])
        #expect(workspace.entries.keys.sorted() == ["Sources/App/Small.swift"])
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

    @Test("the example workspace checks clean through the workspace model too")
    func exampleWorkspaceThroughModel() {
        let marked = MarkedWorkspace(queryFixture)
        let cradle = marked.workspace.diagnostics.filter { $0.code.number != nil }
        #expect(cradle.isEmpty)
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

    @Test("two copies of a snapshot that change apart each see their own graphs, however often they are asked")
    func graphCatalogueOfCopies() {
        let base = MarkedWorkspace(queryFixture).workspace
        let graph = { (name: String) in
            SourceText(
                "import Cradle\n@DependencyGraph\nfinal class \(name) {\n    @Provide private func makeX() -> X { X() }\n}\n")
        }
        let first = base.updating(path: "Sources/App/Extra.swift", module: "App", text: graph("FirstGraph"))
        let second = base.updating(path: "Sources/App/Extra.swift", module: "App", text: graph("SecondGraph"))
        for _ in 0..<2 {
            for (copy, own, other) in [(first, "FirstGraph", "SecondGraph"), (second, "SecondGraph", "FirstGraph")] {
                let names = copy.allGraphs.compactMap(\.graph.graph.lexicalPath.last)
                #expect(names.contains(own) && !names.contains(other), "\(names)")
                #expect(copy.graphs(named: own).count == 1 && copy.graphs(named: other).isEmpty)
            }
            #expect(base.graphs(named: "FirstGraph").isEmpty && base.graphs(named: "SecondGraph").isEmpty)
        }
    }
}

@Suite("Workspace, the code digest")
struct CodeDigestTests {
    func digest(_ text: String) -> Int { Workspace.codeDigest(of: SyntaxTree(parsing: text)) }

    @Test("comments and white space leave it; any token's change moves it, before and after a 64 KiB buffer's end")
    func tokensOnly() {
        // About 110 KiB as the digest writes them: the buffer fills and is hashed at least once before the end.
        let body = (0..<3_000).map { "let value\($0) = \($0)" }.joined(separator: "\n")
        let base = digest(body)
        #expect(digest(body.replacingOccurrences(of: "let value10 =", with: "let  value10 = /* c */")) == base)
        #expect(digest(body + "\n// the end\n") == base)
        #expect(digest(body.replacingOccurrences(of: "value10 = 10", with: "value10 = 11")) != base)
        #expect(digest(body.replacingOccurrences(of: "value2999 = 2999", with: "value2999 = 2990")) != base)
        // Tokens split differently with the same bytes: `a.b` against `a .b` is trivia, `ab` against `a b` is not.
        #expect(digest("x = ab") != digest("x = a b"))
    }

    @Test("a literal longer than the buffer is hashed whole: a byte changed inside it moves the digest")
    func longLiteral() {
        let long = String(repeating: "a", count: 70_000)
        let text = "let head = 1\nlet big = \"\(long)\"\nlet tail = 2\n"
        let changed = text.replacingOccurrences(of: "aaaa\"", with: "aaab\"")
        #expect(digest(text) == digest(text.replacingOccurrences(of: "let tail", with: "let  tail")))
        #expect(digest(text) != digest(changed))
    }
}
