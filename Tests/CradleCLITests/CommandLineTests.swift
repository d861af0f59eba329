import CradleProject
import Foundation
import Testing

@testable import CradleCLI

/// The result of running the built `cradle-lsp` binary.
struct Run: Equatable {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// The built executable, next to the test bundle.
func executable() throws -> URL {
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0])
    var candidates = [testBinary.deletingLastPathComponent().appendingPathComponent("cradle-lsp")]
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    candidates.append(packageRoot.appendingPathComponent(".build/debug/cradle-lsp"))
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
        throw MissingExecutable()
    }
    return found
}

struct MissingExecutable: Error {}

/// Runs the binary with `arguments` in `directory`, with extra `environment` variables (colour
/// and locale settings are cleared unless given, so reports are in English by default).
func runTool(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Run {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    var variables = ProcessInfo.processInfo.environment
    for name in ["NO_COLOR", "CLICOLOR_FORCE", "TERM", "LC_ALL", "LC_MESSAGES", "LANG"] { variables[name] = nil }
    process.environment = variables.merging(environment) { _, new in new }
    process.currentDirectoryURL = directory
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
        status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self))
}

/// The folder every workspace of this test process is written under, removed when it exits.
let scratchFolder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("cradle-cli-tests-\(UUID().uuidString)")
private let removesScratchFolderAtExit: Void = { atexit { try? FileManager.default.removeItem(at: scratchFolder) } }()

/// A temporary folder with the given files (relative path → bytes).
func makeWorkspace(_ files: [String: [UInt8]]) throws -> URL {
    removesScratchFolderAtExit
    let root = scratchFolder.appendingPathComponent(UUID().uuidString)
    for (path, bytes) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return root
}

let brokenGraph = """
    import Cradle

    @DependencyGraph
    final class AppGraph {
        @Provide private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
    }

    """

let cleanGraph = """
    import Cradle

    @DependencyGraph
    final class AppGraph {
        @Provide private func makeClock() -> Clock { Clock() }
        @Provide private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
    }

    func start(graph: AppGraph) { _ = graph.session }

    """

