import CradleAnalysis
import CradleProtocol

/// The versioned JSON report (`product.md` §2): files, diagnostics with ranges, notes and fixes,
/// the number of suppressed findings, and the graphs as data.
enum JSONReporter {
    /// The report as one JSON document (keys sorted, compact) and a newline.
    static func render(
        _ diagnostics: [Diagnostic], files: Int, suppressed: Int, root: String, positions: Positions, graphs: [GraphDiagram]
    ) -> String {
        let items: [JSON] = diagnostics.map { diagnostic in
            var members: [String: JSON] = [
                "file": .string(diagnostic.file), "severity": .string(diagnostic.severity.rawValue),
                "code": .string(diagnostic.code.rawValue), "message": .string(diagnostic.message),
                "range": positions.range(diagnostic.file, diagnostic.range),
                "notes": .array(
                    diagnostic.notes.map { note in
                        [
                            "file": .string(note.file), "range": positions.range(note.file, note.range),
                            "message": .string(note.message),
                        ]
                    }),
                "fixes": .array(
                    diagnostic.fixes.map { fix in
                        [
                            "title": .string(fix.title), "isPreferred": .bool(fix.isPreferred),
                            "edits": .array(
                                fix.edits.map { edit in
                                    [
                                        "file": .string(edit.file), "range": positions.range(edit.file, edit.range),
                                        "newText": .string(edit.newText),
                                    ]
                                }),
                        ]
                    }),
            ]
            if !diagnostic.tags.isEmpty { members["tags"] = .array(diagnostic.tags.map(\.rawValue).sorted().map(JSON.string)) }
            return .object(members)
        }
        let document: JSON = [
            "version": 1, "root": .string(root), "files": .int(files), "diagnostics": .array(items),
            "suppressed": .int(suppressed), "graphs": .array(graphs.map { GraphJSON.graph($0, positions: positions) }),
        ]
        return document.text + "\n"
    }
}
