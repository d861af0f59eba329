import CradleSyntax

extension Workspace {
    /// The summaries of files that see Cradle, by module.
    private var cradleSummariesByModule: [String: [FileSummary]] {
        Dictionary(grouping: summaries.filter { seesCradle($0.path) }, by: \.module)
    }

    /// A summary's full tree, through the trees kept for queries.
    private func keptTree(_ summary: FileSummary) -> SyntaxTree {
        tree(of: summary.path) ?? summary.syntaxTree
    }

    /// The diagram of one module's graphs, or of those named `graph` (by lexical name or its
    /// last components); nil when `graph` names none.
    public func moduleDiagram(_ module: String, graph: String? = nil) -> ModuleDiagram? {
        let (diagrams, excluded) = DiagramBuilder.diagrams(of: cradleSummariesByModule[module] ?? [], tree: keptTree)
        guard let graph else { return ModuleDiagram(graphs: diagrams, excluded: excluded) }
        let named = diagrams.filter { $0.lexicalName == graph || $0.lexicalName.hasSuffix("." + graph) }
        return named.isEmpty ? nil : ModuleDiagram(graphs: named, excluded: excluded)
    }

    /// Every module with graphs, in name order, as one picture.
    public func workspaceDiagram() -> WorkspaceDiagram {
        let byModule = cradleSummariesByModule
        let modules = byModule.keys.sorted().map { module -> (name: String, diagram: ModuleDiagram) in
            let (diagrams, excluded) = DiagramBuilder.diagrams(of: byModule[module] ?? [], tree: keptTree)
            return (module, ModuleDiagram(graphs: diagrams, excluded: excluded))
        }.filter { !$0.diagram.graphs.isEmpty }
        return WorkspaceDiagram(modules: modules)
    }
}
