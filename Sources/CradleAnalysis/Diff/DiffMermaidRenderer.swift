/// Draws one changed graph as a Mermaid flowchart in CradlePlugin's style (a blank-titled
/// subgraph, the graph's root, sources, providers labelled type / factory / lifetime, lifetime
/// borders) over the union of both revisions, with what the change added, removed or changed
/// marked by extra classes and link styles, and a legend.
public enum DiffMermaidRenderer {
    /// Link colours: added and removed edges.
    static let addedLink = "stroke:#1a7f37,stroke-width:3px;"
    static let removedLink = "stroke:#cf222e,stroke-width:2px,stroke-dasharray:4 4;"

    /// The flowchart of `change` with its legend in English.
    public static func render(_ change: GraphChange) -> String { render(change, language: .english) }

    /// The flowchart of `change`, with `\n` line endings and a trailing newline; the legend in
    /// `language`.
    public static func render(_ change: GraphChange, language: MessageLanguage) -> String {
        var lines = ["%% cradle-lsp --diff: \(change.identity)", "flowchart TB"]
        lines += MermaidRenderer.classDefinitions([.source, .shared, .lazy, .transient])
        lines += [
            MermaidRenderer.classDefinition(ChangeKind.added.rawValue, "fill:#dafbe1,color:#1a7f37;"),
            MermaidRenderer.classDefinition(ChangeKind.removed.rawValue, "fill:#ffebe9,color:#cf222e;"),
            MermaidRenderer.classDefinition(ChangeKind.changed.rawValue, "fill:#fff8c5,color:#9a6700;"),
        ]
        let name = change.current?.lexicalName ?? change.identity
        let graphClass: String? = change.kind == .unchanged ? nil : change.kind.rawValue

        // Sources: the union, head order first.
        let sources = union(change.base?.sources ?? [], change.head?.sources ?? [])
        let sourceIDs = Dictionary(uniqueKeysWithValues: sources.enumerated().map { ($1, "diff_source\($0)") })
        // Providers: the head's order, then removed ones.
        var providers: [(RegistrationChange?, RegistrationSnapshot)] = []
        let changesByIdentity = Dictionary(change.registrations.map { ($0.identity, $0) }, uniquingKeysWith: { a, _ in a })
        for registration in change.head?.registrations ?? [] {
            providers.append((changesByIdentity[registration.identity], registration))
        }
        for registration in change.base?.registrations ?? [] where changesByIdentity[registration.identity]?.kind == .removed {
            providers.append((changesByIdentity[registration.identity], registration))
        }
        let providerIDs = Dictionary(
            providers.enumerated().map { ($1.1.identity, "diff_provider\($0)") }, uniquingKeysWith: { a, _ in a })

        lines.append(subgraph("diff_graph", " "))
        lines.append("        diff_root[\"\(MermaidRenderer.label(name))\"]")
        for (index, source) in sources.enumerated() {
            lines.append("        diff_source\(index)[\"\(MermaidRenderer.label(source))\"]")
        }
        for (index, (registrationChange, registration)) in providers.enumerated() {
            var lifetime = ".\(registration.lifetime.rawValue)"
            if let change = registrationChange?.lifetime { lifetime = ".\(change.from.rawValue) → .\(change.to.rawValue)" }
            var factory = registration.factoryName
            if let renamed = registrationChange?.factoryName { factory = "\(renamed.from) → \(renamed.to)" }
            lines.append(
                "        diff_provider\(index)[\"\(MermaidRenderer.label([registration.typeText, factory, lifetime]))\"]")
        }
        lines.append("    end")

        // Edges of each side, then their union with a style per edge.
        let before = edges(change.base, sourceIDs: sourceIDs, providerIDs: providerIDs)
        let after = edges(change.head, sourceIDs: sourceIDs, providerIDs: providerIDs)
        let all = union(after, before)
        var added: [Int] = []
        var removed: [Int] = []
        for (index, edge) in all.enumerated() {
            lines.append("    \(edge.from) --> \(edge.to)")
            if !before.contains(edge) { added.append(index) }
            if !after.contains(edge) { removed.append(index) }
        }

        lines.append(MermaidRenderer.classAssignment("diff_root", DiagramStyle.source.rawValue))
        if let graphClass { lines.append(MermaidRenderer.classAssignment("diff_root", graphClass)) }
        let baseSources = Set(change.base?.sources ?? [])
        let headSources = Set(change.head?.sources ?? [])
        for (index, source) in sources.enumerated() {
            lines.append(MermaidRenderer.classAssignment("diff_source\(index)", DiagramStyle.source.rawValue))
            if !baseSources.contains(source) {
                lines.append(MermaidRenderer.classAssignment("diff_source\(index)", ChangeKind.added.rawValue))
            } else if !headSources.contains(source) {
                lines.append(MermaidRenderer.classAssignment("diff_source\(index)", ChangeKind.removed.rawValue))
            }
        }
        for (index, (registrationChange, registration)) in providers.enumerated() {
            lines.append(MermaidRenderer.classAssignment("diff_provider\(index)", DiagramStyle(registration.lifetime).rawValue))
            if let kind = registrationChange?.kind, kind != .unchanged {
                lines.append(MermaidRenderer.classAssignment("diff_provider\(index)", kind.rawValue))
            }
        }
        if !added.isEmpty { lines.append("    linkStyle \(added.map(String.init).joined(separator: ",")) \(addedLink)") }
        if !removed.isEmpty { lines.append("    linkStyle \(removed.map(String.init).joined(separator: ",")) \(removedLink)") }

        let legend: [(kind: ChangeKind, text: DiffText)] = [
            (.added, .legendAdded), (.removed, .legendRemoved), (.changed, .legendChanged),
        ]
        lines.append(subgraph("diff_legend", DiffText.legend.text(in: language)))
        for (kind, text) in legend {
            lines.append("        diff_legend_\(kind.rawValue)[\"\(MermaidRenderer.label(text.text(in: language)))\"]")
        }
        lines.append("    end")
        for (kind, _) in legend { lines.append(MermaidRenderer.classAssignment("diff_legend_\(kind.rawValue)", kind.rawValue)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The opening line of a subgraph `id` titled `title`.
    static func subgraph(_ id: String, _ title: String) -> String {
        "    subgraph \(id)[\"\(MermaidRenderer.label(title))\"]"
    }

    /// An edge between two node ids.
    struct Edge: Hashable {
        var from: String
        var to: String
    }

    /// The edges one revision of a graph has: root to its sources, a provider to the providers
    /// its dependencies name, and to the sources its body reads.
    static func edges(_ graph: GraphSnapshot?, sourceIDs: [String: String], providerIDs: [String: String]) -> [Edge] {
        guard let graph else { return [] }
        var result: [Edge] = graph.sources.compactMap { source in sourceIDs[source].map { Edge(from: "diff_root", to: $0) } }
        let registered = Set(graph.registrations.map(\.identity))
        for registration in graph.registrations {
            guard let from = providerIDs[registration.identity] else { continue }
            for dependency in registration.dependencies where registered.contains(dependency) {
                if let to = providerIDs[dependency] { result.append(Edge(from: from, to: to)) }
            }
            for read in registration.sourceReads {
                if let to = sourceIDs[read] { result.append(Edge(from: from, to: to)) }
            }
        }
        return union(result, [])
    }

    /// `first` then the elements of `second` not in it, without repeats.
    static func union<Element: Hashable>(_ first: [Element], _ second: [Element]) -> [Element] {
        var seen: Set<Element> = []
        return (first + second).filter { seen.insert($0).inserted }
    }
}
