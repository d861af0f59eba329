/// `initialize`: the client's capabilities and roots; the answer carries the server's.
public struct InitializeRequest: LSPRequest {
    /// The method name.
    public static let method = "initialize"
    /// The server's capabilities and name.
    public typealias Response = InitializeResult

    /// What the client supports.
    public var capabilities: ClientCapabilities?
    /// Cradle's own options.
    public var initializationOptions: InitializationOptions?
    /// The roots, when the client supports several.
    public var workspaceFolders: [WorkspaceFolder]?
    /// The root as a URI (older clients).
    public var rootUri: String?
    /// The root as a path (oldest clients).
    public var rootPath: String?

    /// Parameters with nothing set.
    public init() {}
}

/// The options `cradle-lsp` reads from `initializationOptions`.
public struct InitializationOptions: Codable, Sendable, Hashable {
    /// The base of each diagnostic's documentation link (the code is appended as a fragment).
    public var documentationURL: String?
    /// The longest wait after an edit before publishing, in milliseconds.
    public var debounceMilliseconds: Int?
}

/// The answer to `initialize`.
public struct InitializeResult: Codable, Sendable, Hashable {
    /// What the server supports.
    public var capabilities: ServerCapabilities
    /// The server's name and version.
    public var serverInfo: ServerInfo

    /// The answer for `capabilities` and `serverInfo`.
    public init(capabilities: ServerCapabilities, serverInfo: ServerInfo) {
        self.capabilities = capabilities
        self.serverInfo = serverInfo
    }
}

/// A server's name and version.
public struct ServerInfo: Codable, Sendable, Hashable {
    /// The name.
    public var name: String
    /// The version.
    public var version: String?

    /// The server `name` at `version`.
    public init(name: String, version: String?) {
        self.name = name
        self.version = version
    }
}
