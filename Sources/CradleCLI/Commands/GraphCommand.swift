import CradleAnalysis
import CradleProject
import CradleProtocol
import CradleSyntax
import Foundation

/// `--graph FORMAT`: the dependency graphs as exactly one document on standard output (one
/// module in CradlePlugin's format, several as the workspace view), or one file per module
/// under a folder (`--output DIR`, else `graphOutput` of the configuration).
enum GraphCommand {
    /// Draws the graphs and returns the exit status.
    static func run(_ options: CommandLineTool.GraphOptions) -> Int32 {
        if options.view != nil || options.workspaceManifest != nil { return WorkspaceViewCommand.run(options) }
        let loaded = LoadedWorkspace.load(options.paths, configuration: options.configuration, isQuiet: false)
        if loaded.problems.contains(where: \.stopsRun) { return 2 }
        let empty = loaded.pathsWithoutSwiftFiles(options.paths)
        for path in empty {
            CommandLineTool.printError(error: CommandLineText.noSwiftFileToDraw.text(in: loaded.language, path))
        }
        if !empty.isEmpty { return 2 }
        let byModule = loaded.reportedModules()
        let status: Int32 = loaded.hasFatalProblem ? 2 : 0
        let directory: String? = options.output == "-" ? nil : options.output ?? loaded.project.configuration.graphOutput
        let modules = moduleDiagrams(byModule)
        if options.isWorkspaceView || directory == nil && modules.count > 1 && options.format != .json {
            let picture = WorkspaceDiagram(modules: modules)
            let text = options.format == .dot ? DotRenderer.render(picture) : MermaidRenderer.render(picture)
            guard let directory, options.isWorkspaceView else {
                FileHandle.standardOutput.write(Data(text.utf8))
                return status
            }
            let path = (directory as NSString).appendingPathComponent("Workspace.\(options.format.fileExtension)")
            return writeIfChanged(text, to: path, language: loaded.language) ? status : 2
        }
        let positions =
            options.format == .json
            ? Positions(
                indexes: Dictionary(
                    byModule.values.flatMap { $0 }.map { ($0.path, LineIndex($0.tree.text)) }, uniquingKeysWith: { a, _ in a }))
            : Positions(indexes: [:])
        let rendered = modules.map { module in
            (module: module.name, text: render(module.diagram, of: module.name, options.format, positions: positions))
        }
        guard let directory else {
            let text = standardOutput(rendered, modules: modules, format: options.format, positions: positions)
            FileHandle.standardOutput.write(Data(text.utf8))
            return status
        }
        return writeModuleFiles(rendered, to: directory, format: options.format, loaded: loaded, paths: options.paths)
            ? status : 2
    }

    /// The diagram of each module that has a graph, in module name order.
    static func moduleDiagrams(_ byModule: [String: [FileSummary]]) -> [(name: String, diagram: ModuleDiagram)] {
        var modules: [(name: String, diagram: ModuleDiagram)] = []
        for module in byModule.keys.sorted() {
            let (diagrams, excluded) = DiagramBuilder.diagrams(of: byModule[module] ?? [])
            let diagram = ModuleDiagram(graphs: diagrams, excluded: excluded)
            if !diagram.graphs.isEmpty { modules.append((module, diagram)) }
        }
        return modules
    }

    /// Writes `DIR/<Module>/DependencyGraph.<ext>` for each rendered module, as CradlePlugin lays
    /// them out, and deletes the stale ones (`removeStaleDiagrams`). False when one could not be
    /// written or removed (already said on standard error).
    static func writeModuleFiles(
        _ rendered: [(module: String, text: String)], to directory: String, format: CommandLineTool.GraphFormat,
        loaded: LoadedWorkspace, paths: [String]
    ) -> Bool {
        for item in rendered {
            guard isValidModuleFolder(item.module) else {
                CommandLineTool.printError(error: CommandLineText.moduleFolderName.text(in: loaded.language, item.module))
                return false
            }
            let folder = (directory as NSString).appendingPathComponent(item.module)
            let path = (folder as NSString).appendingPathComponent("DependencyGraph.\(format.fileExtension)")
            guard writeIfChanged(item.text, to: path, language: loaded.language) else { return false }
        }
        let keeping = Set(rendered.map(\.module))
        return removeStaleDiagrams(in: directory, keeping: keeping, loaded: loaded, paths: paths, format: format)
    }

