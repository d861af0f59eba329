import CradleSyntax
import Testing

@testable import CradleAnalysis

/// The module diagram of one-module fixture files (`-- path --` separated, as in `checkDiagnostics`).
private func moduleDiagram(_ source: String) -> ModuleDiagram {
    let fixture = Fixture(source)
    let summaries = fixture.files.map { FileSummary(SourceInput(path: $0.path, module: $0.module, text: SourceText($0.text))) }
    let (diagrams, excluded) = DiagramBuilder.diagrams(of: summaries)
    return ModuleDiagram(graphs: diagrams, excluded: excluded)
}

/// Checks the Mermaid body (the lines after the fixed header) of a fixture's module.
private func checkMermaid(_ source: String, body expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let text = MermaidRenderer.render(moduleDiagram(source))
    let header = MermaidRenderer.header.joined(separator: "\n") + "\n"
    #expect(text.hasPrefix(header), sourceLocation: sourceLocation)
    #expect(String(text.dropFirst(header.count)) == expected, sourceLocation: sourceLocation)
}

@Suite("Graph export (cradle.md §7)")
struct ExportTests {
    @Test("the worked example of §7.3, byte for byte")
    func workedExample() {
        checkMermaid(
            """
            import Cradle

            @DependencyGraph
            final class SessionGraph {
                @Provide private func makeToken() -> Token { Token() }
            }

            @DependencyGraph(sources: [SessionGraph.self])
            final class AppGraph {
                @Provide private func makeClient() -> Client { Client(token: sessionGraph.token) }
                @Provide(.transient) private func makeScreen(client: Client) -> Screen { Screen(client) }
                @Provide(.transient) private func makeDetail(client: Client, @External id: Int) -> Detail { Detail() }
            }
            """,
            body: """
                    subgraph graph0[" "]
                        graph0_root["AppGraph"]
                        graph0_provider0["Client<br/>makeClient<br/>.shared"]
                        graph0_provider1["Screen<br/>makeScreen<br/>.transient"]
                    end
                    class graph0_root source
                    graph0_root --> graph1_root
                    graph0_provider0 --> graph1_root
                    graph0_provider1 --> graph0_provider0
                    class graph1_root source
                    class graph0_provider0 shared
                    class graph0_provider1 transient
                    subgraph graph1[" "]
                        graph1_root["SessionGraph"]
                        graph1_provider0["Token<br/>makeToken<br/>.shared"]
                    end
                    class graph1_root source
                    class graph1_provider0 shared

                """)
    }

    @Test("header: three comment lines, flowchart, four class definitions with lazy")
    func header() {
        let text = MermaidRenderer.render(ModuleDiagram(graphs: []))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 9 && lines.last == "")
        #expect(lines[0...2].allSatisfy { $0.hasPrefix("%% ") })
        #expect(lines[3] == "flowchart TB")
        #expect(lines[6] == "    classDef lazy stroke:#333,stroke-width:2px,stroke-dasharray:2 3;")
    }

    @Test("unresolved sources are local nodes; labels are escaped; lazy providers; shadowed source reads draw no edge")
    func unresolvedAndEscaping() {
        checkMermaid(
            """
            import Cradle

            @DependencyGraph(sources: [Remote.AuthGraph.self, CacheGraph.self])
            final class FeedGraph {
                @Provide(.lazy) private func makeCache() -> Dictionary<String, Item> { [:] }
                @Provide private func makeFeed(cache: Dictionary<String, Item>) -> Feed {
                    let cacheGraph = 1
                    return Feed(cache, authGraph.session, cacheGraph)
                }
            }
            """,
            body: """
                    subgraph graph0[" "]
                        graph0_root["FeedGraph"]
                        graph0_source0["CacheGraph"]
                        graph0_source1["Remote.AuthGraph"]
                        graph0_provider0["Dictionary&lt;String, Item&gt;<br/>makeCache<br/>.lazy"]
                        graph0_provider1["Feed<br/>makeFeed<br/>.shared"]
                    end
                    class graph0_root source
                    graph0_root --> graph0_source0
                    graph0_root --> graph0_source1
                    graph0_provider1 --> graph0_provider0
                    graph0_provider1 --> graph0_source1
                    class graph0_source0 source
                    class graph0_source1 source
                    class graph0_provider0 lazy
                    class graph0_provider1 shared

                """)
    }

    @Test("sources resolve through enclosing scopes; a diagram: false graph nearer in blocks the look-up")
    func resolution() {
        let diagram = moduleDiagram(
            """
            import Cradle

            @DependencyGraph
            final class AuthGraph {}

            enum Feature {
                @DependencyGraph
                final class AuthGraph {}

                @DependencyGraph(sources: [AuthGraph.self])
                final class Inner {}
            }

            enum Other {
                @DependencyGraph(diagram: false)
                final class AuthGraph {}

                @DependencyGraph(sources: [AuthGraph.self, Feature.AuthGraph.self])
                final class Blocked {}
            }
            """)
        let names = diagram.graphs.map(\.lexicalName)
        #expect(names == ["AuthGraph", "Feature.AuthGraph", "Feature.Inner", "Other.Blocked"])
        let inner = diagram.graphs[2]
        #expect(inner.sources.map { diagram.resolve($0, in: inner) } == [1])
        let blocked = diagram.graphs[3]
        #expect(blocked.sources.map { diagram.resolve($0, in: blocked) } == [nil, 1])
    }

    @Test("DOT: one cluster per graph, quoted ids, lifetimes as styles")
    func dot() {
        let text = DotRenderer.render(
            moduleDiagram(
                """
                import Cradle
                @DependencyGraph
                final class G {
                    @Provide(.transient) private func makeA() -> A { A() }
                    @Provide(.lazy) private func makeB(a: A) -> B { B(a) }
                }
                """), name: "App \"main\"")
        #expect(text.hasPrefix("digraph \"App \\\"main\\\"\" {\n"))
        #expect(text.contains("    subgraph \"cluster_graph0\" {\n        label=\"G\";"))
        #expect(text.contains("\"graph0_provider0\" [label=\"A\\nmakeA\\n.transient\", style=dashed];"))
        #expect(text.contains("\"graph0_provider1\" [label=\"B\\nmakeB\\n.lazy\", style=dotted];"))
        #expect(text.contains("    \"graph0_provider1\" -> \"graph0_provider0\";"))
        #expect(text.hasSuffix("}\n"))
    }
}
