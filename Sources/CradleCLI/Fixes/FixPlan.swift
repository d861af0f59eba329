import CradleAnalysis
import CradleSyntax

/// Which fixes `--fix` applies: each finding's preferred fix, in report order, unless one of its
/// edits overlaps an edit already chosen (two insertions at one offset overlap too) or touches a
/// file that may not be changed. A fix is taken whole or not at all.
struct FixPlan: Equatable {
    /// The chosen edits per file, sorted by range.
    var edits: [String: [TextEdit]] = [:]
    /// How many fixes were chosen.
    var fixCount = 0
    /// How many preferred fixes were left out because they overlap a chosen one.
    var conflicts = 0
    /// How many preferred fixes were left out because they touch a blocked file.
    var blockedFixes = 0
    /// The files of findings whose fix was left out for an overlap, sorted.
    var conflictingFiles: [String] = []

    /// The plan for `diagnostics`; `blocked` files are never edited.
    init(_ diagnostics: [Diagnostic], blocked: Set<String> = []) {
        for diagnostic in diagnostics {
            guard let fix = diagnostic.fixes.first(where: \.isPreferred), !fix.edits.isEmpty else { continue }
            if fix.edits.contains(where: { blocked.contains($0.file) }) {
                blockedFixes += 1
                continue
            }
            let overlaps = fix.edits.enumerated().contains { index, edit in
                (edits[edit.file] ?? []).contains { $0.conflicts(with: edit) }
                    || fix.edits[..<index].contains { $0.conflicts(with: edit) }
            }
            if overlaps {
                conflicts += 1
                if !conflictingFiles.contains(diagnostic.file) { conflictingFiles.append(diagnostic.file) }
                continue
            }
            for edit in fix.edits { edits[edit.file, default: []].append(edit) }
            fixCount += 1
        }
        for file in edits.keys { edits[file]?.sort { $0.range < $1.range } }
        conflictingFiles.sort()
    }

    /// The files that preferred fixes would touch.
    static func files(of diagnostics: [Diagnostic]) -> Set<String> {
        Set(diagnostics.compactMap { $0.fixes.first(where: \.isPreferred) }.flatMap { $0.edits.map(\.file) })
    }

    /// `bytes` with `edits` (sorted, non-overlapping) applied.
    static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        TextEdit.apply(edits, to: bytes)
    }
}
