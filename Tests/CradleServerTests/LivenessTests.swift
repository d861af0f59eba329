import CradleProject
import CradleProtocol
import Foundation
import Testing

@testable import CradleServer

/// The server is never blocked (`product.md` §4): indexing runs off the request path, is
/// cancelled when superseded, and the walk refuses what it must not read.
@Suite("Liveness", .serialized)
struct LivenessTests {
    static let graph = """
        import Cradle

        @DependencyGraph
        final class G {
            @Provide private func makeSession(clock: Clock) -> Session { Session() }
        }

        """

    /// A folder with `files` (relative path → text), its real path.
    func makeFolder(_ files: [String: String]) throws -> String {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("cradle-liveness-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root.resolvingSymlinksInPath().path
    }

    func initialize(_ client: TestClient, root: String?, rootPath: String? = nil, waiting: Bool = true) {
        var params: [String: JSON] = ["capabilities": ["window": ["workDoneProgress": true]]]
        if let root { params["rootUri"] = .string(FileURI.uri(root)) }
        if let rootPath { params["rootPath"] = .string(rootPath) }
        client.send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": .object(params)], waitingForIndexing: waiting)
        client.send(["jsonrpc": "2.0", "method": "initialized", "params": [:]], waitingForIndexing: waiting)
    }

    /// Opens a document, without waiting for indexing.
    func open(_ client: TestClient, _ uri: String, text: String) {
        client.send(
            [
                "jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(text)]],
            ], waitingForIndexing: false)
    }

    /// The `$/progress` values of kind `kind` sent so far.
    func progress(_ client: TestClient, _ kind: String) -> [JSON] {
        client.messages("$/progress").compactMap { $0["params"]?["value"] }.filter { $0["kind"]?.stringValue == kind }
    }

    @Test("indexing reports its percentage after each batch of files, below 100 until it ends")
    func progressPercentages() throws {
        // 600 files: batches end at 256 and 512 files (42 % and 85 %), then the load is done.
        let files = Dictionary(uniqueKeysWithValues: (0..<600).map { ("Sources/App/F\($0).swift", "struct S\($0) {}\n") })
        let root = try makeFolder(files)
        let client = TestClient()
        let server = try #require(client.server)
        initialize(client, root: root)
        server.waitUntilIndexed()
        #expect(progress(client, "report").compactMap { $0["percentage"]?.intValue } == [42, 85])
        #expect(progress(client, "end").count == 1)
    }

    @Test("a watched change of something that is no file (an untitled buffer) finds the project no second time")
    func watchedChangeOfNoFile() throws {
        let root = try makeFolder(["Sources/App/G.swift": Self.graph])
        let client = TestClient()
        let server = try #require(client.server)
        initialize(client, root: root)
        server.waitUntilIndexed()
        client.send([
            "jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles",
            "params": ["changes": [["uri": "untitled:Untitled-1", "type": 2]]],
        ])
        server.waitUntilIndexed()
        #expect(progress(client, "begin").count == 1)
    }

    @Test("answers from the open file come while indexing runs; uses, symbols and findings wait for it")
    func requestsDuringIndexing() throws {
        let root = try makeFolder([
            "Sources/App/G.swift": Self.graph, "Sources/App/Use.swift": "func use(g: G) { _ = g.session }\n",
        ])
        let gate = DispatchSemaphore(value: 0)
        let client = TestClient { $0.willIndex = { gate.wait() } }
        let server = try #require(client.server)
        initialize(client, root: root, waiting: false)
        let uri = FileURI.uri(root + "/Sources/App/G.swift")
        open(client, uri, text: Self.graph)
        let onFactory: JSON = ["textDocument": ["uri": .string(uri)], "position": ["line": 4, "character": 30]]
        let requests: [(Int, String, JSON)] = [
            (2, "workspace/symbol", ["query": ""]),
            (3, "textDocument/hover", onFactory),
            (
                4, "textDocument/references",
                [
                    "textDocument": ["uri": .string(uri)], "position": ["line": 4, "character": 30],
                    "context": ["includeDeclaration": false],
                ]
            ),
            (5, "textDocument/codeLens", ["textDocument": ["uri": .string(uri)]]),
            (6, "textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]]),
            (7, "textDocument/hover", onFactory),
        ]
        for (id, method, params) in requests {
            client.send(
                ["jsonrpc": "2.0", "id": .number(Double(id)), "method": .string(method), "params": params],
                waitingForIndexing: false)
        }
        client.send(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 7]], waitingForIndexing: false)
        // Indexing is held at its start: the outline of the open file is answered without it, a
        // cancelled request at once; what depends on files not read yet waits, saying nothing false.
        #expect(client.answer(6)?["result"]?.arrayValue?.isEmpty == false, "document symbols from the open document")
        #expect(client.answer(7)?["error"]?["code"]?.intValue == -32800, "a waiting request is cancelled at once")
        for id in 2...5 { #expect(client.answer(id) == nil, "request \(id) waits for the index") }
        #expect(progress(client, "begin").count == 1)
        #expect(progress(client, "end").isEmpty, "indexing has not finished")
        #expect(client.published(uri) == nil, "no findings before the document's modules are loaded")
        gate.signal()
        server.waitUntilIndexed()
        #expect(progress(client, "end").count == 1)
        #expect(client.published(uri)?.compactMap { $0["code"]?.stringValue } == ["missing-registration"])
        #expect(client.answer(2)?["result"]?.arrayValue?.isEmpty == false)
        let hover = client.answer(3)?["result"]?["contents"]?["value"]?.stringValue ?? ""
        #expect(hover.contains("Consumers (1): 1 accessor use"), "\(hover)")
        #expect(
            client.answer(4)?["result"]?.arrayValue?.compactMap { $0["uri"]?.stringValue } == [
                FileURI.uri(root + "/Sources/App/Use.swift")
            ])
        #expect(client.answer(5)?["result"]?.arrayValue?.first?["command"]?["title"]?.stringValue == ".shared · 1 use")
    }

