import CradleAnalysis
import CradleProject
import CradleProtocol
import CradleSyntax
import CradleTestSupport
import Foundation
import Testing

@testable import CradleServer

/// The differential edit fuzzer (`product.md` §4): seeded, reproducible, shrinking random edit
/// scripts over several open and unopened files drive the real server in-process, and at every
/// quiet point the last push and a pull for every file must equal a fresh batch analysis of the
/// same texts (a new project found on disk, every file parsed from scratch, positions converted
/// by the fuzzer's own code). `CRADLE_FUZZ_SCRIPTS`, `CRADLE_FUZZ_EDITS` and `CRADLE_FUZZ_SEED`
/// run a longer or a single script; a divergence is shrunk and printed as a literal script to
/// paste into ``EditFuzzTests/regressions``.
@Suite("Differential edit fuzzer", .serialized)
struct EditFuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let scripts = environment["CRADLE_FUZZ_SCRIPTS"].flatMap(Int.init) ?? 200
    static let edits = environment["CRADLE_FUZZ_EDITS"].flatMap(Int.init) ?? 1_000
    static let firstSeed = environment["CRADLE_FUZZ_SEED"].flatMap(UInt64.init) ?? 1

    @Test("random edit scripts: every quiet point's pushes and pulls equal a fresh batch analysis")
    func randomScripts() throws {
        var checks = 0
        for seed in Self.firstSeed..<(Self.firstSeed + UInt64(Self.scripts)) {
            // Every tenth script publishes through the real debounce timer, and every tenth
            // replays issue 23's sequence with the default debounce.
            let isIssueMix = seed % 10 == 5
            let debounce: TimeInterval = isIssueMix ? 0.05 : seed % 10 == 0 ? 0.02 : 0
            var session = try FuzzSession(debounce: debounce)
            var generator = ScriptGenerator(seed: seed, isIssueMix: isIssueMix)
            var ops: [FuzzOp] = []
            var failure: String?
            while ops.count < Self.edits {
                let op = generator.next(model: session.model)
                ops.append(op)
                session.apply(op)
                if case .quiet = op {
                    checks += 1
                    if let divergence = session.divergence() {
                        failure = divergence
                        break
                    }
                }
            }
            if failure == nil {
                ops.append(.quiet)
                session.apply(.quiet)
                checks += 1
                failure = session.divergence()
            }
            session.finish()
            if let failure {
                let shrunk = Self.shrink(ops, debounce: debounce)
                Issue.record(
                    """
                    seed \(seed): \(failure)
                    shrunk to \(shrunk.count) operations (add to `regressions`):
                    \(shrunk.map { "    \($0.literal)," }.joined(separator: "\n"))
                    """)
                return
            }
        }
        #expect(checks >= Self.scripts, "every script reached quiet points")
        print("edit fuzzer: \(Self.scripts) scripts x \(Self.edits) operations, \(checks) quiet points, 0 divergences")
    }

    /// Divergences the fuzzer found, shrunk: each must now replay without one.
    static let regressions: [(name: String, debounce: TimeInterval, ops: [FuzzOp])] = [
        (
            // The manifest stops declaring `Core`, then a file of `Core` changes on disk: no
            // target compiles it, so a batch run does not load it, and the server must not either.
            "a file no target compiles, changed on disk", 0,
            [.manifest(variant: 2), .write(file: 2, text: FuzzModel.initial[0])]
        )
    ]

    @Test("shrunk scripts of divergences found earlier replay without one")
    func regressionScripts() throws {
        for regression in Self.regressions {
            var session = try FuzzSession(debounce: regression.debounce)
            for op in regression.ops { session.apply(op) }
            session.apply(.quiet)
            let divergence = session.divergence()
            session.finish()
            #expect(divergence == nil, "\(regression.name): \(divergence ?? "")")
        }
    }

    @Test("the fuzzer sees a stale push: a server that skips one publish diverges")
    func fuzzerDetectsStalePush() throws {
        var session = try FuzzSession(debounce: 0)
        session.apply(.open(file: 0))
        session.apply(.quiet)
        #expect(session.divergence() == nil)
        // Change the text behind the server's back, as a dropped publish would leave it.
        session.server.sync { session.server.isIndexing = true }
        session.apply(.edit(file: 0, changes: [.range(offset: 0, length: 0, text: "//x\n")]))
        session.server.sync { session.server.isIndexing = false }
        #expect(session.divergence()?.contains("push") == true)
        session.finish()
    }

    /// The shortest script found that still diverges: chunks of operations are dropped while
    /// the divergence stays (delta debugging), checking once at the end of each candidate.
    static func shrink(_ ops: [FuzzOp], debounce: TimeInterval) -> [FuzzOp] {
        func diverges(_ candidate: [FuzzOp]) -> Bool {
            guard var session = try? FuzzSession(debounce: debounce) else { return false }
            for op in candidate { session.apply(op) }
            session.apply(.quiet)
            defer { session.finish() }
            return session.divergence() != nil
        }
        var current = ops.filter { if case .quiet = $0 { false } else { true } }
        guard diverges(current) else { return ops }
        var chunk = max(1, current.count / 2)
        while chunk >= 1 {
            var start = 0
            var removed = false
            while start < current.count {
                var candidate = current
                candidate.removeSubrange(start..<min(current.count, start + chunk))
                if diverges(candidate) {
                    current = candidate
                    removed = true
                } else {
                    start += chunk
                }
            }
            if !removed { chunk /= 2 }
        }
        return current
    }
}

