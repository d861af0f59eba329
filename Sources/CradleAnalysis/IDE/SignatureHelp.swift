import CradleSyntax

/// The signature of the call around the cursor: a graph's generated `override(…)`, or one of
/// its external methods.
public struct SignatureHelp: Sendable, Hashable {
    /// The whole signature, as a caller reads it.
    public var label: String
    /// Markdown about the call.
    public var documentation: String
    /// Each parameter, as its text inside ``label``, with what it means.
    public var parameters: [(label: String, documentation: String)]
    /// The parameter the cursor is in, if any.
    public var activeParameter: Int?

    public static func == (lhs: SignatureHelp, rhs: SignatureHelp) -> Bool {
        lhs.label == rhs.label && lhs.documentation == rhs.documentation && lhs.activeParameter == rhs.activeParameter
            && lhs.parameters.map(\.label) == rhs.parameters.map(\.label)
            && lhs.parameters.map(\.documentation) == rhs.parameters.map(\.documentation)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(label)
        hasher.combine(activeParameter)
    }
}

extension Workspace {
    /// The signature of the innermost call whose parentheses hold `offset`: `G.override(` of an
    /// `overrides: true` graph (one `label: DependencyOverride<(deps…) -> T> = .original` per
    /// factory, in declaration order; the active one is the label being written, or the next
    /// the graph declares after the labels before it), or an external method read through its
    /// graph (`graph.page(` → `page(index: Int) -> Page`).
    public func signatureHelp(path: String, offset: Int, language: MessageLanguage = .english) -> SignatureHelp? {
        guard let tree = tree(of: path) else { return nil }
        let tokens = tree.tokens
        var index = min(tree.tokenIndex(containing: offset), tokens.count - 1)
        while index >= 0, Int(tokens[index].start) >= offset { index -= 1 }
        // The `(` that opens the call around the cursor.
        guard let open = TokenScan.enclosingBracket(before: index + 1, in: tokens), tokens[open].kind == .leftParen else {
            return nil
        }
        return signature(ofCallOpeningAt: open, offset: offset, in: tree, path: path, language: language)
    }

    private func signature(
        ofCallOpeningAt open: Int, offset: Int, in tree: SyntaxTree, path: String, language: MessageLanguage
    ) -> SignatureHelp? {
        let tokens = tree.tokens
        let close = TokenScan.matchingBracket(open, in: tokens) ?? tokens.count - 1
        guard offset <= Int(tokens[close].start) || tokens[close].kind != .rightParen else { return nil }
        // The arguments written so far, and the one the cursor is in (by the top-level commas
        // before it; past the last argument, a new one without a label yet).
        let arguments = Self.arguments(between: open, and: close, in: tree)
        var end = open + 1
        while end < close, Int(tokens[end].start) < offset { end += 1 }
        let current = TokenScan.topLevelIndexes(
            in: (open + 1)..<end, kind: { tokens[$0].kind }, where: { tokens[$0].kind == .comma }
        ).count
        let currentLabel = current < arguments.count ? arguments[current].label : nil
        let labelsBefore = arguments.prefix(current).compactMap(\.label)
        let resolver = TypeResolver(self)
        if let call = overrideCall(openingAt: open, in: tree, path: path, resolver: resolver),
            call.graph.graph.arguments.hasOverrides
        {
            let factories = call.graph.factories
            let graphName = call.graph.graph.lexicalPath.joined(separator: ".")
            let sendable = call.graph.graph.declaration.kind == .actor ? "@Sendable " : ""
            let parameters = factories.map { factory in
                (
                    label:
                        "\(factory.generatedName): DependencyOverride<\(sendable)(\(factory.parameters.map(\.typeText).joined(separator: ", "))) -> \(factory.returnText)> = .original",
                    documentation: SignatureHelpText.overrideParameter.text(
                        in: language, factory.name,
                        factory.isExternal ? Lifetime.transient.rawValue : factory.lifetime.rawValue)
                )
            }
            let active: Int?
            if let currentLabel {
                active = factories.firstIndex { $0.comparisonName == currentLabel }
            } else {
                // A label not written yet: the next the graph declares after the ones before it.
                let before = labelsBefore.compactMap { label in factories.firstIndex { $0.comparisonName == label } }
                let next = (before.max() ?? -1) + 1
                active = next < factories.count ? next : nil
            }
            return SignatureHelp(
                label: "override(\(parameters.map(\.label).joined(separator: ", "))) -> \(graphName).OverrideBuilder",
                documentation: SignatureHelpText.overrideDocumentation.text(in: language, graphName),
                parameters: parameters, activeParameter: active)
        }
        // An external method: `receiver.name(`.
        guard open >= 2, tokens[open - 1].kind == .identifier, tokens[open - 2].kind == .period,
            case .accessorUse(_, _, _, let graph, let factory)? = accessorUse(
                token: open - 1, in: path, tree: tree, resolver: resolver),
            factory.isExternal
        else { return nil }
        let externals = factory.parameters.filter { $0.external != nil }
        let parameters = externals.map { parameter in
            (
                label: "\(parameter.parameter.label.map { "\($0): " } ?? "_ ")\(parameter.typeText)",
                documentation: SignatureHelpText.externalParameter.text(in: language, factory.name)
            )
        }
        let active: Int?
        if let currentLabel {
            active = externals.firstIndex { $0.parameter.label == currentLabel }
        } else {
            active = current < externals.count ? current : nil
        }
        let graphName = graph.graph.lexicalPath.joined(separator: ".")
        return SignatureHelp(
            label: "\(factory.generatedName)(\(parameters.map(\.label).joined(separator: ", "))) -> \(factory.returnText)",
            documentation: SignatureHelpText.externalDocumentation.text(in: language, graphName, factory.name),
            parameters: parameters, activeParameter: active)
    }
}
