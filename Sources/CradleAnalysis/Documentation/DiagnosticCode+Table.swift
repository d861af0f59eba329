extension DiagnosticCode {
    /// The README's diagnostics table, generated from the same documentation `--explain` prints:
    /// English for README.md, Korean (titles from `koreanDocumentation`) for README.ko.md.
    public static func markdownTable(in language: MessageLanguage = .english) -> String {
        var lines = [DocumentationText.tableHeader.text(in: language), "| --- | --- | --- | --- | --- |"]
        for code in allCases {
            let number = code.number.map { "\($0)" } ?? "–"
            let documentation = language == .cradle ? code.koreanDocumentation : code.documentation
            let title = documentation.title.replacingAll("|", "\\|")
            // Cradle's own text for its codes (with placeholder names); cradle-lsp's codes have none.
            let cradle = code.isCradleDiagnostic ? code.messageSample.message.cradle.replacingAll("|", "\\|") : "–"
            lines.append("| \(number) | `\(code.rawValue)` | \(code.defaultSeverity.rawValue) | \(title) | \(cradle) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The English table (README.md).
    public static var markdownTable: String { markdownTable(in: .english) }
}

extension String {
    /// Replaces every occurrence of `target` (non-empty) with `replacement`. Shared by the
    /// package's targets; Foundation-free.
    package func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
