import CradleSyntax

/// A place in a file.
public struct Location: Sendable, Hashable {
    public var file: String
    public var range: ByteRange

    public init(file: String, range: ByteRange) {
        self.file = file
        self.range = range
    }
}

/// Hover content: Markdown and the range it describes.
public struct Hover: Sendable, Hashable {
    public var markdown: String
    public var range: ByteRange
}

/// A graph or a factory in a document's outline.
public struct DocumentSymbol: Sendable, Hashable {
    public enum Kind: String, Sendable { case graph, factory }
    public var name: String
    public var detail: String
    public var kind: Kind
    public var range: ByteRange
    public var selectionRange: ByteRange
    public var children: [DocumentSymbol]
    /// A factory's lifetime as registered (external factories are `.transient`); nil for graphs.
    public var lifetime: Lifetime?
}

/// A graph or factory found by a workspace symbol search.
public struct WorkspaceSymbol: Sendable, Hashable {
    public var name: String
    public var kind: DocumentSymbol.Kind
    public var location: Location
    /// The enclosing graph's name, for factories.
    public var container: String?
}

/// A hint shown inline after `@Provide`: the lifetime (when implicit) and the generated accessor.
public struct InlayHint: Sendable, Hashable {
    public var offset: Int
    public var label: String
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
        entries.keys.sorted().flatMap { path in (entries[path]?.factories ?? []).map { (path, $0) } }
    }

    /// Graphs by the last component of their lexical name and by their full lexical name.
    func graphs(named name: String) -> [(path: String, graph: GraphFactories)] {
        allGraphs.filter { $0.graph.graph.lexicalPath.last == name || $0.graph.graph.lexicalPath.joined(separator: ".") == name }
    }

    func target(at path: String, offset: Int) -> QueryTarget? {
        guard let entry = entries[path], seesCradle(path) else { return nil }
        for graph in entry.factories {
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
            for argument in graph.graph.attribute.arguments?.arguments ?? [] where argument.label?.name == "input" {
                let tree = entry.summary.tree
                if argument.expressionRange.contains(offset),
                    case .typeSelf(let reference) = ExpressionShape.classify(ExpressionPart(argument, in: tree), in: tree)
                {
                    return .input(path: path, graph: graph, type: reference)
                }
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
        let module = entries[path]?.summary.module ?? ""
        // Uses resolve even while the graph has errors: references and lenses follow intent. Only
        // graphs of modules this file's module sees can be meant.
        for candidate in graphs(named: graphName) where canSee(candidate.path, from: module) {
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
            return enclosingExtension(of: tokens[index].range.start, in: path, graphNames: graphNames)
        }
        guard index >= 2 else { return nil }
        var receiver = index - 2
        if tokens[receiver].kind == .postfixOperator { receiver -= 1 }  // `graph?.clock`, `graph!.clock`
        guard receiver >= 0 else { return nil }
        let token = tokens[receiver]
        if token.kind == .keyword, token.keyword == .`self` {
            return enclosingExtension(of: token.range.start, in: path, graphNames: graphNames)
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
    func enclosingExtension(of offset: Int, in path: String, graphNames: Set<String>) -> String? {
        guard let tree = tree(of: path) else { return nil }
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

    // MARK: Hover

    /// Hover content at a position: a factory, a parameter type, a graph, a source or an
    /// accessor use.
    public func hover(path: String, offset: Int) -> Hover? {
        guard let target = target(at: path, offset: offset) else { return nil }
        switch target {
        case .factory(let path, let graph, let factory):
            return Hover(markdown: describe(factory, in: graph, path: path), range: factory.function.name.range)
        case .accessorUse(_, let range, let graphPath, let graph, let factory):
            return Hover(markdown: describe(factory, in: graph, path: graphPath), range: range)
        case .parameter(let path, let graph, let factory, let parameter):
            return Hover(markdown: describe(parameter, of: factory, in: graph, path: path), range: parameter.typeRange)
        case .graph(let path, let graph):
            return Hover(markdown: describe(graph, path: path), range: graph.graph.attribute.range)
        case .input(_, let graph, let type):
            let name = graph.graph.lexicalPath.joined(separator: ".")
            return Hover(
                markdown:
                    "**input `\(type.text)`** of `\(name)`: callers write `\(name)(input: …)`; factories read `input.member`",
                range: type.range)
        case .source(let path, let graph, let source):
            let resolved = resolveSource(source, of: graph, in: path)
            var text = "**source graph `\(source.type.text)`**, stored as `\(source.type.generatedName)`"
            if let resolved {
                text += "\n\n" + describe(resolved.graph, path: resolved.path)
            } else {
                text += "\n\nNo graph named `\(source.type.text)` is declared in the workspace."
            }
            return Hover(markdown: text, range: source.range)
        }
    }

    static func meaning(of lifetime: Lifetime) -> String {
        switch lifetime {
        case .shared: "created once per graph instance, while the graph is built, and kept as long as the graph lives"
        case .lazy: "created on first access and kept as long as the graph lives"
        case .transient: "created anew on every access; nothing is kept"
        }
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

    /// `AppGraph.shared` for a `.shared` graph, else `appGraph`.
    func graphReceiver(_ graph: GraphFactories) -> String {
        let name = graph.graph.declaration.name?.name ?? "graph"
        return graph.isSharedGraph ? "\(name).shared" : TypeNaming.lowerCamelCase(name)
    }

    func consumers(of factory: Factory, in graph: GraphFactories) -> [Factory] {
        graph.factories.filter { candidate in candidate.graphParameters.contains { $0.identity == factory.identity } }
    }

    func describe(_ factory: Factory, in graph: GraphFactories, path: String) -> String {
        var lines: [String] = []
        let graphName = graph.graph.lexicalPath.joined(separator: ".")
        if factory.isExternal {
            lines.append("**`\(factory.generatedName)(…)`**: external provider of `\(factory.returnText)` in `\(graphName)`")
        } else {
            lines.append("**`\(factory.generatedName)`**: registration of `\(factory.returnText)` in `\(graphName)`")
        }
        lines.append("")
        lines.append("```swift")
        lines.append(accessorExample(factory, in: graph))
        lines.append("```")
        if factory.isExternal {
            lines.append("Lifetime: `.transient`, a method that runs `\(factory.name)` on every call with the caller's values.")
        } else {
            lines.append("Lifetime: `.\(factory.lifetime.rawValue)`, \(Self.meaning(of: factory.lifetime)).")
        }
        let dependencies = factory.graphParameters.map { parameter -> String in
            if let provider = graph.factories.first(where: { !$0.isExternal && $0.identity == parameter.identity }) {
                return "`\(parameter.typeText)` (`.\(provider.lifetime.rawValue)`, from `\(provider.name)`)"
            }
            return "`\(parameter.typeText)` (not registered)"
        }
        lines.append("")
        lines.append("Dependencies: " + (dependencies.isEmpty ? "none" : dependencies.joined(separator: ", ")))
        if !factory.isExternal {
            let consumers = consumers(of: factory, in: graph).map { "`\($0.name)`" }
            let uses = accessorUses(of: factory, in: graph, graphPath: path).count
            var parts = consumers
            if uses > 0 { parts.append(uses == 1 ? "1 accessor use" : "\(uses) accessor uses") }
            lines.append("")
            lines.append("Consumers: " + (parts.isEmpty ? "none" : parts.joined(separator: ", ")))
        }
        return lines.joined(separator: "\n")
    }

    func describe(_ parameter: FactoryParameter, of factory: Factory, in graph: GraphFactories, path: String) -> String {
        let graphName = graph.graph.lexicalPath.joined(separator: ".")
        if let provider = graph.factories.first(where: { !$0.isExternal && $0.identity == parameter.identity }) {
            return
                "`\(parameter.typeText)` is provided by `\(provider.name)` (`.\(provider.lifetime.rawValue)`) in `\(graphName)`"
                + "\n\n" + describe(provider, in: graph, path: path)
        }
        if let external = graph.factories.first(where: { $0.isExternal && $0.identity == parameter.identity }) {
            return
                "`\(parameter.typeText)` comes from `\(external.name)`, which needs `@External` input from its caller, so it cannot be wired automatically"
        }
        var text =
            "No registration in `\(graphName)` returns `\(parameter.typeText)`. Types match by spelling: module paths, type aliases and `[T]` versus `Array<T>` are not resolved."
        let registered = graph.factories.filter { !$0.isExternal }
        if let tree = entries[path]?.summary.tree,
            let hint = Predictions.nearMiss(
                for: parameter, of: factory, registered: registered, typeAliases: entries[path]?.summary.typeAliases ?? [:],
                tree: tree,
                file: path)
        {
            text += "\n\n" + hint.message
        }
        return text
    }

    func describe(_ graph: GraphFactories, path: String) -> String {
        let name = graph.graph.lexicalPath.joined(separator: ".")
        let registered = graph.factories.filter { !$0.isExternal }
        let external = graph.factories.filter(\.isExternal)
        var counts: [String] = []
        for lifetime in [Lifetime.shared, .lazy, .transient] {
            let count = registered.filter { $0.lifetime == lifetime }.count
            if count > 0 { counts.append("\(count) `.\(lifetime.rawValue)`") }
        }
        var lines = ["**`\(name)`**: \(graph.graph.declaration.kind == .actor ? "actor" : "class") dependency graph"]
        lines.append("")
        lines.append(
            "\(registered.count) registrations" + (counts.isEmpty ? "" : " (" + counts.joined(separator: ", ") + ")")
                + (external.isEmpty ? "" : ", \(external.count) external providers"))
        if !graph.sources.isEmpty {
            lines.append("")
            lines.append("Sources: " + graph.sources.map { "`\($0.type.text)`" }.joined(separator: ", "))
        }
        if !graph.isValid {
            lines.append("")
            lines.append("The graph has Cradle errors, so the macro generates nothing for it yet.")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Definition and references

    /// Where the symbol at a position is declared: a parameter type or accessor use goes to its
    /// factory; a `sources:` element to its graph.
    public func definition(path: String, offset: Int) -> [Location] {
        guard let target = target(at: path, offset: offset) else { return [] }
        switch target {
        case .parameter(let path, let graph, _, let parameter):
            return graph.factories.filter { $0.identity == parameter.identity }.map {
                Location(file: path, range: $0.function.name.range)
            }
        case .accessorUse(_, _, let graphPath, _, let factory):
            return [Location(file: graphPath, range: factory.function.name.range)]
        case .source(let path, let graph, let source):
            guard let resolved = resolveSource(source, of: graph, in: path), let name = resolved.graph.graph.declaration.name
            else {
                return []
            }
            return [Location(file: resolved.path, range: name.range)]
        case .factory(let path, _, let factory):
            return [Location(file: path, range: factory.function.name.range)]
        case .graph(let path, let graph):
            return graph.graph.declaration.name.map { [Location(file: path, range: $0.range)] } ?? []
        case .input(_, let graph, let type):
            return declarations(ofType: type.identity, scope: Array(graph.graph.lexicalPath.dropLast()))
        }
    }

    /// Where a type is declared: its lexical path through the enclosing scopes, then anywhere
    /// in the workspace by that path, then `Module.Path`.
    func declarations(ofType name: String, scope: [String]) -> [Location] {
        let paths = entries.keys.sorted()
        for candidate in LexicalScope.candidates(for: name, in: scope) {
            let found = paths.compactMap { path in entries[path]?.declaredTypes[candidate].map { Location(file: path, range: $0) }
            }
            if !found.isEmpty { return found }
        }
        guard let qualified = LexicalScope.moduleQualified(name) else { return [] }
        return paths.compactMap { path in
            guard entries[path]?.summary.module == qualified.module else { return nil }
            return entries[path]?.declaredTypes[qualified.path].map { Location(file: path, range: $0) }
        }
    }

    /// Whether the module of the file at `path` is `module` or one it depends on.
    func canSee(_ path: String, from module: String) -> Bool {
        visibility.canSee(entries[path]?.summary.module ?? module, from: module)
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

    /// Every use of a factory's registration: parameters that consume it and accessor uses.
    public func references(path: String, offset: Int, includeDeclaration: Bool = true) -> [Location] {
        guard let target = target(at: path, offset: offset) else { return [] }
        let graph: GraphFactories
        let factory: Factory
        let graphPath: String
        switch target {
        case .factory(let p, let g, let f): (graphPath, graph, factory) = (p, g, f)
        case .accessorUse(_, _, let p, let g, let f): (graphPath, graph, factory) = (p, g, f)
        case .parameter(let p, let g, _, let parameter):
            guard let provider = g.factories.first(where: { $0.identity == parameter.identity }) else { return [] }
            (graphPath, graph, factory) = (p, g, provider)
        default: return []
        }
        var locations: [Location] = includeDeclaration ? [Location(file: graphPath, range: factory.function.name.range)] : []
        for consumer in graph.factories {
            for parameter in consumer.graphParameters where parameter.identity == factory.identity {
                locations.append(Location(file: graphPath, range: parameter.typeRange))
            }
        }
        locations += accessorUses(of: factory, in: graph, graphPath: graphPath)
        return locations.sorted { ($0.file, $0.range) < ($1.file, $1.range) }
    }

    /// Accessor uses of a factory of the graph in `graphPath`, in every module that sees the
    /// graph's module. Only files that use the name as a member, and files with an extension of
    /// the graph, can hold one.
    func accessorUses(of factory: Factory, in graph: GraphFactories, graphPath: String) -> [Location] {
        var found: [Location] = []
        let name = factory.comparisonName
        let length = name.utf8.count
        let graphName = graph.graph.lexicalPath.last ?? ""
        let graphModule = entries[graphPath]?.summary.module ?? ""
        for path in entries.keys.sorted() {
            guard let entry = entries[path], entry.memberNames.contains(name) || entry.extendedTypeNames.contains(graphName),
                visibility.canSee(graphModule, from: entry.summary.module)
            else { continue }
            guard let tree = tree(of: path) else { continue }
            for index in tree.tokens.indices where tree.tokens[index].kind == .identifier {
                let token = tree.tokens[index]
                guard token.length == length || token.flags.contains(.isBackticked) && token.length == length + 2,
                    tree.canonicalText(of: token.range, removingBackticks: true) == name,
                    case .accessorUse(_, let range, _, let usedGraph, let used)? = accessorUse(token: index, in: path, tree: tree),
                    used === factory || used.identity == factory.identity && usedGraph.graph.attribute == graph.graph.attribute
                else { continue }
                found.append(Location(file: path, range: range))
            }
        }
        return found
    }

    // MARK: Symbols and hints

    /// The graphs of a file with their factories.
    public func documentSymbols(path: String) -> [DocumentSymbol] {
        guard let entry = entries[path], seesCradle(path) else { return [] }
        return entry.factories.map { graph in
            let declaration = graph.graph.declaration
            let children = graph.factories.map { factory in
                let lifetime = factory.isExternal ? Lifetime.transient : factory.lifetime
                return DocumentSymbol(
                    name: factory.name, detail: "\(factory.returnText) · .\(lifetime.rawValue)", kind: .factory,
                    range: factory.function.range, selectionRange: factory.function.name.range, children: [],
                    lifetime: lifetime)
            }
            return DocumentSymbol(
                name: graph.graph.lexicalPath.joined(separator: "."), detail: "@DependencyGraph", kind: .graph,
                range: declaration.range,
                selectionRange: declaration.name?.range ?? graph.graph.attribute.range, children: children, lifetime: nil)
        }
    }

    /// Graphs and factories whose names contain the query's characters in order (case-insensitive).
    public func workspaceSymbols(matching query: String) -> [WorkspaceSymbol] {
        let needle = Array(query.lowercased())
        func matches(_ name: String) -> Bool {
            var index = needle.startIndex
            for character in name.lowercased() where index < needle.endIndex && character == needle[index] { index += 1 }
            return index == needle.endIndex
        }
        var symbols: [WorkspaceSymbol] = []
        for (path, graph) in allGraphs where seesCradle(path) {
            let graphName = graph.graph.lexicalPath.joined(separator: ".")
            if matches(graphName), let name = graph.graph.declaration.name {
                symbols.append(
                    WorkspaceSymbol(
                        name: graphName, kind: .graph, location: Location(file: path, range: name.range), container: nil))
            }
            for factory in graph.factories where matches(factory.name) || matches(factory.generatedName) {
                symbols.append(
                    WorkspaceSymbol(
                        name: factory.name, kind: .factory, location: Location(file: path, range: factory.function.name.range),
                        container: graphName))
            }
        }
        return symbols
    }

    /// After each valid factory's `@Provide`: the lifetime when it is implicit, and the accessor.
    public func inlayHints(path: String) -> [InlayHint] {
        guard let entry = entries[path], seesCradle(path) else { return [] }
        var hints: [InlayHint] = []
        for graph in entry.factories {
            for factory in graph.factories {
                let hasArgument = !(factory.provide.arguments?.arguments.isEmpty ?? true)
                let accessor = factory.isExternal ? "\(factory.generatedName)(…)" : factory.generatedName
                let label = hasArgument ? "→ \(accessor)" : "(.\(factory.lifetime.rawValue)) → \(accessor)"
                hints.append(InlayHint(offset: factory.provide.range.end, label: label))
            }
        }
        return hints
    }
}