@Suite("Command line", .serialized)
struct CommandLineTests {
    @Test("--check prints diagnostics in the compiler's shape and exits 1 on an error")
    func textReport() throws {
        let root = try makeWorkspace(["App/Package.swift": [], "App/Sources/Feature/Graph.swift": Array(brokenGraph.utf8)])
        let run = try runTool(["--check", "App"], in: root)
        #expect(
            run
                == Run(
                    status: 1,
                    stdout: """
                        App/Sources/Feature/Graph.swift:5:46: error: no registration matches parameter type `Clock` of `makeSession` [missing-registration]
                        App/Sources/Feature/Graph.swift:5:5: note: factory `makeSession` requires this dependency
                        1 error, 0 warnings in 2 files

                        """, stderr: ""))
    }

    @Test("a clean workspace exits 0; the default path is the current folder")
    func clean() throws {
        let root = try makeWorkspace(["Graph.swift": Array(cleanGraph.utf8)])
        let run = try runTool(["--check"], in: root)
        #expect(run == Run(status: 0, stdout: "no problems in 1 file\n", stderr: ""))
    }

    @Test("--strict turns warnings into a failing status")
    func strict() throws {
        let source = """
            import Cradle
            @DependencyGraph
            final class G {
                let timeout = 3
                @Provide private func makeClient() -> Client { Client(timeout: self.timeout) }
            }

            """
        let root = try makeWorkspace(["G.swift": Array(source.utf8)])
        #expect(try runTool(["--check", "G.swift"], in: root).status == 0)
        let strict = try runTool(["--check", "--strict", "G.swift"], in: root)
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("G.swift:5:68: warning: the compiler will reject `self`"))
    }

    @Test("--format github writes escaped workflow commands")
    func github() throws {
        let root = try makeWorkspace(["Graph.swift": Array(brokenGraph.utf8)])
        let run = try runTool(["--check", "--format", "github", "Graph.swift"], in: root)
        #expect(
            run
                == Run(
                    status: 1,
                    stdout: "::error file=Graph.swift,line=5,col=46,endLine=5,endColumn=51,title=missing-registration::"
                        + "no registration matches parameter type `Clock` of `makeSession`%0Anote: Graph.swift:5:5: "
                        + "factory `makeSession` requires this dependency\n", stderr: ""))
    }

    @Test("--output writes the report to a file")
    func outputFile() throws {
        let root = try makeWorkspace(["Graph.swift": Array(cleanGraph.utf8)])
        let run = try runTool(["--check", "--output", "report.txt", "Graph.swift"], in: root)
        #expect(run == Run(status: 0, stdout: "", stderr: ""))
        let written = try String(contentsOf: root.appendingPathComponent("report.txt"), encoding: .utf8)
        #expect(written == "no problems in 1 file\n")
    }

    @Test("a missing path is reported, the rest is still checked, and the status is 2")
    func missingPath() throws {
        let root = try makeWorkspace(["Graph.swift": Array(brokenGraph.utf8)])
        let run = try runTool(["--check", "Graph.swift", "Nope"], in: root)
        #expect(run.status == 2)
        #expect(run.stderr == "cradle-lsp: error: Nope: no such file or directory\n")
        #expect(run.stdout.hasSuffix("1 error, 0 warnings in 1 file\n"))
    }

    @Test("invalid UTF-8 is a warning and the file is still analysed")
    func invalidUTF8() throws {
        let root = try makeWorkspace(["Bad.swift": Array(brokenGraph.utf8) + [0xFF, 0xFE, 0x0A]])
        let run = try runTool(["--check", "."], in: root)
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "cradle-lsp: warning: Bad.swift: the file is not valid UTF-8; invalid bytes are treated as unknown characters\n"
        )
        #expect(run.stdout.contains("[missing-registration]"))
    }

    @Test("symbolic link loops are reported once and never hang the run")
    func symlinkLoop() throws {
        let root = try makeWorkspace(["Sub/Graph.swift": Array(cleanGraph.utf8)])
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Sub/Loop").path, withDestinationPath: root.appendingPathComponent("Sub").path)
        let run = try runTool(["--check", "Sub"], in: root)
        #expect(
            run
                == Run(
                    status: 0, stdout: "no problems in 1 file\n",
                    stderr: "cradle-lsp: warning: Sub/Loop: symbolic link loop; not followed\n"))
    }

    @Test("skipped folders and non-Swift paths")
    func skipping() throws {
        let root = try makeWorkspace([
            "Graph.swift": Array(cleanGraph.utf8), ".build/Bad.swift": Array(brokenGraph.utf8),
            "Pods/Bad.swift": Array(brokenGraph.utf8), ".hidden/Bad.swift": Array(brokenGraph.utf8), "notes.txt": [],
        ])
        let run = try runTool(["--check", ".", "notes.txt"], in: root)
        #expect(
            run
                == Run(
                    status: 0, stdout: "no problems in 1 file\n",
                    stderr: "cradle-lsp: warning: notes.txt: not a Swift file; skipped\n"))
    }

    @Test("--explain prints every code's documentation, by code or by number")
    func explain() throws {
        let root = try makeWorkspace([:])
        let byCode = try runTool(["--explain", "missing-registration"], in: root)
        let byNumber = try runTool(["--explain", "38"], in: root)
        #expect(byCode.status == 0)
        #expect(byCode == byNumber)
        #expect(byCode.stdout.hasPrefix("missing-registration (Cradle #38, missingRegistration): "))
        let unknown = try runTool(["--explain", "no-such-code"], in: root)
        #expect(
            unknown
                == Run(
                    status: 2, stdout: "",
                    stderr: "cradle-lsp: unknown diagnostic code no-such-code; give a kebab id (missing-registration), "
                        + "a number (38) or Cradle's id (missingRegistration); codes are listed in the README\n"))
    }

    @Test(
        "usage errors exit 2 with the usage text (the command's own after a command)",
        arguments: [
            ["--check", "--format"], ["--check", "--format", "xml"], ["--bogus"], ["--check", "--nope"], ["--stdio", "--bogus"],
        ])
    func usageErrors(_ arguments: [String]) throws {
        let run = try runTool(arguments, in: try makeWorkspace([:]))
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        let expected = arguments.first == "--check" ? CommandLineTool.checkUsage : CommandLineTool.usage
        #expect(run.stderr.hasSuffix("\n" + expected + "\n"))
    }

    @Test(
        "a value-taking option at the end, or --workspace with json, is a usage error naming it, not a crash",
        arguments: [
            (["--analyze", "--output"], "--output takes a file path", CommandLineTool.HelpTopic.analyze),
            (["--analyze", "--config"], "--config takes a file path", .analyze),
            (["--graph", "json", "--workspace"], "--workspace draws mermaid or dot", .graph),
        ])
    func valueMissing(_ arguments: [String], message: String, topic: CommandLineTool.HelpTopic) throws {
        let run = try runTool(arguments, in: try makeWorkspace([:]))
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("cradle-lsp: \(message)"), "\(run.stderr)")
        #expect(run.stderr.hasSuffix("\n" + CommandLineTool.help(topic) + "\n"))
    }

    @Test("--version and --help")
    func versionAndHelp() throws {
        let root = try makeWorkspace([:])
        #expect(
            try runTool(["--version"], in: root) == Run(status: 0, stdout: "cradle-lsp \(CommandLineTool.version)\n", stderr: ""))
        #expect(try runTool(["--help"], in: root).stdout == CommandLineTool.usage + "\n")
    }

    @Test("files no build definition claims: SwiftPM layout, else the top folder, else the root's name")
    func fallbackModules() throws {
        let root = try makeWorkspace([
            "Packages/Core/Package.swift": Array("// swift-tools-version:5.9\nimport PackageDescription\n".utf8),
            "Packages/Core/Sources/CoreKit/A.swift": [], "Loose/B.swift": [], "C.swift": [],
        ])
        let project = Project.find(paths: [root.path], currentDirectory: "/")
        let found = project.files.map { ($0.path.replacingOccurrences(of: root.path + "/", with: ""), $0.module) }
        #expect(found.map(\.0) == ["C.swift", "Loose/B.swift", "Packages/Core/Sources/CoreKit/A.swift"])
        #expect(found.map(\.1) == [root.lastPathComponent, "Loose", "CoreKit"])
        #expect(
            project.problems.map(\.description) == [
                "\(root.path)/Packages/Core/Package.swift: no `Package(…)` found; targets fall back to folder names"
            ])
    }

    @Test("--graph mermaid prints the plugin's file; --output writes it per module and rewrites only on change")
    func graphMermaid() throws {
        let source = """
            import Cradle

            @DependencyGraph
            final class SessionGraph {
                @Provide private func makeToken() -> Token { Token() }
            }

            """
        let root = try makeWorkspace(["Pkg/Package.swift": [], "Pkg/Sources/Session/Graph.swift": Array(source.utf8)])
        let run = try runTool(["--graph", "mermaid", "Pkg"], in: root)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.hasPrefix("%% "))
        #expect(
            run.stdout.hasSuffix(
                """
                    subgraph graph0[" "]
                        graph0_root["SessionGraph"]
                        graph0_provider0["Token<br/>makeToken<br/>.shared"]
                    end
                    class graph0_root source
                    class graph0_provider0 shared

                """))
        let first = try runTool(["--graph", "mermaid", "--output", ".cradle", "Pkg"], in: root)
        #expect(first == Run(status: 0, stdout: "", stderr: "cradle-lsp: wrote .cradle/Session/DependencyGraph.mmd\n"))
        let written = try String(contentsOf: root.appendingPathComponent(".cradle/Session/DependencyGraph.mmd"), encoding: .utf8)
        #expect(written == run.stdout)
        let second = try runTool(["--graph", "mermaid", "--output", ".cradle", "Pkg"], in: root)
        #expect(second == Run(status: 0, stdout: "", stderr: ""))
    }

    @Test("--check --graph-output writes the checked modules' diagrams; --stamp the summary as a Swift comment")
    func checkForBuildPlugins() throws {
        let source = """
            import Cradle

            @DependencyGraph
            final class SessionGraph {
                @Provide private func makeToken(clock: Clock) -> Token { Token() }
            }

            """
        let root = try makeWorkspace([
            "Pkg/Package.swift": [], "Pkg/Sources/Session/Graph.swift": Array(source.utf8),
            "Pkg/Sources/Other/Other.swift": Array(otherModuleGraph.utf8),
        ])
        let drawn = try runTool(["--graph", "mermaid", "Pkg/Sources/Session"], in: root)
        let run = try runTool(
            [
                "--check", "--quiet", "--graph-output", "work/Diagrams", "--stamp", "work/Stamp.swift",
                "Pkg/Sources/Session/Graph.swift",
            ],
            in: root)
        #expect(run.status == 1)
        #expect(
            run.stdout.hasPrefix("Pkg/Sources/Session/Graph.swift:5:44: error: no registration matches parameter type `Clock`"))
        #expect(run.stderr == "cradle-lsp: wrote work/Diagrams/Session/DependencyGraph.mmd\n")
        let diagram = try String(
            contentsOf: root.appendingPathComponent("work/Diagrams/Session/DependencyGraph.mmd"), encoding: .utf8)
        #expect(diagram == drawn.stdout)
        // Only the checked module is drawn.
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("work/Diagrams/Other").path))
        let stamp = try String(contentsOf: root.appendingPathComponent("work/Stamp.swift"), encoding: .utf8)
        #expect(stamp == "// cradle-lsp --check: 1 error, 0 warnings in 1 file\n")
        for flag in ["--graph-output", "--stamp"] {
            let usage = try runTool(["--check", flag], in: root)
            #expect(usage.status == 2 && usage.stderr.hasPrefix("cradle-lsp: \(flag) takes a file path"))
        }
    }

    @Test("--check --format json carries ranges, notes, fixes and graphs")
    func jsonReport() throws {
        let root = try makeWorkspace(["Graph.swift": Array(brokenGraph.utf8)])
        let run = try runTool(["--check", "--format", "json", "Graph.swift"], in: root)
        #expect(run.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(object?["version"] as? Int == 1)
        #expect(object?["files"] as? Int == 1)
        let diagnostics = object?["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["code"] as? String == "missing-registration")
        let range = diagnostics.first?["range"] as? [String: [String: Int]]
        #expect(range?["start"] == ["line": 5, "column": 46])
        #expect(range?["end"] == ["line": 5, "column": 51])
        #expect((diagnostics.first?["notes"] as? [Any])?.count == 1)
        let fixes = diagnostics.first?["fixes"] as? [[String: Any]] ?? []
        #expect(fixes.first?["title"] as? String == "Add a `@Provide` factory for `Clock`")
        let graphs = object?["graphs"] as? [[String: Any]] ?? []
        #expect(graphs.first?["name"] as? String == "AppGraph")
    }

    @Test("--check reports workspace findings at lower severity: unused registrations and unresolved sources")
    func workspaceFindings() throws {
        let source = """
            import Cradle

            @DependencyGraph(sources: [Nowhere.self])
            final class AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
            }

            """
        let root = try makeWorkspace(["Graph.swift": Array(source.utf8)])
        let run = try runTool(["--check", "Graph.swift"], in: root)
        #expect(
            run
                == Run(
                    status: 0,
                    stdout: """
                        Graph.swift:3:28: warning: source graph `Nowhere` is not declared anywhere in the workspace [unresolved-source]
                        Graph.swift:5:27: note: nothing in the workspace uses registration type `Clock` of `makeClock` [unused-registration]
                        0 errors, 1 warning, 1 note in 1 file

                        """, stderr: ""))
        #expect(try runTool(["--check", "--strict", "Graph.swift"], in: root).status == 1)
    }

    @Test("no arguments serve LSP: with input closed before exit, the status is 1")
    func serverModeWithoutExit() throws {
        let run = try runTool([], in: try makeWorkspace([:]))
        #expect(run == Run(status: 1, stdout: "", stderr: ""))
    }

    /// The package's root folder and its README.
    static func readme() throws -> (root: URL, text: String) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return (root, try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8))
    }

    @Test("the README's example diagram is what --graph mermaid draws today")
    func readmeDiagram() throws {
        let (packageRoot, readme) = try Self.readme()
        let start = try #require(readme.range(of: "<!-- diagram:begin -->\n```mermaid\n"))
        let end = try #require(readme.range(of: "```\n<!-- diagram:end -->", range: start.upperBound..<readme.endIndex))
        let run = try runTool(["--graph", "mermaid", "protocol-fixtures/workspaces/UserSearch/Packages/Search"], in: packageRoot)
        #expect(run.status == 0)
        #expect(String(readme[start.upperBound..<end.lowerBound]) == run.stdout, "README diagram is stale")
    }

    @Test("every flag of the README's usage is in --help, and every flag of --help is in the README")
    func helpMatchesReadme() throws {
        let (packageRoot, readme) = try Self.readme()
        let start = try #require(readme.range(of: "## Usage\n\n```\n"))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        func flags(_ text: some StringProtocol) -> Set<String> {
            var found: Set<String> = []
            var word = ""
            for character in text + " " {
                if character.isLetter || character == "-" {
                    word.append(character)
                } else {
                    if word.hasPrefix("--"), word.count > 2 { found.insert(word) }
                    word = ""
                }
            }
            return found
        }
        let documented = flags(readme[start.upperBound..<end.lowerBound])
        let help = try runTool(["--help"], in: packageRoot)
        #expect(help.status == 0)
        #expect(documented.count > 15)
        #expect(documented.subtracting(flags(help.stdout)).isEmpty, "flags the README documents and --help lacks")
        #expect(flags(help.stdout).subtracting(documented).isEmpty, "flags --help shows and the README lacks")
        // Each command's own help names every flag its README line gives.
        for (command, usage) in [
            ("--check", CommandLineTool.checkUsage), ("--graph", CommandLineTool.graphUsage),
            ("--diff", CommandLineTool.diffUsage),
        ] {
            let line = readme[start.upperBound..<end.lowerBound].components(separatedBy: "cradle-lsp ").filter {
                $0.hasPrefix(command + " ")
            }.joined()
            let missing = flags(line).subtracting(flags(usage))
            #expect(missing.isEmpty, "\(command) --help lacks \(missing.sorted())")
        }
    }
}
