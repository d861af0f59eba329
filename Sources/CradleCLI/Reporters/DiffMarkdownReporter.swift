import CradleAnalysis

/// `--diff --format markdown`: a pull-request comment. A marker line (so a CI job can find and
/// update its own comment), a heading and a one-line summary, then for each added, removed or
/// changed graph a table of its changes and a Mermaid diagram of it with the changes marked;
/// unchanged graphs are left out, long tables, diagrams and finding lists are folded. Worded
/// in `language`; the marker stays.
enum DiffMarkdownReporter {
    /// The first line of every comment, for CI scripts that update the comment they posted.
    static let marker = "<!-- cradle-lsp-diff -->"
    /// Diagrams of more lines, and tables and finding lists of more rows, are folded.
    static let foldedDiagramLines = 40
    static let foldedRows = 15

    static func render(
        _ diff: WorkspaceDiff, sides: DiffCommand.Sides, message: (FindingKey) -> String, in language: MessageLanguage
    ) -> String {
        let head = sides.head.contains(" ") ? sides.head : code(sides.head)
        var lines = [
            marker, "### " + DiffReportText.markdownTitle.text(in: language, code(sides.base), head),
            "", "**\(DiffTextReporter.summary(diff, in: language))**",
        ]
        for change in diff.graphs {
            lines += section(change, in: language)
            if let deltas = diff.analysis[change.identity] {
                lines += [
                    "",
                    DiffReportText.markdownAnalysis.text(
                        in: language, deltas.map { $0.text(in: language) }.joined(separator: "; ")),
                ]
            }
        }
        lines += findings(
            DiffReportText.markdownFindingsIntroduced.text(in: language), diff.introduced, message: message, in: language)
        lines += findings(DiffReportText.markdownFindingsFixed.text(in: language), diff.fixed, message: message, in: language)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The word for a kind of change.
    static func word(_ kind: ChangeKind, in language: MessageLanguage) -> String {
        switch kind {
        case .added: DiffReportText.added.text(in: language)
        case .removed: DiffReportText.removed.text(in: language)
        case .changed: DiffReportText.changed.text(in: language)
        case .unchanged: DiffReportText.unchanged.text(in: language)
        }
    }

    /// One graph's heading, table and diagram.
    static func section(_ change: GraphChange, in language: MessageLanguage) -> [String] {
        var lines = ["", "#### \(code(change.identity)) \(word(change.kind, in: language))"]
        if let file = change.current?.file { lines += ["", DiffReportText.declaredIn.text(in: language, code(file))] }
        var rows: [String] = []
        let row = { (kind: ChangeKind, what: String, details: String) in Self.row(kind, what, details, in: language) }
        for source in change.sources.added { rows.append(row(.added, "source \(code(source))", "")) }
        for source in change.sources.removed { rows.append(row(.removed, "source \(code(source))", "")) }
        if let input = change.input {
            let none = DiffReportText.none.text(in: language)
            rows.append(row(.changed, "`input:`", "\(input.from.map(code) ?? none) → \(input.to.map(code) ?? none)"))
        }
        for registration in change.registrations {
            let current = registration.current
            let name = DiffReportText.registrationName.text(in: language, code(current.identity))
            switch registration.kind {
            case .added, .removed:
                var details = "\(code(current.factoryName)), \(code("." + current.lifetime.rawValue))"
                if !current.dependencies.isEmpty {
                    details = DiffReportText.uses.text(
                        in: language, details, current.dependencies.map(code).joined(separator: ", "))
                }
                rows.append(row(registration.kind, name, details))
            case .changed, .unchanged:
                rows.append(
                    row(.changed, name, DiffTextReporter.facts(registration, in: language).map(cell).joined(separator: "<br>")))
            }
        }
        let binding = DiffReportText.inputBinding.text(in: language)
        for added in change.inputBindings.added { rows.append(row(.added, binding, bindingText(added, in: language))) }
        for removed in change.inputBindings.removed { rows.append(row(.removed, binding, bindingText(removed, in: language))) }
        if !rows.isEmpty {
            let header = [DiffReportText.columnChange, .columnWhat, .columnDetails].map { $0.text(in: language) }
            let table = ["", "| " + header.joined(separator: " | ") + " |", "| --- | --- | --- |"] + rows
            lines +=
                rows.count > foldedRows ? fold(DiffReportText.foldedChanges.text(in: language, String(rows.count)), table) : table
        }
        let diagram = DiffMermaidRenderer.render(change, language: language).split(
            separator: "\n", omittingEmptySubsequences: false
        ).dropLast()
        let block = ["", "```mermaid"] + diagram.map(String.init) + ["```"]
        lines += fold(
            DiffReportText.diagramOf.text(in: language, code(change.identity)), block,
            isOpen: diagram.count <= foldedDiagramLines)
        return lines
    }

    /// A table of findings under a heading, folded when long.
    static func findings(
        _ title: String, _ keys: [FindingKey], message: (FindingKey) -> String, in language: MessageLanguage
    ) -> [String] {
        guard !keys.isEmpty else { return [] }
        let header = [DiffReportText.columnSeverity, .columnCode, .columnWhere, .columnMessage].map { $0.text(in: language) }
        let table =
            ["", "| " + header.joined(separator: " | ") + " |", "| --- | --- | --- | --- |"]
            + keys.map { key in
                let place =
                    key.graph.isEmpty
                    ? code(key.file) : "\(code(key.graph))\(key.registration.isEmpty ? "" : " " + code(key.registration))"
                return
                    "| \(key.severity.rawValue) | \(code(key.code)) | \(place) (\(cell(key.file)):\(key.line)) | \(cell(message(key))) |"
            }
        let heading = ["", "#### \(title) (\(keys.count))"]
        return heading
            + (keys.count > foldedRows
                ? fold(DiffReportText.foldedFindings.text(in: language, String(keys.count)), table) : table)
    }

    /// `<details>` around `content`.
    static func fold(_ summary: String, _ content: [String], isOpen: Bool = false) -> [String] {
        let open = isOpen ? "<details open>" : "<details>"  // literal: HTML
        return ["", "\(open)<summary>\(summary)</summary>"] + content + ["", "</details>"]
    }

    static func row(_ kind: ChangeKind, _ what: String, _ details: String, in language: MessageLanguage) -> String {
        let sign =
            switch kind {
            case .added: "➕ " + word(.added, in: language)
            case .removed: "➖ " + word(.removed, in: language)
            case .changed, .unchanged: "✏️ " + word(.changed, in: language)
            }
        return "| \(sign) | \(what) | \(details) |"
    }

    static func bindingText(_ binding: InputBindingSnapshot, in language: MessageLanguage) -> String {
        let member = code(binding.member == "*" ? "input" : "input.\(binding.member)")
        guard let provider = binding.provider else {
            return DiffReportText.markdownBindingIn.text(in: language, member, code(binding.expression), code(binding.module))
        }
        return DiffReportText.markdownBindingInFrom.text(
            in: language, member, code(binding.expression), code(binding.module), code(provider))
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
