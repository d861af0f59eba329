/// The analysis of one ``DependencyNetwork`` (a graph, or the whole app): statistics, per node
/// its metrics, and the longest chains. Plain values, for the reports and the editor.
public struct NetworkAnalysis: Sendable {
    /// One node with its metrics.
    public struct NodeMetrics: Sendable, Hashable {
        public var node: DependencyNetwork.Node
        /// How many nodes depend on it, and how many it depends on.
        public var fanIn: Int
        public var fanOut: Int
        /// Its betweenness centrality (unnormalised).
        public var betweenness: Double
        /// The keys of its dominators, nearest first.
        public var dominators: [String]
        /// The keys of the shortest path from a root to it (the root first); empty when unreached.
        public var pathFromRoot: [String]
        /// The keys of what it depends on, and of what depends on it.
        public var dependencies: [String]
        public var dependents: [String]
    }

    /// The graph's lexical name, or `app` for the whole app.
    public var name: String
    /// Counts, in the order the report shows them.
    public var statistics: [(name: String, value: Int)]
    /// Every node, in key order.
    public var nodes: [NodeMetrics]
    /// The longest dependency chains (node keys, dependent first), longest first.
    public var longestChains: [[String]]
    /// The keys of the roots.
    public var roots: [String]

    /// Every metric of `network`.
    public init(name: String, network: DependencyNetwork, statistics: [(name: String, value: Int)]) {
        self.name = name
        self.statistics = statistics
        let (fanIn, fanOut) = GraphAnalyzer.fans(network)
        let betweenness = GraphAnalyzer.betweenness(network)
        let dominators = GraphAnalyzer.dominators(network)
        let paths = GraphAnalyzer.pathsFromRoots(network)
        let keys = network.nodes.map(\.key)
        nodes = network.nodes.indices.map { index in
            NodeMetrics(
                node: network.nodes[index], fanIn: fanIn[index], fanOut: fanOut[index], betweenness: betweenness[index],
                dominators: dominators[index].map { keys[$0] }, pathFromRoot: paths[index].map { keys[$0] },
                dependencies: network.dependencies[index].map { keys[$0] }, dependents: network.dependents[index].map { keys[$0] }
            )
        }
        longestChains = GraphAnalyzer.longestChains(network).map { $0.map { keys[$0] } }
        roots = network.roots.map { keys[$0] }
    }

    /// The length (edges) of the longest chain.
    public var longestChainLength: Int { (longestChains.first?.count ?? 1) - 1 }

    /// The metrics of the node with `key`.
    public func metrics(of key: String) -> NodeMetrics? { nodes.first { $0.node.key == key } }
}
