import CradleAnalysis
import CradleSyntax

/// Renders findings the way the Swift compiler prints them, so Xcode and editor problem matchers
/// read them: `path:line:column: error: message [code]`, each related note on its own `note:`
/// line, then a one-line summary. Lines and columns are 1-based; columns count UTF-8 bytes.
struct TextReporter {
    /// Whether to colour severities (only when the output is a terminal).
    var usesColor: Bool

    func render(_ diagnostics: [Diagnostic], files: Int, lineIndexes: [String: LineIndex]) -> String {
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
        output += summary(diagnostics, files: files) + "\n"
        return output
    }

    func location(_ file: String, _ range: ByteRange, _ indexes: [String: LineIndex]) -> String {
        let position = indexes[file]?.position(of: range.start) ?? (line: 0, column: 0)
        return "\(file):\(position.line + 1):\(position.column + 1)"
    }

    func paint(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func summary(_ diagnostics: [Diagnostic], files: Int) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let others = diagnostics.count - errors - warnings
        let fileWord = files == 1 ? "file" : "files"
        if diagnostics.isEmpty { return "no problems in \(files) \(fileWord)" }
        var parts: [String] = []
        parts.append("\(errors) \(errors == 1 ? "error" : "errors")")
        parts.append("\(warnings) \(warnings == 1 ? "warning" : "warnings")")
        if others > 0 { parts.append("\(others) \(others == 1 ? "note" : "notes")") }
        return parts.joined(separator: ", ") + " in \(files) \(fileWord)"
    }
}

/// Renders GitHub Actions workflow commands, one annotation per finding.
struct GitHubReporter {
    /// `paths` maps each reported path to its path relative to the workspace root, which GitHub
    /// resolves against the repository whatever the working directory was.
    func render(_ diagnostics: [Diagnostic], lineIndexes: [String: LineIndex], paths: [String: String]) -> String {
        var output = ""
        for diagnostic in diagnostics {
            let command: String
            switch diagnostic.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .information, .hint: command = "notice"
            }
            let start = lineIndexes[diagnostic.file]?.position(of: diagnostic.range.start) ?? (line: 0, column: 0)
            let end = lineIndexes[diagnostic.file]?.position(of: diagnostic.range.end) ?? start
            var message = diagnostic.message
            for note in diagnostic.notes {
                let position = lineIndexes[note.file]?.position(of: note.range.start) ?? (line: 0, column: 0)
                message += "\nnote: \(paths[note.file] ?? note.file):\(position.line + 1):\(position.column + 1): \(note.message)"
            }
            let properties = [
                "file=\(Self.escapeProperty(paths[diagnostic.file] ?? diagnostic.file))", "line=\(start.line + 1)",
                "col=\(start.column + 1)",
                "endLine=\(end.line + 1)", "endColumn=\(end.column + 1)",
                "title=\(Self.escapeProperty(diagnostic.code.rawValue))",
            ]
            output += "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(message))\n"
        }
        return output
    }

    /// Escapes a workflow command's message: `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    /// Escapes a property value: the data escapes plus `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}
