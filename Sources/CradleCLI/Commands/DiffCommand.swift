import CradleAnalysis
import CradleProject
import Foundation

/// `--diff BASE[..HEAD]`: loads the workspace at two git revisions (or a revision and the working
/// tree) by `--check`'s rules, compares their graphs and findings, and prints the comparison.
enum DiffCommand {
    /// The two sides as the report names them.
    struct Sides {
        var base: String
        var head: String
    }

    /// Runs the comparison and returns the exit status (`product.md` §2).
    static func run(_ options: CommandLineTool.DiffOptions) -> Int32 {
        let note: (String) -> Void = { if !options.isQuiet { CommandLineTool.printError(note: $0) } }
        // The current folder's choice until the head is loaded, then the head's.
        var language = CommandLineTool.language()
        do throws(RevisionWorkspace.Failure) {
            let repository = try RevisionWorkspace.repository()
            var baseCommit = try RevisionWorkspace.commit(options.base, in: repository)
            let headCommit = try options.head.map { revision throws(RevisionWorkspace.Failure) in
                try RevisionWorkspace.commit(revision, in: repository)
            }
            if options.usesMergeBase, let headCommit {
                do {
                    baseCommit = try repository.mergeBase(baseCommit, headCommit)
                } catch {
                    throw RevisionWorkspace.Failure(error)
                }
            }
            // The revisions' files are read first, while nothing else wants the cores (`git
            // cat-file` streams them through a pipe, and waited behind the head's load when both
            // ran at once). Then the base is loaded on another thread while this one loads the
            // head and git says whether the working tree is dirty: the two sides share nothing.
            let baseTree = try RevisionWorkspace.readTree(baseCommit, in: repository)
            let headTree = try headCommit.map { commit throws(RevisionWorkspace.Failure) in
                try RevisionWorkspace.readTree(commit, in: repository)
            }
            let baseLoad = Concurrent { () throws(RevisionWorkspace.Failure) -> RevisionWorkspace in
                try RevisionWorkspace.load(
                    options.paths, revision: options.base, tree: baseTree, repository: repository,
                    configuration: options.configuration, isQuiet: options.isQuiet)
            }
            let workingTree = Concurrent { () throws(RevisionWorkspace.Failure) in repository.workingTreeState() }
            let head: LoadedWorkspace
            if let revision = options.head, let headTree {
                do {
                    head = try RevisionWorkspace.load(
                        options.paths, revision: revision, tree: headTree, repository: repository,
                        configuration: options.configuration, isQuiet: options.isQuiet
                    ).loaded
                } catch {
                    _ = try? baseLoad.value()
                    throw error
                }
            } else {
                head = LoadedWorkspace.load(
                    options.paths, configuration: options.configuration, isQuiet: true, printsProblems: !options.isQuiet)
            }
            language = head.language
            let base = try baseLoad.value()
            // Compared with the working tree, an untracked file counts when the load reads it.
            let top = repository.lexicalTopLevel(from: FileManager.default.currentDirectoryPath)
            let loadedFiles =
                options.head != nil
                ? []
                : (head.project.files.map(\.absolutePath) + head.project.definitions.map(\.file)).compactMap {
                    PathName.relative($0, to: top)
                }
            let isDirty = try workingTree.value().hasUncommittedChanges(loadedFiles: loadedFiles)
            if isDirty {
                note(
                    options.head.map { CommandLineText.uncommittedExcluded.text(in: language, $0) }
                        ?? CommandLineText.uncommittedIncluded.text(in: language))
            }
            if options.head == nil {
                if head.hasFatalProblem { return 2 }
                let empty = head.pathsWithoutSwiftFiles(options.paths)
                for path in empty {
                    CommandLineTool.printError(error: CommandLineText.noSwiftFileToCompare.text(in: language, path))
                }
                if !empty.isEmpty { return 2 }
            }
            let baseFindings = base.loaded.findingKeys(wordedIn: language)
            let headFindings = head.findingKeys(wordedIn: language)
            let diff = WorkspaceDiff(
                base: base.loaded.graphSnapshots(), head: head.graphSnapshots(), baseFindings: baseFindings.keys,
                headFindings: headFindings.keys)
            // The keys carry the English message, which matches them; the reports say the chosen one.
            let messages = baseFindings.messages.merging(headFindings.messages) { _, head in head }
            let message = { (key: FindingKey) in messages[key.match] ?? key.message }
            let sides = Sides(options, isDirty: isDirty, in: language)
            let report: String
            switch options.format {
            case .text: report = DiffTextReporter.render(diff, sides: sides, message: message, in: language)
            case .json:
                // Data: the sides and the summary in English whatever the language.
                report = DiffJSONReporter.render(
                    diff, sides: Sides(options, isDirty: isDirty, in: .english), commits: (baseCommit, headCommit))
            case .markdown: report = DiffMarkdownReporter.render(diff, sides: sides, message: message, in: language)
            }
            guard CheckCommand.write(report, to: options.output, language: language) else { return 2 }
            return diff.introduced.contains { $0.severity == .error || options.isStrict && $0.severity == .warning } ? 1 : 0
        } catch {
            CommandLineTool.printError(error: error.message(in: language))
            return 2
        }
    }
}

extension DiffCommand.Sides {
    /// The sides of `options` in `language`: the revisions as written, the merge base, the
    /// working tree (with uncommitted changes when `isDirty`).
    init(_ options: CommandLineTool.DiffOptions, isDirty: Bool, in language: MessageLanguage) {
        base =
            options.usesMergeBase
            ? DiffReportText.mergeBase.text(in: language, options.base, options.head ?? "HEAD") : options.base
        head =
            options.head
            ?? (isDirty ? DiffReportText.workingTreeUncommitted : DiffReportText.workingTree).text(in: language)
    }
}

/// A value computed on another thread; ``value()`` waits for it.
final class Concurrent<Value>: @unchecked Sendable {
    private let group = DispatchGroup()
    private var result: Result<Value, RevisionWorkspace.Failure>?

    init(_ work: @escaping () throws(RevisionWorkspace.Failure) -> Value) {
        group.enter()
        let box = UnsafeTransfer(work)
        // A thread of its own: the head's load fills Dispatch's pool on every core meanwhile.
        Thread {
            do throws(RevisionWorkspace.Failure) {
                self.result = .success(try box.value())
            } catch {
                self.result = .failure(error)
            }
            self.group.leave()
        }.start()
    }

    /// The value, or the failure, once the work is done.
    func value() throws(RevisionWorkspace.Failure) -> Value {
        group.wait()
        switch result {
        case .success(let value): return value
        case .failure(let failure): throw failure
        case nil: throw RevisionWorkspace.Failure(.revisionNotLoaded)
        }
    }
}

/// Moves a closure that captures only values read on one other thread.
private struct UnsafeTransfer<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }
}
