import CradleAnalysis
import CradleProject
import CradleProtocol
import CradleSyntax
import Foundation

/// `--analyze`: each graph's metrics, the whole app's (as the composition view sees it: from its
/// roots when they can be found, else the declarations view), and why each factory parameter is
/// bound as it is, as text, JSON or a self-contained HTML page.
enum AnalyzeCommand {
    /// The composition view when the configuration names its roots (the view reads every file's
    /// declarations again); nil otherwise, and the app is read from the graphs' declarations.
    static func compositionView(_ project: Project, _ workspace: Workspace) -> CompositionDiagram? {
        guard let configuration = project.configuration.composition, configuration.roots?.isEmpty == false else { return nil }
        let composition = WorkspaceComposition(project: project, workspace: workspace)
        guard case .success(let selection) = composition.selection(configuration) else { return nil }
        let diagram = composition.diagram(selection)
        return diagram.nodes.isEmpty ? nil : diagram
    }

    static func run(_ options: CommandLineTool.AnalyzeOptions) -> Int32 {
        let loaded = LoadedWorkspace.load(options.paths, configuration: options.configuration, isQuiet: true)
        if loaded.problems.contains(where: \.stopsRun) { return 2 }
        let empty = loaded.pathsWithoutSwiftFiles(options.paths)
        let language = loaded.language
        for path in empty {
            CommandLineTool.printError(error: CommandLineText.noSwiftFileToAnalyse.text(in: language, path))
        }
        if !empty.isEmpty { return 2 }
        let report = AnalysisReport(
            workspace: loaded.workspace, reported: loaded.reported,
            composition: compositionView(loaded.project, loaded.workspace),
            view: "composition")
        let text: String
        switch options.format {
        case .text: text = report.text(in: language)
        case .json: text = report.json().text + "\n"
        case .html: text = report.html(in: language)
        }
        if let output = options.output, output != "-" {
            do {
                try OutputFile.write(Data(text.utf8), to: output)
            } catch {
                CommandLineTool.printError(error: error.description(in: language))
                return 2
            }
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
        return loaded.hasFatalProblem ? 2 : 0
    }
}

extension AnalysisReport {
    // MARK: Text

