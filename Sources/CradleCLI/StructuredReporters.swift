import CradleAnalysis
import CradleSyntax
import Foundation

/// Positions for reports: 1-based lines, 1-based columns in UTF-8 bytes (or UTF-16 units).
struct Positions {
    let indexes: [String: LineIndex]

    func start(_ file: String, _ offset: Int) -> (line: Int, column: Int) {
        let position = indexes[file]?.position(of: offset) ?? (line: 0, column: 0)
        return (position.line + 1, position.column + 1)
    }

    func utf16(_ file: String, _ offset: Int) -> (line: Int, column: Int) {
        let position = indexes[file]?.utf16Position(of: offset) ?? (line: 0, column: 0)
        return (position.line + 1, position.column + 1)
    }

    func range(_ file: String, _ range: ByteRange) -> JSONValue {
        let first = start(file, range.start)
        let last = start(file, range.end)
        return .object([
            ("start", .object([("line", .number(first.line)), ("column", .number(first.column))])),
            ("end", .object([("line", .number(last.line)), ("column", .number(last.column))])),
        ])
    }
}

/// The versioned JSON report (`product.md` §2): files, diagnostics with ranges, notes and fixes,
/// and the graphs as data.
enum JSONReporter {
    static func render(
        _ diagnostics: [Diagnostic], files: Int, root: String, positions: Positions, graphs: [GraphDiagram]
    ) -> String {
        let items: [JSONValue] = diagnostics.map { diagnostic in
            var members: [(String, JSONValue)] = [
                ("file", .string(diagnostic.file)), ("severity", .string(diagnostic.severity.rawValue)),
                ("code", .string(diagnostic.code.rawValue)), ("message", .string(diagnostic.message)),
                ("range", positions.range(diagnostic.file, diagnostic.range)),
            ]
            members.append(
                (
                    "notes",
                    .array(
                        diagnostic.notes.map { note in
                            .object([
                                ("file", .string(note.file)), ("range", positions.range(note.file, note.range)),
                                ("message", .string(note.message)),
                            ])
                        })
                ))
            members.append(
                (
                    "fixes",
                    .array(
                        diagnostic.fixes.map { fix in
                            .object([
                                ("title", .string(fix.title)), ("isPreferred", .bool(fix.isPreferred)),
                                (
                                    "edits",
                                    .array(
                                        fix.edits.map { edit in
                                            .object([
                                                ("file", .string(edit.file)), ("range", positions.range(edit.file, edit.range)),
                                                ("newText", .string(edit.newText)),
                                            ])
                                        })
                                ),
                            ])
                        })
                ))
            if !diagnostic.tags.isEmpty {
                members.append(
                    ("tags", .array(diagnostic.tags.map { .string($0.rawValue) }.sorted { $0.serialized() < $1.serialized() })))
            }
            return .object(members)
        }
        let document: JSONValue = .object([
            ("version", .number(1)), ("root", .string(root)), ("files", .number(files)), ("diagnostics", .array(items)),
            ("graphs", .array(graphs.map { GraphJSON.graph($0, positions: positions) })),
        ])
        return document.serialized() + "\n"
    }
}

/// Graphs as JSON data.
enum GraphJSON {
    static func graph(_ graph: GraphDiagram, positions: Positions, module: ModuleDiagram? = nil) -> JSONValue {
        let line = positions.start(graph.file, graph.range.start).line
        return .object([
            ("module", .string(graph.module)), ("name", .string(graph.lexicalName)), ("file", .string(graph.file)),
            ("line", .number(line)),
            (
                "sources",
                .array(
                    ModuleDiagram.orderedSources(graph).map { source in
                        var members: [(String, JSONValue)] = [
                            ("name", .string(source.storageName)), ("type", .string(source.typeText)),
                        ]
                        if let module {
                            members.append(
                                (
                                    "graph",
                                    module.resolve(source, in: graph).map { .string(module.graphs[$0].lexicalName) } ?? .null
                                ))
                        }
                        return .object(members)
                    })
            ),
            (
                "providers",
                .array(
                    ModuleDiagram.orderedProviders(graph).map { provider in
                        .object([
                            ("factory", .string(provider.factoryName)), ("type", .string(provider.typeText)),
                            ("identity", .string(provider.identity)), ("lifetime", .string(provider.lifetime.rawValue)),
                            ("dependencies", .array(provider.dependencies.map { .string($0) })),
                            ("sources", .array(provider.sourceNames.map { .string($0) })),
                            ("line", .number(positions.start(graph.file, provider.range.start).line)),
                        ])
                    })
            ),
        ])
    }
}

