import CradleAnalysis
import CradleProtocol

extension Server {
    /// `cradle/graphDiagram`: with a document, its module's diagram (or one graph's); without,
    /// the workspace view; as Mermaid or DOT.
    func graphDiagram(_ request: GraphDiagramRequest) -> Result<String, ResponseError> {
        let format = request.format ?? .mermaid
        if let path = request.textDocument.flatMap({ path(ofURI: $0.uri) }) {
            let module = workspace.entries[path]?.summary.module ?? self.module(of: path)
            guard let diagram = workspace.moduleDiagram(module, graph: request.graph) else {
                return .failure(
                    ResponseError(
                        code: ResponseError.invalidParams,
                        message: "no graph named \(request.graph ?? "") in module \(module)"))
            }
            return .success(format == .dot ? DotRenderer.render(diagram, name: module) : MermaidRenderer.render(diagram))
        }
        let picture = workspace.workspaceDiagram()
        return .success(format == .dot ? DotRenderer.render(picture) : MermaidRenderer.render(picture))
    }
}
