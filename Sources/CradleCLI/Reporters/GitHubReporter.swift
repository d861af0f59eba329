import CradleAnalysis
import CradleSyntax

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