    @Test("completion answers at once while indexing runs, saying the list is incomplete; resolve waits for the index")
    func completionDuringIndexing() throws {
        let use = "func use(g: G) { _ = g. }\n"
        let root = try makeFolder(["Sources/App/G.swift": Self.graph, "Sources/App/Use.swift": use])
        let other = try makeFolder(["Sources/B/B.swift": "struct B {}\n"])
        let gate = DispatchSemaphore(value: 0)
        let client = TestClient { $0.willIndex = { gate.wait() } }
        let server = try #require(client.server)
        initialize(client, root: root, waiting: false)
        let uri = FileURI.uri(root + "/Sources/App/Use.swift")
        open(client, uri, text: use)
        let afterDot: JSON = ["textDocument": ["uri": .string(uri)], "position": ["line": 0, "character": 23]]
        client.send(
            ["jsonrpc": "2.0", "id": 2, "method": "textDocument/completion", "params": afterDot], waitingForIndexing: false)
        #expect(client.answer(2)?["result"]?["isIncomplete"]?.boolValue == true, "the graph's file is not read yet")
        #expect(client.answer(2)?["result"]?["items"]?.arrayValue?.isEmpty == true)
        gate.signal()
        server.waitUntilIndexed()
        client.send(["jsonrpc": "2.0", "id": 3, "method": "textDocument/completion", "params": afterDot])
        #expect(client.answer(3)?["result"]?["isIncomplete"]?.boolValue == false)
        let items = client.answer(3)?["result"]?["items"]?.arrayValue ?? []
        #expect(items.compactMap { $0["label"]?.stringValue } == ["session"])
        // A second run (a folder added) is held: its item is resolved only once it lands.
        client.send(
            [
                "jsonrpc": "2.0", "method": "workspace/didChangeWorkspaceFolders",
                "params": ["event": ["added": [["uri": .string(FileURI.uri(other)), "name": "B"]], "removed": []]],
            ], waitingForIndexing: false)
        let item = try #require(items.first)
        client.send(["jsonrpc": "2.0", "id": 4, "method": "completionItem/resolve", "params": item], waitingForIndexing: false)
        client.send(
            ["jsonrpc": "2.0", "id": 5, "method": "textDocument/completion", "params": afterDot], waitingForIndexing: false)
        #expect(client.answer(5)?["result"]?["isIncomplete"]?.boolValue == true, "a run is in flight")
        #expect(client.answer(4) == nil, "resolve waits for the index")
        gate.signal()
        server.waitUntilIndexed()
        let documentation = client.answer(4)?["result"]?["documentation"]?["value"]?.stringValue ?? ""
        #expect(documentation.hasPrefix("**`session`**: registration of `Session` in `G`"), "\(documentation)")
        #expect(documentation.contains("Consumers: none"), "\(documentation)")
        #expect(client.answer(4)?["result"]?["label"] == item["label"], "the item comes back as sent")
    }

