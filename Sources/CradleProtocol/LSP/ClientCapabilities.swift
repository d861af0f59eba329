/// The parts of the client's capabilities the server reads; the rest is ignored.
public struct ClientCapabilities: Codable, Sendable, Hashable {
    /// General capabilities.
    public var general: General?
    /// Workspace capabilities.
    public var workspace: Workspace?
    /// Window capabilities.
    public var window: Window?

    /// General capabilities.
    public struct General: Codable, Sendable, Hashable {
        /// The position encodings the client accepts, preferred first (spelt as sent, as
        /// clients may list encodings the server does not know).
        public var positionEncodings: [String]?
    }

    /// Workspace capabilities.
    public struct Workspace: Codable, Sendable, Hashable {
        /// Watched-file notifications.
        public var didChangeWatchedFiles: DynamicRegistration?
        /// Pull-diagnostic support in the workspace.
        public var diagnostics: Diagnostics?
    }

    /// Whether a feature can be registered dynamically.
    public struct DynamicRegistration: Codable, Sendable, Hashable {
        /// The client accepts `client/registerCapability` for the feature.
        public var dynamicRegistration: Bool?
    }

    /// Workspace diagnostic capabilities.
    public struct Diagnostics: Codable, Sendable, Hashable {
        /// The client handles `workspace/diagnostic/refresh`.
        public var refreshSupport: Bool?
    }

    /// Window capabilities.
    public struct Window: Codable, Sendable, Hashable {
        /// The client shows server-initiated `$/progress`.
        public var workDoneProgress: Bool?
    }

    /// No capabilities.
    public init() {}

    /// Whether the client accepts dynamic registration of file watching.
    public var canRegisterFileWatching: Bool { workspace?.didChangeWatchedFiles?.dynamicRegistration == true }
    /// Whether the client shows server-initiated progress.
    public var showsWorkDoneProgress: Bool { window?.workDoneProgress == true }
    /// Whether the client can be asked to pull diagnostics again.
    public var refreshesDiagnostics: Bool { workspace?.diagnostics?.refreshSupport == true }
}
