import CradleSyntax

/// Completions that read a graph: its accessors and external methods after a receiver (or
/// through implicit `self`), `input.` members, and the labels of `G.override(` and `.build(`.
extension Workspace {
    /// After `receiver.`: a graph's accessors and external methods when the receiver is a graph
    /// instance; `shared` and `override(…)` when it is a graph type; the input type's members
    /// after `input.` inside a graph. Nothing after any other receiver.
    func memberCompletions(
        of chain: MemberChain, at position: CompletionPosition, path: String, tree: SyntaxTree, resolver: TypeResolver,
        language: MessageLanguage
    ) -> [CompletionItem]? {
        let module = modules(of: path).first ?? ""
        let type = resolver.type(of: chain, at: position.anchor, in: path, tree: tree)
        if let items = inputMemberCompletions(
            chain, type: type, at: position, path: path, tree: tree, resolver: resolver, language: language)
        {
            return items
        }
        switch type {
        case .instance:
            guard case .graph(let graphPath, let graph) = resolver.classify(type, from: module) else { return nil }
            return accessorItems(of: graph, graphPath: graphPath, replacing: position.replaced, language: language)
        case .metatype(let name):
            guard let (graphPath, graph) = resolver.graphs(named: name, from: module).first else { return nil }
            return typeMemberItems(of: graph, graphPath: graphPath, replacing: position.replaced, language: language)
        case .unknown:
            return nil
        }
    }

    /// A bare word inside a body of an extension of a graph, or of one of the graph's own
    /// methods (not a factory: a factory takes what it needs as parameters): the accessors it
    /// reads through implicit `self`.
    func implicitSelfCompletions(
        at position: CompletionPosition, path: String, tree: SyntaxTree, resolver: TypeResolver, language: MessageLanguage
    ) -> [CompletionItem]? {
        let tokens = tree.tokens
        if position.anchor >= 0, [.prefixPeriod, .period, .atSign].contains(tokens[position.anchor].kind) { return nil }
        let at = position.word ?? position.anchor + 1
        guard at < tokens.count else { return nil }
        let context = UseContext(path: path, token: at, tree: tree)
        guard context.body != nil, let selfType = context.selfType,
            let (graphPath, graph) = resolver.graphs(named: selfType, from: modules(of: path).first ?? "").first
        else { return nil }
        let offset = Int(tokens[at].start)
        if !context.isInExtension, graph.factories.contains(where: { $0.function.range.contains(offset) }) { return nil }
        return accessorItems(of: graph, graphPath: graphPath, replacing: position.replaced, language: language)
    }

    /// One item per generated accessor (a property) and external method (a snippet with its
    /// `@External` labels), in declaration order.
    func accessorItems(of graph: GraphFactories, graphPath: String, replacing range: ByteRange, language: MessageLanguage)
        -> [CompletionItem]
    {
        let graphName = graph.graph.lexicalPath.joined(separator: ".")
        let module = modules(of: graphPath).first.map { " · \($0)" } ?? ""
        let invalid = graph.isValid ? "" : " · " + CompletionText.graphHasErrors.text(in: language)
        return graph.factories.map { factory in
            let reference = CompletionItem.Reference(kind: .factory, file: graphPath, graph: graphName, name: factory.name)
            guard factory.isExternal else {
                return CompletionItem(
                    label: factory.generatedName, kind: .property,
                    detail: "\(factory.returnText) · .\(factory.lifetime.rawValue) · \(factory.name)()\(module)\(invalid)",
                    text: factory.generatedName, range: range, reference: reference)
            }
            let externals = factory.parameters.filter { $0.external != nil }
            let labels = externals.map { $0.parameter.label.map { "\($0):" } ?? "_:" }.joined()
            let signature = externals.map { "\($0.parameter.label.map { "\($0): " } ?? "")\($0.typeText)" }
            let plain = externals.map { $0.parameter.label.map { "\($0): " } ?? "" }
            let snippet = externals.enumerated().map { index, parameter in
                "\(parameter.parameter.label.map { "\($0): " } ?? "")${\(index + 1):\(Self.snippetEscaped(parameter.typeText))}"
            }
            return CompletionItem(
                label: "\(factory.generatedName)(\(labels))", kind: .method,
                detail:
                    "(\(signature.joined(separator: ", "))) -> \(factory.returnText) · .transient · \(factory.name)(…)\(module)\(invalid)",
                text: "\(factory.generatedName)(\(plain.joined(separator: ", ")))",
                snippet: "\(factory.generatedName)(\(snippet.joined(separator: ", ")))", range: range,
                filterText: factory.generatedName, reference: reference)
        }
    }

