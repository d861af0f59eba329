/// The composition view's model (`cradle.md` §7.4, newest shape): graph instances reached from
/// the roots, their providers, the input members they read, composition objects, unknown values,
/// and the edges between them, keyed the way CradleDiagramMaker keys them so that node numbers
/// (which follow the sorted keys) agree. Built by ``CompositionEvaluator``; drawn by
/// ``MermaidRenderer`` and ``DotRenderer``; written as report schema 2 by the command line.
public struct CompositionDiagram: Sendable {
    /// One target (module) of the workspace.
    public struct Target: Sendable, Hashable {
        /// The target's identifier (the module name when no manifest names it otherwise).
        public var id: String
        public var moduleName: String
        /// The identifiers of the targets it depends on directly.
        public var dependencies: [String]

        public init(id: String, moduleName: String, dependencies: [String]) {
            self.id = id
            self.moduleName = moduleName
            self.dependencies = dependencies
        }
    }

    /// A place in a source file: its target, its path as the workspace names it, a UTF-8 offset.
    public struct Location: Sendable, Hashable, Comparable {
        public var targetID: String
        public var path: String
        public var utf8Offset: Int

        public init(targetID: String, path: String, utf8Offset: Int) {
            self.targetID = targetID
            self.path = path
            self.utf8Offset = utf8Offset
        }

        public static func < (lhs: Location, rhs: Location) -> Bool {
            if lhs.targetID != rhs.targetID { return lhs.targetID < rhs.targetID }
            if lhs.path != rhs.path { return lhs.path < rhs.path }
            return lhs.utf8Offset < rhs.utf8Offset
        }
    }

    /// What a node stands for.
    public enum NodeKind: String, Sendable, Hashable, CaseIterable {
        case graph, provider, input, externalSource, compositionObject, unknown
    }

    /// What an edge says.
    public enum EdgeKind: String, Sendable, Hashable {
        case sourceDeclaration, providerParameter, sourceRead, inputRead, inputBinding
        /// A root factory returns a composition object.
        case compositionReturn
        /// A composition object creates a graph instance or another object.
        case compositionCreation
        /// A composition object stores one created elsewhere.
        case compositionRetention

        /// Whether the edge is structural (drawn dotted with a label) rather than a value edge.
        public var isStructural: Bool {
            self == .compositionReturn || self == .compositionCreation || self == .compositionRetention
        }
    }

    /// Cradle's warning codes for what the evaluation does not follow (`cradle.md` §7.4).
    public enum WarningCode: String, Sendable, Hashable, CaseIterable {
        case unresolvedType, ambiguousType, excludedGraph, unsupportedExpression, unsupportedControlFlow
        case unsupportedMember, opaqueInputUse, ambiguousInitializer, ambiguousProvider, cyclicEvaluation
        case analysisLimit
    }

    /// One node.
    public struct Node: Sendable, Hashable {
        /// The stable key; nodes are numbered in key order.
        public var key: String
        public var kind: NodeKind
        public var targetID: String
        /// The label; lines separated by `\n`.
        public var label: String
        /// A provider's lifetime (`shared`, `lazy`, `transient`).
        public var lifetime: String?
        public var location: Location?
        /// The key of the graph instance or composition object the node is drawn in.
        public var graphKey: String?
    }

    /// One edge, from dependent to dependency, with the places that show it.
    public struct Edge: Sendable, Hashable {
        public var source: String
        public var destination: String
        public var kind: EdgeKind
        /// Sorted.
        public var evidence: [Location]
    }

    /// One warning about something the evaluation did not follow.
    public struct Warning: Sendable, Hashable {
        public var code: WarningCode
        /// The message in both languages (`CompositionViewText`).
        public var texts: MessageText
        public var location: Location?
        /// The target and the graph declaration (lexical path) the warning arose in.
        public var targetID: String
        public var declaration: String?
        /// The member it concerns: the source's storage name, or the factory reading an input.
        public var member: String? = nil

        /// CradleDiagramMaker's own text (Korean), as its analysis report records it whatever
        /// the language: the report file stays byte-identical to the one Cradle writes.
        public var message: String { texts.cradle }

        /// The message in `language`, for what cradle-lsp tells the user (the warnings it prints).
        public func message(in language: MessageLanguage) -> String { texts.text(in: language) }
    }

    /// The targets, sorted by identifier.
    public let targets: [Target]
    /// The nodes, sorted by key.
    public let nodes: [Node]
    /// The edges, sorted by source key, destination key and kind.
    public let edges: [Edge]
    /// The warnings, sorted by code, target, location, declaration, member and message.
    public let warnings: [Warning]

    /// An edge while a view is being built: its evidence is gathered under it.
    struct EdgeKey: Hashable {
        let source: String
        let destination: String
        let kind: EdgeKind
    }

    /// The diagram of tables a view's builder gathered: nodes by key, each edge's evidence, the
    /// warnings (both views build theirs this way).
    init(targets: [Target], nodes: [String: Node], evidence: [EdgeKey: Set<Location>], warnings: Set<Warning>) {
        self.init(
            targets: targets, nodes: Array(nodes.values),
            edges: evidence.map { key, locations in
                Edge(source: key.source, destination: key.destination, kind: key.kind, evidence: locations.sorted())
            },
            warnings: Array(warnings))
    }

    public init(targets: [Target], nodes: [Node], edges: [Edge], warnings: [Warning]) {
        self.targets = targets.sorted { $0.id < $1.id }
        self.nodes = nodes.sorted { $0.key < $1.key }
        self.edges = edges.sorted { lhs, rhs in
            if lhs.source != rhs.source { return lhs.source < rhs.source }
            if lhs.destination != rhs.destination { return lhs.destination < rhs.destination }
            return lhs.kind.rawValue < rhs.kind.rawValue
        }
        self.warnings = warnings.sorted { lhs, rhs in
            if lhs.code != rhs.code { return lhs.code.rawValue < rhs.code.rawValue }
            if lhs.targetID != rhs.targetID { return lhs.targetID < rhs.targetID }
            let left = lhs.location ?? Location(targetID: lhs.targetID, path: "", utf8Offset: 0)
            let right = rhs.location ?? Location(targetID: rhs.targetID, path: "", utf8Offset: 0)
            if left != right { return left < right }
            if lhs.declaration != rhs.declaration { return (lhs.declaration ?? "") < (rhs.declaration ?? "") }
            if lhs.member != rhs.member { return (lhs.member ?? "") < (rhs.member ?? "") }
            return lhs.message < rhs.message
        }
    }

    /// The index of each node by key.
    public var nodeNumbers: [String: Int] {
        var numbers: [String: Int] = [:]
        for (index, node) in nodes.enumerated() where numbers[node.key] == nil { numbers[node.key] = index }
        return numbers
    }

    /// Whether the diagram draws nothing (its files are then removed rather than written).
    public var isEmpty: Bool { nodes.isEmpty }
}
