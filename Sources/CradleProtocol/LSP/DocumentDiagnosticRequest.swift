/// `textDocument/diagnostic`: a document's findings, pulled by the client.
public struct DocumentDiagnosticRequest: LSPRequest {
    /// The method name.
    public static let method = "textDocument/diagnostic"
    /// The message for parameters that do not decode.
    public static let invalidParamsMessage = "expected a text document"
    /// The report.
    public typealias Response = DocumentDiagnosticReport

    /// The document.
    public var textDocument: TextDocumentIdentifier
}

/// A full report of a document's findings.
public struct DocumentDiagnosticReport: Codable, Sendable, Hashable {
    /// Always `full`: the server sends no unchanged reports.
    public var kind = "full"
    /// The findings.
    public var items: [LSPDiagnostic]

    /// A full report of `items`.
    public init(items: [LSPDiagnostic]) { self.items = items }
}
