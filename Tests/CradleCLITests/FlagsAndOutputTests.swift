import Foundation
import Testing

@testable import CradleCLI

/// A second module's graph, for workspaces of two modules.
let otherModuleGraph = """
    import Cradle

    @DependencyGraph
    final class FeedGraph {
        @Provide private func makeFeed() -> Feed { Feed() }
    }

    func show(graph: FeedGraph) { _ = graph.feed }

    """

@Suite("Flags, exit statuses and outputs", .serialized)
struct FlagsAndOutputTests {
    @Test("--format junit: `tests` counts cases, `failures` failing cases, each suite's findings are a property")
    func junitCounts() throws {
        let (run, _) = try check(
            ["--check", "--format", "junit"],
            files: [
                "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(name: "App", targets: [.target(name: "App"), .target(name: "Feed")])

                """,
                "Sources/App/Graph.swift": """
                import Cradle

                @DependencyGraph
                final class AppGraph {
                    @Provide func makeClock() -> Clock { Clock() }
                    @Provide public func makeSession(clock: Clock) -> Session { Session() }
                }

                func start(graph: AppGraph) { _ = graph.session }

                """,
                "Sources/App/Start.swift": "import Cradle\n", "Sources/Feed/FeedGraph.swift": otherModuleGraph,
            ])
        #expect(run.status == 1)
        let message = "a `@Provide` factory must be a `private` instance method"
        #expect(
            run.stdout == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="cradle-lsp" tests="3" failures="1" errors="0" time="0">
                  <testsuite name="App" tests="2" failures="1" errors="0" skipped="0" time="0">
                    <properties>
                      <property name="findings" value="2"/>
                    </properties>
                    <testcase name="Sources/App/Graph.swift" classname="App" file="Sources/App/Graph.swift" time="0">
                      <failure message="2 errors, 0 warnings" type="provider-not-private-method">\
                Sources/App/Graph.swift:5:5: error: \(message) [provider-not-private-method]&#10;\
                Sources/App/Graph.swift:6:5: error: \(message) [provider-not-private-method]&#10;</failure>
                    </testcase>
                    <testcase name="Sources/App/Start.swift" classname="App" file="Sources/App/Start.swift" time="0"/>
                  </testsuite>
                  <testsuite name="Feed" tests="1" failures="0" errors="0" skipped="0" time="0">
                    <properties>
                      <property name="findings" value="0"/>
                    </properties>
                    <testcase name="Sources/Feed/FeedGraph.swift" classname="Feed" file="Sources/Feed/FeedGraph.swift" time="0"/>
                  </testsuite>
                </testsuites>

                """)
    }

    @Test("--quiet prints findings only")
    func quiet() throws {
        let (run, _) = try check(["--check", "--quiet"], files: ["Graph.swift": brokenGraph])
        #expect(run.status == 1)
        #expect(!run.stdout.contains("in 1 file"))
        #expect(
            run.stdout.hasSuffix(
                "[missing-registration]\nGraph.swift:5:5: note: factory `makeSession` requires this dependency\n"))
    }

