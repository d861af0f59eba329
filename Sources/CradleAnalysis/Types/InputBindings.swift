import CradleSyntax

/// One value passed for a member of a graph's input: in `X(input: XInput(member: expr, …))`
/// (also through a local holding the `XInput(…)`, and through the input type's own initialiser,
/// whose parameters map to the stored properties they are assigned to), `expr` is bound to
/// `input.member` of `X`.
struct InputBinding {
    /// The graph whose input is built.
    var graphPath: String
    var graph: Workspace.GraphFactories
    /// The input's stored property; nil when the call passes a whole input value
    /// (`X(input: g.configuration)`), which binds every member at once.
    var member: String?
    /// The expression passed for it.
    var expression: Location
    /// The accessor the expression reads, when it ends in one (`g.todoRepository`).
    var provider: Provider?

    /// Whether the binding sets `member` (a whole input sets every member).
    func binds(_ member: String) -> Bool { self.member == nil || self.member == member }

    /// A factory whose accessor feeds an input member.
    struct Provider {
        var graphPath: String
        var graph: Workspace.GraphFactories
        var factory: Factory
    }
}

/// A read of `input.member` inside a factory of an input graph.
struct InputRead {
    var factory: Factory
    var member: String
    /// The member's name where it is read.
    var range: ByteRange
}

extension Workspace {
    /// The input type of a graph (`input: XInput.self`), if it has one.
    func inputType(of graph: GraphFactories) -> TypeReference? {
        graph.graph.arguments.inputs.first?.type
    }

    /// Every binding of a graph's input members in the workspace, in file order.
    func inputBindings(of graph: GraphFactories, graphPath: String, resolver: TypeResolver? = nil) -> [InputBinding] {
        guard let input = inputType(of: graph), let graphName = graph.graph.lexicalPath.last else { return [] }
        let resolver = resolver ?? TypeResolver(self)
        let graphModules = modules(of: graphPath)
        var bindings: [InputBinding] = []
        for path in (inputCallPaths[graphName] ?? []).sorted() {
            guard modules(of: path).contains(where: { module in graphModules.contains { visibility.canSee($0, from: module) } }),
                let tree = tree(of: path)
            else { continue }
            let tokens = tree.tokens
            let module = modules(of: path).first ?? ""
            var index = 0
            while index + 3 < tokens.count {
                defer { index += 1 }
                guard tokens[index].kind == .identifier, tokens[index + 1].kind == .leftParen,
                    tree.canonicalText(of: tokens[index].range, removingBackticks: true) == graphName,
                    tree.canonicalText(of: tokens[index + 2].range, removingBackticks: true) == "input",
                    tokens[index + 3].kind == .colon,
                    resolver.graphs(named: graphName, from: module).contains(where: {
                        $0.path == graphPath && $0.graph.graph.lexicalPath == graph.graph.lexicalPath
                    })
                else { continue }
                guard let close = MemberChain.closing(of: index + 1, in: tokens) else { continue }
                let argument = Self.arguments(between: index + 1, and: close, in: tree).first
                guard let argument, argument.value.lowerBound < argument.value.upperBound else { continue }
                var members: [(String?, Range<Int>)] = inputArguments(
                    argument.value, input: input, path: path, tree: tree, module: module, resolver: resolver)
                // Anything but the input type's initialiser passes a whole input value.
                if members.isEmpty, !isInputConstruction(argument.value, input: input, tree: tree) {
                    members = [(nil, argument.value)]
                }
                for (member, value) in members {
                    let range = ByteRange(
                        start: Int(tokens[value.lowerBound].start), end: Int(tokens[value.upperBound - 1].end))
                    bindings.append(
                        InputBinding(
                            graphPath: graphPath, graph: graph, member: member, expression: Location(file: path, range: range),
                            provider: provider(of: value, in: path, tree: tree, module: module, resolver: resolver)))
                }
            }
        }
        return bindings
    }

