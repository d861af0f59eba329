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
        /// `extension AppGraph { … }` is `AppGraph.clock`), and the accessors a graph of the file
        /// names bare in its own body (``selfReadNames``): implicit-`self` accessor uses.
        public let implicitMemberUses: Set<String>
        /// The accessors the file's graphs name bare in their own bodies (`clock` in a method of
        /// `AppGraph`): a code edit there moves the reads of these names alone.
        let selfReadNames: Set<String>
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
        public var mayHaveFindings: Bool {
            !diagnostics.isEmpty || !factories.isEmpty || mentionsSuppression || memberNames.contains("override")
        }

        init(
            summary: FileSummary, diagnostics: [Diagnostic], memberNames: Set<String>, extendedTypeNames: Set<String>,
            implicitMemberUses: Set<String>, declaredTypes: [String: ByteRange], factories: [GraphFactories], generation: Int,
            isTextDropped: Bool = false, isParsed: Bool, mentionsSuppression: Bool, typeShapes: [TypeShape]? = nil,
            globalNames: Set<String> = [], inputCalls: Set<String> = [], shapeDigest: Int = 0, codeDigest: Int = 0,
            inertTokens: [Range<Int>] = [], selfReadNames: Set<String> = []
        ) {
            self.selfReadNames = selfReadNames
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

    public internal(set) var entries: [String: Entry] = [:]
    /// The paths of the entries that may have findings (``Entry/mayHaveFindings``): every other
    /// file's findings are empty whatever the rest of the workspace holds.
    public internal(set) var pathsWithPossibleFindings: Set<String> = []
    /// Reads back the text of a file whose text the workspace dropped (the loading layer's file
    /// reader; the analysis does no I/O itself).
    public var textSource: (@Sendable (String) -> SourceText?)?
    /// Trees of recent updates and queries, shared by the snapshot's copies.
    let parsedTrees = ParsedTrees()
    /// The snapshot's content stamp: moves with every change of an entry, to a stamp no other
    /// copy holds (see `Workspace+Invalidation.swift` for every stamp and who reads it).
    public internal(set) var generation = 0
    /// The stamp of the last change that may move any file's workspace findings (see
    /// `Workspace+Invalidation.swift`).
    var globalStamp = 0
    /// The stamp of the last change of a file with graphs, read by files calling `override`
    /// (see `Workspace+Invalidation.swift`).
    var overrideStamp = 0
    var accessorStamps: [String: Int] = [:]
    var graphStamps: [String: Int] = [:]
    /// The latest name stamp of each file's graphs and factories, moved with the names' (a
    /// publish asks it of every file with graphs), and the files declaring each generated name
    /// and each graph (by the last component of its name) that move it.
    var pathStamps: [String: Int] = [:]
    var generatedNamePaths: [String: Set<String>] = [:]
    var graphNamePaths: [String: Set<String>] = [:]
    /// Which modules see which, as the build definitions say; everything sees everything until
    /// a project sets it.
    public internal(set) var visibility = ModuleVisibility()
    /// Files that further modules compile too, besides the module their summary names (a file
    /// in an app target and its extension): each of those modules has the file's graphs and
    /// uses, and a `sources:` element must resolve from each.
    public internal(set) var otherModules: [String: [String]] = [:]
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
    var memberNameCounts: [String: [String: Int]] = [:]
    var implicitUseCounts: [String: [String: Int]] = [:]
    /// Extended type names, per module, and each module's files: a query for the uses of one
    /// accessor looks only at the modules that use its name or extend its graph.
    var extensionCounts: [String: [String: Int]] = [:]
    var pathsByModule: [String: Set<String>] = [:]
    var graphNameCounts: [String: [String: Int]] = [:]
    var exportCounts: [String: Int] = [:]
    /// The type index's look-up tables: the files declaring or extending a type, by the type's
    /// last name component; the files declaring a global variable; the files calling a graph
    /// with `input:`, by the graph's name; and how many factories generate each accessor name.
    var typePaths: [String: Set<String>] = [:]
    var globalPaths: [String: Set<String>] = [:]
    var inputCallPaths: [String: Set<String>] = [:]
    var generatedNameCounts: [String: Int] = [:]
    /// Type shapes of files that were not parsed, read when a query first needs them.
    let shapeCache = TypeShapeCache()
    /// The factory checks of each file's last update, for the next one.
    let factoryChecks = FactoryCheckCache()
    /// Whether each factory's accessor is read, by the factory's read stamp.
    let readVerdicts = ReadVerdicts()
    /// The snapshot's graphs, made once per content.
    let graphCatalogue = GraphCatalogue()

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
    func modules(compiling summary: FileSummary) -> [String] {
        [summary.module] + (otherModules[summary.path] ?? [])
    }

    /// Replaces the module visibility (build definitions changed); findings may change everywhere.
    public mutating func setVisibility(_ visibility: ModuleVisibility) {
        guard visibility != self.visibility else { return }
        self.visibility = visibility
        invalidateAll()
    }

    /// The last component of a dotted name (`Outer.AppGraph` → `AppGraph`): graph stamps are
    /// kept by it, as the graphs are listed by it.
    static func lastComponent(of name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
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

    /// Every finding of the workspace: each file's (see ``review(in:pass:)``) and the workspace
    /// findings, sorted.
    public var diagnostics: [Diagnostic] {
        var all: [Diagnostic] = []
        let pass = SharedResolver(self)
        for path in pathsWithPossibleFindings { all += review(in: path, pass: pass).diagnostics }
        return all.sorted(by: Diagnostic.areInOrder)
    }

    /// The findings of one file, workspace findings included, sorted, after the policy. Costs
    /// that file only. Several files' findings in a row share one `pass` made from this workspace.
    public func diagnostics(in path: String, pass: SharedResolver? = nil) -> [Diagnostic] {
        review(in: path, pass: pass).diagnostics
    }

    /// The findings of one file after the policy, with how many a comment silenced. A file that
    /// does not see Cradle has only the predictions for its `G.override(…)` calls (a test that
    /// imports the graph's module, not Cradle).
    public func review(in path: String, pass: SharedResolver? = nil) -> FindingReview {
        guard let entry = entries[path], entry.mayHaveFindings else { return FindingReview(diagnostics: [], suppressed: 0) }
        let seesCradle = seesCradle(path)
        var findings = seesCradle ? findings(in: path, pass: pass) : overrideCallFindings(in: path, pass: pass)
        // Suppression comments are checked where Cradle is seen, or where a prediction is.
        guard !findings.isEmpty || seesCradle else { return FindingReview(diagnostics: [], suppressed: 0) }
        let policy = policySource?(path) ?? self.policy
        if !policy.limits.isEmpty { findings += analysisGateFindings(in: path, limits: policy.limits) }
        return policy.review(findings, path: path, text: text(of: path) ?? entry.summary.tree.text)
    }

    func findings(in path: String, pass: SharedResolver? = nil) -> [Diagnostic] {
        guard let entry = entries[path] else { return [] }
        return entry.diagnostics + workspaceFindings(for: path, entry: entry, pass: pass)
    }
}
