import CradleAnalysis
import CradleProject
import CradleSyntax
import Foundation

/// `--check`: analyse the files under the paths and report the findings in one format; with
/// `--fix`, apply the preferred fixes first (or print them with `--dry-run`).
enum CheckCommand {
    /// Runs the check and returns the exit status (`product.md` §2).
    static func run(_ options: CommandLineTool.CheckOptions) -> Int32 {
        var loaded = LoadedWorkspace.load(
            options.paths, configuration: options.configuration, isQuiet: options.isQuiet, messages: options.messages)
        if loaded.problems.contains(where: \.stopsRun) { return 2 }
        let empty = loaded.pathsWithoutSwiftFiles(options.paths)
        for path in empty {
            CommandLineTool.printError(error: CommandLineText.noSwiftFileToCheck.text(in: loaded.language, path))
        }
        if !empty.isEmpty { return 2 }
        switch options.fix {
        case .none: break
        case .dryRun:
            return FixCommand.dryRun(loaded, options: options)
        case .apply:
            if FixCommand.apply(loaded, options: options) {
                loaded = LoadedWorkspace.load(
                    options.paths, configuration: options.configuration, isQuiet: options.isQuiet, printsProblems: false,
                    messages: options.messages)
            }
        }
        var known: [FindingKey]?
        do throws(RevisionWorkspace.Failure) {
            if let revision = options.newSince {
                let repository = try RevisionWorkspace.repository()
                let commit = try RevisionWorkspace.commit(revision, in: repository)
                known = try RevisionWorkspace.load(
                    options.paths, revision: revision, commit: commit, repository: repository,
                    configuration: options.configuration, isQuiet: options.isQuiet
                ).findingKeys
            } else if let file = options.baseline {
                known = try Baseline.read(file)
            } else if let file = options.writeBaseline {
                try Baseline.write(loaded.findingKeys(), to: file)
                known = loaded.findingKeys()
            }
        } catch {
            CommandLineTool.printError(error: error.message(in: loaded.language))
            return 2
        }
        return report(loaded, options: options, known: known)
    }

    /// Prints the report and returns the status for it. With `known` findings (of a revision or
    /// a baseline), only the others are reported and count.
    static func report(_ loaded: LoadedWorkspace, options: CommandLineTool.CheckOptions, known: [FindingKey]? = nil) -> Int32 {
        var review = loaded.findings()
        let language = loaded.language
        if let known {
            let keys = loaded.workspace.findingKeys(review.diagnostics)
            let kept = Set(FindingKey.introducedIndices(keys, since: known))
            let all = review.diagnostics
            review.diagnostics = all.indices.filter(kept.contains).map { all[$0] }
            if !options.isQuiet, all.count > kept.count {
                let counts = [String(all.count - kept.count), String(all.count)]
                CommandLineTool.printError(
                    note: options.newSince.map { CommandLineText.knownAtRevision.text(in: language, arguments: counts + [$0]) }
                        ?? CommandLineText.knownInBaseline.text(in: language, arguments: counts))
            }
        }
        // Worded last: baselines and revisions match findings by their English text.
        let diagnostics = review.diagnostics.map { $0.localized(to: language) }
        let summaries = loaded.workspace.summaries
        if !options.isQuiet, !loaded.reported.isEmpty, !loaded.reported.contains(where: { loaded.workspace.seesCradle($0) }) {
            CommandLineTool.printError(note: CommandLineText.noFileImportsCradle.text(in: language))
        }
        // Line indexes only for the files that reports point into.
        var mentioned: Set<String> = []
        for diagnostic in diagnostics {
            mentioned.insert(diagnostic.file)
            for note in diagnostic.notes { mentioned.insert(note.file) }
            for fix in diagnostic.fixes { for edit in fix.edits { mentioned.insert(edit.file) } }
        }
        let graphs =
            options.format == .json
            // Modules in name order: a dictionary's order changes from run to run.
            ? DiagramBuilder.diagrams(of: loaded.reportedModules().sorted { $0.key < $1.key }.flatMap(\.value)).diagrams.filter {
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
        let texts = {
            Dictionary(
                summaries.filter { mentioned.contains($0.path) }.map { ($0.path, $0.tree.text) }, uniquingKeysWith: { a, _ in a })
        }
        let report: String
        switch options.format {
        case .text:
            let isTerminal = options.output == nil && isatty(STDOUT_FILENO) == 1
            report = TextReporter(
                usesColor: Terminal.usesColor(isTerminal: isTerminal), isQuiet: options.isQuiet, language: language
            )
            .render(diagnostics, files: files, suppressed: review.suppressed, lineIndexes: indexes)
        case .json:
            report = JSONReporter.render(
                diagnostics, files: files, suppressed: review.suppressed, root: root, positions: positions, graphs: graphs)
        case .sarif:
            report = SARIFReporter.render(
                diagnostics, positions: positions, root: root, paths: rootRelative, texts: texts(), language: language)
        case .github:
            report = GitHubReporter().render(diagnostics, lineIndexes: indexes, paths: rootRelative)
        case .junit:
            let checked = loaded.project.files.filter {
                $0.isReported && (loaded.workspace.seesCradle($0.path) || mentioned.contains($0.path))
            }
            report = JUnitReporter.render(
                diagnostics, files: checked.map { JUnitReporter.File(path: $0.path, module: $0.module) }, lineIndexes: indexes,
                language: language)
        case .codeclimate:
            report = CodeClimateReporter.render(diagnostics, positions: positions, paths: rootRelative, texts: texts())
        }
        guard write(report, to: options.output, language: language) else { return 2 }
        if let directory = options.graphOutput {
            let rendered = GraphCommand.moduleDiagrams(loaded.reportedModules()).map {
                (module: $0.name, text: MermaidRenderer.render($0.diagram))
            }
            guard GraphCommand.writeModuleFiles(rendered, to: directory, format: .mermaid, loaded: loaded, paths: options.paths)
            else { return 2 }
        }
        if loaded.hasFatalProblem { return 2 }
        let status = status(of: diagnostics, isStrict: options.isStrict)
        if let stamp = options.stamp {
            // In English whatever the language: build systems compare the stamp, nobody reads it.
            let summary = TextReporter(usesColor: false, language: .english)
                .summary(diagnostics, files: files, suppressed: review.suppressed)
            // A comment, so that the stamp is also a Swift file that compiles to nothing.
            guard write("// cradle-lsp --check: \(summary)\n", to: stamp, language: language) else { return 2 }
        }
        return status
    }

    /// 1 when a finding fails the run (an error, or a warning under `--strict`), else 0.
    static func status(of diagnostics: [Diagnostic], isStrict: Bool) -> Int32 {
        diagnostics.contains { $0.severity == .error || isStrict && $0.severity == .warning } ? 1 : 0
    }

    /// Writes `text` to `path`, or to standard output when `path` is nil; a failure is printed
    /// in plain words, in `language`.
    static func write(_ text: String, to path: String?, language: MessageLanguage) -> Bool {
        guard let path else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return true
        }
        do {
            try OutputFile.write(Data(text.utf8), to: path)
            return true
        } catch {
            CommandLineTool.printError(error: error.description(in: language))
            return false
        }
    }
}
