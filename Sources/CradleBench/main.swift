import CradleAnalysis
import CradleSyntax
import Foundation

// CradleBench: release-built measurements, each side by side with a peer where one exists.
//
//   CradleBench syntax [--iterations N] [--no-peer] [--errors] PATH...
//       Lex + parse throughput of the syntax layer on one core, then `swiftc -frontend -parse`
//       on the same files; prints MB/s, lines/s and the ratio. --errors lists files with
//       syntax errors (valid code should have none).
//
//   CradleBench analysis [--iterations N] [--lines N] [--no-peer] [--keep DIR]
//       Analysis time of one generated 300-factory graph file, then of a generated workspace of
//       about N lines (default 1,000,000): lex, parse, summarise and run every rule, one core.
//       The workspace is also parsed by `swiftc -frontend -parse` for scale.
//
//   CradleBench workspace [--lines N] [--edits N]
//       Loads a generated workspace of about N lines into the workspace model, then edits one
//       line of its 300-factory graph file N times: p50/p99 of re-analysis (update + that file's
//       findings), p99 of hover and definition on a parameter type, resident memory after loading.
//
//   CradleBench server [--binary PATH] [--lines N] [--edits N] [--debounce MS]
//       The release `cradle-lsp` over real stdio on a generated workspace of about N lines:
//       indexing time and resident memory, edit → publishDiagnostics latency (p50/p99; run it
//       with --debounce 0 for the compute part alone), hover and definition round trips (p99).
//
//   CradleBench server --document-mb N [--binary PATH]
//       The server's resident memory around opening and closing one generated document of
//       about N MB, as a multiple of the document's size (DocumentMemoryBenchmark.swift).
//
//   CradleBench check [--iterations N] [--binary PATH] [--lines N] [--no-generated] [--batches] PATH...
//       For each PATH (a code base) and a generated workspace: `cradle-lsp --check` wall time
//       (release, all cores), one `swiftc -frontend -parse` process over the same files, and the
//       read floor (`find … | xargs cat`), with the ratios. See CheckBenchmark.swift.

/// Prints to stdout and flushes, so progress shows in CI logs.
func say(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

/// Every `.swift` file under the given paths, sorted, skipping build and VCS folders.
func swiftFiles(under paths: [String]) -> [String] {
    var result: [String] = []
    let skipped: Set<String> = [".build", ".swiftpm", ".git", "DerivedData", "Pods", "Carthage", "node_modules"]
    for path in paths {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            FileHandle.standardError.write(Data("CradleBench: no such path: \(path)\n".utf8))
            continue
        }
        if !isDirectory.boolValue {
            result.append(path)
            continue
        }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { continue }
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if skipped.contains(name) || name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if relative.hasSuffix(".swift") { result.append((path as NSString).appendingPathComponent(relative)) }
        }
    }
    return result.sorted()
}

/// The monotonic clock in seconds.
func now() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}

/// Runs `swiftc -frontend -parse` over `files`, `batchSize` files per process (`Int.max`: one
/// process, as a person would run it), and returns the wall time, or nil when swiftc is
/// unavailable or fails.
func timeSwiftcParse(_ files: [String], batchSize: Int = Int.max) -> Double? {
    let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"
    var total = 0.0
    var start = 0
    while start < files.count {
        let end = batchSize >= files.count - start ? files.count : start + batchSize
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [swiftc, "-frontend", "-parse"] + files[start..<end]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let began = now()
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        total += now() - began
        start = end
    }
    return total
}

/// A mode's command-line options: `--name value` pairs for the names in `valued`, bare flags,
/// and everything else as paths.
struct BenchOptions {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var paths: [String] = []

    init(_ arguments: [String], valued: Set<String>) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if valued.contains(argument), index + 1 < arguments.count {
                values[argument] = arguments[index + 1]
                index += 1
            } else if argument.hasPrefix("--") {
                flags.insert(argument)
            } else {
                paths.append(argument)
            }
            index += 1
        }
    }

    /// An integer option, at least `minimum`; `fallback` when absent or not a number.
    func int(_ name: String, _ fallback: Int, minimum: Int = 0) -> Int {
        max(minimum, values[name].flatMap { Int($0) } ?? fallback)
    }
}