    @Test("refactorings: while indexing an extraction is disabled; a client without disabled support never sees one")
    func refactoringsAndIndexing() throws {
        let graph = """
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
                @Provide private func makeReport(clock: Clock) -> Report { Report() }
            }

            @DependencyGraph
            final class DraftGraph {
                @Provide private func makeLimit() -> Int { input.limit }
            }

            """
        let root = try makeFolder(["Sources/App/G.swift": graph])
        let uri = FileURI.uri(root + "/Sources/App/G.swift")
        func actions(_ client: TestClient, id: Int, line: Int, character: Int) -> [JSON] {
            client.send(
                [
                    "jsonrpc": "2.0", "id": .int(id), "method": "textDocument/codeAction",
                    "params": [
                        "textDocument": ["uri": .string(uri)],
                        "range": [
                            "start": ["line": .int(line), "character": .int(character)],
                            "end": ["line": .int(line), "character": .int(character)],
                        ],
                        "context": ["diagnostics": [], "only": ["refactor"]],
                    ],
                ], waitingForIndexing: false)
            return client.answer(id)?["result"]?.arrayValue ?? []
        }
        // A client that shows disabled actions, with indexing held.
        let gate = DispatchSemaphore(value: 0)
        let showing = TestClient { $0.willIndex = { gate.wait() } }
        let server = try #require(showing.server)
        showing.send(
            [
                "jsonrpc": "2.0", "id": 1, "method": "initialize",
                "params": [
                    "rootUri": .string(FileURI.uri(root)),
                    "capabilities": ["textDocument": ["codeAction": ["disabledSupport": true]]],
                ],
            ], waitingForIndexing: false)
        showing.send(["jsonrpc": "2.0", "method": "initialized", "params": [:]], waitingForIndexing: false)
        open(showing, uri, text: graph)
        let during = actions(showing, id: 2, line: 9, character: 14)
        #expect(during.compactMap { $0["disabled"]?["reason"]?.stringValue } == ["the workspace is still being indexed"])
        gate.signal()
        server.waitUntilIndexed()
        let after = actions(showing, id: 3, line: 9, character: 14)
        #expect(after.count == 1 && after.first?["disabled"] == nil, "\(after)")
        // A client that does not show them: only the enabled lifetime changes.
        let plain = TestClient()
        initialize(plain, root: root)
        open(plain, uri, text: graph)
        let titles = actions(plain, id: 2, line: 4, character: 26).compactMap { $0["title"]?.stringValue }
        #expect(
            titles == [
                "Make `makeClock` `.lazy`, and `makeReport` `.lazy`",
                "Make `makeClock` `.transient`, and `makeReport` `.transient`",
                "Move `makeClock` to a new source graph `ClockGraph`",
            ])
    }

    @Test("a client without snippets or tags gets plain text and the deprecated flag")
    func completionForPlainClients() throws {
        let graph = """
            import Cradle

            @DependencyGraph
            final class G {
                @Provide(.transient) private func makeTicket() -> Ticket { Ticket() }
                @Provide(.transient) private func makePage(@External index: Int) -> Page { Page() }
                @Provide private func makeSession() -> Session { Session() }
            }
            func use(g: G) { _ = g. }

            """
        let root = try makeFolder(["Sources/App/G.swift": graph])
        let client = TestClient()
        initialize(client, root: root)
        let uri = FileURI.uri(root + "/Sources/App/G.swift")
        open(client, uri, text: graph)
        client.send([
            "jsonrpc": "2.0", "id": 2, "method": "textDocument/completion",
            "params": ["textDocument": ["uri": .string(uri)], "position": ["line": 8, "character": 23]],
        ])
        let items = client.answer(2)?["result"]?["items"]?.arrayValue ?? []
        #expect(items.map { $0["insertTextFormat"]?.intValue } == [1, 1, 1])
        #expect(items.dropFirst().first?["textEdit"]?["newText"]?.stringValue == "page(index: )")
        client.send([
            "jsonrpc": "2.0", "id": 3, "method": "textDocument/completion",
            "params": ["textDocument": ["uri": .string(uri)], "position": ["line": 6, "character": 38]],
        ])
        let parameters = client.answer(3)?["result"]?["items"]?.arrayValue ?? []
        #expect(parameters.map { $0["label"]?.stringValue } == ["ticket: Ticket"])
        #expect(parameters.first?["deprecated"]?.boolValue == true)
        #expect(parameters.first?["tags"] == nil)
    }

    @Test("a document closed while indexing read its file owns the disk's newer text once the run lands")
    func closedWhileIndexing() throws {
        let root = try makeFolder(["Sources/App/G.swift": Self.graph])
        let path = root + "/Sources/App/G.swift"
        let uri = FileURI.uri(path)
        let gate = DispatchSemaphore(value: 0)
        let client = TestClient { $0.willInstall = { gate.wait() } }
        let server = try #require(client.server)
        // The run has read the first text and waits to land.
        initialize(client, root: root, waiting: false)
        open(client, uri, text: Self.graph)
        // Saved with a new text, then closed, before the run lands.
        let saved = Self.graph.replacingOccurrences(of: "clock: Clock", with: "store: Store")
        try Data(saved.utf8).write(to: URL(fileURLWithPath: path))
        client.send(
            [
                "jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles",
                "params": ["changes": [["uri": .string(uri), "type": 2]]],
            ], waitingForIndexing: false)
        client.send(
            ["jsonrpc": "2.0", "method": "textDocument/didClose", "params": ["textDocument": ["uri": .string(uri)]]],
            waitingForIndexing: false)
        gate.signal()
        server.waitUntilIndexed()
        #expect(server.sync { server.workspace.text(of: path).map { String(decoding: $0.bytes, as: UTF8.self) } } == saved)
        let messages = client.published(uri)?.compactMap { $0["message"]?.stringValue } ?? []
        #expect(messages.count == 1)
        #expect(messages.first?.contains("`Store`") == true, "findings of the saved text, not the one the run read")
    }

    @Test("a pull during indexing is answered once it lands; shutdown during indexing cancels it at once")
    func pullsWaitAndShutdownCancels() throws {
        let root = try makeFolder(["Sources/App/G.swift": Self.graph])
        let gate = DispatchSemaphore(value: 0)
        let client = TestClient { $0.willIndex = { gate.wait() } }
        let server = try #require(client.server)
        initialize(client, root: root, waiting: false)
        let uri = FileURI.uri(root + "/Sources/App/G.swift")
        client.send(
            ["jsonrpc": "2.0", "id": 2, "method": "textDocument/diagnostic", "params": ["textDocument": ["uri": .string(uri)]]],
            waitingForIndexing: false)
        #expect(client.answer(2) == nil, "the pull waits for the file's modules")
        client.send(["jsonrpc": "2.0", "id": 3, "method": "shutdown"], waitingForIndexing: false)
        #expect(client.answer(3)?["result"] == .null, "shutdown answered while indexing was held")
        #expect(client.answer(2) != nil, "the waiting pull was answered before shutdown's answer")
        #expect(progress(client, "end").first?["message"]?.stringValue == "cancelled")
        client.send(["jsonrpc": "2.0", "method": "exit"], waitingForIndexing: false)
        #expect(client.exitStatus == 0)
        gate.signal()
        server.waitUntilIndexed()
        #expect(server.sync { server.workspace.entries.isEmpty }, "the cancelled run installed nothing")
    }

    @Test("a run superseded by a folder change is cancelled; the newer one lands")
    func supersededRun() throws {
        let first = try makeFolder(["Sources/A/A.swift": Self.graph])
        let second = try makeFolder(["Sources/B/B.swift": Self.graph])
        let gate = DispatchSemaphore(value: 0)
        let client = TestClient { $0.willIndex = { gate.wait() } }
        let server = try #require(client.server)
        initialize(client, root: first, waiting: false)
        client.send(
            [
                "jsonrpc": "2.0", "method": "workspace/didChangeWorkspaceFolders",
                "params": ["event": ["added": [["uri": .string(FileURI.uri(second)), "name": "B"]], "removed": []]],
            ], waitingForIndexing: false)
        #expect(progress(client, "end").map { $0["message"]?.stringValue } == ["superseded"])
        gate.signal()
        gate.signal()
        server.waitUntilIndexed()
        #expect(progress(client, "begin").count == 2)
        #expect(progress(client, "end").count == 2)
        #expect(
            server.sync { Set(server.workspace.entries.keys) } == [first + "/Sources/A/A.swift", second + "/Sources/B/B.swift"])
        #expect(client.published(FileURI.uri(second + "/Sources/B/B.swift")) != nil)
    }

    @Test("a FIFO in the workspace is never opened; the rest is indexed and published")
    func fifoInWorkspace() throws {
        let root = try makeFolder(["Sources/App/G.swift": Self.graph])
        #expect(mkfifo(root + "/Sources/App/p.swift", 0o644) == 0)
        let client = TestClient()
        initialize(client, root: root)
        client.send(["jsonrpc": "2.0", "id": 2, "method": "workspace/symbol", "params": ["query": "Session"]])
        #expect(client.answer(2)?["result"]?.arrayValue?.count == 1)
        #expect(client.published(FileURI.uri(root + "/Sources/App/G.swift"))?.count == 1)
    }

    @Test("`/` added as a folder is refused with a message; requests go on and the other folder stays")
    func slashAsFolder() throws {
        let root = try makeFolder(["Sources/App/G.swift": Self.graph])
        let client = TestClient()
        let server = try #require(client.server)
        initialize(client, root: root)
        client.send([
            "jsonrpc": "2.0", "method": "workspace/didChangeWorkspaceFolders",
            "params": ["event": ["added": [["uri": "file:///", "name": "root"]], "removed": []]],
        ])
        let messages = client.messages("window/showMessage").compactMap { $0["params"]?["message"]?.stringValue }
        #expect(messages == ["cradle-lsp: /: the file system root is not a workspace; not indexed"])
        client.send(["jsonrpc": "2.0", "id": 2, "method": "workspace/symbol", "params": ["query": "Session"]])
        #expect(client.answer(2)?["result"]?.arrayValue?.count == 1)
        #expect(server.sync { server.workspace.entries.count } == 1)
    }

    @Test("a root over the entry limit is refused with a message")
    func rootOverTheLimit() throws {
        var files = ["Sources/App/G.swift": Self.graph]
        for index in 0..<40 { files["Sources/App/F\(index).swift"] = "struct F\(index) {}\n" }
        let root = try makeFolder(files)
        let client = TestClient { $0.walkLimits.maximumEntries = 30 }
        let server = try #require(client.server)
        initialize(client, root: root)
        let messages = client.messages("window/showMessage").compactMap { $0["params"]?["message"]?.stringValue }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("holds more than 30 files and folders") == true)
        #expect(server.sync { server.workspace.entries.isEmpty })
    }

    @Test("a relative `rootPath` is resolved against the server's working directory")
    func relativeRootPath() throws {
        let root = try makeFolder(["Sources/App/G.swift": Self.graph])
        let relative = PathName.relativePath(from: FileManager.default.currentDirectoryPath, to: root)
        #expect(!relative.hasPrefix("/"))
        let client = TestClient()
        let server = try #require(client.server)
        initialize(client, root: nil, rootPath: relative)
        #expect(server.sync { server.roots } == [root])
        #expect(client.published(FileURI.uri(root + "/Sources/App/G.swift"))?.count == 1)
    }
}
