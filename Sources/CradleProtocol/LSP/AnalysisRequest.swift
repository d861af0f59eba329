/// `cradle/analysis`, Cradle's extension beside `cradle/graphDiagram`: the metrics of each graph
/// (of the document's module, or of the workspace) and of the whole app, as `--analyze` reports
/// them.
public struct AnalysisRequest: LSPRequest {
    /// The method name.
    public static let method = "cradle/analysis"
    /// The analysis.
    public typealias Response = LSPAnalysis

    /// The document whose module's graphs are analysed; every graph when absent.
    public var textDocument: TextDocumentIdentifier?
}

/// The answer to `cradle/analysis`.
public struct LSPAnalysis: Codable, Sendable, Hashable {
    /// Each graph's analysis.
    public var graphs: [LSPNetworkAnalysis]
    /// The whole app's, from the composition view when its roots are found, else the declarations view.
    public var app: LSPNetworkAnalysis

    public init(graphs: [LSPNetworkAnalysis], app: LSPNetworkAnalysis) {
        self.graphs = graphs
        self.app = app
    }
}

/// One network's analysis.
public struct LSPNetworkAnalysis: Codable, Sendable, Hashable {
    /// The graph's name, or `app`.
    public var name: String
    /// The graph's module and file (a graph's only).
    public var module: String?
    public var uri: String?
    /// Counts by name.
    public var statistics: [String: Int]
    /// The longest dependency chains, as node labels, dependent first.
    public var longestChains: [[String]]
    /// Every node with its metrics.
    public var nodes: [LSPNodeMetrics]

    public init(
        name: String, module: String?, uri: String?, statistics: [String: Int], longestChains: [[String]], nodes: [LSPNodeMetrics]
    ) {
        self.name = name
        self.module = module
        self.uri = uri
        self.statistics = statistics
        self.longestChains = longestChains
        self.nodes = nodes
    }
}

/// One node's metrics.
public struct LSPNodeMetrics: Codable, Sendable, Hashable {
    public var key: String
    public var label: String
    public var lifetime: String?
    public var fanIn: Int
    public var fanOut: Int
    public var betweenness: Double
    /// The labels of its dominators, nearest first, and of the path from a root to it.
    public var dominators: [String]
    public var pathFromRoot: [String]

    public init(
        key: String, label: String, lifetime: String?, fanIn: Int, fanOut: Int, betweenness: Double, dominators: [String],
        pathFromRoot: [String]
    ) {
        self.key = key
        self.label = label
        self.lifetime = lifetime
        self.fanIn = fanIn
        self.fanOut = fanOut
        self.betweenness = betweenness
        self.dominators = dominators
        self.pathFromRoot = pathFromRoot
    }
}

/// `cradle/explainBinding`, Cradle's extension: why the factory parameter at a position gets the
/// registration it gets, and why its near misses do not satisfy it.
public struct ExplainBindingRequest: LSPRequest {
    /// The method name.
    public static let method = "cradle/explainBinding"
    /// The message for parameters that do not decode.
    public static let invalidParamsMessage = "expected a text document position"
    /// The explanation; `null` where no factory parameter is.
    public typealias Response = LSPBindingExplanation?

    public var textDocument: TextDocumentIdentifier
    public var position: Position
}

/// A binding explanation.
public struct LSPBindingExplanation: Codable, Sendable, Hashable {
    public var graph: String
    public var factory: String
    /// The parameter's type as written.
    public var parameter: String
    /// The registration that satisfies it, if one does.
    public var chosen: LSPBindingCandidate?
    /// What `cradle.md` §5 says against the chosen one.
    public var lifetimeViolation: String?
    /// The near misses.
    public var candidates: [LSPBindingCandidate]

    public init(
        graph: String, factory: String, parameter: String, chosen: LSPBindingCandidate?, lifetimeViolation: String?,
        candidates: [LSPBindingCandidate]
    ) {
        self.graph = graph
        self.factory = factory
        self.parameter = parameter
        self.chosen = chosen
        self.lifetimeViolation = lifetimeViolation
        self.candidates = candidates
    }
}

/// One registration an explanation considers.
public struct LSPBindingCandidate: Codable, Sendable, Hashable {
    public var graph: String
    public var factory: String
    public var type: String
    public var module: String
    public var location: LSPLocation?
    /// `same-identity`, `identity-differs`, `external-result`, `other-graph` or `not-visible`.
    public var reason: String
    public var detail: String

    public init(
        graph: String, factory: String, type: String, module: String, location: LSPLocation?, reason: String, detail: String
    ) {
        self.graph = graph
        self.factory = factory
        self.type = type
        self.module = module
        self.location = location
        self.reason = reason
        self.detail = detail
    }
}
