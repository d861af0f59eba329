import CradleAnalysis
import Foundation

/// The files of one commit, held in memory under a folder that stands for the repository's top
/// folder and exists nowhere on disk: a workspace is loaded from its ``source`` by exactly the
/// rules a load from disk follows, and nothing is written or left behind. A `.git` folder in it
/// marks it as the root it was.
public struct RevisionTree: Sendable {
    /// The commit's full id.
    public let commit: String
    /// The folder standing for the repository's top folder.
    public let folder: String
    /// What was left out (binary files, submodules), for notes on standard error.
    public let noteTexts: [MessageText]
    /// The notes in English.
    public var notes: [String] { notes(in: .english) }
    /// The commit's files, for ``Project/find(paths:currentDirectory:style:configurationFile:limits:source:)``.
    public let source: FileSource

    /// Reads `commit`'s files.
    public static func make(_ repository: GitRepository, commit: String) throws(GitError) -> RevisionTree {
        // In the temporary folder's name space, so that it can stand for no folder of the user's.
        let folder = PathName.join(
            temporaryFolder(), "cradle-lsp-\(commit.prefix(12))-\(UUID().uuidString.prefix(8))")
        let (files, notes) = try repository.files(at: commit)
        let marker = (path: ".git/HEAD", bytes: Array("\(commit)\n".utf8), isLink: false)
        return RevisionTree(
            commit: commit, folder: folder, noteTexts: notes, source: .revision(folder: folder, files: files + [marker]))
    }

    /// What was left out, in `language`.
    public func notes(in language: MessageLanguage) -> [String] { noteTexts.map { $0.text(in: language) } }

    /// The folder in this tree that stands for the folder the repository was located from.
    public func locatedFolder(of repository: GitRepository) -> String {
        repository.prefix.isEmpty ? folder : PathName.join(folder, String(repository.prefix.dropLast()))
    }

    /// The temporary folder: `TMPDIR` when set, else the system's.
    static func temporaryFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let folder = environment["TMPDIR"], !folder.isEmpty { return PathName.standardized(folder) }
        return PathName.standardized(NSTemporaryDirectory())
    }
}
