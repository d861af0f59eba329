import CradleSyntax

/// A place in a file.
public struct Location: Sendable, Hashable {
    /// The file's path.
    public var file: String
    /// The range in it.
    public var range: ByteRange

    /// The place `range` in `file`.
    public init(file: String, range: ByteRange) {
        self.file = file
        self.range = range
    }
}

/// What the cursor is on.
enum QueryTarget {
    case graph(path: String, graph: Workspace.GraphFactories)
    case factory(path: String, graph: Workspace.GraphFactories, factory: Factory)
    case parameter(path: String, graph: Workspace.GraphFactories, factory: Factory, parameter: FactoryParameter)
    case source(path: String, graph: Workspace.GraphFactories, source: SourceElement)
    case accessorUse(path: String, range: ByteRange, graphPath: String, graph: Workspace.GraphFactories, factory: Factory)
    case input(path: String, graph: Workspace.GraphFactories, type: TypeReference)
    /// `input.member` read inside a factory of an input graph.
    case inputMember(path: String, range: ByteRange, graph: Workspace.GraphFactories, member: String)
    /// A label of `G.override(…)` naming a factory of `G`.
    case overrideLabel(path: String, range: ByteRange, graphPath: String, graph: Workspace.GraphFactories, factory: Factory)
}

extension Workspace {
    // MARK: Finding what the cursor is on

    /// Every graph of the workspace with its file, in path order.
    var allGraphs: [(path: String, graph: GraphFactories)] { graphLists.all }

    /// Every graph, and the graphs by the last component of their name, made once per content.
    var graphLists: GraphCatalogue.Lists {
        graphCatalogue.lists(for: generation) {
            // Files with graphs are among those that may have findings: no walk over every file.
            pathsWithPossibleFindings.sorted().flatMap { path in (entries[path]?.factories ?? []).map { (path, $0) } }
        }
    }

    /// Graphs by the last component of their lexical name and by their full lexical name.
    func graphs(named name: String) -> [(path: String, graph: GraphFactories)] {
        // A name component holds no dot: a dotted name matches only a full lexical name.
        guard name.contains(".") else { return graphLists.byName[name] ?? [] }
        return (graphLists.byName[Self.lastComponent(of: name)] ?? []).filter {
            $0.graph.graph.lexicalPath.joined(separator: ".") == name
        }
    }

    func target(at path: String, offset: Int) -> QueryTarget? {
        guard let entry = entries[path] else { return nil }
        // Graph declarations count only where Cradle is visible; an accessor use may sit in any
        // file of a module that sees the graph's module, which imports that module, not Cradle.
        for graph in seesCradle(path) ? entry.factories : [] {
            let declaration = graph.graph.declaration
            guard declaration.range.contains(offset) else { continue }
            for factory in graph.factories {
                for parameter in factory.parameters where parameter.external == nil {
                    if let type = parameter.type, type.range.contains(offset) {
                        return .parameter(path: path, graph: graph, factory: factory, parameter: parameter)
                    }
                }
                if factory.provide.range.contains(offset) || factory.function.name.range.contains(offset)
                    || factory.returnType.range.contains(offset)
                {
                    return .factory(path: path, graph: graph, factory: factory)
                }
            }
            for factory in graph.factories where factory.function.body?.range.contains(offset) == true {
                guard let tree = tree(of: path) else { break }
                if let read = inputReads(in: graph, tree: tree).first(where: { $0.range.contains(offset) }) {
                    return .inputMember(path: path, range: read.range, graph: graph, member: read.member)
                }
            }
            for source in graph.sources where source.range.contains(offset) {
                return .source(path: path, graph: graph, source: source)
            }
            for input in graph.graph.arguments.inputs where input.range.contains(offset) {
                return .input(path: path, graph: graph, type: input.type)
            }
            if graph.graph.attribute.range.contains(offset) || declaration.name?.range.contains(offset) == true {
                return .graph(path: path, graph: graph)
            }
        }
        if let label = overrideLabel(at: offset, in: path) {
            return .overrideLabel(
                path: path, range: label.location.range, graphPath: label.graphPath, graph: label.graph, factory: label.factory)
        }
        if let use = accessorUse(at: offset, in: path) { return use }
        return nil
    }

