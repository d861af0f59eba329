import CradleAnalysis
import CradleProtocol

/// Graphs as JSON data, for the JSON report and `--graph json`.
enum GraphJSON {
    /// One graph: its name, file and line, its sources (resolved to a graph of `module` when
    /// given) and its providers with their dependencies.
    static func graph(_ graph: GraphDiagram, positions: Positions, module: ModuleDiagram? = nil) -> JSON {
        let line = positions.start(graph.file, graph.range.start).line
        let sources: [JSON] = ModuleDiagram.orderedSources(graph).map { source in
            var members: [String: JSON] = ["name": .string(source.storageName), "type": .string(source.typeText)]
            if let module {
                members["graph"] = module.resolve(source, in: graph).map { .string(module.graphs[$0].lexicalName) } ?? .null
            }
            return .object(members)
        }
        let providers: [JSON] = ModuleDiagram.orderedProviders(graph).map { provider in
            [
                "factory": .string(provider.factoryName), "type": .string(provider.typeText),
                "identity": .string(provider.identity), "lifetime": .string(provider.lifetime.rawValue),
                "dependencies": .array(provider.dependencies.map(JSON.string)),
                "sources": .array(provider.sourceNames.map(JSON.string)),
                "line": .int(positions.start(graph.file, provider.range.start).line),
            ]
        }
        return [
            "module": .string(graph.module), "name": .string(graph.lexicalName), "file": .string(graph.file),
            "line": .int(line), "sources": .array(sources), "providers": .array(providers),
        ]
    }
}
