import Foundation
import Testing

/// Runs `git` with a fixed identity, fixed dates and no user or system configuration.
@discardableResult
func git(_ arguments: [String], in directory: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    var environment = ProcessInfo.processInfo.environment
    for (name, value) in [
        ("GIT_AUTHOR_NAME", "Cradle Test"), ("GIT_AUTHOR_EMAIL", "test@example.com"),
        ("GIT_AUTHOR_DATE", "2026-01-01T00:00:00Z"), ("GIT_COMMITTER_NAME", "Cradle Test"),
        ("GIT_COMMITTER_EMAIL", "test@example.com"), ("GIT_COMMITTER_DATE", "2026-01-01T00:00:00Z"),
        ("GIT_CONFIG_GLOBAL", "/dev/null"), ("GIT_CONFIG_NOSYSTEM", "1"),
    ] {
        environment[name] = value
    }
    process.environment = environment
    process.currentDirectoryURL = directory
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw GitFailed(arguments: arguments) }
    return String(decoding: data, as: UTF8.self)
}

struct GitFailed: Error {
    var arguments: [String]
}

/// A git repository in a temporary folder with one commit per element of `commits`, each the
/// whole tree (relative path → content); the working tree is left at the last commit.
func makeRepository(_ commits: [[String: String]]) throws -> URL {
    let root = try makeWorkspace([:])
    try git(["init", "-q", "-b", "main"], in: root)
    for (number, files) in commits.enumerated() {
        try writeTree(files, in: root)
        try git(["add", "-A"], in: root)
        try git(["commit", "-q", "--allow-empty", "-m", "commit \(number)"], in: root)
    }
    return root
}

