import CradleSyntax

/// Hover content: Markdown and the range it describes.
public struct Hover: Sendable, Hashable {
    /// The content, as Markdown.
    public var markdown: String
    /// The range described.
    public var range: ByteRange
}

extension Workspace {
    /// Hover content at a position, in `language`: a factory, a parameter type, a graph, a source,
    /// an accessor use or an override label.
    public func hover(path: String, offset: Int, language: MessageLanguage = .english) -> Hover? {
        guard let target = target(at: path, offset: offset) else { return nil }
        switch target {
        case .factory(let path, let graph, let factory):
            return Hover(
                markdown: describe(factory, in: graph, path: path, language: language), range: factory.function.name.range)
        case .accessorUse(_, let range, let graphPath, let graph, let factory):
            return Hover(markdown: describe(factory, in: graph, path: graphPath, language: language), range: range)
        case .parameter(let path, let graph, let factory, let parameter):
            return Hover(
                markdown: describe(parameter, of: factory, in: graph, path: path, language: language),
                range: parameter.typeRange)
        case .graph(let path, let graph):
            return Hover(markdown: describe(graph, path: path, language: language), range: graph.graph.attribute.range)
        case .input(_, let graph, let type):
            let name = graph.graph.lexicalPath.joined(separator: ".")
            return Hover(markdown: HoverText.inputType.text(in: language, type.text, name), range: type.range)
        case .inputMember(let path, let range, let graph, let member):
            return Hover(markdown: describeInput(member, of: graph, graphPath: path, language: language), range: range)
        case .source(let path, let graph, let source):
            let resolved = resolveSource(source, of: graph, in: path)
            var text = HoverText.sourceGraph.text(in: language, source.type.text, source.type.generatedName)
            if let resolved {
                text += "\n\n" + describe(resolved.graph, path: resolved.path, language: language)
            } else {
                text += "\n\n" + HoverText.sourceGraphMissing.text(in: language, source.type.text)
            }
            return Hover(markdown: text, range: source.range)
        case .overrideLabel(_, let range, let graphPath, let graph, let factory):
            return Hover(
                markdown: describeOverride(of: factory, in: graph, path: graphPath, language: language), range: range)
        }
    }

    /// What a replacement of a factory must be and how long it lives (`cradle.md` §2.9): the
    /// closure type (every parameter of the factory, graph and external, in order), and the
    /// replaced factory's own hover.
    func describeOverride(of factory: Factory, in graph: GraphFactories, path: String, language: MessageLanguage)
        -> String
    {
        let graphName = graph.graph.lexicalPath.joined(separator: ".")
        let parameters = factory.parameters.map(\.typeText).joined(separator: ", ")
        let sendable = graph.graph.declaration.kind == .actor ? "@Sendable " : ""
        let closure = "\(sendable)(\(parameters)) -> \(factory.returnText)"
        let lifetime: HoverText
        if factory.isExternal {
            lifetime = .overrideLifetimeExternal
        } else {
            switch factory.lifetime {
            case .shared: lifetime = .overrideLifetimeShared
            case .lazy: lifetime = .overrideLifetimeLazy
            case .transient: lifetime = .overrideLifetimeTransient
            }
        }
        return [
            HoverText.overrideHeader.text(in: language, factory.generatedName, graphName, factory.name), "",
            "```swift", "DependencyOverride<\(closure)>", "```", HoverText.overrideValues.text(in: language),
            lifetime.text(in: language), "", "---", "", describe(factory, in: graph, path: path, language: language),
        ].joined(separator: "\n")
    }

    /// What a lifetime means for the value, in `language`.
    static func meaning(of lifetime: Lifetime, language: MessageLanguage) -> String {
        switch lifetime {
        case .shared: HoverText.meaningShared.text(in: language)
        case .lazy: HoverText.meaningLazy.text(in: language)
        case .transient: HoverText.meaningTransient.text(in: language)
        }
    }

