/// `textDocument/publishDiagnostics`: a document's findings, pushed by the server.
public struct PublishDiagnosticsNotification: LSPNotification, Encodable {
    /// The method name.
    public static let method = "textDocument/publishDiagnostics"
    /// The document's URI.
    public var uri: String
    /// The open document's version the findings are for.
    public var version: Int?
    /// The findings; empty clears them.
    public var diagnostics: [LSPDiagnostic]

    /// The findings `diagnostics` of `uri` at `version`.
    public init(uri: String, version: Int?, diagnostics: [LSPDiagnostic]) {
        self.uri = uri
        self.version = version
        self.diagnostics = diagnostics
    }
}
