/// Every module's graphs in one picture (`cradle.md` §7.4, declarations view): graphs grouped
/// by module, their providers, and `sources:` edges resolved across modules. A source that names
/// no graph anywhere becomes an "unknown" node.
public struct WorkspaceDiagram: Sendable {
    /// One node of the picture.
    public struct Node: Sendable, Hashable {
        public enum Kind: String, Sendable { case graph, provider, unknown }
        /// A stable sort key; nodes are numbered in key order.
        public let key: String
        public let kind: Kind
        public let label: String
        /// `shared`, `lazy`, `transient`, `source` or `unknown`.
        public let style: String
        /// The module and the graph (index within the module) the node is drawn in; nil for unknown nodes.
        public let module: Int?
        public let graph: Int?
    }

    public let modules: [String]
    /// Per module, its graphs' lexical names.
    public let graphs: [[String]]
    public let nodes: [Node]
    /// Edges as node indexes, from dependent to dependency, sorted.
    public let edges: [(from: Int, to: Int)]

    /// Builds the picture from each module's diagram.
    public init(modules input: [(name: String, diagram: ModuleDiagram)]) {
        let sortedModules = input.sorted { $0.name < $1.name }
        modules = sortedModules.map(\.name)
        graphs = sortedModules.map { $0.diagram.graphs.map(\.lexicalName) }
        var nodeList: [Node] = []
        var edgeKeys: Set<[String]> = []
        for (moduleIndex, module) in sortedModules.enumerated() {
            for (graphIndex, graph) in module.diagram.graphs.enumerated() {
                let graphKey = "graph:\(module.name).\(graph.lexicalName)"
                nodeList.append(
                    Node(
                        key: graphKey, kind: .graph, label: "\(module.name).\(graph.lexicalName)", style: "source",
                        module: moduleIndex, graph: graphIndex))
                let providers = ModuleDiagram.orderedProviders(graph)
                func providerKey(_ provider: DiagramProvider) -> String {
                    "provider:\(module.name).\(graph.lexicalName):\(provider.identity):\(provider.factoryName)"
                }
                var sourceKeys: [String: String] = [:]
                for source in ModuleDiagram.orderedSources(graph) {
                    let target: String
                    if let local = module.diagram.resolve(source, in: graph) {
                        target = "graph:\(module.name).\(module.diagram.graphs[local].lexicalName)"
                    } else if let other = Self.resolveElsewhere(source.identity, in: sortedModules, excluding: module.name) {
                        target = other
                    } else {
                        target = "unknown:\(source.typeText)"
                        if !nodeList.contains(where: { $0.key == target }) {
                            nodeList.append(
                                Node(
                                    key: target, kind: .unknown, label: source.typeText, style: "unknown", module: nil, graph: nil
                                ))
                        }
                    }
                    sourceKeys[source.storageName] = target
                    edgeKeys.insert([graphKey, target])
                }
                for provider in providers {
                    nodeList.append(
                        Node(
                            key: providerKey(provider), kind: .provider,
                            label: "\(provider.typeText)<br/>\(provider.factoryName)<br/>.\(provider.lifetime.rawValue)",
                            style: provider.lifetime.rawValue, module: moduleIndex, graph: graphIndex))
                    for dependency in provider.dependencies {
                        for candidate in providers where candidate.identity == dependency {
                            edgeKeys.insert([providerKey(provider), providerKey(candidate)])
                        }
                    }
                    for name in provider.sourceNames {
                        if let target = sourceKeys[name] { edgeKeys.insert([providerKey(provider), target]) }
                    }
                }
            }
        }
        nodeList.sort { $0.key < $1.key }
        var indexByKey: [String: Int] = [:]
        for (index, node) in nodeList.enumerated() where indexByKey[node.key] == nil { indexByKey[node.key] = index }
        nodes = nodeList
        edges = edgeKeys.compactMap { pair -> (Int, Int)? in
            guard let from = indexByKey[pair[0]], let to = indexByKey[pair[1]] else { return nil }
            return (from, to)
        }.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
    }

