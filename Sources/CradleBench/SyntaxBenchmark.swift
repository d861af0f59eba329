import CradleAnalysis
import CradleSyntax
import Foundation

/// `CradleBench syntax`: lex + parse throughput against `swiftc -frontend -parse`.
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
