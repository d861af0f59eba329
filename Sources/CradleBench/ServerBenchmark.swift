import CradleProtocol
import CradleSyntax
import Foundation

/// `CradleBench server`: the release server over real stdio (or, with `--document-mb`, the
/// memory of one large document). With paths, the workspace is those public code bases, each
/// `--copies` times (linked in once, copied for more, so scaling can be shown), beside the generated
/// 300-factory graph file that is edited and queried; `--lines` then only sizes the generated
/// part (at least 1,000 lines).
func runServer(_ arguments: [String]) {
    let options = BenchOptions(
        arguments, valued: ["--binary", "--lines", "--edits", "--debounce", "--document-mb", "--copies"])
    let binary = options.values["--binary"] ?? ".build/release/cradle-lsp"
    if options.values["--document-mb"] != nil {
        runDocumentMemory(
            binary: binary, megabytes: options.int("--document-mb", 60, minimum: 1),
            edits: options.int("--edits", 20, minimum: 1))
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
    var realFiles = 0
    var realLines = 0
    let copies = options.int("--copies", 1, minimum: 1)
    for path in options.paths {
        let files = swiftFiles(under: [path])
        realFiles += files.count * copies
        for file in files {
            realLines +=
                (FileManager.default.contents(atPath: file).map { $0.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } } ?? 0) * copies
        }
        for copy in 0..<copies {
            let name = (path as NSString).lastPathComponent + (copy == 0 ? "" : "-\(copy + 1)")
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            if copy == 0 {
                try? FileManager.default.createSymbolicLink(atPath: directory + "/" + name, withDestinationPath: absolute)
            } else {
                // A second link to the same folder would be walked once (its real path repeats):
                // further copies are real copies.
                try? FileManager.default.copyItem(atPath: absolute, toPath: directory + "/" + name)
            }
        }
    }
    if realFiles > 0 {
        say(
            "workspace: \(realFiles) files (\(realLines) lines) of public code, \(copies)x, and \(paths.count) generated files (\(lines) lines)"
        )
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
            "rootUri": .string("file://" + directory),
            // What an editor such as VS Code says of completion: snippets, list defaults.
            "capabilities": [
                "window": ["workDoneProgress": true],
                "textDocument": [
                    "completion": [
                        "completionItem": ["snippetSupport": true, "tagSupport": ["valueSet": [1]]],
                        "completionList": ["itemDefaults": ["editRange", "insertTextFormat", "data"]],
                    ]
                ],
            ],
            "initializationOptions": ["debounceMilliseconds": .int(debounce)],
        ],
    ])
    client.send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
    client.send(["jsonrpc": "2.0", "id": 2, "method": "workspace/symbol", "params": ["query": "zzzz"]])
    // Indexing runs off the request path: requests are answered before it lands, so the bench
    // waits for the end of its `$/progress` (answering the server's request to create it).
    var createID: JSON?
    _ = client.wait(after: 0, timeout: 10) { message in
        guard message["method"]?.stringValue == "window/workDoneProgress/create" else { return false }
        createID = message["id"]
        return true
    }
    if let createID { client.send(["jsonrpc": "2.0", "id": createID, "result": .null]) }
    // The editor opens the large graph file at once and asks about it while indexing runs.
    client.send([
        "jsonrpc": "2.0", "method": "textDocument/didOpen",
        "params": ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 0, "text": .string(original)]],
    ])
    let isIndexingEnd: (JSON) -> Bool = {
        $0["method"]?.stringValue == "$/progress" && $0["params"]?["value"]?["kind"]?.stringValue == "end"
    }
    let probes = probeDuringIndexing(client: client, uri: uri, graphText: original, until: isIndexingEnd)
    guard client.wait(after: 0, { $0["id"]?.intValue == 2 }) != nil, let indexed = client.wait(after: 0, isIndexingEnd)
    else {
        say("the server did not answer, or did not end its indexing progress")
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
            paths.count + realFiles, lines + realLines, indexed.time - start, rss))
    reportProbes(probes, client: client, indexedAt: indexed.time)
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
        let (from, to) = edit % 2 == 1 ? ("Service145", "Missing145") : ("Missing145", "Service145")
        let sent = now()
        client.sendReplacement(uri: uri, version: edit, line: editLine, character: editColumn, replacing: from, with: to)
        guard
            let published = client.wait(
                after: cursor,
                {
                    $0["method"]?.stringValue == "textDocument/publishDiagnostics"
                        && $0["params"]?["uri"]?.stringValue == uri
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
    // An edit in another file that changes which graph a member chain reads: `set.largeGraph.service299`
    // (the only read of that accessor) becomes `other.service299` and back, so the large graph's
    // `unused-registration` comes and goes: edit → publishDiagnostics for the graph's file.
    let composition = directory + "/Sources/App/Composition.swift"
    if let text = FileManager.default.contents(atPath: composition).map({ String(decoding: $0, as: UTF8.self) }),
        let range = text.range(of: "set.largeGraph.service299")
    {
        let compositionURI = "file://" + composition
        client.send([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": [
                "textDocument": ["uri": .string(compositionURI), "languageId": "swift", "version": 0, "text": .string(text)]
            ],
        ])
        let prefix = text[..<range.lowerBound]
        let line = prefix.filter { $0 == "\n" }.count
        let character = prefix.split(separator: "\n", omittingEmptySubsequences: false).last.map { $0.utf16.count } ?? 0
        var chainLatencies: [Double] = []
        for edit in 1...edits {
            let (from, to) = edit % 2 == 1 ? ("set.largeGraph", "other") : ("other", "set.largeGraph")
            let sent = now()
            client.sendReplacement(
                uri: compositionURI, version: edit, line: line, character: character, replacing: from, with: to)
            guard
                let published = client.wait(
                    after: cursor, timeout: 10,
                    {
                        $0["method"]?.stringValue == "textDocument/publishDiagnostics"
                            && $0["params"]?["uri"]?.stringValue == uri
                    })
            else {
                say("no publishDiagnostics for the graph after a chain edit (\(edit)): reads are not resolved by receiver")
                break
            }
            cursor = published.index
            chainLatencies.append(published.time - sent)
        }
        if !chainLatencies.isEmpty {
            say(
                String(
                    format: "chain edit in another file → publishDiagnostics for the graph (%d edits): p50 %.2f ms, p99 %.2f ms",
                    chainLatencies.count, percentile(chainLatencies, 0.5) * 1000, percentile(chainLatencies, 0.99) * 1000))
        }
    }
    // Edits in the public code itself: its largest file, its largest hand-written one, and a file declaring a real Cradle graph
    // when one of the code bases has one (DevLog). Such an edit changes no finding, so nothing
    // is published: it is timed until the answer to the request sent right behind it (handled
    // after the edit's analysis on the server's one queue), an unknown method answered at once.
    let realCandidates = options.paths.flatMap { swiftFiles(under: [$0]) }
    let largest = realCandidates.max { first, second in
        ((try? FileManager.default.attributesOfItem(atPath: first)[.size] as? Int) ?? 0)
            < ((try? FileManager.default.attributesOfItem(atPath: second)[.size] as? Int) ?? 0)
    }
    // The largest file is generated code in every app tried (SwiftGen, protobuf, mocks), which
    // people regenerate rather than type in: the largest file without a generator's header is
    // timed beside it.
    let handWritten = realCandidates.filter { !isGeneratedFile($0) }.max { first, second in
        ((try? FileManager.default.attributesOfItem(atPath: first)[.size] as? Int) ?? 0)
            < ((try? FileManager.default.attributesOfItem(atPath: second)[.size] as? Int) ?? 0)
    }
    let graphFile = realCandidates.first { path in
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self).contains("@DependencyGraph") }
            ?? false
    }
    // Three keystrokes, each typed and removed in turn: a space at the end of the middle line
    // (white space: the file's tokens only move), a letter at the end of the middle line's last
    // name (code: a token changes), and in the graph file a letter at the end of the first
    // member name read in its factories (`a.b.webPageImageStore` → `…Storex`), which moves reads.
    enum Keystroke { case space, lastName, memberName }
    var opened: Set<String> = []
    for (round, (label, file, keystroke)) in [
        ("largest public file", largest, Keystroke.space), ("largest public file, typing in a name", largest, .lastName),
        ("largest hand-written file", handWritten, .space),
        ("largest hand-written file, typing in a name", handWritten, .lastName), ("public graph file", graphFile, .space),
        ("public graph file, typing a member name", graphFile, .memberName),
    ].enumerated() {
        guard let file, !label.hasPrefix("largest hand-written") || file != largest,
            let text = FileManager.default.contents(atPath: file).map({ String(decoding: $0, as: UTF8.self) })
        else { continue }
        let linked =
            directory + "/"
            + ((options.paths.first { file.hasPrefix($0) }).map {
                (($0 as NSString).lastPathComponent as NSString).appendingPathComponent(String(file.dropFirst($0.count)))
            } ?? file)
        let fileURI = "file://" + URL(fileURLWithPath: linked).standardizedFileURL.path
        if opened.insert(fileURI).inserted {
            client.send([
                "jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": [
                    "textDocument": ["uri": .string(fileURI), "languageId": "swift", "version": 0, "text": .string(text)]
                ],
            ])
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var line = lines.count / 2
        var character = lines[line].utf16.count
        var typed = " "
        switch keystroke {
        case .space: break
        case .lastName:
            guard let column = lastNameEnd(in: lines[line]) else { continue }
            (character, typed) = (column, "x")
        case .memberName:
            guard let position = firstMemberNameEnd(in: lines) else { continue }
            (line, character, typed) = (position.line, position.character, "x")
        }
        var editLatencies: [Double] = []
        var requestID = 1_000_000 + round * 100_000
        for edit in 1...edits {
            requestID += 1
            let sent = now()
            let (from, to) = edit % 2 == 1 ? ("", typed) : (typed, "")
            client.sendReplacement(
                uri: fileURI, version: edit + round * edits, line: line, character: character, replacing: from,
                with: to)
            let id = requestID
            client.send(["jsonrpc": "2.0", "id": .int(id), "method": "cradle/benchPing", "params": [:]])
            guard let answer = client.wait(after: cursor, { $0["id"]?.intValue == id }) else { break }
            cursor = answer.index
            editLatencies.append(answer.time - sent)
        }
        say(
            String(
                format: "edit in the %@ (%@, %d lines) → the next answer (%d edits): p50 %.2f ms, p99 %.2f ms", label,
                (file as NSString).lastPathComponent, lines.count, editLatencies.count,
                percentile(editLatencies, 0.5) * 1000, percentile(editLatencies, 0.99) * 1000))
    }
    let marker = "makeService150(dependency144: Service144, dependency147: "
    if let range = original.range(of: marker) {
        let prefix = original[..<range.upperBound]
        let line = prefix.filter { $0 == "\n" }.count
        let character = prefix.split(separator: "\n", omittingEmptySubsequences: false).last.map { $0.utf16.count } ?? 0
        var times: [String: [Double]] = [:]
        var id = 100
        // The floor beside them: a method the server does not know, answered at once with an
        // error, is the round trip over the pipes and the server's queue alone.
        let methods = ["textDocument/hover", "textDocument/definition", "textDocument/references", "cradle/benchPing"]
        for _ in 0..<edits {
            for method in methods {
                id += 1
                let sent = now()
                let requestID = id
                var params: [String: JSON] = [
                    "textDocument": ["uri": .string(uri)], "position": ["line": .int(line), "character": .int(character + 2)],
                ]
                if method == "textDocument/references" { params["context"] = ["includeDeclaration": true] }
                if method == "cradle/benchPing" { params = [:] }
                client.send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": .object(params)])
                guard let answer = client.wait(after: cursor, { $0["id"]?.intValue == requestID }) else { continue }
                cursor = answer.index
                times[method, default: []].append(answer.time - sent)
            }
        }
        say(
            "round trips over stdio: "
                + methods.map { method in
                    let values = times[method] ?? []
                    return String(
                        format: "%@ p50 %.2f ms, p99 %.2f ms",
                        method.hasPrefix("textDocument/")
                            ? String(method.dropFirst("textDocument/".count)) : "floor (an unknown method)",
                        percentile(values, 0.5) * 1000, percentile(values, 0.99) * 1000)
                }.joined(separator: "; "))
    }
    cursor = measureCompletion(
        client: client, directory: directory, graphURI: uri, graphText: original, rounds: edits, cursor: cursor)
    client.send(["jsonrpc": "2.0", "id": 9, "method": "shutdown"])
    client.send(["jsonrpc": "2.0", "method": "exit"])
    client.process.waitUntilExit()
    say("server exit status \(client.process.terminationStatus)")
    try? FileManager.default.removeItem(atPath: directory)
}

