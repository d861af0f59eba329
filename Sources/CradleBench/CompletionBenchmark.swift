import CradleProtocol
import Foundation

/// Part of `CradleBench server`: completion and signature help round trips over stdio, in a
/// document opened beside the generated 300-factory graph (`Sources/App/BenchCompletion.swift`,
/// never written to disk) and in that graph's own parameter list, with the floor (a method the
/// server does not know) measured in the same loop. Returns the message cursor.
func measureCompletion(client: PipeClient, directory: String, graphURI: String, graphText: String, rounds: Int, cursor start: Int)
    -> Int
{
    let text = """
        import Cradle

        @DependencyGraph(overrides: true)
        final class BenchGraph {
            @Provide private func makeClock() -> Clock { Clock() }
            @Provide(.transient) private func makePage(@External index: Int, clock: Clock) -> Page { Page(index) }
        }

        func benchCompletion(set: LargeGraphSet, graph: BenchGraph) {
            _ = set.largeGraph.
            _ = BenchGraph.override(clock: .original, )
            _ = graph.page(index: )
        }

        """
    let uri = "file://" + directory + "/Sources/App/BenchCompletion.swift"
    client.send([
        "jsonrpc": "2.0", "method": "textDocument/didOpen",
        "params": ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 0, "text": .string(text)]],
    ])
    /// The UTF-16 position just after `needle` in `text` (ASCII here).
    func position(after needle: String, in text: String) -> (line: Int, character: Int)? {
        guard let range = text.range(of: needle) else { return nil }
        let prefix = text[..<range.upperBound]
        return (
            prefix.filter { $0 == "\n" }.count,
            prefix.split(separator: "\n", omittingEmptySubsequences: false).last?.utf16.count ?? 0
        )
    }
    let cases: [(label: String, method: String, uri: String, at: (line: Int, character: Int)?)] = [
        (
            "completion after `set.largeGraph.` (300 accessors)", "textDocument/completion", uri,
            position(after: "set.largeGraph.", in: text)
        ),
        (
            "completion in a factory's parameter list (300 registrations)", "textDocument/completion", graphURI,
            position(after: "makeService150(", in: graphText)
        ),
        ("completion in `G.override(`", "textDocument/completion", uri, position(after: ".original, ", in: text)),
        ("signature help in `G.override(`", "textDocument/signatureHelp", uri, position(after: ".original, ", in: text)),
        ("signature help in an external method", "textDocument/signatureHelp", uri, position(after: "page(index: ", in: text)),
        ("floor (an unknown method)", "cradle/benchPing", uri, (0, 0)),
    ]
    var cursor = start
    var times: [[Double]] = Array(repeating: [], count: cases.count)
    var sizes: [Int] = Array(repeating: 0, count: cases.count)
    var id = 500_000
    for _ in 0..<rounds {
        for (index, test) in cases.enumerated() {
            guard let at = test.at else { continue }
            id += 1
            let requestID = id
            let params: JSON =
                test.method == "cradle/benchPing"
                ? [:]
                : [
                    "textDocument": ["uri": .string(test.uri)],
                    "position": ["line": .int(at.line), "character": .int(at.character)],
                ]
            let sent = now()
            client.send(["jsonrpc": "2.0", "id": .int(id), "method": .string(test.method), "params": params])
            guard let answer = client.wait(after: cursor, { $0["id"]?.intValue == requestID }) else { continue }
            cursor = answer.index
            times[index].append(answer.time - sent)
            let result = client.message(at: answer.index - 1)?["result"]
            sizes[index] = result?["items"]?.arrayValue?.count ?? result?["signatures"]?.arrayValue?.count ?? 0
        }
    }
    for (index, test) in cases.enumerated() {
        let what =
            test.method == "cradle/benchPing"
            ? "" : test.method == "textDocument/completion" ? ", \(sizes[index]) items" : ", \(sizes[index]) signature"
        say(
            String(
                format: "%@%@: p50 %.2f ms, p99 %.2f ms (%d round trips)", test.label, what, percentile(times[index], 0.5) * 1000,
                percentile(times[index], 0.99) * 1000, times[index].count))
    }
    return cursor
}
