import CradleSyntax

extension Workspace {
    /// Every use of a factory's registration: parameters that consume it and accessor uses.
    public func references(path: String, offset: Int, includeDeclaration: Bool = true) -> [Location] {
        guard let target = target(at: path, offset: offset) else { return [] }
        let graph: GraphFactories
        let factory: Factory
        let graphPath: String
        switch target {
        case .factory(let p, let g, let f): (graphPath, graph, factory) = (p, g, f)
        case .accessorUse(_, _, let p, let g, let f): (graphPath, graph, factory) = (p, g, f)
        case .parameter(let p, let g, _, let parameter):
            guard let provider = g.factories.first(where: { $0.identity == parameter.identity }) else { return [] }
            (graphPath, graph, factory) = (p, g, provider)
        case .inputMember(let p, _, let g, let member):
            // The values bound to the member, and every read of it in the graph's factories.
            var locations = inputBindings(of: g, graphPath: p).filter { $0.binds(member) }.map(\.expression)
            if let tree = tree(of: p) {
                locations += inputReads(in: g, tree: tree).filter { $0.member == member }.map {
                    Location(file: p, range: $0.range)
                }
            }
            return locations.sorted { ($0.file, $0.range) < ($1.file, $1.range) }
        default: return []
        }
        var locations: [Location] = includeDeclaration ? [Location(file: graphPath, range: factory.function.name.range)] : []
        for consumer in graph.factories {
            for parameter in consumer.graphParameters where parameter.identity == factory.identity {
                locations.append(Location(file: graphPath, range: parameter.typeRange))
            }
        }
        locations += accessorUses(of: factory, in: graph, graphPath: graphPath)
        // Through input bindings: where the bound value is read in the other graph's factories.
        for bound in boundReads(of: factory, in: graph, graphPath: graphPath)
        where !locations.contains(where: {
            $0.file == bound.path && $0.range == bound.read.range
        }) {
            locations.append(Location(file: bound.path, range: bound.read.range))
        }
        return locations.sorted { ($0.file, $0.range) < ($1.file, $1.range) }
    }
}
