extension DiagnosticCode {
    /// The README's diagnostics table, generated from the same documentation `--explain` prints.
    public static var markdownTable: String {
        var lines = [
            "| # | code | severity | what it means | Cradle's message |", "| --- | --- | --- | --- | --- |",
        ]
        for code in allCases {
            let number = code.number.map { "\($0)" } ?? "–"
            let title = code.documentation.title.replacingAll("|", "\\|")
            // Cradle's own text for its codes (with placeholder names); cradle-lsp's codes have none.
            let cradle = code.isCradleDiagnostic ? code.messageSample.message.cradle.replacingAll("|", "\\|") : "–"
            lines.append("| \(number) | `\(code.rawValue)` | \(code.defaultSeverity.rawValue) | \(title) | \(cradle) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// Replaces every occurrence of `target` (non-empty) with `replacement`. Shared by the
    /// package's targets; Foundation-free.
    package func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
