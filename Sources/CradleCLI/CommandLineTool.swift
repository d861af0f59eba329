import CradleAnalysis
import CradleProject
import CradleSyntax
import Foundation

/// The `cradle-lsp` command line: parses arguments and runs the batch commands. The server mode
/// is not part of this target.
public enum CommandLineTool {
    /// The version printed by `--version`.
    public static let version = ToolVersion.current

    /// What the command line asks for.
    public enum Command: Equatable {
        case check(CheckOptions)
        case graph(GraphOptions)
        case explain(String)
        case version
        case help
    }

    /// Options of `--check`.
    public struct CheckOptions: Equatable {
        public var paths: [String] = []
        public var format: Format = .text
        public var isStrict = false
        public var output: String?
    }

    /// Report formats of `--check`.
    public enum Format: String, Equatable, CaseIterable {
        case text, json, sarif, github
    }

    /// Options of `--graph`.
    public struct GraphOptions: Equatable {
        public var format: GraphFormat
        public var paths: [String] = []
        /// With a folder, writes `DIR/<Module>/DependencyGraph.<ext>`, rewriting only changed files.
        public var output: String?
        /// One picture of every module instead of one per module (`DIR/Workspace.<ext>`).
        public var isWorkspaceView = false
    }

    /// Formats of `--graph`.
    public enum GraphFormat: String, Equatable, CaseIterable {
        case mermaid, dot, json

        /// The file extension `--output` uses.
        public var fileExtension: String {
            switch self {
            case .mermaid: "mmd"
            case .dot: "dot"
            case .json: "json"
            }
        }
    }

    /// A usage error: the message printed before the usage line.
    public struct UsageError: Error, Equatable {
        public var message: String
    }

    public static let usage = """
        usage: cradle-lsp [--stdio] [--trace FILE]
               cradle-lsp --check [--format text|json|sarif|github] [--strict] [--output FILE] [PATH ...]
               cradle-lsp --graph mermaid|dot|json [--workspace] [--output DIR] [PATH ...]
               cradle-lsp --explain CODE
               cradle-lsp --version | --help

          (none)      serve the Language Server Protocol over stdin/stdout; --trace records the session
          --check     analyse every Swift file under the paths (default: .) and print diagnostics
          --format    text (the compiler's shape, default), json (versioned data), sarif (SARIF 2.1.0
                      for code scanning) or github (workflow annotations)
          --strict    warnings fail the run too
          --output    write the report to FILE instead of standard output
          --graph     print the dependency graphs; with --output DIR, write
                      DIR/<Module>/DependencyGraph.mmd (.dot, .json), rewriting only changed files;
                      --workspace draws every module in one picture (DIR/Workspace.mmd or .dot)
          --explain   print the documentation of a diagnostic code (or its number, e.g. 38)

        exit status: 0 no error; 1 at least one error (or warning with --strict); 2 usage error or
        a path that cannot be read
        """

