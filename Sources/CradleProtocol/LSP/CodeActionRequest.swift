/// `textDocument/codeAction`: fixes for a range.
public struct CodeActionRequest: LSPRequest {
    /// The method name.
    public static let method = "textDocument/codeAction"
    /// The message for parameters that do not decode.
    public static let invalidParamsMessage = "expected a text document"
    /// The actions.
    public typealias Response = [CodeAction]

    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The range the actions are for (the start of the document when absent).
    public var range: LSPRange?
    /// What is asked for.
    public var context: CodeActionContext?
}

/// What a code action request asks for.
public struct CodeActionContext: Codable, Sendable, Hashable {
    /// The kinds wanted; every kind but `source` when absent.
    public var only: [CodeActionKind]?
}

/// An edit offered to the user.
public struct CodeAction: Codable, Sendable, Hashable {
    /// The text shown.
    public var title: String
    /// The kind.
    public var kind: CodeActionKind
    /// Whether it is the fix the user most likely wants.
    public var isPreferred: Bool?
    /// The findings it fixes.
    public var diagnostics: [LSPDiagnostic]?
    /// The edit.
    public var edit: WorkspaceEdit
    /// Why the action cannot be applied now, for a client that shows disabled actions.
    public var disabled: Disabled?

    /// LSP's `CodeAction.disabled`.
    public struct Disabled: Codable, Sendable, Hashable {
        /// Shown to the user.
        public var reason: String

        /// Disabled because of `reason`.
        public init(reason: String) { self.reason = reason }
    }

    /// An action with every value given.
    public init(
        title: String, kind: CodeActionKind, isPreferred: Bool? = nil, diagnostics: [LSPDiagnostic]? = nil,
        edit: WorkspaceEdit, disabled: Disabled? = nil
    ) {
        self.title = title
        self.kind = kind
        self.isPreferred = isPreferred
        self.diagnostics = diagnostics
        self.edit = edit
        self.disabled = disabled
    }
}

/// Edits to several documents: by URI, or as ordered document changes (which can create files)
/// for a client that accepts them.
public struct WorkspaceEdit: Codable, Sendable, Hashable {
    /// The edits by document URI.
    public var changes: [String: [LSPTextEdit]]?
    /// Files created and documents edited, in order.
    public var documentChanges: [DocumentChange]?

    /// The edits `changes`.
    public init(changes: [String: [LSPTextEdit]]) { self.changes = changes }

    /// The ordered `documentChanges`.
    public init(documentChanges: [DocumentChange]) { self.documentChanges = documentChanges }
}

/// One entry of `WorkspaceEdit.documentChanges`: a file created, or a document's edits.
public enum DocumentChange: Codable, Sendable, Hashable {
    /// LSP's `CreateFile` (failing when the file exists).
    case create(uri: String)
    /// LSP's `TextDocumentEdit` (any version of the document).
    case edit(uri: String, edits: [LSPTextEdit])

    private enum CodingKeys: String, CodingKey {
        case kind, uri, textDocument, edits
    }

    private struct Document: Codable {
        var uri: String
        var version: Int?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(uri, forKey: .uri)
            try container.encodeNil(forKey: .version)
        }

        private enum CodingKeys: String, CodingKey { case uri, version }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let kind = try container.decodeIfPresent(String.self, forKey: .kind) {
            guard kind == "create" else {
                throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "unsupported \(kind)")
            }
            self = .create(uri: try container.decode(String.self, forKey: .uri))
        } else {
            self = .edit(
                uri: try container.decode(Document.self, forKey: .textDocument).uri,
                edits: try container.decode([LSPTextEdit].self, forKey: .edits))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .create(let uri):
            try container.encode("create", forKey: .kind)
            try container.encode(uri, forKey: .uri)
        case .edit(let uri, let edits):
            try container.encode(Document(uri: uri, version: nil), forKey: .textDocument)
            try container.encode(edits, forKey: .edits)
        }
    }
}

/// A range replaced by text.
public struct LSPTextEdit: Codable, Sendable, Hashable {
    /// The range.
    public var range: LSPRange
    /// The text.
    public var newText: String

    /// `range` replaced by `newText`.
    public init(range: LSPRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}
