import CradleAnalysis
import CradleProject
import CradleProtocol

extension Server {
    /// `cradle/graphDiagram`: with a document, its module's diagram (or one graph's); without,
    /// the workspace view; as Mermaid or DOT; with a `view`, CradleDiagramMaker's declarations or
    /// composition view (roots and types as `.cradle-lsp.json` names them, else inferred).
    func graphDiagram(_ request: GraphDiagramRequest) -> Result<String, ResponseError> {
        let format = request.format ?? .mermaid
        if let view = request.view {
            let composition = WorkspaceComposition(project: project, workspace: workspace)
            guard view == .composition else {
                let diagram = composition.declarations()
                return .success(format == .dot ? DotRenderer.render(diagram) : MermaidRenderer.render(diagram))
            }
            switch composition.selection(project.configuration.composition) {
            case .success(let selection):
                let diagram = composition.diagram(selection)
                return .success(format == .dot ? DotRenderer.render(diagram) : MermaidRenderer.render(diagram))
            case .failure(let error):
                return .failure(ResponseError(code: ResponseError.invalidParams, message: error.description(in: messageLanguage)))
            }
        }
        if let path = request.textDocument.flatMap({ path(ofURI: $0.uri) }) {
            let module = workspace.entries[path]?.summary.module ?? self.module(of: path)
            guard let diagram = workspace.moduleDiagram(module, graph: request.graph) else {
                return .failure(
                    ResponseError(
                        code: ResponseError.invalidParams,
                        message: ServerText.noGraphInModule.text(in: messageLanguage, request.graph ?? "", module)))
            }
            return .success(format == .dot ? DotRenderer.render(diagram, name: module) : MermaidRenderer.render(diagram))
        }
        let picture = workspace.workspaceDiagram()
        return .success(format == .dot ? DotRenderer.render(picture) : MermaidRenderer.render(picture))
    }
}
