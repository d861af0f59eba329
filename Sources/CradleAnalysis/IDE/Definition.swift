import CradleSyntax

extension Workspace {
    /// Where the symbol at a position is declared: a parameter type or accessor use goes to its
    /// factory; a `sources:` element to its graph.
    public func definition(path: String, offset: Int) -> [Location] {
        guard let target = target(at: path, offset: offset) else { return [] }
        switch target {
        case .parameter(let path, let graph, _, let parameter):
            return graph.factories.filter { $0.identity == parameter.identity }.map {
                Location(file: path, range: $0.function.name.range)
            }
        case .accessorUse(_, _, let graphPath, _, let factory), .overrideLabel(_, _, let graphPath, _, let factory):
            return [Location(file: graphPath, range: factory.function.name.range)]
        case .source(let path, let graph, let source):
            guard let resolved = resolveSource(source, of: graph, in: path), let name = resolved.graph.graph.declaration.name
            else {
                return []
            }
            return [Location(file: resolved.path, range: name.range)]
        case .factory(let path, _, let factory):
            return [Location(file: path, range: factory.function.name.range)]
        case .graph(let path, let graph):
            return graph.graph.declaration.name.map { [Location(file: path, range: $0.range)] } ?? []
        case .input(_, let graph, let type):
            return declarations(ofType: type.identity, scope: Array(graph.graph.lexicalPath.dropLast()))
        case .inputMember(let path, _, let graph, let member):
            // The values bound to it; with none, the member's declaration in the input type.
            let bindings = inputBindings(of: graph, graphPath: path).filter { $0.binds(member) }.map(\.expression)
            if !bindings.isEmpty { return bindings }
            return inputMemberDeclarations(member, of: graph, graphPath: path)
        }
    }
}
