/// `workspace/didChangeWatchedFiles`: files changed on disk.
public struct DidChangeWatchedFilesNotification: LSPNotification, Decodable {
    /// The method name.
    public static let method = "workspace/didChangeWatchedFiles"
    /// The changes.
    public var changes: [FileEvent]?
}

/// One file changed on disk.
public struct FileEvent: Codable, Sendable, Hashable {
    /// The file's URI.
    public var uri: String
    /// What happened to it.
    public var type: FileChangeType
}

/// What happened to a watched file.
public enum FileChangeType: Int, Codable, Sendable {
    /// The file was created.
    case created = 1
    /// The file changed.
    case changed = 2
    /// The file was deleted.
    case deleted = 3
}
