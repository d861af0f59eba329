import CradleSyntax

/// Completions while a graph is declared: `@DependencyGraph(` options and their values,
/// `@Provide(` lifetimes, and a factory's parameters.
extension Workspace {
    /// A `@DependencyGraph(` (or `@Cradle.DependencyGraph(`) whose `(` is at `open`: the type it
    /// is written on, and the graph, when the file's summary has it.
    struct GraphAttributeSite {
        var declaration: TypeDeclaration?
        var graph: GraphFactories?
    }

    func graphAttribute(openingAt open: Int, in tree: SyntaxTree, path: String) -> GraphAttributeSite? {
        let tokens = tree.tokens
        guard open >= 2, tokens[open].kind == .leftParen, tree.canonicalText(ofToken: open - 1) == "DependencyGraph" else {
            return nil
        }
        var at = open - 2
        if at >= 2, tokens[at].kind == .period, tree.canonicalText(ofToken: at - 1) == "Cradle" { at -= 2 }
        guard tokens[at].kind == .atSign else { return nil }
        let start = Int(tokens[at].start)
        let graph = entries[path]?.factories.first { $0.graph.attribute.range.start == start }
        return GraphAttributeSite(
            declaration: graph?.graph.declaration ?? Self.typeDeclaration(withAttributeAt: start, in: tree.declarations),
            graph: graph)
    }

    /// The type declaration carrying an attribute that starts at `start`.
    private static func typeDeclaration(withAttributeAt start: Int, in declarations: [Declaration]) -> TypeDeclaration? {
        var found: TypeDeclaration?
        DeclarationWalk.walk(declarations) { step in
            guard case .type(let type) = step.declaration else { return .skipMembers }
            if type.attributes.contains(where: { $0.range.start == start }) {
                found = type
                return .stop
            }
            return type.range.contains(start) ? .descend : .skipMembers
        }
        return found
    }

    /// Inside `@DependencyGraph(`: at a label, the options not given yet that Cradle's order
    /// (`cradle.md` §1.4) still allows here, with the kinds each takes, struck through where the
    /// graph's kind forbids them; at a value, what that option takes.
    func graphOptionCompletions(
        for site: GraphAttributeSite, open: Int, at position: CompletionPosition, path: String, tree: SyntaxTree,
        language: MessageLanguage
    ) -> [CompletionItem]? {
        let argument = position.argument(ofListOpeningAt: open, in: tree)
        guard !argument.isExpression else { return nil }
        let isActor = site.declaration?.kind == .actor
        let isSharedGraph = site.graph?.isSharedGraph == true
        let hasInput = site.graph.map { !$0.graph.arguments.inputs.isEmpty } ?? false
        if argument.isValue {
            let range = position.replaced(from: argument.valueStart)
            switch argument.label {
            case nil where argument.index == 0 && argument.valueStart != nil:
                return graphLifetimeItems(hasInput: hasInput, range: range, language: language)
            case "input"?:
                return inputTypeCompletions(for: site, path: path, range: range, language: language)
            case "sources"?:
                return sourceElementCompletions(
                    for: site, listOpen: nil, at: position, path: path, tree: tree, isWrapped: true, language: language)
            case "overrides"?, "diagram"?:
                return ["true", "false"].map {
                    CompletionItem(label: $0, kind: .keyword, detail: "Bool", text: $0, range: range)
                }
            default:
                return nil
            }
        }
        let order = GraphArguments.declaredOrder
        func rank(_ label: String) -> Int { order.firstIndex(of: label) ?? 0 }
        let lower = max(argument.index > 0 ? 1 : 0, (argument.labelsBefore.map(rank).max() ?? -1) + 1)
        let upper = argument.labelsAfter.map(rank).min() ?? order.count
        var items: [CompletionItem] = []
        if lower == 0, upper > 0 {
            items += graphLifetimeItems(hasInput: hasInput, range: position.replaced, language: language)
        }
        let options: [(label: String, plain: String, snippet: String, detail: String, forbidden: MessageText?)] = [
            (
                "input", "input: ", "input: ${1:Input}.self", CompletionText.inputOption.text(in: language),
                isActor ? Message.inputOnActor() : isSharedGraph ? Message.inputOnSharedGraph() : nil
            ),
            (
                "sources", "sources: []", "sources: [${1:Graph}.self]", CompletionText.sourcesOption.text(in: language),
                isActor ? Message.sourcesOnActor() : nil
            ),
            (
                "overrides", "overrides: true", "overrides: ${1|true,false|}", CompletionText.overridesOption.text(in: language),
                nil
            ),
            (
                "diagram", "diagram: false", "diagram: ${1|false,true|}", CompletionText.diagramOption.text(in: language), nil
            ),
        ]
        for option in options where !(argument.labelsBefore + argument.labelsAfter).contains(option.label) {
            let rank = rank(option.label)
            guard rank >= lower, rank < upper else { continue }
            items.append(
                CompletionItem(
                    label: "\(option.label):", kind: .property, detail: option.detail, text: option.plain,
                    snippet: option.snippet, range: position.replaced, filterText: option.label,
                    deprecation: option.forbidden?.text(in: language)))
        }
        return items
    }

