extension AnalysisReport {
    /// The `--analyze` text report in `language`: per graph a summary line with its counts, its
    /// longest chains, the top fan-in, fan-out and betweenness and its dominators; the same for
    /// the app; then the contested bindings (a near miss, no registration, or a lifetime
    /// violation) with why.
    public func text(in language: MessageLanguage) -> String {
        var out: [String] = []
        for entry in graphs {
            let (analysis, module, file) = (entry.analysis, entry.module, entry.file)
            out.append(Self.summary(analysis, title: "\(analysis.name) (\(module), \(file))", language: language))
            out += Self.details(analysis, language: language)
            out.append("")
        }
        out.append(Self.summary(app, title: AnalysisText.theApp.text(in: language, appView), language: language))
        out += Self.details(app, language: language)
        let contested = explanations.filter { !$0.candidates.isEmpty || $0.chosen == nil || $0.lifetimeViolation != nil }
        if !contested.isEmpty {
            out.append("")
            out.append(AnalysisText.whyTheseBindings.text(in: language))
            for explanation in contested.map({ $0.localized(to: language) }) {
                let chosen =
                    explanation.chosen.map { "`\($0.factory)` (\(place($0.location)))" }
                    ?? AnalysisText.noRegistration.text(in: language)
                out.append(
                    "  \(explanation.graph).\(explanation.factory)(… \(explanation.parameter) …): \(chosen)"
                        + (explanation.lifetimeViolation.map { "; \($0)" } ?? ""))
                for candidate in explanation.candidates {
                    let name = "\(candidate.graph).\(candidate.factory)"
                    out.append(
                        "    " + AnalysisText.notCandidate.text(in: language, name, candidate.reason.rawValue, candidate.detail))
                }
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// `title: 3 registrations, 2 shared, …`, the counts that are not zero.
    static func summary(_ analysis: NetworkAnalysis, title: String, language: MessageLanguage) -> String {
        let counts = analysis.statistics.filter { $0.value > 0 }.map {
            NetworkAnalysis.statisticText(name: $0.name, value: $0.value, in: language)
        }
        return "\(title): "
            + (counts.isEmpty ? AnalysisText.noRegistrations.text(in: language) : counts.joined(separator: ", "))
    }

    /// The lines under a summary: chains, the top five by each measure, the dominators.
    static func details(_ analysis: NetworkAnalysis, language: MessageLanguage) -> [String] {
        var out: [String] = []
        let labels = Dictionary(analysis.nodes.map { ($0.node.key, $0.node.label) }, uniquingKeysWith: { a, _ in a })
        for chain in analysis.longestChains {
            let title = AnalysisText.chain.text(in: language, String(chain.count - 1))
            out.append("  \(title): " + chain.map { labels[$0] ?? $0 }.joined(separator: " → "))
        }
        func top(_ title: AnalysisText, _ value: (NetworkAnalysis.NodeMetrics) -> Double, format: (Double) -> String) {
            let ranked = analysis.nodes.filter { value($0) > 0 }.sorted {
                value($0) != value($1) ? value($0) > value($1) : $0.node.key < $1.node.key
            }
            guard !ranked.isEmpty else { return }
            out.append(
                "  \(title.text(in: language)): "
                    + ranked.prefix(5).map { "\($0.node.label) \(format(value($0)))" }.joined(separator: ", "))
        }
        top(.fanIn, { Double($0.fanIn) }, format: { String(Int($0)) })
        top(.fanOut, { Double($0.fanOut) }, format: { String(Int($0)) })
        top(.betweenness, { $0.betweenness }, format: oneDecimal)
        let dominated = analysis.nodes.filter { !$0.dominators.isEmpty }
        for metrics in dominated.prefix(10) {
            let dominators = metrics.dominators.map { labels[$0] ?? $0 }.joined(separator: ", ")
            out.append("  " + AnalysisText.dominators.text(in: language, metrics.node.label, dominators))
        }
        return out
    }

    /// `value` with one decimal, as `String(format: "%.1f")` writes it (the exact binary value
    /// rounded to the nearest tenth, a tie to the even one), without Foundation.
    static func oneDecimal(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        let magnitude = abs(value)
        let scaled = magnitude * 10
        // The rounding error of `scaled`, exactly: `magnitude * 10 - scaled` with one rounding.
        let error = (-scaled).addingProduct(magnitude, 10)
        let lower = scaled.rounded(.down)
        let tenths: Double
        if scaled - lower == 0.5 {
            // A tie in `scaled`; the exact product decides, and an exact tie goes to the even one.
            if error != 0 {
                tenths = error > 0 ? lower + 1 : lower
            } else {
                tenths = lower.truncatingRemainder(dividingBy: 2) == 0 ? lower : lower + 1
            }
        } else {
            tenths = scaled.rounded(.toNearestOrEven)
        }
        let units = (tenths / 10).rounded(.down)
        let digit = Int(tenths - units * 10)
        let whole = Int(exactly: units).map(String.init) ?? "\(units)"
        return (value.sign == .minus ? "-" : "") + whole + "." + String(digit)
    }
}
