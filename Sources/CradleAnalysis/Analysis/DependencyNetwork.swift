/// A directed graph of what depends on what, for the analysis: registrations (or, for the whole
/// app, the composition view's nodes) and two kinds of edges, both from dependent to
/// dependency. A dependency edge is a value one thing needs from another (a parameter, a source
/// or input read, an input binding); a reach edge is how the app gets to a thing without
/// needing its value (a graph holds its providers, a composition object creates a graph). Fan-in,
/// fan-out, chains and betweenness read dependency edges; dominators and paths from the roots
/// read both.
public struct DependencyNetwork: Sendable {
    /// One node.
    public struct Node: Sendable, Hashable {
        /// A stable key (unique in the network).
        public var key: String
        /// What the report shows.
        public var label: String
        /// `registration`, `graph`, or a composition node kind.
        public var kind: String
        /// A registration's lifetime.
        public var lifetime: String?
        /// The module it is declared in.
        public var module: String?
        /// The graph it belongs to (a registration's lexical graph name).
        public var graph: String?
        /// A registration's factory.
        public var factory: String?
        /// Where it is declared.
        public var location: Location?

        public init(
            key: String, label: String, kind: String, lifetime: String? = nil, module: String? = nil, graph: String? = nil,
            factory: String? = nil, location: Location? = nil
        ) {
            self.key = key
            self.label = label
            self.kind = kind
            self.lifetime = lifetime
            self.module = module
            self.graph = graph
            self.factory = factory
            self.location = location
        }
    }

    /// The nodes, in key order.
    public let nodes: [Node]
    /// Per node, the nodes it depends on (dependency edges), in key order.
    public let dependencies: [[Int]]
    /// Per node, the nodes that depend on it.
    public let dependents: [[Int]]
    /// Per node, every node it leads to (dependency and reach edges).
    public let reaches: [[Int]]
    /// Per node, every node that leads to it.
    public let reachedFrom: [[Int]]
    /// The entry points: where the app starts (nodes given as roots, else those nothing reaches).
    public let roots: [Int]

    /// A network of `nodes` and edges given by key; edges to unknown keys and loops on one node
    /// are left out, repeated edges kept once. `roots` (keys) are the entry points when given.
    public init(nodes: [Node], dependencyEdges: [(String, String)], reachEdges: [(String, String)] = [], roots: [String]? = nil) {
        var unique: [String: Node] = [:]
        for node in nodes where unique[node.key] == nil { unique[node.key] = node }
        let sorted = unique.values.sorted { $0.key < $1.key }
        var index: [String: Int] = [:]
        for (offset, node) in sorted.enumerated() { index[node.key] = offset }
        func adjacency(_ edges: [(String, String)]) -> (forward: [[Int]], backward: [[Int]]) {
            var forward = [Set<Int>](repeating: [], count: sorted.count)
            var backward = [Set<Int>](repeating: [], count: sorted.count)
            for (from, to) in edges {
                guard let source = index[from], let destination = index[to], source != destination else { continue }
                forward[source].insert(destination)
                backward[destination].insert(source)
            }
            return (forward.map { $0.sorted() }, backward.map { $0.sorted() })
        }
        self.nodes = sorted
        (dependencies, dependents) = adjacency(dependencyEdges)
        (reaches, reachedFrom) = adjacency(dependencyEdges + reachEdges)
        let reachedFrom = self.reachedFrom
        if let roots, !roots.isEmpty {
            self.roots = Set(roots.compactMap { index[$0] }).sorted()
        } else {
            self.roots = reachedFrom.indices.filter { reachedFrom[$0].isEmpty }
        }
    }

    /// The index of the node with `key`.
    public func index(of key: String) -> Int? {
        var low = 0
        var high = nodes.count
        while low < high {
            let middle = (low + high) / 2
            if nodes[middle].key < key { low = middle + 1 } else { high = middle }
        }
        return low < nodes.count && nodes[low].key == key ? low : nil
    }
}
