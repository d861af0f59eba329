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
}

extension Workspace {
    // MARK: Finding what the cursor is on

    /// Every graph of the workspace with its file, in path order.
    var allGraphs: [(path: String, graph: GraphFactories)] {
        // Files with graphs are among those that may have findings: no walk over every file.
        pathsWithPossibleFindings.sorted().flatMap { path in (entries[path]?.factories ?? []).map { (path, $0) } }
    }

    /// Graphs by the last component of their lexical name and by their full lexical name.
    func graphs(named name: String) -> [(path: String, graph: GraphFactories)] {
        allGraphs.filter { $0.graph.graph.lexicalPath.last == name || $0.graph.graph.lexicalPath.joined(separator: ".") == name }
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
        if let use = accessorUse(at: offset, in: path) { return use }
        return nil
    }

    /// A generated accessor used at `offset` (`graph.clock`, `AppGraph.shared.clock`,
    /// `graph.page(index:)`, `self.clock` or `clock` in an extension of the graph).
    func accessorUse(at offset: Int, in path: String) -> QueryTarget? {
        guard let tree = tree(of: path) else { return nil }
        let index = tree.tokenIndex(containing: offset)
        guard index < tree.tokens.count, tree.tokens[index].kind == .identifier, tree.tokens[index].range.contains(offset) else {
            return nil
        }
        return accessorUse(token: index, in: path, tree: tree)
    }

    func accessorUse(token index: Int, in path: String, tree: SyntaxTree) -> QueryTarget? {
        let tokens = tree.tokens
        let name = tree.canonicalText(of: tokens[index].range, removingBackticks: true)
        guard let graphName = receiverGraph(of: index, in: path, tree: tree) else { return nil }
        let modules = self.modules(of: path)
        // Uses resolve even while the graph has errors: references and lenses follow intent. Only
        // graphs of modules this file's modules see can be meant.
        for candidate in graphs(named: graphName) where modules.contains(where: { canSee(candidate.path, from: $0) }) {
            if let factory = candidate.graph.factories.first(where: { $0.comparisonName == name }) {
                return .accessorUse(
                    path: path, range: tokens[index].range, graphPath: candidate.path, graph: candidate.graph, factory: factory)
            }
        }
        return nil
    }

    /// The graph type a member access's receiver has, read from syntax: `G.shared`, `G(…)`,
    /// `self` or nothing inside `extension G`, or a variable or parameter declared with `G`.
    func receiverGraph(of index: Int, in path: String, tree: SyntaxTree) -> String? {
        let tokens = tree.tokens
        let graphNames = Set(allGraphs.compactMap { $0.graph.graph.lexicalPath.last })
        func text(_ i: Int) -> String { tree.canonicalText(of: tokens[i].range, removingBackticks: true) }
        let previous = index > 0 ? tokens[index - 1] : tokens[index]
        if previous.kind != .period {
            // A bare name, or `self.name`, inside an extension of a graph.
            return enclosingExtension(of: tokens[index].range.start, in: tree, graphNames: graphNames)
        }
        guard index >= 2 else { return nil }
        var receiver = index - 2
        if tokens[receiver].kind == .postfixOperator { receiver -= 1 }  // `graph?.clock`, `graph!.clock`
        guard receiver >= 0 else { return nil }
        let token = tokens[receiver]
        if token.kind == .keyword, token.keyword == .`self` {
            return enclosingExtension(of: token.range.start, in: tree, graphNames: graphNames)
        }
        if token.kind == .identifier {
            let word = text(receiver)
            if word == "shared", receiver >= 2, tokens[receiver - 1].kind == .period, graphNames.contains(text(receiver - 2)) {
                return text(receiver - 2)
            }
            return declaredType(of: word, in: tree, graphNames: graphNames)
        }
        if token.kind == .rightParen {
            // `G(…).name`: find the matching `(` and the name before it.
            var depth = 0
            var cursor = receiver
            while cursor > 0 {
                if tokens[cursor].kind == .rightParen { depth += 1 }
                if tokens[cursor].kind == .leftParen {
                    depth -= 1
                    if depth == 0 { break }
                }
                cursor -= 1
            }
            if cursor > 0, tokens[cursor - 1].kind == .identifier, graphNames.contains(text(cursor - 1)) {
                return text(cursor - 1)
            }
        }
        return nil
    }

    /// The graph named by an `extension` enclosing `offset`, if any.
    func enclosingExtension(of offset: Int, in tree: SyntaxTree, graphNames: Set<String>) -> String? {
        var found: String?
        func visit(_ declarations: [Declaration]) {
            for declaration in declarations where declaration.range.contains(offset) {
                switch declaration {
                case .type(let type):
                    if type.kind == .extension, let name = type.name?.name, graphNames.contains(name) { found = name }
                    visit(type.members)
                case .ifConfig(let block):
                    for clause in block.clauses { visit(clause.declarations) }
                default:
                    break
                }
            }
        }
        visit(tree.declarations)
        return found
    }

