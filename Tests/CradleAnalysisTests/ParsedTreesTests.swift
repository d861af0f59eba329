import CradleSyntax
import Testing

@testable import CradleAnalysis

/// A workspace entry keeps a file's text and what was summarised from it, never its tree; trees
/// of recent updates and queries are kept apart, within a budget, until released.
@Suite("Entries keep text, trees are kept while in use")
struct ParsedTreesTests {
    static let graphPath = "Sources/App/AppGraph.swift"

    static func address(_ tree: SyntaxTree) -> UnsafePointer<Token>? {
        tree.tokens.withUnsafeBufferPointer(\.baseAddress)
    }

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

    @Test("the tree an update built is kept: a query right after it parses nothing, and gets the file's tree")
    func updateKeepsItsTree() throws {
        let workspace = MarkedWorkspace(queryFixture).workspace
        let entry = try #require(workspace.entries[Self.graphPath])
        let parses = workspace.parsedTrees.parses
        let tree = try #require(workspace.tree(of: Self.graphPath))
        #expect(workspace.parsedTrees.parses == parses)
        #expect(tree.dump() == SyntaxTree(parsing: entry.summary.tree.text).dump())
        #expect(!tree.declarations.isEmpty)
    }

    @Test("released trees are parsed again by the next query, which keeps the tree for the one after")
    func releasedTreesAreParsedAgain() throws {
        let workspace = MarkedWorkspace(queryFixture).workspace
        let kept = try #require(workspace.tree(of: Self.graphPath))
        let activity = workspace.treeActivity
        workspace.releaseKeptTrees()
        #expect(workspace.parsedTrees.count == 0)
        let parses = workspace.parsedTrees.parses
        // `kept` is still alive, so a new parse cannot reuse its buffer.
        let parsed = try #require(workspace.tree(of: Self.graphPath))
        #expect(workspace.parsedTrees.parses == parses + 1)
        #expect(Self.address(parsed) != Self.address(kept))
        #expect(parsed.dump() == kept.dump())
        let again = try #require(workspace.tree(of: Self.graphPath))
        #expect(workspace.parsedTrees.parses == parses + 1)
        #expect(Self.address(again) == Self.address(parsed))
        #expect(workspace.treeActivity != activity)
    }

    @Test("after an edit one tree of the file is kept, the new one; the old snapshot still gets the old text")
    func editReplacesTheKeptTree() throws {
        let before = MarkedWorkspace(queryFixture).workspace
        let count = before.parsedTrees.count
        let text = "import Cradle\n\n@DependencyGraph\nfinal class NewGraph {}\n"
        let after = before.updating(path: Self.graphPath, module: "App", text: SourceText(text))
        #expect(after.parsedTrees.count == count)
        let tree = try #require(after.tree(of: Self.graphPath))
        #expect(tree.dump() == SyntaxTree(parsing: text).dump())
        let old = try #require(before.tree(of: Self.graphPath))
        #expect(old.text == before.entries[Self.graphPath]?.summary.tree.text)
        #expect(old.text != tree.text)
        var removed = after
        removed.remove(path: Self.graphPath)
        #expect(removed.parsedTrees.count == count - 1)
    }

    @Test("an update hands back the old entry and, for a file up to 1 MB, its old tree, to be freed after the answer")
    func updateHandsBackTheOldVersion() throws {
        var workspace = MarkedWorkspace(queryFixture).workspace
        let old = try #require(workspace.entries[Self.graphPath])
        let oldTree = try #require(workspace.tree(of: Self.graphPath))
        let text = "import Cradle\n\n@DependencyGraph\nfinal class NewGraph {}\n"
        let retired = workspace.update(path: Self.graphPath, module: "App", text: SourceText(text))
        #expect(retired.entry === old)
        #expect(retired.trees.map(Self.address) == [Self.address(oldTree)])
        #expect(!workspace.parsedTrees.keepsTree(for: old))
        // A larger file's old tree goes before its new one is built: two are never held. Up to
        // the limit (1 MB of new text), the old tree is handed back.
        let line = "let x = 1 // padding\n"
        let limit = Workspace.Retired.keptTextLimit
        let large = "import Cradle\n" + String(repeating: line, count: (limit - 100) / line.utf8.count)
        for (extra, kept) in [(limit - large.utf8.count, true), (limit - large.utf8.count + 1, false)] {
            workspace.update(path: "Sources/App/Large.swift", module: "App", text: SourceText(large))
            _ = try #require(workspace.tree(of: "Sources/App/Large.swift"))
            let text = large + String(repeating: "\n", count: extra)
            #expect(text.utf8.count == (kept ? limit : limit + 1))
            let largeRetired = workspace.update(path: "Sources/App/Large.swift", module: "App", text: SourceText(text))
            #expect(largeRetired.entry != nil)
            #expect(largeRetired.trees.count == (kept ? 1 : 0))
        }
    }

    @Test("the kept trees stay within the budget, least recently used dropped first, the newest always kept")
    func budget() throws {
        let file =
            "import Cradle\n" + String(repeating: "let x = 1 // a line of padding to make the file larger\n", count: 20_000)
        var workspace = Workspace()
        let size = ParsedTrees.estimatedSize(SyntaxTree(parsing: file))
        let fitting = ParsedTrees.byteBudget / size
        #expect(fitting >= 2)
        for index in 0...fitting { workspace.update(path: "F\(index).swift", module: "App", text: SourceText(file)) }
        #expect(workspace.parsedTrees.count == fitting)
        // The first file's tree was dropped, the last one's is kept.
        let parses = workspace.parsedTrees.parses
        _ = workspace.tree(of: "F\(fitting).swift")
        #expect(workspace.parsedTrees.parses == parses)
        _ = workspace.tree(of: "F0.swift")
        #expect(workspace.parsedTrees.parses == parses + 1)
        // A tree larger than the whole budget is still kept, alone.
        var large = "import Cradle\n"
        while ParsedTrees.estimatedSize(SyntaxTree(parsing: large)) <= ParsedTrees.byteBudget {
            large += String(repeating: "let y = 2\n", count: 100_000)
        }
        workspace.update(path: "Large.swift", module: "App", text: SourceText(large))
        #expect(workspace.parsedTrees.count == 1)
        _ = workspace.tree(of: "Large.swift")
        #expect(workspace.parsedTrees.parses == parses + 1)
    }
}