/// One step of an edit script. Offsets are taken modulo the text they apply to and moved to a
/// character boundary when applied, so every sub-script of a script is valid (shrinking).
enum FuzzOp: Sendable {
    /// `didChange` of an open document (ignored when it is closed).
    case edit(file: Int, changes: [FuzzChange])
    case open(file: Int)
    case close(file: Int)
    /// A file written on disk, with a watched-file notification.
    case write(file: Int, text: String)
    /// A file deleted on disk, with a watched-file notification.
    case delete(file: Int)
    /// `Package.swift` rewritten (one of ``FuzzModel/manifests``), with a notification.
    case manifest(variant: Int)
    case hover(file: Int, offset: Int)
    /// `$/cancelRequest` for the request sent `back` requests ago.
    case cancel(back: Int)
    /// Messages received while the server queue is held, so that they overtake each other.
    case held([FuzzOp])
    /// Wait until the server is quiet, then compare.
    case quiet

    /// The operation as Swift source, for a regression fixture.
    var literal: String {
        switch self {
        case .edit(let file, let changes): ".edit(file: \(file), changes: [\(changes.map(\.literal).joined(separator: ", "))])"
        case .open(let file): ".open(file: \(file))"
        case .close(let file): ".close(file: \(file))"
        case .write(let file, let text): ".write(file: \(file), text: \(FuzzChange.quoted(text)))"
        case .delete(let file): ".delete(file: \(file))"
        case .manifest(let variant): ".manifest(variant: \(variant))"
        case .hover(let file, let offset): ".hover(file: \(file), offset: \(offset))"
        case .cancel(let back): ".cancel(back: \(back))"
        case .held(let ops): ".held([\(ops.map(\.literal).joined(separator: ", "))])"
        case .quiet: ".quiet"
        }
    }
}

/// One content change of a `didChange`.
enum FuzzChange: Sendable {
    /// Replace `length` bytes at `offset` with `text`.
    case range(offset: Int, length: Int, text: String)
    /// Replace the whole text.
    case full(String)

    var literal: String {
        switch self {
        case .range(let offset, let length, let text): ".range(offset: \(offset), length: \(length), text: \(Self.quoted(text)))"
        case .full(let text): ".full(\(Self.quoted(text)))"
        }
    }

    static func quoted(_ text: String) -> String {
        (try? JSON.encoding(text))?.text ?? "\"\""
    }
}

