import CradleAnalysis
import CradleSyntax
import Foundation

/// `CradleBench analysis`: analysis time of a generated graph file and workspace.
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
