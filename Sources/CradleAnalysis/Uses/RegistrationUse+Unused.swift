import CradleSyntax

extension Workspace {
    /// The factories of a valid graph with no use at all, for `unused-registration`: the uses
    /// model's answer (``uses(of:in:graphPath:resolver:)`` empty) found cheaply. A registration
    /// a factory of the graph takes has a use; a name no module that sees the graph mentions
    /// cannot be read; the others are looked up through member chains, one read each being
    /// enough, and the verdict is kept while the factory's read stamp holds. A bound input read
    /// needs no look-up of its own: its binding reads the accessor. External methods are never
    /// unused (the caller's values decide).
    func unusedFactories(of graph: GraphFactories, graphPath path: String, modules: [String], pass: SharedResolver?)
        -> [Factory]
    {
        let consumed = Set(graph.factories.flatMap { $0.graphParameters.map(\.identity) })
        let graphName = graph.graph.lexicalPath.last ?? ""
        // A name no module that sees the graph uses cannot be read; the others are looked
        // up through member chains, one read each being enough.
        var unread: [Factory] = []
        var maybeRead: [Factory] = []
        for factory in graph.factories where !factory.isExternal && !consumed.contains(factory.identity) {
            let named =
                modules.contains(where: { isUsed(memberNameCounts[factory.comparisonName], graphModule: $0) })
                || modules.contains(where: {
                    isUsed(implicitUseCounts["\(graphName).\(factory.comparisonName)"], graphModule: $0)
                })
            if named { maybeRead.append(factory) } else { unread.append(factory) }
        }
        // A verdict found while the factory's read stamp was the same still holds.
        var unknown: [(factory: Factory, key: ReadVerdicts.Key, stamp: Int)] = []
        let keys = maybeRead.map { factory in
            (
                key: ReadVerdicts.Key(graphPath: path, graph: graph.graph.lexicalPath, accessor: factory.comparisonName),
                stamp: readStamp(of: factory, in: graph)
            )
        }
        for (index, verdict) in readVerdicts.verdicts(for: keys).enumerated() {
            switch verdict {
            case true?: continue
            case false?: unread.append(maybeRead[index])
            case nil: unknown.append((maybeRead[index], keys[index].key, keys[index].stamp))
            }
        }
        if !unknown.isEmpty {
            let found = reads(
                of: unknown.map(\.factory), in: graph, graphPath: path, limit: 1, resolver: pass?.resolver(for: self))
            unread += zip(unknown, found).filter { $0.1.isEmpty }.map(\.0.factory)
            readVerdicts.record(
                zip(unknown, found).map { ($0.0.key, $0.0.stamp, !$0.1.isEmpty) },
                limit: 4 * generatedNameCounts.count + 1_024)
        }
        return unread
    }

    /// Whether some module that can see `graphModule` uses a name (per-module counts).
    func isUsed(_ counts: [String: Int]?, graphModule: String) -> Bool {
        guard let counts else { return false }
        return counts.keys.contains { visibility.canSee(graphModule, from: $0) }
    }
}
