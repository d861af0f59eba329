import CradleSyntax
import Dispatch

/// An immutable snapshot of a workspace: every file's summary and findings. Updating a file
/// re-reads only that file and returns a new snapshot; readers keep the one they hold.
public struct Workspace: Sendable {
    /// What the workspace keeps per file: a class, so that walking the workspace's entries
    /// (every publish, every query) copies one reference instead of a dozen counted fields.
    public final class Entry: Sendable {
        public let summary: FileSummary
        /// The file's Cradle findings and predictions, computed as if the file sees Cradle; the
        /// scope rule is applied when they are read, since it depends on other files.
        public let diagnostics: [Diagnostic]
        /// Names used as members anywhere in the file (`x.name`, `.name`), for unused-registration.
        public let memberNames: Set<String>
        /// The names of the types the file extends (`extension AppGraph`), for accessor uses.
        public let extendedTypeNames: Set<String>
        /// Bare names used inside extensions, as `Extended.name` (`clock` inside
        /// `extension AppGraph { … }` is `AppGraph.clock`): implicit-`self` accessor uses.
        public let implicitMemberUses: Set<String>
        /// The types the file declares, by lexical path (`Outer.Config`), with their name ranges.
        public let declaredTypes: [String: ByteRange]
        /// The valid factories of each valid graph of the file, by graph (for queries).
        public let factories: [GraphFactories]
        /// A per-file counter: the snapshot generation that last changed the file.
        public let generation: Int
        /// Whether the workspace dropped the file's text (a file without Cradle code in an editor
        /// session): ``Workspace/tree(of:)`` reads it back through ``Workspace/textSource``.
        public let isTextDropped: Bool
        /// Whether the file was parsed and analysed; false for a file that cannot hold Cradle
        /// code, whose names were read from its tokens alone (see ``Workspace/addLight(_:keepingText:)``).
        /// Nothing in the analysis depends on it; it shows what the prefilter skipped.
        public let isParsed: Bool
        /// Whether the text mentions `cradle-lsp:ignore`: only then can a file without findings
        /// have something to report (a suppression comment naming no known code).
        public let mentionsSuppression: Bool
        /// What the file's declarations say about types (``TypeShape``); nil for a file that was
        /// not parsed, whose shapes are read from its tree when a query needs them.
        let typeShapes: [TypeShape]?
        /// The file scope's variables, for member chains that start at a global.
        public let globalNames: Set<String>
        /// The graph names called with `input:` in the file (`G(input: …)`), for input bindings.
        public let inputCalls: Set<String>
        /// Digests of the declarations' shapes (with the graphs' generated members) and of the
        /// code's tokens: member chains through the file resolve differently only when one of
        /// them changes. Zero when unknown (a file that was not parsed).
        let shapeDigest: Int
        let codeDigest: Int
        /// Token ranges where a name typed in changes nothing but the code (``Workspace/inertTokens(of:)``).
        let inertTokens: [Range<Int>]

        /// Whether anything can ever be reported in the file: findings of its own, graphs whose
        /// workspace findings may change, or suppression comments.
        public var mayHaveFindings: Bool { !diagnostics.isEmpty || !factories.isEmpty || mentionsSuppression }

        init(
            summary: FileSummary, diagnostics: [Diagnostic], memberNames: Set<String>, extendedTypeNames: Set<String>,
            implicitMemberUses: Set<String>, declaredTypes: [String: ByteRange], factories: [GraphFactories], generation: Int,
            isTextDropped: Bool = false, isParsed: Bool, mentionsSuppression: Bool, typeShapes: [TypeShape]? = nil,
            globalNames: Set<String> = [], inputCalls: Set<String> = [], shapeDigest: Int = 0, codeDigest: Int = 0,
            inertTokens: [Range<Int>] = []
        ) {
            self.summary = summary
            self.diagnostics = diagnostics
            self.memberNames = memberNames
            self.extendedTypeNames = extendedTypeNames
            self.implicitMemberUses = implicitMemberUses
            self.declaredTypes = declaredTypes
            self.factories = factories
            self.generation = generation
            self.isTextDropped = isTextDropped
            self.isParsed = isParsed
            self.mentionsSuppression = mentionsSuppression
            self.typeShapes = typeShapes
            self.globalNames = globalNames
            self.inputCalls = inputCalls
            self.shapeDigest = shapeDigest
            self.codeDigest = codeDigest
            self.inertTokens = inertTokens
        }
    }

    /// The factories of one graph, as validated.
    public struct GraphFactories: Sendable {
        public let graph: GraphDeclaration
        /// Whether the graph passed Cradle's checks (its accessors exist).
        public let isValid: Bool
        /// Whether the graph is `@DependencyGraph(.shared)` (reached through `G.shared`).
        public var isSharedGraph: Bool { graph.arguments.isShared }
        let factories: [Factory]
        let sources: [SourceElement]
    }

