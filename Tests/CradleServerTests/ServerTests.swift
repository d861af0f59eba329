import CradleProtocol
import CradleSyntax
import Foundation
import Testing

@testable import CradleAnalysis
@testable import CradleServer

/// An in-process client: messages go through real framing both ways.
final class TestClient: @unchecked Sendable {
    let lock = NSLock()
    var framer = MessageFramer()
    var received: [JSON] = []
    var exitStatus: Int32?
    /// Set right after creation; the server's callbacks refer back to this client.
    var server: Server?

    init(quietDelay: TimeInterval = 3, configure: (inout Server.Configuration) -> Void = { _ in }) {
        var configuration = Server.Configuration()
        configuration.debounce = 0
        configuration.quietDelay = quietDelay
        configure(&configuration)
        server = Server(
            configuration: configuration,
            send: { [unowned self] message in self.accept(MessageFramer.frame(message.json.serialized())) },
            onExit: { [unowned self] status in self.exitStatus = status })
    }

    func accept(_ bytes: [UInt8]) {
        lock.withLock {
            for case .message(let body) in framer.append(bytes) {
                if let json = try? JSON.parse(body) { received.append(json) }
            }
        }
    }

    /// Sends a message and waits until the server handled it and, with `waitingForIndexing`,
    /// until indexing landed.
    func send(_ json: JSON, waitingForIndexing: Bool = true) {
        guard case .success(let message) = RPCMessage.decode(json), let server else { return }
        server.receive(message)
        if waitingForIndexing { server.waitUntilIndexed() } else { server.sync {} }
    }

    /// Every message received with `method`.
    func messages(_ method: String) -> [JSON] {
        lock.withLock { received.filter { $0["method"]?.stringValue == method } }
    }

    /// The answer to request `id`, if it came.
    func answer(_ id: Int) -> JSON? {
        lock.withLock { received.last { $0["id"]?.intValue == id && $0["method"] == nil } }
    }

    /// The latest diagnostics published for `uri`, or nil if none were.
    func published(_ uri: String) -> [JSON]? {
        lock.withLock {
            received.last {
                $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri
            }?[
                "params"]?["diagnostics"]?.arrayValue
        }
    }
}

