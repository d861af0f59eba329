import CradleAnalysis

/// `--diff --format text`: one block per changed graph, a line per change (`+` added, `-`
/// removed, `~` changed), the findings introduced and fixed in the compiler's shape, a summary.
enum DiffTextReporter {
    static func render(_ diff: WorkspaceDiff, sides: DiffCommand.Sides) -> String {
        var lines = ["cradle-lsp diff: \(sides.base) → \(sides.head)"]
        for change in diff.graphs {
            let file = change.current?.file ?? ""
            switch change.kind {
            case .added:
                lines.append(
                    "+ graph \(change.identity) (\(file)): added, \(registrations(change.head?.registrations.count ?? 0))")
            case .removed:
                lines.append(
                    "- graph \(change.identity) (\(file)): removed, \(registrations(change.base?.registrations.count ?? 0))")
            case .changed, .unchanged:
                lines.append("~ graph \(change.identity) (\(file))")
                lines += details(change).map { "    " + $0 }
                if let deltas = diff.analysis[change.identity] {
                    lines.append("    ~ analysis: " + deltas.map(\.text).joined(separator: "; "))
                }
            }
        }
        if !diff.introduced.isEmpty {
            lines.append("findings introduced:")
            lines += diff.introduced.map { "    " + finding($0) }
        }
        if !diff.fixed.isEmpty {
            lines.append("findings fixed:")
            lines += diff.fixed.map { "    " + finding($0) }
        }
        lines.append(summary(diff))
        return lines.joined(separator: "\n") + "\n"
    }

    /// "3 registrations".
    static func registrations(_ count: Int) -> String { count == 1 ? "1 registration" : "\(count) registrations" }

    /// The one-line summary every format starts or ends with.
    static func summary(_ diff: WorkspaceDiff) -> String {
        let counts = diff.counts
        guard !diff.isEmpty else { return "no graph or finding changed (\(plural(diff.unchangedGraphs, "graph")) compared)" }
        return "\(plural(counts.changed, "graph")) changed, \(counts.added) added, \(counts.removed) removed; "
            + "\(plural(diff.introduced.count, "finding")) introduced, \(diff.fixed.count) fixed"
    }

    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    /// The changes inside one changed graph, one line each.
    static func details(_ change: GraphChange) -> [String] {
        var lines: [String] = []
        for source in change.sources.added { lines.append("+ source \(source)") }
        for source in change.sources.removed { lines.append("- source \(source)") }
        if let input = change.input { lines.append("~ input: \(input.from ?? "none") → \(input.to ?? "none")") }
        for registration in change.registrations {
            lines += describe(registration).map { "\($0.sign) \($0.text)" }
        }
        for binding in change.inputBindings.added { lines.append("+ binding \(describe(binding))") }
        for binding in change.inputBindings.removed { lines.append("- binding \(describe(binding))") }
        return lines
    }

    /// One registration's changes as (sign, text) pairs.
    static func describe(_ change: RegistrationChange) -> [(sign: String, text: String)] {
        let current = change.current
        switch change.kind {
        case .added:
            return [("+", "registration \(current.identity) (\(current.factoryName), .\(current.lifetime.rawValue))")]
        case .removed:
            return [("-", "registration \(current.identity) (\(current.factoryName), .\(current.lifetime.rawValue))")]
        case .changed, .unchanged:
            return facts(change).map { ("~", "\(current.identity): \($0)") }
        }
    }

    /// What changed in a registration present on both sides, one fact each.
    static func facts(_ change: RegistrationChange) -> [String] {
        var facts: [String] = []
        if let lifetime = change.lifetime { facts.append("lifetime .\(lifetime.from.rawValue) → .\(lifetime.to.rawValue)") }
        if let name = change.factoryName { facts.append("factory \(name.from) → \(name.to)") }
        for dependency in change.dependencies.added { facts.append("dependency added \(dependency)") }
        for dependency in change.dependencies.removed { facts.append("dependency removed \(dependency)") }
        for source in change.sourceReads.added { facts.append("reads source \(source)") }
        for source in change.sourceReads.removed { facts.append("no longer reads source \(source)") }
        if let externals = change.externalParameters {
            facts.append(
                "external parameters (\(externals.from.joined(separator: ", "))) → (\(externals.to.joined(separator: ", ")))")
        }
        return facts
    }

    /// `input.member = expression (in Module, from Graph.Type)`.
    static func describe(_ binding: InputBindingSnapshot) -> String {
        let member = binding.member == "*" ? "input" : "input.\(binding.member)"
        let provider = binding.provider.map { ", from \($0)" } ?? ""
        return "\(member) = \(binding.expression) (in \(binding.module)\(provider))"
    }

    /// `path:line: severity: message [code]`.
    static func finding(_ key: FindingKey) -> String {
        "\(key.file):\(key.line): \(key.severity.rawValue): \(key.message) [\(key.code)]"
    }
}
