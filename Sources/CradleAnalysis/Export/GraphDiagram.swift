import CradleSyntax

/// What a dependency diagram shows of one graph, read the way CradlePlugin's analyser reads it
/// (`cradle.md` §7.2): purely syntactic, every `#if` branch included, no validity checks.
public struct GraphDiagram: Sendable, Hashable {
    /// The module the graph belongs to.
    public var module: String
    /// Enclosing type names and the graph's name joined with `.` (extensions contribute the
    /// extended type's text).
    public var lexicalName: String
    public var file: String
    /// The graph declaration's range.
    public var range: ByteRange
    /// The `sources:` elements of the form `T.self` with a valid storage name.
    public var sources: [DiagramSource]
    /// The registered providers (factories without `@External` parameters).
    public var providers: [DiagramProvider]
}

/// A `sources:` element.
public struct DiagramSource: Sendable, Hashable {
    /// The generated storage property name (`authGraph`).
    public var storageName: String
    /// The type as written.
    public var typeText: String
    public var identity: String
    public var range: ByteRange
}

/// A registered provider.
public struct DiagramProvider: Sendable, Hashable {
    public var factoryName: String
    /// The return type as written.
    public var typeText: String
    public var identity: String
    public var lifetime: Lifetime
    /// The identities of its parameters, in order.
    public var dependencies: [String]
    /// The source storage names its body reads (shadowing respected, `cradle.md` §2.2).
    public var sourceNames: [String]
    /// The `@Provide` attribute's range.
    public var range: ByteRange
}

/// Builds diagrams from file summaries.
public enum DiagramBuilder {
    /// The diagrams of every graph in `summaries` whose file sees Cradle, except graphs with a
    /// literal `diagram: false`, plus the lexical names of those excluded graphs.
    /// `tree` gives a summary's full tree (summaries kept by a workspace hold only their text).
    public static func diagrams(
        of summaries: [FileSummary], tree: (FileSummary) -> SyntaxTree = \.syntaxTree
    ) -> (diagrams: [GraphDiagram], excluded: Set<String>) {
        var diagrams: [GraphDiagram] = []
        var excluded: Set<String> = []
        for summary in summaries where !summary.graphs.isEmpty {
            let tree = tree(summary)
            for graph in summary.graphs where graph.declaration.kind == .class || graph.declaration.kind == .actor {
                let lexicalName = graph.lexicalPath.joined(separator: ".")
                if graph.arguments.isDiagramDisabled {
                    excluded.insert(lexicalName)
                    continue
                }
                diagrams.append(diagram(of: graph, lexicalName: lexicalName, summary: summary, tree: tree))
            }
        }
        return (diagrams, excluded)
    }

    /// The graph's `@Provide` factories as both workspace views draw them (external providers
    /// left out), in declaration order, each with its written return type.
    static func providers(of graph: GraphDeclaration, sourceNames: Set<String>, tree: SyntaxTree) -> [(
        provider: DiagramProvider, returnType: TypeSyntax
    )] {
        var providers: [(provider: DiagramProvider, returnType: TypeSyntax)] = []
        for member in graph.members {
            guard case .function(let function) = member.declaration,
                let provide = function.attributes.first(where: { $0.path.count == 1 && $0.name == "Provide" }),
                let returnType = function.returnType,
                !function.parameters.parameters.contains(where: { $0.attributes.contains(where: \.isExternal) })
            else { continue }
            let lifetime: Lifetime
            if case .valid(let value, _) = ProvideLifetime(provide, in: tree) { lifetime = value } else { lifetime = .shared }
            var read: [String] = []
            if let body = function.body, !sourceNames.isEmpty {
                read = referencedSources(in: body, sourceNames: sourceNames, parameters: function.parameters, tree: tree)
            }
            let provider = DiagramProvider(
                factoryName: function.name.text, typeText: tree.text[returnType.range],
                identity: TypeNaming.identity(of: returnType, in: tree), lifetime: lifetime,
                dependencies: function.parameters.parameters.compactMap { $0.type.map { TypeNaming.identity(of: $0, in: tree) } },
                sourceNames: read, range: provide.range)
            providers.append((provider, returnType))
        }
        return providers
    }

    static func diagram(of graph: GraphDeclaration, lexicalName: String, summary: FileSummary, tree: SyntaxTree)
        -> GraphDiagram
    {
        let sources = graph.arguments.sources.map { source in
            DiagramSource(
                storageName: source.type.comparisonName, typeText: source.type.text, identity: source.type.identity,
                range: source.range)
        }
        let sourceNames = Set(sources.map(\.storageName))
        let providers = Self.providers(of: graph, sourceNames: sourceNames, tree: tree).map(\.provider)
        return GraphDiagram(
            module: summary.module, lexicalName: lexicalName, file: summary.path, range: graph.declaration.range,
            sources: sources, providers: providers)
    }

