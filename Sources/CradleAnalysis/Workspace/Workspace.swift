import CradleSyntax

/// An immutable snapshot of a workspace: every file's summary and findings. Updating a file
/// re-reads only that file and returns a new snapshot; readers keep the one they hold.
public struct Workspace: Sendable {
    /// What the workspace keeps per file.
    public struct Entry: Sendable {
        public let summary: FileSummary
        /// The file's Cradle findings and predictions, computed as if the file sees Cradle; the
        /// scope rule is applied when they are read, since it depends on other files.
        public let diagnostics: [Diagnostic]
        /// Names used as members anywhere in the file (`x.name`, `.name`), for unused-registration.
        public let memberNames: Set<String>
        /// The valid factories of each valid graph of the file, by graph (for queries).
        public let factories: [GraphFactories]
        /// A per-file counter: the snapshot generation that last changed the file.
        public let generation: Int
    }

    /// The factories of one graph, as validated.
    public struct GraphFactories: Sendable {
        public let graph: GraphDeclaration
        /// Whether the graph passed Cradle's checks (its accessors exist).
        public let isValid: Bool
        /// Whether the graph is `@DependencyGraph(.shared)` (reached through `G.shared`).
        public let isSharedGraph: Bool
        let factories: [Factory]
        let sources: [SourceElement]
    }

    public private(set) var entries: [String: Entry] = [:]
    public private(set) var generation = 0

    public init() {}

    /// The snapshot with `path` read from `text`; only that file is parsed and analysed.
    public func updating(path: String, module: String, text: SourceText) -> Workspace {
        var copy = self
        copy.generation += 1
        copy.entries[path] = Self.entry(
            FileSummary(SourceInput(path: path, module: module, text: text)), generation: copy.generation)
        return copy
    }

    /// The snapshot without `path`.
    public func removing(path: String) -> Workspace {
        var copy = self
        copy.generation += 1
        copy.entries[path] = nil
        return copy
    }

    static func entry(_ summary: FileSummary, generation: Int) -> Entry {
        var diagnostics = summary.misplacedProvides.map { provide in
            Diagnostic(code: .provideMisplaced, message: Message.provideMisplaced(), file: summary.path, range: provide.range)
        }
        var graphs: [GraphFactories] = []
        for graph in summary.graphs {
            var validator = GraphValidator(graph: graph, tree: summary.tree, file: summary.path)
            validator.typeAliases = summary.typeAliases
            validator.run()
            diagnostics += validator.diagnostics + validator.hints
            diagnostics += Predictions.instanceMemberUses(validator)
            diagnostics += Predictions.bodylessProtocolResults(
                graph, protocols: summary.protocolNames, tree: summary.tree, file: summary.path)
            let isShared =
                graph.attribute.arguments?.arguments.contains { argument in
                    guard argument.label == nil,
                        case .implicitMember("shared") = ExpressionShape.classify(
                            ExpressionPart(argument, in: summary.tree), in: summary.tree)
                    else { return false }
                    return true
                } ?? false
            graphs.append(
                GraphFactories(
                    graph: graph, isValid: validator.diagnostics.isEmpty, isSharedGraph: isShared, factories: validator.factories,
                    sources: validator.sources))
        }
        var names: Set<String> = []
        let tokens = summary.tree.tokens
        for index in tokens.indices.dropFirst() where tokens[index].kind == .identifier {
            let previous = tokens[index - 1].kind
            if previous == .period || previous == .prefixPeriod {
                names.insert(summary.tree.canonicalText(of: tokens[index].range, removingBackticks: true))
            }
        }
        return Entry(summary: summary, diagnostics: diagnostics, memberNames: names, factories: graphs, generation: generation)
    }

    /// The summaries, sorted by path.
    public var summaries: [FileSummary] { entries.keys.sorted().compactMap { entries[$0]?.summary } }

    /// The modules whose files see Cradle through an `@_exported import Cradle`.
    public var exportingModules: Set<String> {
        Set(entries.values.filter(\.summary.exportsCradle).map(\.summary.module))
    }

    /// Whether a file can see Cradle (`product.md` §3).
    public func seesCradle(_ path: String, exporting: Set<String>? = nil) -> Bool {
        guard let summary = entries[path]?.summary else { return false }
        return summary.importsCradle || (exporting ?? exportingModules).contains(summary.module)
    }

    /// Every finding of the workspace: each file's (when it sees Cradle) and the workspace
    /// findings, sorted.
    public var diagnostics: [Diagnostic] {
        let exporting = exportingModules
        var all: [Diagnostic] = []
        for (path, entry) in entries where seesCradle(path, exporting: exporting) { all += entry.diagnostics }
        all += workspaceFindings(exporting: exporting)
        return all.sorted(by: Diagnostic.areInOrder)
    }

    /// The findings of one file, workspace findings included.
    public func diagnostics(in path: String) -> [Diagnostic] {
        diagnostics.filter { $0.file == path }
    }

    /// Findings that need the whole workspace: `sources:` graphs declared nowhere, and
    /// registrations that nothing consumes (no factory parameter, no member use anywhere).
    func workspaceFindings(exporting: Set<String>) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let graphNames = Set(
            entries.values.flatMap { entry in entry.summary.graphs.map { $0.lexicalPath.joined(separator: ".") } })
        let modules = Set(entries.values.map(\.summary.module))
        var usedNames: Set<String> = []
        for entry in entries.values { usedNames.formUnion(entry.memberNames) }
        for (path, entry) in entries where seesCradle(path, exporting: exporting) {
            for graph in entry.factories {
                let scope = Array(graph.graph.lexicalPath.dropLast())
                for source in graph.sources
                where !Self.resolves(source.type.identity, scope: scope, graphs: graphNames, modules: modules) {
                    findings.append(
                        Diagnostic(
                            code: .unresolvedSource, message: Message.unresolvedSource(type: source.type.text), file: path,
                            range: source.range))
                }
                guard graph.isValid else { continue }
                let consumed = Set(graph.factories.flatMap { $0.graphParameters.map(\.identity) })
                for factory in graph.factories where !factory.isExternal {
                    guard !consumed.contains(factory.identity), !usedNames.contains(factory.comparisonName) else { continue }
                    findings.append(
                        Diagnostic(
                            code: .unusedRegistration,
                            message: Message.unusedRegistration(type: factory.returnText, factory: factory.name),
                            file: path, range: factory.function.name.range, tags: [.unnecessary]))
                }
            }
        }
        return findings
    }

    /// Whether a source type names a graph: by exact lexical path, through the enclosing scopes,
    /// or as `Module.Path` for a graph in another module.
    static func resolves(_ name: String, scope: [String], graphs: Set<String>, modules: Set<String>) -> Bool {
        if graphs.contains(name) { return true }
        var prefix = scope
        while !prefix.isEmpty {
            if graphs.contains((prefix + [name]).joined(separator: ".")) { return true }
            prefix.removeLast()
        }
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        return parts.count == 2 && modules.contains(parts[0]) && graphs.contains(parts[1])
    }
}