    public private(set) var entries: [String: Entry] = [:]
    /// The paths of the entries that may have findings (``Entry/mayHaveFindings``): every other
    /// file's findings are empty whatever the rest of the workspace holds.
    public private(set) var pathsWithPossibleFindings: Set<String> = []
    /// Reads back the text of a file whose text the workspace dropped (the loading layer's file
    /// reader; the analysis does no I/O itself).
    public var textSource: (@Sendable (String) -> SourceText?)?
    /// Trees of recent updates and queries, shared by the snapshot's copies.
    let parsedTrees = ParsedTrees()
    public private(set) var generation = 0
    /// Bumped whenever a change may move any file's workspace findings: a declaration's shape,
    /// a graph, a module, a re-exporting module, the type index's keys, the module visibility.
    /// Changes that can move only the findings of graphs declaring certain names (typing in a
    /// body that reads accessors, a member name coming or going) move those names' stamps
    /// instead; ``findingsStamp(of:)`` combines both.
    public private(set) var aggregateRevision = 0
    /// Every invalidation takes the next value of one counter (``ReadVerdicts/nextStamp()``),
    /// recorded for the whole workspace or for the accessor and graph names it concerns.
    private var globalStamp = 0
    private var accessorStamps: [String: Int] = [:]
    private var graphStamps: [String: Int] = [:]
    /// The latest name stamp of each file's graphs and factories, moved with the names' (a
    /// publish asks it of every file with graphs), and the files declaring each generated name
    /// and each graph (by the last component of its name) that move it.
    private var pathStamps: [String: Int] = [:]
    private var generatedNamePaths: [String: Set<String>] = [:]
    private var graphNamePaths: [String: Set<String>] = [:]
    /// Which modules see which, as the build definitions say; everything sees everything until
    /// a project sets it.
    public private(set) var visibility = ModuleVisibility()
    /// Files that further modules compile too, besides the module their summary names (a file
    /// in an app target and its extension): each of those modules has the file's graphs and
    /// uses, and a `sources:` element must resolve from each.
    public private(set) var otherModules: [String: [String]] = [:]
    /// Severity overrides and inline suppression (`product.md` §2b), applied whenever findings
    /// are read.
    public var policy = FindingPolicy()
    /// The policy of a file governed by a configuration of its own (a workspace of several roots,
    /// each with its `.cradle-lsp.json`; the loading layer knows which file lies under which);
    /// nil, or no source, means ``policy``.
    public var policySource: (@Sendable (String) -> FindingPolicy?)?
    /// Workspace-wide aggregates, kept as counts so that an update adjusts them by one file's
    /// share instead of recomputing them from every file. Member names, implicit uses and graph
    /// names are counted per module, since what counts depends on which modules see which.
    private(set) var memberNameCounts: [String: [String: Int]] = [:]
    private var implicitUseCounts: [String: [String: Int]] = [:]
    /// Extended type names, per module, and each module's files: a query for the uses of one
    /// accessor looks only at the modules that use its name or extend its graph.
    private(set) var extensionCounts: [String: [String: Int]] = [:]
    private(set) var pathsByModule: [String: Set<String>] = [:]
    private var graphNameCounts: [String: [String: Int]] = [:]
    private var exportCounts: [String: Int] = [:]
    /// The type index's look-up tables: the files declaring or extending a type, by the type's
    /// last name component; the files declaring a global variable; the files calling a graph
    /// with `input:`, by the graph's name; and how many factories generate each accessor name.
    private(set) var typePaths: [String: Set<String>] = [:]
    private(set) var globalPaths: [String: Set<String>] = [:]
    private(set) var inputCallPaths: [String: Set<String>] = [:]
    private var generatedNameCounts: [String: Int] = [:]
    /// Type shapes of files that were not parsed, read when a query first needs them.
    let shapeCache = TypeShapeCache()
    /// The factory checks of each file's last update, for the next one.
    let factoryChecks = FactoryCheckCache()
    /// Whether each factory's accessor is read, by the factory's read stamp.
    let readVerdicts = ReadVerdicts()
    /// The snapshot's graphs, made once per content.
    let graphCatalogue = GraphCatalogue()
    /// Names the snapshot's files: moves with every change of an entry, to a stamp no other copy
    /// holds, so that caches the copies share (``graphCatalogue``) tell their contents apart.
    private(set) var contentStamp = 0

    public init() {}

    /// An empty workspace whose modules see each other as `visibility` says, and whose files
    /// in `otherModules` are compiled by those modules too.
    public init(visibility: ModuleVisibility, otherModules: [String: [String]] = [:]) {
        self.visibility = visibility
        self.otherModules = otherModules
    }

    /// Every module that compiles the file at `path`: its summary's module first.
    public func modules(of path: String) -> [String] {
        entries[path].map { modules(compiling: $0.summary) } ?? otherModules[path] ?? []
    }

    /// Every module that compiles the file of `summary`: its own first.
    private func modules(compiling summary: FileSummary) -> [String] {
        [summary.module] + (otherModules[summary.path] ?? [])
    }

    /// Replaces the module visibility (build definitions changed); findings may change everywhere.
    public mutating func setVisibility(_ visibility: ModuleVisibility) {
        guard visibility != self.visibility else { return }
        self.visibility = visibility
        invalidateAll()
    }

    /// Marks every file's workspace findings as possibly changed.
    private mutating func invalidateAll() {
        aggregateRevision += 1
        globalStamp = readVerdicts.nextStamp()
    }

