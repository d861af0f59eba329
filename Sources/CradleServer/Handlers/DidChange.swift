import CradleProtocol

extension Server {
    /// `textDocument/didChange`: applies the edits to the open document.
    func didChange(_ notification: DidChangeTextDocumentNotification) {
        guard let path = path(ofURI: notification.textDocument.uri) else { return }
        change(
            path, version: notification.textDocument.version,
            changes: (notification.contentChanges ?? []).map { ($0.range, $0.text) })
    }
}
