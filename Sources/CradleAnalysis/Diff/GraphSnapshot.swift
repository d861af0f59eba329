import CradleSyntax

/// What `--diff` compares of one graph: read from declaration summaries the way the diagrams
/// read them (every `#if` branch, no validity checks), plus external providers and the input
/// bindings the workspace type index finds. Identified by module and lexical name.
public struct GraphSnapshot: Sendable, Hashable {
    public var module: String
    /// Enclosing type names and the graph's name joined with `.`.
    public var lexicalName: String
    /// The file that declares the graph, as the loader named it.
    public var file: String
    /// The `sources:` elements' type identities, in written order.
    public var sources: [String]
    /// The `input:` type's identity, if any.
    public var input: String?
    /// The `@Provide` factories, in declaration order.
    public var registrations: [RegistrationSnapshot]
    /// Where the graph's input members are bound (`G(input: GInput(member: …))`), sorted.
    public var inputBindings: [InputBindingSnapshot]

    /// `Module.LexicalName`, the graph's identity across revisions.
    public var identity: String { "\(module).\(lexicalName)" }

    public init(
        module: String, lexicalName: String, file: String, sources: [String] = [], input: String? = nil,
        registrations: [RegistrationSnapshot] = [], inputBindings: [InputBindingSnapshot] = []
    ) {
        self.module = module
        self.lexicalName = lexicalName
        self.file = file
        self.sources = sources
        self.input = input
        self.registrations = registrations
        self.inputBindings = inputBindings
    }
}

/// One `@Provide` factory of a graph snapshot.
public struct RegistrationSnapshot: Sendable, Hashable {
    /// The registered type's identity (`cradle.md` §3); a second registration of one type in a
    /// graph (a `duplicate-registration`) gets `#2`, `#3`, … appended.
    public var identity: String
    /// The return type as written.
    public var typeText: String
    public var factoryName: String
    public var lifetime: Lifetime
    /// The identities of the parameters the graph satisfies, in order.
    public var dependencies: [String]
    /// The `@External` parameters as `label: Type` (identities), in order.
    public var externalParameters: [String]
    /// The identities of the source graphs the body reads.
    public var sourceReads: [String]

    public init(
        identity: String, typeText: String, factoryName: String, lifetime: Lifetime, dependencies: [String] = [],
        externalParameters: [String] = [], sourceReads: [String] = []
    ) {
        self.identity = identity
        self.typeText = typeText
        self.factoryName = factoryName
        self.lifetime = lifetime
        self.dependencies = dependencies
        self.externalParameters = externalParameters
        self.sourceReads = sourceReads
    }
}

/// One binding of an input member: `expression` passed for `member` in `module`.
public struct InputBindingSnapshot: Sendable, Hashable, Comparable {
    /// The input's stored property; `*` when a whole input value is passed.
    public var member: String
    /// The bound expression with its whitespace collapsed.
    public var expression: String
    /// The module of the file that binds it.
    public var module: String
    /// `Graph.Type` of the factory whose accessor the expression reads, when it ends in one.
    public var provider: String?

    public init(member: String, expression: String, module: String, provider: String? = nil) {
        self.member = member
        self.expression = expression
        self.module = module
        self.provider = provider
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.member, lhs.module, lhs.expression) < (rhs.member, rhs.module, rhs.expression)
    }
}

