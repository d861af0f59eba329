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
    static func run(_ options: CommandLineTool.GraphOptions) -> Int32 {
        if let manifest = options.workspaceManifest { return runManifest(manifest, options: options) }
        guard let view = options.view else { return 2 }
        let loaded = LoadedWorkspace.load(options.paths, configuration: options.configuration, isQuiet: false)
        if loaded.problems.contains(where: \.stopsRun) { return 2 }
        let status: Int32 = loaded.hasFatalProblem ? 2 : 0
        let composition = WorkspaceComposition(project: loaded.project, workspace: loaded.workspace)
        let configuration = loaded.project.configuration.composition
        let diagram: CompositionDiagram
        switch view {
        case .composition:
            switch composition.selection(configuration) {
            case .success(let selection): diagram = composition.diagram(selection)
            case .failure(let error):
                CommandLineTool.printError(error: error.description(in: loaded.language))
                return 2
            }
        case .declarations:
            diagram = composition.declarations()
        }
        printWarnings(diagram, files: composition.files)
        let directory: String? = options.output == "-" ? nil : options.output ?? loaded.project.configuration.graphOutput
        let name = configuration?.workspaceName ?? composition.workspaceName
        return emit(
            diagram, view: view, format: options.format, directory: directory, name: name, language: loaded.language)
            ? status : 2
    }

    /// `--workspace-manifest FILE`: CradleDiagramMaker's manifest instead of the build
    /// definitions; the view defaults to declarations, as its command line does.
    static func runManifest(_ path: String, options: CommandLineTool.GraphOptions) -> Int32 {
        let view = options.view ?? .declarations
        let language = CommandLineTool.language()
        let manifest: WorkspaceManifest
        switch WorkspaceManifest.load(path, currentDirectory: FileManager.default.currentDirectoryPath) {
        case .success(let value): manifest = value
        case .failure(let problem):
            CommandLineTool.printError(error: problem.description(in: language))
            return 2
        }
        let sources: [CompositionSource]
        switch manifest.sources() {
        case .success(let value): sources = value
        case .failure(let problem):
            CommandLineTool.printError(error: problem.description(in: language))
            return 2
        }
        let targets = manifest.selectedTargets
        var files: [String: (path: String, lines: LineIndex)] = [:]
        for source in sources { files[source.path] = (source.path, LineIndex(source.tree.text)) }
        let scope = CompositionScope(targets: targets, sources: sources)
        if let duplicate = scope.duplicateGraph {
            let places = duplicate.locations.map { "\($0.path):\($0.utf8Offset)" }.joined(separator: ", ")
            CommandLineTool.printError(
                error: CommandLineText.duplicateGraph.text(
                    in: language, duplicate.id.lexicalName, "\(duplicate.id.targetID)", places))
            return 2
        }
        let diagram: CompositionDiagram
        switch view {
        case .composition:
            guard !manifest.roots.isEmpty else {
                CommandLineTool.printError(error: CommandLineText.compositionNeedsRoot.text(in: language, path))
                return 2
            }
            if let root = manifest.roots.first(where: { !scope.containsGraph($0) }) {
                CommandLineTool.printError(
                    error: CommandLineText.rootIsNoGraph.text(in: language, "\(root.targetID).\(root.lexicalName)"))
                return 2
            }
            if let root = manifest.roots.first(where: { !scope.isValidRoot($0) }) {
                CommandLineTool.printError(
                    error: CommandLineText.rootHasInputOrSources.text(in: language, "\(root.targetID).\(root.lexicalName)"))
                return 2
            }
            diagram = scope.diagram(CompositionSelection(roots: manifest.roots, types: manifest.compositionTypes))
        case .declarations:
            diagram = scope.declarations()
        }
        printWarnings(diagram, files: files)
        let directory: String? = options.output == "-" ? nil : options.output
        return emit(
            diagram, view: view, format: options.format, directory: directory, name: manifest.workspaceName,
            language: language) ? 0 : 2
    }

    /// Prints the view, or writes its two files under `directory/name`; false when writing failed.
    /// What it writes and removes is said in `language`.
    static func emit(
        _ diagram: CompositionDiagram, view: CommandLineTool.WorkspaceView, format: CommandLineTool.GraphFormat,
        directory: String?, name: String, language: MessageLanguage
    ) -> Bool {
        guard let directory else {
            FileHandle.standardOutput.write(Data(render(diagram, view: view, format: format).utf8))
            return true
        }
        guard GraphCommand.isValidModuleFolder(name) else {
            CommandLineTool.printError(error: CommandLineText.workspaceFolderName.text(in: language, name))
            return false
        }
        let folder = PathName.join(directory, name)
        let files: [(String, String)] = [
            ("\(view.fileStem).mmd", render(diagram, view: view, format: .mermaid)),
            ("\(view.fileStem).analysis.json", WorkspaceReportJSON.text(diagram, view: view.rawValue)),
        ]
        for (fileName, contents) in files {
            let path = PathName.join(folder, fileName)
            if diagram.isEmpty {
                guard remove(path, language: language) else { return false }
            } else {
                guard GraphCommand.writeIfChanged(contents, to: path, language: language) else { return false }
            }
        }
        return true
    }

    /// Each warning on standard error as `path:line:column: warning: message [code]`.
    static func printWarnings(_ diagram: CompositionDiagram, files: [String: (path: String, lines: LineIndex)]) {
        for warning in diagram.warnings {
            var place = "\(warning.targetID)"
            if let location = warning.location {
                if let display = files[location.path] {
                    let position = display.lines.position(of: location.utf8Offset)
                    place = "\(display.path):\(position.line + 1):\(position.column + 1)"
                } else {
                    place = "\(location.path):\(location.utf8Offset)"
                }
            }
            CommandLineTool.printError("\(place): warning: \(warning.message) [\(warning.code.rawValue)]")
        }
    }

    /// The view in `format`.
    static func render(
        _ diagram: CompositionDiagram, view: CommandLineTool.WorkspaceView, format: CommandLineTool.GraphFormat
    ) -> String {
        switch format {
        case .mermaid: MermaidRenderer.render(diagram)
        case .dot: DotRenderer.render(diagram)
        case .json: WorkspaceReportJSON.text(diagram, view: view.rawValue)
        }
    }

    /// Removes a view file left from an earlier run with nodes; false when it cannot be removed.
    static func remove(_ path: String, language: MessageLanguage) -> Bool {
        guard FileManager.default.fileExists(atPath: path) else { return true }
        do {
            try FileManager.default.removeItem(atPath: path)
            CommandLineTool.printError("cradle-lsp: " + CommandLineText.removed.text(in: language, path))
            return true
        } catch {
            CommandLineTool.printError(error: CommandLineText.cannotRemove.text(in: language, path))
            return false
        }
    }
}