    @Test(
        "colour: only on a terminal, never with NO_COLOR or TERM=dumb, forced by CLICOLOR_FORCE",
        arguments: [
            (true, [String: String](), true), (false, [:], false), (true, ["NO_COLOR": "1"], false),
            (true, ["TERM": "dumb"], false), (false, ["CLICOLOR_FORCE": "1"], true), (true, ["NO_COLOR": ""], true),
            (true, ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"], false), (false, ["CLICOLOR_FORCE": "0"], false),
        ])
    func colour(isTerminal: Bool, environment: [String: String], expected: Bool) {
        #expect(Terminal.usesColor(isTerminal: isTerminal, environment: environment) == expected)
    }

    @Test("CLICOLOR_FORCE colours a piped report")
    func forcedColour() throws {
        let (run, _) = try check(["--check"], files: ["Graph.swift": brokenGraph], environment: ["CLICOLOR_FORCE": "1"])
        #expect(run.stdout.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        let (plain, _) = try check(
            ["--check"], files: ["Graph.swift": brokenGraph], environment: ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"])
        #expect(!plain.stdout.contains("\u{1B}["))
    }

    @Test(
        "--help after any command prints that command's help",
        arguments: [
            (["--check", "--help"], CommandLineTool.checkUsage),
            (["--check", "--format", "json", "-h"], CommandLineTool.checkUsage),
            (["--graph", "--help"], CommandLineTool.graphUsage), (["--graph", "dot", "--help"], CommandLineTool.graphUsage),
            (["--explain", "--help"], CommandLineTool.explainUsage), (["--stdio", "--help"], CommandLineTool.serverUsage),
        ])
    func help(arguments: [String], expected: String) throws {
        let root = try makeWorkspace([:])
        #expect(try runTool(arguments, in: root) == Run(status: 0, stdout: expected + "\n", stderr: ""))
    }

    @Test("--explain accepts Cradle's camelCase ids and the camelCase of kebab ids, and says what suppression hides")
    func explainCamelCase() throws {
        #expect(CommandLineTool.explanation("missingRegistration") == CommandLineTool.explanation("missing-registration"))
        #expect(CommandLineTool.explanation("unusedRegistration") == CommandLineTool.explanation("unused-registration"))
        #expect(CommandLineTool.explanation("duplicateAccessor") == CommandLineTool.explanation("34"))
        #expect(CommandLineTool.explanation("missingregistration") == nil)
        #expect(CommandLineTool.explanation("38")?.contains("the compiler still reports it") == true)
        #expect(CommandLineTool.explanation("unused-registration")?.contains("compiler still reports") == false)
    }

    @Test("paths that hold no Swift file exit 2")
    func noSwiftFiles() throws {
        let root = try makeWorkspace(["Empty/README.md": Array("text".utf8), "App/Graph.swift": Array(cleanGraph.utf8)])
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Nothing"), withIntermediateDirectories: true)
        #expect(
            try runTool(["--check", "Nothing"], in: root)
                == Run(status: 2, stdout: "", stderr: "cradle-lsp: error: Nothing: no Swift file to check\n"))
        let run = try runTool(["--check", "App", "Empty"], in: root)
        #expect(run == Run(status: 2, stdout: "", stderr: "cradle-lsp: error: Empty: no Swift file to check\n"))
        #expect(try runTool(["--graph", "dot", "Empty"], in: root).status == 2)
    }