/// Where the first member name read after the first `@Provide` ends (`a.b.name|`): a position
/// whose keystrokes change the names a file reads.
/// The UTF-16 column just after the last identifier token of `line`, lexed alone.
private func lastNameEnd(in line: Substring) -> Int? {
    let text = SourceText(String(line))
    guard let name = Lexer.tokenize(text).tokens.last(where: { $0.kind == .identifier }) else { return nil }
    return String(decoding: text.bytes[..<Int(name.end)], as: UTF8.self).utf16.count
}

/// Whether the first lines of a file say a tool wrote it (`Generated using SwiftGen`, `DO NOT
/// EDIT`, Sourcery's and protoc's headers).
private func isGeneratedFile(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    let head = String(decoding: handle.readData(ofLength: 2048), as: UTF8.self).lowercased()
    return ["generated", "do not edit", "sourcery", "swiftgen", "protoc"].contains { head.contains($0) }
}

private func firstMemberNameEnd(in lines: [Substring]) -> (line: Int, character: Int)? {
    guard let first = lines.firstIndex(where: { $0.contains("@Provide") }) else { return nil }
    for index in first..<lines.count {
        // ASCII names only: a byte offset is then the UTF-16 column.
        let bytes = Array(lines[index].utf8)
        func isNameByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        guard bytes.allSatisfy({ $0 < 0x80 }) else { continue }
        for cursor in bytes.indices.dropLast()
        where bytes[cursor] == UInt8(ascii: ".") && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[cursor + 1]) {
            var end = cursor + 1
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            return (index, end)
        }
    }
    return nil
}