    /// The graph lifetimes: `.instance` (the default) and `.shared`.
    private func graphLifetimeItems(hasInput: Bool, range: ByteRange, language: MessageLanguage) -> [CompletionItem] {
        [
            CompletionItem(
                label: ".shared", kind: .enumMember, detail: CompletionText.sharedGraph.text(in: language), text: ".shared",
                range: range, deprecation: hasInput ? Message.inputOnSharedGraph().text(in: language) : nil),
            CompletionItem(
                label: ".instance", kind: .enumMember, detail: CompletionText.instanceGraph.text(in: language),
                text: ".instance", range: range),
        ]
    }

    /// After `input:`: the types declared in the graph's file, then the module's (those named
    /// `…Input` first), as `Type.self`; graphs are left out.
    private func inputTypeCompletions(
        for site: GraphAttributeSite, path: String, range: ByteRange, language: MessageLanguage
    ) -> [CompletionItem] {
        let module = entries[path]?.summary.module ?? ""
        let graphNames = Set(allGraphs.map { $0.graph.graph.lexicalPath.joined(separator: ".") })
        var seen = Set<String>()
        var ranked: [(rank: Int, name: String, file: String)] = []
        let files = [path] + (pathsByModule[module] ?? []).sorted().filter { $0 != path }
        for file in files {
            guard let entry = entries[file] else { continue }
            for name in entry.declaredTypes.keys where !graphNames.contains(name) && seen.insert(name).inserted {
                let rank = (file == path ? 0 : 2) + (name.hasSuffix("Input") ? 0 : 1)
                ranked.append((rank, name, file))
            }
        }
        ranked.sort { ($0.rank, $0.name) < ($1.rank, $1.name) }
        return ranked.prefix(200).map { entry in
            let file = entry.file.split(separator: "/").last.map(String.init) ?? entry.file
            return CompletionItem(
                label: entry.name, kind: .type, detail: CompletionText.declaredIn.text(in: language, file),
                text: "\(entry.name).self", range: range,
                filterText: entry.name)
        }
    }

    /// In `sources: [` (or after `sources:`, wrapped in `[…]`): the graphs the module sees, its
    /// own first, leaving out the graph itself and those listed already.
    func sourceElementCompletions(
        for site: GraphAttributeSite, listOpen: Int?, at position: CompletionPosition, path: String, tree: SyntaxTree,
        isWrapped: Bool, language: MessageLanguage
    ) -> [CompletionItem]? {
        var listed = Set<String>()
        var range = position.replaced
        if let listOpen {
            let argument = position.argument(ofListOpeningAt: listOpen, in: tree)
            guard !argument.isExpression, !argument.isValue else { return nil }
            let close = TokenScan.matchingBracket(listOpen, in: tree.tokens) ?? tree.tokens.count - 1
            for element in Self.arguments(between: listOpen, and: close, in: tree) where !element.value.isEmpty {
                let first = tree.tokens[element.value.lowerBound].start
                let last = tree.tokens[element.value.upperBound - 1].end
                let text = tree.canonicalText(of: ByteRange(start: Int(first), end: Int(last)), removingBackticks: true)
                listed.insert(text.hasSuffix(".self") ? String(text.dropLast(5)) : text)
            }
        } else {
            range = position.replaced
        }
        let module = entries[path]?.summary.module ?? ""
        let own = site.graph?.graph.lexicalPath ?? site.declaration?.name.map { [$0.name] }
        let candidates = allGraphs.filter { candidate in
            candidate.graph.graph.lexicalPath != own && canSee(candidate.path, from: module)
                && !listed.contains(candidate.graph.graph.lexicalPath.joined(separator: "."))
        }
        .map { (path: $0.path, graph: $0.graph, module: modules(of: $0.path).first ?? "") }
        .sorted {
            ($0.module == module ? 0 : 1, $0.graph.graph.lexicalPath.joined(separator: "."))
                < ($1.module == module ? 0 : 1, $1.graph.graph.lexicalPath.joined(separator: "."))
        }
        return candidates.map { candidate in
            let name = candidate.graph.graph.lexicalPath.joined(separator: ".")
            let registrations = candidate.graph.factories.filter { !$0.isExternal }.count
            let element = "\(name).self"
            return CompletionItem(
                label: name, kind: .type,
                detail: registrations == 1
                    ? CompletionText.graphOne.text(in: language, candidate.module)
                    : CompletionText.graphMany.text(in: language, candidate.module, "\(registrations)"),
                text: isWrapped ? "[\(element)]" : element, range: range, filterText: name,
                reference: CompletionItem.Reference(kind: .graph, file: candidate.path, graph: name, name: ""))
        }
    }

