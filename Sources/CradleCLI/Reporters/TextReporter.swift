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
    /// The language of the summary line; the findings come worded already.
    var language: MessageLanguage

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
        let fileCount = counted(files, ReportText.fileOne, ReportText.fileMany, in: language)
        var line: String
        if diagnostics.isEmpty {
            line = ReportText.noProblems.text(in: language, fileCount)
        } else {
            var parts = [Self.counts(errors: errors, warnings: warnings, in: language)]
            if others > 0 { parts.append(counted(others, ReportText.noteOne, ReportText.noteMany, in: language)) }
            line = ReportText.summary.text(in: language, parts.joined(separator: ", "), fileCount)
        }
        if suppressed > 0 { line = ReportText.suppressed.text(in: language, line, String(suppressed)) }
        return line
    }

    /// `1 error, 2 warnings`.
    static func counts(errors: Int, warnings: Int, in language: MessageLanguage) -> String {
        counted(errors, ReportText.errorOne, ReportText.errorMany, in: language) + ", "
            + counted(warnings, ReportText.warningOne, ReportText.warningMany, in: language)
    }
}

/// `one` filled with 1, or `many` filled with `count`: English plurals are separate entries.
func counted<Table: TextTable>(_ count: Int, _ one: Table, _ many: Table, in language: MessageLanguage) -> String {
    (count == 1 ? one : many).text(in: language, String(count))
}