    /// The graph type of a variable or parameter named `name` in the file: `name: G`,
    /// `name = G(…)`, `name = G.shared`, `name: G?`.
    func declaredType(of name: String, in tree: SyntaxTree, graphNames: Set<String>) -> String? {
        let tokens = tree.tokens
        func text(_ i: Int) -> String { tree.canonicalText(of: tokens[i].range, removingBackticks: true) }
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .identifier, text(index) == name else { continue }
            let next = tokens[index + 1].kind
            if next == .colon, tokens[index + 2].kind == .identifier, graphNames.contains(text(index + 2)) {
                return text(index + 2)
            }
            if next == .equal, tokens[index + 2].kind == .identifier, graphNames.contains(text(index + 2)),
                index + 3 < tokens.count,
                tokens[index + 3].kind == .leftParen || tokens[index + 3].kind == .period
            {
                return text(index + 2)
            }
        }
        return nil
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

    /// The graph a `sources:` element of the graph in `path` names, resolved like the diagram
    /// does within the module, then across the modules it depends on, then (so that definition
    /// still leads somewhere) in any module.
    func resolveSource(_ source: SourceElement, of graph: GraphFactories, in path: String) -> (
        path: String, graph: GraphFactories
    )? {
        let module = entries[path]?.summary.module ?? ""
        let all = allGraphs
        let graphs = all.filter { canSee($0.path, from: module) } + all.filter { !canSee($0.path, from: module) }
        let scope = Array(graph.graph.lexicalPath.dropLast())
        for candidate in LexicalScope.candidates(for: source.type.identity, in: scope) {
            if let found = graphs.first(where: { $0.graph.graph.lexicalPath.joined(separator: ".") == candidate }) {
                return found
            }
        }
        guard let qualified = LexicalScope.moduleQualified(source.type.identity) else { return nil }
        return graphs.first {
            $0.graph.graph.lexicalPath.joined(separator: ".") == qualified.path
                && entries[$0.path]?.summary.module == qualified.module
        }
    }

    /// Accessor uses of a factory of the graph in `graphPath`, in every module that sees the
    /// graph's module.
    func accessorUses(of factory: Factory, in graph: GraphFactories, graphPath: String) -> [Location] {
        accessorUses(of: [factory], in: graph, graphPath: graphPath)[0]
    }

    /// Accessor uses of several factories of one graph, by factory: each file that can hold one
    /// is parsed and scanned once for all of them (a lens per factory would otherwise parse
    /// every such file once per factory). Only files that use a name as a member, and files with
    /// an extension of the graph, in modules that see the graph's module, can hold one.
    func accessorUses(of factories: [Factory], in graph: GraphFactories, graphPath: String) -> [[Location]] {
        var found = [[Location]](repeating: [], count: factories.count)
        var byName: [String: [Int]] = [:]
        for (index, factory) in factories.enumerated() { byName[factory.comparisonName, default: []].append(index) }
        guard !byName.isEmpty else { return found }
        let names = Set(byName.keys)
        // Which name lengths occur, by length: most identifiers are ruled out by one look-up.
        var isNameLength = [Bool](repeating: false, count: (names.map(\.utf8.count).max() ?? 0) + 1)
        for name in names { isNameLength[name.utf8.count] = true }
        let graphName = graph.graph.lexicalPath.last ?? ""
        let graphModules = self.modules(of: graphPath)
        var modules = Set((extensionCounts[graphName] ?? [:]).keys)
        for name in names { modules.formUnion((memberNameCounts[name] ?? [:]).keys) }
        let candidates = Set(
            modules.filter { module in graphModules.contains { visibility.canSee($0, from: module) } }.flatMap { module in
                (pathsByModule[module] ?? []).filter { path in
                    guard let entry = entries[path] else { return false }
                    return !entry.memberNames.isDisjoint(with: names) || entry.extendedTypeNames.contains(graphName)
                }
            })
        for path in candidates.sorted() {
            guard let tree = tree(of: path) else { continue }
            let bytes = tree.text.bytes
            for index in tree.tokens.indices where tree.tokens[index].kind == .identifier {
                let token = tree.tokens[index]
                // The name without backticks, read from the bytes.
                let isBackticked = token.flags.contains(.isBackticked) && token.length >= 2
                let start = Int(token.start) + (isBackticked ? 1 : 0)
                let length = token.length - (isBackticked ? 2 : 0)
                guard length < isNameLength.count, isNameLength[length],
                    let indices = byName[String(decoding: bytes[start..<start + length], as: UTF8.self)],
                    case .accessorUse(_, let range, _, let usedGraph, let used)? = accessorUse(token: index, in: path, tree: tree)
                else { continue }
                for factoryIndex in indices {
                    let factory = factories[factoryIndex]
                    guard
                        used === factory
                            || used.identity == factory.identity && usedGraph.graph.attribute == graph.graph.attribute
                    else { continue }
                    found[factoryIndex].append(Location(file: path, range: range))
                }
            }
        }
        return found
    }

    /// `AppGraph.shared` for a `.shared` graph, else `appGraph`.
    func graphReceiver(_ graph: GraphFactories) -> String {
        let name = graph.graph.declaration.name?.name ?? "graph"
        return graph.isSharedGraph ? "\(name).shared" : TypeNaming.lowerCamelCase(name)
    }
}
