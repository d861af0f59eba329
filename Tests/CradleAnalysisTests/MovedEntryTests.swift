import CradleSyntax
import CradleTestSupport
import Testing

@testable import CradleAnalysis

/// An edit is lexed again only where it is; one that changes white space or comments alone in a
/// file without graphs is not parsed, and the file's entry is the old one moved. Either way the
/// workspace must hold exactly what a fresh analysis of the same texts holds.
@Suite("Edits lexed again where they are")
struct MovedEntryTests {
    static let iconsPath = "Sources/App/Icons.swift"
    static let graphPath = "Sources/App/AppGraph.swift"

    static let icons = """
        import Foundation

        /// Icons.
        public final class Icons {
            public static let home = Icons(name: "home")
            public static let away: Icons = .init(name: "away")
            let name: String
            let store = Store.shared
            lazy var chain = store.cache.first
            init(name: String) {
                self.name = name
            }
            func image() -> Image? { store.image(named: name) }  // reads
        }

        extension AppGraph {
            var label: String { clock.description }
        }

        struct Store { static let shared = Store(); func image(named: String) -> Image? { nil } }
        let globalIcons = [Icons.home]
        let built = FeatureGraph(input: FeatureGraphInput(clock: AppGraph().clock))

        """

    static let graph = """
        import Cradle

        @DependencyGraph
        final class AppGraph {
            @Provide
            private func makeClock() -> Clock { Clock() }
            @Provide
            private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
        }

        """

    static let trivia = [" ", "\n", "  ", "// note\n", "/* c */", "\n\n", "// cradle-lsp:ignore unused-registration\n", "\t"]
    static let code = ["x", ".session", "1", "(", "}", "@Provide ", "typealias T = Int\n", "\"", "clock"]