/// Requests sent while indexing runs, on the large graph's last factory, which only
/// `Composition.swift` (a file no editor has open) reads: a hover and references every 50 ms
/// until `until` holds for a message (the end of the indexing progress), at most 2,000 pairs.
/// Each must wait for the index (or say that it runs), never answer "none" or nothing.
private func probeDuringIndexing(client: PipeClient, uri: String, graphText: String, until: (JSON) -> Bool) -> [(
    id: Int, method: String, sent: Double
)] {
    guard let range = graphText.range(of: "func makeService299(") else { return [] }
    let prefix = graphText[..<range.lowerBound]
    let line = prefix.filter { $0 == "\n" }.count
    let character = (prefix.split(separator: "\n", omittingEmptySubsequences: false).last.map { $0.utf16.count } ?? 0) + 7
    var sent: [(id: Int, method: String, sent: Double)] = []
    var id = 500_000
    while sent.count < 4_000 {
        for method in ["textDocument/hover", "textDocument/references"] {
            id += 1
            var params: [String: JSON] = [
                "textDocument": ["uri": .string(uri)], "position": ["line": .int(line), "character": .int(character)],
            ]
            if method == "textDocument/references" { params["context"] = ["includeDeclaration": false] }
            sent.append((id, method, now()))
            client.send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": .object(params)])
        }
        if client.wait(after: 0, timeout: 0.05, until) != nil { break }
    }
    return sent
}

