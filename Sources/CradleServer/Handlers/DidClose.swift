import CradleProtocol

extension Server {
    /// `textDocument/didClose`: the disk owns the text again.
    func didClose(_ notification: DidCloseTextDocumentNotification) {
        guard let path = path(ofURI: notification.textDocument.uri) else { return }
        close(path)
    }
}
