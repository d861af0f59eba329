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
        case .html:
            // The page is read by a person: the bindings' reasons in the chosen language (the
            // JSON report keeps English, as every machine-read output does).
            var localized = report
            localized.explanations = report.explanations.map { $0.localized(to: language) }
            text = localized.html(in: language)
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
