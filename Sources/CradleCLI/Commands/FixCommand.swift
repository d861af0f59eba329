import CradleAnalysis
import CradleProject
import Foundation

/// `--fix` and `--fix --dry-run`: the preferred fix of every reported finding, never two
/// overlapping edits, each file replaced atomically. A file that changed on disk since it was
/// read, or that is read-only, is left alone with a message naming it; its findings remain.
enum FixCommand {
    /// A file the plan may edit: its absolute path and the bytes the analysis read.
    struct Target {
        var absolutePath: String
        var bytes: [UInt8]
    }

    /// The plan for the loaded workspace, and the files it may edit. `checksWritable` also
    /// blocks read-only files.
    static func plan(_ loaded: LoadedWorkspace, checksWritable: Bool) -> (plan: FixPlan, targets: [String: Target]) {
        let diagnostics = loaded.findings().diagnostics
        let language = loaded.language
        let absolute = Dictionary(loaded.project.files.map { ($0.path, $0.absolutePath) }, uniquingKeysWith: { a, _ in a })
        var blocked: Set<String> = []
        var targets: [String: Target] = [:]
        for file in FixPlan.files(of: diagnostics).sorted() {
            guard let path = absolute[file], let text = loaded.workspace.entries[file]?.summary.tree.text else {
                blocked.insert(file)
                continue
            }
            guard SourceReader.contents(of: path) == text.bytes else {
                CommandLineTool.printError(warning: CommandLineText.changedOnDisk.text(in: language, file))
                blocked.insert(file)
                continue
            }
            if checksWritable, OutputFile.isReadOnly(path) {
                CommandLineTool.printError(error: CommandLineText.readOnly.text(in: language, file))
                blocked.insert(file)
                continue
            }
            targets[file] = Target(absolutePath: path, bytes: text.bytes)
        }
        let plan = FixPlan(diagnostics, blocked: blocked)
        for file in plan.conflictingFiles {
            CommandLineTool.printError(warning: CommandLineText.fixOverlaps.text(in: language, file))
        }
        return (plan, targets)
    }

    /// Applies the plan in place. Returns whether any file changed (then the caller reloads and
    /// reports what remains).
    static func apply(_ loaded: LoadedWorkspace, options: CommandLineTool.CheckOptions) -> Bool {
        let (plan, targets) = plan(loaded, checksWritable: true)
        let language = loaded.language
        var written = 0
        for file in plan.edits.keys.sorted() {
            guard let target = targets[file], let edits = plan.edits[file] else { continue }
            // Read once more right before replacing: an editor may have saved in between.
            guard SourceReader.contents(of: target.absolutePath) == target.bytes else {
                CommandLineTool.printError(warning: CommandLineText.changedOnDisk.text(in: language, file))
                continue
            }
            do {
                try OutputFile.write(Data(FixPlan.apply(edits, to: target.bytes)), to: target.absolutePath)
                written += 1
            } catch {
                CommandLineTool.printError(
                    error: CommandLineText.fixesLeftOut.text(in: language, error.description(in: language)))
            }
        }
        if !options.isQuiet {
            let fixes = counted(plan.fixCount, CommandLineText.fixOne, CommandLineText.fixMany, in: language)
            let files = counted(written, ReportText.fileOne, ReportText.fileMany, in: language)
            CommandLineTool.printError("cradle-lsp: " + CommandLineText.applied.text(in: language, fixes, files))
        }
        return written > 0
    }

    /// Prints the plan as a unified diff (paths relative to the workspace root, for `patch -p1`
    /// or `git apply` there) and changes nothing. The status is the check's before fixing.
    static func dryRun(_ loaded: LoadedWorkspace, options: CommandLineTool.CheckOptions) -> Int32 {
        let (plan, targets) = plan(loaded, checksWritable: false)
        let rootRelative = Dictionary(
            loaded.project.files.map { ($0.path, $0.rootRelativePath) }, uniquingKeysWith: { first, _ in first })
        var diff = ""
        for file in plan.edits.keys.sorted(by: { (rootRelative[$0] ?? $0) < (rootRelative[$1] ?? $1) }) {
            guard let target = targets[file], let edits = plan.edits[file] else { continue }
            diff += UnifiedDiff.render(path: rootRelative[file] ?? file, old: target.bytes, edits: edits)
        }
        let language = loaded.language
        guard CheckCommand.write(diff, to: options.output, language: language) else { return 2 }
        if !options.isQuiet {
            let fixes = counted(plan.fixCount, CommandLineText.fixOne, CommandLineText.fixMany, in: language)
            let files = counted(plan.edits.count, ReportText.fileOne, ReportText.fileMany, in: language)
            CommandLineTool.printError("cradle-lsp: " + CommandLineText.dryRun.text(in: language, fixes, files))
        }
        if loaded.hasFatalProblem { return 2 }
        return CheckCommand.status(of: loaded.findings().diagnostics, isStrict: options.isStrict)
    }
}