    /// One module's file in CradlePlugin's format.
    static func render(
        _ diagram: ModuleDiagram, of module: String, _ format: CommandLineTool.GraphFormat, positions: Positions
    ) -> String {
        switch format {
        case .mermaid: return MermaidRenderer.render(diagram)
        case .dot: return DotRenderer.render(diagram, name: module)
        case .json: return moduleJSON(diagram, of: module, positions: positions).text + "\n"
        }
    }

    /// `{"version": 1, "module": …, "graphs": […]}`.
    static func moduleJSON(_ diagram: ModuleDiagram, of module: String, positions: Positions) -> JSON {
        [
            "version": 1, "module": .string(module),
            "graphs": .array(diagram.graphs.map { GraphJSON.graph($0, positions: positions, module: diagram) }),
        ]
    }

    /// What standard output gets: the one module's file; for several modules in JSON, one object
    /// `{"version": 1, "modules": [{"module", "graphs"}, …]}` (mermaid and dot draw the
    /// workspace view instead); nothing at all when no module has a graph, but one valid
    /// document for JSON and DOT.
    static func standardOutput(
        _ rendered: [(module: String, text: String)], modules: [(name: String, diagram: ModuleDiagram)],
        format: CommandLineTool.GraphFormat, positions: Positions
    ) -> String {
        if rendered.count == 1, let only = rendered.first { return only.text }
        switch format {
        case .json:
            let items = modules.map { moduleJSON($0.diagram, of: $0.name, positions: positions) }.map { item -> JSON in
                var members = item.objectValue ?? [:]
                members["version"] = nil
                return .object(members)
            }
            return JSON.object(["version": 1, "modules": .array(items)]).text + "\n"
        case .dot: return DotRenderer.render(WorkspaceDiagram(modules: modules))
        case .mermaid: return MermaidRenderer.render(WorkspaceDiagram(modules: modules))
        }
    }

    /// Deletes `DIR/<Module>/DependencyGraph.<ext>` of modules that no longer have a graph: the
    /// checked modules without one, and, when the whole workspace was checked, any module folder
    /// not written this time. Only files of that name go, and folders left empty by that.
    static func removeStaleDiagrams(
        in directory: String, keeping: Set<String>, loaded: LoadedWorkspace, paths: [String],
        format: CommandLineTool.GraphFormat
    ) -> Bool {
        let fileManager = FileManager.default
        let wholeWorkspace = paths.contains { path in
            loaded.project.roots.contains(PathName.absolute(path, base: fileManager.currentDirectoryPath))
        }
        var candidates = Set(loaded.project.files.filter(\.isReported).map(\.module))
        if wholeWorkspace { candidates.formUnion((try? fileManager.contentsOfDirectory(atPath: directory)) ?? []) }
        let fileName = "DependencyGraph.\(format.fileExtension)"
        for module in candidates.subtracting(keeping).sorted() where isValidModuleFolder(module) {
            let folder = (directory as NSString).appendingPathComponent(module)
            let path = (folder as NSString).appendingPathComponent(fileName)
            guard fileManager.fileExists(atPath: path) else { continue }
            do {
                try fileManager.removeItem(atPath: path)
                CommandLineTool.printError("cradle-lsp: " + CommandLineText.removed.text(in: loaded.language, path))
            } catch {
                CommandLineTool.printError(error: CommandLineText.cannotRemove.text(in: loaded.language, path))
                return false
            }
            if (try? fileManager.contentsOfDirectory(atPath: folder))?.isEmpty == true {
                try? fileManager.removeItem(atPath: folder)
            }
        }
        return true
    }

    /// Writes `text` to `path` (creating its folder) unless the file already holds exactly that
    /// text; reports what it wrote on stderr, in `language`. Returns false when writing failed.
    static func writeIfChanged(_ text: String, to path: String, language: MessageLanguage) -> Bool {
        if let existing = FileManager.default.contents(atPath: path), existing == Data(text.utf8) { return true }
        do {
            try OutputFile.write(Data(text.utf8), to: path, createFolders: true)
            CommandLineTool.printError("cradle-lsp: " + CommandLineText.wrote.text(in: language, path))
            return true
        } catch {
            CommandLineTool.printError(error: error.description(in: language))
            return false
        }
    }

    /// CradlePlugin's rule for module folder names: not empty, `.` or `..`, and no `/`, `\` or NUL.
    static func isValidModuleFolder(_ name: String) -> Bool {
        !(name.isEmpty || name == "." || name == ".." || name.contains("/") || name.contains("\\") || name.contains("\u{0}"))
    }
}
