import CradleProtocol

extension Server {
    /// `workspace/didChangeWorkspaceFolders`: the folders change, so the project is found again.
    func didChangeWorkspaceFolders(_ notification: DidChangeWorkspaceFoldersNotification) {
        let removed = Set((notification.event?.removed ?? []).compactMap { path(ofURI: $0.uri) })
        let added = (notification.event?.added ?? []).compactMap { path(ofURI: $0.uri) }
        changeRoots(adding: added, removing: removed)
    }
}