func runSyntax(_ arguments: [String]) {
    let options = BenchOptions(arguments, valued: ["--iterations"])
    let iterations = options.int("--iterations", 5, minimum: 1)
    let peer = !options.flags.contains("--no-peer")
    let listErrors = options.flags.contains("--errors")
    let paths = options.paths
    let files = swiftFiles(under: paths)
    let texts = files.map { SourceText(bytes: [UInt8](FileManager.default.contents(atPath: $0) ?? Data())) }
    let bytes = texts.reduce(0) { $0 + $1.count }
    let lines = texts.reduce(0) { total, text in total + text.bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 } }
    say("files: \(files.count), bytes: \(bytes), lines: \(lines)")

    var best = Double.infinity
    var tokenCount = 0
    var errorFiles = 0
    for _ in 0..<iterations {
        let start = now()
        var tokens = 0
        var withErrors = 0
        for text in texts {
            let tree = SyntaxTree(parsing: text)
            tokens += tree.tokens.count
            if !tree.errors.isEmpty { withErrors += 1 }
        }
        best = min(best, now() - start)
        tokenCount = tokens
        errorFiles = withErrors
    }
    let mb = Double(bytes) / 1_000_000
    say(
        String(
            format: "cradle lex+parse: %.3f s (best of %d), %.1f MB/s, %.0f lines/s, %d tokens, %d files with syntax errors",
            best, iterations, mb / best, Double(lines) / best, tokenCount, errorFiles))
    if listErrors {
        for (file, text) in zip(files, texts) {
            let tree = SyntaxTree(parsing: text)
            guard let first = tree.errors.first else { continue }
            let index = LineIndex(text)
            let position = index.position(of: first.range.start)
            say("  \(file):\(position.line + 1):\(position.column + 1): \(first.message) (\(tree.errors.count) errors)")
        }
    }
    guard peer else { return }
    guard let swiftcTime = timeSwiftcParse(files) else {
        say("swiftc -frontend -parse: not available")
        return
    }
    say(
        String(
            format: "swiftc -frontend -parse: %.3f s, %.1f MB/s, %.0f lines/s", swiftcTime, mb / swiftcTime,
            Double(lines) / swiftcTime))
    say(String(format: "ratio: cradle is %.1fx faster than swiftc -frontend -parse", swiftcTime / best))
}

/// Reads the resident set size of this process from /proc (Linux), in MiB; nil elsewhere.
func residentMiB() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        let digits = line.filter(\.isNumber)
        return Double(digits).map { $0 / 1024 }
    }
    return nil
}

func runAnalysis(_ arguments: [String]) {
    let options = BenchOptions(arguments, valued: ["--iterations", "--lines", "--keep"])
    let iterations = options.int("--iterations", 5, minimum: 1)
    let lines = options.int("--lines", 1_000_000, minimum: 1000)
    let peer = !options.flags.contains("--no-peer")
    let keep = options.values["--keep"]
    // One 300-factory graph file.
    let graph = SourceInput(path: "LargeGraph.swift", module: "App", text: SourceText(Generator.graphFile(factories: 300)))
    var best = Double.infinity
    var findings = 0
    for _ in 0..<max(iterations, 20) {
        let start = now()
        findings = Analyzer.analyze([graph]).count
        best = min(best, now() - start)
    }
    say(
        String(
            format: "300-factory graph file (%d bytes): %.3f ms to analyse (best of %d), %d findings",
            graph.text.count, best * 1000, max(iterations, 20), findings))

    // A generated workspace.
    let directory = keep ?? (NSTemporaryDirectory() + "cradle-bench-workspace")
    let paths: [String]
    do { paths = try Generator.writeWorkspace(to: directory, totalLines: lines) } catch {
        say("cannot write the workspace: \(error)")
        exit(1)
    }
    let inputs = paths.map {
        SourceInput(path: $0, module: "App", text: SourceText(bytes: [UInt8](FileManager.default.contents(atPath: $0) ?? Data())))
    }
    let bytes = inputs.reduce(0) { $0 + $1.text.count }
    let lineCount = inputs.reduce(0) { total, input in total + input.text.bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 } }
    var bestWorkspace = Double.infinity
    var workspaceFindings = 0
    for _ in 0..<iterations {
        let start = now()
        workspaceFindings = Analyzer.analyze(inputs).count
        bestWorkspace = min(bestWorkspace, now() - start)
    }
    say(
        String(
            format: "workspace: %d files, %d lines, %.1f MB: %.3f s to analyse (best of %d), %.0f lines/s, %d findings",
            inputs.count, lineCount, Double(bytes) / 1e6, bestWorkspace, iterations, Double(lineCount) / bestWorkspace,
            workspaceFindings))
    if let rss = residentMiB() { say(String(format: "resident memory after analysis: %.0f MiB", rss)) }
    if peer, let swiftcTime = timeSwiftcParse(paths) {
        say(
            String(
                format: "swiftc -frontend -parse on the same files: %.3f s; cradle analysis is %.1fx faster",
                swiftcTime, swiftcTime / bestWorkspace))
    }
    if keep == nil { try? FileManager.default.removeItem(atPath: directory) }
}