    /// One random edit of `text`: most often white space or a comment at a token's start (or
    /// removed again), else code anywhere.
    static func edit(_ text: SourceText, using generator: inout SeededGenerator) -> SourceText {
        var bytes = text.bytes
        let tokens = Lexer.tokenize(text).tokens
        let index = Int.random(in: 0..<tokens.count, using: &generator)
        let token = tokens[index]
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<6:
            let piece = trivia[Int.random(in: 0..<trivia.count, using: &generator)]
            bytes.insert(contentsOf: Array(piece.utf8), at: Int(token.start))
        case 6, 7:
            // Remove the trivia before the token, when there is some.
            let start = index > 0 ? Int(tokens[index - 1].end) : 0
            if start < Int(token.start) { bytes.removeSubrange(start..<Int(token.start)) }
        default:
            let at = Int.random(in: 0...bytes.count, using: &generator)
            bytes.insert(contentsOf: Array(code[Int.random(in: 0..<code.count, using: &generator)].utf8), at: at)
        }
        return SourceText(bytes: bytes)
    }

    /// Everything the workspace knows of `path`, for comparison with a fresh analysis.
    static func expectSame(_ workspace: Workspace, _ fresh: Workspace, _ path: String, _ context: String) {
        guard let entry = workspace.entries[path], let other = fresh.entries[path] else {
            Issue.record("no entry for \(path)")
            return
        }
        #expect(workspace.diagnostics(in: path) == fresh.diagnostics(in: path), "\(context)")
        #expect(entry.memberNames == other.memberNames, "\(context)")
        #expect(entry.extendedTypeNames == other.extendedTypeNames)
        #expect(entry.implicitMemberUses == other.implicitMemberUses)
        #expect(entry.declaredTypes == other.declaredTypes, "\(context)")
        #expect(entry.typeShapes == other.typeShapes, "\(context)")
        #expect(entry.globalNames == other.globalNames)
        #expect(entry.inputCalls == other.inputCalls)
        #expect(entry.mentionsSuppression == other.mentionsSuppression)
        #expect(entry.shapeDigest == other.shapeDigest)
        #expect(entry.codeDigest == other.codeDigest)
        #expect(entry.summary.tree.text == other.summary.tree.text)
        #expect(workspace.tree(of: path)?.dump() == fresh.tree(of: path)?.dump())
    }

    @Test("random edits of a file leave the workspace as a fresh analysis", arguments: 0..<6)
    func differential(_ seed: Int) throws {
        var generator = SeededGenerator(state: UInt64(seed) &* 7_777 &+ 3)
        var workspace = Workspace()
        workspace.update(path: Self.graphPath, module: "App", text: SourceText(Self.graph))
        var text = SourceText(Self.icons)
        workspace.update(path: Self.iconsPath, module: "App", text: text)
        var moved = 0
        for step in 0..<120 {
            text = Self.edit(text, using: &generator)
            // A query now and then keeps a tree, which the next edit lexes again from.
            if step % 7 == 0 { _ = workspace.tree(of: Self.iconsPath) }
            workspace.update(path: Self.iconsPath, module: "App", text: text)
            let entry = try #require(workspace.entries[Self.iconsPath])
            if !workspace.parsedTrees.keepsTree(for: entry) { moved += 1 }
            var fresh = Workspace()
            fresh.update(path: Self.graphPath, module: "App", text: SourceText(Self.graph))
            fresh.update(path: Self.iconsPath, module: "App", text: text)
            let context = "step \(step): \(String(decoding: text.bytes, as: UTF8.self).debugDescription)"
            Self.expectSame(workspace, fresh, Self.iconsPath, context)
            // The graph's findings depend on the names the edited file reads.
            #expect(workspace.diagnostics(in: Self.graphPath) == fresh.diagnostics(in: Self.graphPath), "\(context)")
            // Back to the start now and then, so that edits keep landing in a file without findings.
            if step % 30 == 29 {
                text = SourceText(Self.icons)
                workspace.update(path: Self.iconsPath, module: "App", text: text)
            }
        }
        // The edits take the path without parsing often enough to mean something.
        #expect(moved >= 10)
    }

    /// A file with every kind of place a name can be typed in: bodies, accessors, initialiser
    /// arguments (inert), and declarations, chains, extensions, `self.x = y` and `input:` calls
    /// (not inert).
    static let names = """
        import Foundation

        final class Screen {
            static let title = Label(text: "Title", style: Style(size: big), comment: note)
            let store = Store.shared
            var count: Int { get { store.count + offset } set { store.count = newValue - offset } }
            var label: String { store.name }
            init(store: Store) {
                self.store = store
            }
            func show(graph: AppGraph) -> View {
                let session = graph.session
                let other = FeatureGraph(input: FeatureGraphInput(clock: graph.clock))
                return View(session: session, other: other)
            }
        }

        func helper(value: Int) -> Int { value + offset }

        extension AppGraph {
            func touch() { _ = clock }
        }

        let shared = Screen(store: Store(cache: cache))

        """

    @Test("a name typed in a body or an initialiser's arguments updates the entry without parsing; elsewhere the file is parsed")
    func renamedNames() throws {
        let path = "Sources/App/Screen.swift"
        let tokens = Lexer.tokenize(SourceText(Self.names)).tokens
        var renamed = 0
        var parsed = 0
        var renamedLines: Set<Int> = []
        for token in tokens where token.kind == .identifier {
            for typed in ["x", ""] {
                var bytes = Array(Self.names.utf8)
                // A letter typed at the name's end, or its last letter deleted.
                if typed.isEmpty {
                    guard token.end - token.start > 1 else { continue }
                    bytes.remove(at: Int(token.end) - 1)
                } else {
                    bytes.insert(contentsOf: Array(typed.utf8), at: Int(token.end))
                }
                let text = SourceText(bytes: bytes)
                var workspace = Workspace()
                workspace.update(path: Self.graphPath, module: "App", text: SourceText(Self.graph))
                workspace.update(path: path, module: "App", text: SourceText(Self.names))
                workspace.update(path: path, module: "App", text: text)
                let entry = try #require(workspace.entries[path])
                if workspace.parsedTrees.keepsTree(for: entry) {
                    parsed += 1
                } else {
                    renamed += 1
                    renamedLines.insert(Self.names.utf8.prefix(Int(token.start)).filter { $0 == 0x0A }.count + 1)
                }
                var fresh = Workspace()
                fresh.update(path: Self.graphPath, module: "App", text: SourceText(Self.graph))
                fresh.update(path: path, module: "App", text: text)
                let context = "\(SourceText(Self.names)[token.range]) + \(typed.debugDescription)"
                Self.expectSame(workspace, fresh, path, context)
                #expect(workspace.diagnostics(in: Self.graphPath) == fresh.diagnostics(in: Self.graphPath), "\(context)")
            }
        }
        // Inert: the initialiser's arguments (line 4), the accessors' bodies (6), the bodies of
        // `show` (12-14) and `helper` (18), and the arguments of `shared` (24). Never the
        // implicit getter (7), the initialiser's body (9), the extension's (21) or a declaration.
        #expect(renamedLines == [4, 6, 12, 13, 14, 18, 24])
        #expect(renamed >= 20)
        #expect(parsed >= 20)
    }

    /// Whether typing `x` right after `marker` in `original` updates the entry without parsing;
    /// either way the workspace must equal a fresh analysis.
    static func typingIsUnparsed(_ original: String, after marker: String) throws -> Bool {
        let path = "Sources/App/Screen.swift"
        let offset = try #require(original.range(of: marker)).upperBound.utf16Offset(in: original)
        var bytes = Array(original.utf8)
        bytes.insert(UInt8(ascii: "x"), at: offset)
        var workspace = Workspace()
        workspace.update(path: path, module: "App", text: SourceText(original))
        workspace.update(path: path, module: "App", text: SourceText(bytes: bytes))
        let entry = try #require(workspace.entries[path])
        // Asked before the comparison, whose query parses and keeps a tree.
        let isUnparsed = !workspace.parsedTrees.keepsTree(for: entry)
        var fresh = Workspace()
        fresh.update(path: path, module: "App", text: SourceText(bytes: bytes))
        expectSame(workspace, fresh, path, marker)
        return isUnparsed
    }

    @Test("the first name of a body or of an argument list is inert too, and so is a body 40 types deep")
    func inertEdges() throws {
        #expect(try Self.typingIsUnparsed(Self.names, after: "Int { value"))
        #expect(try Self.typingIsUnparsed(Self.names, after: "Label(text"))
        #expect(try Self.typingIsUnparsed("let single = Make(value)\n", after: "Make(value"))
        #expect(try Self.typingIsUnparsed("let chained = make(a)(value)\n", after: "(value"))
        let nested =
            (0..<40).map { "struct S\($0) {\n" }.joined() + "func f() { value }\n" + String(repeating: "}\n", count: 40)
        #expect(try Self.typingIsUnparsed(nested, after: "{ value"))
        let conditional =
            String(repeating: "#if A\n", count: 40) + "func f() { value }\n" + String(repeating: "#endif\n", count: 40)
        #expect(try Self.typingIsUnparsed(conditional, after: "{ value"))
        // A declaration's own name is not.
        #expect(try !Self.typingIsUnparsed(Self.names, after: "func helper"))
    }

    @Test("a receiver renamed in a body moves the graph's reads at once")
    func renamedReceiverMovesReads() throws {
        let path = "Sources/App/Use.swift"
        let use = """
            struct Other { var session: Int { 0 } }
            func use(graph: AppGraph, other: Other) {
                _ = graph.session
            }

            """
        var workspace = Workspace()
        workspace.update(path: Self.graphPath, module: "App", text: SourceText(Self.graph))
        workspace.update(path: path, module: "App", text: SourceText(use))
        let before = workspace.diagnostics(in: Self.graphPath)
        // `graph` → `other`: the read of `session` is no longer the graph's.
        let renamed = use.replacingOccurrences(of: "_ = graph.session", with: "_ = other.session")
        workspace.update(path: path, module: "App", text: SourceText(renamed))
        let entry = try #require(workspace.entries[path])
        #expect(!workspace.parsedTrees.keepsTree(for: entry), "a name renamed in a body is not parsed")
        var fresh = Workspace()
        fresh.update(path: Self.graphPath, module: "App", text: SourceText(Self.graph))
        fresh.update(path: path, module: "App", text: SourceText(renamed))
        let after = workspace.diagnostics(in: Self.graphPath)
        #expect(after == fresh.diagnostics(in: Self.graphPath))
        #expect(after != before, "the graph's findings moved with the read")
    }

    @Test("a blank line typed moves the file's declarations and shapes, without parsing")
    func blankLineMoves() throws {
        var workspace = Workspace()
        workspace.update(path: Self.graphPath, module: "App", text: SourceText(Self.graph))
        workspace.update(path: Self.iconsPath, module: "App", text: SourceText(Self.icons))
        let before = try #require(workspace.entries[Self.iconsPath]?.declaredTypes["Icons"])
        // After the import: a line break before the first token would change its flags.
        let edited = Self.icons.replacingOccurrences(of: "Foundation\n", with: "Foundation\n\n")
        workspace.update(path: Self.iconsPath, module: "App", text: SourceText(edited))
        let entry = try #require(workspace.entries[Self.iconsPath])
        #expect(!workspace.parsedTrees.keepsTree(for: entry))
        #expect(entry.declaredTypes["Icons"] == ByteRange(start: before.start + 1, end: before.end + 1))
        let shape = try #require(entry.typeShapes?.first { $0.path == "Icons" })
        let name = try #require(shape.members["name"])
        #expect(SourceText(edited)[name.range] == "name")
        // A second edit lexes again from the tokens the first one kept.
        workspace.update(
            path: Self.iconsPath, module: "App",
            text: SourceText(edited.replacingOccurrences(of: "Foundation\n", with: "Foundation\n\n")))
        let second = try #require(workspace.entries[Self.iconsPath])
        #expect(!workspace.parsedTrees.keepsTree(for: second))
        #expect(second.declaredTypes["Icons"] == ByteRange(start: before.start + 2, end: before.end + 2))
    }

    @Test("the tokens an edit kept stay while other files change, and go with their file")
    func keptTokensFollowTheirFile() throws {
        var workspace = Workspace()
        workspace.update(path: Self.graphPath, module: "App", text: SourceText(Self.graph))
        workspace.update(path: Self.iconsPath, module: "App", text: SourceText(Self.icons))
        workspace.update(path: Self.iconsPath, module: "App", text: SourceText(Self.icons + "\n"))
        let entry = try #require(workspace.entries[Self.iconsPath])
        #expect(workspace.parsedTrees.keepsTokens(for: entry))
        // An edit of another file leaves them: the next edit of this one lexes only its line.
        workspace.update(path: Self.graphPath, module: "App", text: SourceText(Self.graph + "\n"))
        #expect(workspace.parsedTrees.keepsTokens(for: entry))
        // Removing the file drops them; so does the release once the server is quiet.
        workspace.remove(path: Self.iconsPath)
        #expect(!workspace.parsedTrees.keepsTokens(for: entry))
        workspace.update(path: Self.iconsPath, module: "App", text: SourceText(Self.icons))
        workspace.update(path: Self.iconsPath, module: "App", text: SourceText(Self.icons + "\n"))
        let again = try #require(workspace.entries[Self.iconsPath])
        #expect(workspace.parsedTrees.keepsTokens(for: again))
        workspace.releaseKeptTrees()
        #expect(!workspace.parsedTrees.keepsTokens(for: again))
    }

    @Test("a file with graphs is analysed again after white space is typed: its findings hold syntax")
    func graphFileIsAnalysed() throws {
        var workspace = Workspace()
        workspace.update(path: Self.graphPath, module: "App", text: SourceText(Self.graph))
        workspace.update(path: Self.graphPath, module: "App", text: SourceText("\n" + Self.graph))
        let entry = try #require(workspace.entries[Self.graphPath])
        #expect(workspace.parsedTrees.keepsTree(for: entry))
        // The graph's syntax is the new text's: the factory's name moved by the line break.
        let offset = try #require(Self.graph.range(of: "makeClock")).lowerBound.utf16Offset(in: Self.graph)
        #expect(entry.factories.first?.factories.first?.function.name.range.start == offset + 1)
    }
}