    /// A generated accessor used at `offset` (`graph.clock`, `AppGraph.shared.clock`,
    /// `a.b.clock`, `graph.page(index:)`, `self.clock` or `clock` in an extension of the graph).
    func accessorUse(at offset: Int, in path: String) -> QueryTarget? {
        guard let tree = tree(of: path) else { return nil }
        let index = tree.tokenIndex(containing: offset)
        guard index < tree.tokens.count, tree.tokens[index].kind == .identifier, tree.tokens[index].range.contains(offset) else {
            return nil
        }
        return accessorUse(token: index, in: path, tree: tree)
    }

    /// The accessor as a caller writes it.
    func accessorExample(_ factory: Factory, in graph: GraphFactories) -> String {
        let receiver = graphReceiver(graph)
        let call: String
        if factory.isExternal {
            let arguments = factory.parameters.filter { $0.external != nil }.map {
                ($0.parameter.label.map { "\($0): " } ?? "") + "…"
            }
            call = "\(receiver).\(factory.generatedName)(\(arguments.joined(separator: ", ")))"
        } else {
            call = "\(receiver).\(factory.generatedName)"
        }
        return graph.graph.declaration.kind == .actor ? "await \(call)" : call
    }

    func consumers(of factory: Factory, in graph: GraphFactories) -> [Factory] {
        graph.factories.filter { candidate in candidate.graphParameters.contains { $0.identity == factory.identity } }
    }

    /// Where a type is declared: its lexical path through the enclosing scopes, then anywhere
    /// in the workspace by that path, then `Module.Path`.
    func declarations(ofType name: String, scope: [String]) -> [Location] {
        for candidate in LexicalScope.candidates(for: name, in: scope) {
            let found = entries.compactMap { path, entry in entry.declaredTypes[candidate].map { Location(file: path, range: $0) }
            }
            if !found.isEmpty { return found.sorted { $0.file < $1.file } }
        }
        let paths = entries.keys.sorted()
        guard let qualified = LexicalScope.moduleQualified(name) else { return [] }
        return paths.compactMap { path in
            guard entries[path]?.summary.module == qualified.module else { return nil }
            return entries[path]?.declaredTypes[qualified.path].map { Location(file: path, range: $0) }
        }
    }

    /// Whether a module that compiles the file at `path` is `module` or one it depends on.
    func canSee(_ path: String, from module: String) -> Bool {
        guard entries[path] != nil else { return true }
        return modules(of: path).contains { visibility.canSee($0, from: module) }
    }

    /// The graph a `sources:` element of the graph in `path` names, by the macro's rule
    /// (``SourceLookup/Rule/macro``) among the graphs the module sees first, then (so that
    /// definition still leads somewhere) among the others.
    func resolveSource(_ source: SourceElement, of graph: GraphFactories, in path: String) -> (
        path: String, graph: GraphFactories
    )? {
        let module = entries[path]?.summary.module ?? ""
        let all = allGraphs
        let graphs = all.filter { canSee($0.path, from: module) } + all.filter { !canSee($0.path, from: module) }
        let scope = Array(graph.graph.lexicalPath.dropLast())
        for candidate in SourceLookup.candidates(for: source.type.identity, scope: scope, rule: .macro) {
            let found: (path: String, graph: GraphFactories)?
            switch candidate {
            case .lexical(let name):
                found = graphs.first { $0.graph.graph.lexicalPath.joined(separator: ".") == name }
            case .qualified(let declaring, let name):
                found = graphs.first {
                    $0.graph.graph.lexicalPath.joined(separator: ".") == name && entries[$0.path]?.summary.module == declaring
                }
            }
            if let found { return found }
        }
        return nil
    }

    /// Reads of a factory's accessor (see ``reads(of:in:graphPath:limit:resolver:)``), resolved
    /// and by name, in every module that sees the graph's module.
    func accessorUses(of factory: Factory, in graph: GraphFactories, graphPath: String) -> [Location] {
        reads(of: [factory], in: graph, graphPath: graphPath)[0].map(\.location)
    }

    /// `AppGraph.shared` for a `.shared` graph, else `appGraph`.
    func graphReceiver(_ graph: GraphFactories) -> String {
        let name = graph.graph.declaration.name?.name ?? "graph"
        return graph.isSharedGraph ? "\(name).shared" : TypeNaming.lowerCamelCase(name)
    }
}