/// Replaces the working tree's files (all but `.git`) with `files`.
func writeTree(_ files: [String: String], in root: URL) throws {
    for name in try FileManager.default.contentsOfDirectory(atPath: root.path) where name != ".git" {
        try FileManager.default.removeItem(at: root.appendingPathComponent(name))
    }
    for (path, text) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

/// The base of the change-kind repository: an app graph, a feature graph composing a network
/// graph, a domain graph with an input bound in the app, and a graph the change deletes.
let diffBase: [String: String] = [
    "Package.swift": """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
        name: "DiffApp",
        targets: [
            .target(name: "Network"),
            .target(name: "Domain", dependencies: ["Network"]),
            .target(name: "Feature", dependencies: ["Network"]),
            .target(name: "Legacy"),
            .target(name: "Profile"),
            .target(name: "App", dependencies: ["Network", "Domain"]),
        ]
    )
    """,
    "Sources/App/AppGraph.swift": """
    import Cradle
    import Domain
    import Network

    @DependencyGraph
    final class AppGraph {
        @Provide private func makeClock() -> Clock { Clock() }
        @Provide(.lazy) private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
        @Provide(.transient) private func makeRequest(@External path: String, session: Session) -> Request {
            Request(path: path, session: session)
        }
        @Provide private func makeAnalytics() -> Analytics { Analytics() }
    }

    final class Composition {
        let network = NetworkGraph()
        lazy var domain = DomainGraph(input: DomainInput(client: network.client))
    }

    func start(graph: AppGraph) { _ = graph.session; _ = graph.request(path: "/"); _ = graph.analytics }
    """,
    "Sources/Network/NetworkGraph.swift": """
    import Cradle

    @DependencyGraph
    public final class NetworkGraph {
        @Provide private func makeClient() -> Client { Client() }
        @Provide private func makeMirror() -> Mirror { Mirror() }
    }

    @DependencyGraph
    public final class CacheGraph {
        @Provide private func makeCache() -> Cache { Cache() }
    }

    func use(network: NetworkGraph, cache: CacheGraph) { _ = network.client; _ = network.mirror; _ = cache.cache }
    """,
    "Sources/Domain/DomainGraph.swift": """
    import Cradle
    import Network

    public struct DomainInput {
        public let client: Client
    }

    @DependencyGraph(input: DomainInput.self)
    public final class DomainGraph {
        @Provide private func makeSearch() -> Search { Search(input.client) }
    }

    func use(domain: DomainGraph) { _ = domain.search }
    """,
    "Sources/Feature/FeatureGraph.swift": """
    import Cradle
    import Network

    @DependencyGraph(sources: [NetworkGraph.self])
    final class FeatureGraph {
        @Provide private func makeFeed() -> Feed { Feed(client: networkGraph.client) }
    }

    func use(feature: FeatureGraph) { _ = feature.feed }
    """,
    "Sources/Legacy/OldGraph.swift": """
    import Cradle

    @DependencyGraph
    final class OldGraph {
        @Provide private func makeOld() -> Old { Old() }
    }

    func use(old: OldGraph) { _ = old.old }
    """,
]

/// `diffBase` changed in every way `--diff` reports.
let diffHead: [String: String] = {
    var files = diffBase
    files["Sources/Legacy/OldGraph.swift"] = nil
    files["Sources/Profile/ProfileGraph.swift"] = """
        import Cradle

        @DependencyGraph
        final class ProfileGraph {
            @Provide private func makeProfile() -> Profile { Profile() }
        }

        func use(profile: ProfileGraph) { _ = profile.profile }
        """
    files["Sources/App/AppGraph.swift"] = files["Sources/App/AppGraph.swift"]?
        .replacingOccurrences(
            of: "@Provide(.lazy) private func makeSession(clock: Clock)",
            with: "@Provide private func makeSession(clock: Clock, token: Token)"
        )
        .replacingOccurrences(of: "@External path: String,", with: "@External path: String, @External retries: Int,")
        .replacingOccurrences(of: "graph.request(path: \"/\")", with: "graph.request(path: \"/\", retries: 1)")
        .replacingOccurrences(
            of: "@Provide private func makeAnalytics() -> Analytics { Analytics() }",
            with: "@Provide private func makeLogger() -> Logger { Logger() }"
        )
        .replacingOccurrences(of: "_ = graph.analytics", with: "_ = graph.logger")
        .replacingOccurrences(of: "DomainInput(client: network.client)", with: "DomainInput(client: network.mirror)")
    files["Sources/Feature/FeatureGraph.swift"] = files["Sources/Feature/FeatureGraph.swift"]?
        .replacingOccurrences(of: "sources: [NetworkGraph.self]", with: "sources: [CacheGraph.self]")
        .replacingOccurrences(of: "Feed(client: networkGraph.client)", with: "Feed(cache: cacheGraph.cache)")
    return files
}()

struct DiffCommandTests {
    /// A temporary folder for the tool's own temporary trees, so a test can see they are gone.
    func privateTemporaryFolder() throws -> URL {
        let folder = try makeWorkspace([:]).appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func textReportsEveryChangeKind() throws {
        let repository = try makeRepository([diffBase, diffHead])
        let temporary = try privateTemporaryFolder()
        let statusBefore = try git(["status", "--porcelain"], in: repository)
        let run = try runTool(["--diff", "HEAD~1..HEAD"], in: repository, environment: ["TMPDIR": temporary.path])
        #expect(
            run.stdout == """
                cradle-lsp diff: HEAD~1 → HEAD
                ~ graph App.AppGraph (Sources/App/AppGraph.swift)
                    ~ Session: lifetime .lazy → .shared
                    ~ Session: dependency added Token
                    ~ Request: external parameters (path: String) → (path: String, retries: Int)
                    + registration Logger (makeLogger, .shared)
                    - registration Analytics (makeAnalytics, .shared)
                ~ graph Domain.DomainGraph (Sources/Domain/DomainGraph.swift)
                    + binding input.client = network.mirror (in App, from NetworkGraph.Mirror)
                    - binding input.client = network.client (in App, from NetworkGraph.Client)
                ~ graph Feature.FeatureGraph (Sources/Feature/FeatureGraph.swift)
                    + source CacheGraph
                    - source NetworkGraph
                    ~ Feed: reads source CacheGraph
                    ~ Feed: no longer reads source NetworkGraph
                - graph Legacy.OldGraph (Sources/Legacy/OldGraph.swift): removed, 1 registration
                + graph Profile.ProfileGraph (Sources/Profile/ProfileGraph.swift): added, 1 registration
                findings introduced:
                    Sources/App/AppGraph.swift:8: error: no registration matches parameter type `Token` of `makeSession` [missing-registration]
                3 graphs changed, 1 added, 1 removed; 1 finding introduced, 0 fixed

                """)
        #expect(run.status == 1, "an introduced error fails the run")
        #expect(try git(["status", "--porcelain"], in: repository) == statusBefore)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty, "the temporary trees are removed")
        #expect(try git(["worktree", "list"], in: repository).split(separator: "\n").count == 1)
    }

    @Test("the analysis of a changed graph: its longest chain and the fans that moved, in every format")
    func analysisDeltas() throws {
        let graph = """
            import Cradle

            @DependencyGraph
            final class FeedGraph {
                @Provide private func makeClock() -> Clock { Clock() }
                @Provide private func makeFeed(clock: Clock) -> Feed { Feed() }
            }

            func use(graph: FeedGraph) { _ = graph.feed }

            """
        let head = graph.replacingOccurrences(
            of: "@Provide private func makeClock() -> Clock { Clock() }",
            with:
                "@Provide private func makeTicker() -> Ticker { Ticker() }\n    @Provide private func makeClock(ticker: Ticker) -> Clock { Clock() }"
        )
        let repository = try makeRepository([["Sources/App/FeedGraph.swift": graph], ["Sources/App/FeedGraph.swift": head]])
        let text = try runTool(["--diff", "HEAD~1..HEAD", "--quiet"], in: repository)
        #expect(text.stdout.contains("    ~ analysis: longest chain 1 → 2; fan-out of `Clock` 0 → 1\n"), "\(text.stdout)")
        let json = try runTool(["--diff", "HEAD~1..HEAD", "--format", "json"], in: repository)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let analysis = (document["graphs"] as? [[String: Any]])?.first?["analysis"] as? [[String: Any]]
        #expect(analysis?.first?["metric"] as? String == "longestChain")
        #expect(analysis?.first?["from"] as? Int == 1 && analysis?.first?["to"] as? Int == 2)
        let markdown = try runTool(["--diff", "HEAD~1..HEAD", "--format", "markdown"], in: repository)
        #expect(markdown.stdout.contains("Analysis: longest chain 1 → 2; fan-out of `Clock` 0 → 1."))
    }

    @Test func onlyAWarningIntroducedPassesUnlessStrict() throws {
        // The head adds a registration nothing uses: a warning (the configuration raises the
        // hint), and nothing else.
        var base = diffBase
        base[".cradle-lsp.json"] = #"{"severity": {"unused-registration": "warning"}}"#
        var head = base
        head["Sources/App/AppGraph.swift"] = head["Sources/App/AppGraph.swift"]?.replacingOccurrences(
            of: "@Provide private func makeClock() -> Clock { Clock() }",
            with:
                "@Provide private func makeClock() -> Clock { Clock() }\n    @Provide private func makeSpare() -> Spare { Spare() }"
        )
        let repository = try makeRepository([base, head])
        let run = try runTool(["--diff", "HEAD~1..HEAD"], in: repository)
        #expect(run.stdout.contains("warning: nothing in the workspace uses registration type `Spare`"), "\(run.stdout)")
        #expect(run.status == 0, "a warning alone does not fail the run")
        let strict = try runTool(["--diff", "HEAD~1..HEAD", "--strict"], in: repository)
        #expect(strict.status == 1, "with --strict it does")
    }

    @Test func inputTypeChanged() throws {
        var head = diffBase
        head["Sources/Domain/DomainGraph.swift"] = head["Sources/Domain/DomainGraph.swift"]?
            .replacingOccurrences(of: "input: DomainInput.self", with: "input: SearchInput.self")
        let repository = try makeRepository([diffBase, head])
        let run = try runTool(["--diff", "HEAD~1..HEAD", "--quiet"], in: repository)
        #expect(
            run.stdout.contains(
                "~ graph Domain.DomainGraph (Sources/Domain/DomainGraph.swift)\n    ~ input: DomainInput → SearchInput\n"))
    }

    @Test func jsonIsVersionedData() throws {
        let repository = try makeRepository([diffBase, diffHead])
        let run = try runTool(["--diff", "HEAD~1..HEAD", "--format", "json"], in: repository)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(document["version"] as? Int == 1)
        let graphs = try #require(document["graphs"] as? [[String: Any]])
        #expect(
            graphs.map { $0["graph"] as? String } == [
                "App.AppGraph", "Domain.DomainGraph", "Feature.FeatureGraph", "Legacy.OldGraph", "Profile.ProfileGraph",
            ])
        #expect(graphs.map { $0["change"] as? String } == ["changed", "changed", "changed", "removed", "added"])
        let app = try #require(graphs.first?["registrations"] as? [[String: Any]])
        let session = try #require(app.first { $0["type"] as? String == "Session" })
        #expect(session["lifetimeChange"] as? [String: String] == ["from": "lazy", "to": "shared"])
        #expect((session["dependencies"] as? [String: [String]])?["added"] == ["Token"])
        let findings = try #require(document["findings"] as? [String: [[String: Any]]])
        #expect(findings["introduced"]?.first?["code"] as? String == "missing-registration")
        #expect(findings["introduced"]?.first?["graph"] as? String == "App.AppGraph")
        #expect(findings["introduced"]?.first?["registration"] as? String == "Session")
        #expect(
            (document["head"] as? [String: Any])?["commit"] as? String
                == (try git(["rev-parse", "HEAD"], in: repository)).trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(document["unchangedGraphs"] as? Int == 2)
    }

    @Test func markdownIsAPullRequestComment() throws {
        let repository = try makeRepository([diffBase, diffHead])
        let run = try runTool(["--diff", "HEAD~1..HEAD", "--format", "markdown"], in: repository)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "<!-- cradle-lsp-diff -->")
        #expect(lines.contains("**3 graphs changed, 1 added, 1 removed; 1 finding introduced, 0 fixed**"))
        #expect(lines.filter { $0.hasPrefix("#### `") }.count == 5)
        #expect(lines.filter { $0 == "```mermaid" }.count == 5, "one diagram per changed graph")
        #expect(lines.contains("| ✏️ changed | registration `Session` | lifetime .lazy → .shared<br>dependency added Token |"))
        #expect(lines.contains("| ➕ added | source `CacheGraph` |  |"))
        #expect(
            !run.stdout.contains("NetworkGraph` changed") && !run.stdout.contains("CacheGraph` changed"),
            "unchanged graphs are left out")
        #expect(lines.contains("#### Findings introduced (1)"))
        #expect(run.stdout.contains("<details open><summary>Diagram of `App.AppGraph`</summary>"))
    }

    @Test func workingTreeIsTheDefaultHead() throws {
        let repository = try makeRepository([diffBase])
        let app = repository.appendingPathComponent("Sources/App/AppGraph.swift")
        let text = try String(contentsOf: app, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "@Provide(.lazy)", with: "@Provide(.transient)").utf8).write(to: app)
        let run = try runTool(["--diff", "HEAD"], in: repository)
        #expect(run.stdout.hasPrefix("cradle-lsp diff: HEAD → working tree (uncommitted changes)\n~ graph App.AppGraph"))
        #expect(run.stdout.contains("~ Session: lifetime .lazy → .transient"))
        #expect(run.stderr.contains("note: the working tree has uncommitted changes; they are part of the comparison"))
        let clean = try runTool(["--diff", "HEAD", "Sources/Network"], in: repository)
        #expect(clean.stdout.hasSuffix("no graph or finding changed (2 graphs compared)\n"))
        #expect(clean.status == 0)
        // The same folder as an absolute path outside the working directory (but in the repository).
        let network = repository.appendingPathComponent("Sources/Network").path
        let fromApp = try runTool(["--diff", "HEAD", network], in: repository.appendingPathComponent("Sources/App"))
        #expect(fromApp.stdout.hasSuffix("no graph or finding changed (2 graphs compared)\n"), "\(fromApp)")
    }

    @Test func untrackedFilesCountWhenTheLoadReadsThem() throws {
        let repository = try makeRepository([diffBase])
        // A file no load reads: the working tree is what HEAD holds, as far as the diff can tell.
        try Data("notes\n".utf8).write(to: repository.appendingPathComponent("NOTES.txt"))
        let clean = try runTool(["--diff", "HEAD"], in: repository)
        #expect(clean.stdout.hasPrefix("cradle-lsp diff: HEAD → working tree\n"))
        #expect(!clean.stderr.contains("uncommitted"))
        // An untracked Swift file is part of the comparison.
        try Data("import Cradle\n".utf8).write(to: repository.appendingPathComponent("Sources/App/Extra.swift"))
        let dirty = try runTool(["--diff", "HEAD"], in: repository)
        #expect(dirty.stdout.hasPrefix("cradle-lsp diff: HEAD → working tree (uncommitted changes)\n"))
        #expect(dirty.stderr.contains("note: the working tree has uncommitted changes; they are part of the comparison"))
        // A staged change counts too, and so does a working-tree change when HEAD is compared.
        try git(["add", "Sources/App/Extra.swift"], in: repository)
        let staged = try runTool(["--diff", "HEAD"], in: repository)
        #expect(staged.stdout.hasPrefix("cradle-lsp diff: HEAD → working tree (uncommitted changes)\n"))
        let twoRevisions = try runTool(["--diff", "HEAD..HEAD"], in: repository)
        #expect(twoRevisions.stderr.contains("they are not part of HEAD"))
    }

    @Test func pathsRelativeToASubfolder() throws {
        let repository = try makeRepository([diffBase, diffHead])
        let run = try runTool(["--diff", "HEAD~1..HEAD", "."], in: repository.appendingPathComponent("Sources/Feature"))
        #expect(run.stdout.contains("~ graph Feature.FeatureGraph (FeatureGraph.swift)"))
        #expect(!run.stdout.contains("App.AppGraph"))
    }

    @Test func pathsOutsideTheRepository() throws {
        let repository = try makeRepository([diffBase])
        let run = try runTool(["--diff", "HEAD", "../"], in: repository)
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: ../ is outside the git repository"))
    }

    @Test func mergeBaseOfThreeDots() throws {
        let repository = try makeRepository([diffBase])
        try git(["checkout", "-q", "-b", "feature"], in: repository)
        try writeTree(diffHead, in: repository)
        try git(["add", "-A"], in: repository)
        try git(["commit", "-q", "-m", "feature"], in: repository)
        try git(["checkout", "-q", "main"], in: repository)
        try writeTree(diffBase.merging(["Sources/Other/X.swift": "let x = 1\n"]) { a, _ in a }, in: repository)
        try git(["add", "-A"], in: repository)
        try git(["commit", "-q", "-m", "main moves on"], in: repository)
        let run = try runTool(["--diff", "main...feature", "--quiet"], in: repository)
        #expect(run.stdout.hasPrefix("cradle-lsp diff: merge base of main and feature → feature\n"))
        #expect(run.stdout.contains("3 graphs changed, 1 added, 1 removed"))
    }

    @Test func symbolicLinksAtARevisionAreFollowedInsideIt() throws {
        // The link's target lies in a folder no walk enters: only the link brings the graph in.
        var base = diffBase
        base["Pods/Vendored/PodGraph.swift"] = """
            import Cradle

            @DependencyGraph
            final class PodGraph {
                @Provide func makeClock() -> Clock { Clock() }
            }

            """
        let repository = try makeRepository([base])
        try FileManager.default.createSymbolicLink(
            atPath: repository.appendingPathComponent("Sources/App/PodGraph.swift").path,
            withDestinationPath: "../../Pods/Vendored/PodGraph.swift")
        try git(["add", "-A"], in: repository)
        try git(["commit", "-q", "-m", "link"], in: repository)
        let same = try runTool(["--diff", "HEAD", "--quiet"], in: repository)
        #expect(same.stdout.hasSuffix("no graph or finding changed (7 graphs compared)\n"), "the link is read on both sides")
        try git(["rm", "-q", "Sources/App/PodGraph.swift"], in: repository)
        try git(["commit", "-q", "-m", "unlink"], in: repository)
        let removed = try runTool(["--diff", "HEAD~1..HEAD", "--quiet"], in: repository)
        #expect(removed.stdout.contains("- graph App.PodGraph (Sources/App/PodGraph.swift): removed, 1 registration"))
    }

    @Test func deletedAndBinaryFiles() throws {
        var base = diffBase
        base["Sources/Blob/Data.swift"] = "import Cradle\u{0}\u{1}\u{2}binary"
        let repository = try makeRepository([base, diffBase])
        let run = try runTool(["--diff", "HEAD~1..HEAD"], in: repository)
        #expect(run.stderr.contains("note: at HEAD~1: Sources/Blob/Data.swift is binary at "))
        #expect(run.status == 0)
        let deleted = try makeRepository([diffBase, diffBase.filter { $0.key != "Sources/Legacy/OldGraph.swift" }])
        let removal = try runTool(["--diff", "HEAD~1..HEAD"], in: deleted)
        #expect(removal.stdout.contains("- graph Legacy.OldGraph (Sources/Legacy/OldGraph.swift): removed, 1 registration"))
        let added = try runTool(
            ["--diff", "HEAD~1..HEAD", "Sources/Legacy"],
            in: try makeRepository([diffBase.filter { $0.key != "Sources/Legacy/OldGraph.swift" }, diffBase]))
        #expect(added.stderr.contains("note: at HEAD~1: Sources/Legacy does not exist"))
        #expect(added.stdout.contains("+ graph Legacy.OldGraph"))
    }

    @Test(arguments: [
        (["--diff", "nonsense"], "error: `nonsense` is not a revision of this repository"),
        (["--diff", "HEAD~5"], "error: `HEAD~5` is not a revision of this repository"),
        (["--diff", "HEAD..nonsense"], "error: `nonsense` is not a revision of this repository"),
        (["--check", "--new-since", "nonsense"], "error: `nonsense` is not a revision of this repository"),
    ])
    func unknownRevisions(arguments: [String], message: String) throws {
        let repository = try makeRepository([diffBase])
        let run = try runTool(arguments, in: repository)
        #expect(run.status == 2)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func shallowCloneWithoutTheBase() throws {
        let repository = try makeRepository([diffBase, diffHead])
        let clone = try makeWorkspace([:]).appendingPathComponent("clone")
        try git(["clone", "-q", "--depth", "1", "file://\(repository.path)", clone.path], in: repository)
        let run = try runTool(["--diff", "HEAD~1"], in: clone)
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: `HEAD~1` is not in this shallow clone; fetch it"))
    }

    @Test func notARepositoryAndNoGit() throws {
        let folder = try makeWorkspace(diffBase.mapValues { Array($0.utf8) })
        let outside = try runTool(
            ["--diff", "HEAD"], in: folder, environment: ["GIT_CEILING_DIRECTORIES": folder.deletingLastPathComponent().path])
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("is not inside a git repository"))
        let repository = try makeRepository([diffBase])
        let noGit = try runTool(["--diff", "HEAD"], in: repository, environment: ["PATH": folder.path])
        #expect(noGit.status == 2)
        #expect(noGit.stderr.contains("error: no git executable on PATH"))
    }

    @Test(arguments: [
        ["--diff"], ["--diff", "--format", "json"], ["--diff", "A..B..C"], ["--diff", "..HEAD"],
        ["--diff", "HEAD", "--format", "sarif"], ["--check", "--new-since", "HEAD", "--baseline", "b.json"],
        ["--check", "--write-baseline", "b.json", "--fix"], ["--check", "--new-since"],
    ])
    func usageErrors(arguments: [String]) throws {
        let run = try runTool(arguments, in: try makeRepository([diffBase]))
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("cradle-lsp: "))
    }

    @Test func helpNamesTheOptions() throws {
        let run = try runTool(["--diff", "--help"], in: try makeWorkspace([:]))
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("usage: cradle-lsp --diff BASE[..HEAD]"))
        #expect(try runTool(["--check", "--help"], in: try makeWorkspace([:])).stdout.contains("--new-since REV"))
    }
}

