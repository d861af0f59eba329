import CradleAnalysis
import CradleSyntax
import Foundation

/// `CradleBench workspace`: edit re-analysis, hover and definition latency in the model.
func runWorkspace(_ arguments: [String]) {
    let options = BenchOptions(arguments, valued: ["--lines", "--edits", "--file"])
    let lines = options.int("--lines", 1_000_000, minimum: 1000)
    let edits = options.int("--edits", 200, minimum: 10)
    if let file = options.values["--file"] { return runFileEdits(file, edits: edits) }
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
    // Completion in the model: in makeService150's parameter list (the graph's registrations),
    // and after `set.largeGraph.` in the composition file (its accessors).
    let parameterOffset = original.utf8.distance(
        from: original.startIndex, to: original.range(of: "makeService150(")?.upperBound ?? original.startIndex)
    let composition = paths.count > 1 ? paths[1] : big
    let compositionText = workspace.text(of: composition).map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
    let memberOffset = compositionText.utf8.distance(
        from: compositionText.startIndex,
        to: compositionText.range(of: "set.largeGraph.")?.upperBound ?? compositionText.startIndex)
    var parameterTimes: [Double] = []
    var memberTimes: [Double] = []
    var counts = (0, 0)
    for _ in 0..<edits {
        var start = now()
        counts.0 = workspace.completions(path: big, offset: parameterOffset)?.count ?? 0
        parameterTimes.append(now() - start)
        start = now()
        counts.1 = workspace.completions(path: composition, offset: memberOffset)?.count ?? 0
        memberTimes.append(now() - start)
    }
    say(
        String(
            format:
                "completion in a parameter list (%d items) p50 %.2f ms, p99 %.2f ms; after a graph receiver (%d items) p50 %.2f ms, p99 %.2f ms",
            counts.0, percentile(parameterTimes, 0.5) * 1000, percentile(parameterTimes, 0.99) * 1000, counts.1,
            percentile(memberTimes, 0.5) * 1000, percentile(memberTimes, 0.99) * 1000))
    // The analysis in the model: every graph's metrics, every parameter's explanation.
    var start = now()
    let analyses = workspace.graphAnalyses()
    let analysisTime = now() - start
    start = now()
    let explanations = workspace.bindingExplanations()
    let explanationTime = now() - start
    start = now()
    let inputs = workspace.inputMemberBindings()
    say(
        String(
            format: "analysis of %d graphs %.0f ms; %d binding explanations %.0f ms; %d input members %.0f ms", analyses.count,
            analysisTime * 1000, explanations.count, explanationTime * 1000, inputs.count, (now() - start) * 1000))
    try? FileManager.default.removeItem(atPath: directory)
}

/// `CradleBench workspace --file PATH`: one file edited in the model alone, without stdio, by
/// two keystrokes typed and removed in turn on its middle line: a space at its end (white space:
/// the file's tokens only move) and a letter at the end of its last name (code: a token changes).
/// Prints p50/p99 of each update, beside lexing and parsing the whole text (what an update
/// that reads the file again from scratch costs at least).
private func runFileEdits(_ path: String, edits: Int) {
    guard let data = FileManager.default.contents(atPath: path) else {
        say("cannot read \(path)")
        exit(1)
    }
    let original = [UInt8](data)
    let lines = original.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
    let middle = lines.count / 2
    let lineStart = lines[..<middle].reduce(0) { $0 + $1.count + 1 }
    let lineEnd = lineStart + lines[middle].count
    let lastName = Lexer.tokenize(SourceText(bytes: original)).tokens.last {
        $0.kind == .identifier && Int($0.start) >= lineStart && Int($0.end) <= lineEnd
    }
    func edited(_ change: (inout [UInt8]) -> Void) -> [UInt8] {
        var copy = lines
        change(&copy[middle])
        return Array(copy.joined(separator: [UInt8(ascii: "\n")]))
    }
    var keystrokes = [("a space at the end of the middle line", edited { $0.append(UInt8(ascii: " ")) })]
    if let lastName {
        keystrokes.append(
            ("a letter at the end of its last name", edited { $0.insert(UInt8(ascii: "x"), at: Int(lastName.end) - lineStart) }))
    }
    say(String(format: "%@: %d bytes, %d lines", (path as NSString).lastPathComponent, original.count, lines.count))
    for (label, changed) in keystrokes {
        var workspace = Workspace()
        workspace.update(path: path, module: "App", text: SourceText(bytes: original))
        var updateTimes: [Double] = []
        var parseTimes: [Double] = []
        for edit in 0..<edits {
            let text = SourceText(bytes: edit % 2 == 0 ? changed : original)
            var start = now()
            workspace.update(path: path, module: "App", text: text)
            _ = workspace.diagnostics(in: path)
            updateTimes.append(now() - start)
            start = now()
            _ = SyntaxTree(parsing: text)
            parseTimes.append(now() - start)
        }
        say(
            String(
                format: "  %@ (%d edits): update p50 %.2f ms, p99 %.2f ms; lex + parse alone p50 %.2f ms, p99 %.2f ms",
                label, edits, percentile(updateTimes, 0.5) * 1000, percentile(updateTimes, 0.99) * 1000,
                percentile(parseTimes, 0.5) * 1000, percentile(parseTimes, 0.99) * 1000))
    }
}
