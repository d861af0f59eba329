import CradleSyntax
import Testing

@testable import CradleAnalysis

/// The `@DependencyGraph` arguments as the consumers read them (`cradle.md` §1.2): once, when
/// the file is summarised, leniently (malformed arguments are skipped, not reported).
@Suite("Graph attributes")
struct GraphAttributesTests {
    /// One case: the attribute's argument list, and what the model says of it, summarised as
    /// `shared`, `no-diagram`, `input:T` and `source:T` words in that order.
    static let cases: [(arguments: String, expected: [String])] = [
        ("", []),
        ("(.shared)", ["shared"]),
        ("(.lazy)", []),
        ("(shared)", []),
        ("(.shared, diagram: false)", ["shared", "no-diagram"]),
        ("(diagram: true)", []),
        ("(diagram: flag)", []),
        ("(input: Config.self)", ["input:Config"]),
        ("(input: Config())", []),
        ("(sources: [A.self, b, Outer.B.self, `C`.self])", ["source:A", "source:Outer.B", "source:`C`"]),
        ("(sources: A.self)", []),
        ("(sources: [A.self], sources: [B.self])", ["source:A", "source:B"]),
        ("(overrides: true, diagram: false)", ["no-diagram"]),
    ]

    @Test("each argument is read once into the model", arguments: cases)
    func reading(_ item: (arguments: String, expected: [String])) throws {
        let text = "import Cradle\n@DependencyGraph\(item.arguments)\nfinal class G {}\n"
        let summary = FileSummary(SourceInput(path: "G.swift", module: "App", text: SourceText(text)))
        let graph = try #require(summary.graphs.first)
        let model = graph.arguments
        var words: [String] = []
        if model.isShared { words.append("shared") }
        if model.isDiagramDisabled { words.append("no-diagram") }
        words += model.inputs.map { "input:\($0.type.text)" }
        words += model.sources.map { "source:\($0.type.text)" }
        #expect(words == item.expected, "\(item.arguments)")
    }

    @Test("the model outlives the tree: a summary reduced to its text keeps what the arguments said")
    func textOnlySummary() throws {
        let text = "import Cradle\n@DependencyGraph(.shared, input: Config.self)\nfinal class G {}\n"
        let summary = FileSummary(SourceInput(path: "G.swift", module: "App", text: SourceText(text))).withTextOnlyTree()
        let graph = try #require(summary.graphs.first)
        #expect(graph.arguments.isShared)
        #expect(graph.arguments.inputs.map(\.type.text) == ["Config"])
    }
}
