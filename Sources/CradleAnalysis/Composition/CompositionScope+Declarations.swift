/// The declarations view as CradleDiagramMaker builds it (`WorkspaceDeclarationAnalyzer`,
/// `cradle.md` §7.4), in the composition view's model so that one renderer and one report draw
/// both: per graph a `graph/<target>/<path>` node, its providers as
/// `provider/<target>/<path>/<factory>/<offset>` (the offset counts in identity, factory, type
/// order; nodes are numbered in key order), `sourceDeclaration` edges to the graphs its
/// `sources:` resolve to, `providerParameter` edges to every provider of a parameter's type,
/// `sourceRead` edges for the sources a factory reads; a source that resolves to no graph is an
/// external-source node `source/<target>/<path>/<storage>` inside the graph, with a warning.
extension CompositionScope {
    /// The declarations view of every graph of the scope.
    public func declarations() -> CompositionDiagram {
        typealias Node = CompositionDiagram.Node
        var nodes: [String: Node] = [:]
        var edges: [EdgeKey: Set<CompositionDiagram.Location>] = [:]
        var warnings: Set<CompositionDiagram.Warning> = []
        func insertEdge(_ source: String, _ destination: String, _ kind: CompositionDiagram.EdgeKind, _ graph: Graph) {
            edges[EdgeKey(source: source, destination: destination, kind: kind), default: []].insert(graph.location)
        }
        for id in index.graphs.keys.sorted() {
            guard let graph = index.graphs[id] else { continue }
            let targetID = id.targetID
            let graphKey = Self.graphKey(id)
            nodes[graphKey] = Node(
                key: graphKey, kind: .graph, targetID: targetID, label: "\(graph.file.moduleName).\(id.lexicalName)",
                location: graph.location, graphKey: graphKey)
            let providers = graph.providers.sorted {
                ($0.identity, $0.factoryName, $0.typeText) < ($1.identity, $1.factoryName, $1.typeText)
            }
            let providerKeys = providers.enumerated().map { offset, provider in
                "provider/\(targetID)/\(id.lexicalName)/\(provider.factoryName)/\(offset)"
            }
            for (provider, key) in zip(providers, providerKeys) {
                nodes[key] = Node(
                    key: key, kind: .provider, targetID: targetID,
                    label: "\(provider.typeText)\n\(provider.factoryName)\n.\(provider.lifetime.rawValue)",
                    lifetime: provider.lifetime.rawValue, location: graph.location, graphKey: graphKey)
            }
            var sourceKeys: [String: String] = [:]
            for source in graph.declaration.arguments.sources {
                let name = source.type.comparisonName
                let failure: (code: CompositionDiagram.WarningCode, message: MessageText)?
                switch index.resolveSource(source.type.identity, in: graph) {
                case .graph(let resolved):
                    sourceKeys[name] = Self.graphKey(resolved)
                    failure = nil
                case .excluded:
                    failure = (.excludedGraph, CompositionViewText.sourceExcluded.bilingual(source.type.text))
                case .unresolved:
                    failure = (.unresolvedType, CompositionViewText.sourceUnresolved.bilingual(source.type.text))
                case .ambiguous:
                    failure = (.ambiguousType, CompositionViewText.sourceAmbiguous.bilingual(source.type.text))
                }
                if let failure {
                    sourceKeys[name] = "source/\(targetID)/\(id.lexicalName)/\(name)"
                    warnings.insert(
                        CompositionDiagram.Warning(
                            code: failure.code, texts: failure.message, location: graph.location, targetID: targetID,
                            declaration: id.lexicalName, member: name))
                }
                // A graph resolved later overwrites this placeholder with its own node.
                guard let key = sourceKeys[name], nodes[key] == nil else { continue }
                nodes[key] = Node(
                    key: key, kind: .externalSource, targetID: targetID, label: source.type.text, location: graph.location,
                    graphKey: graphKey)
            }
            for source in graph.declaration.arguments.sources {
                guard let key = sourceKeys[source.type.comparisonName] else { continue }
                insertEdge(graphKey, key, .sourceDeclaration, graph)
            }
            for (provider, key) in zip(providers, providerKeys) {
                for dependency in provider.dependencies {
                    for (candidate, candidateKey) in zip(providers, providerKeys) where candidate.identity == dependency {
                        insertEdge(key, candidateKey, .providerParameter, graph)
                    }
                }
                for name in provider.sourceNames {
                    guard let sourceKey = sourceKeys[name] else { continue }
                    insertEdge(key, sourceKey, .sourceRead, graph)
                }
            }
        }
        return CompositionDiagram(targets: index.targets, nodes: nodes, evidence: edges, warnings: warnings)
    }

    private typealias Graph = CompositionIndex.Graph

    private typealias EdgeKey = CompositionDiagram.EdgeKey

    private static func graphKey(_ id: CompositionTypeID) -> String { "graph/\(id.targetID)/\(id.lexicalName)" }
}