/// SARIF 2.1.0 for GitHub code scanning: one run, the rules with help, repository-relative
/// URIs, UTF-16 columns (SARIF's default column kind), related locations and partial
/// fingerprints that survive line shifts. Capped at GitHub's limits (25,000 results per run,
/// 1,000 related locations per result).
enum SARIFReporter {
    static let maximumResults = 25_000
    static let maximumRelatedLocations = 1_000

    /// `root` is the workspace root (absolute); `paths` maps each reported path to its path
    /// relative to that root, so URIs do not depend on the working directory.
    static func render(
        _ diagnostics: [Diagnostic], positions: Positions, root: String, paths: [String: String], texts: [String: SourceText]
    ) -> String {
        let uri = { (file: String) in relativeURI(paths[file] ?? file) }
        let codes = DiagnosticCode.allCases
        let rules: [JSONValue] = codes.map { code in
            let documentation = code.documentation
            let markdown =
                "**\(documentation.title)**\n\n\(documentation.trigger)\n\n**Why:** \(documentation.rationale)\n\n"
                + "**Fix:** \(documentation.fix)\n\n```swift\n\(documentation.example)\n```"
            return .object([
                ("id", .string(code.rawValue)), ("name", .string(ruleName(code))),
                ("shortDescription", .object([("text", .string(documentation.title))])),
                ("fullDescription", .object([("text", .string(documentation.trigger))])),
                (
                    "help",
                    .object([
                        ("text", .string("\(documentation.rationale)\n\nFix: \(documentation.fix)")),
                        ("markdown", .string(markdown)),
                    ])
                ),
                ("defaultConfiguration", .object([("level", .string(level(code.defaultSeverity)))])),
                ("properties", .object([("tags", .array([.string(code.number != nil ? "cradle" : "cradle-lsp")]))])),
            ])
        }
        let ruleIndex = Dictionary(uniqueKeysWithValues: codes.enumerated().map { ($1, $0) })
        let results: [JSONValue] = diagnostics.prefix(maximumResults).map { diagnostic in
            var members: [(String, JSONValue)] = [
                ("ruleId", .string(diagnostic.code.rawValue)), ("ruleIndex", .number(ruleIndex[diagnostic.code] ?? 0)),
                ("level", .string(level(diagnostic.severity))), ("message", .object([("text", .string(diagnostic.message))])),
                ("locations", .array([location(diagnostic.file, diagnostic.range, positions: positions, uri: uri)])),
            ]
            if !diagnostic.notes.isEmpty {
                let related = diagnostic.notes.prefix(maximumRelatedLocations).enumerated().map { index, note -> JSONValue in
                    var value = location(note.file, note.range, positions: positions, uri: uri)
                    if case .object(var fields) = value {
                        fields.insert(("id", .number(index)), at: 0)
                        fields.append(("message", .object([("text", .string(note.message))])))
                        value = .object(fields)
                    }
                    return value
                }
                members.append(("relatedLocations", .array(related)))
            }
            members.append(
                (
                    "partialFingerprints",
                    .object([("cradleFingerprint/v1", .string(fingerprint(diagnostic, texts: texts, uri: uri(diagnostic.file))))])
                ))
            return .object(members)
        }
        let document: JSONValue = .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")), ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        (
                            "tool",
                            .object([
                                (
                                    "driver",
                                    .object([
                                        ("name", .string("cradle-lsp")), ("version", .string(CommandLineTool.version)),
                                        ("rules", .array(rules)),
                                    ])
                                )
                            ])
                        ),
                        (
                            "originalUriBaseIds",
                            .object([("%SRCROOT%", .object([("uri", .string(rootURI(root)))]))])
                        ),
                        ("columnKind", .string("utf16CodeUnits")),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ])
        return document.serialized() + "\n"
    }

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

    static func location(_ file: String, _ range: ByteRange, positions: Positions, uri: (String) -> String) -> JSONValue {
        let start = positions.utf16(file, range.start)
        let end = positions.utf16(file, range.end)
        return .object([
            (
                "physicalLocation",
                .object([
                    (
                        "artifactLocation",
                        .object([("uri", .string(uri(file))), ("uriBaseId", .string("%SRCROOT%"))])
                    ),
                    (
                        "region",
                        .object([
                            ("startLine", .number(start.line)), ("startColumn", .number(start.column)),
                            ("endLine", .number(end.line)),
                            ("endColumn", .number(end.column)),
                        ])
                    ),
                ])
            )
        ])
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
            lineText = text[ByteRange(start: index.lineStarts[line], end: index.contentEnd(ofLine: line))]
                .trimmingCharacters(in: .whitespaces)
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(diagnostic.code.rawValue)|\(uri)|\(diagnostic.message)|\(lineText)"
            .utf8
        {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
