import CradleAnalysis
import CradleProtocol
import CradleSyntax

extension Server {
    /// `textDocument/codeAction`: the findings' fixes as quick fixes for the requested range;
    /// `source.fixAll` applies every preferred fix of the document that does not overlap another;
    /// refactorings of the factory or graph at the range (a disabled one, with its reason, only
    /// for a client that shows them).
    func codeActions(_ request: CodeActionRequest) -> Result<[CodeAction], ResponseError> {
        guard let (path, text) = knownDocument(request.textDocument.uri) else {
            return .failure(ResponseError(code: ResponseError.invalidParams, message: CodeActionRequest.invalidParamsMessage))
        }
        let start = request.range.flatMap { text.offset(of: $0.start, encoding: encoding) } ?? 0
        let end = request.range.flatMap { text.offset(of: $0.end, encoding: encoding) } ?? start
        let only = request.context?.only
        let language = messageLanguage
        let findings = workspace.diagnostics(in: path)
        var actions: [CodeAction] = []
        // What the quick fixes already do: a refactoring doing the same is not listed twice.
        var fixEdits: Set<[TextEdit]> = []
        if only == nil || only?.contains(where: { $0.overlaps(.quickFix) }) == true {
            for finding in findings where finding.range.start <= end && finding.range.end >= start {
                for fix in finding.localized(to: language).fixes {
                    fixEdits.insert(fix.edits)
                    actions.append(
                        CodeAction(
                            title: fix.title, kind: .quickFix, isPreferred: fix.isPreferred,
                            diagnostics: [lspDiagnostic(finding, document: text)],
                            edit: workspaceEdit(fix, in: path, document: text)))
                }
            }
        }
        if only?.contains(where: { $0 == .source || $0.rawValue.hasPrefix(CodeActionKind.sourceFixAll.rawValue) }) == true,
            let fix = Fix.fixAll(findings, language: language)
        {
            actions.append(CodeAction(title: fix.title, kind: .sourceFixAll, edit: workspaceEdit(fix, in: path, document: text)))
        }
        if only == nil || only?.contains(where: { $0.overlaps(.refactor) }) == true {
            let range = ByteRange(start: start, end: max(start, end))
            let canCreate = clientCapabilities.createsFiles
            for var refactoring in workspace.refactorings(
                path: path, range: range, canCreateFiles: canCreate, language: language)
            {
                // An extraction edits every creation site in the workspace: not before all are read.
                if isIndexing, refactoring.kind == .extract, refactoring.disabledReason == nil {
                    refactoring.disabledReason = ServerText.stillIndexing.text(in: language)
                }
                let kind = CodeActionKind(rawValue: refactoring.kind.rawValue)
                guard only?.contains(where: { $0.overlaps(kind) }) ?? true, !fixEdits.contains(refactoring.edits) else {
                    continue
                }
                guard refactoring.disabledReason == nil || clientCapabilities.showsDisabledActions else { continue }
                actions.append(
                    CodeAction(
                        title: refactoring.title, kind: kind,
                        edit: workspaceEdit(refactoring, in: path, document: text),
                        disabled: refactoring.disabledReason.map(CodeAction.Disabled.init(reason:))))
            }
        }
        return .success(actions)
    }
}