    /// The members an input value's expression sets, with the token range of each value:
    /// `XInput(a: e1, b: e2)`, `.init(a: e1)`, or a local initialised with one.
    private func inputArguments(
        _ value: Range<Int>, input: TypeReference, path: String, tree: SyntaxTree, module: String, resolver: TypeResolver,
        depth: Int = 0
    ) -> [(String, Range<Int>)] {
        let tokens = tree.tokens
        var start = value.lowerBound
        // `XInput(`, `Module.XInput(`, `XInput.init(`, `.init(`.
        while start < value.upperBound, tokens[start].kind != .leftParen { start += 1 }
        if start == value.upperBound {
            // A local: `let input = XInput(…)` before the call.
            guard depth < 4, value.count == 1, tokens[value.lowerBound].kind == .identifier else { return [] }
            let name = tree.canonicalText(of: tokens[value.lowerBound].range, removingBackticks: true)
            var cursor = value.lowerBound - 1
            while cursor >= 2 {
                defer { cursor -= 1 }
                guard tokens[cursor].kind == .equal, tokens[cursor - 1].kind == .identifier,
                    tree.canonicalText(of: tokens[cursor - 1].range, removingBackticks: true) == name,
                    tokens[cursor - 2].kind == .keyword, tokens[cursor - 2].keyword == .let || tokens[cursor - 2].keyword == .var
                else { continue }
                var end = cursor + 1
                while end < tokens.count, tokens[end].kind != .leftParen, end - cursor < 8 { end += 1 }
                guard end < tokens.count, tokens[end].kind == .leftParen, let close = MemberChain.closing(of: end, in: tokens)
                else { return [] }
                return inputArguments(
                    (cursor + 1)..<(close + 1), input: input, path: path, tree: tree, module: module, resolver: resolver,
                    depth: depth + 1)
            }
            return []
        }
        guard let close = MemberChain.closing(of: start, in: tokens), close < value.upperBound else { return [] }
        let arguments = Self.arguments(between: start, and: close, in: tree)
        let labels = arguments.map(\.label)
        // The input type's own initialiser whose labels match, else the memberwise one.
        let initializer = resolver.shapes(ofType: input.identity, from: module).flatMap(\.initializers).first { candidate in
            candidate.parameters.map(\.label) == labels
        }
        var result: [(String, Range<Int>)] = []
        for (position, argument) in arguments.enumerated() {
            guard argument.value.lowerBound < argument.value.upperBound else { continue }
            if let initializer, position < initializer.parameters.count {
                let parameter = initializer.parameters[position]
                for member in parameter.assigned { result.append((member, argument.value)) }
            } else if initializer == nil, let label = argument.label {
                result.append((label, argument.value))
            }
        }
        return result
    }

    /// Whether a value is written as the input type's initialiser call (`XInput(…)`,
    /// `Module.XInput(…)`, `.init(…)`), whose arguments are the members.
    private func isInputConstruction(_ value: Range<Int>, input: TypeReference, tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        guard let open = value.first(where: { tokens[$0].kind == .leftParen }), open > value.lowerBound else { return false }
        let callee = tree.canonicalText(of: tokens[open - 1].range, removingBackticks: true)
        let name = input.identity.split(separator: ".").last.map(String.init) ?? input.identity
        return callee == name || callee == "init"
    }

    /// The accessor an argument's expression reads last (`g.todoRepository`,
    /// `self.repositories.todoRepository`), when its receiver is a graph.
    private func provider(
        of value: Range<Int>, in path: String, tree: SyntaxTree, module: String, resolver: TypeResolver
    ) -> InputBinding.Provider? {
        let tokens = tree.tokens
        let last = value.upperBound - 1
        guard last >= value.lowerBound, tokens[last].kind == .identifier, MemberChain.isMemberAccess(at: last, in: tokens),
            let receiver = MemberChain.receiver(ofMemberAt: last, in: tree),
            tree.tokenIndex(containing: receiver.rootRange.start) == value.lowerBound,
            case .graph(let graphPath, let graph) = resolver.classify(
                resolver.type(of: receiver, at: last, in: path, tree: tree), from: module)
        else { return nil }
        let name = tree.canonicalText(of: tokens[last].range, removingBackticks: true)
        guard let factory = graph.factories.first(where: { $0.comparisonName == name && !$0.isExternal }) else { return nil }
        return InputBinding.Provider(graphPath: graphPath, graph: graph, factory: factory)
    }

    /// The arguments of a call between its parentheses: each label (nil when unlabelled) and the
    /// token range of its value.
    static func arguments(between open: Int, and close: Int, in tree: SyntaxTree) -> [(label: String?, value: Range<Int>)] {
        let tokens = tree.tokens
        var result: [(label: String?, value: Range<Int>)] = []
        for piece in TokenScan.splitAtTopLevelCommas((open + 1)..<max(open + 1, close), kind: { tokens[$0].kind })
        where !piece.isEmpty {
            let start = piece.lowerBound
            if piece.count >= 2, tokens[start].kind == .identifier || tokens[start].kind == .keyword,
                tokens[start + 1].kind == .colon
            {
                let label = tree.canonicalText(of: tokens[start].range, removingBackticks: true)
                result.append((label == "_" ? nil : label, (start + 2)..<piece.upperBound))
            } else {
                result.append((nil, piece))
            }
        }
        return result
    }

