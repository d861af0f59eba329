import CradleProtocol

extension Server {
    /// `workspace/didChangeWatchedFiles`: follows files changed on disk.
    func didChangeWatchedFiles(_ notification: DidChangeWatchedFilesNotification) {
        applyWatchedChanges(notification.changes ?? [])
    }
}
