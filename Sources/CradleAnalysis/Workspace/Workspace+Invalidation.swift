import CradleSyntax

/// The invalidation model: every stamp and counter that tells a cache its answer may be stale.
/// All stamps are values of one counter (``ReadVerdicts/nextStamp()``), so no two changes, in
/// any copy of a snapshot, share one; a cache keyed by a stamp is valid while the stamp holds.
///
/// | stamp | moved by | what it means | read by |
/// |---|---|---|---|
/// | `generation` (snapshot) | `add`, `addLight`, `update`, `remove` | some entry changed; no other copy holds this value | ``SharedResolver`` (a resolver made for another content is not used), ``GraphCatalogue`` (graph lists per content) |
/// | `Entry.generation` | the same, for the entry built or moved | this file's own findings may have changed | the server's findings cache and published positions (with ``findingsStamp(of:)``) |
/// | `globalStamp` (``aggregateRevision``) | ``invalidateAll()``: a declaration's shape, a graph, a module, a re-exporting module, the type index's keys, the visibility | every file's workspace findings may have changed | ``findingsStamp(of:)``, ``readStamp(of:in:)``, ``SharedResolver`` |
/// | `accessorStamps[name]` | ``invalidate(accessor:graph:at:)``: code reading `name` changed (as a member, or bare inside a graph's own body), or a module started or stopped using it | reads of accessors called `name` may have moved | ``readStamp(of:in:)`` → ``ReadVerdicts`` (`unused-registration`'s kept verdicts) |
/// | `graphStamps[name]` | ``invalidate(accessor:graph:at:)``: an extension of graph `name` changed | implicit-`self` reads in its extensions may have moved | ``readStamp(of:in:)`` |
/// | `overrideStamp` | ``invalidateOverrideCalls(from:to:)``: a file with graphs was parsed again, added or removed | the graphs `G.override(…)` calls name may have changed | ``findingsStamp(of:)`` of files that call `override` |
/// | `pathStamps[path]` | with the two above, for every file declaring that accessor or graph (`generatedNamePaths`, `graphNamePaths`) | the latest name stamp of the file's graphs | ``findingsStamp(of:)`` |
///
/// Caches outside this table are keyed by content, not by stamps: ``ParsedTrees`` by the entry,
/// ``TypeShapeCache`` by the file's text, ``FactoryCheckCache`` by each declaration's bytes.
extension Workspace {
    /// The stamp of the last change that may have moved every file's workspace findings.
    public var aggregateRevision: Int { globalStamp }

    /// Marks every file's workspace findings as possibly changed.
    mutating func invalidateAll() {
        globalStamp = readVerdicts.nextStamp()
    }

    /// Marks as possibly changed the workspace findings of the graphs with a factory named
    /// `accessor` (its reads may have moved), or named `graph` (uses inside its extensions), at
    /// `stamp`: one new stamp serves every name one change moves.
    mutating func invalidate(accessor: String? = nil, graph: String? = nil, at stamp: Int) {
        if let accessor {
            accessorStamps[accessor] = stamp
            for path in generatedNamePaths[accessor] ?? [] { pathStamps[path] = stamp }
        }
        if let graph {
            graphStamps[graph] = stamp
            for path in graphNamePaths[graph] ?? [] { pathStamps[path] = stamp }
        }
    }

    /// Changes whenever the workspace findings of `path` (``diagnostics(in:pass:)`` beyond the
    /// file's own) may have changed, other than by an update of the file itself (its entry's
    /// generation): a cache keyed by both is valid while neither moves. The latest of the global
    /// stamp and the stamps of the file's graphs and accessors' names (at most as late as
    /// ``readStamp(of:in:)`` of any of its factories), and for a file that calls `override`,
    /// the override stamp.
    public func findingsStamp(of path: String) -> Int {
        let overrides = entries[path]?.memberNames.contains("override") == true ? overrideStamp : 0
        return max(globalStamp, pathStamps[path] ?? 0, overrides)
    }

    /// Marks the findings of every file that calls `override` as possibly changed when a file
    /// with graphs changes (its factories, their order and parameters, `overrides:`, validity):
    /// the override calls' predictions read them.
    mutating func invalidateOverrideCalls(from old: Entry?, to new: Entry?) {
        guard old?.factories.isEmpty == false || new?.factories.isEmpty == false else { return }
        overrideStamp = readVerdicts.nextStamp()
    }

    /// The stamp of one factory's reads: they may have changed whenever it moves.
    func readStamp(of factory: Factory, in graph: GraphFactories) -> Int {
        max(
            globalStamp, accessorStamps[factory.comparisonName] ?? 0,
            graph.graph.lexicalPath.last.flatMap { graphStamps[$0] } ?? 0)
    }

    /// Marks what replacing `old` by `new` may change in which graph a member chain reads. A
    /// change of the declarations' shapes may move any chain anywhere: everything. A change of
    /// the code alone moves only the chains in this file (its locals and receivers): the graphs
    /// whose accessors' names it reads, or whose extensions it holds. A change of comments and
    /// white space, or of a body that reads no accessor, moves nothing.
    /// `sameNames` says that both entries hold the same member and extended names (a renamed
    /// entry shares the old one's): they are then read once.
    mutating func invalidateReads(from old: Entry?, to new: Entry, sameNames: Bool = false) {
        guard let old, old.shapeDigest == new.shapeDigest, old.shapeDigest != 0 else { return invalidateAll() }
        guard old.codeDigest != new.codeDigest else { return }
        let stamp = readVerdicts.nextStamp()
        for entry in sameNames ? [new] : [old, new] {
            // The smaller side is walked: a generated table reads 7,000 member names, and a
            // workspace's graphs generate a few hundred.
            if generatedNameCounts.count < entry.memberNames.count {
                for name in generatedNameCounts.keys where entry.memberNames.contains(name) {
                    invalidate(accessor: name, at: stamp)
                }
            } else {
                for name in entry.memberNames where generatedNameCounts[name] != nil { invalidate(accessor: name, at: stamp) }
            }
            // A bare name inside an extension reads only the extended graph's accessors (through
            // implicit `self`): the graph's stamp covers them.
            for name in entry.extendedTypeNames { invalidate(graph: Self.lastComponent(of: name), at: stamp) }
            // Inside a graph's own body, only the accessors named bare there can be read that
            // way: their names' stamps cover them (a graph file's other edits, such as a
            // parameter's type, keep every other verdict).
            for name in entry.selfReadNames { invalidate(accessor: name, at: stamp) }
        }
    }
}
