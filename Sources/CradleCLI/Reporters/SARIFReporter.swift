import CradleAnalysis
import CradleProtocol
import CradleSyntax
import Foundation

/// SARIF 2.1.0 for GitHub code scanning: one run, the rules with help, repository-relative
/// URIs, UTF-16 columns (SARIF's default column kind), related locations and partial
/// fingerprints that survive line shifts. Capped at GitHub's limits (25,000 results per run,
/// 1,000 related locations per result).
enum SARIFReporter {
    /// GitHub's limit of results per run.
    static let maximumResults = 25_000
    /// GitHub's limit of related locations per result.
    static let maximumRelatedLocations = 1_000

    /// The SARIF document. `root` is the workspace root (absolute); `paths` maps each reported path to its path
    /// relative to that root, so URIs do not depend on the working directory. The rules' help is
    /// in `language`, as the findings are; ids, levels and fingerprints are not.
    static func render(
        _ diagnostics: [Diagnostic], positions: Positions, root: String, paths: [String: String], texts: [String: SourceText],
        language: MessageLanguage
    ) -> String {
        let uri = { (file: String) in relativeURI(paths[file] ?? file) }
        let codes = DiagnosticCode.allCases
        let why = ReportText.sarifWhy.text(in: language)
        let fix = ReportText.sarifFix.text(in: language)
        let rules: [JSON] = codes.map { code in
            let documentation = language == .cradle ? code.koreanDocumentation : code.documentation
            let markdown =
                "**\(documentation.title)**\n\n\(documentation.trigger)\n\n**\(why):** \(documentation.rationale)\n\n"
                + "**\(fix):** \(documentation.fix)\n\n```swift\n\(documentation.example)\n```"
            return [
                "id": .string(code.rawValue), "name": .string(ruleName(code)),
                "shortDescription": ["text": .string(documentation.title)],
                "fullDescription": ["text": .string(documentation.trigger)],
                "help": [
                    "text": .string("\(documentation.rationale)\n\n\(fix): \(documentation.fix)"), "markdown": .string(markdown),
                ],
                "defaultConfiguration": ["level": .string(level(code.defaultSeverity))],
                "properties": ["tags": [.string(code.number != nil ? "cradle" : "cradle-lsp")]],
            ]
        }
        let ruleIndex = Dictionary(uniqueKeysWithValues: codes.enumerated().map { ($1, $0) })
        let results: [JSON] = diagnostics.prefix(maximumResults).map { diagnostic in
            var members: [String: JSON] = [
                "ruleId": .string(diagnostic.code.rawValue), "ruleIndex": .int(ruleIndex[diagnostic.code] ?? 0),
                "level": .string(level(diagnostic.severity)), "message": ["text": .string(diagnostic.message)],
                "locations": [location(diagnostic.file, diagnostic.range, positions: positions, uri: uri)],
                "partialFingerprints": [
                    "cradleFingerprint/v1": .string(fingerprint(diagnostic, texts: texts, uri: uri(diagnostic.file)))
                ],
            ]
            if !diagnostic.notes.isEmpty {
                members["relatedLocations"] = .array(
                    diagnostic.notes.prefix(maximumRelatedLocations).enumerated().map { index, note in
                        var fields = location(note.file, note.range, positions: positions, uri: uri).objectValue ?? [:]
                        fields["id"] = .int(index)
                        fields["message"] = ["text": .string(note.message)]
                        return .object(fields)
                    })
            }
            return .object(members)
        }
        let driver: JSON = [
            "name": "cradle-lsp", "version": .string(CommandLineTool.version), "rules": .array(rules),
        ]
        let run: JSON = [
            "tool": ["driver": driver], "originalUriBaseIds": ["%SRCROOT%": ["uri": .string(rootURI(root))]],
            "columnKind": "utf16CodeUnits", "results": .array(results),
        ]
        let document: JSON = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0", "runs": [run],
        ]
        return document.text + "\n"
    }

    /// The SARIF level of a severity.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .information, .hint: "note"
        }
    }

    /// `missing-registration` → `MissingRegistration`.
    static func ruleName(_ code: DiagnosticCode) -> String {
        code.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A SARIF physical location with UTF-16 columns.
    static func location(_ file: String, _ range: ByteRange, positions: Positions, uri: (String) -> String) -> JSON {
        let start = positions.utf16(file, range.start)
        let end = positions.utf16(file, range.end)
        return [
            "physicalLocation": [
                "artifactLocation": ["uri": .string(uri(file)), "uriBaseId": "%SRCROOT%"],
                "region": [
                    "startLine": .int(start.line), "startColumn": .int(start.column), "endLine": .int(end.line),
                    "endColumn": .int(end.column),
                ],
            ]
        ]
    }

    /// A root-relative path as a relative URI reference: `/` separators, percent-encoding where
    /// URIs need it.
    static func relativeURI(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path = String(path.dropFirst(2)) }
        return percentEncoded(path)
    }

    /// The workspace root as a `file:` URI ending in `/`, as `originalUriBaseIds` wants it.
    static func rootURI(_ root: String) -> String {
        "file://" + percentEncoded(root.hasSuffix("/") ? root : root + "/")
    }

    /// A path percent-encoded for a URI.
    static func percentEncoded(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#[]@")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// A hash of the code, the file, the message and the flagged line's text: stable when lines
    /// move, different for different findings. FNV-1a 64, hex.
    static func fingerprint(_ diagnostic: Diagnostic, texts: [String: SourceText], uri: String) -> String {
        var lineText = ""
        if let text = texts[diagnostic.file] {
            let index = LineIndex(text)
            let line = index.line(of: diagnostic.range.start)
            lineText = text[ByteRange(start: index.lineStart(line), end: index.contentEnd(ofLine: line))]
                .trimmingCharacters(in: .whitespaces)
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        // The English text, so that choosing Cradle's wording does not move a finding's identity.
        for byte in "\(diagnostic.code.rawValue)|\(uri)|\(diagnostic.texts.english)|\(lineText)"
            .utf8
        {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