    /// Marks as possibly changed the workspace findings of the graphs with a factory named
    /// `accessor` (its reads may have moved), or named `graph` (uses inside its extensions), at
    /// `stamp`: one new stamp serves every name one change moves.
    private mutating func invalidate(accessor: String? = nil, graph: String? = nil, at stamp: Int) {
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
    /// ``readStamp(of:in:)`` of any of its factories).
    public func findingsStamp(of path: String) -> Int {
        max(globalStamp, pathStamps[path] ?? 0)
    }

    /// The last component of a dotted name (`Outer.AppGraph` → `AppGraph`): graph stamps are
    /// kept by it, as the graphs are listed by it.
    static func lastComponent(of name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    /// The stamp of one factory's reads: they may have changed whenever it moves.
    func readStamp(of factory: Factory, in graph: GraphFactories) -> Int {
        max(
            globalStamp, accessorStamps[factory.comparisonName] ?? 0,
            graph.graph.lexicalPath.last.flatMap { graphStamps[$0] } ?? 0)
    }

    /// Adds (or replaces) already summarised files, analysed on all cores. Callers indexing a
    /// large workspace add it in batches, so that only one batch's full trees are alive at once.
    public mutating func add(_ summaries: [FileSummary]) {
        var results = [Entry?](repeating: nil, count: summaries.count)
        let nextGeneration = generation + 1
        results.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes only its own slot.
            nonisolated(unsafe) let base = buffer.baseAddress
            DispatchQueue.concurrentPerform(iterations: summaries.count) { index in
                base?[index] = Self.entry(summaries[index], generation: nextGeneration)
            }
        }
        generation += 1
        contentStamp = readVerdicts.nextStamp()
        for entry in results.compactMap({ $0 }) {
            if let old = entries[entry.summary.path] {
                count(old, by: -1)
                invalidateAll()  // member chains through the old version may resolve differently
            }
            entries[entry.summary.path] = entry
            count(entry, by: 1)
        }
    }

    /// Adds files that cannot hold Cradle code (no graph, no `@Provide`, no Cradle import), with
    /// the names they use read from their tokens alone; they are never parsed. With
    /// `keepingText` false, their text is not kept either: ``textSource`` reads it back when a
    /// query needs it (an editor's files on disk).
    public mutating func addLight(_ files: [(input: SourceInput, uses: NameUseSummary)], keepingText: Bool = true) {
        generation += 1
        contentStamp = readVerdicts.nextStamp()
        for file in files {
            let text = keepingText ? file.input.text : SourceText(bytes: [])
            let summary = FileSummary(path: file.input.path, module: file.input.module, tree: SyntaxTree(textOnly: text))
            let entry = Entry(
                summary: summary, diagnostics: [], memberNames: file.uses.memberNames,
                extendedTypeNames: file.uses.extendedTypeNames, implicitMemberUses: file.uses.implicitMemberUses,
                declaredTypes: file.uses.declaredTypes, factories: [], generation: generation,
                isTextDropped: !keepingText, isParsed: false, mentionsSuppression: file.uses.mentionsSuppression,
                globalNames: file.uses.globalNames, inputCalls: file.uses.inputCalls)
            if let old = entries[entry.summary.path] { count(old, by: -1) }
            entries[entry.summary.path] = entry
            count(entry, by: 1)
        }
    }

    /// Every name a generated accessor may be used by, and every graph's name: all a file
    /// without Cradle code can contribute to findings.
    public var generatedNames: Set<String> {
        var names: Set<String> = []
        for entry in entries.values {
            for graph in entry.factories { for factory in graph.factories { names.insert(factory.comparisonName) } }
        }
        return names
    }

    /// The last component of every graph's lexical name.
    public var graphNames: Set<String> {
        Set(entries.values.flatMap { $0.factories.compactMap { $0.graph.lexicalPath.last } })
    }

    /// The snapshot with `path` read from `text`; only that file is parsed and analysed.
    public func updating(path: String, module: String, text: SourceText) -> Workspace {
        var copy = self
        copy.update(path: path, module: module, text: text)
        return copy
    }

    /// Reads `path` from `text` in place; only that file is parsed and analysed. A holder of the
    /// only copy (the server) pays for that file alone, where ``updating(path:module:text:)``
    /// also copies every workspace-wide table while another snapshot shares them.
    ///
    /// The tree built on the way is kept with the trees of recent queries (see ``ParsedTrees``):
    /// the queries that follow an edit parse nothing.
    ///
    /// When the old version's tokens are kept (its tree's, after an update or a query), only
    /// the stretch the edit touched is lexed again (``Lexer/relex(old:oldTokens:new:)``). An
    /// edit of white space or comments alone in a file without graphs and findings is not even
    /// parsed: every answer the file gives is the old one, its positions moved
    /// (``movedEntry(_:text:edit:generation:)``).
    ///
    /// What the update replaced is handed back (``Retired``): a caller that answers the editor
    /// right after the update frees it once the answer is out, not before. The old tree of a
    /// large file is freed before the new one is built all the same.
    @discardableResult
    public mutating func update(path: String, module: String, text: SourceText) -> Retired {
        let old = entries[path]
        var retired = Retired(entry: old)
        let edit = old.flatMap { old -> TokenEdit? in
            guard !old.isTextDropped, var tokens = parsedTrees.takeLexedTokens(for: old) else { return nil }
            return Lexer.relex(old: old.summary.tree.text, tokens: &tokens, new: text)
        }
        generation += 1
        contentStamp = readVerdicts.nextStamp()
        // The old version's tree goes first, so that two trees of a large file are never held;
        // its shapes, which hold its text, go too.
        if text.count <= Retired.keptTextLimit {
            retired.trees = parsedTrees.forget(path)
        } else {
            parsedTrees.forget(path)
        }
        shapeCache.forget(path)
        if let old, let edit, old.summary.module == module {
            // Not parsed: the old entry, moved. The same tokens move no member chain; a renamed
            // local or receiver may.
            let isTriviaOnly = edit.isTriviaOnly
            let moved =
                isTriviaOnly
                ? Self.movedEntry(old, text: text, edit: edit, generation: generation)
                : Self.renamedEntry(old, text: text, edit: edit, generation: generation)
            if let entry = moved {
                parsedTrees.keepTokens(edit.tokens, for: entry)
                let same = SharedParts(old, entry)
                count(old, by: -1, same: same)
                entries[path] = entry
                count(entry, by: 1, same: same)
                if !isTriviaOnly { invalidateReads(from: old, to: entry, sameNames: true) }
                return retired
            }
        }
        let tree =
            edit.map { SyntaxTree(parsing: text, lexedWithoutErrors: $0.tokens) } ?? SyntaxTree(parsing: text)
        let summary = FileSummary(path: path, module: module, tree: tree)
        let entry = Self.entry(summary, generation: generation, factoryChecks: factoryChecks)
        parsedTrees.keep(summary.tree, for: entry)
        // Both versions count in the same modules unless the file moved between them.
        let same =
            old.map { old in
                modules(compiling: old.summary) == modules(compiling: entry.summary) ? SharedParts(old, entry) : SharedParts()
            } ?? SharedParts()
        if let old { count(old, by: -1, same: same) }
        entries[path] = entry
        count(entry, by: 1, same: same)
        invalidateReads(from: old, to: entry)
        return retired
    }

    /// What an update replaced: the file's old entry and the trees kept for it. Holding it keeps
    /// them alive; they are freed when it goes.
    public struct Retired: Sendable {
        /// The old trees are handed back only for texts up to this size (bytes): a larger file's
        /// old tree is freed before its new one is built, so that two are never held at once.
        static let keptTextLimit = 1_000_000

        let entry: Entry?
        var trees: [SyntaxTree] = []
    }

    /// Marks what replacing `old` by `new` may change in which graph a member chain reads. A
    /// change of the declarations' shapes may move any chain anywhere: everything. A change of
    /// the code alone moves only the chains in this file (its locals and receivers): the graphs
    /// whose accessors' names it reads, or whose extensions it holds. A change of comments and
    /// white space, or of a body that reads no accessor, moves nothing.
    /// `sameNames` says that both entries hold the same member and extended names (a renamed
    /// entry shares the old one's): they are then read once.
    private mutating func invalidateReads(from old: Entry?, to new: Entry, sameNames: Bool = false) {
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
        }
    }