/// Runs a command, returning its wall time and the peak resident memory of the largest child
/// so far (getrusage), in MiB.
func timeCommand(_ executable: String, _ arguments: [String]) -> (seconds: Double, status: Int32)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let start = now()
    do { try process.run() } catch { return nil }
    process.waitUntilExit()
    return (now() - start, process.terminationStatus)
}

func childrenPeakMiB() -> Double {
    var usage = rusage()
    #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    #else
        getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    #if os(macOS)
        return Double(usage.ru_maxrss) / 1_048_576  // bytes on macOS
    #else
        return Double(usage.ru_maxrss) / 1024  // KiB on Linux
    #endif
}

func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction + 0.5))]
}

func runWorkspace(_ arguments: [String]) {
    let options = BenchOptions(arguments, valued: ["--lines", "--edits"])
    let lines = options.int("--lines", 1_000_000, minimum: 1000)
    let edits = options.int("--edits", 200, minimum: 10)
    let directory = NSTemporaryDirectory() + "cradle-bench-model"
    let paths: [String]
    do { paths = try Generator.writeWorkspace(to: directory, totalLines: lines) } catch {
        say("cannot write the workspace: \(error)")
        exit(1)
    }
    let rssBefore = residentMiB() ?? 0
    var workspace = Workspace()
    let loadStart = now()
    for path in paths {
        let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
        workspace = workspace.updating(path: path, module: "App", text: SourceText(bytes: bytes))
    }
    let loadTime = now() - loadStart
    let rssAfter = residentMiB() ?? 0
    say(
        String(
            format: "loaded %d files (%d lines) in %.2f s; resident memory %.0f MiB (%.0f MiB for the model)",
            paths.count, lines, loadTime, rssAfter, rssAfter - rssBefore))
    guard let big = paths.first,
        let original = FileManager.default.contents(atPath: big).map({ String(decoding: $0, as: UTF8.self) })
    else { return }
    // Edit a body line and a signature line in turn, as typing would.
    var computeTimes: [Double] = []
    for edit in 0..<edits {
        let text: String
        if edit % 2 == 0 {
            text = original.replacingOccurrences(of: "let value = Service150(", with: "let value = Service150(/* \(edit) */")
        } else {
            text = original.replacingOccurrences(
                of: "private func makeService151(", with: "private func makeService151(extra\(edit): Service0, ")
        }
        let start = now()
        workspace = workspace.updating(path: big, module: "App", text: SourceText(text))
        let findings = workspace.diagnostics(in: big)
        computeTimes.append(now() - start)
        if edit == 1 { say("findings after a signature edit: \(findings.count)") }
    }
    workspace = workspace.updating(path: big, module: "App", text: SourceText(original))
    say(
        String(
            format: "re-analysis after a one-line edit (%d edits): p50 %.2f ms, p99 %.2f ms",
            edits, percentile(computeTimes, 0.5) * 1000, percentile(computeTimes, 0.99) * 1000))
    // Hover and definition on the parameter type `Service147` of makeService150.
    let marker = "makeService150(dependency144: Service144, dependency147: "
    guard let range = original.range(of: marker) else { return }
    let offset = original.utf8.distance(from: original.startIndex, to: range.upperBound) + 2
    var hoverTimes: [Double] = []
    var definitionTimes: [Double] = []
    for _ in 0..<edits {
        var start = now()
        _ = workspace.hover(path: big, offset: offset)
        hoverTimes.append(now() - start)
        start = now()
        _ = workspace.definition(path: big, offset: offset)
        definitionTimes.append(now() - start)
    }
    say(
        String(
            format: "hover p50 %.2f ms, p99 %.2f ms; definition p50 %.2f ms, p99 %.2f ms",
            percentile(hoverTimes, 0.5) * 1000, percentile(hoverTimes, 0.99) * 1000,
            percentile(definitionTimes, 0.5) * 1000, percentile(definitionTimes, 0.99) * 1000))
    try? FileManager.default.removeItem(atPath: directory)
}

