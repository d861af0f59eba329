import CradleSyntax

/// The roots and composition types of a composition view.
public struct CompositionSelection: Sendable, Hashable {
    public var roots: [CompositionTypeID]
    public var types: [CompositionTypeID]

    public init(roots: [CompositionTypeID], types: [CompositionTypeID]) {
        self.roots = roots.sorted()
        self.types = types.sorted()
    }
}

/// The declarations of a set of targets, ready to be evaluated as a composition view, and the
/// rule that picks roots and composition types when no manifest names them.
public struct CompositionScope {
    let index: CompositionIndex

    /// Indexes `sources` of `targets`. Each target's `dependencies` should be its transitive
    /// local dependencies, as CradleDiagramMaker resolves names through them.
    public init(targets: [CompositionDiagram.Target], sources: [CompositionSource]) {
        index = CompositionIndex(targets: targets, sources: sources)
    }

    private init(index: CompositionIndex) { self.index = index }

    /// The scope of `targetIDs` only: CradleDiagramMaker reads the roots' targets and their
    /// dependencies.
    public func restricted(to targetIDs: Set<String>) -> CompositionScope {
        CompositionScope(index: index.restricted(to: targetIDs))
    }

    /// The targets a selection's roots reach: their own and every one they depend on.
    public func targets(reachedFrom selection: CompositionSelection) -> Set<String> {
        var result: Set<String> = []
        for root in selection.roots {
            result.insert(root.targetID)
            result.formUnion(index.targets.first { $0.id == root.targetID }?.dependencies ?? [])
        }
        return result
    }

    /// The graphs of the scope, by target and lexical path.
    public var graphs: [CompositionTypeID] { index.graphs.keys.sorted() }

    /// Whether a graph or type of that name exists.
    public func containsGraph(_ id: CompositionTypeID) -> Bool { index.graphs[id] != nil }

    /// The first graph declared more than once in one target, with the places of its
    /// declarations (CradleDiagramMaker refuses such a workspace), or nil.
    public var duplicateGraph: (id: CompositionTypeID, locations: [CompositionDiagram.Location])? {
        guard let id = index.duplicateGraphs.keys.sorted().first, let locations = index.duplicateGraphs[id] else { return nil }
        return (id, locations.sorted())
    }

    /// Whether a class, struct, enum or actor of that name exists.
    public func containsType(_ id: CompositionTypeID) -> Bool { index.types[id] != nil }

    /// Whether a root graph may start an evaluation: it has neither `input:` nor `sources:`.
    public func isValidRoot(_ id: CompositionTypeID) -> Bool {
        guard let graph = index.graphs[id] else { return false }
        return graph.declaration.arguments.inputs.isEmpty && graph.declaration.arguments.sources.isEmpty
    }

    /// The inferred roots and composition types (documented in the README):
    /// * a composition type is a class, struct or actor that a graph's provider returns and
    ///   whose stored-property initialisers or initialisers call a graph's initialiser;
    /// * a root is a graph with neither `input:` nor `sources:`, in a target no other target of
    ///   `topTargets`' scope depends on (`topTargets`), with at least one provider returning a
    ///   composition type; the types kept are those its providers return.
    public func inferredSelection(topTargets: Set<String>) -> CompositionSelection {
        var roots: [CompositionTypeID] = []
        var types: Set<CompositionTypeID> = []
        for id in index.graphs.keys.sorted() where topTargets.contains(id.targetID) && isValidRoot(id) {
            guard let graph = index.graphs[id] else { continue }
            let returned = graph.providers.compactMap { provider -> CompositionTypeID? in
                guard let type = index.resolve(provider.identity, in: graph.file, scope: graph.id.lexicalPath),
                    index.graphs[type.id] == nil, type.declaration.kind != .enum, createsGraphs(type)
                else { return nil }
                return type.id
            }
            guard !returned.isEmpty else { continue }
            roots.append(id)
            types.formUnion(returned)
        }
        return CompositionSelection(roots: roots, types: Array(types))
    }

    /// Whether a type's stored-property initialisers or initialiser bodies call a graph's
    /// initialiser (`XGraph(` naming a graph as the type's file resolves it).
    func createsGraphs(_ type: CompositionIndex.TypeEntry) -> Bool {
        let tree = type.file.tree
        let tokens = tree.tokens
        var ranges: [Range<Int>] = []
        for member in type.declaration.members {
            switch member {
            case .variable(let variable):
                for binding in variable.bindings {
                    if let initializer = binding.initializer {
                        ranges.append(CompositionEvaluator.tokens(of: initializer, in: tree))
                    }
                }
            case .initializer(let initializer):
                if let body = initializer.body { ranges.append(body.innerTokens) }
            default: break
            }
        }
        for range in ranges {
            for position in range where position + 1 < range.upperBound {
                guard tokens[position].kind == .identifier, tokens[position + 1].kind == .leftParen,
                    position == range.lowerBound || tokens[position - 1].kind != .period
                else { continue }
                let name = tree.canonicalText(of: tokens[position].range, removingBackticks: true)
                if let found = index.resolve(name, in: type.file, scope: type.id.lexicalPath), index.graphs[found.id] != nil {
                    return true
                }
            }
        }
        return false
    }

    /// The composition diagram from `selection`.
    public func diagram(_ selection: CompositionSelection) -> CompositionDiagram {
        CompositionEvaluator(index: index, roots: selection.roots, types: Set(selection.types)).run()
    }
}
