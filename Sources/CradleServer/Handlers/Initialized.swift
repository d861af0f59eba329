import CradleProtocol

extension Server {
    /// `initialized`: indexes the workspace folders, registers file watching, and publishes the
    /// findings.
    func initialized(_ notification: InitializedNotification) {
        index()
        registerFileWatching()
        publishDiagnostics()
    }
}
