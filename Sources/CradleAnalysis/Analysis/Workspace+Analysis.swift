import CradleSyntax

extension Workspace {
    /// The network of one graph: its registrations, an edge from each factory to the
    /// registrations its parameters link to (`cradle.md` §2.7), and as roots the registrations
    /// the app reads (through the accessor or a bound `input` member) together with those
    /// nothing in the graph takes.
    /// Without `findingRoots` (the gates, which need no roots), the roots are those nothing takes.
    public func dependencyNetwork(of graph: GraphFactories, path: String, findingRoots: Bool = true) -> DependencyNetwork {
        let graphName = graph.graph.lexicalPath.joined(separator: ".")
        let module = modules(of: path).first
        let registered = graph.factories.filter { !$0.isExternal }
        func key(_ factory: Factory) -> String { "\(graphName).\(factory.generatedName)" }
        var providers: [String: Factory] = [:]
        for factory in registered where providers[factory.identity] == nil { providers[factory.identity] = factory }
        let nodes = registered.map { factory in
            DependencyNetwork.Node(
                key: key(factory), label: "\(graphName).\(factory.generatedName)", kind: "registration",
                lifetime: factory.lifetime.rawValue, module: module, graph: graphName, factory: factory.name,
                location: Location(file: path, range: factory.function.name.range))
        }
        var edges: [(String, String)] = []
        for factory in registered {
            for parameter in factory.graphParameters {
                if let provider = providers[parameter.identity] { edges.append((key(factory), key(provider))) }
            }
        }
        guard findingRoots else { return DependencyNetwork(nodes: nodes, dependencyEdges: edges) }
        let uses = self.uses(of: registered, in: graph, graphPath: path)
        var roots: [String] = []
        for (factory, found) in zip(registered, uses) {
            let isRead = found.contains { use in
                switch use.kind {
                case .accessorRead, .possibleAccessorRead, .boundInputRead: true
                case .parameter, .overrideLabel: false
                }
            }
            let isTaken = edges.contains { $0.1 == key(factory) }
            if isRead || !isTaken { roots.append(key(factory)) }
        }
        return DependencyNetwork(nodes: nodes, dependencyEdges: edges, roots: roots)
    }

    /// The analysis of every graph of the workspace, with its file, by file and declaration order.
    public func graphAnalyses() -> [(path: String, analysis: NetworkAnalysis)] {
        allGraphs.compactMap { path, graph in
            guard let tree = tree(of: path) else { return nil }
            let registered = graph.factories.filter { !$0.isExternal }
            var statistics: [(name: String, value: Int)] = [("registrations", registered.count)]
            for lifetime in [Lifetime.shared, .lazy, .transient] {
                statistics.append((lifetime.rawValue, registered.filter { $0.lifetime == lifetime }.count))
            }
            statistics.append(("external methods", graph.factories.filter(\.isExternal).count))
            statistics.append(("sources", graph.sources.count))
            statistics.append(("input members read", Set(memberReads(ofInputIn: graph, tree: tree).map(\.member)).count))
            return (
                path,
                NetworkAnalysis(
                    name: graph.graph.lexicalPath.joined(separator: "."), network: dependencyNetwork(of: graph, path: path),
                    statistics: statistics)
            )
        }
    }

    /// The explanation of every graph parameter of every factory, by graph and declaration order.
    public func bindingExplanations() -> [BindingExplanation] {
        allGraphs.flatMap { path, graph in
            graph.factories.flatMap { factory in
                factory.graphParameters.map { explanation(of: $0, of: factory, in: graph, path: path) }
            }
        }
    }

    /// Every `input` member a factory reads, with the bindings that feed it, by graph and member.
    public func inputMemberBindings() -> [InputMemberBindings] {
        let resolver = TypeResolver(self)
        return allGraphs.flatMap { path, graph -> [InputMemberBindings] in
            guard inputType(of: graph) != nil, let tree = tree(of: path) else { return [] }
            let members = Array(Set(memberReads(ofInputIn: graph, tree: tree).map(\.member))).sorted()
            let bindings = inputBindings(of: graph, graphPath: path, resolver: resolver)
            let graphName = graph.graph.lexicalPath.joined(separator: ".")
            return members.map { member in
                InputMemberBindings(
                    graph: graphName, member: member,
                    bindings: bindings.filter { $0.binds(member) }.map { binding in
                        InputMemberBindings.Binding(
                            provider: binding.provider.map {
                                "\($0.graph.graph.lexicalPath.joined(separator: ".")).\($0.factory.generatedName)"
                            },
                            expression: text(of: binding.expression.file)?[binding.expression.range] ?? "",
                            location: binding.expression)
                    })
            }
        }
    }
}

/// An `input` member of a graph and the values the app binds to it (`cradle.md` §2.8).
public struct InputMemberBindings: Sendable, Hashable {
    /// One binding: the registration whose accessor feeds it, if it is one, and the expression.
    public struct Binding: Sendable, Hashable {
        public var provider: String?
        public var expression: String
        public var location: Location
    }

    public var graph: String
    public var member: String
    public var bindings: [Binding]
}

extension DependencyNetwork {
    /// The whole app as a composition view sees it (`cradle.md` §7.4): its nodes, the value
    /// edges as dependency edges, and as reach edges the structural ones and each graph
    /// instance's hold on its providers and input members.
    public init(composition diagram: CompositionDiagram) {
        let nodes = diagram.nodes.map { node in
            DependencyNetwork.Node(
                key: node.key, label: node.label.split(separator: "\n").joined(separator: " "), kind: node.kind.rawValue,
                lifetime: node.lifetime, module: diagram.targets.first { $0.id == node.targetID }?.moduleName ?? node.targetID)
        }
        var dependencies: [(String, String)] = []
        var reach: [(String, String)] = []
        for edge in diagram.edges {
            if edge.kind.isStructural {
                reach.append((edge.source, edge.destination))
            } else {
                dependencies.append((edge.source, edge.destination))
            }
        }
        for node in diagram.nodes {
            if let container = node.graphKey, container != node.key { reach.append((container, node.key)) }
        }
        self.init(nodes: nodes, dependencyEdges: dependencies, reachEdges: reach)
    }
}

extension NetworkAnalysis {
    /// The whole app's analysis, from a composition view.
    public init(composition diagram: CompositionDiagram) {
        let network = DependencyNetwork(composition: diagram)
        var statistics: [(name: String, value: Int)] = []
        for kind in CompositionDiagram.NodeKind.allCases {
            let count = diagram.nodes.filter { $0.kind == kind }.count
            if count > 0 { statistics.append(("\(kind.rawValue) nodes", count)) }
        }
        for lifetime in [Lifetime.shared, .lazy, .transient] {
            statistics.append(("\(lifetime.rawValue) providers", diagram.nodes.filter { $0.lifetime == lifetime.rawValue }.count))
        }
        var graphsByModule: [String: Int] = [:]
        for node in network.nodes where node.kind == CompositionDiagram.NodeKind.graph.rawValue {
            graphsByModule[node.module ?? "", default: 0] += 1
        }
        for (module, count) in graphsByModule.sorted(by: { $0.key < $1.key }) {
            statistics.append(("graphs in \(module)", count))
        }
        self.init(name: "app", network: network, statistics: statistics)
    }
}
