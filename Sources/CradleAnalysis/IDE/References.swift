import CradleSyntax

extension Workspace {
    /// Every use of a factory's registration, as the uses model finds them (parameters that
    /// consume it, accessor reads, bound input reads), with its declaration when asked; on an
    /// `input.member` read, the values bound to the member and every read of it in the graph.
    public func references(path: String, offset: Int, includeDeclaration: Bool = true) -> [Location] {
        if case .inputMember(let graphPath, _, let graph, let member)? = target(at: path, offset: offset) {
            var locations = inputBindings(of: graph, graphPath: graphPath).filter { $0.binds(member) }.map(\.expression)
            if let tree = tree(of: graphPath) {
                locations += inputReads(in: graph, tree: tree).filter { $0.member == member }.map {
                    Location(file: graphPath, range: $0.range)
                }
            }
            return locations.sorted { ($0.file, $0.range) < ($1.file, $1.range) }
        }
        guard let (graphPath, graph, factory) = usedFactory(at: path, offset: offset) else { return [] }
        var locations = uses(of: factory, in: graph, graphPath: graphPath).map(\.location)
        if includeDeclaration { locations.append(Location(file: graphPath, range: factory.function.name.range)) }
        return locations.sorted { ($0.file, $0.range) < ($1.file, $1.range) }
    }
}