    /// The source storage names a body reads: bare uses and `self.name`, unless a parameter or a
    /// local binding of the body shadows the name.
    static func referencedSources(in body: CodeBlock, sourceNames: Set<String>, parameters: ParameterClause, tree: SyntaxTree)
        -> [String]
    {
        var shadowed = Predictions.localBindings(in: body.innerTokens, tree: tree)
        for parameter in parameters.parameters {
            if let local = parameter.localName { shadowed.insert(local.name) }
        }
        var found: Set<String> = []
        let tokens = tree.tokens
        for index in body.innerTokens where tokens[index].kind == .identifier {
            let name = tree.canonicalText(of: tokens[index].range, removingBackticks: true)
            guard sourceNames.contains(name) else { continue }
            let previous = index > 0 ? tokens[index - 1] : tokens[index]
            if previous.kind == .period || previous.kind == .prefixPeriod {
                let isSelfMember = index >= 2 && tokens[index - 2].kind == .keyword && tokens[index - 2].keyword == .`self`
                if isSelfMember { found.insert(name) }
                continue
            }
            if !shadowed.contains(name) { found.insert(name) }
        }
        return found.sorted()
    }
}

/// The diagrams of one module (one CradlePlugin target), ordered and with `sources:` resolved
/// to graphs the way the plugin does: a qualified name must match a lexical path exactly; an
/// unqualified one is looked up from the innermost enclosing scope outward, then at top level;
/// a `diagram: false` graph at a nearer scope blocks the look-up.
public struct ModuleDiagram: Sendable {
    /// The graphs sorted by lexical name; a graph's index is its number in node ids.
    public let graphs: [GraphDiagram]
    private let indexByName: [String: Int]
    private let excluded: Set<String>

    public init(graphs: [GraphDiagram], excluded: Set<String> = []) {
        self.graphs = graphs.sorted { $0.lexicalName < $1.lexicalName }
        var index: [String: Int] = [:]
        for (position, graph) in self.graphs.enumerated() where index[graph.lexicalName] == nil {
            index[graph.lexicalName] = position
        }
        self.indexByName = index
        self.excluded = excluded.subtracting(graphs.map(\.lexicalName))
    }

    /// The index of the graph `source` of `graph` resolves to, if any, by CradlePlugin's rule
    /// (``SourceLookup/Rule/cradlePlugin``); a `diagram: false` graph ends the look-up.
    public func resolve(_ source: DiagramSource, in graph: GraphDiagram) -> Int? {
        let scope = graph.lexicalName.split(separator: ".").dropLast().map(String.init)
        for case .lexical(let candidate) in SourceLookup.candidates(for: source.identity, scope: scope, rule: .cradlePlugin) {
            if excluded.contains(candidate) { return nil }
            if let found = indexByName[candidate] { return found }
        }
        return nil
    }

    /// The node id each source storage name points at in graph number `index`: the resolved
    /// graph's root, or the graph's own local source node.
    public func sourceNodeIDs(_ graph: GraphDiagram, index: Int) -> [String: String] {
        var ids: [String: String] = [:]
        for (position, source) in Self.orderedSources(graph).enumerated() where ids[source.storageName] == nil {
            ids[source.storageName] = resolve(source, in: graph).map { "graph\($0)_root" } ?? "graph\(index)_source\(position)"
        }
        return ids
    }

    /// The edges drawn from graph number `index`'s providers, as node ids, each once: to the
    /// providers they depend on and to the sources their bodies read.
    public func providerEdges(_ graph: GraphDiagram, index: Int) -> [(from: String, to: String)] {
        let providers = Self.orderedProviders(graph)
        let sourceIDs = sourceNodeIDs(graph, index: index)
        let providerIDs = providers.indices.map { "graph\(index)_provider\($0)" }
        var seen: Set<[String]> = []
        var edges: [(from: String, to: String)] = []
        func add(_ from: String, _ to: String) {
            if seen.insert([from, to]).inserted { edges.append((from, to)) }
        }
        for (position, provider) in providers.enumerated() {
            for dependency in provider.dependencies {
                for (target, candidate) in providers.enumerated() where candidate.identity == dependency {
                    add(providerIDs[position], providerIDs[target])
                }
            }
            for name in provider.sourceNames {
                if let sourceID = sourceIDs[name] { add(providerIDs[position], sourceID) }
            }
        }
        return edges
    }

    /// Sources in the diagram's order: identity, storage name, type text.
    public static func orderedSources(_ graph: GraphDiagram) -> [DiagramSource] {
        graph.sources.sorted { ($0.identity, $0.storageName, $0.typeText) < ($1.identity, $1.storageName, $1.typeText) }
    }

    /// Providers in the diagram's order: identity, factory name, type text, lifetime, sorted
    /// dependency set, sorted source names.
    public static func orderedProviders(_ graph: GraphDiagram) -> [DiagramProvider] {
        graph.providers.sorted { lhs, rhs in
            if lhs.identity != rhs.identity { return lhs.identity < rhs.identity }
            if lhs.factoryName != rhs.factoryName { return lhs.factoryName < rhs.factoryName }
            if lhs.typeText != rhs.typeText { return lhs.typeText < rhs.typeText }
            if lhs.lifetime != rhs.lifetime { return lhs.lifetime.rawValue < rhs.lifetime.rawValue }
            let left = Set(lhs.dependencies).sorted()
            let right = Set(rhs.dependencies).sorted()
            if left != right { return left.lexicographicallyPrecedes(right) }
            return lhs.sourceNames.sorted().lexicographicallyPrecedes(rhs.sourceNames.sorted())
        }
    }
}
