import CradleAnalysis
import Foundation

/// What a walk of the workspace roots may do (`product.md` §4): roots it refuses to walk (`/`,
/// the home directory, a pseudo file system), how many directory entries one root may hold,
/// and a way to stop a walk that is no longer wanted.
public struct WalkLimits: Sendable {
    /// The entries (files and folders listed) one root may hold; a larger root is refused.
    public var maximumEntries = 200_000
    /// The user's home directory, refused as a root (an editor opened on `~`).
    public var homeDirectory: String? = WalkLimits.currentHomeDirectory
    /// Asked while walking and loading: once it says yes, the work stops and its result is
    /// incomplete (the server drops it).
    public var isCancelled: @Sendable () -> Bool = { false }

    /// The default limits.
    public init() {}

    /// The home directory of the running user, standardized; nil when unknown.
    public static var currentHomeDirectory: String? {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        guard home.hasPrefix("/") else { return nil }
        return PathName.standardized(home)
    }

    /// Why `root` (absolute, standardized) is not walked at all, or nil when it may be.
    func refusal(of root: String) -> MessageText? {
        if root == "/" { return ProjectText.fileSystemRoot.entry }
        if let homeDirectory, root == homeDirectory { return ProjectText.homeDirectory.entry }
        if FileWalk.isPseudoFileSystem(FileWalk.realPath(root)) { return ProjectText.pseudoFileSystem.entry }
        return nil
    }

    /// The message for a root that holds more entries than ``maximumEntries``.
    var overLimitReason: MessageText {
        ProjectText.tooManyEntries.bilingual(maximumEntries)
    }
}