    /// Inside `@Provide(`: the three lifetimes with what each means, struck through where the
    /// factory's parameters, its consumers in the graph (`cradle.md` §5) or its `@External`
    /// parameters (#33) forbid one.
    func lifetimeCompletions(
        attributeOpen open: Int, at position: CompletionPosition, path: String, tree: SyntaxTree, language: MessageLanguage
    ) -> [CompletionItem]? {
        let argument = position.argument(ofListOpeningAt: open, in: tree)
        guard !argument.isExpression, argument.index == 0, argument.label == nil else { return nil }
        let range = position.replaced(from: argument.valueStart)
        let at = Int(tree.tokens[open - 2].start)
        // The function the attribute is on, read from its declaration (a factory with an error is
        // no registration, yet its parameters still decide).
        var site: (graph: GraphFactories, function: FunctionDeclaration)?
        for graph in entries[path]?.factories ?? [] where graph.graph.declaration.range.contains(at) {
            for member in graph.graph.members {
                if case .function(let function) = member.declaration,
                    function.attributes.contains(where: { $0.range.start == at })
                {
                    site = (graph, function)
                }
            }
        }
        return [Lifetime.shared, .lazy, .transient].map { lifetime in
            var reasons: [String] = []
            if let (graph, function) = site {
                let parameters = function.parameters.parameters
                let hasExternal = parameters.contains { $0.attributes.contains(where: \.isExternal) }
                if hasExternal, lifetime != .transient {
                    reasons.append(Message.externalRequiresTransient().text(in: language))
                }
                if !hasExternal {
                    let registered = graph.factories.filter { !$0.isExternal }
                    for parameter in parameters {
                        guard let type = parameter.type,
                            let provider = registered.first(where: { $0.identity == TypeNaming.identity(of: type, in: tree) }),
                            let (code, _) = lifetime.violation(dependingOn: provider.lifetime)
                        else { continue }
                        reasons.append(
                            CompletionText.takes.text(
                                in: language, tree.text[type.range], provider.lifetime.rawValue, provider.name, code.rawValue))
                    }
                    let identity = function.returnType.map { TypeNaming.identity(of: $0, in: tree) }
                    for consumer in registered where consumer.function.funcKeywordRange != function.funcKeywordRange {
                        guard consumer.graphParameters.contains(where: { $0.identity == identity }),
                            let (code, _) = consumer.lifetime.violation(dependingOn: lifetime)
                        else { continue }
                        reasons.append(
                            CompletionText.consumerTakes.text(
                                in: language, consumer.name, consumer.lifetime.rawValue, code.rawValue))
                    }
                }
            }
            return CompletionItem(
                label: ".\(lifetime.rawValue)", kind: .enumMember,
                detail: lifetime == .shared
                    ? CompletionText.defaultLifetime.text(in: language, Self.meaning(of: lifetime, language: language))
                    : Self.meaning(of: lifetime, language: language),
                documentation: CompletionText.lifetimeDocumentation.text(
                    in: language, lifetime.rawValue, Self.meaning(of: lifetime, language: language)),
                text: ".\(lifetime.rawValue)",
                range: range, deprecation: reasons.isEmpty ? nil : reasons.joined(separator: "; "))
        }
    }

