import CradleAnalysis
import CradleSyntax
import Foundation

/// `CradleBench workspace`: edit re-analysis, hover and definition latency in the model.
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