    func describe(_ factory: Factory, in graph: GraphFactories, path: String, language: MessageLanguage) -> String {
        var lines: [String] = []
        let graphName = graph.graph.lexicalPath.joined(separator: ".")
        if factory.isExternal {
            lines.append(HoverText.externalHeader.text(in: language, factory.generatedName, factory.returnText, graphName))
        } else {
            lines.append(HoverText.registrationHeader.text(in: language, factory.generatedName, factory.returnText, graphName))
        }
        lines.append("")
        lines.append("```swift")
        lines.append(accessorExample(factory, in: graph))
        lines.append("```")
        if factory.isExternal {
            lines.append(HoverText.externalLifetime.text(in: language, factory.name))
        } else {
            lines.append(
                HoverText.lifetime.text(
                    in: language, factory.lifetime.rawValue, Self.meaning(of: factory.lifetime, language: language)))
        }
        let dependencies = factory.graphParameters.map { parameter -> String in
            if let provider = graph.factories.first(where: { !$0.isExternal && $0.identity == parameter.identity }) {
                return HoverText.dependencyProvided.text(
                    in: language, parameter.typeText, provider.lifetime.rawValue, provider.name)
            }
            return HoverText.dependencyUnregistered.text(in: language, parameter.typeText)
        }
        lines.append("")
        lines.append(
            dependencies.isEmpty
                ? HoverText.dependenciesNone.text(in: language)
                : HoverText.dependencies.text(in: language, dependencies.joined(separator: ", ")))
        let resolver = TypeResolver(self)
        lines.append("")
        lines.append(Self.describe(uses(of: factory, in: graph, graphPath: path, resolver: resolver), language: language))
        if !factory.isExternal {
            let bound = bindings(fedBy: factory, in: graph, graphPath: path, resolver: resolver)
            if !bound.isEmpty {
                lines.append("")
                lines.append(HoverText.boundInto.text(in: language))
                for binding in bound {
                    let readers = readers(of: binding.member, in: binding.graph, graphPath: binding.graphPath).map {
                        "`\($0.name)`"
                    }
                    let graphName = binding.graph.graph.lexicalPath.joined(separator: ".")
                    let read = readers.isEmpty ? "" : HoverText.boundReaders.text(in: language, readers.joined(separator: ", "))
                    let place = place(binding.expression)
                    lines.append(
                        binding.member.map { HoverText.boundMember.text(in: language, $0, graphName, read, place) }
                            ?? HoverText.boundWhole.text(in: language, graphName, read, place))
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The uses line of a factory's hover: how many uses read it (the number the code lens
    /// gives), grouped: the consuming factories of the graph, the accessor reads, and the
    /// factories that read a bound `input` member; then how many override labels replace it
    /// (references list both).
    static func describe(_ uses: [RegistrationUse], language: MessageLanguage) -> String {
        let overrides = uses.count - uses.filter(\.isRead).count
        let overridden =
            overrides == 0
            ? ""
            : "\n\n"
                + (overrides == 1
                    ? HoverText.overriddenOne.text(in: language) : HoverText.overriddenMany.text(in: language, "\(overrides)"))
        let uses = uses.filter(\.isRead)
        guard !uses.isEmpty else { return HoverText.consumersNone.text(in: language) + overridden }
        var parts: [String] = []
        var parameterConsumers: [String] = []
        var resolved = 0
        var byName = 0
        var bound: [BoundRead] = []
        var boundCounts: [BoundRead: Int] = [:]
        for use in uses {
            switch use.kind {
            case .parameter:
                let name = "`\(use.consumer?.factory.name ?? "")`"
                if !parameterConsumers.contains(name) { parameterConsumers.append(name) }
            case .accessorRead: resolved += 1
            case .possibleAccessorRead: byName += 1
            case .overrideLabel: continue
            case .boundInputRead(let member):
                let graphName = use.consumer?.graph.graph.lexicalPath.joined(separator: ".") ?? ""
                let key = BoundRead(member: member, reader: "\(graphName).\(use.consumer?.factory.name ?? "")")
                if boundCounts[key] == nil { bound.append(key) }
                boundCounts[key, default: 0] += 1
            }
        }
        parts += parameterConsumers
        if resolved > 0 {
            parts.append(
                resolved == 1
                    ? HoverText.accessorUseOne.text(in: language) : HoverText.accessorUseMany.text(in: language, "\(resolved)"))
        }
        if byName > 0 {
            parts.append(
                byName == 1
                    ? HoverText.possibleAccessorUseOne.text(in: language)
                    : HoverText.possibleAccessorUseMany.text(in: language, "\(byName)"))
        }
        for key in bound {
            let count = boundCounts[key] ?? 1
            parts.append(
                count == 1
                    ? HoverText.boundReadOne.text(in: language, key.member, key.reader)
                    : HoverText.boundReadMany.text(in: language, "\(count)", key.member, key.reader))
        }
        return HoverText.consumers.text(in: language, "\(uses.count)", parts.joined(separator: ", ")) + overridden
    }

    /// Reads of a bound `input` member by one factory (`Graph.factory`), counted together.
    private struct BoundRead: Hashable {
        var member: String
        var reader: String
    }

    /// `input.member` of an input graph: the member's type and every value bound to it.
    func describeInput(_ member: String, of graph: GraphFactories, graphPath: String, language: MessageLanguage) -> String {
        let graphName = graph.graph.lexicalPath.joined(separator: ".")
        let resolver = TypeResolver(self)
        let module = modules(of: graphPath).first ?? ""
        var header = HoverText.inputMember.text(in: language, member, graphName)
        if let input = inputType(of: graph) {
            let declared = resolver.shapes(ofType: input.identity, from: module).compactMap { $0.members[member] }.first
            if let type = declared?.written ?? declared?.type {
                header = HoverText.inputMemberTyped.text(in: language, member, graphName, type, input.text)
            } else {
                header = HoverText.inputMemberUntyped.text(in: language, member, graphName, input.text)
            }
        }
        var lines = [header, ""]
        let bindings = inputBindings(of: graph, graphPath: graphPath, resolver: resolver).filter { $0.binds(member) }
        if bindings.isEmpty {
            lines.append(HoverText.inputUnbound.text(in: language, graphName, member))
            return lines.joined(separator: "\n")
        }
        lines.append(
            bindings.count == 1
                ? HoverText.boundByOne.text(in: language) : HoverText.boundByMany.text(in: language, "\(bindings.count)"))
        for binding in bindings {
            let whole = binding.member == nil ? HoverText.bindingWhole.text(in: language) : ""
            let expression = text(of: binding.expression.file)?[binding.expression.range] ?? ""
            if let provider = binding.provider {
                let providerModule = modules(of: provider.graphPath).first ?? ""
                lines.append(
                    HoverText.bindingFromProvider.text(
                        in: language,
                        "\(provider.graph.graph.lexicalPath.joined(separator: ".")).\(provider.factory.generatedName)",
                        provider.factory.lifetime.rawValue, provider.factory.name, providerModule, place(binding.expression),
                        whole))
            } else {
                lines.append(HoverText.bindingExpression.text(in: language, expression, place(binding.expression), whole))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `File.swift:12`: a location's file name and 1-based line.
    func place(_ location: Location) -> String {
        let name = location.file.split(separator: "/").last.map(String.init) ?? location.file
        guard let text = text(of: location.file) else { return name }
        return "`\(name):\(LineIndex(text).position(of: location.range.start).line + 1)`"
    }

    func describe(
        _ parameter: FactoryParameter, of factory: Factory, in graph: GraphFactories, path: String, language: MessageLanguage
    ) -> String {
        let graphName = graph.graph.lexicalPath.joined(separator: ".")
        // Why this binding: the near misses, and what §5 says of the one chosen.
        let explanation = explanation(of: parameter, of: factory, in: graph, path: path).localized(to: language)
        var why: [String] = explanation.lifetimeViolation.map { ["- §5: \($0)"] } ?? []
        why += explanation.candidates.map {
            HoverText.whyCandidate.text(in: language, $0.graph, $0.factory, $0.reason.rawValue, $0.detail)
        }
        let whySection = why.isEmpty ? "" : "\n\n" + HoverText.whyHeading.text(in: language) + "\n" + why.joined(separator: "\n")
        if let provider = graph.factories.first(where: { !$0.isExternal && $0.identity == parameter.identity }) {
            return HoverText.providedBy.text(
                in: language, parameter.typeText, provider.name, provider.lifetime.rawValue, graphName)
                + whySection + "\n\n" + describe(provider, in: graph, path: path, language: language)
        }
        if let external = graph.factories.first(where: { $0.isExternal && $0.identity == parameter.identity }) {
            return HoverText.fromExternal.text(in: language, parameter.typeText, external.name)
        }
        var text = HoverText.noRegistration.text(in: language, graphName, parameter.typeText)
        let registered = graph.factories.filter { !$0.isExternal }
        if why.isEmpty, let tree = tree(of: path),
            let hint = Predictions.nearMiss(
                for: parameter, of: factory, registered: registered, typeAliases: entries[path]?.summary.typeAliases ?? [:],
                tree: tree,
                file: path)
        {
            text += "\n\n" + hint.localized(to: language).message
        }
        return text + whySection
    }

    func describe(_ graph: GraphFactories, path: String, language: MessageLanguage) -> String {
        let name = graph.graph.lexicalPath.joined(separator: ".")
        let registered = graph.factories.filter { !$0.isExternal }
        let external = graph.factories.filter(\.isExternal)
        var counts: [String] = []
        for lifetime in [Lifetime.shared, .lazy, .transient] {
            let count = registered.filter { $0.lifetime == lifetime }.count
            if count > 0 { counts.append("\(count) `.\(lifetime.rawValue)`") }
        }
        var lines = [HoverText.graphHeader.text(in: language, name, graph.graph.declaration.kind == .actor ? "actor" : "class")]
        lines.append("")
        lines.append(
            HoverText.registrations.text(in: language, "\(registered.count)")
                + (counts.isEmpty ? "" : " (" + counts.joined(separator: ", ") + ")")
                + (external.isEmpty ? "" : HoverText.externalProviders.text(in: language, "\(external.count)")))
        if !graph.sources.isEmpty {
            lines.append("")
            lines.append(
                HoverText.sources.text(in: language, graph.sources.map { "`\($0.type.text)`" }.joined(separator: ", ")))
        }
        if !graph.isValid {
            lines.append("")
            lines.append(HoverText.graphInvalid.text(in: language))
        }
        return lines.joined(separator: "\n")
    }
}
