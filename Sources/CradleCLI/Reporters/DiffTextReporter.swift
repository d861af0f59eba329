import CradleAnalysis

/// `--diff --format text`: one block per changed graph, a line per change (`+` added, `-`
/// removed, `~` changed), the findings introduced and fixed in the compiler's shape, a summary,
/// in `language`; `message` words each finding.
enum DiffTextReporter {
    static func render(
        _ diff: WorkspaceDiff, sides: DiffCommand.Sides, message: (FindingKey) -> String, in language: MessageLanguage
    ) -> String {
        var lines = [DiffReportText.header.text(in: language, sides.base, sides.head)]
        for change in diff.graphs {
            let file = change.current?.file ?? ""
            switch change.kind {
            case .added:
                let count = registrations(change.head?.registrations.count ?? 0, in: language)
                lines.append("+ " + DiffReportText.graphAdded.text(in: language, change.identity, file, count))
            case .removed:
                let count = registrations(change.base?.registrations.count ?? 0, in: language)
                lines.append("- " + DiffReportText.graphRemoved.text(in: language, change.identity, file, count))
            case .changed, .unchanged:
                lines.append("~ graph \(change.identity) (\(file))")
                lines += details(change, in: language).map { "    " + $0 }
                if let deltas = diff.analysis[change.identity] {
                    lines.append(
                        "    ~ "
                            + DiffReportText.analysis.text(
                                in: language, deltas.map { $0.text(in: language) }.joined(separator: "; ")))
                }
            }
        }
        if !diff.introduced.isEmpty {
            lines.append(DiffReportText.findingsIntroduced.text(in: language))
            lines += diff.introduced.map { "    " + finding($0, message: message($0)) }
        }
        if !diff.fixed.isEmpty {
            lines.append(DiffReportText.findingsFixed.text(in: language))
            lines += diff.fixed.map { "    " + finding($0, message: message($0)) }
        }
        lines.append(summary(diff, in: language))
        return lines.joined(separator: "\n") + "\n"
    }

    /// "3 registrations".
    static func registrations(_ count: Int, in language: MessageLanguage) -> String {
        counted(count, DiffReportText.registrationOne, DiffReportText.registrationMany, in: language)
    }

    /// The one-line summary every format starts or ends with (the JSON report's in English).
    static func summary(_ diff: WorkspaceDiff, in language: MessageLanguage) -> String {
        let counts = diff.counts
        guard !diff.isEmpty else {
            return DiffReportText.summaryUnchanged.text(
                in: language, counted(diff.unchangedGraphs, DiffReportText.graphOne, DiffReportText.graphMany, in: language))
        }
        return DiffReportText.summary.text(
            in: language, counted(counts.changed, DiffReportText.graphOne, DiffReportText.graphMany, in: language),
            String(counts.added), String(counts.removed),
            counted(diff.introduced.count, DiffReportText.findingOne, DiffReportText.findingMany, in: language),
            String(diff.fixed.count))
    }

    /// The changes inside one changed graph, one line each.
    static func details(_ change: GraphChange, in language: MessageLanguage) -> [String] {
        var lines: [String] = []
        for source in change.sources.added { lines.append("+ source \(source)") }
        for source in change.sources.removed { lines.append("- source \(source)") }
        if let input = change.input {
            let none = DiffReportText.none.text(in: language)
            lines.append("~ input: \(input.from ?? none) → \(input.to ?? none)")
        }
        for registration in change.registrations {
            lines += describe(registration, in: language).map { "\($0.sign) \($0.text)" }
        }
        for binding in change.inputBindings.added {
            lines.append("+ " + DiffReportText.binding.text(in: language, describe(binding, in: language)))
        }
        for binding in change.inputBindings.removed {
            lines.append("- " + DiffReportText.binding.text(in: language, describe(binding, in: language)))
        }
        return lines
    }

    /// One registration's changes as (sign, text) pairs.
    static func describe(_ change: RegistrationChange, in language: MessageLanguage) -> [(sign: String, text: String)] {
        let current = change.current
        let registration = DiffReportText.registration.text(
            in: language, current.identity, current.factoryName, "." + current.lifetime.rawValue)
        switch change.kind {
        case .added: return [("+", registration)]
        case .removed: return [("-", registration)]
        case .changed, .unchanged:
            return facts(change, in: language).map { ("~", "\(current.identity): \($0)") }
        }
    }

    /// What changed in a registration present on both sides, one fact each.
    static func facts(_ change: RegistrationChange, in language: MessageLanguage) -> [String] {
        var facts: [String] = []
        if let lifetime = change.lifetime {
            facts.append(
                DiffReportText.lifetime.text(in: language, "." + lifetime.from.rawValue, "." + lifetime.to.rawValue))
        }
        if let name = change.factoryName { facts.append(DiffReportText.factory.text(in: language, name.from, name.to)) }
        for dependency in change.dependencies.added {
            facts.append(DiffReportText.dependencyAdded.text(in: language, dependency))
        }
        for dependency in change.dependencies.removed {
            facts.append(DiffReportText.dependencyRemoved.text(in: language, dependency))
        }
        for source in change.sourceReads.added { facts.append(DiffReportText.readsSource.text(in: language, source)) }
        for source in change.sourceReads.removed { facts.append(DiffReportText.stopsReadingSource.text(in: language, source)) }
        if let externals = change.externalParameters {
            facts.append(
                DiffReportText.externalParameters.text(
                    in: language, externals.from.joined(separator: ", "), externals.to.joined(separator: ", ")))
        }
        return facts
    }

    /// `input.member = expression (in Module, from Graph.Type)`.
    static func describe(_ binding: InputBindingSnapshot, in language: MessageLanguage) -> String {
        let member = binding.member == "*" ? "input" : "input.\(binding.member)"
        guard let provider = binding.provider else {
            return DiffReportText.bindingIn.text(in: language, member, binding.expression, binding.module)
        }
        return DiffReportText.bindingInFrom.text(in: language, member, binding.expression, binding.module, provider)
    }

    /// `path:line: severity: message [code]`.
    static func finding(_ key: FindingKey, message: String) -> String {
        "\(key.file):\(key.line): \(key.severity.rawValue): \(message) [\(key.code)]"
    }
}
