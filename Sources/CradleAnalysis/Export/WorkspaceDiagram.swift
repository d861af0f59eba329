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
        /// The label, one element per line; each renderer joins them its own way.
        public let labelLines: [String]
        /// A provider's lifetime, `source` for a graph, `unknown` for a source naming no graph.
        public let style: DiagramStyle
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
                        key: graphKey, kind: .graph, labelLines: ["\(module.name).\(graph.lexicalName)"], style: .source,
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
                                    key: target, kind: .unknown, labelLines: [source.typeText], style: .unknown, module: nil,
                                    graph: nil
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
                            labelLines: provider.labelLines, style: DiagramStyle(provider.lifetime), module: moduleIndex,
                            graph: graphIndex))
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
        for candidate in SourceLookup.candidates(for: identity, scope: [], rule: .cradlePluginElsewhere) {
            switch candidate {
            case .lexical(let name):
                for module in modules where module.name != excluding {
                    if module.diagram.graphs.contains(where: { $0.lexicalName == name }) { return "graph:\(module.name).\(name)" }
                }
            case .qualified(let declaring, let name):
                guard let module = modules.first(where: { $0.name == declaring }),
                    module.diagram.graphs.contains(where: { $0.lexicalName == name })
                else { continue }
                return "graph:\(declaring).\(name)"
            }
        }
        return nil
    }

    /// The nodes drawn in graph number `graph` of module number `module`, with their indexes.
    public func nodes(inModule module: Int, graph: Int) -> [(index: Int, node: Node)] {
        nodes.enumerated().filter { $0.element.module == module && $0.element.graph == graph }.map { ($0.offset, $0.element) }
    }
}
