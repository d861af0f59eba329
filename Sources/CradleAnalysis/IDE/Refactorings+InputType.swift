import CradleSyntax

/// Create a graph's input type (`refactor.extract`): for a graph whose factories read
/// `input.member` before it has an `input:` (`cradle.md` §2.8).
extension Workspace {
    /// `struct <Graph>Input` with one `let` per member read (its type from how the member is used
    /// where that is certain, an Xcode placeholder `<#Type#>` otherwise), the graph's `input:`
    /// argument in Cradle's order, and `G()` at each creation site turned into
    /// `G(input: GInput(…))`. Disabled, with the reason, on an actor or a `.shared` graph (#7, #8),
    /// when the name is taken, or when the result would add an error.
    func inputTypeRefactorings(for graph: GraphFactories, path: String, tree: SyntaxTree, language: MessageLanguage)
        -> [Refactoring]
    {
        guard graph.graph.arguments.inputs.isEmpty else { return [] }
        let reads = memberReads(ofInputIn: graph, tree: tree)
        guard !reads.isEmpty, let graphName = graph.graph.lexicalPath.last else { return [] }
        let typeName = graphName + "Input"
        let title = RefactoringText.inputTypeTitle.text(
            in: language, typeName, graph.graph.lexicalPath.joined(separator: "."))
        let module = entries[path]?.summary.module ?? ""
        let resolver = TypeResolver(self)
        // The members in the order first read, each with the one type its uses agree on.
        var members: [(name: String, type: String?)] = []
        for read in reads {
            let type = inferredType(of: read, in: graph, tree: tree, resolver: resolver, module: module)
            if let index = members.firstIndex(where: { $0.name == read.member }) {
                if members[index].type != type { members[index].type = nil }
            } else {
                members.append((read.member, type))
            }
        }
        let access = graph.graph.declaration.modifiers.first { [.public, .package, .open].contains($0.keyword) }
            .map { $0.keyword == .open ? "public" : tree.text[$0.range] }
        let prefix = access.map { "\($0) " } ?? ""
        var lines = ["", "", "/// " + RefactoringText.inputTypeComment.text(in: language, graphName)]
        lines.append("\(prefix)struct \(typeName) {")
        for member in members { lines.append("    \(prefix)let \(member.name): \(member.type ?? "<#Type#>")") }
        if access != nil {
            let parameters = members.map { "\($0.name): \($0.type ?? "<#Type#>")" }.joined(separator: ", ")
            lines.append("")
            lines.append("    \(prefix)init(\(parameters)) {")
            for member in members { lines.append("        self.\(member.name) = \(member.name)") }
            lines.append("    }")
        }
        lines.append("}")
        var edits = [
            TextEdit(file: path, range: ByteRange(at: graph.graph.declaration.range.end), newText: lines.joined(separator: "\n"))
        ]
        edits.append(inputArgument(typeName, in: graph, path: path, tree: tree))
        let value = "\(typeName)(" + members.map { "\($0.name): <#\($0.type ?? "Type")#>" }.joined(separator: ", ") + ")"
        let sites = creationSites(of: graph, path: path, resolver: resolver)
        edits += sites.map { TextEdit(file: $0.file, range: $0.range, newText: "(input: \(value))") }

        var reasons: [String] = []
        if graph.graph.declaration.kind == .actor { reasons.append(Message.inputOnActor().text(in: language)) }
        if graph.isSharedGraph { reasons.append(Message.inputOnSharedGraph().text(in: language)) }
        if resolver.isTypeName(typeName, from: module) {
            reasons.append(RefactoringText.typeExists.text(in: language, typeName))
        }
        if reasons.isEmpty, let after = applying(edits) {
            let files = Array(Set([path] + sites.map(\.file))).sorted()
            reasons += addedErrors(after, in: files).map {
                "\($0.localized(to: language).message) (\($0.code.rawValue), \(place(Location(file: $0.file, range: $0.range))))"
            }
        }
        return [
            Refactoring(
                title: title, kind: .extract, edits: edits,
                disabledReason: reasons.isEmpty ? nil : reasons.joined(separator: "; "))
        ]
    }

    /// `input: T.self` added to the graph's attribute after its lifetime, before `sources:`,
    /// `overrides:` and `diagram:` (`cradle.md` §1.4).
    private func inputArgument(_ typeName: String, in graph: GraphFactories, path: String, tree: SyntaxTree) -> TextEdit {
        let attribute = graph.graph.attribute
        let argument = "input: \(typeName).self"
        guard let clause = attribute.arguments else {
            return TextEdit(file: path, range: ByteRange(at: attribute.range.end), newText: "(\(argument))")
        }
        if let labelled = clause.arguments.first(where: { $0.label != nil }) {
            return TextEdit(file: path, range: ByteRange(at: labelled.range.start), newText: argument + ", ")
        }
        if let last = clause.arguments.last {
            return TextEdit(file: path, range: ByteRange(at: last.range.end), newText: ", " + argument)
        }
        return TextEdit(file: path, range: ByteRange(at: clause.innerRange.start), newText: argument)
    }

    /// The argument lists `()` of the graph's creation calls `G()` in the files that see it.
    func creationSites(of graph: GraphFactories, path: String, resolver: TypeResolver) -> [Location] {
        graphCalls(of: graph, path: path, resolver: resolver).filter { $0.isCreation && $0.arguments.isEmpty }.map {
            Location(file: $0.file, range: $0.parentheses)
        }
    }

    /// A call that passes a graph its sources: `G(…)`, or `.build(…)` after `G.override(…)`.
    struct GraphCall {
        var file: String
        /// From `(` to `)`.
        var parentheses: ByteRange
        /// Each argument's label and byte range.
        var arguments: [(label: String?, range: ByteRange)]
        /// `G(…)` rather than `.build(…)`.
        var isCreation: Bool
    }

    /// The calls `G(…)` and `G.override(…).build(…)` of a graph in the files that see it.
    func graphCalls(of graph: GraphFactories, path: String, resolver: TypeResolver) -> [GraphCall] {
        guard let name = graph.graph.lexicalPath.last else { return [] }
        let graphModules = modules(of: path)
        let needle = Array(name.utf8)
        var calls: [GraphCall] = []
        func isThisGraph(_ candidates: [(path: String, graph: GraphFactories)]) -> Bool {
            candidates.contains { $0.path == path && $0.graph.graph.lexicalPath == graph.graph.lexicalPath }
        }
        for (module, paths) in pathsByModule.sorted(by: { $0.key < $1.key })
        where graphModules.contains(where: { visibility.canSee($0, from: module) }) {
            for file in paths.sorted() {
                guard let text = text(of: file),
                    !ByteSearch.occurrences(of: needle, in: text.bytes, range: 0..<text.bytes.count).isEmpty,
                    let tree = tree(of: file)
                else { continue }
                let tokens = tree.tokens
                func call(_ open: Int, isCreation: Bool) -> GraphCall? {
                    guard let close = TokenScan.matchingBracket(open, in: tokens, brackets: .parentheses) else { return nil }
                    let arguments = Self.arguments(between: open, and: close, in: tree).map { argument in
                        (
                            label: argument.label,
                            range: ByteRange(
                                start: Int(
                                    tokens[argument.label == nil ? argument.value.lowerBound : argument.value.lowerBound - 2]
                                        .start),
                                end: Int(tokens[max(argument.value.lowerBound, argument.value.upperBound - 1)].end))
                        )
                    }
                    return GraphCall(
                        file: file, parentheses: ByteRange(start: Int(tokens[open].start), end: Int(tokens[close].end)),
                        arguments: arguments, isCreation: isCreation)
                }
                for index in tokens.indices.dropLast() where tokens[index].kind == .leftParen {
                    if index >= 1, tokens[index - 1].kind == .identifier,
                        tree.canonicalText(ofToken: index - 1, removingBackticks: true) == name,
                        index < 2 || tokens[index - 2].kind != .period && tokens[index - 2].keyword != .func,
                        !tokens[index].flags.contains(.isAtStartOfLine),
                        isThisGraph(resolver.graphs(named: name, from: module)),
                        let found = call(index, isCreation: true)
                    {
                        calls.append(found)
                    } else if index >= 3, tree.canonicalText(ofToken: index - 1, removingBackticks: true) == "build",
                        tokens[index - 2].kind == .period, tokens[index - 3].kind == .rightParen,
                        let overrideOpen = MemberChain.opening(of: index - 3, in: tokens),
                        let override = overrideCall(openingAt: overrideOpen, in: tree, path: file, resolver: resolver),
                        override.graphPath == path, override.graph.graph.lexicalPath == graph.graph.lexicalPath,
                        let found = call(index, isCreation: false)
                    {
                        calls.append(found)
                    }
                }
            }
        }
        return calls
    }

    /// The type of `input.member` where its use makes it certain: the factory's result
    /// (`{ input.member }`, `return input.member`), a typed local (`let x: T = input.member`), or
    /// an argument of a workspace type's initialiser whose parameter with that label has a type.
    private func inferredType(
        of read: InputRead, in graph: GraphFactories, tree: SyntaxTree, resolver: TypeResolver, module: String
    ) -> String? {
        let tokens = tree.tokens
        let member = tree.tokenIndex(containing: read.range.start)
        var start = member - 2  // `input`
        if start >= 2, tokens[start - 1].kind == .period, tokens[start - 2].kind == .keyword, tokens[start - 2].keyword == .`self`
        {
            start -= 2
        }
        guard start >= 1, member + 1 < tokens.count else { return nil }
        let before = tokens[start - 1]
        let after = tokens[member + 1]
        let endsExpression =
            after.kind == .rightBrace || after.kind == .semicolon || after.flags.contains(.isAtStartOfLine)
            || after.kind == .endOfFile
        // The whole body, or what it returns.
        if endsExpression,
            before.kind == .keyword && before.keyword == .return
                || before.kind == .leftBrace && read.factory.function.body?.range.start == Int(before.start)
        {
            return read.factory.returnText
        }
        // `let x: T = input.member`
        if endsExpression, before.kind == .equal {
            var cursor = start - 2
            while cursor > 0, tokens[cursor].kind != .colon, !tokens[cursor].flags.contains(.isAtStartOfLine) { cursor -= 1 }
            guard cursor >= 2, tokens[cursor].kind == .colon, tokens[cursor - 1].kind == .identifier,
                tokens[cursor - 2].kind == .keyword, tokens[cursor - 2].keyword == .let || tokens[cursor - 2].keyword == .var
            else { return nil }
            let type = tree.canonicalText(of: ByteRange(start: Int(tokens[cursor + 1].start), end: Int(tokens[start - 2].end)))
            return type.isEmpty ? nil : type
        }
        // `T(label: input.member, …)`
        guard before.kind == .colon, start >= 3, tokens[start - 2].kind == .identifier,
            after.kind == .comma || after.kind == .rightParen
        else { return nil }
        let label = tree.canonicalText(ofToken: start - 2, removingBackticks: true)
        guard let open = TokenScan.enclosingBracket(before: start - 2, in: tokens), tokens[open].kind == .leftParen,
            open >= 1, tokens[open - 1].kind == .identifier
        else { return nil }
        let typeName = tree.canonicalText(ofToken: open - 1, removingBackticks: true)
        let types = Set(
            resolver.shapes(ofType: typeName, from: module).flatMap(\.initializers).flatMap(\.parameters)
                .filter { $0.label == label }.compactMap(\.type))
        return types.count == 1 ? types.first : nil
    }
}
