/// The parts of the client's capabilities the server reads; the rest is ignored.
public struct ClientCapabilities: Codable, Sendable, Hashable {
    /// General capabilities.
    public var general: General?
    /// Workspace capabilities.
    public var workspace: Workspace?
    /// Window capabilities.
    public var window: Window?
    /// Text document capabilities.
    public var textDocument: TextDocument?

    /// Text document capabilities.
    public struct TextDocument: Codable, Sendable, Hashable {
        /// Pull diagnostics (`textDocument/diagnostic`); present when the client pulls them.
        public var diagnostic: DynamicRegistration?
        /// Completion.
        public var completion: Completion?
        /// Code actions.
        public var codeAction: CodeAction?

        private enum CodingKeys: String, CodingKey {
            case diagnostic, completion, codeAction
        }

        /// Lenient per feature, as the sections are.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            diagnostic = (try? container.decodeIfPresent(DynamicRegistration.self, forKey: .diagnostic)) ?? nil
            completion = (try? container.decodeIfPresent(Completion.self, forKey: .completion)) ?? nil
            codeAction = (try? container.decodeIfPresent(CodeAction.self, forKey: .codeAction)) ?? nil
        }
    }

    /// Code action capabilities.
    public struct CodeAction: Codable, Sendable, Hashable {
        /// Whether the client shows disabled actions with their reason.
        public var disabledSupport: Bool?
    }

    /// Completion capabilities.
    public struct Completion: Codable, Sendable, Hashable {
        /// What the client does with items.
        public var completionItem: CompletionItem?
        /// What the client does with lists.
        public var completionList: CompletionList?

        /// List capabilities.
        public struct CompletionList: Codable, Sendable, Hashable {
            /// The `itemDefaults` fields the client applies.
            public var itemDefaults: [String]?
        }

        /// Item capabilities.
        public struct CompletionItem: Codable, Sendable, Hashable {
            /// Whether the client expands snippets (`insertTextFormat` 2).
            public var snippetSupport: Bool?
            /// Whether the client shows the `deprecated` flag.
            public var deprecatedSupport: Bool?
            /// The tags the client shows (1: deprecated).
            public var tagSupport: TagSupport?
        }

        /// Tag support.
        public struct TagSupport: Codable, Sendable, Hashable {
            public var valueSet: [Int]?
        }
    }

    /// General capabilities.
    public struct General: Codable, Sendable, Hashable {
        /// The position encodings the client accepts, preferred first (spelt as sent, as
        /// clients may list encodings the server does not know).
        public var positionEncodings: [String]?
    }

    /// Workspace capabilities.
    public struct Workspace: Codable, Sendable, Hashable {
        /// Watched-file notifications.
        public var didChangeWatchedFiles: DynamicRegistration?
        /// Pull-diagnostic support in the workspace.
        public var diagnostics: Diagnostics?
        /// What workspace edits may hold.
        public var workspaceEdit: WorkspaceEditCapabilities?

        private enum CodingKeys: String, CodingKey {
            case didChangeWatchedFiles, diagnostics, workspaceEdit
        }

        /// Lenient per feature, as the sections are.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            didChangeWatchedFiles =
                (try? container.decodeIfPresent(DynamicRegistration.self, forKey: .didChangeWatchedFiles)) ?? nil
            diagnostics = (try? container.decodeIfPresent(Diagnostics.self, forKey: .diagnostics)) ?? nil
            workspaceEdit = (try? container.decodeIfPresent(WorkspaceEditCapabilities.self, forKey: .workspaceEdit)) ?? nil
        }
    }

    /// Workspace edit capabilities.
    public struct WorkspaceEditCapabilities: Codable, Sendable, Hashable {
        /// Whether `documentChanges` is understood.
        public var documentChanges: Bool?
        /// The file operations `documentChanges` may hold (`create`, `rename`, `delete`).
        public var resourceOperations: [String]?
    }

    /// Whether a feature can be registered dynamically.
    public struct DynamicRegistration: Codable, Sendable, Hashable {
        /// The client accepts `client/registerCapability` for the feature.
        public var dynamicRegistration: Bool?
    }

    /// Workspace diagnostic capabilities.
    public struct Diagnostics: Codable, Sendable, Hashable {
        /// The client handles `workspace/diagnostic/refresh`.
        public var refreshSupport: Bool?
    }

    /// Window capabilities.
    public struct Window: Codable, Sendable, Hashable {
        /// The client shows server-initiated `$/progress`.
        public var workDoneProgress: Bool?
    }

    /// No capabilities.
    public init() {}

    private enum CodingKeys: String, CodingKey {
        case general, workspace, window, textDocument
    }

    /// Lenient per section: a section of an unexpected shape is ignored, the others honoured.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        general = (try? container.decodeIfPresent(General.self, forKey: .general)) ?? nil
        workspace = (try? container.decodeIfPresent(Workspace.self, forKey: .workspace)) ?? nil
        window = (try? container.decodeIfPresent(Window.self, forKey: .window)) ?? nil
        textDocument = (try? container.decodeIfPresent(TextDocument.self, forKey: .textDocument)) ?? nil
    }

    /// Whether the client accepts dynamic registration of file watching.
    public var canRegisterFileWatching: Bool { workspace?.didChangeWatchedFiles?.dynamicRegistration == true }
    /// Whether the client shows server-initiated progress.
    public var showsWorkDoneProgress: Bool { window?.workDoneProgress == true }
    /// Whether the client pulls diagnostics for the documents it has open.
    public var pullsDiagnostics: Bool { textDocument?.diagnostic != nil }
    /// Whether the client expands completion snippets.
    public var expandsSnippets: Bool { textDocument?.completion?.completionItem?.snippetSupport == true }
    /// Whether the client applies a completion list's default edit range and insert format.
    public var appliesCompletionDefaults: Bool {
        let defaults = textDocument?.completion?.completionList?.itemDefaults ?? []
        return defaults.contains("editRange") && defaults.contains("insertTextFormat")
    }
    /// Whether the client applies workspace edits that create files: it lists `create` among its
    /// resource operations, which only `documentChanges` can carry (Neovim lists it without
    /// saying `documentChanges`, and applies them), and does not refuse `documentChanges`.
    public var createsFiles: Bool {
        workspace?.workspaceEdit?.documentChanges != false
            && workspace?.workspaceEdit?.resourceOperations?.contains("create") == true
    }
    /// Whether the client shows a disabled code action and its reason.
    public var showsDisabledActions: Bool { textDocument?.codeAction?.disabledSupport == true }
    /// Whether the client shows completion items' deprecated tag.
    public var showsDeprecatedTag: Bool { textDocument?.completion?.completionItem?.tagSupport?.valueSet?.contains(1) == true }
    /// Whether the client can be asked to pull diagnostics again.
    public var refreshesDiagnostics: Bool { workspace?.diagnostics?.refreshSupport == true }
}
