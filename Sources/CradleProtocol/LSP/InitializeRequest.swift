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
    /// The client's user-interface language (LSP 3.16), an IETF tag such as `ko-KR`.
    public var locale: String?

    /// Parameters with nothing set.
    public init() {}

    private enum CodingKeys: String, CodingKey {
        case capabilities, initializationOptions, workspaceFolders, rootUri, rootPath, locale
    }

    /// Lenient: a part of an unexpected shape (Neovim sends an empty Lua table as
    /// `"initializationOptions": []`) is ignored rather than refusing the session.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        capabilities = (try? container.decodeIfPresent(ClientCapabilities.self, forKey: .capabilities)) ?? nil
        initializationOptions =
            (try? container.decodeIfPresent(InitializationOptions.self, forKey: .initializationOptions)) ?? nil
        workspaceFolders = (try? container.decodeIfPresent([WorkspaceFolder].self, forKey: .workspaceFolders)) ?? nil
        rootUri = (try? container.decodeIfPresent(String.self, forKey: .rootUri)) ?? nil
        rootPath = (try? container.decodeIfPresent(String.self, forKey: .rootPath)) ?? nil
        locale = (try? container.decodeIfPresent(String.self, forKey: .locale)) ?? nil
    }
}

/// The options `cradle-lsp` reads from `initializationOptions`.
public struct InitializationOptions: Codable, Sendable, Hashable {
    /// The base of each diagnostic's documentation link (the code is appended as a fragment).
    public var documentationURL: String?
    /// The longest wait after an edit before publishing, in milliseconds.
    public var debounceMilliseconds: Int?
    /// The wording of findings: `"cradle"` (Cradle's own texts) or `"english"`; checked by the
    /// server, which logs a value it does not know.
    public var messages: String?

    private enum CodingKeys: String, CodingKey {
        case documentationURL, debounceMilliseconds, messages
    }

    /// Lenient per option: one of an unexpected type leaves the others in force.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        documentationURL = (try? container.decodeIfPresent(String.self, forKey: .documentationURL)) ?? nil
        debounceMilliseconds = (try? container.decodeIfPresent(Int.self, forKey: .debounceMilliseconds)) ?? nil
        messages = (try? container.decodeIfPresent(String.self, forKey: .messages)) ?? nil
    }
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
