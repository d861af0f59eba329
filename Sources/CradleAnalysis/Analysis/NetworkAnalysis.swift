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

/// A count an analysis reports (`NetworkAnalysis.statistics`): its name, which is the key of the
/// JSON reports and the editor's answer (English, stable), and its words in a language.
public enum AnalysisStatistic: Sendable, Hashable {
    case registrations, externalMethods, sources, inputMembersRead
    /// The registrations of one lifetime (a graph's).
    case lifetime(Lifetime)
    /// The app's nodes of one kind, and its providers of one lifetime.
    case nodes(CompositionDiagram.NodeKind)
    case providers(Lifetime)
    /// The app's graphs in one module.
    case graphs(module: String)

    static let lifetimes: [Lifetime] = [.shared, .lazy, .transient]
    static let graphsPrefix = "graphs in "  // literal: the start of a statistic's name, a JSON key

    /// The name in the reports: `registrations`, `shared`, `graph nodes`, `graphs in App`.
    public var name: String {
        switch self {
        case .registrations: "registrations"
        case .externalMethods: "external methods"  // literal: a JSON key
        case .sources: "sources"
        case .inputMembersRead: "input members read"  // literal: a JSON key
        case .lifetime(let lifetime): lifetime.rawValue
        case .nodes(let kind): kind.rawValue + " nodes"
        case .providers(let lifetime): lifetime.rawValue + " providers"
        case .graphs(let module): Self.graphsPrefix + module
        }
    }

    /// The statistic `name` names, if it is one of these.
    public init?(name: String) {
        if name.hasPrefix(Self.graphsPrefix) {
            self = .graphs(module: String(name.dropFirst(Self.graphsPrefix.count)))
            return
        }
        let fixed: [AnalysisStatistic] =
            [.registrations, .externalMethods, .sources, .inputMembersRead] + Self.lifetimes.map(Self.lifetime)
            + CompositionDiagram.NodeKind.allCases.map(Self.nodes) + Self.lifetimes.map(Self.providers)
        guard let found = fixed.first(where: { $0.name == name }) else { return nil }
        self = found
    }

    /// `count` of it in `language`: `3 registrations`, `등록 3개`.
    public func text(count: Int, in language: MessageLanguage) -> String {
        let number = String(count)
        return switch self {
        case .registrations: AnalysisText.registrations.text(in: language, number)
        case .externalMethods: AnalysisText.externalMethods.text(in: language, number)
        case .sources: AnalysisText.sources.text(in: language, number)
        case .inputMembersRead: AnalysisText.inputMembersRead.text(in: language, number)
        case .lifetime(let lifetime): AnalysisText.lifetimeCount.text(in: language, number, lifetime.rawValue)
        case .nodes(let kind): AnalysisText.nodesOfKind.text(in: language, number, kind.rawValue)
        case .providers(let lifetime): AnalysisText.providersOfLifetime.text(in: language, number, lifetime.rawValue)
        case .graphs(let module): AnalysisText.graphsInModule.text(in: language, number, module)
        }
    }
}

extension NetworkAnalysis {
    /// A statistic of `statistics` in `language` (`3 registrations`, `등록 3개`); one this
    /// version does not know, as `value name`.
    public static func statisticText(name: String, value: Int, in language: MessageLanguage) -> String {
        AnalysisStatistic(name: name)?.text(count: value, in: language) ?? "\(value) \(name)"
    }
}
