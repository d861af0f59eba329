extension DotRenderer {
    /// A workspace view model as a DOT digraph: a cluster per target, a cluster per graph
    /// instance or composition object, value edges solid and structural ones dashed and labelled
    /// (`returns`, `creates`, `retains` in `language`), in the same node numbering as the Mermaid
    /// file.
    public static func render(_ diagram: CompositionDiagram, language: MessageLanguage = .english) -> String {
        var lines = opening("workspace")
        let numbers = diagram.nodeNumbers
        let byTarget = Dictionary(grouping: diagram.nodes, by: \.targetID)
        for (targetIndex, target) in diagram.targets.enumerated() {
            guard let nodes = byTarget[target.id], !nodes.isEmpty else { continue }
            lines.append("    subgraph \"cluster_module\(targetIndex)\" {")
            lines.append("        label=\(quote(target.moduleName));")
            let groups = Dictionary(grouping: nodes, by: { $0.graphKey ?? $0.key })
            for (groupIndex, key) in groups.keys.sorted().enumerated() {
                lines.append("        subgraph \"cluster_graph\(targetIndex)_\(groupIndex)\" {")
                lines.append("            label=\"\";")
                for node in groups[key] ?? [] {
                    guard let number = numbers[node.key] else { continue }
                    let lineList = node.label.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    lines.append(self.node("n\(number)", label: lineList, style(node), indent: "            "))
                }
                lines.append("        }")
            }
            lines.append("    }")
        }
        for edge in diagram.edges {
            guard let from = numbers[edge.source], let to = numbers[edge.destination] else { continue }
            let label: CompositionViewText
            switch edge.kind {
            case .compositionReturn: label = .dotReturns
            case .compositionCreation: label = .dotCreates
            case .compositionRetention: label = .dotRetains
            default:
                lines.append(self.edge("n\(from)", "n\(to)"))
                continue
            }
            lines.append("    \"n\(from)\" -> \"n\(to)\" [style=dashed, label=\(quote(label.text(in: language)))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func style(_ node: CompositionDiagram.Node) -> DiagramStyle {
        switch node.kind {
        case .graph, .input, .externalSource: .source
        case .provider: DiagramStyle(rawValue: node.lifetime ?? "shared") ?? .shared
        case .compositionObject: .localSource
        case .unknown: .unknown
        }
    }
}