    /// The snapshot without `path`.
    public func removing(path: String) -> Workspace {
        var copy = self
        copy.remove(path: path)
        return copy
    }

    /// Removes `path` in place.
    public mutating func remove(path: String) {
        generation += 1
        contentStamp = readVerdicts.nextStamp()
        parsedTrees.forget(path)
        shapeCache.forget(path)
        factoryChecks.forget(path)
        if let old = entries[path] {
            count(old, by: -1)
            invalidateAll()  // member chains through the file no longer resolve
        }
        entries[path] = nil
        pathStamps[path] = nil
        compactTables()
    }

    /// Rebuilds the tables that lost most of their keys. A dictionary never shrinks: a closed
    /// 60 MB document left about 8 MiB of empty capacity in the type index and name counts.
    private mutating func compactTables() {
        Self.compact(&entries)
        Self.compact(&memberNameCounts)
        Self.compact(&implicitUseCounts)
        Self.compact(&extensionCounts)
        Self.compact(&graphNameCounts)
        Self.compact(&typePaths)
        Self.compact(&globalPaths)
        Self.compact(&inputCallPaths)
        Self.compact(&generatedNameCounts)
        Self.compact(&generatedNamePaths)
        Self.compact(&graphNamePaths)
        Self.compact(&pathStamps)
    }

    /// A copy of `table` sized for its keys, when it holds under a quarter of its capacity.
    static func compact<Key, Value>(_ table: inout [Key: Value]) {
        guard table.capacity > 1024, table.capacity > 4 * table.count else { return }
        var compacted = [Key: Value](minimumCapacity: table.count)
        for (key, value) in table { compacted[key] = value }
        table = compacted
    }

    /// Adds (`delta` 1) or removes (`delta` -1) one file's share of the aggregates, leaving out
    /// the parts `same` says the file's other version holds alike (when one version replaces the
    /// other): typing in a large file re-hashes only what changed.
    private mutating func count(_ entry: Entry, by delta: Int, same: SharedParts = SharedParts()) {
        if delta > 0, entry.mayHaveFindings {
            pathsWithPossibleFindings.insert(entry.summary.path)
        } else if delta < 0 {
            pathsWithPossibleFindings.remove(entry.summary.path)
        }
        // A key that comes or goes in the tables every file's findings read (graphs, exporting
        // modules, the type index, generated names) moves everything; a module that starts or
        // stops using a member name moves only the graphs that generate that name.
        var keysChanged = false
        var namesChanged: [String] = []
        @discardableResult
        func adjust(_ counts: inout [String: Int], _ key: String) -> Bool {
            let old = counts[key]
            let value = (old ?? 0) + delta
            counts[key] = value > 0 ? value : nil
            return (old == nil) != (value <= 0)
        }
        @discardableResult
        func adjust(_ counts: inout [String: [String: Int]], _ key: String, module: String) -> Bool {
            // Mutated in place: a copy taken out of the dictionary would be copied again on write.
            let changed = adjust(&counts[key, default: [:]], module)
            if counts[key]?.isEmpty == true { counts[key] = nil }
            return changed
        }
        defer {
            if keysChanged { invalidateAll() }
            // Only names some graph generates can move a finding (a name that becomes one
            // changes its graph's file, and the generated names' keys, moving everything).
            let moved = namesChanged.filter { generatedNameCounts[$0] != nil }
            if !moved.isEmpty {
                let stamp = readVerdicts.nextStamp()
                for name in moved { invalidate(accessor: name, at: stamp) }
            }
        }
        // A file several modules compile counts in each of them.
        for module in modules(compiling: entry.summary) {
            if !same.memberNames {
                for name in entry.memberNames where adjust(&memberNameCounts, name, module: module) {
                    namesChanged.append(name)
                }
            }
            if !same.implicitMemberUses {
                for use in entry.implicitMemberUses where adjust(&implicitUseCounts, use, module: module) {
                    namesChanged.append(Self.lastComponent(of: use))
                }
            }
            // An extension that comes or goes in a file also changes the type index (everything
            // moves), and every read found through an extension is an implicit use, counted above.
            if !same.extendedTypeNames {
                for name in entry.extendedTypeNames { adjust(&extensionCounts, name, module: module) }
            }
            if delta > 0 {
                pathsByModule[module, default: []].insert(entry.summary.path)
            } else {
                pathsByModule[module]?.remove(entry.summary.path)
                if pathsByModule[module]?.isEmpty == true { pathsByModule[module] = nil }
            }
            if !same.graphNames {
                for graph in entry.summary.graphs
                where adjust(&graphNameCounts, graph.lexicalPath.joined(separator: "."), module: module) {
                    keysChanged = true
                }
            }
            if !same.exportsCradle, entry.summary.exportsCradle, adjust(&exportCounts, module) { keysChanged = true }
        }
        func index(_ table: inout [String: Set<String>], _ key: String) {
            if delta > 0 {
                if table[key, default: []].insert(entry.summary.path).inserted { keysChanged = true }
            } else if table[key]?.remove(entry.summary.path) != nil {
                keysChanged = true
                if table[key]?.isEmpty == true { table[key] = nil }
            }
        }
        if !same.typePaths {
            for name in entry.declaredTypes.keys { index(&typePaths, Self.lastComponent(of: name)) }
            for name in entry.extendedTypeNames { index(&typePaths, name) }
        }
        if !same.globalNames { for name in entry.globalNames { index(&globalPaths, name) } }
        if !same.inputCalls { for name in entry.inputCalls { index(&inputCallPaths, name) } }
        // Which files declare each generated name and graph name: no key here moves any finding.
        func list(_ table: inout [String: Set<String>], _ key: String) {
            if delta > 0 {
                table[key, default: []].insert(entry.summary.path)
            } else {
                table[key]?.remove(entry.summary.path)
                if table[key]?.isEmpty == true { table[key] = nil }
            }
        }
        if !same.generatedNames {
            for graph in entry.factories {
                for factory in graph.factories {
                    if adjust(&generatedNameCounts, factory.comparisonName) { keysChanged = true }
                    list(&generatedNamePaths, factory.comparisonName)
                }
            }
        }
        if !same.graphNames {
            for graph in entry.summary.graphs { list(&graphNamePaths, graph.lexicalPath.last ?? "") }
        }
    }

