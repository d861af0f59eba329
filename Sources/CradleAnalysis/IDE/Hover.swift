import CradleSyntax

/// Hover content: Markdown and the range it describes.
public struct Hover: Sendable, Hashable {
    /// The content, as Markdown.
    public var markdown: String
    /// The range described.
    public var range: ByteRange
}

extension Workspace {
    /// Hover content at a position: a factory, a parameter type, a graph, a source, an accessor
    /// use or an override label.
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
        case .inputMember(let path, let range, let graph, let member):
            return Hover(markdown: describeInput(member, of: graph, graphPath: path), range: range)
        case .source(let path, let graph, let source):
            let resolved = resolveSource(source, of: graph, in: path)
            var text = "**source graph `\(source.type.text)`**, stored as `\(source.type.generatedName)`"
            if let resolved {
                text += "\n\n" + describe(resolved.graph, path: resolved.path)
            } else {
                text += "\n\nNo graph named `\(source.type.text)` is declared in the workspace."
            }
            return Hover(markdown: text, range: source.range)
        case .overrideLabel(_, let range, let graphPath, let graph, let factory):
            return Hover(markdown: describeOverride(of: factory, in: graph, path: graphPath), range: range)
        }
    }

    /// What a replacement of a factory must be and how long it lives (`cradle.md` §2.9): the
    /// closure type (every parameter of the factory, graph and external, in order), and the
    /// replaced factory's own hover.
    func describeOverride(of factory: Factory, in graph: GraphFactories, path: String) -> String {
        let graphName = graph.graph.lexicalPath.joined(separator: ".")
        let parameters = factory.parameters.map(\.typeText).joined(separator: ", ")
        let sendable = graph.graph.declaration.kind == .actor ? "@Sendable " : ""
        let closure = "\(sendable)(\(parameters)) -> \(factory.returnText)"
        let lifetime: String
        if factory.isExternal {
            lifetime =
                "an external method: the replacement runs on every call, with the graph's dependencies and the caller's values"
        } else {
            switch factory.lifetime {
            case .shared: lifetime = "`.shared`: the replacement runs once per `build()` and is not kept by the graph afterwards"
            case .lazy: lifetime = "`.lazy`: the replacement runs on the first read and is released after it"
            case .transient: lifetime = "`.transient`: the graph keeps the replacement and runs it on every read"
            }
        }
        return [
            "**override `\(factory.generatedName):`** of `\(graphName)`: replaces `\(factory.name)`", "",
            "```swift", "DependencyOverride<\(closure)>", "```",
            "`.replace { … }` or CradleTesting's `.mock { … }` with a closure of that type, or `.original`.",
            "Lifetime \(lifetime).", "", "---", "", describe(factory, in: graph, path: path),
        ].joined(separator: "\n")
    }

    static func meaning(of lifetime: Lifetime) -> String {
        switch lifetime {
        case .shared: "created once per graph instance, while the graph is built, and kept as long as the graph lives"
        case .lazy: "created on first access and kept as long as the graph lives"
        case .transient: "created anew on every access; nothing is kept"
        }
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
        let resolver = TypeResolver(self)
        lines.append("")
        lines.append(Self.describe(uses(of: factory, in: graph, graphPath: path, resolver: resolver)))
        if !factory.isExternal {
            let bound = bindings(fedBy: factory, in: graph, graphPath: path, resolver: resolver)
            if !bound.isEmpty {
                lines.append("")
                lines.append("Bound into:")
                for binding in bound {
                    let readers = readers(of: binding.member, in: binding.graph, graphPath: binding.graphPath).map {
                        "`\($0.name)`"
                    }
                    lines.append(
                        "- " + (binding.member.map { "`input.\($0)`" } ?? "the whole `input`")
                            + " of `\(binding.graph.graph.lexicalPath.joined(separator: "."))`"
                            + (readers.isEmpty ? "" : ", read by " + readers.joined(separator: ", "))
                            + " (\(place(binding.expression)))")
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The uses line of a factory's hover: how many uses read it (the number the code lens
    /// gives), grouped: the consuming factories of the graph, the accessor reads, and the
    /// factories that read a bound `input` member; then how many override labels replace it
    /// (references list both).
    static func describe(_ uses: [RegistrationUse]) -> String {
        let overrides = uses.count - uses.filter(\.isRead).count
        let overridden = overrides == 0 ? "" : "\n\nOverridden in " + (overrides == 1 ? "1 place" : "\(overrides) places")
        let uses = uses.filter(\.isRead)
        guard !uses.isEmpty else { return "Consumers: none" + overridden }
        var parts: [String] = []
        var parameterConsumers: [String] = []
        var resolved = 0
        var byName = 0
        var bound: [String] = []
        var boundCounts: [String: Int] = [:]
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
                let key = "`input.\(member)` by `\(graphName).\(use.consumer?.factory.name ?? "")`"
                if boundCounts[key] == nil { bound.append(key) }
                boundCounts[key, default: 0] += 1
            }
        }
        parts += parameterConsumers
        if resolved > 0 { parts.append(resolved == 1 ? "1 accessor use" : "\(resolved) accessor uses") }
        if byName > 0 {
            parts.append(
                (byName == 1 ? "1 possible accessor use" : "\(byName) possible accessor uses") + " (receiver type unknown)")
        }
        for key in bound {
            let count = boundCounts[key] ?? 1
            parts.append((count == 1 ? "1 read of " : "\(count) reads of ") + key)
        }
        return "Consumers (\(uses.count)): " + parts.joined(separator: ", ") + overridden
    }

    /// `input.member` of an input graph: the member's type and every value bound to it.
    func describeInput(_ member: String, of graph: GraphFactories, graphPath: String) -> String {
        let graphName = graph.graph.lexicalPath.joined(separator: ".")
        let resolver = TypeResolver(self)
        let module = modules(of: graphPath).first ?? ""
        var header = "**`input.\(member)`** of `\(graphName)`"
        if let input = inputType(of: graph) {
            let declared = resolver.shapes(ofType: input.identity, from: module).compactMap { $0.members[member] }.first
            if let type = declared?.written ?? declared?.type {
                header += ": `\(type)`, a member of `\(input.text)`"
            } else {
                header += ", a member of `\(input.text)`"
            }
        }
        var lines = [header, ""]
        let bindings = inputBindings(of: graph, graphPath: graphPath, resolver: resolver).filter { $0.binds(member) }
        if bindings.isEmpty {
            lines.append("No `\(graphName)(input:)` call in the workspace binds `\(member)`.")
            return lines.joined(separator: "\n")
        }
        lines.append(bindings.count == 1 ? "Bound by 1 call:" : "Bound by \(bindings.count) calls:")
        for binding in bindings {
            let whole = binding.member == nil ? " (the whole input)" : ""
            let expression = text(of: binding.expression.file)?[binding.expression.range] ?? ""
            if let provider = binding.provider {
                let providerModule = modules(of: provider.graphPath).first ?? ""
                lines.append(
                    "- `\(provider.graph.graph.lexicalPath.joined(separator: ".")).\(provider.factory.generatedName)`"
                        + " (`.\(provider.factory.lifetime.rawValue)`, from `\(provider.factory.name)`, module `\(providerModule)`)"
                        + " at \(place(binding.expression))" + whole)
            } else {
                lines.append("- `\(expression)` at \(place(binding.expression))" + whole)
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

    func describe(_ parameter: FactoryParameter, of factory: Factory, in graph: GraphFactories, path: String) -> String {
        let graphName = graph.graph.lexicalPath.joined(separator: ".")
        // Why this binding: the near misses, and what §5 says of the one chosen.
        let explanation = explanation(of: parameter, of: factory, in: graph, path: path)
        var why: [String] = explanation.lifetimeViolation.map { ["- §5: \($0)"] } ?? []
        why += explanation.candidates.map { "- not `\($0.graph).\($0.factory)` (\($0.reason.rawValue)): \($0.detail)" }
        let whySection = why.isEmpty ? "" : "\n\n**Why this binding**\n" + why.joined(separator: "\n")
        if let provider = graph.factories.first(where: { !$0.isExternal && $0.identity == parameter.identity }) {
            return
                "`\(parameter.typeText)` is provided by `\(provider.name)` (`.\(provider.lifetime.rawValue)`) in `\(graphName)`"
                + whySection + "\n\n" + describe(provider, in: graph, path: path)
        }
        if let external = graph.factories.first(where: { $0.isExternal && $0.identity == parameter.identity }) {
            return
                "`\(parameter.typeText)` comes from `\(external.name)`, which needs `@External` input from its caller, so it cannot be wired automatically"
        }
        var text =
            "No registration in `\(graphName)` returns `\(parameter.typeText)`. Types match by spelling: module paths, type aliases and `[T]` versus `Array<T>` are not resolved."
        let registered = graph.factories.filter { !$0.isExternal }
        if why.isEmpty, let tree = tree(of: path),
            let hint = Predictions.nearMiss(
                for: parameter, of: factory, registered: registered, typeAliases: entries[path]?.summary.typeAliases ?? [:],
                tree: tree,
                file: path)
        {
            text += "\n\n" + hint.message
        }
        return text + whySection
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
}
