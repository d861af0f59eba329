/// How CradleDiagramMaker's declarations view resolves a graph's `sources:` type
/// (`WorkspaceTypeResolver`, `cradle.md` §7.4): through the graph's lexical scope in its own
/// target, then `Module.`-qualified or unqualified in the targets the file both imports and
/// depends on; a `diagram: false` graph counts as a declaration but is reported as excluded.
extension CompositionIndex {
    /// What a source type names.
    enum SourceResolution: Equatable {
        /// One diagram-enabled graph.
        case graph(CompositionTypeID)
        /// One `diagram: false` graph.
        case excluded
        /// No declaration.
        case unresolved
        /// Several declarations.
        case ambiguous
    }

    /// Resolves `identity` (the source type's identity, `Core.CoreGraph` or `CoreGraph`) for
    /// `graph`'s `sources:`.
    func resolveSource(_ identity: String, in graph: Graph) -> SourceResolution {
        let components = identity.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let first = components.first, !first.isEmpty, !components.contains(where: \.isEmpty) else {
            return .unresolved
        }
        let file = graph.file
        let enclosing = Array(graph.id.lexicalPath.dropLast())
        let imported = targets.filter { file.imports.contains($0.moduleName) && file.dependencies.contains($0.id) }
        if components.count == 1 {
            var scope = enclosing
            while true {
                let candidate = CompositionTypeID(targetID: file.targetID, lexicalPath: scope + [first])
                if declares(candidate) { return resolution(of: candidate) }
                guard !scope.isEmpty else { break }
                scope.removeLast()
            }
            return resolution(among: imported.map { CompositionTypeID(targetID: $0.id, lexicalPath: components) })
        }
        var candidates: [CompositionTypeID] = []
        var scope = enclosing
        while true {
            if declares(CompositionTypeID(targetID: file.targetID, lexicalPath: scope + [first])) {
                let candidate = CompositionTypeID(targetID: file.targetID, lexicalPath: scope + components)
                // The innermost scope declaring the first component decides the lexical look-up.
                guard declares(candidate) else { return .unresolved }
                candidates.append(candidate)
                break
            }
            guard !scope.isEmpty else { break }
            scope.removeLast()
        }
        if let module = targets.first(where: { $0.moduleName == first }),
            file.moduleName == module.moduleName || imported.contains(where: { $0.id == module.id })
        {
            candidates.append(CompositionTypeID(targetID: module.id, lexicalPath: Array(components.dropFirst())))
        }
        candidates += imported.map { CompositionTypeID(targetID: $0.id, lexicalPath: components) }
        return resolution(among: candidates)
    }

    /// Whether a nominal type (or an excluded graph) of that name is declared.
    private func declares(_ id: CompositionTypeID) -> Bool {
        nominalTypes.contains(id) || excludedGraphs.contains(id)
    }

    /// The one declared candidate's resolution.
    private func resolution(among candidates: [CompositionTypeID]) -> SourceResolution {
        let declared = Set(candidates).filter(declares).sorted()
        guard declared.count == 1, let only = declared.first else { return declared.isEmpty ? .unresolved : .ambiguous }
        return resolution(of: only)
    }

    /// A declaration's resolution: a graph, an excluded graph, or nothing usable.
    private func resolution(of id: CompositionTypeID) -> SourceResolution {
        if graphs[id] != nil { return .graph(id) }
        return excludedGraphs.contains(id) ? .excluded : .unresolved
    }
}
