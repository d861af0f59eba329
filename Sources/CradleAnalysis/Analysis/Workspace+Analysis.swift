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
        // A root is read from outside (one accessor read is enough, or a binding into an input
        // member) or taken by nothing in the graph.
        let taken = Set(edges.map(\.1))
        let resolver = TypeResolver(self)
        let reads = self.reads(of: registered, in: graph, graphPath: path, limit: 1, resolver: resolver)
        let bindsInputs = !inputCallPaths.isEmpty
        var roots: [String] = []
        for (factory, found) in zip(registered, reads)
        where !taken.contains(key(factory)) || !found.isEmpty
            || bindsInputs && !bindings(fedBy: factory, in: graph, graphPath: path, resolver: resolver).isEmpty
        {
            roots.append(key(factory))
        }
        return DependencyNetwork(nodes: nodes, dependencyEdges: edges, roots: roots)
    }

    /// The analysis of every graph of the workspace, with its file, by file and declaration order.
    public func graphAnalyses() -> [(path: String, analysis: NetworkAnalysis)] {
        allGraphs.compactMap { path, graph in
            guard let tree = tree(of: path) else { return nil }
            let registered = graph.factories.filter { !$0.isExternal }
            var statistics: [(name: String, value: Int)] = [(AnalysisStatistic.registrations.name, registered.count)]
            for lifetime in AnalysisStatistic.lifetimes {
                statistics.append(
                    (AnalysisStatistic.lifetime(lifetime).name, registered.filter { $0.lifetime == lifetime }.count))
            }
            statistics.append((AnalysisStatistic.externalMethods.name, graph.factories.filter(\.isExternal).count))
            statistics.append((AnalysisStatistic.sources.name, graph.sources.count))
            let inputMembers = Set(memberReads(ofInputIn: graph, tree: tree).map(\.member))
            statistics.append((AnalysisStatistic.inputMembersRead.name, inputMembers.count))
            return (
                path,
                NetworkAnalysis(
                    name: graph.graph.lexicalPath.joined(separator: "."), network: dependencyNetwork(of: graph, path: path),
                    statistics: statistics)
            )
        }
    }

    /// The whole app from the declarations, without reading any file again: a node per graph,
    /// per registration (provider) and per `input` member a factory reads; dependency edges from
    /// a factory to what its parameters link to, to the source graphs its body reads, and to the
    /// input members it reads, from a graph to its sources, and from an input member to the
    /// registrations bound into it; reach edges from each graph to its providers and input
    /// members. The roots are the graphs nothing reaches. (The composition view, with graph
    /// instances created from the roots, is used when the configuration names its roots.)
    public func appNetwork() -> DependencyNetwork {
        let resolver = TypeResolver(self)
        var nodes: [DependencyNetwork.Node] = []
        var dependencies: [(String, String)] = []
        var reach: [(String, String)] = []
        func graphKey(_ path: String, _ graph: GraphFactories) -> String {
            "graph/\(modules(of: path).first ?? "").\(graph.graph.lexicalPath.joined(separator: "."))"
        }
        func providerKey(_ path: String, _ graph: GraphFactories, _ factory: Factory) -> String {
            "provider/\(modules(of: path).first ?? "").\(graph.graph.lexicalPath.joined(separator: "."))/\(factory.name)"
        }
        for (path, graph) in allGraphs {
            let module = modules(of: path).first ?? ""
            let name = graph.graph.lexicalPath.joined(separator: ".")
            let key = graphKey(path, graph)
            nodes.append(
                DependencyNetwork.Node(
                    key: key, label: "\(module).\(name)", kind: "graph", module: module, graph: name,
                    location: Location(file: path, range: graph.graph.attribute.range)))
            let registered = graph.factories.filter { !$0.isExternal }
            var providers: [String: Factory] = [:]
            for factory in registered where providers[factory.identity] == nil { providers[factory.identity] = factory }
            // Sources, each resolved to its graph.
            var sourceKeys: [String: String] = [:]
            for source in graph.sources {
                guard let (sourcePath, sourceGraph) = resolveSource(source, of: graph, in: path) else { continue }
                let sourceKey = graphKey(sourcePath, sourceGraph)
                sourceKeys[source.type.comparisonName] = sourceKey
                dependencies.append((key, sourceKey))
            }
            let tree = tree(of: path)
            for factory in registered {
                let provider = providerKey(path, graph, factory)
                nodes.append(
                    DependencyNetwork.Node(
                        key: provider, label: "\(factory.returnText) \(factory.name) .\(factory.lifetime.rawValue)",
                        kind: "provider", lifetime: factory.lifetime.rawValue, module: module, graph: name, factory: factory.name,
                        location: Location(file: path, range: factory.function.name.range)))
                reach.append((key, provider))
                for parameter in factory.graphParameters {
                    if let dependency = providers[parameter.identity] {
                        dependencies.append((provider, providerKey(path, graph, dependency)))
                    }
                }
                if let tree, let body = factory.function.body, !sourceKeys.isEmpty {
                    for read in DiagramBuilder.referencedSources(
                        in: body, sourceNames: Set(sourceKeys.keys), parameters: factory.function.parameters, tree: tree)
                    {
                        if let sourceKey = sourceKeys[read] { dependencies.append((provider, sourceKey)) }
                    }
                }
            }
            // Input members: read by factories, fed by the registrations bound into them.
            guard inputType(of: graph) != nil, let tree else { continue }
            let bindings = inputBindings(of: graph, graphPath: path, resolver: resolver)
            for read in memberReads(ofInputIn: graph, tree: tree) where !read.factory.isExternal {
                let member = "input/\(module).\(name)/\(read.member)"
                if !nodes.contains(where: { $0.key == member }) {
                    nodes.append(
                        DependencyNetwork.Node(
                            key: member, label: "\(name).input.\(read.member)", kind: "input", module: module, graph: name))
                    reach.append((key, member))
                    for binding in bindings where binding.binds(read.member) {
                        guard let bound = binding.provider, !bound.factory.isExternal else { continue }
                        dependencies.append((member, providerKey(bound.graphPath, bound.graph, bound.factory)))
                    }
                }
                dependencies.append((providerKey(path, graph, read.factory), member))
            }
        }
        return DependencyNetwork(nodes: nodes, dependencyEdges: dependencies, reachEdges: reach)
    }

    /// The explanation of every graph parameter of every factory, by graph and declaration order.
    public func bindingExplanations() -> [BindingExplanation] {
        let index = ExplanationIndex(self)
        return allGraphs.flatMap { path, graph in
            graph.factories.flatMap { factory in
                factory.graphParameters.map { explanation(of: $0, of: factory, in: graph, path: path, index: index) }
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
        self.init(app: DependencyNetwork(composition: diagram))
    }

    /// The whole app's analysis, from its network (the composition view's or the declarations').
    public init(app network: DependencyNetwork) {
        var statistics: [(name: String, value: Int)] = []
        for kind in CompositionDiagram.NodeKind.allCases {
            let count = network.nodes.filter { $0.kind == kind.rawValue }.count
            if count > 0 { statistics.append((AnalysisStatistic.nodes(kind).name, count)) }
        }
        for lifetime in AnalysisStatistic.lifetimes {
            let count = network.nodes.filter { $0.lifetime == lifetime.rawValue }.count
            statistics.append((AnalysisStatistic.providers(lifetime).name, count))
        }
        var graphsByModule: [String: Int] = [:]
        for node in network.nodes where node.kind == CompositionDiagram.NodeKind.graph.rawValue {
            graphsByModule[node.module ?? "", default: 0] += 1
        }
        for (module, count) in graphsByModule.sorted(by: { $0.key < $1.key }) {
            statistics.append((AnalysisStatistic.graphs(module: module).name, count))
        }
        self.init(name: "app", network: network, statistics: statistics)
    }
}