/// A minimal LSP client over pipes for the server benchmark.
final class PipeClient: @unchecked Sendable {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    let lock = NSCondition()
    var messages: [(time: Double, json: [String: Any])] = []

    init(binary: String) throws {
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--stdio"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handle = output.fileHandleForReading
        Thread.detachNewThread { [self] in
            var buffer = Data()
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                buffer.append(data)
                while let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) {
                    let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
                    guard
                        let length = header.split(separator: ":").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }),
                        buffer.distance(from: headerEnd.upperBound, to: buffer.endIndex) >= length
                    else { break }
                    let body = buffer[headerEnd.upperBound..<buffer.index(headerEnd.upperBound, offsetBy: length)]
                    buffer = Data(buffer[buffer.index(headerEnd.upperBound, offsetBy: length)...])
                    if let json = try? JSONSerialization.jsonObject(with: body) as? [String: Any] {
                        lock.lock()
                        messages.append((now(), json))
                        lock.broadcast()
                        lock.unlock()
                    }
                }
            }
        }
    }

    func send(_ object: [String: Any]) {
        guard let body = try? JSONSerialization.data(withJSONObject: object) else { return }
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// Waits for the first message after `index` that satisfies `predicate`; returns its time.
    func wait(after index: Int, timeout: Double = 120, _ predicate: ([String: Any]) -> Bool) -> (time: Double, index: Int)? {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        defer { lock.unlock() }
        var next = index
        while true {
            while next < messages.count {
                if predicate(messages[next].json) { return (messages[next].time, next + 1) }
                next += 1
            }
            if !lock.wait(until: deadline) { return nil }
        }
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return messages.count
    }
}