/// Reads the answers to ``probeDuringIndexing``: how many said "none" (a hover's
/// `Consumers: none`, references without `Composition.swift`), said that indexing runs, or
/// read the uses; and how long after the index landed the last one came.
private func reportProbes(_ probes: [(id: Int, method: String, sent: Double)], client: PipeClient, indexedAt: Double) {
    guard !probes.isEmpty else { return }
    var none = 0
    var indexing = 0
    var answered = 0
    var latest = 0.0
    // Every answer by its id, once all are in (or 60 s have passed).
    let ids = Set(probes.map(\.id))
    var answers: [Int: (time: Double, json: JSON)] = [:]
    var cursor = 0
    while answers.count < ids.count,
        let next = client.wait(after: cursor, timeout: 60, { $0["id"]?.intValue.map(ids.contains) == true })
    {
        cursor = next.index
        if let message = client.message(at: next.index - 1), let id = message["id"]?.intValue {
            answers[id] = (next.time, message)
        }
    }
    for probe in probes {
        guard let (time, message) = answers[probe.id] else { continue }
        answered += 1
        latest = max(latest, time)
        if message["error"] != nil {
            indexing += 1
        } else if probe.method == "textDocument/hover" {
            let text = message["result"]?["contents"]?["value"]?.stringValue ?? ""
            if text.contains("Consumers: none") || text.isEmpty { none += 1 }
        } else {
            let locations = message["result"]?.arrayValue ?? []
            if !locations.contains(where: { $0["uri"]?.stringValue?.hasSuffix("Composition.swift") == true }) { none += 1 }
        }
    }
    say(
        String(
            format:
                "sent while indexing: %d hovers and %d references on a factory only an unopened file reads; answered %d, said none %d, declined while indexing %d; the last answer %.0f ms after indexing ended",
            probes.count / 2, probes.count - probes.count / 2, answered, none, indexing, max(0, latest - indexedAt) * 1000))
}