    /// After a graph type: `shared` for a `.shared` graph, `override(…)` for an `overrides: true`
    /// graph.
    private func typeMemberItems(
        of graph: GraphFactories, graphPath: String, replacing range: ByteRange, language: MessageLanguage
    ) -> [CompletionItem] {
        let graphName = graph.graph.lexicalPath.joined(separator: ".")
        let reference = CompletionItem.Reference(kind: .graph, file: graphPath, graph: graphName, name: "")
        var items: [CompletionItem] = []
        if graph.isSharedGraph {
            items.append(
                CompletionItem(
                    label: "shared", kind: .property, detail: CompletionText.sharedInstance.text(in: language, graphName),
                    text: "shared", range: range, reference: reference))
        }
        if graph.graph.arguments.hasOverrides {
            items.append(
                CompletionItem(
                    label: "override(…)", kind: .method,
                    detail: CompletionText.overrideBuilder.text(in: language, graphName),
                    text: "override()", snippet: "override($1)", range: range, filterText: "override", reference: reference))
        }
        return items
    }

    /// After `input.` (or `self.input.`) inside a factory of an input graph: the input type's
    /// instance members, each with how many calls bind it.
    private func inputMemberCompletions(
        _ chain: MemberChain, type: ValueType, at position: CompletionPosition, path: String, tree: SyntaxTree,
        resolver: TypeResolver, language: MessageLanguage
    ) -> [CompletionItem]? {
        let isInput: Bool
        switch (chain.root, chain.steps) {
        case (.name("input"), []), (.selfValue, [.member("input")]): isInput = true
        default: isInput = false
        }
        guard isInput, case .instance(let typeName) = type else { return nil }
        let context = UseContext(path: path, token: position.anchor, tree: tree)
        guard
            let graph = entries[path]?.factories.first(where: {
                $0.graph.lexicalPath == context.scope && inputType(of: $0) != nil
            })
        else { return nil }
        let module = modules(of: path).first ?? ""
        let graphName = graph.graph.lexicalPath.joined(separator: ".")
        let bindings = inputBindings(of: graph, graphPath: path, resolver: resolver)
        var seen = Set<String>()
        var members: [(name: String, member: TypeShape.Member)] = []
        for shape in resolver.shapes(ofType: typeName, from: module) {
            for (name, member) in shape.members where !member.isStatic && seen.insert(name).inserted {
                members.append((name, member))
            }
        }
        members.sort {
            $0.member.range.start < $1.member.range.start || $0.member.range.start == $1.member.range.start && $0.name < $1.name
        }
        return members.map { name, member in
            let count = bindings.filter { $0.binds(name) }.count
            let bound =
                count == 0
                ? CompletionText.inputUnbound.text(in: language, graphName)
                : count == 1
                    ? CompletionText.inputBoundOne.text(in: language)
                    : CompletionText.inputBoundMany.text(in: language, "\(count)")
            return CompletionItem(
                label: name, kind: member.isMethod ? .method : .property,
                detail: "\(member.written ?? member.type ?? "?") · \(bound)", text: name, range: position.replaced,
                reference: CompletionItem.Reference(kind: .inputMember, file: path, graph: graphName, name: name))
        }
    }

