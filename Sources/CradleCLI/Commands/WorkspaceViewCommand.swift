import CradleAnalysis
import CradleProject
import CradleProtocol
import CradleSyntax
import Foundation

/// `--graph FORMAT --view declarations|composition`: CradleDiagramMaker's workspace views
/// (`cradle.md` §7.4) from the build definitions, without a manifest. Prints one document, or
/// with `--output DIR` writes `DIR/<Workspace>/<View>.mmd` and `<View>.analysis.json` as the
/// tool does (rewritten only when changed, removed when the view has no nodes). Warnings go to
/// standard error as `path:line:column: warning: message [code]`.
enum WorkspaceViewCommand {
    /// What the view is drawn from: its targets, files and how their paths are printed.
    struct Scope {
        var targets: [CompositionDiagram.Target]
        var sources: [CompositionSource]
        /// A source's path (as keys name it) to the path the user reaches it by, and its line index.
        var displayPaths: [String: (path: String, lines: LineIndex)]
        var workspaceName: String
        /// Targets no other target depends on.
        var topTargets: Set<String>
    }

    static func run(_ options: CommandLineTool.GraphOptions) -> Int32 {
        guard let view = options.view else { return 2 }
        let loaded = LoadedWorkspace.load(options.paths, configuration: options.configuration, isQuiet: false)
        if loaded.problems.contains(where: \.stopsRun) { return 2 }
        let status: Int32 = loaded.hasFatalProblem ? 2 : 0
        let scope = makeScope(loaded)
        let configuration = loaded.project.configuration.composition
        let diagram: CompositionDiagram
        var picture: WorkspaceDiagram?
        switch view {
        case .composition:
            let full = CompositionScope(targets: scope.targets, sources: scope.sources)
            guard let selection = selection(full, scope: scope, configuration: configuration) else { return 2 }
            diagram = full.restricted(to: full.targets(reachedFrom: selection)).diagram(selection)
        case .declarations:
            let declarations = loaded.workspace.workspaceDiagram()
            picture = declarations
            diagram = CompositionDiagram(declarations: declarations, targets: scope.targets)
        }
        printWarnings(diagram, scope: scope)
        let text = render(diagram, picture: picture, view: view, format: options.format)
        let directory: String? = options.output == "-" ? nil : options.output ?? loaded.project.configuration.graphOutput
        guard let directory else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return status
        }
        let name = configuration?.workspaceName ?? scope.workspaceName
        guard GraphCommand.isValidModuleFolder(name) else {
            CommandLineTool.printError("cradle-lsp: error: workspace name \(name) cannot be a folder name")
            return 2
        }
        let folder = PathName.join(directory, name)
        let files: [(String, String)] = [
            ("\(view.fileStem).mmd", render(diagram, picture: picture, view: view, format: .mermaid)),
            ("\(view.fileStem).analysis.json", WorkspaceReportJSON.text(diagram, view: view.rawValue)),
        ]
        for (fileName, contents) in files {
            let path = PathName.join(folder, fileName)
            if diagram.isEmpty {
                guard remove(path) else { return 2 }
            } else {
                guard GraphCommand.writeIfChanged(contents, to: path) else { return 2 }
            }
        }
        return status
    }

    /// The targets, sources and paths of the loaded workspace: every module with files, its
    /// dependencies among them, and each file's path relative to its workspace root.
    static func makeScope(_ loaded: LoadedWorkspace) -> Scope {
        let project = loaded.project
        let byPath = Dictionary(project.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var sources: [CompositionSource] = []
        var displayPaths: [String: (path: String, lines: LineIndex)] = [:]
        var moduleNames: Set<String> = []
        for summary in loaded.workspace.summaries {
            let file = byPath[summary.path]
            let key = file?.rootRelativePath ?? summary.path
            let tree = loaded.workspace.tree(of: summary.path) ?? summary.syntaxTree
            sources.append(CompositionSource(targetID: summary.module, path: key, tree: tree))
            displayPaths[key] = (summary.path, LineIndex(tree.text))
            moduleNames.insert(summary.module)
        }
        let targets = moduleNames.sorted().map { name in
            CompositionDiagram.Target(
                id: name, moduleName: name,
                dependencies: project.modules.dependencyClosure(of: [name]).subtracting([name]).intersection(moduleNames)
                    .sorted())
        }
        let dependedOn = Set(
            moduleNames.flatMap { (project.modules.modules[$0]?.dependencies ?? []).subtracting([$0]) })
        let root = project.roots.first.map(PathName.lastComponent) ?? "Workspace"
        return Scope(
            targets: targets, sources: sources, displayPaths: displayPaths,
            workspaceName: root.isEmpty ? "Workspace" : root, topTargets: moduleNames.subtracting(dependedOn))
    }

    /// The roots and types: those `.cradle-lsp.json` names, else the inferred ones. Names that
    /// match nothing, and roots with `input:` or `sources:`, are errors (as in CradleDiagramMaker).
    static func selection(_ scope: CompositionScope, scope context: Scope, configuration: CompositionConfiguration?)
        -> CompositionSelection?
    {
        let inferred = scope.inferredSelection(topTargets: context.topTargets)
        func parse(_ names: [String], what: String, exists: (CompositionTypeID) -> Bool) -> [CompositionTypeID]? {
            var result: [CompositionTypeID] = []
            for name in names {
                let parts = name.split(separator: ".").map(String.init)
                guard parts.count >= 2, let module = parts.first else {
                    CommandLineTool.printError("cradle-lsp: error: composition \(what) `\(name)` must be written Module.Type")
                    return nil
                }
                let id = CompositionTypeID(targetID: module, lexicalPath: Array(parts.dropFirst()))
                guard exists(id) else {
                    CommandLineTool.printError("cradle-lsp: error: composition \(what) `\(name)` names no declaration")
                    return nil
                }
                result.append(id)
            }
            return result
        }
        var roots = inferred.roots
        var types = inferred.types
        if let names = configuration?.roots {
            guard let parsed = parse(names, what: "root", exists: scope.containsGraph) else { return nil }
            roots = parsed
        }
        if let names = configuration?.types {
            guard let parsed = parse(names, what: "type", exists: scope.containsType) else { return nil }
            types = parsed
        }
        for root in roots where !scope.isValidRoot(root) {
            CommandLineTool.printError(
                "cradle-lsp: error: composition root `\(root.targetID).\(root.lexicalName)` has `input:` or `sources:`")
            return nil
        }
        return CompositionSelection(roots: roots, types: types)
    }

    /// Each warning on standard error as `path:line:column: warning: message [code]`.
    static func printWarnings(_ diagram: CompositionDiagram, scope: Scope) {
        for warning in diagram.warnings {
            var place = "\(warning.targetID)"
            if let location = warning.location {
                if let display = scope.displayPaths[location.path] {
                    let position = display.lines.position(of: location.utf8Offset)
                    place = "\(display.path):\(position.line + 1):\(position.column + 1)"
                } else {
                    place = "\(location.path):\(location.utf8Offset)"
                }
            }
            CommandLineTool.printError("\(place): warning: \(warning.message) [\(warning.code.rawValue)]")
        }
    }

    /// The view in `format`; the declarations view draws from cradle-lsp's workspace picture.
    static func render(
        _ diagram: CompositionDiagram, picture: WorkspaceDiagram?, view: CommandLineTool.WorkspaceView,
        format: CommandLineTool.GraphFormat
    ) -> String {
        switch format {
        case .mermaid: picture.map { MermaidRenderer.render($0) } ?? MermaidRenderer.render(diagram)
        case .dot: picture.map { DotRenderer.render($0) } ?? DotRenderer.render(diagram)
        case .json: WorkspaceReportJSON.text(diagram, view: view.rawValue)
        }
    }

    /// Removes a view file left from an earlier run with nodes; false when it cannot be removed.
    static func remove(_ path: String) -> Bool {
        guard FileManager.default.fileExists(atPath: path) else { return true }
        do {
            try FileManager.default.removeItem(atPath: path)
            CommandLineTool.printError("cradle-lsp: removed \(path)")
            return true
        } catch {
            CommandLineTool.printError("cradle-lsp: error: cannot remove \(path): permission denied")
            return false
        }
    }
}
