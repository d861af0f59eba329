import CradleAnalysis
import CradleSyntax
import CradleTestSupport
import Foundation
import Testing

@testable import CradleProject

/// The batch prefilter (files whose bytes cannot hold Cradle code are lexed for generated names,
/// never parsed) is a shortcut: with and without it, the findings must be identical.
@Suite("Prefilter")
struct PrefilterTests {
    static let workspaces = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("protocol-fixtures/workspaces")

    /// The loads of the same project, findings sorted: full, batch (the editor mode's findings
    /// must equal the full load's too, so it is compared inside).
    static func findings(_ root: String) -> (plain: [Diagnostic], filtered: [Diagnostic], light: Int) {
        let project = Project.find(paths: [root], currentDirectory: "/")
        let plain = project.loadWorkspace(mode: .full).workspace
        let filtered = project.loadWorkspace(mode: .batch).workspace
        let editor = project.loadWorkspace(mode: .editor).workspace
        #expect(editor.diagnostics == plain.diagnostics, "editor mode, \(root)")
        let light = filtered.entries.values.filter { !$0.isParsed }.count
        return (plain.diagnostics, filtered.diagnostics, light)
    }

    @Test("the byte search finds a needle at the very start, at the very end, and filling the whole text")
    func byteSearchAtTheEdges() {
        #expect(SourceReader.contains(Array("Cradle".utf8), "Cradle"))
        #expect(SourceReader.contains(Array("Cradle".utf8), "Cradle", asWord: true))
        #expect(SourceReader.contains(Array("import Cradle".utf8), "Cradle"))
        #expect(SourceReader.contains(Array("Cradle x".utf8), "Cradle"))
        #expect(!SourceReader.contains(Array("Cradl".utf8), "Cradle"))
        #expect(!SourceReader.contains(Array("CradleKit".utf8), "Cradle", asWord: true))
    }

    @Test(
        "identical findings on every example workspace",
        arguments: ["UserSearch", "UserSearchWithMistakes", "TuistApp", "XcodeApp"])
    func examples(_ name: String) {
        let (plain, filtered, light) = Self.findings(Self.workspaces.appendingPathComponent(name).path)
        #expect(plain == filtered)
        #expect(light > 0, "the prefilter must actually skip parsing some files")
    }

    @Test("uses in files without Cradle code count: member, implicit self in an extension, interpolation")
    func usesInLightFiles() throws {
        let graph = """
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
                @Provide private func makeLogger() -> Logger { Logger() }
                @Provide private func makeStore() -> Store { Store() }
                @Provide private func makeUnused() -> Unused { Unused() }
            }

            """
        let root = try makeTree([
            ".cradle-lsp.json": "{}", "Graph.swift": graph,
            "Member.swift": "func f(g: AppGraph) { g.clock.tick() }\n",
            "Extension.swift": "extension AppGraph {\n    func log() { logger.write() }\n}\n",
            "Interpolated.swift": "func g(g: AppGraph) -> String { \"\\(g.store)\" }\n",
            "Comment.swift": "// g.unused is mentioned only in a comment\nlet unusedText = \"unused\"\n",
        ])
        let (plain, filtered, light) = Self.findings(root)
        #expect(plain == filtered)
        #expect(light == 4)
        #expect(filtered.map(\.message) == ["nothing in the workspace uses registration type `Unused` of `makeUnused`"])
    }

    @Test("a file naming Provide or External in prose only is not parsed; a spaced attribute still is")
    func proseIsLight() throws {
        let graph = """
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
                @Provide private func makeUnused() -> Unused { Unused() }
            }

            """
        let root = try makeTree([
            ".cradle-lsp.json": "{}", "Graph.swift": graph,
            "Strings.swift":
                "/// When connecting via Cloud, the External URL will not be used. Provide one.\nlet text = \"External\"\nfunc f(g: AppGraph) { g.clock.tick() }\n",
            "Spaced.swift": "struct Holder {\n    @ Provide\n    func make() -> Clock { Clock() }\n}\n",
        ])
        let (plain, filtered, light) = Self.findings(root)
        #expect(plain == filtered)
        #expect(light == 1)
        #expect(filtered.contains { $0.code == .unusedRegistration })
        #expect(!filtered.contains { $0.message.contains("`Clock`") })
    }

