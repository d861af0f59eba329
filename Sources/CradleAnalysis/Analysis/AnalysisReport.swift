import CradleSyntax

/// What the analysis reports, gathered once for every format (`--analyze` text, JSON and HTML,
/// and the editor's `cradle/analysis`): each graph's analysis, the whole app's, why each
/// parameter is bound as it is, and what feeds each input member.
public struct AnalysisReport: Sendable {
    /// One graph's analysis, with its module and file.
    public struct GraphEntry: Sendable {
        public var analysis: NetworkAnalysis
        public var module: String
        public var file: String
    }

    public var graphs: [GraphEntry]
    /// The whole app's analysis, and the view it comes from (`composition` or `declarations`).
    public var app: NetworkAnalysis
    public var appView: String
    /// Every factory parameter's explanation, in the graphs reported.
    public var explanations: [BindingExplanation]
    /// Every input member a factory reads, with the bindings that feed it.
    public var inputs: [InputMemberBindings]
    /// The line index of each file a location points into.
    public var lines: [String: LineIndex]

    /// The report of the graphs in `reported` (every graph when nil), with the app as
    /// `composition` (a view of it) shows it, or as its declarations do when there is no view.
    public init(workspace: Workspace, reported: Set<String>?, composition: CompositionDiagram?, view: String) {
        graphs = workspace.graphAnalyses().filter { reported?.contains($0.path) ?? true }.map { path, analysis in
            GraphEntry(analysis: analysis, module: workspace.modules(of: path).first ?? "", file: path)
        }
        if let composition {
            app = NetworkAnalysis(composition: composition)
            appView = view
        } else {
            app = NetworkAnalysis(app: workspace.appNetwork())
            appView = "declarations"
        }
        let names = Set(graphs.map(\.analysis.name))
        explanations = workspace.bindingExplanations().filter { names.contains($0.graph) }
        inputs = workspace.inputMemberBindings().filter { names.contains($0.graph) }
        var files = Set(graphs.map(\.file))
        for explanation in explanations {
            for candidate in (explanation.chosen.map { [$0] } ?? []) + explanation.candidates {
                files.insert(candidate.location.file)
            }
        }
        for input in inputs { files.formUnion(input.bindings.map(\.location.file)) }
        var lines: [String: LineIndex] = [:]
        for file in files { if let text = workspace.text(of: file) { lines[file] = LineIndex(text) } }
        self.lines = lines
    }

    /// `path:line` of a location (1-based line).
    public func place(_ location: Location) -> String {
        "\(location.file):\((lines[location.file]?.position(of: location.range.start).line ?? 0) + 1)"
    }
}
