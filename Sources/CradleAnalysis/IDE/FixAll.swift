import CradleSyntax

extension Fix {
    /// One fix applying the preferred fix of each finding, in order; a fix with an edit that
    /// conflicts with one already taken is left out (``TextEdit/conflicts(with:)``: two insertions
    /// at one offset conflict too, as two misplaced attributes moved before the same modifiers
    /// would be), so the edits never conflict. Nil when nothing applies. The title is in `language`.
    public static func fixAll(_ findings: [Diagnostic], language: MessageLanguage = .english) -> Fix? {
        var taken: [TextEdit] = []
        var combined = Fix(title: RefactoringText.fixAll.text(in: language), edits: [])
        for finding in findings {
            guard let fix = finding.fixes.first(where: \.isPreferred),
                !fix.edits.contains(where: { edit in taken.contains { $0.conflicts(with: edit) } })
            else { continue }
            combined.edits += fix.edits
            taken += fix.edits
        }
        return combined.edits.isEmpty ? nil : combined
    }
}