@Suite("Language server", .serialized)
struct ServerTests {
    @Test("typing a real file line by line: after every edit the published diagnostics equal a cold analysis")
    func typingReplay() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let sources = [
            "protocol-fixtures/workspaces/UserSearchWithMistakes/Packages/Search/Sources/Search/SearchGraph.swift",
            "protocol-fixtures/workspaces/UserSearchWithMistakes/Packages/Data/Sources/Data/ResponseCacheGraph.swift",
        ]
        for source in sources {
            let text = try String(contentsOf: root.appendingPathComponent(source), encoding: .utf8)
            let client = TestClient()
            let path = "/virtual/\((source as NSString).lastPathComponent)"
            let uri = FileURI.uri(path)
            client.send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
            client.send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
            client.send([
                "jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 0, "text": ""]],
            ])
            var typed = ""
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() {
                let insertion = String(line) + (number + 1 < lines.count ? "\n" : "")
                client.send([
                    "jsonrpc": "2.0", "method": "textDocument/didChange",
                    "params": [
                        "textDocument": ["uri": .string(uri), "version": .int(number + 1)],
                        "contentChanges": [
                            [
                                "range": [
                                    "start": ["line": .int(number), "character": 0],
                                    "end": ["line": .int(number), "character": 0],
                                ],
                                "text": .string(insertion),
                            ]
                        ],
                    ],
                ])
                typed += insertion
                let cold = Workspace().updating(path: path, module: "Search", text: SourceText(typed)).diagnostics(in: path)
                let document = DocumentText(SourceText(typed))
                let expected = cold.map { diagnostic -> String in
                    "\(diagnostic.code.rawValue)@\((try? JSON.encoding(document.lspRange(diagnostic.range, encoding: .utf16)))?.text ?? "")"
                }
                let actual = (client.published(uri) ?? []).map { item -> String in
                    "\(item["code"]?.stringValue ?? "")@\(item["range"]?.text ?? "")"
                }
                #expect(actual == expected, "\(source) after line \(number + 1)")
                if actual != expected { break }
            }
            #expect(!(client.published(uri) ?? []).isEmpty, "the typed file ends with its deliberate mistakes")
        }
    }

    @Test("an edit's tree serves the queries after it, and the trees are dropped once the server is quiet")
    func treesAreDroppedWhenQuiet() throws {
        let client = TestClient(quietDelay: 1)
        let server = try #require(client.server)
        let text = """
            import Cradle

            @DependencyGraph
            final class G {
                @Provide private func makeClock() -> Clock { Clock() }
            }
            func use(graph: G) { _ = graph.clock }

            """
        let uri = FileURI.uri("/virtual/Graph.swift")
        let hover: JSON = [
            "jsonrpc": "2.0", "id": 2, "method": "textDocument/hover",
            // `clock` in `graph.clock`: an accessor use, found in the file's tree.
            "params": ["textDocument": ["uri": .string(uri)], "position": ["line": 6, "character": 32]],
        ]
        func kept() -> (count: Int, parses: Int) {
            server.sync { (server.workspace.parsedTrees.count, server.workspace.parsedTrees.parses) }
        }
        client.send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
        client.send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        client.send([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(text)]],
        ])
        #expect(kept().count == 1)
        client.send(hover)
        let answer = client.lock.withLock { client.received.last { $0["id"]?.intValue == 2 } }
        #expect(answer?["result"]?["contents"]?["value"]?.stringValue?.contains("registration of `Clock` in `G`") == true)
        #expect(kept().parses == 0, "the hover after the open used the open's tree")
        Thread.sleep(forTimeInterval: 2.5)
        #expect(kept().count == 0, "dropped once quiet")
        client.send(hover)
        #expect(kept() == (1, 1), "parsed again, and kept for the next query")
        Thread.sleep(forTimeInterval: 2.5)
        #expect(kept().count == 0, "the query's own tree is dropped once quiet, too")
    }

    @Test("a quick fix is offered with the cursor right after its finding, and cached findings go with their files")
    func quickFixAtFindingEndAndCacheCleanup() throws {
        let client = TestClient()
        let server = try #require(client.server)
        client.send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
        client.send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        let graph = """
            import Cradle

            @DependencyGraph
            final class G {
                @Provide func makeClock() -> Clock { Clock() }
            }
            func use(graph: G) { _ = graph.clock }

            """
        let other = graph.replacingOccurrences(of: "class G", with: "class H").replacingOccurrences(
            of: "graph: G", with: "graph: H")
        let uri = FileURI.uri("/virtual/G.swift")
        let otherURI = FileURI.uri("/virtual/H.swift")
        for (documentURI, text) in [(uri, graph), (otherURI, other)] {
            client.send([
                "jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": [
                    "textDocument": ["uri": .string(documentURI), "languageId": "swift", "version": 1, "text": .string(text)]
                ],
            ])
        }
        let finding = try #require(client.published(uri)?.first { $0["code"]?.stringValue == "provider-not-private-method" })
        let end = try #require(finding["range"]?["end"])
        client.send([
            "jsonrpc": "2.0", "id": 2, "method": "textDocument/codeAction",
            "params": [
                "textDocument": ["uri": .string(uri)], "range": ["start": end, "end": end],
                "context": ["diagnostics": []],
            ],
        ])
        let titles = client.answer(2)?["result"]?.arrayValue?.compactMap { $0["title"]?.stringValue } ?? []
        #expect(titles.contains("Make `makeClock` private"), "\(titles)")
        // Closing a file the disk does not have removes it, and its cached findings with it.
        let cached = { server.sync { Set(server.findingsCache.keys) } }
        #expect(cached() == ["/virtual/G.swift", "/virtual/H.swift"])
        client.send(["jsonrpc": "2.0", "method": "textDocument/didClose", "params": ["textDocument": ["uri": .string(otherURI)]]])
        #expect(cached() == ["/virtual/G.swift"])
    }

    @Test("cancellations of ids never sent, and ids answered long ago, are remembered boundedly")
    func cancellationBookIsBounded() throws {
        let client = TestClient()
        let server = try #require(client.server)
        client.send(["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": ["capabilities": [:]]])
        for id in 1...5_000 {
            client.send(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": .int(-id)]])
            client.send(["jsonrpc": "2.0", "id": .int(id), "method": "workspace/symbol", "params": ["query": ""]])
        }
        let book = server.cancelLock.withLock { server.cancellations }
        #expect(book.early.count == CancellationBook.limit, "as many as the limit are kept, no fewer")
        #expect(book.answered.count == CancellationBook.limit)
        #expect(book.waiting.isEmpty && book.cancelled.isEmpty)
        // The newest unknown cancellation is still honoured; the oldest was dropped.
        client.send(["jsonrpc": "2.0", "id": -5_000, "method": "workspace/symbol", "params": ["query": ""]])
        client.send(["jsonrpc": "2.0", "id": -1, "method": "workspace/symbol", "params": ["query": ""]])
        let answers = client.lock.withLock { client.received.suffix(2) }
        #expect(answers.map { $0["error"]?["code"]?.intValue } == [ResponseError.requestCancelled, nil])
    }

    @Test("the built binary serves over real pipes, records a trace, and exits 0 after shutdown")
    func binaryOverPipes() throws {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("cradle-lsp"),
            packageRoot.appendingPathComponent(".build/debug/cradle-lsp"),
        ]
        let binary = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
        let trace = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("cradle-trace-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: trace) }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--stdio", "--trace", trace.path]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let messages: [JSON] = [
            [
                "jsonrpc": "2.0", "id": 1, "method": "initialize",
                "params": [
                    "capabilities": [:], "rootUri": .string(FileURI.uri(NSTemporaryDirectory() + "empty-\(UUID().uuidString)")),
                ],
            ],
            ["jsonrpc": "2.0", "method": "initialized", "params": [:]],
            ["jsonrpc": "2.0", "id": 2, "method": "shutdown"],
            ["jsonrpc": "2.0", "method": "exit"],
        ]
        // Write in awkward pieces: split frames and coalesced ones.
        let bytes = messages.flatMap { MessageFramer.frame($0.serialized()) }
        for chunk in stride(from: 0, to: bytes.count, by: 7) {
            input.fileHandleForWriting.write(Data(bytes[chunk..<min(bytes.count, chunk + 7)]))
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        var framer = MessageFramer()
        let responses = framer.append([UInt8](data)).compactMap { event -> JSON? in
            if case .message(let body) = event { return try? JSON.parse(body) }
            return nil
        }
        #expect(responses.map { $0["id"]?.intValue } == [1, 2])
        #expect(responses.first?["result"]?["serverInfo"]?["name"]?.stringValue == "cradle-lsp")
        let recorded = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
        #expect(recorded.filter { $0.hasPrefix("=> ") }.count == 4)
        #expect(recorded.filter { $0.hasPrefix("<= ") }.count == 2)
    }
}
