import CradleAnalysis
import CradleSyntax
import Foundation
import Testing

@testable import CradleCLI

/// A graph whose factory `makeClock` is not private (a preferred fix makes it private) and whose
/// `makeSession` asks for an unregistered `Token` (no fix).
let fixableGraph = """
    import Cradle

    @DependencyGraph
    final class AppGraph {
        @Provide func makeClock() -> Clock { Clock() }
        @Provide private func makeSession(clock: Clock, token: Token) -> Session { Session() }
    }

    func start(graph: AppGraph) { _ = graph.session }

    """

/// Runs the binary in a fresh workspace holding `files`, with extra environment variables.
func check(_ arguments: [String], files: [String: String], environment: [String: String] = [:]) throws -> (Run, URL) {
    let root = try makeWorkspace(files.mapValues { Array($0.utf8) })
    return (try runTool(arguments, in: root, environment: environment), root)
}

@Suite("Configuration, suppression and fixes", .serialized)
struct ConfigurationAndFixTests {
    @Test("exclude globs and severity overrides apply; unknown keys, codes and unmatched globs are warnings naming the file")
    func configuration() throws {
        let (run, _) = try check(
            ["--check"],
            files: [
                ".cradle-lsp.json": #"""
                {"exclude": ["Generated/**", "Nowhere/**"], "severity": {"provider-not-private-method": "warning",
                 "missing-registration": "off", "no-such-code": "off"}, "colour": true}
                """#,
                "Graph.swift": fixableGraph, "Generated/Broken.swift": brokenGraph,
            ])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                Graph.swift:5:5: warning: a `@Provide` factory must be a `private` instance method [provider-not-private-method]
                0 errors, 1 warning in 1 file

                """)
        #expect(
            run.stderr == """
                cradle-lsp: warning: .cradle-lsp.json: unknown key `colour` (known: analysis, composition, exclude, graphOutput, messages, severity); ignored
                cradle-lsp: warning: .cradle-lsp.json: `severity`: unknown code `no-such-code`; ignored
                cradle-lsp: warning: .cradle-lsp.json: `exclude` glob `Nowhere/**` matches nothing; ignored

                """)
    }

    @Test("with two roots, each root's configuration governs its own files: excludes, severities, warnings")
    func configurationPerRoot() throws {
        let (run, _) = try check(
            ["--check", "RepoA", "RepoB"],
            files: [
                "RepoA/.cradle-lsp.json":
                    #"{"exclude": ["Generated/**"], "severity": {"provider-not-private-method": "warning"}}"#,
                "RepoA/Graph.swift": fixableGraph, "RepoA/Generated/Broken.swift": brokenGraph,
                "RepoB/.cradle-lsp.json": #"{"exclude": ["Nowhere/**"], "severity": {"missing-registration": "off"}}"#,
                "RepoB/Graph.swift": fixableGraph, "RepoB/Generated/Broken.swift": brokenGraph,
            ])
        // RepoA's severity and exclude apply to RepoA only; RepoB keeps the default severity and
        // turns `missing-registration` off (its Generated/Broken.swift would report one).
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                RepoA/Graph.swift:5:5: warning: a `@Provide` factory must be a `private` instance method [provider-not-private-method]
                RepoB/Graph.swift:5:5: error: a `@Provide` factory must be a `private` instance method [provider-not-private-method]
                1 error, 1 warning in 3 files

                """)
        #expect(
            run.stderr == "cradle-lsp: warning: RepoB/.cradle-lsp.json: `exclude` glob `Nowhere/**` matches nothing; ignored\n")
    }

    @Test("a configuration that is not JSON, or a --config file that does not exist, stops the run with status 2")
    func unusableConfiguration() throws {
        let (notJSON, _) = try check(["--check"], files: [".cradle-lsp.json": "{exclude: [", "Graph.swift": cleanGraph])
        #expect(notJSON == Run(status: 2, stdout: "", stderr: "cradle-lsp: error: .cradle-lsp.json: not valid JSON\n"))
        let (missing, _) = try check(["--check", "--config", "ci.json"], files: ["Graph.swift": cleanGraph])
        #expect(
            missing == Run(status: 2, stdout: "", stderr: "cradle-lsp: error: ci.json: the configuration file cannot be read\n"))
        let (wrongType, _) = try check(
            ["--check", "--config", "ci.json"], files: ["ci.json": #"{"exclude": "Generated"}"#, "Graph.swift": brokenGraph])
        #expect(wrongType.status == 1)
        #expect(wrongType.stderr == "cradle-lsp: warning: ci.json: `exclude` must be an array of glob strings; ignored\n")
    }

    @Test(
        "// cradle-lsp:ignore silences the finding on its line or the next; unknown codes warn; suppressed findings are counted")
    func suppression() throws {
        let source = """
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide func makeClock() -> Clock { Clock() }  // cradle-lsp:ignore provider-not-private-method
            }

