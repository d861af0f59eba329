extension CompositionDiagram {
    /// The declarations view in the report's model, node keys as cradle-lsp's workspace view
    /// keys them; `targets` are kept when they have graphs.
    public init(declarations picture: WorkspaceDiagram, targets: [Target]) {
        var nodes: [CompositionDiagram.Node] = []
        for node in picture.nodes {
            let module = node.module.map { picture.modules[$0] } ?? ""
            let kind: CompositionDiagram.NodeKind =
                node.kind == .graph ? .graph : node.kind == .provider ? .provider : .unknown
            let graphKey = node.module.flatMap { moduleIndex in
                node.graph.map { "graph:\(module).\(picture.graphs[moduleIndex][$0])" }
            }
            nodes.append(
                CompositionDiagram.Node(
                    key: node.key, kind: kind, targetID: module, label: node.labelLines.joined(separator: "\n"),
                    lifetime: node.kind == .provider ? node.style.rawValue : nil, location: nil, graphKey: graphKey))
        }
        let edges = picture.edges.map { edge in
            let from = picture.nodes[edge.from]
            let to = picture.nodes[edge.to]
            let kind: CompositionDiagram.EdgeKind =
                from.kind == .graph ? .sourceDeclaration : to.kind == .provider ? .providerParameter : .sourceRead
            return CompositionDiagram.Edge(source: from.key, destination: to.key, kind: kind, evidence: [])
        }
        let kept = targets.filter { picture.modules.contains($0.id) }
        self.init(targets: kept, nodes: nodes, edges: edges, warnings: [])
    }

}
