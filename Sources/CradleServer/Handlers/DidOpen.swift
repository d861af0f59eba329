import CradleProtocol

extension Server {
    /// `textDocument/didOpen`: the editor's text wins over disk.
    func didOpen(_ notification: DidOpenTextDocumentNotification) {
        guard let path = path(ofURI: notification.textDocument.uri) else { return }
        open(path, text: notification.textDocument.text, version: notification.textDocument.version ?? 0)
    }
}