    /// The `input.member` reads in the factories of a graph (also `self.input.member`).
    func inputReads(in graph: GraphFactories, tree: SyntaxTree) -> [InputRead] {
        guard inputType(of: graph) != nil else { return [] }
        return memberReads(ofInputIn: graph, tree: tree)
    }

    /// What the factories of a graph read as `input.member`, whether or not the graph has an
    /// `input:` (a graph about to get one).
    func memberReads(ofInputIn graph: GraphFactories, tree: SyntaxTree) -> [InputRead] {
        let tokens = tree.tokens
        var reads: [InputRead] = []
        for factory in graph.factories {
            guard let body = factory.function.body else { continue }
            var index = body.innerTokens.lowerBound
            while index + 2 < body.innerTokens.upperBound {
                defer { index += 1 }
                guard tokens[index].kind == .identifier, tree.canonicalText(of: tokens[index].range) == "input",
                    tokens[index + 1].kind == .period, tokens[index + 2].kind == .identifier
                else { continue }
                if index > 0, tokens[index - 1].kind == .period || tokens[index - 1].kind == .prefixPeriod {
                    guard index >= 2, tokens[index - 2].kind == .keyword, tokens[index - 2].keyword == .`self` else { continue }
                }
                reads.append(
                    InputRead(
                        factory: factory, member: tree.canonicalText(of: tokens[index + 2].range, removingBackticks: true),
                        range: tokens[index + 2].range))
            }
        }
        return reads
    }

    /// The bindings, anywhere in the workspace, whose value is read from `factory`'s accessor.
    func bindings(fedBy factory: Factory, in graph: GraphFactories, graphPath: String, resolver: TypeResolver? = nil)
        -> [InputBinding]
    {
        let resolver = resolver ?? TypeResolver(self)
        let name = factory.comparisonName
        var found: [InputBinding] = []
        for (inputPath, inputGraph) in allGraphs where inputType(of: inputGraph) != nil {
            // Only files that call the graph with `input:` and use the accessor's name can bind it.
            let graphName = inputGraph.graph.lexicalPath.last ?? ""
            guard (inputCallPaths[graphName] ?? []).contains(where: { entries[$0]?.memberNames.contains(name) == true }) else {
                continue
            }
            found += inputBindings(of: inputGraph, graphPath: inputPath, resolver: resolver).filter { binding in
                binding.provider.map { $0.factory === factory && $0.graphPath == graphPath } ?? false
            }
        }
        return found
    }

    /// The factories of an input graph that read `input.member` (any member, for nil).
    func readers(of member: String?, in graph: GraphFactories, graphPath: String) -> [Factory] {
        guard let tree = tree(of: graphPath) else { return [] }
        var seen: [Factory] = []
        for read in inputReads(in: graph, tree: tree)
        where (member == nil || read.member == member) && !seen.contains(where: { $0 === read.factory }) {
            seen.append(read.factory)
        }
        return seen
    }

    /// Where an input member is declared in the graph's input type.
    func inputMemberDeclarations(_ member: String, of graph: GraphFactories, graphPath: String) -> [Location] {
        guard let input = inputType(of: graph) else { return [] }
        let module = modules(of: graphPath).first ?? ""
        let last = input.identity.split(separator: ".").last.map(String.init) ?? input.identity
        return (typePaths[last] ?? []).sorted().filter { canSee($0, from: module) }.flatMap { path in
            typeShapes(of: path).filter { $0.kind != .fileScope && TypeResolver.matches($0.path, input.identity) }.compactMap {
                $0.members[member].map { Location(file: path, range: $0.range) }
            }
        }
    }

    /// The reads of `input.member` in the factories that a factory's accessor feeds through
    /// bindings, with their graphs.
    func boundReads(of factory: Factory, in graph: GraphFactories, graphPath: String, resolver: TypeResolver? = nil) -> [(
        path: String, graph: GraphFactories, read: InputRead
    )] {
        var result: [(path: String, graph: GraphFactories, read: InputRead)] = []
        for binding in bindings(fedBy: factory, in: graph, graphPath: graphPath, resolver: resolver) {
            guard let tree = tree(of: binding.graphPath) else { continue }
            for read in inputReads(in: binding.graph, tree: tree) where binding.binds(read.member) {
                guard !result.contains(where: { $0.path == binding.graphPath && $0.read.range == read.range }) else { continue }
                result.append((binding.graphPath, binding.graph, read))
            }
        }
        return result
    }
}
