/// A finding as the client shows it (LSP's `Diagnostic`).
public struct LSPDiagnostic: Codable, Sendable, Hashable {
    /// Where it is.
    public var range: LSPRange
    /// How serious it is.
    public var severity: DiagnosticSeverity
    /// The diagnostic code.
    public var code: String
    /// Who found it.
    public var source: String
    /// What is wrong.
    public var message: String
    /// A link to the code's documentation.
    public var codeDescription: CodeDescription?
    /// Other places involved.
    public var relatedInformation: [DiagnosticRelatedInformation]?
    /// How the client may draw it.
    public var tags: [DiagnosticTag]?

    /// A finding with every value given.
    public init(
        range: LSPRange, severity: DiagnosticSeverity, code: String, source: String, message: String,
        codeDescription: CodeDescription? = nil, relatedInformation: [DiagnosticRelatedInformation]? = nil,
        tags: [DiagnosticTag]? = nil
    ) {
        self.range = range
        self.severity = severity
        self.code = code
        self.source = source
        self.message = message
        self.codeDescription = codeDescription
        self.relatedInformation = relatedInformation
        self.tags = tags
    }
}

/// A link to a diagnostic code's documentation.
public struct CodeDescription: Codable, Sendable, Hashable {
    /// The link.
    public var href: String

    /// A link to `href`.
    public init(href: String) { self.href = href }
}

/// Another place involved in a finding.
public struct DiagnosticRelatedInformation: Codable, Sendable, Hashable {
    /// The place.
    public var location: LSPLocation
    /// What it has to do with the finding.
    public var message: String

    /// `message` about `location`.
    public init(location: LSPLocation, message: String) {
        self.location = location
        self.message = message
    }
}

/// How serious a finding is.
public enum DiagnosticSeverity: Int, Codable, Sendable {
    /// An error.
    case error = 1
    /// A warning.
    case warning = 2
    /// Information.
    case information = 3
    /// A hint.
    case hint = 4
}

/// How the client may draw a finding.
public enum DiagnosticTag: Int, Codable, Sendable {
    /// Unused or unnecessary code, drawn faded.
    case unnecessary = 1
    /// Deprecated code, drawn struck through.
    case deprecated = 2
}
