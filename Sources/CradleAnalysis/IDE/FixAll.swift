import CradleSyntax

extension Fix {
    /// One fix applying the preferred fix of each finding, in order; a fix whose edits overlap
    /// an edit already taken is left out, so the edits never conflict. Nil when nothing applies.
    public static func fixAll(_ findings: [Diagnostic], title: String = "Fix all Cradle findings") -> Fix? {
        var taken: [ByteRange] = []
        var combined = Fix(title: title, edits: [])
        for finding in findings {
            guard let fix = finding.fixes.first(where: \.isPreferred),
                !fix.edits.contains(where: { edit in taken.contains { $0.start < edit.range.end && edit.range.start < $0.end } })
            else { continue }
            combined.edits += fix.edits
            taken += fix.edits.map(\.range)
        }
        return combined.edits.isEmpty ? nil : combined
    }
}