    /// Which parts of a file's share of the aggregates two versions of it hold alike (none
    /// without a second version).
    private struct SharedParts {
        var memberNames = false
        var implicitMemberUses = false
        var extendedTypeNames = false
        var typePaths = false
        var globalNames = false
        var inputCalls = false
        var generatedNames = false
        var graphNames = false
        var exportsCradle = false

        init() {}

        init(_ a: Entry, _ b: Entry) {
            memberNames = a.memberNames == b.memberNames
            implicitMemberUses = a.implicitMemberUses == b.implicitMemberUses
            extendedTypeNames = a.extendedTypeNames == b.extendedTypeNames
            typePaths =
                extendedTypeNames && a.declaredTypes.count == b.declaredTypes.count
                && a.declaredTypes.keys.allSatisfy { b.declaredTypes[$0] != nil }
            globalNames = a.globalNames == b.globalNames
            inputCalls = a.inputCalls == b.inputCalls
            generatedNames =
                a.factories.flatMap { $0.factories.map(\.comparisonName) }
                == b.factories.flatMap { $0.factories.map(\.comparisonName) }
            graphNames = a.summary.graphs.map(\.lexicalPath) == b.summary.graphs.map(\.lexicalPath)
            exportsCradle = a.summary.exportsCradle == b.summary.exportsCradle
        }
    }

    /// The entry of a freshly summarised file. With `factoryChecks`, the factories whose
    /// declarations the file's previous analysis checked are taken from there, and this
    /// analysis's checks are kept for the next.
    static func entry(_ summary: FileSummary, generation: Int, factoryChecks: FactoryCheckCache? = nil) -> Entry {
        var checks = factoryChecks?.take(summary.path)
        let (diagnostics, validators) = Analyzer.analyze(summary, factoryChecks: &checks)
        if let factoryChecks, let checks { factoryChecks.keep(checks, for: summary.path) }
        var graphs: [GraphFactories] = []
        for validator in validators {
            graphs.append(
                GraphFactories(
                    graph: validator.graph, isValid: validator.isValid, factories: validator.factories,
                    sources: validator.sources))
        }
        var names: Set<String> = []
        NameUses.forEachIdentifier(in: summary.tree, range: ByteRange(start: 0, end: summary.tree.text.count)) { isMember, name in
            if isMember { names.insert(name.string()) }
        }
        var extended: Set<String> = []
        var implicitUses: Set<String> = []
        var declared: [String: ByteRange] = [:]
        func collect(_ declarations: [Declaration], path: [String]) {
            for declaration in declarations {
                switch declaration {
                case .type(let type):
                    if type.kind == .extension, let name = type.name?.name {
                        extended.insert(name)
                        implicitUses.formUnion(
                            bareNames(in: type.range, of: summary.tree).map { "\(name).\($0)" })
                    }
                    let inner = LexicalScope.bodyPath(of: type, in: path)
                    if type.kind != .extension, let name = type.name, declared[inner.joined(separator: ".")] == nil {
                        declared[inner.joined(separator: ".")] = name.range
                    }
                    collect(type.members, path: inner)
                case .typeAlias(let alias):
                    declared[(path + [alias.name.name]).joined(separator: ".")] = alias.name.range
                case .ifConfig(let block):
                    for clause in block.clauses { collect(clause.declarations, path: path) }
                default:
                    break
                }
            }
        }
        collect(summary.tree.declarations, path: [])
        let shapes = TypeShape.shapes(of: summary.tree)
        var shapeHasher = Hasher()
        for shape in shapes { shapeHasher.combine(shape.digest) }
        for graph in graphs {
            // Not whether the graph is valid: chains resolve through its factories either way,
            // and only its own file's findings depend on it (through the file's generation).
            shapeHasher.combine(graph.graph.lexicalPath)
            for factory in graph.factories {
                shapeHasher.combine(factory.comparisonName)
                shapeHasher.combine(factory.returnText)
                shapeHasher.combine(factory.isExternal)
            }
            for source in graph.sources { shapeHasher.combine(source.type.identity) }
            for input in graph.graph.arguments.inputs { shapeHasher.combine(input.type.identity) }
        }
        let globals = Set((shapes.first { $0.kind == .fileScope }?.members ?? [:]).filter { !$0.value.isMethod }.keys)
        // The findings, the summary and the sets above are all that is read without a query: the
        // entry keeps the text and drops the tree (tokens and declarations cost about ten times
        // the text), and queries parse the file again (see `tree(of:)`). The graphs' own
        // declarations stay in the summary, small beside the file.
        return Entry(
            summary: summary.withTextOnlyTree(), diagnostics: diagnostics, memberNames: names,
            extendedTypeNames: extended, implicitMemberUses: implicitUses, declaredTypes: declared, factories: graphs,
            generation: generation, isParsed: true,
            mentionsSuppression: NameUseSummary.mentionsSuppression(summary.tree.text.bytes),
            typeShapes: summary.tree.text.count <= TypeShapeCache.keptTextLimit ? shapes : nil,
            globalNames: globals, inputCalls: NameUses.inputCalls(tokens: summary.tree.tokens, bytes: summary.tree.text.bytes),
            shapeDigest: shapeHasher.finalize() | 1, codeDigest: codeDigest(of: summary.tree),
            inertTokens: summary.tree.text.count <= inertTokensTextLimit ? inertTokens(of: summary.tree) : [])
    }

    /// Files up to this size keep their inert token ranges (a few bytes per function).
    static let inertTokensTextLimit = 4 << 20