    @Test("--output into a FIFO or through a symbolic link writes into it and leaves it what it was")
    func outputsThatAreNotPlainFiles() throws {
        let root = try makeWorkspace(["Graph.swift": Array(cleanGraph.utf8), "Reports/real.txt": Array("old".utf8)])
        let expected = try runTool(["--check", "--format", "json", "Graph.swift"], in: root).stdout
        // A FIFO, as `/dev/null` or a process substitution is not a file: a rename over it would
        // replace it with a plain file for every later writer.
        let fifo = root.appendingPathComponent("report.fifo").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let reader = ReadBox()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            // Read until the writer closes (opening blocks until the writer opens).
            let descriptor = open(fifo, O_RDONLY)
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while descriptor >= 0 {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 65_536) }
                if count <= 0 { break }
                reader.data.append(contentsOf: chunk[..<count])
            }
            if descriptor >= 0 { close(descriptor) }
            done.signal()
        }
        let run = try runTool(["--check", "--format", "json", "--output", "report.fifo", "Graph.swift"], in: root)
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(run.status == 0 && run.stderr.isEmpty)
        #expect(String(decoding: reader.data, as: UTF8.self) == expected)
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && Int(status.st_mode) & 0o170000 == 0o010000, "still a FIFO")
        // A link: the target gets the report, and the link stays a link.
        let link = root.appendingPathComponent("report.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "Reports/real.txt")
        let linked = try runTool(["--check", "--format", "json", "--output", "report.txt", "Graph.swift"], in: root)
        #expect(linked.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "Reports/real.txt")
        #expect(try String(contentsOfFile: root.appendingPathComponent("Reports/real.txt").path, encoding: .utf8) == expected)
    }

    #if os(Linux)
        @Test("a device that refuses the write (/dev/full) is a plain error, never a retry forever")
        func deviceThatRefusesTheWrite() throws {
            let root = try makeWorkspace(["Graph.swift": Array(cleanGraph.utf8)])
            let run = try runTool(["--check", "--output", "/dev/full", "Graph.swift"], in: root)
            #expect(run.status == 2)
            #expect(run.stderr == "cradle-lsp: error: cannot write /dev/full\n")
            var status = stat()
            #expect(stat("/dev/full", &status) == 0 && Int(status.st_mode) & 0o170000 == 0o020000, "still a device")
        }
    #endif

    @Test("unwritable outputs are reported in plain words")
    func unwritableOutputs() throws {
        let root = try makeWorkspace(["Graph.swift": Array(cleanGraph.utf8), "afile.txt": Array("x".utf8)])
        try FileManager.default.createDirectory(at: root.appendingPathComponent("folder"), withIntermediateDirectories: true)
        let cases: [([String], String)] = [
            (["--check", "--output", "folder"], "cradle-lsp: error: cannot write folder: it is a folder\n"),
            (
                ["--check", "--output", "missing/report.txt"],
                "cradle-lsp: error: cannot write missing/report.txt: its folder does not exist\n"
            ),
            (
                ["--check", "--output", "afile.txt/report.txt"],
                "cradle-lsp: error: cannot write under afile.txt: it is a file, not a folder\n"
            ),
            (
                ["--graph", "mermaid", "--output", "afile.txt"],
                "cradle-lsp: error: cannot write under afile.txt: it is a file, not a folder\n"
            ),
        ]
        for (arguments, message) in cases {
            let run = try runTool(arguments, in: root)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr == message)
            #expect(!run.stderr.contains("NSCocoaErrorDomain"))
        }
    }

    @Test("--graph on stdout prints one document: one module as the plugin does, several as the workspace view")
    func graphOneDocument() throws {
        let files = [
            "Package.swift":
                "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"A\"), .target(name: \"B\")])\n",
            "Sources/A/Graph.swift": cleanGraph, "Sources/B/Feed.swift": otherModuleGraph,
        ]
        let (mermaid, root) = try check(["--graph", "mermaid"], files: files)
        #expect(mermaid.status == 0)
        #expect(mermaid.stdout.components(separatedBy: "flowchart").count == 2)
        let dot = try runTool(["--graph", "dot"], in: root)
        #expect(dot.stdout.components(separatedBy: "digraph").count == 2)
        let json = try runTool(["--graph", "json"], in: root)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["modules"] as? [[String: Any]])?.compactMap { $0["module"] as? String } == ["A", "B"])
        let one = try runTool(["--graph", "json", "Sources/A"], in: root)
        let single = try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any]
        #expect(single?["module"] as? String == "A")
        let plugin = try runTool(["--graph", "mermaid", "Sources/A"], in: root)
        #expect(plugin.stdout.hasPrefix("%% CradlePlugin"))
    }

    @Test("--graph json gives the graph and each provider their 1-based lines in the file")
    func graphJSONLines() throws {
        let (run, _) = try check(["--graph", "json"], files: ["Sources/A/Graph.swift": cleanGraph])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let graph = (object?["graphs"] as? [[String: Any]])?.first
        #expect(graph?["line"] as? Int == 3, "\(run.stdout)")
        let providers = (graph?["providers"] as? [[String: Any]])?.compactMap { $0["line"] as? Int }
        #expect(providers == [5, 6], "\(run.stdout)")
    }

    @Test("SARIF regions are 1-based lines and UTF-16 columns: a Korean comment before a finding moves its column by characters")
    func sarifRegion() throws {
        // `Clock` in `clock: Clock` is the missing registration: line 5, after a comment of two Korean
        // characters (six UTF-8 bytes, two UTF-16 units).
        let graph = brokenGraph.replacingOccurrences(
            of: "@Provide private func makeSession", with: "/*시계*/ @Provide private func makeSession")
        let (run, _) = try check(["--check", "--format", "sarif"], files: ["Graph.swift": graph])
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let result = ((object?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first
        let location = (result?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        let region = location?["region"] as? [String: Int]
        let line = "    /*시계*/ @Provide private func makeSession(clock: Clock) -> Session { Session(clock: clock) }"
        let column = String(line[..<(try #require(line.range(of: "Clock) ->"))).lowerBound]).utf16.count + 1
        #expect(region?["startLine"] == 5, "\(run.stdout)")
        #expect(region?["startColumn"] == column, "\(run.stdout)")
        #expect(region?["endLine"] == 5)
    }

    @Test("graphOutput in the configuration is where --graph writes; --output - prints instead")
    func graphOutput() throws {
        let (run, root) = try check(
            ["--graph", "mermaid"], files: [".cradle-lsp.json": #"{"graphOutput": "docs/graphs"}"#, "Graph.swift": cleanGraph])
        #expect(run.status == 0)
        let name = root.lastPathComponent
        #expect(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("docs/graphs/\(name)/DependencyGraph.mmd").path))
        let printed = try runTool(["--graph", "mermaid", "--output", "-"], in: root)
        #expect(printed.stdout.hasPrefix("%% CradlePlugin"))
    }
}

@Suite("Deterministic reports")
struct DeterministicReportTests {
    @Test("the JSON report lists graphs in the same order on every run (style invariant 7)")
    func graphsInStableOrder() throws {
        var files: [String: [UInt8]] = [".cradle-lsp.json": Array("{}".utf8)]
        for module in ["Alpha", "Beta", "Gamma", "Delta", "Epsilon"] {
            files["\(module)/\(module)Graph.swift"] = Array(
                "import Cradle\n\n@DependencyGraph\nfinal class \(module)Graph {\n    @Provide private func make\(module)() -> \(module)Service { \(module)Service() }\n}\n"
                    .utf8)
        }
        let root = try makeWorkspace(files)
        let first = try runTool(["--check", "--format", "json", "."], in: root)
        #expect(first.stdout.contains("\"graphs\""))
        for _ in 0..<5 { #expect(try runTool(["--check", "--format", "json", "."], in: root).stdout == first.stdout) }
    }
}

/// Bytes read on another thread; read only after it signalled.
private final class ReadBox: @unchecked Sendable {
    var data = Data()
}

@Suite("Output files that are devices")
struct OutputDeviceTests {
    /// Device number 60:0 (`makedev` is a C macro Swift does not import).
    #if os(Linux)
        static let localDevice = dev_t(60 << 8)
    #else
        static let localDevice = dev_t(60 << 24)
    #endif

    @Test("nothing written to a device is a success (an empty report to /dev/null)")
    func emptyOutputToDevice() throws {
        try OutputFile.write(Data(), to: "/dev/null")
        try OutputFile.write(Data("x".utf8), to: "/dev/null")
    }

    @Test("a device that cannot be opened is a plain failure; one the user may not open is permission denied")
    func unopenableDevice() throws {
        let folder = try makeWorkspace([:]).path
        if getuid() == 0 {
            // Major 60 is reserved for local use: no driver answers it (ENXIO).
            let node = folder + "/absent-device"
            #expect(mknod(node, S_IFCHR | 0o666, Self.localDevice) == 0, "mknod: \(errno)")
            #expect(throws: OutputFile.Failure.failed(path: node)) { try OutputFile.write(Data("x".utf8), to: node) }
        } else {
            // Without root a FIFO no one may open is refused (EACCES) before anyone reads it.
            let fifo = folder + "/closed-fifo"
            #expect(mkfifo(fifo, 0) == 0, "mkfifo: \(errno)")
            #expect(throws: OutputFile.Failure.permissionDenied(path: fifo)) {
                try OutputFile.write(Data("x".utf8), to: fifo)
            }
        }
    }
}
