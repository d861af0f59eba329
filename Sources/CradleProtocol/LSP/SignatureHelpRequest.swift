/// `textDocument/signatureHelp`: the signature of the call around the cursor.
public struct SignatureHelpRequest: LSPRequest {
    /// The method name.
    public static let method = "textDocument/signatureHelp"
    /// The message for parameters that do not decode.
    public static let invalidParamsMessage = "expected a text document position"
    /// The signature; `null` outside a call the server knows.
    public typealias Response = LSPSignatureHelp?

    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The position in it.
    public var position: Position
}

/// LSP's `SignatureHelp`: one signature here, active.
public struct LSPSignatureHelp: Codable, Sendable, Hashable {
    /// The signatures.
    public var signatures: [SignatureInformation]
    /// The active signature.
    public var activeSignature: Int?
    /// The active parameter of the active signature.
    public var activeParameter: Int?

    /// Signatures as given.
    public init(signatures: [SignatureInformation], activeSignature: Int?, activeParameter: Int?) {
        self.signatures = signatures
        self.activeSignature = activeSignature
        self.activeParameter = activeParameter
    }
}

/// One signature.
public struct SignatureInformation: Codable, Sendable, Hashable {
    /// The whole signature.
    public var label: String
    /// What the call does.
    public var documentation: MarkupContent?
    /// Its parameters.
    public var parameters: [ParameterInformation]
    /// The active parameter.
    public var activeParameter: Int?

    /// A signature as given.
    public init(label: String, documentation: MarkupContent?, parameters: [ParameterInformation], activeParameter: Int?) {
        self.label = label
        self.documentation = documentation
        self.parameters = parameters
        self.activeParameter = activeParameter
    }
}

/// One parameter of a signature: its text inside the signature's label.
public struct ParameterInformation: Codable, Sendable, Hashable {
    /// The parameter's text, a substring of the signature's label.
    public var label: String
    /// What it means.
    public var documentation: MarkupContent?

    /// A parameter as given.
    public init(label: String, documentation: MarkupContent?) {
        self.label = label
        self.documentation = documentation
    }
}

/// Signature help support.
public struct SignatureHelpOptions: Codable, Sendable, Hashable {
    /// The characters that ask for signature help.
    public var triggerCharacters: [String]
    /// The characters that ask again while it shows.
    public var retriggerCharacters: [String]

    /// Options as given.
    public init(triggerCharacters: [String], retriggerCharacters: [String]) {
        self.triggerCharacters = triggerCharacters
        self.retriggerCharacters = retriggerCharacters
    }
}