    /// The token ranges of a tree where renaming a name (an identifier token typed into, its
    /// kind, keyword and flags unchanged) changes no declaration, member chain or shape, only
    /// the code: the bodies of functions and explicit accessors, and the parenthesised groups
    /// of a stored variable's initialiser (a chain reads `T(…)` as a call of `T`, whatever the
    /// arguments), outside extensions (whose bare names are implicit uses of the extended type)
    /// and initialisers (whose `self.x = y` assignments the type index reads). The parser reads
    /// such stretches as balanced brackets, by token kinds and keywords alone.
    static func inertTokens(of tree: SyntaxTree) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        let tokens = tree.tokens
        func visit(_ declarations: [Declaration], depth: Int) {
            guard depth < 64 else { return }
            for declaration in declarations {
                switch declaration {
                case .type(let type):
                    if type.kind != .extension { visit(type.members, depth: depth + 1) }
                case .function(let function):
                    if let body = function.body, !body.innerTokens.isEmpty { ranges.append(body.innerTokens) }
                case .variable(let variable):
                    for binding in variable.bindings {
                        for accessor in binding.accessors?.accessors ?? [] {
                            if let body = accessor.body, !body.innerTokens.isEmpty { ranges.append(body.innerTokens) }
                        }
                        guard let initializer = binding.initializer, initializer.start < initializer.end else { continue }
                        var index = tree.tokenIndex(containing: initializer.start)
                        let limit = tree.tokenIndex(containing: initializer.end)
                        while index < limit {
                            if tokens[index].kind == .leftParen, let close = MemberChain.closing(of: index, in: tokens),
                                close < limit
                            {
                                if index + 1 < close { ranges.append((index + 1)..<close) }
                                index = close + 1
                            } else {
                                index += 1
                            }
                        }
                    }
                case .ifConfig(let block):
                    for clause in block.clauses { visit(clause.declarations, depth: depth + 1) }
                default:
                    break
                }
            }
        }
        visit(tree.declarations, depth: 0)
        ranges.sort { $0.lowerBound < $1.lowerBound }
        return ranges
    }

    /// Whether the token at `index` lies in one of `ranges` (sorted, as ``inertTokens(of:)`` gives them).
    static func isInert(_ index: Int, in ranges: [Range<Int>]) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].lowerBound <= index { low = middle + 1 } else { high = middle }
        }
        // The ranges are disjoint (a body's declarations are not parsed, and the groups listed
        // are the outermost): only the last one starting at or before `index` can hold it.
        return low > 0 && ranges[low - 1].contains(index)
    }

    /// The entry of a file whose new text has the old one's tokens, moved (`edit` changed white
    /// space or comments alone): the old entry with its positions moved and the new text. Nil
    /// when the old entry holds findings or syntax whose positions are not moved here (graphs,
    /// `@Provide` attributes, type aliases), or a position that is no token's edge; the file is
    /// then analysed again. The suppression mention is read again: comments may have changed.
    static func movedEntry(_ old: Entry, text: SourceText, edit: TokenEdit, generation: Int) -> Entry? {
        guard edit.isTriviaOnly else { return nil }
        return moving(
            old, text: text, edit: edit, generation: generation, inputCalls: { old.inputCalls }, codeDigest: { old.codeDigest })
    }

    /// The entry of a file whose new text renames names inside the old entry's inert token
    /// ranges (``inertTokens(of:)``), one token for one, none of them a member (`.name`), an
    /// attribute (`@Name`) or `input`: the old entry with its positions moved, the new text, its
    /// code digest, and the graphs called with `input:` read again when a renamed name is
    /// called. Nil otherwise, or under the conditions of ``movedEntry(_:text:edit:generation:)``.
    static func renamedEntry(_ old: Entry, text: SourceText, edit: TokenEdit, generation: Int) -> Entry? {
        guard let renamed = edit.renamedTokens, !renamed.isEmpty, renamed.count <= 8, !old.isTextDropped else { return nil }
        let tokens = edit.tokens
        var callsMoved = false
        for index in renamed {
            guard tokens[index].kind == .identifier, index > 0, isInert(index, in: old.inertTokens) else { return nil }
            let previous = tokens[index - 1].kind
            guard previous != .period, previous != .prefixPeriod, previous != .atSign else { return nil }
            if NameUses.spelling(of: tokens[index], in: text.bytes) == "input" { return nil }
            if index + 1 < tokens.count, tokens[index + 1].kind == .leftParen { callsMoved = true }
        }
        // Nor was any of them `input`.
        let oldBytes = old.summary.tree.text.bytes
        for token in edit.renamedFrom where NameUses.spelling(of: token, in: oldBytes) == "input" { return nil }
        return moving(
            old, text: text, edit: edit, generation: generation,
            inputCalls: { callsMoved ? NameUses.inputCalls(tokens: tokens, bytes: text.bytes) : old.inputCalls },
            codeDigest: { codeDigest(tokens: tokens, bytes: text.bytes) })
    }

    /// `old` with the new text and its positions moved by `edit`, the given input calls and
    /// code digest (read only once the move succeeded), everything else kept: nil unless the
    /// old entry holds no findings and no syntax whose positions are not moved here (graphs,
    /// `@Provide` attributes, type aliases), and every position it keeps is a token's edge.
    private static func moving(
        _ old: Entry, text: SourceText, edit: TokenEdit, generation: Int, inputCalls: () -> Set<String>,
        codeDigest: () -> Int
    ) -> Entry? {
        let summary = old.summary
        guard old.isParsed, !old.isTextDropped, old.shapeDigest != 0, old.diagnostics.isEmpty, old.factories.isEmpty,
            summary.graphs.isEmpty, summary.misplacedProvides.isEmpty, summary.localProvides.isEmpty,
            summary.typeAliases.isEmpty
        else { return nil }
        var declared: [String: ByteRange] = [:]
        declared.reserveCapacity(old.declaredTypes.count)
        for (name, range) in old.declaredTypes {
            guard let moved = edit.newRange(range) else { return nil }
            declared[name] = moved
        }
        var shapes: [TypeShape]?
        if let oldShapes = old.typeShapes {
            var moved: [TypeShape] = []
            moved.reserveCapacity(oldShapes.count)
            for shape in oldShapes {
                guard let shape = shape.moved(by: edit) else { return nil }
                moved.append(shape)
            }
            shapes = moved
        }
        return Entry(
            summary: summary.replacingText(text), diagnostics: [], memberNames: old.memberNames,
            extendedTypeNames: old.extendedTypeNames, implicitMemberUses: old.implicitMemberUses, declaredTypes: declared,
            factories: [], generation: generation, isParsed: true,
            mentionsSuppression: mentionsSuppression(old, text: text, edit: edit), typeShapes: shapes,
            globalNames: old.globalNames, inputCalls: inputCalls(), shapeDigest: old.shapeDigest, codeDigest: codeDigest(),
            inertTokens: old.inertTokens)
    }

    /// Whether `text`, `edit`'s new version of `old`'s text, mentions `cradle-lsp:ignore`: a
    /// mention the old text lacked can only overlap the changed bytes.
    private static func mentionsSuppression(_ old: Entry, text: SourceText, edit: TokenEdit) -> Bool {
        if old.mentionsSuppression { return NameUseSummary.mentionsSuppression(text.bytes) }
        let margin = SuppressionComment.marker.utf8.count
        let start = max(0, edit.newChange.lowerBound - margin)
        let end = min(text.count, edit.newChange.upperBound + margin)
        return NameUseSummary.mentionsSuppression(Array(text.bytes[start..<end]))
    }

    /// A digest of a file's tokens without trivia: comments and white space do not change it.
    /// Each token is written as its kind, its length (four bytes) and its bytes, which no other
    /// list of tokens writes alike; the writing goes through a 64 KiB buffer that the hasher
    /// reads in one call each time it fills (a call per token cost more than the hashing).
    static func codeDigest(of tree: SyntaxTree) -> Int {
        codeDigest(tokens: tree.tokens, bytes: tree.text.bytes)
    }

    /// ``codeDigest(of:)`` of a text's tokens.
    static func codeDigest(tokens: [Token], bytes textBytes: [UInt8]) -> Int {
        var hasher = Hasher()
        let capacity = 1 << 16
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            textBytes.withUnsafeBytes { bytes in
                guard let target = buffer.baseAddress, let source = bytes.baseAddress else { return }
                var used = 0
                for token in tokens {
                    let length = Int(token.end) - Int(token.start)
                    if used + 5 + length > capacity {
                        hasher.combine(bytes: UnsafeRawBufferPointer(start: target, count: used))
                        used = 0
                    }
                    target[used] = token.kind.rawValue
                    for byte in 0..<4 { target[used + 1 + byte] = UInt8(truncatingIfNeeded: length >> (8 * byte)) }
                    used += 5
                    if used + length > capacity {
                        // A token longer than the buffer (a large literal) is read where it is.
                        hasher.combine(bytes: UnsafeRawBufferPointer(start: target, count: used))
                        hasher.combine(bytes: UnsafeRawBufferPointer(start: source + Int(token.start), count: length))
                        used = 0
                    } else if length > 0 {
                        UnsafeMutableRawPointer(target + used).copyMemory(from: source + Int(token.start), byteCount: length)
                        used += length
                    }
                }
                hasher.combine(bytes: UnsafeRawBufferPointer(start: target, count: used))
            }
        }
        return hasher.finalize()
    }

    /// What a file's declarations say about types: kept for a parsed file, else read from its
    /// tree once and cached.
    func typeShapes(of path: String) -> [TypeShape] {
        guard let entry = entries[path] else { return [] }
        if let shapes = entry.typeShapes { return shapes }
        return shapeCache.shapes(for: entry) { tree(of: path).map(TypeShape.shapes(of:)) ?? [] }
    }

    /// Identifiers in `range` that are not member accesses (no `.` before them) and could be a
    /// generated accessor (they start with a lower-case letter or `_`).
    static func bareNames(in range: ByteRange, of tree: SyntaxTree) -> Set<String> {
        var names: Set<String> = []
        NameUses.forEachIdentifier(in: tree, range: range) { isMember, spell in
            guard !isMember else { return }
            let name = spell.string()
            guard let first = name.utf8.first,
                first == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first)
            else { return }
            names.insert(name)
        }
        return names
    }

    /// The full syntax tree of a file: kept from a recent update or query, else parsed again
    /// from its text (the entry keeps only that).
    public func tree(of path: String) -> SyntaxTree? {
        guard let entry = entries[path] else { return nil }
        let tree = entry.summary.tree
        if !entry.isTextDropped, !tree.isTextOnly { return tree }
        return parsedTrees.tree(for: entry) { entry.isTextDropped ? textSource?(path) : tree.text }
    }

    /// Changes whenever an update or a query keeps or finds a tree (see ``ParsedTrees``): while
    /// it changes, the trees are in use; once it stops, the server releases them.
    public var treeActivity: Int { parsedTrees.activity }

    /// Drops the trees kept for recent updates and queries (each costs about ten times its
    /// text); the next query that needs one parses its file again.
    public func releaseKeptTrees() {
        parsedTrees.removeAll()
        shapeCache.forgetLargeFiles()
    }

    /// The text of a file, as the workspace keeps it or as ``textSource`` reads it back.
    public func text(of path: String) -> SourceText? {
        guard let entry = entries[path] else { return nil }
        return entry.isTextDropped ? textSource?(path) : entry.summary.tree.text
    }

    /// The summaries, sorted by path.
    public var summaries: [FileSummary] { entries.keys.sorted().compactMap { entries[$0]?.summary } }

    /// The modules whose files see Cradle through an `@_exported import Cradle`.
    public var exportingModules: Set<String> { Set(exportCounts.keys) }

    /// Whether a file can see Cradle (`product.md` §3), in any module that compiles it.
    public func seesCradle(_ path: String, exporting: Set<String>? = nil) -> Bool {
        guard let summary = entries[path]?.summary else { return false }
        let exporting = exporting ?? exportingModules
        return summary.seesCradle(exportingModules: exporting)
            || (otherModules[path] ?? []).contains(where: exporting.contains)
    }

    /// Every finding of the workspace: each file's (when it sees Cradle) and the workspace
    /// findings, sorted.
    public var diagnostics: [Diagnostic] {
        let exporting = exportingModules
        var all: [Diagnostic] = []
        let pass = FindingPass(self)
        for path in pathsWithPossibleFindings where seesCradle(path, exporting: exporting) {
            all += review(in: path, pass: pass).diagnostics
        }
        return all.sorted(by: Diagnostic.areInOrder)
    }

    /// The findings of one file, workspace findings included, sorted, after the policy. Costs
    /// that file only. Several files' findings in a row share one `pass` made from this workspace.
    public func diagnostics(in path: String, pass: FindingPass? = nil) -> [Diagnostic] {
        review(in: path, pass: pass).diagnostics
    }

    /// The findings of one file after the policy, with how many a comment silenced.
    public func review(in path: String, pass: FindingPass? = nil) -> FindingReview {
        guard let entry = entries[path], entry.mayHaveFindings, seesCradle(path) else {
            return FindingReview(diagnostics: [], suppressed: 0)
        }
        let policy = policySource?(path) ?? self.policy
        return policy.review(findings(in: path, pass: pass), path: path, text: text(of: path) ?? entry.summary.tree.text)
    }

    func findings(in path: String, pass: FindingPass? = nil) -> [Diagnostic] {
        guard let entry = entries[path] else { return [] }
        return entry.diagnostics + workspaceFindings(for: path, entry: entry, pass: pass)
    }

    /// Findings that need the whole workspace, for one file: `sources:` graphs that the module
    /// cannot see, and registrations that nothing consumes (no factory parameter, no member use
    /// and no implicit-`self` use in an extension of the graph, in any module that sees the graph's).
    func workspaceFindings(for path: String, entry: Entry, pass: FindingPass? = nil) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let modules = modules(compiling: entry.summary)
        for graph in entry.factories {
            let scope = Array(graph.graph.lexicalPath.dropLast())
            for source in graph.sources {
                // The compiler builds the file once for each module that compiles it: the first
                // module the element does not resolve from is where the build fails.
                let message = modules.lazy.compactMap { module -> MessageText? in
                    switch self.resolution(of: source.type.identity, scope: scope, from: module) {
                    case .visible: nil
                    case .nowhere: Message.unresolvedSource(type: source.type.text)
                    case .onlyIn(let declaring):
                        Message.invisibleSource(type: source.type.text, declaredIn: declaring, module: module)
                    }
                }.first
                guard let message else { continue }
                findings.append(Diagnostic(code: .unresolvedSource, message: message, file: path, range: source.range))
            }
            guard graph.isValid else { continue }
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
            let unreadSet = Set(unread.map(ObjectIdentifier.init))
            for factory in graph.factories where unreadSet.contains(ObjectIdentifier(factory)) {
                findings.append(
                    Diagnostic(
                        code: .unusedRegistration,
                        message: Message.unusedRegistration(type: factory.returnText, factory: factory.name),
                        file: path, range: factory.function.name.range, tags: [.unnecessary]))
            }
        }
        return findings
    }

    /// Whether some module that can see `graphModule` uses a name (per-module counts).
    private func isUsed(_ counts: [String: Int]?, graphModule: String) -> Bool {
        guard let counts else { return false }
        return counts.keys.contains { visibility.canSee(graphModule, from: $0) }
    }

    /// Where a `sources:` type resolves from a module.
    enum SourceResolution: Equatable {
        /// A graph the module can see declares it.
        case visible
        /// Only modules the module does not depend on declare it.
        case onlyIn([String])
        case nowhere
    }

    /// How a source type resolves: by exact lexical path, through the enclosing scopes, or as
    /// `Module.Path`, among the graphs of modules that `module` sees (itself and its dependencies).
    func resolution(of name: String, scope: [String], from module: String) -> SourceResolution {
        var invisible: Set<String> = []
        for candidate in LexicalScope.candidates(for: name, in: scope) {
            for declaring in (graphNameCounts[candidate] ?? [:]).keys {
                if visibility.canSee(declaring, from: module) { return .visible }
                invisible.insert(declaring)
            }
        }
        if let qualified = LexicalScope.moduleQualified(name), graphNameCounts[qualified.path]?[qualified.module] != nil {
            if visibility.canSee(qualified.module, from: module) { return .visible }
            invisible.insert(qualified.module)
        }
        return invisible.isEmpty ? .nowhere : .onlyIn(invisible.sorted())
    }
}

