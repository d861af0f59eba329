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
        guard let view = options.view else { return 2 }
        let loaded = LoadedWorkspace.load(options.paths, configuration: options.configuration, isQuiet: false)
        if loaded.problems.contains(where: \.stopsRun) { return 2 }
        let status: Int32 = loaded.hasFatalProblem ? 2 : 0
        let composition = WorkspaceComposition(project: loaded.project, workspace: loaded.workspace)
        let configuration = loaded.project.configuration.composition
        let diagram: CompositionDiagram
        var picture: WorkspaceDiagram?
        switch view {
        case .composition:
            switch composition.selection(configuration) {
            case .success(let selection): diagram = composition.diagram(selection)
            case .failure(let error):
                CommandLineTool.printError("cradle-lsp: error: \(error)")
                return 2
            }
        case .declarations:
            let declarations = loaded.workspace.workspaceDiagram()
            picture = declarations
            diagram = composition.declarations(declarations)
        }
        printWarnings(diagram, files: composition.files)
        let text = render(diagram, picture: picture, view: view, format: options.format)
        let directory: String? = options.output == "-" ? nil : options.output ?? loaded.project.configuration.graphOutput
        guard let directory else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return status
        }
        let name = configuration?.workspaceName ?? composition.workspaceName
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
