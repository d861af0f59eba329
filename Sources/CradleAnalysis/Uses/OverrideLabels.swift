import CradleSyntax

/// A label of a typed override: in `G.override(clock: .mock { … }, …)`, `clock` names the
/// factory of `G` whose generated accessor is `clock` (`cradle.md` §2.9; CradleTesting adds
/// `.mock`). Written in tests, never a read.
struct OverrideLabel {
    /// The label's place.
    var location: Location
    /// The overridden factory's graph and file.
    var graphPath: String
    var graph: Workspace.GraphFactories
    /// The overridden factory.
    var factory: Factory
}

extension Workspace {
    /// The override labels naming each of `factories` (all of one `overrides: true` graph), in
    /// the files of modules that see the graph's module, in file order.
    func overrideLabels(
        of factories: [Factory], in graph: GraphFactories, graphPath: String, resolver: TypeResolver
    ) -> [[Location]] {
        var found = [[Location]](repeating: [], count: factories.count)
        guard graph.graph.arguments.hasOverrides, !factories.isEmpty else { return found }
        let graphModules = modules(of: graphPath)
        let modules = (memberNameCounts["override"] ?? [:]).keys.filter { module in
            graphModules.contains { visibility.canSee($0, from: module) }
        }
        let paths = Set(modules.flatMap { pathsByModule[$0] ?? [] }).filter {
            entries[$0]?.memberNames.contains("override") == true
        }
        for path in paths.sorted() {
            guard let tree = tree(of: path) else { continue }
            for call in overrideCalls(in: tree, path: path, resolver: resolver)
            where call.graph.graph.arguments.hasOverrides && call.graphPath == graphPath
                && call.graph.graph.lexicalPath == graph.graph.lexicalPath
            {
                for (label, token) in call.labels {
                    for (index, factory) in factories.enumerated() where factory.comparisonName == label {
                        found[index].append(Location(file: path, range: tree.tokens[token].range))
                    }
                }
            }
        }
        return found
    }

    /// The label under the cursor in a `G.override(…)` call, with the factory it names.
    func overrideLabel(at offset: Int, in path: String) -> OverrideLabel? {
        guard entries[path]?.memberNames.contains("override") == true, let tree = tree(of: path) else { return nil }
        let tokens = tree.tokens
        let index = tree.tokenIndex(containing: offset)
        guard index + 1 < tokens.count, tokens[index].kind == .identifier, tokens[index].range.contains(offset),
            tokens[index + 1].kind == .colon
        else { return nil }
        // The call whose arguments hold the label at their top level.
        guard let open = TokenScan.enclosingBracket(before: index, in: tokens), tokens[open].kind == .leftParen,
            let call = overrideCall(openingAt: open, in: tree, path: path, resolver: TypeResolver(self)),
            call.graph.graph.arguments.hasOverrides, call.labels.contains(where: { $0.token == index })
        else { return nil }
        let label = tree.canonicalText(of: tokens[index].range, removingBackticks: true)
        guard let factory = call.graph.factories.first(where: { $0.comparisonName == label }) else { return nil }
        return OverrideLabel(
            location: Location(file: path, range: tokens[index].range), graphPath: call.graphPath, graph: call.graph,
            factory: factory)
    }

    /// A call `G.override(…)` (`override` also backticked) whose receiver names one visible
    /// graph: the graph, where the call's `override` and parentheses are, its arguments, and each
    /// top-level label with its token index.
    struct OverrideCall {
        var graphPath: String
        var graph: GraphFactories
        /// The token `override`, and the call's `(` and `)`.
        var name: Int
        var open: Int
        var close: Int
        /// Each argument's label (nil when unlabelled) and value tokens.
        var arguments: [(label: String?, value: Range<Int>)]
        var labels: [(label: String, token: Int)]
    }

    /// Every `G.override(…)` call of a file whose receiver names one visible graph, with or
    /// without `overrides: true`.
    func overrideCalls(in tree: SyntaxTree, path: String, resolver: TypeResolver) -> [OverrideCall] {
        let tokens = tree.tokens
        var calls: [OverrideCall] = []
        for index in tokens.indices where tokens[index].kind == .leftParen {
            if let call = overrideCall(openingAt: index, in: tree, path: path, resolver: resolver) { calls.append(call) }
        }
        return calls
    }

    /// The override call whose `(` is at `open`, if the tokens before it are `G.override` and
    /// `G` names one visible graph.
    func overrideCall(openingAt open: Int, in tree: SyntaxTree, path: String, resolver: TypeResolver) -> OverrideCall? {
        let tokens = tree.tokens
        guard open >= 3, tokens[open - 1].kind == .identifier, tokens[open - 2].kind == .period,
            tokens[open - 3].kind == .identifier,
            tree.canonicalText(of: tokens[open - 1].range, removingBackticks: true) == "override"
        else { return nil }
        // The receiver as written: `AppGraph` or `Module.AppGraph`, `Outer.AppGraph`.
        var first = open - 3
        while first >= 2, tokens[first - 1].kind == .period, tokens[first - 2].kind == .identifier { first -= 2 }
        let name = stride(from: first, through: open - 3, by: 2).map {
            tree.canonicalText(of: tokens[$0].range, removingBackticks: true)
        }
        .joined(separator: ".")
        let module = modules(of: path).first ?? ""
        var graphs = resolver.graphs(named: name, from: module)
        if name.contains(".") {
            // Qualified: by enclosing types as declared (`Outer.AppGraph`), or by the graph's own
            // module (`App.AppGraph`); any other qualifier is no certain receiver.
            graphs = graphs.filter { candidate in
                let lexical = candidate.graph.graph.lexicalPath.joined(separator: ".")
                if lexical == name || lexical.hasSuffix("." + name) { return true }
                guard let qualified = LexicalScope.moduleQualified(name) else { return false }
                return entries[candidate.path]?.summary.module == qualified.module
                    && (lexical == qualified.path || lexical.hasSuffix("." + qualified.path))
            }
        }
        guard graphs.count == 1, let target = graphs.first, let close = TokenScan.matchingBracket(open, in: tokens) else {
            return nil
        }
        let arguments = Self.arguments(between: open, and: close, in: tree)
        let labels = arguments.compactMap { argument -> (String, Int)? in
            guard let label = argument.label, argument.value.lowerBound >= 2 else { return nil }
            return (label, argument.value.lowerBound - 2)
        }
        return OverrideCall(
            graphPath: target.path, graph: target.graph, name: open - 1, open: open, close: close, arguments: arguments,
            labels: labels)
    }
}
