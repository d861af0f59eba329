import CradleAnalysis
import CradleProject
import Foundation

/// What a batch command works on: the project (configuration, build definitions, modules,
/// files), the loaded workspace, and the problems met, already printed on standard error.
struct LoadedWorkspace {
    var project: Project
    var workspace: Workspace
    var problems: [ProjectProblem]
    /// The paths of the files under the given paths: findings are reported for these only.
    var reported: Set<String>
    /// The language of what the command says (`CommandLineTool.language`): `--messages` when
    /// given, else the project's configuration, else the environment.
    var language: MessageLanguage

    /// Finds the workspace of `paths` as its build definitions and configuration say, then reads
    /// and analyses its files in batches (only one batch's full trees are alive at once),
    /// printing problems on stderr when `printsProblems`. The progress line shows only on a
    /// terminal and never when `isQuiet`. Paths are relative to `currentDirectory` (a revision's
    /// tree stands in for the working directory there, its files read from `source`). `messages`
    /// is `--messages`, over the configuration's choice of language.
    static func load(
        _ paths: [String], configuration: String?, isQuiet: Bool, printsProblems: Bool = true,
        currentDirectory: String = FileManager.default.currentDirectoryPath, source: FileSource = .disk,
        messages: MessageLanguage? = nil
    ) -> LoadedWorkspace {
        let project = Project.find(
            paths: paths, currentDirectory: currentDirectory, configurationFile: configuration, source: source)
        let language = CommandLineTool.language(
            flag: messages, configuration: project.configurations.lazy.compactMap(\.messages).first)
        var workspace = Workspace()
        var loadProblems: [ProjectProblem] = []
        // An unusable configuration or a refused root (`/`, the home directory, too many files)
        // stops the run before anything is read.
        if !project.problems.contains(where: \.stopsRun) {
            let progress = isQuiet ? nil : ProgressLine.ifInteractive(total: project.files.count, language: language)
            (workspace, loadProblems) = project.loadWorkspace(mode: .batch) { progress?.update(done: $0) }
            progress?.finish()
        }
        let problems = project.problems + loadProblems
        if printsProblems {
            for problem in problems {
                if problem.isFatal {
                    CommandLineTool.printError(error: problem.description(in: language))
                } else {
                    CommandLineTool.printError(warning: problem.description(in: language))
                }
            }
        }
        return LoadedWorkspace(
            project: project, workspace: workspace, problems: problems,
            reported: Set(project.files.filter(\.isReported).map(\.path)), language: language)
    }

    /// Whether a problem stops the run with status 2.
    var hasFatalProblem: Bool { problems.contains(where: \.isFatal) }

    /// The given folders that hold no Swift file at all (a mistyped path in CI must not pass
    /// silently). Paths that do not exist are problems already.
    func pathsWithoutSwiftFiles(_ paths: [String]) -> [String] {
        let currentDirectory = FileManager.default.currentDirectoryPath
        let reportedAbsolute = project.files.filter(\.isReported).map(\.absolutePath)
        return paths.filter { path in
            let absolute = PathName.absolute(path, base: currentDirectory)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), isDirectory.boolValue else {
                return false
            }
            return !reportedAbsolute.contains { PathName.relative($0, to: absolute) != nil } && !FileWalk.holdsSwiftFile(absolute)
        }
    }

    /// The findings of the reported files after the configuration and inline suppression, sorted,
    /// and how many comments silenced.
    func findings() -> FindingReview {
        var diagnostics: [Diagnostic] = []
        var suppressed = 0
        let pass = SharedResolver(workspace)
        for path in reported {
            let review = workspace.review(in: path, pass: pass)
            diagnostics += review.diagnostics
            suppressed += review.suppressed
        }
        return FindingReview(diagnostics: diagnostics.sorted(by: Diagnostic.areInOrder), suppressed: suppressed)
    }

    /// The files that can see Cradle (`product.md` §3): they import it, or their module re-exports it.
    static func inScope(_ summaries: [FileSummary]) -> [FileSummary] {
        FileSummary.seeingCradle(summaries)
    }

    /// The in-scope summaries of the modules that hold a reported file, by module.
    func reportedModules() -> [String: [FileSummary]] {
        let summaries = Self.inScope(workspace.summaries)
        let modules = Set(summaries.filter { reported.contains($0.path) }.map(\.module))
        var byModule: [String: [FileSummary]] = [:]
        for summary in summaries where modules.contains(summary.module) { byModule[summary.module, default: []].append(summary) }
        return byModule
    }
}
