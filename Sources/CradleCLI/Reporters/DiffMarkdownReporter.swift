import CradleAnalysis

/// `--diff --format markdown`: a pull-request comment. A marker line (so a CI job can find and
/// update its own comment), a heading and a one-line summary, then for each added, removed or
/// changed graph a table of its changes and a Mermaid diagram of it with the changes marked;
/// unchanged graphs are left out, long tables, diagrams and finding lists are folded.
enum DiffMarkdownReporter {
    /// The first line of every comment, for CI scripts that update the comment they posted.
    static let marker = "<!-- cradle-lsp-diff -->"
    /// Diagrams of more lines, and tables and finding lists of more rows, are folded.
    static let foldedDiagramLines = 40
    static let foldedRows = 15

    static func render(_ diff: WorkspaceDiff, sides: DiffCommand.Sides) -> String {
        var lines = [
            marker, "### Cradle graph review: \(code(sides.base)) → \(sides.head.contains(" ") ? sides.head : code(sides.head))",
            "", "**\(DiffTextReporter.summary(diff))**",
        ]
        for change in diff.graphs {
            lines += section(change)
            if let deltas = diff.analysis[change.identity] {
                lines += ["", "Analysis: " + deltas.map(\.text).joined(separator: "; ") + "."]
            }
        }
        lines += findings("Findings introduced", diff.introduced)
        lines += findings("Findings fixed", diff.fixed)
        return lines.joined(separator: "\n") + "\n"
    }

    /// One graph's heading, table and diagram.
    static func section(_ change: GraphChange) -> [String] {
        var lines = ["", "#### \(code(change.identity)) \(change.kind.rawValue)"]
        if let file = change.current?.file { lines += ["", "Declared in \(code(file))."] }
        var rows: [String] = []
        for source in change.sources.added { rows.append(row("added", "source \(code(source))", "")) }
        for source in change.sources.removed { rows.append(row("removed", "source \(code(source))", "")) }
        if let input = change.input {
            rows.append(row("changed", "`input:`", "\(input.from.map(code) ?? "none") → \(input.to.map(code) ?? "none")"))
        }
        for registration in change.registrations {
            let current = registration.current
            let name = "registration \(code(current.identity))"
            switch registration.kind {
            case .added, .removed:
                var details = "\(code(current.factoryName)), \(code("." + current.lifetime.rawValue))"
                if !current.dependencies.isEmpty { details += "; uses \(current.dependencies.map(code).joined(separator: ", "))" }
                rows.append(row(registration.kind.rawValue, name, details))
            case .changed, .unchanged:
                rows.append(row("changed", name, DiffTextReporter.facts(registration).map(cell).joined(separator: "<br>")))
            }
        }
        for binding in change.inputBindings.added { rows.append(row("added", "input binding", bindingText(binding))) }
        for binding in change.inputBindings.removed { rows.append(row("removed", "input binding", bindingText(binding))) }
        if !rows.isEmpty {
            let table = ["", "| change | what | details |", "| --- | --- | --- |"] + rows
            lines += rows.count > foldedRows ? fold("\(rows.count) changes", table) : table
        }
        let diagram = DiffMermaidRenderer.render(change).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let block = ["", "```mermaid"] + diagram.map(String.init) + ["```"]
        lines += fold("Diagram of \(code(change.identity))", block, isOpen: diagram.count <= foldedDiagramLines)
        return lines
    }

    /// A table of findings under a heading, folded when long.
    static func findings(_ title: String, _ keys: [FindingKey]) -> [String] {
        guard !keys.isEmpty else { return [] }
        let table =
            ["", "| severity | code | where | message |", "| --- | --- | --- | --- |"]
            + keys.map { key in
                let place =
                    key.graph.isEmpty
                    ? code(key.file) : "\(code(key.graph))\(key.registration.isEmpty ? "" : " " + code(key.registration))"
                return
                    "| \(key.severity.rawValue) | \(code(key.code)) | \(place) (\(cell(key.file)):\(key.line)) | \(cell(key.message)) |"
            }
        let heading = ["", "#### \(title) (\(keys.count))"]
        return heading + (keys.count > foldedRows ? fold("\(keys.count) findings", table) : table)
    }

    /// `<details>` around `content`.
    static func fold(_ summary: String, _ content: [String], isOpen: Bool = false) -> [String] {
        ["", isOpen ? "<details open><summary>\(summary)</summary>" : "<details><summary>\(summary)</summary>"] + content + [
            "", "</details>",
        ]
    }

    static func row(_ kind: String, _ what: String, _ details: String) -> String {
        let sign =
            switch kind {
            case "added": "➕ added"
            case "removed": "➖ removed"
            default: "✏️ changed"
            }
        return "| \(sign) | \(what) | \(details) |"
    }

    static func bindingText(_ binding: InputBindingSnapshot) -> String {
        let member = binding.member == "*" ? "input" : "input.\(binding.member)"
        let provider = binding.provider.map { " from \(code($0))" } ?? ""
        return "\(code(member)) = \(code(binding.expression)) in \(code(binding.module))\(provider)"
    }

    /// Text as inline code, safe inside a table cell.
    static func code(_ text: String) -> String {
        "`"
            + text.replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "\n", with: " ") + "`"
    }

    /// Text escaped for a table cell.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
