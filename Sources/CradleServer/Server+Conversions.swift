import CradleAnalysis
import CradleProtocol

// Analysis answers as LSP values, in one place (positions themselves are `DocumentText`'s).
extension Server {
    /// A location as the client sees it; nil when its file is unknown.
    func location(_ location: Location) -> LSPLocation? {
        guard let document = document(location.file) else { return nil }
        return LSPLocation(uri: uri(of: location.file), range: document.lspRange(location.range, encoding: encoding))
    }

    /// A finding as an LSP diagnostic, with related information; `document` is its file's text.
    func lspDiagnostic(_ diagnostic: Diagnostic, document: DocumentText) -> LSPDiagnostic {
        let diagnostic = diagnostic.localized(to: messageLanguage)
        let related = diagnostic.notes.compactMap { note -> DiagnosticRelatedInformation? in
            guard let noteDocument = note.file == diagnostic.file ? document : self.document(note.file) else { return nil }
            return DiagnosticRelatedInformation(
                location: LSPLocation(uri: uri(of: note.file), range: noteDocument.lspRange(note.range, encoding: encoding)),
                message: note.message)
        }
        return LSPDiagnostic(
            range: document.lspRange(diagnostic.range, encoding: encoding), severity: DiagnosticSeverity(diagnostic.severity),
            code: diagnostic.code.rawValue, source: "cradle", message: diagnostic.message,
            codeDescription: documentationURL.map { CodeDescription(href: $0 + "#" + diagnostic.code.rawValue) },
            relatedInformation: diagnostic.notes.isEmpty ? nil : related,
            tags: diagnostic.tags.contains(.unnecessary) ? [.unnecessary] : nil)
    }

    /// The wording of findings: `initializationOptions.messages`, else the repository's
    /// `.cradle-lsp.json`, else `initialize`'s `locale`, else English.
    var messageLanguage: MessageLanguage {
        MessageLanguage.forServer(
            option: messagesOption, configuration: project.configurations.lazy.compactMap(\.messages).first,
            locale: clientLocale)
    }

    /// A fix as a workspace edit; edits in files the server cannot read are left out.
    func workspaceEdit(_ fix: Fix, in path: String, document: DocumentText) -> WorkspaceEdit {
        var changes: [String: [LSPTextEdit]] = [:]
        for edit in fix.edits {
            guard let target = edit.file == path ? document : self.document(edit.file) else { continue }
            changes[uri(of: edit.file), default: []].append(
                LSPTextEdit(range: target.lspRange(edit.range, encoding: encoding), newText: edit.newText))
        }
        return WorkspaceEdit(changes: changes)
    }

    /// A refactoring's edit: `changes`, or, when it creates files, `documentChanges` (each new
    /// file created, then given its text, then the other documents' edits).
    func workspaceEdit(_ refactoring: Refactoring, in path: String, document: DocumentText) -> WorkspaceEdit {
        let edits = workspaceEdit(Fix(title: refactoring.title, edits: refactoring.edits), in: path, document: document)
        guard !refactoring.createdFiles.isEmpty else { return edits }
        var changes: [DocumentChange] = []
        for file in refactoring.createdFiles {
            let origin = Position(line: 0, character: 0)
            changes.append(.create(uri: uri(of: file.path)))
            changes.append(
                .edit(
                    uri: uri(of: file.path),
                    edits: [LSPTextEdit(range: LSPRange(start: origin, end: origin), newText: file.text)]))
        }
        for (uri, textEdits) in (edits.changes ?? [:]).sorted(by: { $0.key < $1.key }) {
            changes.append(.edit(uri: uri, edits: textEdits))
        }
        return WorkspaceEdit(documentChanges: changes)
    }

    /// A call-hierarchy node as the client shows it; nil when its file is unknown.
    func callHierarchyItem(_ node: CallHierarchyNode) -> CallHierarchyItem? {
        guard let text = document(node.file) else { return nil }
        return CallHierarchyItem(
            name: node.name, kind: node.kind == .factory ? .method : .function, detail: node.detail, uri: uri(of: node.file),
            range: text.lspRange(node.range, encoding: encoding),
            selectionRange: text.lspRange(node.selectionRange, encoding: encoding))
    }

    /// The LSP kind of a graph or factory.
    func symbolKind(_ kind: DocumentSymbol.Kind) -> SymbolKind {
        kind == .graph ? .class : .method
    }
}

extension DiagnosticSeverity {
    /// The LSP severity of a finding's severity.
    init(_ severity: Severity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        case .information: self = .information
        case .hint: self = .hint
        }
    }
}
