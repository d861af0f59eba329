/// `client/registerCapability`: asks the client to start a feature, such as file watching.
public struct RegisterCapabilityRequest: LSPRequestToClient {
    /// The method name.
    public static let method = "client/registerCapability"
    /// The features.
    public var registrations: [Registration]

    /// A request to register `registrations`.
    public init(registrations: [Registration]) { self.registrations = registrations }
}

/// One feature to register.
public struct Registration: Encodable, Sendable, Hashable {
    /// The registration's identifier.
    public var id: String
    /// The feature's method.
    public var method: String
    /// The feature's options.
    public var registerOptions: DidChangeWatchedFilesRegistrationOptions

    /// A registration with every value given.
    public init(id: String, method: String, registerOptions: DidChangeWatchedFilesRegistrationOptions) {
        self.id = id
        self.method = method
        self.registerOptions = registerOptions
    }
}

/// Which files to watch.
public struct DidChangeWatchedFilesRegistrationOptions: Encodable, Sendable, Hashable {
    /// The watchers.
    public var watchers: [FileSystemWatcher]

    /// Options watching `watchers`.
    public init(watchers: [FileSystemWatcher]) { self.watchers = watchers }
}

/// Files to watch, by glob.
public struct FileSystemWatcher: Encodable, Sendable, Hashable {
    /// The glob.
    public var globPattern: String

    /// A watcher of `globPattern`.
    public init(globPattern: String) { self.globPattern = globPattern }
}
