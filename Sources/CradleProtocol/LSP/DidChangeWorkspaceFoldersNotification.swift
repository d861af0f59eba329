/// `workspace/didChangeWorkspaceFolders`: roots added or removed.
public struct DidChangeWorkspaceFoldersNotification: LSPNotification, Decodable {
    /// The method name.
    public static let method = "workspace/didChangeWorkspaceFolders"
    /// The change.
    public var event: WorkspaceFoldersChangeEvent?
}

/// Roots added and removed.
public struct WorkspaceFoldersChangeEvent: Codable, Sendable, Hashable {
    /// The new roots.
    public var added: [WorkspaceFolder]?
    /// The roots gone.
    public var removed: [WorkspaceFolder]?
}
