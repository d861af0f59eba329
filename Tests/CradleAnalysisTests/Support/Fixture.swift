import CradleSyntax
import Testing

@testable import CradleAnalysis

/// A parsed test fixture: Swift files with caret expectations (see `../shared/style.md`).
///
/// - Files are separated by lines `-- path/File.swift --`; without one, the fixture is
///   `Test.swift`. Files under `Sources/<Module>/` belong to `<Module>`, others to `Test`.
/// - A caret line `//   ^^^^ error CODE: message` marks, on the nearest preceding line that is
///   not a caret line, the byte range starting at the first `^`'s column, as long as the carets.
///   `note(CODE): message` marks a related note of a diagnostic with that code.
struct Fixture {
    struct File {
        var path: String
        var module: String
        var text: String
    }

    /// An expected diagnostic or note, in a comparable form.
    struct Expectation: Hashable, CustomStringConvertible {
        var file: String
        var range: ByteRange
        var kind: String  // a severity, or "note"
        var code: String
        var message: String
        var line: Int
        var column: Int

        static func == (lhs: Expectation, rhs: Expectation) -> Bool {
            lhs.file == rhs.file && lhs.range == rhs.range && lhs.kind == rhs.kind && lhs.code == rhs.code
                && lhs.message == rhs.message
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(file)
            hasher.combine(range)
            hasher.combine(code)
        }

        var description: String {
            let label = kind == "note" ? "note(\(code))" : "\(kind) \(code)"
            return "\(file):\(line):\(column) (\(range.length) bytes) \(label): \(message)"
        }
    }

    var files: [File] = []
    var expectations: [Expectation] = []

    init(_ source: String) {
        var current: (path: String, lines: [Substring])?
        var chunks: [(path: String, lines: [Substring])] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("-- "), line.hasSuffix(" --"), line.count > 6 {
                if let current { chunks.append(current) }
                current = (String(line.dropFirst(3).dropLast(3)), [])
            } else if current == nil {
                current = ("Test.swift", [line])
            } else {
                current?.lines.append(line)
            }
        }
        if let current { chunks.append(current) }
        for chunk in chunks {
            let text = chunk.lines.joined(separator: "\n")
            let components = chunk.path.split(separator: "/")
            let module = components.count >= 3 && components[0] == "Sources" ? String(components[1]) : "Test"
            files.append(File(path: chunk.path, module: module, text: text))
            expectations += Self.expectations(in: chunk.lines, path: chunk.path)
        }
    }

    /// Reads the caret lines of one file.
    static func expectations(in lines: [Substring], path: String) -> [Expectation] {
        var result: [Expectation] = []
        var lineStart = 0
        var targetStart = 0
        var targetLine = 0
        for (number, line) in lines.enumerated() {
            let bytes = Array(line.utf8)
            if let caret = caretLine(bytes) {
                let rest = String(decoding: bytes[caret.end...], as: UTF8.self).trimmingPrefix(" ")
                if let parsed = parse(String(rest)) {
                    result.append(
                        Expectation(
                            file: path, range: ByteRange(start: targetStart + caret.start, end: targetStart + caret.end),
                            kind: parsed.kind, code: parsed.code, message: parsed.message, line: targetLine + 1,
                            column: caret.start + 1))
                }
            } else {
                targetStart = lineStart
                targetLine = number
            }
            lineStart += bytes.count + 1
        }
        return result
    }

    /// The caret run of a line `  //   ^^^^ …`, as byte columns.
    static func caretLine(_ bytes: [UInt8]) -> (start: Int, end: Int)? {
        var i = 0
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "/"), bytes[i + 1] == UInt8(ascii: "/") else { return nil }
        i += 2
        while i < bytes.count, bytes[i] == 0x20 { i += 1 }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "^") else { return nil }
        let start = i
        while i < bytes.count, bytes[i] == UInt8(ascii: "^") { i += 1 }
        return (start, i)
    }

    /// Parses `error CODE: message` or `note(CODE): message`.
    static func parse(_ text: String) -> (kind: String, code: String, message: String)? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let head = text[..<colon]
        let message = String(text[text.index(after: colon)...].drop { $0 == " " })
        if head.hasPrefix("note("), head.hasSuffix(")") {
            return ("note", String(head.dropFirst(5).dropLast()), message)
        }
        let words = head.split(separator: " ")
        guard words.count == 2 else { return nil }
        return (String(words[0]), String(words[1]), message)
    }
}

/// Analyses a fixture file by file and checks its diagnostics and notes against the caret
/// expectations, one to one in both directions; the messages are compared as worded in
/// `language`.
func checkDiagnostics(
    _ source: String, language: MessageLanguage = .english, sourceLocation: SourceLocation = #_sourceLocation
) {
    let fixture = Fixture(source)
    let inputs = fixture.files.map { SourceInput(path: $0.path, module: $0.module, text: SourceText($0.text)) }
    match(fixture, Analyzer.analyze(inputs), inputs: inputs, language: language, sourceLocation: sourceLocation)
}

/// Loads a fixture's files into one workspace and checks every finding, the workspace rules'
/// included (`unused-registration`, `unresolved-source`, the override predictions), against the
/// caret expectations, one to one in both directions.
func checkWorkspaceDiagnostics(
    _ source: String, language: MessageLanguage = .english, visibility: ModuleVisibility = ModuleVisibility(),
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let fixture = Fixture(source)
    let inputs = fixture.files.map { SourceInput(path: $0.path, module: $0.module, text: SourceText($0.text)) }
    var workspace = Workspace(visibility: visibility)
    for input in inputs { workspace.update(path: input.path, module: input.module, text: input.text) }
    match(fixture, workspace.diagnostics, inputs: inputs, language: language, sourceLocation: sourceLocation)
}

/// Compares findings with a fixture's caret expectations.
private func match(
    _ fixture: Fixture, _ found: [Diagnostic], inputs: [SourceInput], language: MessageLanguage,
    sourceLocation: SourceLocation
) {
    let diagnostics = found.map { $0.localized(to: language) }
    let indexes = Dictionary(uniqueKeysWithValues: inputs.map { ($0.path, LineIndex($0.text)) })
    func expectation(_ file: String, _ range: ByteRange, _ kind: String, _ code: String, _ message: String) -> Fixture.Expectation
    {
        let position = indexes[file]?.position(of: range.start) ?? (line: 0, column: 0)
        return Fixture.Expectation(
            file: file, range: range, kind: kind, code: code, message: message, line: position.line + 1,
            column: position.column + 1)
    }
    var actual: [Fixture.Expectation] = []
    for diagnostic in diagnostics {
        actual.append(
            expectation(
                diagnostic.file, diagnostic.range, diagnostic.severity.rawValue, diagnostic.code.rawValue, diagnostic.message))
        for note in diagnostic.notes {
            actual.append(expectation(note.file, note.range, "note", diagnostic.code.rawValue, note.message))
        }
    }
    var missing = fixture.expectations
    var unexpected: [Fixture.Expectation] = []
    for item in actual {
        if let index = missing.firstIndex(of: item) {
            missing.remove(at: index)
        } else {
            unexpected.append(item)
        }
    }
    if !missing.isEmpty || !unexpected.isEmpty {
        let report = (missing.map { "missing:    \($0)" } + unexpected.map { "unexpected: \($0)" }).joined(separator: "\n")
        Issue.record("diagnostics differ from the fixture:\n\(report)", sourceLocation: sourceLocation)
    }
}
