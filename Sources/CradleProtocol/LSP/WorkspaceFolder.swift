/// A root folder of the workspace.
public struct WorkspaceFolder: Codable, Sendable, Hashable {
    /// The folder's URI.
    public var uri: String
    /// The folder's name in the client.
    public var name: String?
}