/// What the fuzzer believes: the text on disk and in the editor of every file.
struct FuzzModel {
    static let paths = [
        "Sources/App/Graphs.swift", "Sources/App/Use.swift", "Sources/Core/CoreGraph.swift", "Sources/Core/Extra.swift",
        "Sources/App/Notes.swift",
    ]
    static let initial = [
        """
        import Cradle

        @DependencyGraph
        final class AppGraph {
            // the clock comes first
            @Provide private func makeClock() -> Clock { Clock() }
            @Provide private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
        }

        @DependencyGraph
        final class OtherGraph {
            // 캐시 🙂
            @Provide private func makeCache(session: Session) -> Cache { Cache() }
            @Provide private func makeStore(cache: Cache) -> Store { Store() }
        }

        """,
        "import Cradle\n\nfunc use(graph: AppGraph, other: OtherGraph) {\n    _ = graph.session\n    _ = other.store\n}\n\nfunc more(graph: OtherGraph) {\n    let g = graph\n    _ = g.cache\n}\n",
        """
        import Cradle

        @DependencyGraph(sources: [AppGraph.self])
        public final class CoreGraph {
            @Provide private func makeLogger(clock: Clock) -> Logger { Logger() }
        }

        """,
        "import Cradle\n\nextension CoreGraph {\n    func log() { _ = logger }\n}\n",
        "struct Notes {\n    let session: Session\n    func read() { _ = session.clock }\n}\n",
    ]
    static let manifests = [
        """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "App",
            targets: [
                .target(name: "Core"),
                .target(name: "App", dependencies: ["Core"]),
            ]
        )

        """,
        """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "App",
            targets: [
                .target(name: "Core", dependencies: ["App"]),
                .target(name: "App"),
            ]
        )

        """,
        "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"App\", targets: [.target(name: \"App\"",
    ]

    /// Text on disk by file (absent: not on disk).
    var disk: [Int: [UInt8]] = [:]
    /// Text in the editor by open file.
    var open: [Int: [UInt8]] = [:]
    var manifest = 0
    /// Lines deleted per file, to type back in.
    var deletedLines: [Int: [String]] = [:]

    init() {
        for (index, text) in Self.initial.enumerated() { disk[index] = Array(text.utf8) }
    }

    /// The text the analysis should see for a file: the editor's, else the disk's.
    func text(of file: Int) -> [UInt8]? { open[file] ?? disk[file] }

    /// `offset` taken modulo the text and moved back to a character boundary.
    static func boundary(_ offset: Int, in bytes: [UInt8]) -> Int {
        var index = bytes.isEmpty ? 0 : min(max(offset, 0), bytes.count)
        while index > 0, index < bytes.count, bytes[index] & 0xC0 == 0x80 { index -= 1 }
        return index
    }

    /// The UTF-16 LSP position of a byte offset, computed independently of the server.
    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, character: Int) {
        var line = 0
        var lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, String(decoding: bytes[lineStart..<offset], as: UTF8.self).utf16.count)
    }
}

/// The server under test and its client side: the last push per URI, answers by id.
final class FuzzClient: @unchecked Sendable {
    let lock = NSLock()
    var pushes: [String: JSON] = [:]
    var answers: [Int: JSON] = [:]

    func accept(_ message: RPCMessage) {
        let json = message.json
        lock.withLock {
            if json["method"]?.stringValue == "textDocument/publishDiagnostics", let uri = json["params"]?["uri"]?.stringValue {
                pushes[uri] = json["params"]?["diagnostics"] ?? .array([])
            } else if json["method"] == nil, let id = json["id"]?.intValue {
                answers[id] = json
            }
        }
    }
}

/// One running script: a folder on disk, the server, and the model.
struct FuzzSession {
    let root: String
    let server: Server
    let client = FuzzClient()
    var model = FuzzModel()
    var nextID = 10