/// The messages this file's checks emit.
extension Message {
    /// A registration nothing consumes.
    static func unusedRegistration(type: String, factory: String) -> MessageText {
        MessageText(
            english: "nothing in the workspace uses registration type \(quoted(type)) of \(quoted(factory))",
            cradle: "workspace의 어느 곳도 \(quoted(factory)) Factory의 등록 타입 \(quoted(type))에 의존하지 않습니다.")
    }

    /// A `sources:` element naming a graph that exists nowhere in the workspace.
    static func unresolvedSource(type: String) -> MessageText {
        MessageText(
            english: "source graph \(quoted(type)) is not declared anywhere in the workspace",
            cradle: "\(quoted(type)) source graph가 workspace 어디에도 선언되어 있지 않습니다.")
    }

    /// A `sources:` element naming a graph declared only in modules that the graph's module does
    /// not depend on, so the compiler cannot see it.
    static func invisibleSource(type: String, declaredIn modules: [String], module: String) -> MessageText {
        let names = modules.map(quoted).joined(separator: ", ")
        return MessageText(
            english:
                "source graph \(quoted(type)) is declared in module\(modules.count == 1 ? "" : "s") \(names), which \(quoted(module)) does not depend on",
            cradle:
                "\(quoted(type)) source graph는 \(names) module에 선언되어 있지만 \(quoted(module)) module은 그 module에 의존하지 않습니다."
        )
    }
}

/// One pass over a workspace's findings (a publish, a batch report): the member chains that
/// several files' `unused-registration` checks resolve are resolved once, not once per graph (on
/// DevLog's 69 graphs, each edit built 69 resolvers, and each resolved the app's chains again).
/// Made from one workspace value and valid for it only; not shared between threads.
public final class FindingPass {
    private let workspace: Workspace
    private var resolver: TypeResolver?

    public init(_ workspace: Workspace) {
        self.workspace = workspace
    }

    /// The pass's resolver, when `workspace` is the one it was made from (same generation);
    /// nil otherwise, so a stale pass costs time, never a wrong answer.
    func resolver(for workspace: Workspace) -> TypeResolver? {
        guard workspace.generation == self.workspace.generation,
            workspace.aggregateRevision == self.workspace.aggregateRevision,
            workspace.entries.count == self.workspace.entries.count
        else { return nil }
        if let resolver { return resolver }
        let made = TypeResolver(self.workspace)
        resolver = made
        return made
    }
}
