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

/// Edits to several documents.
public struct WorkspaceEdit: Codable, Sendable, Hashable {
    /// The edits by document URI.
    public var changes: [String: [LSPTextEdit]]

    /// The edits `changes`.
    public init(changes: [String: [LSPTextEdit]]) { self.changes = changes }
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
