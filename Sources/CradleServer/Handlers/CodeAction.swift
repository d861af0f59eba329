import CradleAnalysis
import CradleProtocol

extension Server {
    /// `textDocument/codeAction`: the findings' fixes as quick fixes for the requested range;
    /// `source.fixAll` applies every preferred fix of the document that does not overlap another.
    func codeActions(_ request: CodeActionRequest) -> Result<[CodeAction], ResponseError> {
        guard let (path, text) = knownDocument(request.textDocument.uri) else {
            return .failure(ResponseError(code: ResponseError.invalidParams, message: CodeActionRequest.invalidParamsMessage))
        }
        let start = request.range.flatMap { text.offset(of: $0.start, encoding: encoding) } ?? 0
        let end = request.range.flatMap { text.offset(of: $0.end, encoding: encoding) } ?? start
        let only = request.context?.only
        let findings = workspace.diagnostics(in: path)
        var actions: [CodeAction] = []
        if only == nil || only?.contains(where: { $0.overlaps(.quickFix) }) == true {
            for finding in findings where finding.range.start <= end && finding.range.end >= start {
                for fix in finding.fixes {
                    actions.append(
                        CodeAction(
                            title: fix.title, kind: .quickFix, isPreferred: fix.isPreferred,
                            diagnostics: [lspDiagnostic(finding, document: text)],
                            edit: workspaceEdit(fix, in: path, document: text)))
                }
            }
        }
        if only?.contains(where: { $0 == .source || $0.rawValue.hasPrefix(CodeActionKind.sourceFixAll.rawValue) }) == true,
            let fix = Fix.fixAll(findings)
        {
            actions.append(CodeAction(title: fix.title, kind: .sourceFixAll, edit: workspaceEdit(fix, in: path, document: text)))
        }
        return .success(actions)
    }
}