/// The mistakes example committed to a repository, for the gate.
func mistakesRepository() throws -> URL {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("protocol-fixtures/workspaces/UserSearchWithMistakes")
    let root = try makeWorkspace([:]).appendingPathComponent("UserSearchWithMistakes")
    try FileManager.default.copyItem(at: source, to: root)
    try git(["init", "-q", "-b", "main"], in: root)
    try git(["add", "-A"], in: root)
    try git(["commit", "-q", "-m", "mistakes"], in: root)
    return root
}

let userDetailGraph = "Packages/SearchDetail/Sources/SearchDetail/UserDetailGraph.swift"

/// Edits a file of a workspace in place.
func edit(_ root: URL, _ path: String, _ change: (String) -> String) throws {
    let url = root.appendingPathComponent(path)
    try Data(change(try String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
}

struct NewFindingGateTests {
    @Test func newSinceFailsOnlyOnIntroducedFindings() throws {
        let root = try mistakesRepository()
        let all = try runTool(["--check"], in: root)
        #expect(all.status == 1)
        let unchanged = try runTool(["--check", "--new-since", "HEAD"], in: root)
        #expect(unchanged.status == 0, "\(unchanged.stdout)")
        #expect(unchanged.stdout == "no problems in 41 files\n")
        #expect(unchanged.stderr.contains("note: 24 of 24 findings were already there at HEAD and are not reported"))

        // Moving the mistakes down the file introduces nothing.
        try edit(root, userDetailGraph) { "// a comment\n\n" + $0 }
        #expect(try runTool(["--check", "--new-since", "HEAD"], in: root).status == 0)

        // A new mistake is the only finding reported.
        try edit(root, userDetailGraph) {
            $0.replacingOccurrences(
                of: "private func makeRepositoryList(@External userID: User.ID)",
                with: "private func makeRepositoryList(@External userID: User.ID, clock: Clock)")
        }
        let introduced = try runTool(["--check", "--new-since", "HEAD"], in: root)
        #expect(introduced.status == 1)
        #expect(
            introduced.stdout.contains(
                "error: no registration matches parameter type `Clock` of `makeRepositoryList` [missing-registration]"))
        #expect(introduced.stdout.hasSuffix("1 error, 0 warnings in 41 files\n"), "\(introduced.stdout)")
    }

    @Test func baselineFileWithoutGit() throws {
        let root = try mistakesRepository()
        try FileManager.default.removeItem(at: root.appendingPathComponent(".git"))
        let baseline = root.appendingPathComponent("cradle-baseline.json").path
        let written = try runTool(["--check", "--write-baseline", baseline, "--quiet"], in: root)
        #expect(written.status == 0)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: baseline))) as? [String: Any])
        #expect(document["version"] as? Int == 1)
        #expect((document["findings"] as? [Any])?.count == 24)
        #expect(try runTool(["--check", "--baseline", baseline], in: root).status == 0)
        try edit(root, userDetailGraph) {
            "// moved\n"
                + $0.replacingOccurrences(
                    of: "private func makeRepositoryList(@External userID: User.ID)",
                    with: "private func makeRepositoryList(@External userID: User.ID, clock: Clock)")
        }
        let after = try runTool(["--check", "--baseline", baseline, "--format", "json"], in: root)
        #expect(after.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(after.stdout.utf8)) as? [String: Any])
        let diagnostics = report["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.compactMap { $0["code"] as? String } == ["missing-registration"])
        #expect((diagnostics.first?["message"] as? String)?.contains("`Clock`") == true)

        try Data("{\"findings\": 3}".utf8).write(to: URL(fileURLWithPath: baseline))
        let broken = try runTool(["--check", "--baseline", baseline], in: root)
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("not a cradle-lsp baseline"))
        let missing = try runTool(["--check", "--baseline", "nowhere.json"], in: root)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nowhere.json: the baseline cannot be read"))
    }
}
