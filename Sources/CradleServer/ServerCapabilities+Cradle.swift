import CradleProtocol

extension ServerCapabilities {
    /// Everything `cradle-lsp` supports, the one place its capabilities are declared.
    static func cradle(positionEncoding: PositionEncodingKind) -> ServerCapabilities {
        ServerCapabilities(
            positionEncoding: positionEncoding,
            textDocumentSync: TextDocumentSyncOptions(openClose: true, change: .incremental, save: false),
            hoverProvider: true, definitionProvider: true, referencesProvider: true, documentHighlightProvider: true,
            signatureHelpProvider: SignatureHelpOptions(triggerCharacters: ["(", ","], retriggerCharacters: [":"]),
            completionProvider: CompletionOptions(triggerCharacters: [".", "(", "[", ",", ":"], resolveProvider: true),
            documentSymbolProvider: true,
            workspaceSymbolProvider: true, inlayHintProvider: true, codeLensProvider: CodeLensOptions(resolveProvider: false),
            callHierarchyProvider: true,
            codeActionProvider: CodeActionOptions(
                codeActionKinds: [.quickFix, .sourceFixAll, .refactorRewrite, .refactorExtract], resolveProvider: false),
            diagnosticProvider: DiagnosticOptions(interFileDependencies: true, workspaceDiagnostics: false),
            workspace: WorkspaceCapabilities(
                workspaceFolders: WorkspaceFoldersCapabilities(supported: true, changeNotifications: true)))
    }
}