    /// Inside `G.override(` of an `overrides: true` graph: at a label, one label per factory not
    /// given yet that Swift's argument order still allows here, each as `.replace { … }`,
    /// `.mock { … }` (when the file imports CradleTesting) and `.original`; after `label:`, those
    /// three values.
    func overrideCompletions(
        _ call: OverrideCall, at position: CompletionPosition, path: String, tree: SyntaxTree, language: MessageLanguage
    ) -> [CompletionItem]? {
        let argument = position.argument(ofListOpeningAt: call.open, in: tree)
        guard call.graph.graph.arguments.hasOverrides, !argument.isExpression else { return nil }
        let factories = call.graph.factories
        let graphName = call.graph.graph.lexicalPath.joined(separator: ".")
        let canMock = Self.imports("CradleTesting", in: tree)
        let sendable = call.graph.graph.declaration.kind == .actor ? "@Sendable " : ""
        func values(of factory: Factory, labelled: Bool, range: ByteRange) -> [CompletionItem] {
            let label = labelled ? "\(factory.generatedName): " : ""
            let closure = "\(sendable)(\(factory.parameters.map(\.typeText).joined(separator: ", "))) -> \(factory.returnText)"
            let names = factory.parameters.map { $0.parameter.localName?.name ?? "_" }
            let plainParameters = names.isEmpty ? "" : " \(names.joined(separator: ", ")) in"
            let snippetParameters =
                names.isEmpty
                ? "" : " " + names.enumerated().map { "${\($0 + 1):\(Self.snippetEscaped($1))}" }.joined(separator: ", ") + " in"
            let reference = CompletionItem.Reference(kind: .override, file: call.graphPath, graph: graphName, name: factory.name)
            var items: [CompletionItem] = []
            for wrapper in canMock ? ["replace", "mock"] : ["replace"] {
                items.append(
                    CompletionItem(
                        label: "\(label).\(wrapper) { … }", kind: .snippet, detail: "DependencyOverride<\(closure)>",
                        text: "\(label).\(wrapper) {\(plainParameters) }",
                        snippet: "\(label).\(wrapper) {\(snippetParameters) $0 }", range: range,
                        filterText: labelled ? factory.generatedName : ".\(wrapper)", reference: reference))
            }
            items.append(
                CompletionItem(
                    label: "\(label).original", kind: .enumMember, detail: CompletionText.keeps.text(in: language, factory.name),
                    text: "\(label).original",
                    range: range, filterText: labelled ? factory.generatedName : ".original", reference: reference))
            return items
        }
        if argument.isValue {
            guard let label = argument.label, let factory = factories.first(where: { $0.comparisonName == label }) else {
                return nil
            }
            return values(of: factory, labelled: false, range: position.replaced(from: argument.valueStart))
        }
        // Swift wants the labels in declaration order: only those between the labels around.
        let indexes = { (labels: [String]) in labels.compactMap { label in factories.firstIndex { $0.comparisonName == label } } }
        let lower = (indexes(argument.labelsBefore).max() ?? -1) + 1
        let upper = indexes(argument.labelsAfter).min() ?? factories.count
        guard lower < upper else { return [] }
        return factories[lower..<upper].flatMap { values(of: $0, labelled: true, range: position.replaced) }
    }

    /// Inside `G.override(…).build(` of a sources graph: its source parameters not given yet, in
    /// the normalised order (`cradle.md` §2.7, §2.9), and all of them at once.
    func buildCompletions(
        _ call: OverrideCall, open: Int, at position: CompletionPosition, tree: SyntaxTree, language: MessageLanguage
    ) -> [CompletionItem]? {
        let argument = position.argument(ofListOpeningAt: open, in: tree)
        guard call.graph.graph.arguments.hasOverrides, !call.graph.sources.isEmpty, !argument.isExpression, !argument.isValue
        else { return nil }
        let module = modules(of: call.graphPath).first ?? ""
        let sources = call.graph.sources.sorted { $0.type.identity < $1.type.identity }
        let given = Set(argument.labelsBefore + argument.labelsAfter)
        let resolver = TypeResolver(self)
        func value(of source: SourceElement) -> String {
            let graph = resolver.graphs(named: source.type.identity, from: module).first?.graph
            return graph?.isSharedGraph == true ? "\(source.type.text).shared" : "\(source.type.text)()"
        }
        let remaining = sources.filter { !given.contains($0.type.generatedName) }
        var items = remaining.map { source in
            CompletionItem(
                label: "\(source.type.generatedName):", kind: .variable,
                detail: CompletionText.sourceParameter.text(in: language, source.type.text),
                text: "\(source.type.generatedName): ", snippet: "\(source.type.generatedName): ${1:\(value(of: source))}",
                range: position.replaced, filterText: source.type.generatedName)
        }
        if remaining.count > 1, given.isEmpty {
            let plain = remaining.map { "\($0.type.generatedName): \(value(of: $0))" }.joined(separator: ", ")
            let snippet = remaining.enumerated().map { "\($1.type.generatedName): ${\($0 + 1):\(value(of: $1))}" }
            items.insert(
                CompletionItem(
                    label: remaining.map { "\($0.type.generatedName):" }.joined(), kind: .snippet,
                    detail: CompletionText.everySource.text(in: language, call.graph.graph.lexicalPath.joined(separator: ".")),
                    text: plain,
                    snippet: snippet.joined(separator: ", "), range: position.replaced,
                    filterText: remaining.first?.type.generatedName),
                at: 0)
        }
        return items
    }

    /// Whether the file imports `module` (`import CradleTesting`, `@testable import …`, also
    /// inside `#if canImport(…)`).
    static func imports(_ module: String, in tree: SyntaxTree) -> Bool {
        var found = false
        DeclarationWalk.walk(tree.declarations) { step in
            guard case .import(let declaration) = step.declaration else { return .skipMembers }
            found = declaration.path.first?.name == module
            return found ? .stop : .descend
        }
        return found
    }

    /// Text for inside a snippet placeholder: `$`, `}` and `\` escaped.
    static func snippetEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "$" || character == "}" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
