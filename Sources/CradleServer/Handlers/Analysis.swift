import CradleAnalysis
import CradleProject
import CradleProtocol

extension Server {
    /// `cradle/analysis`: each graph's metrics (of the document's module, else every graph) and
    /// the whole app's, as `--analyze` computes them.
    func analysis(_ request: AnalysisRequest) -> Result<LSPAnalysis, ResponseError> {
        // The composition view when the configuration names its roots, else the declarations.
        var diagram: CompositionDiagram?
        if let configuration = project.configuration.composition, configuration.roots?.isEmpty == false {
            let composition = WorkspaceComposition(project: project, workspace: workspace)
            if case .success(let selection) = composition.selection(configuration) {
                let found = composition.diagram(selection)
                if !found.nodes.isEmpty { diagram = found }
            }
        }
        var reported: Set<String>?
        if let path = request.textDocument.flatMap({ path(ofURI: $0.uri) }) {
            let module = workspace.entries[path]?.summary.module ?? self.module(of: path)
            reported = Set(
                workspace.entries.filter { !$0.value.factories.isEmpty && workspace.modules(of: $0.key).contains(module) }.keys)
        }
        let report = AnalysisReport(workspace: workspace, reported: reported, composition: diagram, view: "composition")
        return .success(
            LSPAnalysis(
                graphs: report.graphs.map { Self.convert($0.analysis, module: $0.module, uri: uri(of: $0.file)) },
                app: Self.convert(report.app, module: nil, uri: nil)))
    }

    private static func convert(_ analysis: NetworkAnalysis, module: String?, uri: String?) -> LSPNetworkAnalysis {
        let labels = Dictionary(analysis.nodes.map { ($0.node.key, $0.node.label) }, uniquingKeysWith: { first, _ in first })
        return LSPNetworkAnalysis(
            name: analysis.name, module: module, uri: uri,
            statistics: Dictionary(analysis.statistics.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }),
            longestChains: analysis.longestChains.map { $0.map { labels[$0] ?? $0 } },
            nodes: analysis.nodes.map { metrics in
                LSPNodeMetrics(
                    key: metrics.node.key, label: metrics.node.label, lifetime: metrics.node.lifetime, fanIn: metrics.fanIn,
                    fanOut: metrics.fanOut, betweenness: (metrics.betweenness * 1000).rounded() / 1000,
                    dominators: metrics.dominators.map { labels[$0] ?? $0 },
                    pathFromRoot: metrics.pathFromRoot.map { labels[$0] ?? $0 })
            })
    }

    /// `cradle/explainBinding`: why the parameter at the position gets its registration.
    func explainBinding(_ request: ExplainBindingRequest) -> Result<LSPBindingExplanation?, ResponseError> {
        guard let (path, offset, _) = resolve(request.textDocument, request.position) else {
            return .failure(ResponseError(code: ResponseError.invalidParams, message: ExplainBindingRequest.invalidParamsMessage))
        }
        guard let explanation = workspace.bindingExplanation(path: path, offset: offset)?.localized(to: messageLanguage) else {
            return .success(nil)
        }
        func candidate(_ candidate: BindingExplanation.Candidate) -> LSPBindingCandidate {
            LSPBindingCandidate(
                graph: candidate.graph, factory: candidate.factory, type: candidate.type, module: candidate.module,
                location: location(candidate.location), reason: candidate.reason.rawValue, detail: candidate.detail)
        }
        return .success(
            LSPBindingExplanation(
                graph: explanation.graph, factory: explanation.factory, parameter: explanation.parameter,
                chosen: explanation.chosen.map(candidate), lifetimeViolation: explanation.lifetimeViolation,
                candidates: explanation.candidates.map(candidate)))
    }
}