            @DependencyGraph
            final class FeedGraph {
                // cradle-lsp:ignore missing-registration, unused-registration
                @Provide private func makeSession(token: Token) -> Session { Session() }
                let text = "// cradle-lsp:ignore nothing here"
                // cradle-lsp:ignore
            }

            @DependencyGraph
            final class CacheGraph {
                @Provide func makeCache() -> Cache { Cache() }  // cradle-lsp:ignore provider-not-privat
            }

            """
        let (run, _) = try check(["--check"], files: ["Graph.swift": source])
        #expect(
            run.stdout == """
                Graph.swift:13:5: warning: `cradle-lsp:ignore` names no code; it silences nothing [invalid-suppression]
                Graph.swift:18:5: error: a `@Provide` factory must be a `private` instance method [provider-not-private-method]
                Graph.swift:18:53: warning: `cradle-lsp:ignore` names unknown code `provider-not-privat` [invalid-suppression]
                1 error, 2 warnings in 1 file (2 suppressed)

                """)
        #expect(run.status == 1)
        let (json, _) = try check(["--check", "--format", "json"], files: ["Graph.swift": source])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["suppressed"] as? Int == 2)
    }

    @Test("--fix applies the preferred fixes atomically, then reports what remains")
    func fix() throws {
        let (run, root) = try check(["--check", "--fix"], files: ["Graph.swift": fixableGraph])
        #expect(run.status == 1)
        #expect(run.stderr == "cradle-lsp: applied 1 fix in 1 file\n")
        #expect(
            run.stdout == """
                Graph.swift:6:60: error: no registration matches parameter type `Token` of `makeSession` [missing-registration]
                Graph.swift:6:5: note: factory `makeSession` requires this dependency
                1 error, 0 warnings in 1 file

