import Foundation
import Testing

@testable import CradleAnalysis

/// The README's diagnostics table must be the generated one. Set `CRADLE_UPDATE_README=1` to
/// rewrite it, then review the diff.
@Suite("README")
struct ReadmeTableTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")
    static let begin = "<!-- diagnostics:begin -->\n"
    static let end = "<!-- diagnostics:end -->"

    @Test("the diagnostics table is up to date")
    func table() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let start = try #require(text.range(of: Self.begin))
        let stop = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
        let current = String(text[start.upperBound..<stop.lowerBound])
        if ProcessInfo.processInfo.environment["CRADLE_UPDATE_README"] == "1" {
            try (String(text[..<start.upperBound]) + DiagnosticCode.markdownTable + String(text[stop.lowerBound...]))
                .write(to: Self.readme, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == DiagnosticCode.markdownTable, "README table is stale; rerun with CRADLE_UPDATE_README=1")
    }
}
