import CradleProtocol
import Foundation

/// `CradleBench server --document-mb N [--edits E]`: the release `cradle-lsp` over real stdio,
/// opening one generated document of about N MB (a 300-factory graph, a function using each of
/// its accessors, then plain Swift), editing it E times (as typing in the graph does, each edit
/// answered by a publish), querying it (hover and codeLens, once quiet: the first query parses
/// it again), then closing it. Prints the server's resident memory before, after the open is analysed (and its
/// peak), right after the last edit is published, once quiet again, and after the close (right
/// after it, and once quiet), each as a multiple of the document's size. The server keeps the
/// tree of the last analysis until it has been quiet for three seconds, so "open and idle" and
/// "once quiet" are measured three and a half seconds after the last message: a document should
/// cost at most about 3× its size while open and be given back on close. The close comes after
/// the queries. From `didOpen` until quiet, resident memory is also sampled every 100 ms; the
/// peak sample and the quiet figure are printed as multiples of the document.
///
/// "Before" is measured after a warm-up: a small document opened, edited, queried, closed, and
/// quiet. The code of the analysis and the runtime's type caches are paged in once per server,
/// whatever the document (about 1.5 MiB); without the warm-up they were counted as the first
/// large document's cost. The resident memory right after `initialize` is printed beside it.
func runDocumentMemory(binary: String, megabytes: Int, edits: Int) {
    let path = NSTemporaryDirectory() + "cradle-bench-document/Large.swift"
    var text = Generator.graphFile(factories: 300)
    // Every accessor used once, so that the document is scanned for every factory's uses.
    text += "func use(graph: LargeGraph) {\n" + (0..<300).map { "    _ = graph.service\($0)\n" }.joined() + "}\n\n"
    let target = megabytes * 1_000_000
    var index = 0
    while text.utf8.count < target {
        let chunk = Generator.plainFile(lines: 2_000, index: index)
        text += chunk
        index += 1
    }
    guard let client = try? PipeClient(binary: binary) else {
        say("cannot start \(binary)")
        exit(2)
    }
    func resident() -> (now: Double, peak: Double) {
        guard let status = try? String(contentsOfFile: "/proc/\(client.process.processIdentifier)/status", encoding: .utf8)
        else { return (0, 0) }
        func field(_ name: String) -> Double {
            let line = status.split(separator: "\n").first { $0.hasPrefix(name) }
            return (Double(line?.filter(\.isNumber) ?? "") ?? 0) / 1024
        }
        return (field("VmRSS:"), field("VmHWM:"))
    }
    let uri = "file://" + path
    // The edit point: a parameter type of a factory, toggled between a registered type and a
    // missing one, so each edit changes the findings.
    guard let editPoint = text.range(of: "makeService151(dependency145: ") else {
        say("the generated graph has no makeService151")
        exit(1)
    }
    let beforeTarget = text[..<editPoint.upperBound]
    let editLine = beforeTarget.filter { $0 == "\n" }.count
    let editColumn = beforeTarget.split(separator: "\n", omittingEmptySubsequences: false).last.map { $0.utf16.count } ?? 0
    client.send([
        "jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": ["capabilities": [:], "initializationOptions": ["debounceMilliseconds": 0]],
    ])
    client.send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
    guard var cursor = client.wait(after: 0, { $0["id"]?.intValue == 1 })?.index else {
        say("the server did not answer")
        exit(1)
    }
    var nextID = 2
    /// Sends a request and waits for its answer (everything sent before it has been handled by
    /// then); returns when it was sent and when it was answered.
    func request(_ method: String, _ params: JSON) -> (sent: Double, answered: Double) {
        let id = nextID
        nextID += 1
        let sent = now()
        client.send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
        guard let answer = client.wait(after: cursor, timeout: 600, { $0["id"]?.intValue == id }) else {
            say("the server did not answer \(method)")
            exit(1)
        }
        cursor = answer.index
        return (sent, answer.time)
    }
    /// A round trip that reads nothing; with `quiet`, first as long as the server waits before it
    /// drops kept trees and trims. Returns when it was answered.
    func roundTrip(quiet: Bool = false) -> Double {
        if quiet { Thread.sleep(forTimeInterval: 3.5) }
        return request("workspace/symbol", ["query": "zzzz"]).answered
    }
    let initialized = resident().now
    // The warm-up: the same code paths as below, on a document of 300 factories and 2,000 lines.
    let warmUpURI = "file://" + NSTemporaryDirectory() + "cradle-bench-document/WarmUp.swift"
    let warmUpText = Generator.graphFile(factories: 300) + Generator.plainFile(lines: 2_000, index: 0)
    client.send([
        "jsonrpc": "2.0", "method": "textDocument/didOpen",
        "params": [
            "textDocument": ["uri": .string(warmUpURI), "languageId": "swift", "version": 1, "text": .string(warmUpText)]
        ],
    ])
    client.sendReplacement(
        uri: warmUpURI, version: 2, line: editLine, character: editColumn, replacing: "Service145", with: "Missing145")
    let warmUpHover: JSON = [
        "textDocument": ["uri": .string(warmUpURI)], "position": ["line": .int(editLine), "character": .int(editColumn + 2)],
    ]
    _ = request("textDocument/hover", warmUpHover)
    _ = request("textDocument/codeLens", ["textDocument": ["uri": .string(warmUpURI)]])
    client.send([
        "jsonrpc": "2.0", "method": "textDocument/didClose", "params": ["textDocument": ["uri": .string(warmUpURI)]],
    ])
    _ = roundTrip(quiet: true)
    let before = resident().now
    let documentMiB = Double(text.utf8.count) / 1_048_576
    // Resident memory every 100 ms from didOpen until the server is quiet again: the peak of
    // the analysis, as the user's machine sees it, not only the kernel's high-water mark.
    let sampler = ResidentSampler(processIdentifier: client.process.processIdentifier)
    sampler.start()
    let start = now()
    client.send([
        "jsonrpc": "2.0", "method": "textDocument/didOpen",
        "params": ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(text)]],
    ])
    text = ""
    // The open is analysed and published by the time the round trip is answered.
    let opened = roundTrip()
    _ = roundTrip(quiet: true)
    let open = resident()
    let samples = sampler.stop()
    let sampledPeak = samples.max() ?? 0
    var latencies: [Double] = []
    for edit in 1...edits {
        let (from, to) = edit % 2 == 1 ? ("Service145", "Missing145") : ("Missing145", "Service145")
        let sent = now()
        client.sendReplacement(
            uri: uri, version: edit + 1, line: editLine, character: editColumn, replacing: from, with: to)
        guard
            let published = client.wait(
                after: cursor, timeout: 600,
                {
                    $0["method"]?.stringValue == "textDocument/publishDiagnostics"
                        && $0["params"]?["uri"]?.stringValue == uri && $0["params"]?["version"]?.intValue == edit + 1
                })
        else {
            say("no publishDiagnostics after edit \(edit)")
            exit(1)
        }
        cursor = published.index
        latencies.append(published.time - sent)
    }
    let typing = resident()
    _ = roundTrip(quiet: true)
    let edited = resident()
    // Queries once quiet: the first parses the document again, the next ones use that tree.
    func query(_ method: String, _ params: JSON) -> Double {
        let times = request(method, params)
        return times.answered - times.sent
    }
    let hover: JSON = [
        "textDocument": ["uri": .string(uri)], "position": ["line": .int(editLine), "character": .int(editColumn + 2)],
    ]
    let firstHover = query("textDocument/hover", hover)
    let hovers = (0..<10).map { _ in query("textDocument/hover", hover) }
    let codeLens = query("textDocument/codeLens", ["textDocument": ["uri": .string(uri)]])
    client.send(["jsonrpc": "2.0", "method": "textDocument/didClose", "params": ["textDocument": ["uri": .string(uri)]]])
    _ = roundTrip()
    let closed = resident().now
    _ = roundTrip(quiet: true)
    let closedQuiet = resident().now
    say(
        String(
            format:
                "document of %.1f MiB: open and analysed in %.2f s; server resident memory %.0f MiB after initialize, %.0f MiB before (after a warm-up document), %.0f MiB open and idle (+%.0f MiB, %.1f× the document; peak %.0f MiB, %.1f×), %.0f MiB right after close (+%.0f MiB kept), %.0f MiB once quiet after close (+%.0f MiB kept)",
            documentMiB, opened - start, initialized, before, open.now, open.now - before, (open.now - before) / documentMiB,
            open.peak, (open.peak - before) / documentMiB, closed, closed - before, closedQuiet, closedQuiet - before))
    say(
        String(
            format:
                "resident memory sampled every 100 ms from didOpen to quiet (%d samples): peak %.0f MiB (+%.0f MiB, %.1f× the document), quiet %.0f MiB (+%.0f MiB, %.1f×)",
            samples.count, sampledPeak, sampledPeak - before, (sampledPeak - before) / documentMiB, open.now,
            open.now - before, (open.now - before) / documentMiB))
    say(
        String(
            format:
                "edit → publishDiagnostics in the open document (%d edits, no debounce): p50 %.0f ms, p99 %.0f ms; resident right after the last edit %.0f MiB (+%.0f MiB, %.1f× the document), once quiet %.0f MiB (+%.0f MiB, %.1f×)",
            latencies.count, percentile(latencies, 0.5) * 1000, percentile(latencies, 0.99) * 1000, typing.now,
            typing.now - before, (typing.now - before) / documentMiB, edited.now, edited.now - before,
            (edited.now - before) / documentMiB))
    say(
        String(
            format:
                "queries in the open document once quiet: first hover %.0f ms, then hover p50 %.1f ms, codeLens (300 factories, each used) %.0f ms",
            firstHover * 1000, percentile(hovers, 0.5) * 1000, codeLens * 1000))
    client.send(["jsonrpc": "2.0", "id": 9, "method": "shutdown"])
    client.send(["jsonrpc": "2.0", "method": "exit"])
    client.process.waitUntilExit()
}

/// Reads a process's resident memory (`VmRSS`) every 100 ms on a thread of its own.
final class ResidentSampler: @unchecked Sendable {
    private let processIdentifier: Int32
    private let lock = NSLock()
    private var samples: [Double] = []
    private var isRunning = false
    private let finished = DispatchSemaphore(value: 0)

    init(processIdentifier: Int32) {
        self.processIdentifier = processIdentifier
    }

    /// The resident memory of the process now, in MiB (0 when it cannot be read).
    func sample() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/\(processIdentifier)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return 0 }
        return (Double(line.filter(\.isNumber)) ?? 0) / 1024
    }

    /// Starts sampling.
    func start() {
        lock.withLock { isRunning = true }
        Thread.detachNewThread {
            while self.lock.withLock({ self.isRunning }) {
                let value = self.sample()
                self.lock.withLock { self.samples.append(value) }
                Thread.sleep(forTimeInterval: 0.1)
            }
            self.finished.signal()
        }
    }

    /// Stops sampling and returns the samples, in MiB.
    func stop() -> [Double] {
        lock.withLock { isRunning = false }
        finished.wait()
        return lock.withLock { samples + [sample()] }
    }
}