                """)
        let fixed = try String(contentsOf: root.appendingPathComponent("Graph.swift"), encoding: .utf8)
        #expect(fixed == fixableGraph.replacingOccurrences(of: "@Provide func", with: "@Provide private func"))
    }

    @Test("--fix --dry-run prints a unified diff and changes nothing")
    func dryRun() throws {
        let (run, root) = try check(["--check", "--fix", "--dry-run"], files: ["Graph.swift": fixableGraph])
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                --- a/Graph.swift
                +++ b/Graph.swift
                @@ -2,7 +2,7 @@
                 
                 @DependencyGraph
                 final class AppGraph {
                -    @Provide func makeClock() -> Clock { Clock() }
                +    @Provide private func makeClock() -> Clock { Clock() }
                     @Provide private func makeSession(clock: Clock, token: Token) -> Session { Session() }
                 }
                 

                """)
        #expect(run.stderr == "cradle-lsp: 1 fix in 1 file (dry run: nothing changed)\n")
        #expect(try String(contentsOf: root.appendingPathComponent("Graph.swift"), encoding: .utf8) == fixableGraph)
    }

    @Test("--fix leaves a read-only file alone and says so")
    func readOnly() throws {
        let root = try makeWorkspace(["Graph.swift": Array(fixableGraph.utf8)])
        let file = root.appendingPathComponent("Graph.swift").path
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file)
        let run = try runTool(["--check", "--fix", "--quiet"], in: root)
        #expect(run.stderr == "cradle-lsp: error: Graph.swift: the file is read-only; its fixes are left out\n")
        #expect(run.status == 1)
        #expect(run.stdout.contains("[provider-not-private-method]"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == fixableGraph)
    }

    @Test("overlapping fixes: the first wins, the second is counted as a conflict; blocked files are never edited")
    func fixPlan() {
        let range = ByteRange(start: 10, end: 20)
        func finding(_ file: String, _ range: ByteRange, _ text: String) -> Diagnostic {
            Diagnostic(
                code: .providerNotPrivateMethod, message: "m", file: file, range: range,
                fixes: [Fix(title: "t", edits: [TextEdit(file: file, range: range, newText: text)], isPreferred: true)])
        }
        let plan = FixPlan(
            [
                finding("A.swift", range, "one"), finding("A.swift", ByteRange(start: 15, end: 25), "two"),
                finding("A.swift", ByteRange(start: 20, end: 20), "three"), finding("B.swift", range, "four"),
            ], blocked: ["B.swift"])
        #expect(plan.fixCount == 2)
        #expect(plan.conflicts == 1)
        #expect(plan.blockedFixes == 1)
        #expect(plan.conflictingFiles == ["A.swift"])
        #expect(plan.edits["A.swift"]?.map(\.newText) == ["one", "three"])
        #expect(plan.edits["B.swift"] == nil)
        #expect(
            FixPlan.apply(plan.edits["A.swift"] ?? [], to: Array("0123456789abcdefghijKLM".utf8))
                == Array("0123456789onethreeKLM".utf8))
    }

    @Test("two insertions at one offset overlap (their order would be a guess); an insertion beside a replacement does not")
    func insertionsAtOneOffset() {
        func finding(_ start: Int, _ end: Int, _ text: String) -> Diagnostic {
            let range = ByteRange(start: start, end: end)
            return Diagnostic(
                code: .attributeMisplaced, message: "m", file: "A.swift", range: range,
                fixes: [Fix(title: "t", edits: [TextEdit(file: "A.swift", range: range, newText: text)], isPreferred: true)])
        }
        let plan = FixPlan([finding(4, 4, "@A "), finding(4, 4, "@B "), finding(4, 8, "four"), finding(8, 8, "!")])
        #expect(plan.fixCount == 3)
        #expect(plan.conflicts == 1)
        #expect(plan.conflictingFiles == ["A.swift"])
        #expect(plan.edits["A.swift"]?.map(\.newText) == ["@A ", "four", "!"])
        #expect(
            FixPlan.apply(plan.edits["A.swift"] ?? [], to: Array("0123456789".utf8)) == Array("0123@A four!89".utf8))
        // Within one fix, too: a fix whose own edits insert twice at one offset is left out whole.
        let twice = Diagnostic(
            code: .attributeMisplaced, message: "m", file: "A.swift", range: ByteRange(start: 0, end: 1),
            fixes: [
                Fix(
                    title: "t",
                    edits: [
                        TextEdit(file: "A.swift", range: ByteRange(start: 2, end: 2), newText: "x"),
                        TextEdit(file: "A.swift", range: ByteRange(start: 2, end: 2), newText: "y"),
                    ], isPreferred: true)
            ])
        #expect(FixPlan([twice]).fixCount == 0)
        #expect(FixPlan([twice]).conflicts == 1)
    }

    @Test("a file changed on disk since it was read loses its fixes; the files after it keep theirs")
    func fileChangedOnDiskSinceRead() throws {
        let other = fixableGraph.replacingOccurrences(of: "AppGraph", with: "OtherGraph")
        let root = try makeWorkspace(["A.swift": Array(fixableGraph.utf8), "B.swift": Array(other.utf8)])
        let loaded = LoadedWorkspace.load(
            ["."], configuration: nil, isQuiet: true, printsProblems: false, currentDirectory: root.path)
        // An editor saves A.swift between the load and the plan.
        try Data((fixableGraph + "// saved\n").utf8).write(to: root.appendingPathComponent("A.swift"))
        let (plan, targets) = FixCommand.plan(loaded, checksWritable: false)
        #expect(targets.keys.sorted() == ["B.swift"])
        #expect(plan.edits.keys.sorted() == ["B.swift"])
    }

    @Test("a unified diff of edits at the end of a file without a final newline")
    func diffWithoutFinalNewline() {
        let old = Array("a\nb\nc".utf8)
        let diff = UnifiedDiff.render(
            path: "F.swift", old: old, edits: [TextEdit(file: "F.swift", range: ByteRange(start: 4, end: 5), newText: "C")])
        #expect(
            diff
                == "--- a/F.swift\n+++ b/F.swift\n@@ -1,3 +1,3 @@\n a\n b\n-c\n\\ No newline at end of file\n+C\n\\ No newline at end of file\n"
        )
    }

    /// Twenty numbered lines, `1` to `20`, each ending in a newline.
    static let numbered = Array((1...20).map { "\($0)\n" }.joined().utf8)

    /// The range of lines `first...last` (1-based) of ``numbered``.
    static func lineRange(_ first: Int, _ last: Int) -> ByteRange {
        let starts = [0] + numbered.indices.filter { numbered[$0] == 0x0A }.map { $0 + 1 }
        return ByteRange(start: starts[first - 1], end: starts[last])
    }

    @Test("a later hunk's new start counts the lines every earlier hunk removed and added")
    func diffHunkOffsets() {
        // Lines 2-4 become one line; line 15 becomes two: the second hunk starts two lines earlier.
        let diff = UnifiedDiff.render(
            path: "F.swift", old: Self.numbered,
            edits: [
                TextEdit(file: "F.swift", range: Self.lineRange(2, 4), newText: "two\n"),
                TextEdit(file: "F.swift", range: Self.lineRange(15, 15), newText: "fifteen\nmore\n"),
            ])
        let expected = [
            "--- a/F.swift", "+++ b/F.swift", "@@ -1,7 +1,5 @@", " 1", "-2", "-3", "-4", "+two", " 5", " 6", " 7",
            "@@ -12,7 +10,8 @@", " 12", " 13", " 14", "-15", "+fifteen", "+more", " 16", " 17", " 18",
        ]
        #expect(diff == expected.joined(separator: "\n") + "\n")
    }

    @Test("an insertion at the very start, and two edits sharing a line where the second runs on: each line once")
    func diffEditsSharingLines() {
        let insertion = TextEdit(file: "F.swift", range: ByteRange(start: 0, end: 0), newText: "0\n")
        let atStart = UnifiedDiff.render(path: "F.swift", old: Self.numbered, edits: [insertion])
        #expect(atStart.hasPrefix("--- a/F.swift\n+++ b/F.swift\n@@ -1,4 +1,5 @@\n-1\n+0\n+1\n 2\n"))
        // In "one\ntwo\nthree\n": the `w` becomes `W`, then from the `o` through `th` becomes `X`.
        let text = Array("one\ntwo\nthree\nfour\n".utf8)
        let shared = UnifiedDiff.render(
            path: "F.swift", old: text,
            edits: [
                TextEdit(file: "F.swift", range: ByteRange(start: 5, end: 6), newText: "W"),
                TextEdit(file: "F.swift", range: ByteRange(start: 6, end: 10), newText: "X"),
            ])
        #expect(shared == "--- a/F.swift\n+++ b/F.swift\n@@ -1,4 +1,3 @@\n one\n-two\n-three\n+tWXree\n four\n")
    }

    @Test("changes at most twice the context apart share one hunk; one line further apart, they do not")
    func diffHunkMerging() {
        func hunks(_ second: Int, through last: Int? = nil) -> Int {
            UnifiedDiff.render(
                path: "F.swift", old: Self.numbered,
                edits: [
                    TextEdit(file: "F.swift", range: Self.lineRange(3, 3), newText: "x\n"),
                    TextEdit(file: "F.swift", range: Self.lineRange(second, last ?? second), newText: "y\n"),
                ]
            ).split(separator: "\n").filter { $0.hasPrefix("@@") }.count
        }
        // Lines 4-9 (six, twice the context of three) between the changes: one hunk.
        #expect(hunks(10) == 1)
        #expect(hunks(11) == 2)
        // The gap is measured to where the next change starts, however many lines it spans.
        #expect(hunks(10, through: 12) == 1)
    }

    @Test("a finding's preferred fix is the one applied, wherever it is in the list")
    func preferredFixIsApplied() {
        let range = ByteRange(start: 0, end: 1)
        let diagnostic = Diagnostic(
            code: .providerNotPrivateMethod, message: "m", file: "A.swift", range: range,
            fixes: [
                Fix(title: "other", edits: [TextEdit(file: "A.swift", range: range, newText: "no")], isPreferred: false),
                Fix(title: "preferred", edits: [TextEdit(file: "A.swift", range: range, newText: "yes")], isPreferred: true),
            ])
        #expect(FixPlan([diagnostic]).edits["A.swift"]?.map(\.newText) == ["yes"])
        let noPreferred = Diagnostic(
            code: .providerNotPrivateMethod, message: "m", file: "A.swift", range: range,
            fixes: [Fix(title: "other", edits: [TextEdit(file: "A.swift", range: range, newText: "no")], isPreferred: false)])
        #expect(FixPlan([noPreferred]).fixCount == 0)
    }

    @Test("JUnit text drops what XML 1.0 forbids and keeps everything else, space, tab and carriage return included")
    func junitEscaping() {
        #expect(JUnitReporter.escape("a b\tc\rd\u{01}e\u{1F}f\u{FFFE}g\u{FFFF}h\u{FFFD}") == "a b\tc\rdefgh\u{FFFD}")
        #expect(JUnitReporter.escape("<&>\"\n") == "&lt;&amp;&gt;&quot;&#10;")
    }

    @Test("after `--`, every argument is a path, the first one included, even one that looks like a flag")
    func pathsAfterDoubleDash() throws {
        guard case .check(let options) = try CommandLineTool.parse(["--check", "--quiet", "--", "-odd", "b"]) else {
            Issue.record("not a check")
            return
        }
        #expect(options.paths == ["-odd", "b"])
        #expect(options.isQuiet)
    }

    @Test("--graph's --output and --config without a value are usage errors, not a crash", arguments: ["--output", "--config"])
    func graphOptionWithoutValue(_ flag: String) {
        #expect(throws: CommandLineTool.UsageError.self) { try CommandLineTool.parse(["--graph", "mermaid", flag]) }
    }
}