    func text(in language: MessageLanguage) -> String {
        var out: [String] = []
        for entry in graphs {
            let (analysis, module, file) = (entry.analysis, entry.module, entry.file)
            out.append(Self.header(analysis, title: "\(analysis.name) (\(module), \(file))", in: language))
            out += Self.body(analysis, in: language)
            out.append("")
        }
        out.append(Self.header(app, title: AnalysisReportText.app.text(in: language, appView), in: language))
        out += Self.body(app, in: language)
        let contested = explanations.filter { !$0.candidates.isEmpty || $0.chosen == nil || $0.lifetimeViolation != nil }
        if !contested.isEmpty {
            out.append("")
            out.append(AnalysisReportText.whyTheseBindings.text(in: language))
            for explanation in contested {
                let chosen =
                    explanation.chosen.map { "`\($0.factory)` (\(place($0.location)))" }
                    ?? AnalysisReportText.noRegistration.text(in: language)
                out.append(
                    "  \(explanation.graph).\(explanation.factory)(… \(explanation.parameter) …): \(chosen)"
                        + (explanation.lifetimeViolation.map { "; \($0)" } ?? ""))
                for candidate in explanation.candidates {
                    out.append(
                        "    "
                            + AnalysisReportText.notCandidate.text(
                                in: language, "\(candidate.graph).\(candidate.factory)", candidate.reason.rawValue,
                                candidate.detail))
                }
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    private static func header(_ analysis: NetworkAnalysis, title: String, in language: MessageLanguage) -> String {
        let counts = analysis.statistics.filter { $0.value > 0 }.map { statistic($0.name, $0.value, in: language) }
        return "\(title): "
            + (counts.isEmpty ? AnalysisReportText.noRegistrations.text(in: language) : counts.joined(separator: ", "))
    }

    /// A statistic with its count, `4 registrations`: the analysis names its statistics in
    /// English, as the JSON report's keys; the names it is known to give are worded from the
    /// table, any other stays `COUNT NAME`.
    static func statistic(_ name: String, _ value: Int, in language: MessageLanguage) -> String {
        let count = String(value)
        let lifetimes = ["shared", "lazy", "transient"]
        let graphsIn = "graphs in "  // literal: the name the analysis gives a statistic, matched
        func prefix(before suffix: String) -> String? {
            name.hasSuffix(suffix) && name.count > suffix.count ? String(name.dropLast(suffix.count)) : nil
        }
        switch name {
        case "registrations": return AnalysisReportText.registrations.text(in: language, count)
        case "external methods": return AnalysisReportText.externalMethods.text(in: language, count)  // literal: matched
        case "sources": return AnalysisReportText.sources.text(in: language, count)
        case "input members read": return AnalysisReportText.inputMembersRead.text(in: language, count)  // literal: matched
        case _ where lifetimes.contains(name): return AnalysisReportText.lifetimeRegistrations.text(in: language, count, name)
        default: break
        }
        if let kind = prefix(before: " nodes"), !kind.contains(" ") {
            return AnalysisReportText.nodes.text(in: language, count, kind)
        }
        if let lifetime = prefix(before: " providers"), lifetimes.contains(lifetime) {
            return AnalysisReportText.providers.text(in: language, count, lifetime)
        }
        if name.hasPrefix(graphsIn) {
            return AnalysisReportText.graphsInModule.text(in: language, count, String(name.dropFirst(graphsIn.count)))
        }
        return "\(count) \(name)"
    }

    private static func body(_ analysis: NetworkAnalysis, in language: MessageLanguage) -> [String] {
        var out: [String] = []
        let labels = Dictionary(analysis.nodes.map { ($0.node.key, $0.node.label) }, uniquingKeysWith: { a, _ in a })
        for chain in analysis.longestChains {
            out.append(
                "  "
                    + AnalysisReportText.chain.text(
                        in: language, String(chain.count - 1), chain.map { labels[$0] ?? $0 }.joined(separator: " → ")))
        }
        func top(_ title: String, _ value: (NetworkAnalysis.NodeMetrics) -> Double, format: (Double) -> String) {
            let ranked = analysis.nodes.filter { value($0) > 0 }.sorted {
                value($0) != value($1) ? value($0) > value($1) : $0.node.key < $1.node.key
            }
            guard !ranked.isEmpty else { return }
            out.append("  \(title): " + ranked.prefix(5).map { "\($0.node.label) \(format(value($0)))" }.joined(separator: ", "))
        }
        top(AnalysisReportText.fanIn.text(in: language), { Double($0.fanIn) }, format: { String(Int($0)) })
        top(AnalysisReportText.fanOut.text(in: language), { Double($0.fanOut) }, format: { String(Int($0)) })
        top(AnalysisReportText.betweenness.text(in: language), { $0.betweenness }, format: { String(format: "%.1f", $0) })
        let dominated = analysis.nodes.filter { !$0.dominators.isEmpty }
        for metrics in dominated.prefix(10) {
            out.append(
                "  "
                    + AnalysisReportText.dominators.text(
                        in: language, metrics.node.label, metrics.dominators.map { labels[$0] ?? $0 }.joined(separator: ", ")))
        }
        return out
    }

    // MARK: JSON

    func json() -> JSON {
        .object([
            "version": .int(1),
            "graphs": .array(
                graphs.map { Self.json($0.analysis, extra: ["module": .string($0.module), "file": .string($0.file)]) }),
            "app": Self.json(app, extra: ["view": .string(appView)]),
            "explanations": .array(explanations.map(json)),
            "inputs": .array(
                inputs.map { input in
                    .object([
                        "graph": .string(input.graph), "member": .string(input.member),
                        "bindings": .array(
                            input.bindings.map { binding in
                                .object([
                                    "provider": binding.provider.map(JSON.string) ?? .null,
                                    "expression": .string(binding.expression),
                                    "place": .string(place(binding.location)),
                                ])
                            }),
                    ])
                }),
        ])
    }

    static func json(_ analysis: NetworkAnalysis, extra: [String: JSON]) -> JSON {
        var fields = extra
        fields["name"] = .string(analysis.name)
        fields["statistics"] = .object(
            Dictionary(analysis.statistics.map { ($0.name, JSON.int($0.value)) }, uniquingKeysWith: { a, _ in a }))
        fields["longestChains"] = .array(analysis.longestChains.map { .array($0.map(JSON.string)) })
        fields["roots"] = .array(analysis.roots.map(JSON.string))
        fields["nodes"] = .array(
            analysis.nodes.map { metrics in
                var node: [String: JSON] = [
                    "key": .string(metrics.node.key), "label": .string(metrics.node.label), "kind": .string(metrics.node.kind),
                    "fanIn": .int(metrics.fanIn), "fanOut": .int(metrics.fanOut),
                    "betweenness": .number((metrics.betweenness * 1000).rounded() / 1000),
                    "dominators": .array(metrics.dominators.map(JSON.string)),
                    "pathFromRoot": .array(metrics.pathFromRoot.map(JSON.string)),
                ]
                if let lifetime = metrics.node.lifetime { node["lifetime"] = .string(lifetime) }
                if let module = metrics.node.module { node["module"] = .string(module) }
                return .object(node)
            })
        return .object(fields)
    }

    func json(_ explanation: BindingExplanation) -> JSON {
        func candidate(_ candidate: BindingExplanation.Candidate) -> JSON {
            .object([
                "graph": .string(candidate.graph), "factory": .string(candidate.factory), "type": .string(candidate.type),
                "module": .string(candidate.module), "place": .string(place(candidate.location)),
                "reason": .string(candidate.reason.rawValue), "detail": .string(candidate.detail),
            ])
        }
        return .object([
            "graph": .string(explanation.graph), "factory": .string(explanation.factory),
            "parameter": .string(explanation.parameter),
            "chosen": explanation.chosen.map(candidate) ?? .null,
            "lifetimeViolation": explanation.lifetimeViolation.map(JSON.string) ?? .null,
            "candidates": .array(explanation.candidates.map(candidate)),
        ])
    }
}
