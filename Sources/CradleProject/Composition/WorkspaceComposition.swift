import CradleAnalysis
import CradleSyntax

/// CradleDiagramMaker's workspace, read from the build definitions instead of a manifest: one
/// target per module (its transitive dependencies as the manifest's would be), every loaded
/// file under its path relative to its workspace root, and the roots and composition types the
/// configuration names or the inference picks (README, "How roots and composition types are
/// chosen").
public struct WorkspaceComposition {
    /// Why no selection can be made.
    public enum SelectionError: Error, CustomStringConvertible, Equatable {
        case malformedName(what: Role, name: String)
        case unknownName(what: Role, name: String)
        case rootWithArguments(String)

        /// What a configured name was to be.
        public enum Role: String, Sendable {
            case root, type
        }

        public var description: String { description(in: .english) }

        /// The error in `language`.
        public func description(in language: MessageLanguage) -> String {
            switch self {
            case .malformedName(.root, let name): CompositionText.malformedRoot.text(in: language, name)
            case .malformedName(.type, let name): CompositionText.malformedType.text(in: language, name)
            case .unknownName(.root, let name): CompositionText.unknownRoot.text(in: language, name)
            case .unknownName(.type, let name): CompositionText.unknownType.text(in: language, name)
            case .rootWithArguments(let name): CompositionText.rootWithArguments.text(in: language, name)
            }
        }
    }

    public let scope: CompositionScope
    public let targets: [CompositionDiagram.Target]
    /// A source's key path to the path the workspace knows it by and its line index.
    public let files: [String: (path: String, lines: LineIndex)]
    /// The folder `--output` writes under: the first root's name.
    public let workspaceName: String
    /// Targets no other target depends on.
    public let topTargets: Set<String>

    /// The composition workspace of `workspace`'s files, as `project` defines their modules
    /// (test targets left out, as a manifest leaves them out).
    public init(project: Project, workspace: Workspace) {
        let byPath = Dictionary(project.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var sources: [CompositionSource] = []
        var files: [String: (path: String, lines: LineIndex)] = [:]
        var moduleNames: Set<String> = []
        // A manifest lists real source membership only: test targets are no targets of the views.
        for summary in workspace.summaries where project.modules.modules[summary.module]?.kind != .test {
            let key = byPath[summary.path]?.rootRelativePath ?? summary.path
            let tree = workspace.tree(of: summary.path) ?? summary.syntaxTree
            sources.append(CompositionSource(targetID: summary.module, path: key, tree: tree))
            files[key] = (summary.path, LineIndex(tree.text))
            moduleNames.insert(summary.module)
        }
        let targets = moduleNames.sorted().map { name in
            CompositionDiagram.Target(
                id: name, moduleName: name,
                dependencies: project.modules.dependencyClosure(of: [name]).subtracting([name]).intersection(moduleNames)
                    .sorted())
        }
        let dependedOn = Set(moduleNames.flatMap { (project.modules.modules[$0]?.dependencies ?? []).subtracting([$0]) })
        let root = project.roots.first.map(PathName.lastComponent) ?? ""
        self.scope = CompositionScope(targets: targets, sources: sources)
        self.targets = targets
        self.files = files
        self.workspaceName = root.isEmpty ? "Workspace" : root
        self.topTargets = moduleNames.subtracting(dependedOn)
    }

    /// The roots and types: those `configuration` names (`Module.LexicalPath`), the inferred
    /// ones for a list it leaves out. Names that match nothing, and roots with `input:` or
    /// `sources:`, are errors, as in CradleDiagramMaker.
    public func selection(_ configuration: CompositionConfiguration?) -> Result<CompositionSelection, SelectionError> {
        let inferred = scope.inferredSelection(topTargets: topTargets)
        func parse(_ names: [String], what: SelectionError.Role, exists: (CompositionTypeID) -> Bool) -> Result<
            [CompositionTypeID], SelectionError
        > {
            var result: [CompositionTypeID] = []
            for name in names {
                let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                guard parts.count >= 2, let module = parts.first, !parts.contains(where: \.isEmpty) else {
                    return .failure(.malformedName(what: what, name: name))
                }
                let id = CompositionTypeID(targetID: module, lexicalPath: Array(parts.dropFirst()))
                guard exists(id) else { return .failure(.unknownName(what: what, name: name)) }
                result.append(id)
            }
            return .success(result)
        }
        var roots = inferred.roots
        var types = inferred.types
        if let names = configuration?.roots {
            switch parse(names, what: .root, exists: scope.containsGraph) {
            case .success(let parsed): roots = parsed
            case .failure(let error): return .failure(error)
            }
        }
        if let names = configuration?.types {
            switch parse(names, what: .type, exists: scope.containsType) {
            case .success(let parsed): types = parsed
            case .failure(let error): return .failure(error)
            }
        }
        if let root = roots.first(where: { !scope.isValidRoot($0) }) {
            return .failure(.rootWithArguments("\(root.targetID).\(root.lexicalName)"))
        }
        return .success(CompositionSelection(roots: roots, types: types))
    }

    /// The composition view of `selection`, read over the roots' targets and their dependencies.
    public func diagram(_ selection: CompositionSelection) -> CompositionDiagram {
        scope.restricted(to: scope.targets(reachedFrom: selection)).diagram(selection)
    }

    /// The declarations view of every target, as CradleDiagramMaker draws it for a manifest
    /// without roots.
    public func declarations() -> CompositionDiagram { scope.declarations() }
}