extension Workspace {
    /// The snapshots of the graphs declared in `paths` (every file when nil) whose files see
    /// Cradle, sorted by identity. A file compiled by several modules gives one per module.
    public func graphSnapshots(in paths: Set<String>? = nil) -> [GraphSnapshot] {
        var snapshots: [GraphSnapshot] = []
        var resolver: TypeResolver?
        for (path, entry) in entries where !entry.summary.graphs.isEmpty {
            if let paths, !paths.contains(path) { continue }
            guard seesCradle(path), let tree = tree(of: path) else { continue }
            for graph in entry.summary.graphs where graph.declaration.kind == .class || graph.declaration.kind == .actor {
                var snapshot = Self.snapshot(of: graph, path: path, module: entry.summary.module, tree: tree)
                if graph.arguments.inputs.first != nil,
                    let factories = entry.factories.first(where: { $0.graph.lexicalPath == graph.lexicalPath })
                {
                    let shared = resolver ?? TypeResolver(self)
                    resolver = shared
                    snapshot.inputBindings = inputBindingSnapshots(of: factories, graphPath: path, resolver: shared)
                }
                for module in modules(of: path) {
                    snapshot.module = module
                    snapshots.append(snapshot)
                }
            }
        }
        return snapshots.sorted { ($0.identity, $0.file) < ($1.identity, $1.file) }
    }

    /// The bindings of a valid input graph's members, as snapshots.
    func inputBindingSnapshots(of graph: GraphFactories, graphPath: String, resolver: TypeResolver) -> [InputBindingSnapshot] {
        inputBindings(of: graph, graphPath: graphPath, resolver: resolver).map { binding in
            let text = self.text(of: binding.expression.file).map { $0[binding.expression.range] } ?? ""
            let provider = binding.provider.map { provider in
                "\(provider.graph.graph.lexicalPath.joined(separator: ".")).\(provider.factory.identity)"
            }
            return InputBindingSnapshot(
                member: binding.member ?? "*", expression: Self.collapsingWhitespace(text),
                module: modules(of: binding.expression.file).first ?? "", provider: provider)
        }.sorted()
    }

    /// One graph declaration read syntactically.
    static func snapshot(of graph: GraphDeclaration, path: String, module: String, tree: SyntaxTree) -> GraphSnapshot {
        let sources = graph.arguments.sources.map(\.type)
        let sourceNames = Set(sources.map(\.comparisonName))
        let sourceByName = Dictionary(sources.map { ($0.comparisonName, $0.identity) }, uniquingKeysWith: { first, _ in first })
        var registrations: [RegistrationSnapshot] = []
        var seen: [String: Int] = [:]
        for member in graph.members {
            guard case .function(let function) = member.declaration,
                let provide = function.attributes.first(where: { $0.path.count == 1 && $0.name == "Provide" }),
                let returnType = function.returnType
            else { continue }
            let lifetime: Lifetime
            if case .valid(let value, _) = ProvideLifetime(provide, in: tree) { lifetime = value } else { lifetime = .shared }
            var dependencies: [String] = []
            var externals: [String] = []
            for parameter in function.parameters.parameters {
                let identity = parameter.type.map { TypeNaming.identity(of: $0, in: tree) } ?? "_"
                if parameter.attributes.contains(where: \.isExternal) {
                    externals.append("\(parameter.label ?? "_"): \(identity)")
                } else {
                    dependencies.append(identity)
                }
            }
            var reads: [String] = []
            if let body = function.body, !sourceNames.isEmpty {
                reads = DiagramBuilder.referencedSources(
                    in: body, sourceNames: sourceNames, parameters: function.parameters, tree: tree
                ).compactMap { sourceByName[$0] }
            }
            var identity = TypeNaming.identity(of: returnType, in: tree)
            let count = (seen[identity] ?? 0) + 1
            seen[identity] = count
            if count > 1 { identity += "#\(count)" }
            registrations.append(
                RegistrationSnapshot(
                    identity: identity, typeText: tree.text[returnType.range], factoryName: function.name.text,
                    lifetime: lifetime, dependencies: dependencies, externalParameters: externals, sourceReads: reads))
        }
        return GraphSnapshot(
            module: module, lexicalName: graph.lexicalPath.joined(separator: "."), file: path,
            sources: sources.map(\.identity), input: graph.arguments.inputs.first?.type.identity,
            registrations: registrations)
    }

    /// `text` with every run of whitespace turned into one space.
    static func collapsingWhitespace(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