func runServer(_ arguments: [String]) {
    let options = BenchOptions(arguments, valued: ["--binary", "--lines", "--edits", "--debounce", "--document-mb"])
    let binary = options.values["--binary"] ?? ".build/release/cradle-lsp"
    if options.values["--document-mb"] != nil {
        runDocumentMemory(binary: binary, megabytes: options.int("--document-mb", 60, minimum: 1))
        return
    }
    let lines = options.int("--lines", 1_000_000, minimum: 1000)
    let edits = options.int("--edits", 100, minimum: 10)
    let debounce = options.int("--debounce", 50)
    let directory = NSTemporaryDirectory() + "cradle-bench-server"
    let paths: [String]
    do { paths = try Generator.writeWorkspace(to: directory, totalLines: lines) } catch {
        say("cannot write the workspace: \(error)")
        exit(1)
    }
    guard let client = try? PipeClient(binary: binary), let big = paths.first,
        let original = FileManager.default.contents(atPath: big).map({ String(decoding: $0, as: UTF8.self) })
    else {
        say("cannot start \(binary)")
        exit(2)
    }
    let uri = "file://" + big
    let start = now()
    client.send([
        "jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": [
            "rootUri": "file://" + directory, "capabilities": [:] as [String: Any],
            "initializationOptions": ["debounceMilliseconds": debounce],
        ],
    ])
    client.send(["jsonrpc": "2.0", "method": "initialized", "params": [:] as [String: Any]])
    client.send(["jsonrpc": "2.0", "id": 2, "method": "workspace/symbol", "params": ["query": "zzzz"]])
    guard let indexed = client.wait(after: 0, { ($0["id"] as? Int) == 2 }) else {
        say("the server did not answer")
        exit(1)
    }
    var rss = 0.0
    if let status = try? String(contentsOfFile: "/proc/\(client.process.processIdentifier)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    {
        rss = (Double(line.filter(\.isNumber)) ?? 0) / 1024
    }
    say(
        String(
            format: "indexed %d files (%d lines) in %.2f s; server resident memory %.0f MiB",
            paths.count, lines, indexed.time - start, rss))
    client.send([
        "jsonrpc": "2.0", "method": "textDocument/didOpen",
        "params": ["textDocument": ["uri": uri, "languageId": "swift", "version": 0, "text": original]],
    ])
    // Alternate an edit that breaks the graph with one that repairs it: each changes the findings,
    // so each is answered by a publishDiagnostics for the file.
    var latencies: [Double] = []
    var cursor = client.count
    let target = "makeService151(dependency145: "
    guard let targetRange = original.range(of: target) else { return }
    let beforeTarget = original[..<targetRange.upperBound]
    let editLine = beforeTarget.filter { $0 == "\n" }.count
    let editColumn = beforeTarget.split(separator: "\n", omittingEmptySubsequences: false).last.map { $0.utf16.count } ?? 0
    for edit in 1...edits {
        // A one-line range edit, as an editor with incremental sync sends while typing.
        let (from, to) = edit % 2 == 1 ? ("Service145", "Missing145") : ("Missing145", "Service145")
        let sent = now()
        client.send([
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": uri, "version": edit],
                "contentChanges": [
                    [
                        "range": [
                            "start": ["line": editLine, "character": editColumn],
                            "end": ["line": editLine, "character": editColumn + from.utf16.count],
                        ],
                        "text": to,
                    ]
                ],
            ],
        ])
        guard
            let published = client.wait(
                after: cursor,
                {
                    ($0["method"] as? String) == "textDocument/publishDiagnostics"
                        && (($0["params"] as? [String: Any])?["uri"] as? String) == uri
                })
        else {
            say("no publishDiagnostics after edit \(edit)")
            break
        }
        cursor = published.index
        latencies.append(published.time - sent)
    }
    say(
        String(
            format:
                "edit → publishDiagnostics over stdio (%d edits, adaptive debounce with a %d ms ceiling): p50 %.2f ms, p99 %.2f ms",
            latencies.count, debounce, percentile(latencies, 0.5) * 1000, percentile(latencies, 0.99) * 1000))
    let marker = "makeService150(dependency144: Service144, dependency147: "
    if let range = original.range(of: marker) {
        let prefix = original[..<range.upperBound]
        let line = prefix.filter { $0 == "\n" }.count
        let character = prefix.split(separator: "\n", omittingEmptySubsequences: false).last.map { $0.utf16.count } ?? 0
        var hover: [Double] = []
        var definition: [Double] = []
        var id = 100
        for _ in 0..<edits {
            for (method, times) in [("textDocument/hover", 0), ("textDocument/definition", 1)] {
                id += 1
                let sent = now()
                let requestID = id
                client.send([
                    "jsonrpc": "2.0", "id": id, "method": method,
                    "params": ["textDocument": ["uri": uri], "position": ["line": line, "character": character + 2]],
                ])
                guard let answer = client.wait(after: cursor, { ($0["id"] as? Int) == requestID }) else { continue }
                cursor = answer.index
                if times == 0 { hover.append(answer.time - sent) } else { definition.append(answer.time - sent) }
            }
        }
        say(
            String(
                format: "round trips over stdio: hover p50 %.2f ms, p99 %.2f ms; definition p50 %.2f ms, p99 %.2f ms",
                percentile(hover, 0.5) * 1000, percentile(hover, 0.99) * 1000,
                percentile(definition, 0.5) * 1000, percentile(definition, 0.99) * 1000))
    }
    client.send(["jsonrpc": "2.0", "id": 9, "method": "shutdown"])
    client.send(["jsonrpc": "2.0", "method": "exit"])
    client.process.waitUntilExit()
    say("server exit status \(client.process.terminationStatus)")
    try? FileManager.default.removeItem(atPath: directory)
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "syntax":
    runSyntax(Array(arguments.dropFirst()))
case "analysis":
    runAnalysis(Array(arguments.dropFirst()))
case "check":
    runCheck(Array(arguments.dropFirst()))
case "workspace":
    runWorkspace(Array(arguments.dropFirst()))
case "server":
    runServer(Array(arguments.dropFirst()))
case "dump":
    for path in arguments.dropFirst() {
        let tree = SyntaxTree(parsing: SourceText(bytes: [UInt8](FileManager.default.contents(atPath: path) ?? Data())))
        print(tree.dump(), terminator: "")
    }
default:
    say(
        "usage: CradleBench syntax [--iterations N] [--no-peer] [--errors] PATH... | analysis [--iterations N] [--lines N] [--no-peer] | dump FILE..."
    )
    exit(2)
}