    /// Parses the arguments after the executable's name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        guard let first = arguments.first else {
            throw UsageError(message: "no command given (with no arguments, cradle-lsp serves LSP)")
        }
        switch first {
        case "--version": return .version
        case "--help", "-h": return .help
        case "--graph":
            guard arguments.count >= 2, let format = GraphFormat(rawValue: arguments[1]) else {
                throw UsageError(message: "--graph takes one of: \(GraphFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            var options = GraphOptions(format: format)
            var index = 2
            while index < arguments.count {
                let argument = arguments[index]
                if argument == "--workspace" {
                    guard format != .json else { throw UsageError(message: "--workspace draws mermaid or dot") }
                    options.isWorkspaceView = true
                } else if argument == "--output" {
                    index += 1
                    guard index < arguments.count else { throw UsageError(message: "--output takes a folder path") }
                    options.output = arguments[index]
                } else if argument.hasPrefix("-") {
                    throw UsageError(message: "unknown option \(argument)")
                } else {
                    options.paths.append(argument)
                }
                index += 1
            }
            if options.paths.isEmpty { options.paths = ["."] }
            return .graph(options)
        case "--explain":
            guard arguments.count == 2 else { throw UsageError(message: "--explain takes exactly one diagnostic code") }
            return .explain(arguments[1])
        case "--check":
            var options = CheckOptions()
            var index = 1
            while index < arguments.count {
                let argument = arguments[index]
                switch argument {
                case "--format":
                    index += 1
                    guard index < arguments.count, let format = Format(rawValue: arguments[index]) else {
                        throw UsageError(
                            message: "--format takes one of: \(Format.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    options.format = format
                case "--strict":
                    options.isStrict = true
                case "--output":
                    index += 1
                    guard index < arguments.count else { throw UsageError(message: "--output takes a file path") }
                    options.output = arguments[index]
                case "--":
                    options.paths += arguments[(index + 1)...]
                    index = arguments.count
                default:
                    if argument.hasPrefix("-") { throw UsageError(message: "unknown option \(argument)") }
                    options.paths.append(argument)
                }
                index += 1
            }
            if options.paths.isEmpty { options.paths = ["."] }
            return .check(options)
        default:
            throw UsageError(message: "unknown command \(first)")
        }
    }

    /// Runs the command line and returns the exit status. Writes the report to standard output
    /// (or the `--output` file) and problems to standard error.
    public static func run(_ arguments: [String]) -> Int32 {
        let command: Command
        do {
            command = try parse(arguments)
        } catch {
            printError("cradle-lsp: \(error.message)\n\(usage)")
            return 2
        }
        switch command {
        case .version:
            printOutput("cradle-lsp \(version)")
            return 0
        case .help:
            printOutput(usage)
            return 0
        case .explain(let code):
            guard let text = explanation(code) else {
                printError("cradle-lsp: unknown diagnostic code \(code); codes are listed in the README")
                return 2
            }
            printOutput(text)
            return 0
        case .check(let options):
            return check(options)
        case .graph(let options):
            return graph(options)
        }
    }

    /// The documentation of a code (or its Cradle number), as `--explain` prints it.
    public static func explanation(_ code: String) -> String? {
        let number = Int(code.hasPrefix("#") ? String(code.dropFirst()) : code)
        guard let found = DiagnosticCode.allCases.first(where: { $0.rawValue == code || number != nil && $0.number == number })
        else { return nil }
        let documentation = found.documentation
        var text = "\(found.rawValue)"
        if let number = found.number { text += " (Cradle #\(number), \(found.cradleID ?? ""))" }
        text += ": \(documentation.title)\nseverity: \(found.defaultSeverity.rawValue)\n\n"
        text += "When it appears\n\(documentation.trigger)\n\nWhy\n\(documentation.rationale)\n\n"
        text += "How to fix it\n\(documentation.fix)\n\nExample\n\(documentation.example)"
        return text
    }

    /// What a batch command works on: the project (build definitions, modules, files), the
    /// loaded workspace, and the problems met, already printed on standard error.
    struct Loaded {
        var project: Project
        var workspace: Workspace
        var problems: [ProjectProblem]
        /// The paths of the files under the given paths: findings are reported for these only.
        var reported: Set<String>
    }

    /// Finds the workspace of `paths` as its build definitions say, then reads and analyses its
    /// files in batches (only one batch's full trees are alive at once), reporting problems on stderr.
    static func load(_ paths: [String]) -> Loaded {
        let project = Project.find(paths: paths, currentDirectory: FileManager.default.currentDirectoryPath)
        let progress = ProgressLine.ifInteractive(total: project.files.count)
        let (workspace, loadProblems) = project.loadWorkspace(prefilter: true) { progress?.update(done: $0) }
        progress?.finish()
        let problems = project.problems + loadProblems
        for problem in problems {
            printError("cradle-lsp: \(problem.isFatal ? "error" : "warning"): \(problem)")
        }
        return Loaded(
            project: project, workspace: workspace, problems: problems,
            reported: Set(project.files.filter(\.isReported).map(\.path)))
    }

    /// The files that can see Cradle (`product.md` §3): they import it, or their module re-exports it.
    static func inScope(_ summaries: [FileSummary]) -> [FileSummary] {
        let exporting = Set(summaries.filter(\.exportsCradle).map(\.module))
        return summaries.filter { $0.importsCradle || exporting.contains($0.module) }
    }

    /// The in-scope summaries of the modules that hold a reported file, by module.
    static func reportedModules(_ loaded: Loaded) -> [String: [FileSummary]] {
        let summaries = inScope(loaded.workspace.summaries)
        let modules = Set(summaries.filter { loaded.reported.contains($0.path) }.map(\.module))
        var byModule: [String: [FileSummary]] = [:]
        for summary in summaries where modules.contains(summary.module) { byModule[summary.module, default: []].append(summary) }
        return byModule
    }

    static func check(_ options: CheckOptions) -> Int32 {
        let loaded = load(options.paths)
        let diagnostics = loaded.workspace.diagnostics.filter { loaded.reported.contains($0.file) }
        let summaries = loaded.workspace.summaries
        // Line indexes only for the files that reports point into.
        var mentioned: Set<String> = []
        for diagnostic in diagnostics {
            mentioned.insert(diagnostic.file)
            for note in diagnostic.notes { mentioned.insert(note.file) }
            for fix in diagnostic.fixes { for edit in fix.edits { mentioned.insert(edit.file) } }
        }
        let graphs =
            options.format == .json
            ? DiagramBuilder.diagrams(of: reportedModules(loaded).values.flatMap { $0 }).diagrams.filter {
                loaded.reported.contains($0.file)
            } : []
        for graph in graphs { mentioned.insert(graph.file) }
        let indexes = Dictionary(
            summaries.filter { mentioned.contains($0.path) }.map { ($0.path, LineIndex($0.tree.text)) },
            uniquingKeysWith: { first, _ in first })
        let positions = Positions(indexes: indexes)
        let root = loaded.project.roots.first ?? FileManager.default.currentDirectoryPath
        let rootRelative = Dictionary(
            loaded.project.files.map { ($0.path, $0.rootRelativePath) }, uniquingKeysWith: { first, _ in first })
        let files = loaded.reported.count
        let report: String
        switch options.format {
        case .text:
            let toTerminal = options.output == nil && isatty(STDOUT_FILENO) == 1
            report = TextReporter(usesColor: toTerminal).render(diagnostics, files: files, lineIndexes: indexes)
        case .json:
            report = JSONReporter.render(diagnostics, files: files, root: root, positions: positions, graphs: graphs)
        case .sarif:
            let texts = Dictionary(summaries.map { ($0.path, $0.tree.text) }, uniquingKeysWith: { first, _ in first })
            report = SARIFReporter.render(diagnostics, positions: positions, root: root, paths: rootRelative, texts: texts)
        case .github:
            report = GitHubReporter().render(diagnostics, lineIndexes: indexes, paths: rootRelative)
        }
        guard write(report, to: options.output) else { return 2 }
        if loaded.problems.contains(where: \.isFatal) { return 2 }
        let failing = diagnostics.contains { $0.severity == .error || options.isStrict && $0.severity == .warning }
        return failing ? 1 : 0
    }

    /// Writes `text` to `path`, or to standard output when `path` is nil.
    static func write(_ text: String, to path: String?) -> Bool {
        guard let path else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return true
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return true
        } catch {
            printError("cradle-lsp: error: cannot write \(path): \(error.localizedDescription)")
            return false
        }
    }

    static func graph(_ options: GraphOptions) -> Int32 {
        let loaded = load(options.paths)
        let byModule = reportedModules(loaded)
        let status: Int32 = loaded.problems.contains(where: \.isFatal) ? 2 : 0
        if options.isWorkspaceView {
            let modules = byModule.keys.sorted().map { module -> (name: String, diagram: ModuleDiagram) in
                let (diagrams, excluded) = DiagramBuilder.diagrams(of: byModule[module] ?? [])
                return (module, ModuleDiagram(graphs: diagrams, excluded: excluded))
            }.filter { !$0.diagram.graphs.isEmpty }
            let picture = WorkspaceDiagram(modules: modules)
            let text = options.format == .dot ? picture.dot() : picture.mermaid()
            guard let directory = options.output else {
                FileHandle.standardOutput.write(Data(text.utf8))
                return status
            }
            let path = (directory as NSString).appendingPathComponent("Workspace.\(options.format.fileExtension)")
            return writeIfChanged(text, to: path) ? status : 2
        }
        var rendered: [(module: String, text: String)] = []
        for module in byModule.keys.sorted() {
            let (diagrams, excluded) = DiagramBuilder.diagrams(of: byModule[module] ?? [])
            let diagram = ModuleDiagram(graphs: diagrams, excluded: excluded)
            guard !diagram.graphs.isEmpty else { continue }
            let positions = Positions(
                indexes: Dictionary(
                    (byModule[module] ?? []).map { ($0.path, LineIndex($0.tree.text)) }, uniquingKeysWith: { a, _ in a }))
            switch options.format {
            case .mermaid: rendered.append((module, MermaidRenderer.render(diagram)))
            case .dot: rendered.append((module, DotRenderer.render(diagram, name: module)))
            case .json:
                let value: JSONValue = .object([
                    ("version", .number(1)), ("module", .string(module)),
                    ("graphs", .array(diagram.graphs.map { GraphJSON.graph($0, positions: positions, module: diagram) })),
                ])
                rendered.append((module, value.serialized() + "\n"))
            }
        }
        guard let directory = options.output else {
            var output = ""
            for (index, item) in rendered.enumerated() {
                if rendered.count > 1 {
                    if index > 0 { output += "\n" }
                    switch options.format {
                    case .mermaid: output += "%% module: \(item.module)\n"
                    case .dot: output += "// module: \(item.module)\n"
                    case .json: break
                    }
                }
                output += item.text
            }
            FileHandle.standardOutput.write(Data(output.utf8))
            return status
        }
        for item in rendered {
            guard isValidModuleFolder(item.module) else {
                printError("cradle-lsp: error: module name \(item.module) cannot be a folder name")
                return 2
            }
            let folder = (directory as NSString).appendingPathComponent(item.module)
            let path = (folder as NSString).appendingPathComponent("DependencyGraph.\(options.format.fileExtension)")
            guard writeIfChanged(item.text, to: path) else { return 2 }
        }
        guard removeStaleDiagrams(in: directory, keeping: Set(rendered.map(\.module)), loaded: loaded, options: options) else {
            return 2
        }
        return status
    }

    /// Deletes `DIR/<Module>/DependencyGraph.<ext>` of modules that no longer have a graph: the
    /// checked modules without one, and, when the whole workspace was checked, any module folder
    /// not written this time. Only files of that name go, and folders left empty by that.
    static func removeStaleDiagrams(in directory: String, keeping: Set<String>, loaded: Loaded, options: GraphOptions) -> Bool {
        let fileManager = FileManager.default
        let wholeWorkspace = options.paths.contains { path in
            loaded.project.roots.contains(PathName.absolute(path, base: fileManager.currentDirectoryPath))
        }
        var candidates = Set(loaded.project.files.filter(\.isReported).map(\.module))
        if wholeWorkspace { candidates.formUnion((try? fileManager.contentsOfDirectory(atPath: directory)) ?? []) }
        let fileName = "DependencyGraph.\(options.format.fileExtension)"
        for module in candidates.subtracting(keeping).sorted() where isValidModuleFolder(module) {
            let folder = (directory as NSString).appendingPathComponent(module)
            let path = (folder as NSString).appendingPathComponent(fileName)
            guard fileManager.fileExists(atPath: path) else { continue }
            do {
                try fileManager.removeItem(atPath: path)
                printError("cradle-lsp: removed \(path)")
            } catch {
                printError("cradle-lsp: error: cannot remove \(path): \(error.localizedDescription)")
                return false
            }
            if (try? fileManager.contentsOfDirectory(atPath: folder))?.isEmpty == true {
                try? fileManager.removeItem(atPath: folder)
            }
        }
        return true
    }

    /// Writes `text` to `path` (creating its folder) unless the file already holds exactly that
    /// text; reports what it wrote on stderr. Returns false when writing failed.
    static func writeIfChanged(_ text: String, to path: String) -> Bool {
        if let existing = FileManager.default.contents(atPath: path), existing == Data(text.utf8) { return true }
        do {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            printError("cradle-lsp: wrote \(path)")
            return true
        } catch {
            printError("cradle-lsp: error: cannot write \(path): \(error.localizedDescription)")
            return false
        }
    }

    /// CradlePlugin's rule for module folder names: not empty, `.` or `..`, and no `/`, `\` or NUL.
    static func isValidModuleFolder(_ name: String) -> Bool {
        !(name.isEmpty || name == "." || name == ".." || name.contains("/") || name.contains("\\") || name.contains("\u{0}"))
    }

    static func printOutput(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
