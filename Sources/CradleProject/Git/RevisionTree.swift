import Foundation

/// The files of one commit written into a temporary folder, so that a workspace is loaded from
/// it by exactly the rules a load from disk follows. Removed with ``remove()``.
public struct RevisionTree: Sendable {
    /// The commit's full id.
    public let commit: String
    /// The temporary folder standing for the repository's top folder.
    public let folder: String
    /// What was left out (binary files, submodules), for notes on standard error.
    public let notes: [String]

    /// Writes `commit`'s files into a new temporary folder.
    public static func make(_ repository: GitRepository, commit: String) throws(GitError) -> RevisionTree {
        let folder = PathName.join(
            temporaryFolder(), "cradle-lsp-\(commit.prefix(12))-\(UUID().uuidString.prefix(8))")
        do {
            let notes = try repository.extract(commit, into: folder)
            return RevisionTree(commit: commit, folder: folder, notes: notes)
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
    }

    /// The folder in this tree that stands for the folder the repository was located from.
    public func locatedFolder(of repository: GitRepository) -> String {
        repository.prefix.isEmpty ? folder : PathName.join(folder, String(repository.prefix.dropLast()))
    }

    /// Where temporary trees go: `TMPDIR` when set, else the system's temporary folder. (Not
    /// `/dev/shm`, though faster: the walk never enters `/dev`.)
    static func temporaryFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let folder = environment["TMPDIR"], !folder.isEmpty { return folder }
        return NSTemporaryDirectory()
    }

    /// Deletes the temporary folder.
    public func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
