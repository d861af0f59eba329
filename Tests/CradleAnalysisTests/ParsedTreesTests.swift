import CradleSyntax
import Testing

@testable import CradleAnalysis

/// A workspace keeps each file's text and what was summarised from it, never its tree; queries
/// parse the file again, through a small cache bounded by the size of the texts.
@Suite("Entries keep text, queries parse again")
struct ParsedTreesTests {
    static let graphPath = "Sources/App/AppGraph.swift"

    @Test("an entry of a file with graphs keeps its text and summary, not its tokens and declarations")
    func entryKeepsText() throws {
        let workspace = MarkedWorkspace(queryFixture).workspace
        let entry = try #require(workspace.entries[Self.graphPath])
        #expect(entry.isParsed)
        #expect(entry.summary.tree.isTextOnly)
        #expect(entry.summary.tree.tokens.count == 1 && entry.summary.tree.declarations.isEmpty)
        // What the summary read stays: the graph with its members, and the findings.
        #expect(entry.summary.graphs.map(\.name) == ["AppGraph"])
        #expect(entry.factories.first?.factories.map(\.name) == ["makeClock", "makeSession", "makePage"])
    }

    @Test("the tree a query gets is the tree of the file's text, and a second query reuses it")
    func treeOfEqualsParse() throws {
        let workspace = MarkedWorkspace(queryFixture).workspace
        let entry = try #require(workspace.entries[Self.graphPath])
        let tree = try #require(workspace.tree(of: Self.graphPath))
        #expect(tree.dump() == SyntaxTree(parsing: entry.summary.tree.text).dump())
        #expect(!tree.declarations.isEmpty)
        let again = try #require(workspace.tree(of: Self.graphPath))
        #expect(again.tokens.withUnsafeBufferPointer(\.baseAddress) == tree.tokens.withUnsafeBufferPointer(\.baseAddress))
        #expect(workspace.parsedTrees.count >= 1)
    }

    @Test("after an edit a query sees the new text, and the old snapshot still sees the old one")
    func editedFileIsParsedAgain() throws {
        let before = MarkedWorkspace(queryFixture).workspace
        _ = before.tree(of: Self.graphPath)
        let text = "import Cradle\n\n@DependencyGraph\nfinal class NewGraph {}\n"
        let after = before.updating(path: Self.graphPath, module: "App", text: SourceText(text))
        let tree = try #require(after.tree(of: Self.graphPath))
        #expect(tree.dump() == SyntaxTree(parsing: text).dump())
        let old = try #require(before.tree(of: Self.graphPath))
        #expect(old.text == before.entries[Self.graphPath]?.summary.tree.text)
        #expect(old.text != tree.text)
    }

    @Test("a large file's tree is kept alone, reused until released, then parsed again")
    func largeFileIsKeptUntilReleased() throws {
        var body = "import Cradle\n\n@DependencyGraph\nfinal class G {\n    @Provide func makeA() -> A { A() }\n}\n"
        while body.utf8.count <= ParsedTrees.largestKept { body += "let value\(body.utf8.count) = 1 // padding padding\n" }
        let workspace = Workspace().updating(path: "G.swift", module: "App", text: SourceText(body))
        #expect(!workspace.holdsLargeTree)
        let tree = try #require(workspace.tree(of: "G.swift"))
        #expect(tree.tokens.count > 1000)
        #expect(workspace.parsedTrees.count == 0)
        #expect(workspace.holdsLargeTree)
        let again = try #require(workspace.tree(of: "G.swift"))
        #expect(again.tokens.withUnsafeBufferPointer(\.baseAddress) == tree.tokens.withUnsafeBufferPointer(\.baseAddress))
        workspace.releaseLargeTree()
        #expect(!workspace.holdsLargeTree)
        // `tree` is still alive, so a new parse cannot reuse its buffer.
        let parsed = try #require(workspace.tree(of: "G.swift"))
        #expect(parsed.tokens.withUnsafeBufferPointer(\.baseAddress) != tree.tokens.withUnsafeBufferPointer(\.baseAddress))
        #expect(parsed.dump() == tree.dump())
    }

    @Test("the kept trees stay within the byte budget, the most recent kept")
    func budget() throws {
        let file =
            "import Cradle\n" + String(repeating: "let x = 1 // a line of padding to make the file larger\n", count: 10_000)
        #expect(file.utf8.count <= ParsedTrees.largestKept)
        var workspace = Workspace()
        let count = ParsedTrees.byteBudget / file.utf8.count + 3
        for index in 0..<count {
            workspace.update(path: "F\(index).swift", module: "App", text: SourceText(file))
        }
        for index in 0..<count { _ = workspace.tree(of: "F\(index).swift") }
        #expect(workspace.parsedTrees.count == ParsedTrees.byteBudget / file.utf8.count)
        // The last one queried is kept: asking again does not parse.
        let last = try #require(workspace.tree(of: "F\(count - 1).swift"))
        let again = try #require(workspace.tree(of: "F\(count - 1).swift"))
        #expect(last.tokens.withUnsafeBufferPointer(\.baseAddress) == again.tokens.withUnsafeBufferPointer(\.baseAddress))
    }
}