    /// A graph in another module named `identity` (by lexical name, or `Module.Name`).
    static func resolveElsewhere(_ identity: String, in modules: [(name: String, diagram: ModuleDiagram)], excluding: String)
        -> String?
    {
        for module in modules where module.name != excluding {
            if module.diagram.graphs.contains(where: { $0.lexicalName == identity }) { return "graph:\(module.name).\(identity)" }
        }
        guard let qualified = LexicalScope.moduleQualified(identity),
            let module = modules.first(where: { $0.name == qualified.module }),
            module.diagram.graphs.contains(where: { $0.lexicalName == qualified.path })
        else { return nil }
        return "graph:\(qualified.module).\(qualified.path)"
    }

    /// The picture as Mermaid: one subgraph per module, a blank-titled subgraph per graph.
    public func mermaid() -> String {
        var lines = [
            "%% cradle-lsp workspace view: every module's dependency graphs and their sources",
            "%% every conditional-compilation branch is included; not the active build configuration",
            "flowchart TB",
            "    classDef source stroke:#333,stroke-width:1px;",
            "    classDef shared stroke:#333,stroke-width:2px;",
            "    classDef lazy stroke:#333,stroke-width:2px,stroke-dasharray:2 3;",
            "    classDef transient stroke:#333,stroke-width:2px,stroke-dasharray:5 5;",
            "    classDef unknown stroke:#888,stroke-dasharray:4 4;",
        ]
        for (moduleIndex, module) in modules.enumerated() {
            lines.append("    subgraph workspaceModule\(moduleIndex)[\"\(MermaidRenderer.label(module))\"]")
            for graphIndex in graphs[moduleIndex].indices {
                lines.append("        subgraph workspaceGraph\(moduleIndex)_\(graphIndex)[\" \"]")
                for (index, node) in nodes.enumerated() where node.module == moduleIndex && node.graph == graphIndex {
                    let label =
                        node.kind == .provider
                        ? node.label.split(separator: "<br/>", omittingEmptySubsequences: false).map {
                            MermaidRenderer.label(String($0))
                        }.joined(separator: "<br/>")
                        : MermaidRenderer.label(node.label)
                    lines.append("            workspaceNode\(index)[\"\(label)\"]")
                }
                lines.append("        end")
            }
            lines.append("    end")
        }
        for (index, node) in nodes.enumerated() where node.kind == .unknown {
            lines.append("    workspaceNode\(index)[\"\(MermaidRenderer.label(node.label))\"]")
        }
        for edge in edges { lines.append("    workspaceNode\(edge.from) --> workspaceNode\(edge.to)") }
        for (index, node) in nodes.enumerated() { lines.append("    class workspaceNode\(index) \(node.style)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The picture as DOT: a cluster per module with a cluster per graph.
    public func dot() -> String {
        var lines = ["digraph \"workspace\" {", "    rankdir=TB;", "    node [shape=box, fontname=\"Helvetica\"];"]
        func nodeLine(_ index: Int, _ node: Node, indent: String) -> String {
            let label = node.label.split(separator: "<br/>", omittingEmptySubsequences: false).joined(separator: "\n")
            let style: String
            switch node.style {
            case "lazy": style = "style=dotted"
            case "transient": style = "style=dashed"
            case "unknown": style = "style=dashed, color=gray"
            case "source": style = "shape=folder"
            default: style = "style=solid"
            }
            return "\(indent)\"n\(index)\" [label=\(DotRenderer.quote(label)), \(style)];"
        }
        for (moduleIndex, module) in modules.enumerated() {
            lines.append("    subgraph \"cluster_module\(moduleIndex)\" {")
            lines.append("        label=\(DotRenderer.quote(module));")
            for graphIndex in graphs[moduleIndex].indices {
                lines.append("        subgraph \"cluster_graph\(moduleIndex)_\(graphIndex)\" {")
                lines.append("            label=\"\";")
                for (index, node) in nodes.enumerated() where node.module == moduleIndex && node.graph == graphIndex {
                    lines.append(nodeLine(index, node, indent: "            "))
                }
                lines.append("        }")
            }
            lines.append("    }")
        }
        for (index, node) in nodes.enumerated() where node.kind == .unknown {
            lines.append(nodeLine(index, node, indent: "    "))
        }
        for edge in edges { lines.append("    \"n\(edge.from)\" -> \"n\(edge.to)\";") }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
