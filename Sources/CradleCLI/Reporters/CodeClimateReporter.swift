import CradleAnalysis
import CradleProtocol
import CradleSyntax

/// The Code Climate issues array that GitLab's Code Quality widget reads: `description`,
/// `check_name` (the code), `fingerprint` (unique per issue), `severity` (`info`, `minor`,
/// `major`, `critical`), `location.path` relative to the workspace root and
/// `location.lines.begin`.
enum CodeClimateReporter {
    /// The JSON array.
    static func render(
        _ diagnostics: [Diagnostic], positions: Positions, paths: [String: String], texts: [String: SourceText]
    ) -> String {
        var seen: [String: Int] = [:]
        let issues: [JSON] = diagnostics.map { diagnostic in
            var path = paths[diagnostic.file] ?? diagnostic.file
            while path.hasPrefix("./") { path.removeFirst(2) }
            var fingerprint = SARIFReporter.fingerprint(diagnostic, texts: texts, uri: path)
            // Two identical findings on identical lines of one file still need two fingerprints.
            let repeats = seen[fingerprint, default: 0]
            seen[fingerprint] = repeats + 1
            if repeats > 0 { fingerprint += "-\(repeats)" }
            let start = positions.start(diagnostic.file, diagnostic.range.start)
            let end = positions.start(diagnostic.file, diagnostic.range.end)
            return [
                "type": "issue", "description": .string(diagnostic.message), "check_name": .string(diagnostic.code.rawValue),
                "categories": ["Bug Risk"], "fingerprint": .string(fingerprint),
                "severity": .string(severity(diagnostic.severity)),
                "location": ["path": .string(path), "lines": ["begin": .int(start.line), "end": .int(end.line)]],
            ]
        }
        return JSON.array(issues).text + "\n"
    }

    /// GitLab's scale: errors are critical, warnings major, the rest minor or info.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "critical"
        case .warning: "major"
        case .information: "minor"
        case .hint: "info"
        }
    }
}
