import CradleAnalysis
import CradleProject
import Foundation

/// A workspace loaded at a git revision: the revision's files are read into memory
/// (``RevisionTree``) and loaded by the rules `--check` follows on disk. The paths are the
/// user's, so both sides name files alike.
struct RevisionWorkspace {
    var loaded: LoadedWorkspace
    /// The revision as the user wrote it and the commit it names.
    var revision: String
    var commit: String

    /// A failure to be worded for standard error in the run's language; the run ends with
    /// status 2.
    struct Failure: Error {
        /// The message in a language.
        var text: @Sendable (MessageLanguage) -> String

        init(_ text: @escaping @Sendable (MessageLanguage) -> String) {
            self.text = text
        }

        /// A message of the table.
        init(_ entry: CommandLineText, _ arguments: String...) {
            text = { entry.text(in: $0, arguments: arguments) }
        }

        /// A message another module worded (git's failures), in both languages.
        init(_ error: GitError) {
            text = { error.description(in: $0) }
        }

        /// The message in `language`.
        func message(in language: MessageLanguage) -> String { text(language) }
    }

    /// The repository holding the working directory.
    static func repository() throws(Failure) -> GitRepository {
        do {
            return try GitRepository.locate(containing: FileManager.default.currentDirectoryPath)
        } catch {
            throw Failure(error)
        }
    }

    /// The commit a revision names (`A...B` is not taken here: callers resolve the merge base).
    static func commit(_ revision: String, in repository: GitRepository) throws(Failure) -> String {
        do {
            return try repository.commit(revision)
        } catch {
            throw Failure(error)
        }
    }

    /// Loads `paths` (as given on the command line) at `commit`. Problems are printed with the
    /// revision named, unless `isQuiet`; a path that does not exist at the revision is a note
    /// (the change adds it), never a failure.
    static func load(
        _ paths: [String], revision: String, commit: String, repository: GitRepository, configuration: String?,
        isQuiet: Bool
    ) throws(Failure) -> RevisionWorkspace {
        try load(
            paths, revision: revision, tree: try readTree(commit, in: repository), repository: repository,
            configuration: configuration, isQuiet: isQuiet)
    }

    /// The files of `commit`, read into memory.
    static func readTree(_ commit: String, in repository: GitRepository) throws(Failure) -> RevisionTree {
        do {
            return try RevisionTree.make(repository, commit: commit)
        } catch {
            throw Failure(error)
        }
    }

    /// Loads `paths` from a revision's files already read.
    static func load(
        _ paths: [String], revision: String, tree: RevisionTree, repository: GitRepository, configuration: String?,
        isQuiet: Bool
    ) throws(Failure) -> RevisionWorkspace {
        let commit = tree.commit
        let currentDirectory = FileManager.default.currentDirectoryPath
        let base = tree.locatedFolder(of: repository)
        let lexicalTop = repository.lexicalTopLevel(from: currentDirectory)
        var mapped: [String] = []
        for path in paths {
            guard path.hasPrefix("/") else {
                guard PathName.relative(PathName.absolute(path, base: currentDirectory), to: lexicalTop) != nil else {
                    throw Failure(.outsideRepository, path, repository.topLevel)
                }
                mapped.append(path)
                continue
            }
            if let relative = PathName.relative(PathName.standardized(path), to: currentDirectory) {
                mapped.append(relative.isEmpty ? "." : relative)
            } else if let relative = PathName.relative(PathName.standardized(path), to: repository.topLevel) {
                mapped.append(relative.isEmpty ? tree.folder : PathName.join(tree.folder, relative))
            } else {
                throw Failure(.outsideRepository, path, repository.topLevel)
            }
        }
        let configurationFile = configuration.map { PathName.absolute($0, base: currentDirectory) }
        var loaded = LoadedWorkspace.load(
            mapped, configuration: configurationFile, isQuiet: true, printsProblems: false, currentDirectory: base,
            source: tree.source)
        let label = { (language: MessageLanguage) in CommandLineText.atRevision.text(in: language, revision) }
        let language = loaded.language
        if !isQuiet {
            for note in tree.notes(in: language) { CommandLineTool.printError(note: "\(label(language)): \(note)") }
        }
        for problem in loaded.problems {
            if case .missing(let path) = problem {
                if !isQuiet {
                    CommandLineTool.printError(
                        note: "\(label(language)): \(CommandLineText.missingAtRevision.text(in: language, path))")
                }
                continue
            }
            if case .unusableConfiguration = problem {
                throw Failure { "\(CommandLineText.atRevision.text(in: $0, revision)): \(problem.description(in: $0))" }
            }
            if !isQuiet { CommandLineTool.printError(warning: "\(label(language)): \(problem.description(in: language))") }
        }
        loaded.problems.removeAll { if case .missing = $0 { true } else { false } }
        return RevisionWorkspace(loaded: loaded, revision: revision, commit: commit)
    }

    /// The keys of the findings of the reported files.
    var findingKeys: [FindingKey] { loaded.findingKeys() }
}

extension LoadedWorkspace {
    /// The keys of the findings of the reported files, as `--diff` and baselines match them.
    func findingKeys() -> [FindingKey] {
        workspace.findingKeys(findings().diagnostics)
    }

    /// The keys of the findings of the reported files, and each key's message in `language`
    /// (by ``FindingKey/match``; none for English, which the keys carry).
    func findingKeys(wordedIn language: MessageLanguage) -> (keys: [FindingKey], messages: [String: String]) {
        let diagnostics = findings().diagnostics
        let keys = workspace.findingKeys(diagnostics)
        guard language != .english else { return (keys, [:]) }
        var messages: [String: String] = [:]
        for (key, diagnostic) in zip(keys, diagnostics) { messages[key.match] = diagnostic.localized(to: language).message }
        return (keys, messages)
    }

    /// The snapshots of the graphs declared in the reported files.
    func graphSnapshots() -> [GraphSnapshot] {
        workspace.graphSnapshots(in: reported)
    }
}
