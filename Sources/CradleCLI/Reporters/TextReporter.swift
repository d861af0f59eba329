import CradleAnalysis
import CradleSyntax

/// Renders findings the way the Swift compiler prints them, so Xcode and editor problem matchers
/// read them: `path:line:column: error: message [code]`, each related note on its own `note:`
/// line, then a one-line summary. Lines and columns are 1-based; columns count UTF-8 bytes.
struct TextReporter {
    /// Whether to colour severities (`Terminal.usesColor`).
    var usesColor: Bool
    /// Whether to leave out the summary line (`--quiet`).
    var isQuiet = false

    /// The report: the findings, then the summary unless quiet.
    func render(_ diagnostics: [Diagnostic], files: Int, suppressed: Int = 0, lineIndexes: [String: LineIndex]) -> String {
        var output = ""
        for diagnostic in diagnostics {
            let word: String
            switch diagnostic.severity {
            case .error: word = paint("error:", "1;31")
            case .warning: word = paint("warning:", "1;35")
            case .information, .hint: word = paint("note:", "1;36")
            }
            output +=
                "\(location(diagnostic.file, diagnostic.range, lineIndexes)): \(word) \(diagnostic.message) [\(diagnostic.code.rawValue)]\n"
            for note in diagnostic.notes {
                output += "\(location(note.file, note.range, lineIndexes)): \(paint("note:", "1;30")) \(note.message)\n"
            }
        }
        if !isQuiet { output += summary(diagnostics, files: files, suppressed: suppressed) + "\n" }
        return output
    }

    /// `path:line:column` of a range's start.
    func location(_ file: String, _ range: ByteRange, _ indexes: [String: LineIndex]) -> String {
        let position = indexes[file]?.position(of: range.start) ?? (line: 0, column: 0)
        return "\(file):\(position.line + 1):\(position.column + 1)"
    }

    /// The text in an ANSI colour when colour is on.
    func paint(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// `1 error, 2 warnings in 5 files (3 suppressed)` or `no problems in 5 files`.
    func summary(_ diagnostics: [Diagnostic], files: Int, suppressed: Int = 0) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let others = diagnostics.count - errors - warnings
        let fileWord = files == 1 ? "file" : "files"
        let suffix = suppressed > 0 ? " (\(suppressed) suppressed)" : ""
        if diagnostics.isEmpty { return "no problems in \(files) \(fileWord)" + suffix }
        var parts: [String] = []
        parts.append("\(errors) \(errors == 1 ? "error" : "errors")")
        parts.append("\(warnings) \(warnings == 1 ? "warning" : "warnings")")
        if others > 0 { parts.append("\(others) \(others == 1 ? "note" : "notes")") }
        return parts.joined(separator: ", ") + " in \(files) \(fileWord)" + suffix
    }
}