    @Test("member chains through files without Cradle code resolve alike in full, batch and editor loads")
    func memberChainsInLightFiles() throws {
        let graphs = """
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
                @Provide private func makeFeatures() -> FeatureSet { FeatureSet() }
            }

            @DependencyGraph
            final class OtherGraph {
                @Provide private func makeClock() -> Clock { Clock() }
                @Provide private func makeLogger() -> Logger { Logger() }
            }

            """
        let root = try makeTree([
            ".cradle-lsp.json": "{}", "Graphs.swift": graphs,
            // A composition type and the reads through it live in files that never see Cradle.
            "FeatureSet.swift": "final class FeatureSet {\n    let other = OtherGraph()\n}\n",
            "Use.swift":
                "extension AppGraph {\n    func start() {\n        _ = featureSet.other.clock\n        _ = featureSet.other.logger\n    }\n}\n",
        ])
        let (plain, filtered, light) = Self.findings(root)
        #expect(plain == filtered)
        #expect(light == 2)
        // `featureSet.other.clock` reads OtherGraph's clock, not AppGraph's.
        #expect(filtered.map(\.message) == ["nothing in the workspace uses registration type `Clock` of `makeClock`"])
        #expect(filtered.first?.range.start ?? 0 < 100, "the finding is AppGraph's, the first graph")
    }

    @Test("identical findings on mutated example workspaces (tokens deleted and duplicated at random)")
    func mutations() throws {
        var generator = SeededGenerator(seed: 0x5eed)
        for name in ["UserSearch", "UserSearchWithMistakes", "TuistApp"] {
            for round in 0..<6 {
                let copy = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
                    "cradle-prefilter-\(UUID().uuidString)")
                try FileManager.default.copyItem(at: Self.workspaces.appendingPathComponent(name), to: copy)
                let files =
                    FileManager.default.enumerator(atPath: copy.path)?.compactMap { $0 as? String }
                    .filter { $0.hasSuffix(".swift") && !$0.hasSuffix("Package.swift") && !$0.hasSuffix("Project.swift") } ?? []
                for file in files {
                    let url = copy.appendingPathComponent(file)
                    var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
                    for _ in 0..<3 where !lines.isEmpty {
                        let index = Int.random(in: 0..<lines.count, using: &generator)
                        if Bool.random(using: &generator) {
                            lines.remove(at: index)
                        } else {
                            lines.insert(lines[Int.random(in: 0..<lines.count, using: &generator)], at: index)
                        }
                    }
                    try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
                }
                let (plain, filtered, _) = Self.findings(copy.path)
                #expect(plain == filtered, "\(name) round \(round)")
                try? FileManager.default.removeItem(at: copy)
            }
        }
    }
}

@Suite("Prefilter words")
struct PrefilterWordTests {
    @Test(
        "what marks a file as one that may hold Cradle code",
        arguments: [
            ("import Cradle\n", true), ("@Provide private func f() -> A", true), ("@Provide(.lazy) func", true),
            ("func f(@External x: Int)", true), ("@Cradle.Provide", true), ("@DependencyGraph\n", true),
            ("@DependencyGraph(sources: [])", true), ("class AuthProvider {}", false), ("let externalID = 1", false),
            ("struct ExternalLink {}", false), ("protocol DependencyGraphing {}", false), ("let x = 1", false),
            ("ends with @Provide", true), ("@Provide_", false), ("@Provideé", false),
            // The attribute names count where an attribute can name them, not as English words.
            ("/// When connecting via Cloud, the External URL will not be used.", false),
            ("return \"External URL\"", false), ("// Provide a value", false), ("ends with Provide", false),
            ("@ Provide func", true), ("@\n  External", true), ("@/* c */Provide", true), ("@`Provide`", true),
            ("@Cradle.External", true), ("x@Provide", true), ("@ // a comment\n  // another\n Provide", true),
            ("let url = \"http://x\"\nProvide", false), ("a.Provide", false), ("/* c */ Provide", true),
            ("// a line\nExternal", false), ("@ //\nProvide", true), ("@// c\nProvide", true),
            ("import CradleSupport\n", true), (String(repeating: " \n", count: 70) + "Provide", true),
        ])
    func words(_ text: String, _ expected: Bool) {
        #expect(SourceReader.mayHoldCradle(Array(text.utf8)) == expected)
    }

