/// What the server supports, as answered to `initialize`.
public struct ServerCapabilities: Codable, Sendable, Hashable {
    /// The position encoding in force.
    public var positionEncoding: PositionEncodingKind
    /// How documents are synchronised.
    public var textDocumentSync: TextDocumentSyncOptions
    /// `textDocument/hover`.
    public var hoverProvider: Bool
    /// `textDocument/definition`.
    public var definitionProvider: Bool
    /// `textDocument/references`.
    public var referencesProvider: Bool
    /// `textDocument/documentHighlight`.
    public var documentHighlightProvider: Bool
    /// `textDocument/signatureHelp`.
    public var signatureHelpProvider: SignatureHelpOptions
    /// `textDocument/completion` and `completionItem/resolve`.
    public var completionProvider: CompletionOptions
    /// `textDocument/documentSymbol`.
    public var documentSymbolProvider: Bool
    /// `workspace/symbol`.
    public var workspaceSymbolProvider: Bool
    /// `textDocument/inlayHint`.
    public var inlayHintProvider: Bool
    /// `textDocument/codeLens`.
    public var codeLensProvider: CodeLensOptions
    /// The call hierarchy requests.
    public var callHierarchyProvider: Bool
    /// `textDocument/codeAction`.
    public var codeActionProvider: CodeActionOptions
    /// `textDocument/diagnostic`.
    public var diagnosticProvider: DiagnosticOptions
    /// Workspace features.
    public var workspace: WorkspaceCapabilities

    /// Capabilities with every value given.
    public init(
        positionEncoding: PositionEncodingKind, textDocumentSync: TextDocumentSyncOptions, hoverProvider: Bool,
        definitionProvider: Bool, referencesProvider: Bool, documentHighlightProvider: Bool,
        signatureHelpProvider: SignatureHelpOptions, completionProvider: CompletionOptions, documentSymbolProvider: Bool,
        workspaceSymbolProvider: Bool,
        inlayHintProvider: Bool, codeLensProvider: CodeLensOptions, callHierarchyProvider: Bool,
        codeActionProvider: CodeActionOptions, diagnosticProvider: DiagnosticOptions, workspace: WorkspaceCapabilities
    ) {
        self.positionEncoding = positionEncoding
        self.textDocumentSync = textDocumentSync
        self.hoverProvider = hoverProvider
        self.definitionProvider = definitionProvider
        self.referencesProvider = referencesProvider
        self.documentHighlightProvider = documentHighlightProvider
        self.signatureHelpProvider = signatureHelpProvider
        self.completionProvider = completionProvider
        self.documentSymbolProvider = documentSymbolProvider
        self.workspaceSymbolProvider = workspaceSymbolProvider
        self.inlayHintProvider = inlayHintProvider
        self.codeLensProvider = codeLensProvider
        self.callHierarchyProvider = callHierarchyProvider
        self.codeActionProvider = codeActionProvider
        self.diagnosticProvider = diagnosticProvider
        self.workspace = workspace
    }
}

/// How documents are synchronised.
public struct TextDocumentSyncOptions: Codable, Sendable, Hashable {
    /// Whether open and close are sent.
    public var openClose: Bool
    /// How changes are sent.
    public var change: TextDocumentSyncKind
    /// Whether saves are sent.
    public var save: Bool

    /// Sync options as given.
    public init(openClose: Bool, change: TextDocumentSyncKind, save: Bool) {
        self.openClose = openClose
        self.change = change
        self.save = save
    }
}

/// How document changes are sent.
public enum TextDocumentSyncKind: Int, Codable, Sendable {
    /// Not at all.
    case none = 0
    /// The whole text each time.
    case full = 1
    /// The changed ranges.
    case incremental = 2
}

/// Code lens support.
public struct CodeLensOptions: Codable, Sendable, Hashable {
    /// Whether lenses are resolved lazily.
    public var resolveProvider: Bool

    /// Options as given.
    public init(resolveProvider: Bool) { self.resolveProvider = resolveProvider }
}

/// Code action support.
public struct CodeActionOptions: Codable, Sendable, Hashable {
    /// The kinds of actions offered.
    public var codeActionKinds: [CodeActionKind]
    /// Whether actions are resolved lazily.
    public var resolveProvider: Bool

    /// Options as given.
    public init(codeActionKinds: [CodeActionKind], resolveProvider: Bool) {
        self.codeActionKinds = codeActionKinds
        self.resolveProvider = resolveProvider
    }
}

/// Pull diagnostic support.
public struct DiagnosticOptions: Codable, Sendable, Hashable {
    /// Whether a file's findings depend on other files.
    public var interFileDependencies: Bool
    /// Whether `workspace/diagnostic` is answered.
    public var workspaceDiagnostics: Bool

    /// Options as given.
    public init(interFileDependencies: Bool, workspaceDiagnostics: Bool) {
        self.interFileDependencies = interFileDependencies
        self.workspaceDiagnostics = workspaceDiagnostics
    }
}

/// Workspace features.
public struct WorkspaceCapabilities: Codable, Sendable, Hashable {
    /// Workspace folder support.
    public var workspaceFolders: WorkspaceFoldersCapabilities

    /// Options as given.
    public init(workspaceFolders: WorkspaceFoldersCapabilities) { self.workspaceFolders = workspaceFolders }
}

/// Workspace folder support.
public struct WorkspaceFoldersCapabilities: Codable, Sendable, Hashable {
    /// Whether several folders are supported.
    public var supported: Bool
    /// Whether folder changes are wanted.
    public var changeNotifications: Bool

    /// Options as given.
    public init(supported: Bool, changeNotifications: Bool) {
        self.supported = supported
        self.changeNotifications = changeNotifications
    }
}
