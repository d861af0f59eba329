import CradleSyntax

/// A read of a generated accessor: `graph.clock`, `a.b.clock`, `AppGraph.shared.clock`, `clock`
/// through implicit `self` inside `extension AppGraph` or a method of `AppGraph` itself.
struct AccessorRead: Sendable, Hashable {
    /// The accessor's name where it is read.
    var location: Location
    /// Whether the receiver's type was found to be the graph; false for a read matched by name
    /// alone, where the receiver's type is unknown (a protocol, a type declared outside the
    /// workspace, an expression that is not a member chain). Such a read may be of this graph.
    var isResolved: Bool
}

extension Workspace {
    /// The one answer to "who reads this registration's accessor": for each factory of one
    /// graph, every read of its accessor in the modules that see the graph's module, resolved
    /// through member chains where the receiver's type can be found, by name where it cannot.
    /// A read whose receiver is another graph, or a workspace type that is not a graph, is not
    /// one. Hover's consumers, references, call hierarchy, code lens counts and
    /// `unused-registration` all read this. With `limit`, stops at that many reads per factory.
    func reads(
        of factories: [Factory], in graph: GraphFactories, graphPath: String, limit: Int = .max,
        resolver: TypeResolver? = nil
    ) -> [[AccessorRead]] {
        var found = [[AccessorRead]](repeating: [], count: factories.count)
        var byName: [String: [Int]] = [:]
        for (index, factory) in factories.enumerated() { byName[factory.comparisonName, default: []].append(index) }
        guard !byName.isEmpty else { return found }
        let resolver = resolver ?? TypeResolver(self)
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
            } + (entries[graphPath]?.selfReadNames.isDisjoint(with: names) == false ? [graphPath] : []))
        var remaining = factories.count
        func record(_ factoryIndexes: [Int], _ read: AccessorRead) {
            for index in factoryIndexes where found[index].count < limit {
                found[index].append(read)
                if found[index].count == limit { remaining -= 1 }
            }
        }
        for path in candidates.sorted() {
            guard remaining > 0 else { break }
            guard let tree = tree(of: path) else { continue }
            let bytes = tree.text.bytes
            for index in tree.tokens.indices {
                let token = tree.tokens[index]
                if token.kind == .stringLiteral {
                    // `"\(graph.clock)"`: a read inside an interpolation, matched by name; a bare
                    // `"\(clock)"` inside an extension of the graph reads it through `self`.
                    for name in names {
                        switch interpolation(in: token, of: bytes, reads: name) {
                        case .member?:
                            record(
                                byName[name] ?? [],
                                AccessorRead(location: Location(file: path, range: token.range), isResolved: false))
                        case .bare?:
                            let context = UseContext(path: path, token: index, tree: tree)
                            let module = self.modules(of: path).first ?? ""
                            guard let selfType = context.selfType,
                                resolver.graphs(named: selfType, from: module).contains(where: {
                                    $0.path == graphPath && $0.graph.graph.lexicalPath == graph.graph.lexicalPath
                                })
                            else { continue }
                            record(
                                byName[name] ?? [],
                                AccessorRead(location: Location(file: path, range: token.range), isResolved: true))
                        case nil:
                            continue
                        }
                    }
                    continue
                }
                guard token.kind == .identifier else { continue }
                // The name without backticks, read from the bytes.
                let isBackticked = token.flags.contains(.isBackticked) && token.length >= 2
                let start = Int(token.start) + (isBackticked ? 1 : 0)
                let length = token.length - (isBackticked ? 2 : 0)
                guard length < isNameLength.count, isNameLength[length],
                    let indexes = byName[String(decoding: bytes[start..<start + length], as: UTF8.self)],
                    let read = accessorRead(token: index, in: path, tree: tree, resolver: resolver)
                else { continue }
                let matching = indexes.filter { factoryIndex in
                    switch read.receiver {
                    case .graph(let usedPath, let used):
                        return usedPath == graphPath && used.graph.lexicalPath == graph.graph.lexicalPath
                    case .unknown:
                        return true
                    case .other:
                        return false
                    }
                }
                record(matching, AccessorRead(location: Location(file: path, range: token.range), isResolved: read.isResolved))
            }
        }
        return found
    }

    /// How a string literal with interpolations mentions `name`: as a member (`\(x.name)`), or
    /// as a bare name (`\(name)`); nil when it does not, or has no interpolation.
    private func interpolation(in token: Token, of bytes: [UInt8], reads name: String) -> InterpolatedName? {
        let literal = bytes[Int(token.start)..<Int(token.end)]
        guard literal.contains(UInt8(ascii: "\\")) else { return nil }
        let needle = Array(name.utf8)
        var found: InterpolatedName?
        for index in ByteSearch.occurrences(of: needle, in: bytes, range: literal.startIndex + 1..<literal.endIndex) {
            let after = index + needle.count
            let before = literal[index - 1]
            guard after == literal.endIndex || !Self.isIdentifierByte(literal[after]), !Self.isIdentifierByte(before) else {
                continue
            }
            if before == UInt8(ascii: ".") { return .member }
            if before == UInt8(ascii: "(") || before == UInt8(ascii: " ") { found = .bare }
        }
        return found
    }

    private enum InterpolatedName { case member, bare }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte >= 0x80
    }

    /// What the identifier at `index` may read: for a member access, what its receiver is (a
    /// graph, something else, or unknown); for a bare name inside a graph or an extension of one that
    /// declares no local or parameter of that name, that graph. Nil when the token reads no
    /// accessor (an implicit member `.name`, a bare name elsewhere).
    func accessorRead(token index: Int, in path: String, tree: SyntaxTree, resolver: TypeResolver) -> (
        receiver: ReceiverKind, isResolved: Bool
    )? {
        let tokens = tree.tokens
        let module = modules(of: path).first ?? ""
        if MemberChain.isMemberAccess(at: index, in: tokens) {
            guard let chain = MemberChain.receiver(ofMemberAt: index, in: tree) else { return (.unknown, false) }
            let receiver = resolver.classify(resolver.type(of: chain, at: index, in: path, tree: tree), from: module)
            if case .unknown = receiver { return (.unknown, false) }
            return (receiver, true)
        }
        if index > 0, tokens[index - 1].kind == .prefixPeriod || tokens[index - 1].kind == .period { return nil }
        // A bare name: implicit `self` inside the graph or an extension of it (the innermost
        // type around the name), unless a local or a parameter of that name hides the accessor.
        let context = UseContext(path: path, token: index, tree: tree)
        guard let selfType = context.selfType else { return nil }
        let name = tree.canonicalText(of: tokens[index].range, removingBackticks: true)
        if index + 1 < tokens.count, tokens[index + 1].kind == .colon { return nil }  // an argument label
        // The name a declaration introduces (`let clock = …`, `func clock()`, `case clock`).
        if index > 0, tokens[index - 1].kind == .keyword,
            [.let, .var, .func, .case].contains(tokens[index - 1].keyword)
        {
            return nil
        }
        if context.parameters.contains(where: { $0.localName?.name == name }) { return nil }
        if resolver.localType(of: name, context: context, tree: tree, depth: 0) != nil { return nil }
        guard let graph = resolver.graphs(named: selfType, from: module).first else { return nil }
        return (.graph(path: graph.path, graph: graph.graph), true)
    }

    /// The accessor a use at token `index` reads, for a query on it: through its receiver's type,
    /// or, when the type is unknown, the one visible graph whose accessor has that name.
    func accessorUse(token index: Int, in path: String, tree: SyntaxTree, resolver: TypeResolver? = nil) -> QueryTarget? {
        let resolver = resolver ?? TypeResolver(self)
        let tokens = tree.tokens
        let name = tree.canonicalText(of: tokens[index].range, removingBackticks: true)
        guard let read = accessorRead(token: index, in: path, tree: tree, resolver: resolver) else { return nil }
        let modules = self.modules(of: path)
        switch read.receiver {
        case .graph(let graphPath, let graph):
            guard let factory = graph.factories.first(where: { $0.comparisonName == name }) else { return nil }
            return .accessorUse(path: path, range: tokens[index].range, graphPath: graphPath, graph: graph, factory: factory)
        case .other:
            return nil
        case .unknown:
            let candidates = allGraphs.filter { candidate in
                modules.contains { canSee(candidate.path, from: $0) }
                    && candidate.graph.factories.contains { $0.comparisonName == name }
            }
            guard candidates.count == 1, let candidate = candidates.first,
                let factory = candidate.graph.factories.first(where: { $0.comparisonName == name })
            else { return nil }
            return .accessorUse(
                path: path, range: tokens[index].range, graphPath: candidate.path, graph: candidate.graph, factory: factory)
        }
    }
}