    init(debounce: TimeInterval) throws {
        root =
            URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("cradle-fuzz-\(UUID().uuidString)")
            .resolvingSymlinksInPath().path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        // The configuration file pins the workspace root to the folder.
        try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/.cradle-lsp.json"))
        try Data(FuzzModel.manifests[0].utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
        for (file, bytes) in model.disk { try Self.write(bytes, to: root + "/" + FuzzModel.paths[file]) }
        var configuration = Server.Configuration()
        configuration.debounce = debounce
        configuration.quietDelay = 3_600
        let client = self.client
        server = Server(configuration: configuration, send: { client.accept($0) }, onExit: { _ in })
        receive(
            .request(id: .number(1), method: "initialize", params: ["capabilities": [:], "rootUri": .string(FileURI.uri(root))]))
        receive(.notification(method: "initialized", params: [:]))
        server.waitUntilIndexed()
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    func uri(_ file: Int) -> String { FileURI.uri(root + "/" + FuzzModel.paths[file]) }

    func receive(_ message: RPCMessage) { server.receive(message) }

    func finish() {
        server.waitUntilIndexed()
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Applies one operation to the model and sends it to the server.
    mutating func apply(_ op: FuzzOp) {
        switch op {
        case .held(let ops):
            let gate = DispatchSemaphore(value: 0)
            server.queue.async { gate.wait() }
            for op in ops { send(op) }
            gate.signal()
            server.sync {}
        case .quiet:
            quiet()
        default:
            send(op)
            server.sync {}
        }
    }

    /// Sends one operation without waiting for the server.
    private mutating func send(_ op: FuzzOp) {
        switch op {
        case .edit(let file, let changes):
            guard var bytes = model.open[file] else { return }
            var contentChanges: [JSON] = []
            for change in changes {
                switch change {
                case .range(let offset, let length, let text):
                    let start = FuzzModel.boundary(bytes.isEmpty ? 0 : offset % (bytes.count + 1), in: bytes)
                    let end = FuzzModel.boundary(min(bytes.count, start + length), in: bytes)
                    let from = FuzzModel.position(of: start, in: bytes)
                    let to = FuzzModel.position(of: max(start, end), in: bytes)
                    contentChanges.append([
                        "range": [
                            "start": ["line": .int(from.line), "character": .int(from.character)],
                            "end": ["line": .int(to.line), "character": .int(to.character)],
                        ],
                        "text": .string(text),
                    ])
                    bytes.replaceSubrange(start..<max(start, end), with: Array(text.utf8))
                case .full(let text):
                    contentChanges.append(["text": .string(text)])
                    bytes = Array(text.utf8)
                }
            }
            model.open[file] = bytes
            nextID += 1
            receive(
                .notification(
                    method: "textDocument/didChange",
                    params: [
                        "textDocument": ["uri": .string(uri(file)), "version": .int(nextID)],
                        "contentChanges": .array(contentChanges),
                    ]))
        case .open(let file):
            guard model.open[file] == nil else { return }
            let bytes = model.disk[file] ?? []
            model.open[file] = bytes
            receive(
                .notification(
                    method: "textDocument/didOpen",
                    params: [
                        "textDocument": [
                            "uri": .string(uri(file)), "languageId": "swift", "version": 0,
                            "text": .string(String(decoding: bytes, as: UTF8.self)),
                        ]
                    ]))
        case .close(let file):
            guard model.open[file] != nil else { return }
            model.open[file] = nil
            receive(.notification(method: "textDocument/didClose", params: ["textDocument": ["uri": .string(uri(file))]]))
        case .write(let file, let text):
            let isNew = model.disk[file] == nil
            model.disk[file] = Array(text.utf8)
            try? Self.write(Array(text.utf8), to: root + "/" + FuzzModel.paths[file])
            notifyWatched(uri(file), type: isNew ? 1 : 2)
        case .delete(let file):
            guard model.disk[file] != nil else { return }
            model.disk[file] = nil
            try? FileManager.default.removeItem(atPath: root + "/" + FuzzModel.paths[file])
            notifyWatched(uri(file), type: 3)
        case .manifest(let variant):
            model.manifest = variant % FuzzModel.manifests.count
            try? Self.write(Array(FuzzModel.manifests[model.manifest].utf8), to: root + "/Package.swift")
            notifyWatched(FileURI.uri(root + "/Package.swift"), type: 2)
        case .hover(let file, let offset):
            guard let bytes = model.text(of: file) else { return }
            let position = FuzzModel.position(of: FuzzModel.boundary(offset % (bytes.count + 1), in: bytes), in: bytes)
            nextID += 1
            receive(
                .request(
                    id: .number(nextID), method: "textDocument/hover",
                    params: [
                        "textDocument": ["uri": .string(uri(file))],
                        "position": ["line": .int(position.line), "character": .int(position.character)],
                    ]))
        case .cancel(let back):
            receive(.notification(method: "$/cancelRequest", params: ["id": .int(nextID - back)]))
        case .held(let ops):
            for op in ops { send(op) }
        case .quiet:
            break
        }
    }

    func notifyWatched(_ uri: String, type: Int) {
        receive(
            .notification(
                method: "workspace/didChangeWatchedFiles", params: ["changes": [["uri": .string(uri), "type": .int(type)]]]))
    }

    /// Waits until indexing landed and no debounced publish is pending.
    func quiet() {
        while true {
            server.waitUntilIndexed()
            if !server.sync({ server.isPublishPending }) { return }
            Thread.sleep(forTimeInterval: 0.002)
        }
    }

    /// The first difference between what the server shows and a fresh batch analysis, or nil.
    mutating func divergence() -> String? {
        quiet()
        let expected = reference()
        let pushes = client.lock.withLock { client.pushes }
        for file in FuzzModel.paths.indices {
            let want = expected[file] ?? []
            let pushed = Self.canonical(pushes[uri(file)] ?? .array([]))
            if pushed != want {
                return "push for \(FuzzModel.paths[file]) is\n\(pushed.joined(separator: "\n"))\nbut a fresh analysis says\n"
                    + want.joined(separator: "\n")
            }
            // Pulled only where the server has the file (loaded, or open).
            guard expected[file] != nil else { continue }
            nextID += 1
            let id = nextID
            receive(
                .request(
                    id: .number(id), method: "textDocument/diagnostic", params: ["textDocument": ["uri": .string(uri(file))]]))
            server.sync {}
            let answer = client.lock.withLock { client.answers.removeValue(forKey: id) }
            let pulled = Self.canonical(answer?["result"]?["items"] ?? .string("no answer: \(answer?.text ?? "")"))
            if pulled != want {
                return "pull for \(FuzzModel.paths[file]) is\n\(pulled.joined(separator: "\n"))\nbut a fresh analysis says\n"
                    + want.joined(separator: "\n")
            }
        }
        client.lock.withLock { client.answers.removeAll() }
        return nil
    }

    /// Published diagnostics as comparable lines.
    static func canonical(_ diagnostics: JSON) -> [String] {
        guard let items = diagnostics.arrayValue else { return [diagnostics.text] }
        return items.map { item in
            func range(_ json: JSON?) -> String {
                let start = json?["start"]
                let end = json?["end"]
                return
                    "\(start?["line"]?.intValue ?? -1):\(start?["character"]?.intValue ?? -1)-\(end?["line"]?.intValue ?? -1):\(end?["character"]?.intValue ?? -1)"
            }
            let notes = (item["relatedInformation"]?.arrayValue ?? []).map { note in
                "[\(note["location"]?["uri"]?.stringValue ?? "") \(range(note["location"]?["range"])) \(note["message"]?.stringValue ?? "")]"
            }
            return
                "\(item["code"]?.stringValue ?? "") \(item["severity"]?.intValue ?? 0) \(range(item["range"])) \(item["message"]?.stringValue ?? "") \(notes.joined())"
        }.sorted()
    }

    /// A fresh batch analysis of the model's texts: the project found on disk again, every file
    /// parsed from scratch, positions converted by ``FuzzModel/position(of:in:)``; a file is
    /// absent when it is not loaded (not on disk and not open, or compiled by no target).
    func reference() -> [Int: [String]] {
        let project = Project.find(paths: [root], currentDirectory: "/", style: .absolute)
        let modules = Dictionary(project.files.map { ($0.path, $0.module) }, uniquingKeysWith: { first, _ in first })
        let shared = project.files.filter { !$0.otherModules.isEmpty }.map { ($0.path, $0.otherModules) }
        var workspace = Workspace(
            visibility: project.modules.visibility, otherModules: Dictionary(shared, uniquingKeysWith: { first, _ in first }))
        workspace.policy = project.configuration.policy
        var texts: [String: [UInt8]] = [:]
        var summaries: [FileSummary] = []
        for file in FuzzModel.paths.indices {
            guard let bytes = model.text(of: file) else { continue }
            let path = root + "/" + FuzzModel.paths[file]
            // A file that no target compiles is not loaded, unless the editor has it open.
            guard modules[path] != nil || model.open[file] != nil else { continue }
            texts[path] = bytes
            summaries.append(
                FileSummary(
                    SourceInput(path: path, module: modules[path] ?? project.module(of: path), text: SourceText(bytes: bytes))))
        }
        workspace.add(summaries)
        var result: [Int: [String]] = [:]
        for file in FuzzModel.paths.indices {
            let path = root + "/" + FuzzModel.paths[file]
            guard let bytes = texts[path] else { continue }
            let lines = workspace.diagnostics(in: path).map { diagnostic -> String in
                func range(_ range: ByteRange, in bytes: [UInt8]) -> String {
                    let start = FuzzModel.position(of: range.start, in: bytes)
                    let end = FuzzModel.position(of: range.end, in: bytes)
                    return "\(start.line):\(start.character)-\(end.line):\(end.character)"
                }
                let notes = diagnostic.notes.compactMap { note -> String? in
                    guard let noteBytes = texts[note.file] else { return nil }
                    return "[\(FileURI.uri(note.file)) \(range(note.range, in: noteBytes)) \(note.message)]"
                }
                return
                    "\(diagnostic.code.rawValue) \(DiagnosticSeverity(diagnostic.severity).rawValue) \(range(diagnostic.range, in: bytes)) \(diagnostic.message) \(notes.joined())"
            }
            result[file] = lines.sorted()
        }
        return result
    }
}

/// Random scripts in the mix the issue names: bursts of typing and deleting on a comment line
/// inside a graph, a `@Provide` line deleted and typed back, typing into the other graph's
/// factory line, line breaks, multi-byte characters, whole-text replacements (alone, and as a
/// second change in 5 % of messages), several changes per message, open and close, files
/// created, changed and deleted on disk, `Package.swift` rewritten, hovers and cancellations,
/// and messages that overtake each other while the server is busy.
struct ScriptGenerator {
    var random: SeededGenerator
    /// Operations left in the current burst; a quiet point follows each burst.
    var burstLeft = 0
    /// Issue 23's sequence: the two-graph file alone, bursts of 100 `didChange`s (comment
    /// typing, `@Provide` lines deleted and typed back, typing into the other graph's factory
    /// line, a second whole-text change in 5 % of messages), hovers and cancellations between.
    let isIssueMix: Bool

    init(seed: UInt64, isIssueMix: Bool = false) {
        random = SeededGenerator(seed: seed)
        self.isIssueMix = isIssueMix
    }

    mutating func next(model: FuzzModel) -> FuzzOp {
        if burstLeft == 0 {
            burstLeft = isIssueMix ? 100 : 1 + random.below(model.open.isEmpty ? 5 : 100)
            return .quiet
        }
        burstLeft -= 1
        if isIssueMix {
            if model.open[0] == nil { return .open(file: 0) }
            let roll = random.below(100)
            if roll < 8 { return .hover(file: 0, offset: random.below(1_000)) }
            if roll < 12 { return .cancel(back: random.below(3)) }
            if roll < 15 { return .held([edit(model, kinds: 7), .hover(file: 0, offset: random.below(600)), .cancel(back: 0)]) }
            return edit(model, kinds: 7)
        }
        let roll = random.below(1_000)
        if model.open.isEmpty || roll < 40 { return .open(file: random.below(FuzzModel.paths.count)) }
        if roll < 60 { return .close(file: random.below(FuzzModel.paths.count)) }
        if roll < 80 { return .write(file: random.below(FuzzModel.paths.count), text: mutated(model)) }
        if roll < 90 { return .delete(file: 3 + random.below(2)) }
        if roll < 95 { return .manifest(variant: random.below(10) < 7 ? random.below(2) : 2) }
        if roll < 140 { return .hover(file: random.below(FuzzModel.paths.count), offset: random.below(1_000)) }
        if roll < 160 { return .cancel(back: random.below(3)) }
        if roll < 180 {
            var ops: [FuzzOp] = []
            for _ in 0..<(2 + random.below(4)) {
                ops.append(random.below(3) == 0 ? .hover(file: random.below(2), offset: random.below(600)) : edit(model))
                if random.below(4) == 0 { ops.append(.cancel(back: random.below(2))) }
            }
            return .held(ops)
        }
        return edit(model)
    }

    /// A `didChange` of an open document, with changes of the first `kinds` kinds of
    /// ``change(_:file:model:kinds:)`` (all by default).
    mutating func edit(_ model: FuzzModel, kinds: Int = 14) -> FuzzOp {
        let files = model.open.keys.sorted()
        guard let file = files.isEmpty ? nil : files[random.below(files.count)], let bytes = model.open[file] else {
            return .open(file: 0)
        }
        var changes = [change(bytes, file: file, model: model, kinds: kinds)]
        for _ in 0..<random.below(3) where random.below(4) == 0 {
            changes.append(change(bytes, file: file, model: model, kinds: kinds))
        }
        if random.below(100) < 5 { changes.append(.full(mutated(model))) }
        return .edit(file: file, changes: changes)
    }

    /// One change to `bytes`, of the kinds in the mix.
    mutating func change(_ bytes: [UInt8], file: Int, model: FuzzModel, kinds: Int) -> FuzzChange {
        let lines = Self.lines(bytes)
        func line(containing needle: String) -> (start: Int, end: Int)? {
            let matching = lines.filter { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self).contains(needle) }
            return matching.isEmpty ? nil : matching[random.below(matching.count)]
        }
        switch random.below(kinds) {
        case 0, 1, 2:
            // Typing and deleting on a comment line inside a graph.
            guard let comment = line(containing: "//") else { break }
            if random.below(2) == 0, comment.end - comment.start > 8 {
                return .range(offset: comment.end - 1, length: 1, text: "")
            }
            return .range(offset: comment.end, length: 0, text: ["x", "a", " ", "한", "🙂"][random.below(5)])
        case 3, 4:
            // A `@Provide` line deleted, or typed back.
            if random.below(2) == 0, let provide = line(containing: "@Provide") {
                return .range(offset: provide.start, length: provide.end + 1 - provide.start, text: "")
            }
            let line = lines.isEmpty ? (start: 0, end: 0) : lines[random.below(lines.count)]
            let provides = [
                "    @Provide private func makeClock() -> Clock { Clock() }\n",
                "    @Provide private func makeCache(session: Session) -> Cache { Cache() }\n",
                "    @Provide func makeSession(clock: Clock) -> Session { Session(clock: clock) }\n",
            ]
            return .range(offset: line.start, length: 0, text: provides[random.below(provides.count)])
        case 5, 6:
            // Typing into a factory line.
            guard let factory = line(containing: "func make") else { break }
            let offset = factory.start + random.below(max(1, factory.end - factory.start))
            if random.below(3) == 0 { return .range(offset: offset, length: 1, text: "") }
            return .range(offset: offset, length: 0, text: ["s", "Clock", ",", " ", "(", ")", "e"][random.below(7)])
        case 7:
            return .range(offset: random.below(bytes.count + 1), length: 0, text: "\n")
        case 8:
            return .range(offset: random.below(bytes.count + 1), length: 0, text: ["한", "🙂", "é", "\u{301}"][random.below(4)])
        case 9:
            return .range(offset: random.below(bytes.count + 1), length: 1 + random.below(6), text: "")
        case 10:
            return .full(mutated(model))
        case 11, 12:
            // A receiver's type, or the name a chain reads, swapped for another graph's: reads
            // move between graphs while every declaration stays the same.
            let groups = [
                ["AppGraph", "OtherGraph", "CoreGraph", "Notes"], ["session", "store", "clock", "cache", "logger", "graph"],
            ]
            let text = String(decoding: bytes, as: UTF8.self)
            var found: [(offset: Int, length: Int, group: Int)] = []
            for (group, words) in groups.enumerated() {
                for word in words {
                    var searchStart = text.startIndex
                    while let range = text.range(of: word, range: searchStart..<text.endIndex) {
                        searchStart = range.upperBound
                        let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
                        let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
                        guard !(before?.isLetter ?? false), !(after?.isLetter ?? false) else { continue }
                        found.append((text.utf8.distance(from: text.startIndex, to: range.lowerBound), word.utf8.count, group))
                    }
                }
            }
            guard !found.isEmpty else { break }
            let pick = found[random.below(found.count)]
            let words = groups[pick.group]
            return .range(offset: pick.offset, length: pick.length, text: words[random.below(words.count)])
        default:
            break
        }
        return .range(
            offset: random.below(bytes.count + 1), length: random.below(3), text: ["_", "x", "@", ".", "{", "}"][random.below(6)])
    }

    /// One of the initial texts, sometimes with a line dropped.
    mutating func mutated(_ model: FuzzModel) -> String {
        var lines = FuzzModel.initial[random.below(FuzzModel.initial.count)].split(
            separator: "\n", omittingEmptySubsequences: false)
        if random.below(2) == 0, !lines.isEmpty { lines.remove(at: random.below(lines.count)) }
        return lines.joined(separator: "\n")
    }

    /// The byte ranges of the lines (without their line breaks).
    static func lines(_ bytes: [UInt8]) -> [(start: Int, end: Int)] {
        var result: [(start: Int, end: Int)] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            result.append((start, index))
            start = index + 1
        }
        if start < bytes.count { result.append((start, bytes.count)) }
        return result
    }
}