    /// Pieces of text around the attribute names: white space, comments of both kinds, strings,
    /// backticks and the names themselves.
    static let pieces = [
        "@", "Provide", "External", " ", "\n", "\t", "// c ", "/* c */", "/*", "*/", "\"", "`", ".", "x", "(", ")",
        "@/", "//", "\r\n", "Provide@", "#if A\n", "#endif\n",
    ]

    @Test("random texts: wherever the lexer puts `Provide` or `External` right after `@`, the file is parsed")
    func neverSkipsAnAttribute() {
        var generator = SeededGenerator(seed: 0xA77)
        var attributes = 0
        for _ in 0..<4_000 {
            let count = Int.random(in: 1...12, using: &generator)
            let text = (0..<count).map { _ in Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)] }.joined()
            let tree = SyntaxTree(parsing: SourceText(text))
            let tokens = tree.tokens
            let named = tokens.indices.dropLast().contains { index in
                tokens[index].kind == .atSign
                    && ["Provide", "External"].contains(tree.canonicalText(ofToken: index + 1, removingBackticks: true))
            }
            if named {
                attributes += 1
                #expect(SourceReader.mayHoldCradle(Array(text.utf8)), "\(text.debugDescription)")
            }
        }
        #expect(attributes > 200)
    }
}

@Suite("Editor load")
struct EditorLoadTests {
    @Test("files without Cradle code keep no text in an editor session; queries read it back from disk")
    func textReadBack() throws {
        let graph =
            "import Cradle\n\n@DependencyGraph\nfinal class AppGraph {\n    @Provide private func makeClock() -> Clock { Clock() }\n}\n"
        let use = "func f(g: AppGraph) { g.clock.tick() }\n"
        let root = try makeTree([".cradle-lsp.json": "{}", "Graph.swift": graph, "Use.swift": use])
        let project = Project.find(paths: [root], currentDirectory: "/", style: .absolute)
        let workspace = project.loadWorkspace(mode: .editor).workspace
        let usePath = root + "/Use.swift"
        #expect(workspace.entries[usePath]?.isTextDropped == true)
        #expect(workspace.entries[usePath]?.summary.tree.text.bytes.isEmpty == true)
        #expect(workspace.text(of: usePath).map { String(decoding: $0.bytes, as: UTF8.self) } == use)
        let offset = try #require(graph.range(of: "makeClock")).lowerBound.utf16Offset(in: graph)
        let references = workspace.references(path: root + "/Graph.swift", offset: offset).map(\.file)
        #expect(references == [root + "/Graph.swift", usePath])
        #expect(workspace.diagnostics.isEmpty)
    }
}

@Suite("Name matcher")
struct NameMatcherTests {
    @Test("finds any of the names anywhere in the bytes, and nothing else")
    func matching() {
        let matcher = NameMatcher(["clock", "userRepository", "x"])
        #expect(matcher.occurs(in: Array("let a = g.clock".utf8)))
        #expect(matcher.occurs(in: Array("userRepository".utf8)))
        #expect(matcher.occurs(in: Array("// x marks the spot".utf8)))
        let withoutSingle = NameMatcher(["clock", "userRepository"])
        #expect(!withoutSingle.occurs(in: Array("let a = g.clo; user".utf8)))
        #expect(!withoutSingle.occurs(in: Array("c".utf8)))
        #expect(!withoutSingle.occurs(in: []))
        #expect(!NameMatcher([]).occurs(in: Array("clock".utf8)))
    }
}

@Suite("Read-ahead")
struct ReadAheadTests {
    @Test("the load takes what was read ahead, and nothing stays held after it, not even files it left out")
    func released() throws {
        let root = try makeTree([
            ".cradle-lsp.json": "{}",
            "Pkg/Package.swift":
                "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"P\")])\n",
            "Pkg/Sources/P/A.swift": "let a = 1\n", "Pkg/Scripts/Unbuilt.swift": "let b = 2\n",
        ])
        let project = Project.find(paths: ["."], currentDirectory: root)
        #expect(project.files.map(\.path) == ["Pkg/Sources/P/A.swift"])
        #expect(project.preload?.isEmpty == false)
        _ = project.loadWorkspace(mode: .batch)
        #expect(project.preload?.isEmpty == true)
    }
}