    /// Inside a `@Provide` factory's parameter list: at a parameter's name, one `name: Type` per
    /// registration of the same graph (parameters link only within it, `cradle.md` §2.7), those
    /// not taken yet first, its own registration left out, and struck through where §5 forbids the
    /// lifetime or the parameter would close a cycle; `@External name: Type` for a `.transient`
    /// factory. After `name:`, the registrations' types.
    func parameterCompletions(
        clauseOpen open: Int, at position: CompletionPosition, path: String, tree: SyntaxTree, language: MessageLanguage
    ) -> [CompletionItem]? {
        let tokens = tree.tokens
        let funcStart = Int(tokens[open - 2].start)
        // The innermost graph around the clause, and the function in its members.
        guard
            let graph = (entries[path]?.factories ?? []).filter({ $0.graph.declaration.range.contains(funcStart) }).max(by: {
                $0.graph.declaration.range.start < $1.graph.declaration.range.start
            }),
            let function = graph.graph.members.lazy.compactMap({ member -> FunctionDeclaration? in
                if case .function(let function) = member.declaration, function.funcKeywordRange.start == funcStart {
                    return function
                }
                return nil
            }).first,
            let provide = function.attributes.first(where: { $0.path.count == 1 && $0.name == "Provide" })
        else { return nil }
        let argument = position.argument(ofListOpeningAt: open, in: tree)
        let factory = graph.factories.first { $0.function.funcKeywordRange.start == funcStart }
        let lifetime: Lifetime
        let isExplicitTransient: Bool
        if let factory {
            (lifetime, isExplicitTransient) = (factory.lifetime, factory.isExplicitTransient)
        } else if case .valid(let value, let isExplicit) = ProvideLifetime(provide, in: tree) {
            (lifetime, isExplicitTransient) = (value, isExplicit && value == .transient)
        } else {
            (lifetime, isExplicitTransient) = (.shared, false)
        }
        let isExternalProvider = function.parameters.parameters.contains { $0.attributes.contains(where: \.isExternal) }
        let ownIdentity = factory?.identity ?? function.returnType.map { TypeNaming.identity(of: $0, in: tree) }
        // Identities already taken by the other parameters.
        var taken = Set<String>()
        for (index, parameter) in function.parameters.parameters.enumerated() where index != argument.index {
            if let type = parameter.type { taken.insert(TypeNaming.identity(of: type, in: tree)) }
        }
        // What depends on this factory's registration, directly or not: taking one closes a cycle.
        let registered = graph.factories.filter { !$0.isExternal && $0.identity != ownIdentity }
        var dependents = Set<String>()
        if let ownIdentity {
            var consumers: [String: [String]] = [:]
            for candidate in registered {
                for parameter in candidate.graphParameters {
                    consumers[parameter.identity, default: []].append(candidate.identity)
                }
            }
            var queue = [ownIdentity]
            while let next = queue.popLast() {
                for consumer in consumers[next] ?? [] where dependents.insert(consumer).inserted { queue.append(consumer) }
            }
        }
        let graphName = graph.graph.lexicalPath.joined(separator: ".")
        let isTypePosition = argument.isValue || argument.written.last.map { tokens[$0].kind == .colon } == true
        if !isTypePosition, argument.isExpression { return nil }
        var ranked: [(rank: Int, item: CompletionItem)] = []
        for (order, candidate) in registered.enumerated() {
            var reasons: [String] = []
            if dependents.contains(candidate.identity) {
                reasons.append(
                    CompletionText.dependsOnThis.text(
                        in: language, candidate.name, DiagnosticCode.circularDependency.rawValue))
            }
            if !isExternalProvider, let (code, message) = lifetime.violation(dependingOn: candidate.lifetime) {
                reasons.append("\(message.text(in: language)): \(code.rawValue)")
            }
            let isTaken = taken.contains(candidate.identity)
            let detail =
                ".\(candidate.lifetime.rawValue) · \(candidate.name)()"
                + (isTaken ? " · " + CompletionText.alreadyParameter.text(in: language) : "")
            let reference = CompletionItem.Reference(kind: .factory, file: path, graph: graphName, name: candidate.name)
            let item: CompletionItem
            if isTypePosition {
                item = CompletionItem(
                    label: candidate.returnText, kind: .type, detail: "\(candidate.generatedName) · " + detail,
                    text: candidate.returnText, range: position.replaced,
                    deprecation: reasons.isEmpty ? nil : reasons.joined(separator: "; "), reference: reference)
            } else {
                item = CompletionItem(
                    label: "\(candidate.generatedName): \(candidate.returnText)", kind: .variable, detail: detail,
                    text: "\(candidate.generatedName): \(candidate.returnText)", range: position.replaced,
                    filterText: candidate.generatedName, deprecation: reasons.isEmpty ? nil : reasons.joined(separator: "; "),
                    reference: reference)
            }
            ranked.append(((reasons.isEmpty ? 0 : 2) * 1_000_000 + (isTaken ? 1 : 0) * 100_000 + order, item))
        }
        if !isTypePosition, isExplicitTransient {
            ranked.append(
                (
                    1_500_000,
                    CompletionItem(
                        label: "@External name: Type", kind: .keyword,  // literal: the code the item inserts
                        detail: CompletionText.externalParameter.text(in: language), text: "@External ",
                        snippet: "@External ${1:name}: ${2:Type}", range: position.replaced, filterText: "External"
                    )
                ))
        }
        return ranked.sorted { $0.rank < $1.rank }.map(\.item)
    }
}
