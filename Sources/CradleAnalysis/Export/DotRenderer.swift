/// Renders diagrams as Graphviz DOT digraphs: a module's graphs as one cluster per graph, the
/// workspace view as a cluster per module holding a cluster per graph; provider nodes styled by
/// lifetime (solid, short dashes, long dashes), edges from dependent to dependency.
public enum DotRenderer {
    /// The node attributes that draw `style`.
    static func attributes(_ style: DiagramStyle) -> String {
        switch style {
        case .shared: "style=solid"
        case .lazy: "style=dotted"
        case .transient: "style=dashed"
        case .source: "shape=folder"
        case .localSource: "shape=folder, style=dotted"
        case .unknown: "style=dashed, color=gray"
        }
    }

    /// The lines every digraph starts with.
    static func opening(_ name: String) -> [String] {
        ["digraph \(quote(name)) {", "    rankdir=TB;", "    node [shape=box, fontname=\"Helvetica\"];"]
    }

    /// A node statement.
    static func node(_ id: String, label lines: [String], _ style: DiagramStyle, indent: String) -> String {
        "\(indent)\(quote(id)) [label=\(quote(lines.joined(separator: "\n"))), \(attributes(style))];"
    }

    /// One module's graphs as the digraph `name`.
    public static func render(_ module: ModuleDiagram, name: String) -> String {
        var lines = opening(name)
        for (index, graph) in module.graphs.enumerated() {
            let prefix = "graph\(index)"
            let sources = ModuleDiagram.orderedSources(graph)
            let providers = ModuleDiagram.orderedProviders(graph)
            lines.append("    subgraph \(quote("cluster_\(prefix)")) {")
            lines.append("        label=\(quote(graph.lexicalName));")
            lines.append(node("\(prefix)_root", label: [graph.lexicalName], .source, indent: "        "))
            for (position, source) in sources.enumerated() where module.resolve(source, in: graph) == nil {
                lines.append(node("\(prefix)_source\(position)", label: [source.typeText], .localSource, indent: "        "))
            }
            for (position, provider) in providers.enumerated() {
                lines.append(
                    node(
                        "\(prefix)_provider\(position)", label: provider.labelLines, DiagramStyle(provider.lifetime),
                        indent: "        "))
            }
            lines.append("    }")
            let sourceIDs = module.sourceNodeIDs(graph, index: index)
            var edges = Set(sourceIDs.values.map { edge("\(prefix)_root", $0) })
            for providerEdge in module.providerEdges(graph, index: index) {
                edges.insert(edge(providerEdge.from, providerEdge.to))
            }
            lines += edges.sorted()
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The workspace view as the digraph `workspace`.
    public static func render(_ workspace: WorkspaceDiagram) -> String {
        var lines = opening("workspace")
        for (moduleIndex, module) in workspace.modules.enumerated() {
            lines.append("    subgraph \"cluster_module\(moduleIndex)\" {")
            lines.append("        label=\(quote(module));")
            for graphIndex in workspace.graphs[moduleIndex].indices {
                lines.append("        subgraph \"cluster_graph\(moduleIndex)_\(graphIndex)\" {")
                lines.append("            label=\"\";")
                for (index, node) in workspace.nodes(inModule: moduleIndex, graph: graphIndex) {
                    lines.append(self.node("n\(index)", label: node.labelLines, node.style, indent: "            "))
                }
                lines.append("        }")
            }
            lines.append("    }")
        }
        for (index, node) in workspace.nodes.enumerated() where node.kind == .unknown {
            lines.append(self.node("n\(index)", label: node.labelLines, node.style, indent: "    "))
        }
        for workspaceEdge in workspace.edges { lines.append(edge("n\(workspaceEdge.from)", "n\(workspaceEdge.to)")) }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// An edge statement.
    static func edge(_ from: String, _ to: String) -> String {
        "    \(quote(from)) -> \(quote(to));"
    }

    /// A DOT double-quoted string.
    static func quote(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": break
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
