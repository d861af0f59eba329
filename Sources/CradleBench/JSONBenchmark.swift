import CradleProtocol
import Foundation

/// `CradleBench json`: CradleProtocol's hand-written JSON against Foundation's
/// `JSONSerialization` on the messages the server really exchanges (every line of the protocol
/// fixtures, placeholders filled in, and a publishDiagnostics of 1,000 findings): parse and
/// serialize throughput, best of N, one core.
func runJSON(_ arguments: [String]) {
    let options = BenchOptions(arguments, valued: ["--iterations", "--fixtures"])
    let iterations = options.int("--iterations", 7, minimum: 1)
    let folder = options.values["--fixtures"] ?? "protocol-fixtures"
    var messages: [[UInt8]] = []
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted() ?? [] where name.hasSuffix(".txtar") {
        let text = (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") where line.hasPrefix("=> ") || line.hasPrefix("<= ") {
            var body = String(line.dropFirst(3))
            body = body.replacingOccurrences(of: "$ROOT", with: "file:///work/app")
            while let range = body.range(of: #"\$URI\([^)]*\)"#, options: .regularExpression) {
                body.replaceSubrange(range, with: "file:///work/app/Sources/App/Graph.swift")
            }
            while let range = body.range(of: #"\$POS8?\([^)]*\)"#, options: .regularExpression) {
                body.replaceSubrange(range, with: #"{"line":12,"character":34}"#)
            }
            // Only lines that are JSON once filled in (some fixtures send malformed input on purpose).
            if (try? JSONSerialization.jsonObject(with: Data(body.utf8))) != nil { messages.append(Array(body.utf8)) }
        }
    }
    let finding =
        #"{"range":{"start":{"line":41,"character":23},"end":{"line":41,"character":40}},"severity":1,"code":"missing-registration","source":"cradle","message":"no registration matches parameter type `JoinDateFormatter` of `makeUserDetailViewModel`","relatedInformation":[{"location":{"uri":"file:///work/app/Sources/Detail/UserDetailGraph.swift","range":{"start":{"line":14,"character":4},"end":{"line":14,"character":12}}},"message":"factory `makeUserDetailViewModel` requires this dependency"}]}"#
    let large =
        #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"file:///work/app/Sources/Detail/UserDetailGraph.swift","version":7,"diagnostics":["#
        + Array(repeating: finding, count: 1_000).joined(separator: ",") + "]}}"
    messages.append(Array(large.utf8))
    let bytes = messages.reduce(0) { $0 + $1.count }
    let datas = messages.map { Data($0) }
    func best(_ body: () -> Void) -> Double {
        var result = Double.infinity
        for _ in 0..<iterations {
            let start = now()
            for _ in 0..<20 { body() }
            result = min(result, (now() - start) / 20)
        }
        return result
    }
    var parsedOwn: [JSON] = []
    let ownParse = best { parsedOwn = messages.compactMap { try? JSON.parse($0) } }
    var parsedFoundation: [Any] = []
    let foundationParse = best { parsedFoundation = datas.compactMap { try? JSONSerialization.jsonObject(with: $0) } }
    var written = 0
    let ownWrite = best { written = parsedOwn.reduce(0) { $0 + $1.serialized().count } }
    let foundationWrite = best {
        written = parsedFoundation.reduce(0) { $0 + ((try? JSONSerialization.data(withJSONObject: $1))?.count ?? 0) }
    }
    let megabytes = Double(bytes) / 1e6
    say(String(format: "%d messages, %.2f MB (%d bytes written back)", messages.count, megabytes, written))
    say(
        String(
            format: "parse: CradleProtocol.JSON %.0f MB/s, JSONSerialization %.0f MB/s (%.1fx)", megabytes / ownParse,
            megabytes / foundationParse, foundationParse / ownParse))
    say(
        String(
            format: "serialize: CradleProtocol.JSON %.0f MB/s, JSONSerialization %.0f MB/s (%.1fx)", megabytes / ownWrite,
            megabytes / foundationWrite, foundationWrite / ownWrite))
}
