import CradleSyntax
import Foundation

// CradleBench: release-built measurements, each side by side with a peer where one exists.
//
//   CradleBench syntax [--iterations N] [--no-peer] [--errors] PATH...
//       Lex + parse throughput of the syntax layer on one core, then `swiftc -frontend -parse`
//       on the same files; prints MB/s, lines/s and the ratio. --errors lists files with
//       syntax errors (valid code should have none).

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

/// Runs `swiftc -frontend -parse` over `files` in batches and returns the wall time, or nil when
/// swiftc is unavailable.
func timeSwiftcParse(_ files: [String]) -> Double? {
    let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"
    var total = 0.0
    var batch: [String] = []
    var batches: [[String]] = []
    for file in files {
        batch.append(file)
        if batch.count == 200 {
            batches.append(batch)
            batch = []
        }
    }
    if !batch.isEmpty { batches.append(batch) }
    for batch in batches {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [swiftc, "-frontend", "-parse"] + batch
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = now()
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        total += now() - start
    }
    return total
}

func runSyntax(_ arguments: [String]) {
    var iterations = 5
    var peer = true
    var listErrors = false
    var paths: [String] = []
    var i = 0
    while i < arguments.count {
        switch arguments[i] {
        case "--iterations":
            i += 1
            iterations = max(1, Int(arguments[safe: i] ?? "") ?? 5)
        case "--no-peer": peer = false
        case "--errors": listErrors = true
        default: paths.append(arguments[i])
        }
        i += 1
    }
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

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "syntax":
    runSyntax(Array(arguments.dropFirst()))
case "dump":
    for path in arguments.dropFirst() {
        let tree = SyntaxTree(parsing: SourceText(bytes: [UInt8](FileManager.default.contents(atPath: path) ?? Data())))
        print(tree.dump(), terminator: "")
    }
default:
    say("usage: CradleBench syntax [--iterations N] [--no-peer] [--errors] PATH... | dump FILE...")
    exit(2)
}
