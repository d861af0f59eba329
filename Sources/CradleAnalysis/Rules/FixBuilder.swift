import CradleSyntax

/// Builds the mechanical repairs attached to diagnostics (`product.md` §3 "Fixes"). Every fix is
/// a set of text edits on the diagnostic's file; none needs type information.
enum FixBuilder {
    static func edit(_ file: String, _ range: ByteRange, _ text: String) -> TextEdit {
        TextEdit(file: file, range: range, newText: text)
    }

    /// #24: replace the access modifier with `private`, or add it.
    static func makePrivate(_ function: FunctionDeclaration, file: String, tree: SyntaxTree) -> [Fix] {
        let title = FixText.makePrivate.bilingual(function.name.text)
        if let access = function.modifiers.first(where: { Modifier.accessKeywords.contains($0.keyword) }) {
            return [Fix(title: title, edits: [edit(file, access.range, "private")], isPreferred: true)]
        }
        let start = function.modifiers.first?.range.start ?? function.funcKeywordRange.start
        return [Fix(title: title, edits: [edit(file, ByteRange(at: start), "private ")], isPreferred: true)]
    }

    /// #26: `T?`, `T!`, `Optional<T>` → `T`.
    static func removeOptional(_ type: TypeSyntax, file: String, tree: SyntaxTree) -> [Fix] {
        let bare = type.withoutParentheses
        let inner: TypeSyntax?
        switch bare.kind {
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped): inner = wrapped
        case .identifier(_, let arguments?) where arguments.count == 1: inner = arguments[0]
        case .member(_, _, let arguments?) where arguments.count == 1: inner = arguments[0]
        default: inner = nil
        }
        guard let inner else { return [] }
        let text = tree.text[inner.range]
        return [Fix(title: FixText.makeNonOptional.bilingual(text), edits: [edit(file, type.range, text)])]
    }

    /// #32: keep the lifetime a qualified or decorated argument names, or drop the argument.
    static func normalizeLifetime(_ provide: Attribute, file: String, tree: SyntaxTree) -> [Fix] {
        var fixes: [Fix] = []
        if let clause = provide.arguments,
            let lifetime = lastWord(in: clause.innerRange, tree: tree, among: ["shared", "lazy", "transient"])
        {
            fixes.append(
                Fix(
                    title: FixText.writeLifetime.bilingual(lifetime), edits: [edit(file, clause.innerRange, ".\(lifetime)")],
                    isPreferred: true))
        }
        fixes.append(
            Fix(title: FixText.removeLifetimeArgument.bilingual(), edits: [edit(file, provide.range, "@Provide")]))
        return fixes
    }

    /// attribute-misplaced: cut the attribute (and the space after it) and write it again at
    /// `offset`, followed by a space.
    static func moveAttribute(_ attribute: Attribute, to offset: Int, title: MessageText, file: String, tree: SyntaxTree) -> [Fix]
    {
        let next = tree.tokens[tree.tokenIndex(containing: attribute.range.end)]
        let text = tree.text[attribute.range]
        return [
            Fix(
                title: title,
                edits: [
                    edit(file, ByteRange(at: offset), text + " "),
                    edit(file, ByteRange(start: attribute.range.start, end: Int(next.start)), ""),
                ],
                isPreferred: true)
        ]
    }

    /// graph-argument-order: each argument slot gets the argument that belongs there, so
    /// separators, line breaks and comments between arguments stay where they are.
    static func reorderGraphArguments(_ arguments: [Argument], file: String, tree: SyntaxTree) -> [Fix] {
        let sorted = GraphArguments.sortedByDeclaredOrder(arguments)
        var edits: [TextEdit] = []
        for (slot, argument) in zip(arguments, sorted) where slot.range != argument.range {
            edits.append(edit(file, slot.range, tree.text[argument.range]))
        }
        return [Fix(title: FixText.reorderGraphArguments.bilingual(), edits: edits, isPreferred: true)]
    }

    /// #2: `DependencyGraphLifetime.shared` → `.shared`.
    static func normalizeGraphLifetime(_ argument: Argument, file: String, tree: SyntaxTree) -> [Fix] {
        guard let lifetime = lastWord(in: argument.expressionRange, tree: tree, among: ["instance", "shared"]) else { return [] }
        return [
            Fix(
                title: FixText.writeLifetime.bilingual(lifetime), edits: [edit(file, argument.expressionRange, ".\(lifetime)")],
                isPreferred: true)
        ]
    }

    /// The last identifier in `range` when it is one of `words`.
    static func lastWord(in range: ByteRange, tree: SyntaxTree, among words: Set<String>) -> String? {
        var index = tree.tokenIndex(containing: range.start)
        var last: String?
        while index < tree.tokens.count - 1, Int(tree.tokens[index].start) < range.end {
            let token = tree.tokens[index]
            if token.kind == .identifier { last = tree.canonicalText(of: token.range, removingBackticks: true) }
            index += 1
        }
        return last.flatMap { words.contains($0) ? $0 : nil }
    }

    /// Rewrites a factory's `@Provide` attribute for `lifetime`.
    static func setLifetime(_ lifetime: Lifetime, of factory: Factory, file: String, tree: SyntaxTree, preferred: Bool = false)
        -> [Fix]
    {
        let text = lifetime == .shared ? "@Provide" : "@Provide(.\(lifetime.rawValue))"
        return [
            Fix(
                title: FixText.setLifetime.bilingual(factory.name, lifetime.rawValue),
                edits: [edit(file, factory.provide.range, text)],
                isPreferred: preferred)
        ]
    }

    /// #40–#42: either the consumer adopts a shorter lifetime or the dependency a longer one.
    static func lifetimeRepairs(consumer: Factory, dependency: Factory, file: String, tree: SyntaxTree) -> [Fix] {
        let consumerLifetime: Lifetime = dependency.lifetime == .lazy ? .lazy : .transient
        let dependencyLifetime: Lifetime = consumer.lifetime == .shared ? .shared : .lazy
        return setLifetime(consumerLifetime, of: consumer, file: file, tree: tree)
            + setLifetime(dependencyLifetime, of: dependency, file: file, tree: tree)
    }

    /// #4: `@unchecked Sendable` → `Sendable`.
    static func replaceUncheckedSendable(_ type: TypeSyntax, file: String, tree: SyntaxTree) -> [Fix] {
        [Fix(title: FixText.checkedSendable.bilingual(), edits: [edit(file, type.range, "Sendable")], isPreferred: true)]
    }

    /// #3: add `Sendable` to the inheritance clause.
    static func addSendable(_ declaration: TypeDeclaration, file: String, tree: SyntaxTree) -> [Fix] {
        if let last = declaration.inheritance.last {
            return [Fix(title: FixText.addSendable.bilingual(), edits: [edit(file, ByteRange(at: last.range.end), ", Sendable")])]
        }
        guard let name = declaration.name else { return [] }
        return [Fix(title: FixText.addSendable.bilingual(), edits: [edit(file, ByteRange(at: name.range.end), ": Sendable")])]
    }

    /// #18: remove a duplicated source element together with the comma before it.
    static func removeSourceElement(_ source: SourceElement, file: String, tree: SyntaxTree) -> [Fix] {
        let index = tree.tokenIndex(containing: source.range.start)
        guard index > 0, tree.tokens[index - 1].kind == .comma else { return [] }
        let range = ByteRange(start: Int(tree.tokens[index - 1].start), end: source.range.end)
        return [
            Fix(
                title: FixText.removeDuplicateSource.bilingual(source.type.text), edits: [edit(file, range, "")],
                isPreferred: true)
        ]
    }

    /// #38, #39: on an explicitly `.transient` factory, the value can come from the caller.
    static func markExternal(_ parameter: FactoryParameter, of factory: Factory, file: String, tree: SyntaxTree) -> [Fix] {
        guard factory.isExplicitTransient else { return [] }
        let name = parameter.parameter.localName?.text ?? parameter.typeText
        return [
            Fix(
                title: FixText.markExternal.bilingual(name),
                edits: [edit(file, ByteRange(at: parameter.parameter.range.start), "@External ")])
        ]
    }

    /// #38: add a bodyless `@Provide` factory for the missing type before the graph's `}`.
    static func addFactory(for parameter: FactoryParameter, in graph: GraphDeclaration, file: String, tree: SyntaxTree) -> [Fix] {
        guard let type = parameter.type, let nameToken = TypeNaming.nameToken(of: type),
            let block = graph.declaration.memberBlock, block.length >= 2
        else { return [] }
        let bytes = tree.text.bytes
        let closing = block.end - 1
        var lineStart = closing
        while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
        let closingIsAlone = bytes[lineStart..<closing].allSatisfy { $0 == 0x20 || $0 == 0x09 }
        let indent = memberIndentation(graph, tree: tree)
        let typeName = nameToken.name.prefix(1).uppercased() + nameToken.name.dropFirst()
        let signature = "@Provide private func make\(typeName)()"  // literal: Swift code inserted into the file
        let declaration = "\(indent)\(signature) -> \(parameter.typeText)\n"
        let edit =
            closingIsAlone
            ? self.edit(file, ByteRange(at: lineStart), declaration)
            : self.edit(file, ByteRange(at: closing), "\n" + declaration)
        return [Fix(title: FixText.addFactory.bilingual(parameter.typeText), edits: [edit])]
    }

    /// The indentation of the graph's first member, or four spaces.
    static func memberIndentation(_ graph: GraphDeclaration, tree: SyntaxTree) -> String {
        guard let first = graph.members.first else { return "    " }
        let bytes = tree.text.bytes
        var start = first.declaration.range.start
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
        start = lineStart
        while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        return String(decoding: bytes[lineStart..<start], as: UTF8.self)
    }
}
