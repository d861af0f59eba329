import Foundation
import Testing

@testable import CradleAnalysis

/// The table of user-facing texts (`TextTable`): every entry in both languages, and no
/// user-facing English left outside it.
@Suite("User-facing text table")
struct TextTableTests {
    @Test("every entry has both texts, the same placeholders in each, and Korean in the Korean one")
    func complete() {
        let entries = TextTables.entries
        #expect(entries.count > 7)
        #expect(Set(entries.map(\.key)).count == entries.count, "keys are unique")
        for (key, text) in entries {
            #expect(!text.english.isEmpty, "\(key): English is empty")
            #expect(!text.cradle.isEmpty, "\(key): Korean is empty")
            #expect(
                TextTables.placeholders(in: text.english) == TextTables.placeholders(in: text.cradle),
                "\(key): placeholders differ")
            #expect(text.cradle.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(key): no Korean")
            let placeholders = TextTables.placeholders(in: text.english)
            #expect(placeholders == Set(1..<(placeholders.count + 1)), "\(key): placeholders skip a number")
        }
    }

    @Test("placeholders are filled in order; other braces stay")
    func fill() {
        #expect(TextTables.fill("`{2}` in `{1}` {x} {3}", ["G", "T"]) == "`T` in `G` {x} {3}")
        #expect(TextTables.fill("{1}{1}", ["a"]) == "aa")
        #expect(HelpText.explain.text(in: .english).hasPrefix("usage: cradle-lsp --explain CODE"))
        #expect(HelpText.explain.text(in: .cradle).hasPrefix("사용법: cradle-lsp --explain CODE"))
    }

    @Test("a multi-line literal is passed over only when it says why, on its first line or the line before")
    func explainedBlocks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            // literal: the markup of a page
            let page = """
                <p>the words of a page</p>
                """
            let note = """
                the words of a note
                """

            """#
        try Data(source.utf8).write(to: folder.appendingPathComponent("Sample.swift"))
        #expect(try UserFacingLiterals.scan(folder) == ["Sample.swift:6: the words of a note"])
    }

    /// Every target that talks to the user: each of their user-facing texts comes from the table.
    static let userFacingTargets = ["CradleAnalysis", "CradleServer", "CradleCLI", "CradleProject", "cradle-lsp"]

    @Test("no user-facing English literal outside the table", arguments: userFacingTargets)
    func noLiteralOutsideTheTable(_ folder: String) throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let found = try UserFacingLiterals.scan(sources.appendingPathComponent(folder))
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}

/// Finds string literals that read as English prose: two words of letters or more, outside
/// backticks and interpolations, on a line that is not a comment. Not prose, and skipped: the
/// table's own files, a finding's message (the line before `cradle:`, which words it in Korean),
/// and a line that says why with `// literal: REASON` (generated Swift code, a protocol name);
/// a multi-line literal says why on its opening line or the line before it (a page's markup and
/// script whose words are placeholders).
enum UserFacingLiterals {
    static let tableFiles = [
        "CradleAnalysis/Text/", "CradleAnalysis/Documentation/DiagnosticCode+Catalogue.swift",
        "CradleAnalysis/Documentation/DiagnosticCode+KoreanDocumentation.swift",
    ]

    static func scan(_ folder: URL) throws -> [String] {
        var found: [String] = []
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        for file in files.sorted(by: { $0.path < $1.path }) {
            if tableFiles.contains(where: { file.path.contains("/Sources/" + $0) }) { continue }
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            var inBlock = false
            var isExplained = false
            for (index, line) in lines.enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                let next = lines.dropFirst(index + 1).first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
                var text: String
                if trimmed.contains("\"\"\"") {
                    if trimmed.components(separatedBy: "\"\"\"").count == 2 {
                        inBlock.toggle()
                        let previous = index > 0 ? lines[index - 1] : ""
                        isExplained = inBlock && (line.contains("// literal: ") || previous.contains("// literal: "))
                    }
                    continue
                } else if inBlock {
                    if isExplained { continue }
                    text = trimmed
                } else {
                    if trimmed.hasPrefix("//") || trimmed.contains("cradle:") || next.contains("cradle:") { continue }
                    if line.contains("// literal: ") { continue }
                    text = literals(in: line).joined(separator: "\n")
                }
                if readsAsProse(text) { found.append("\(file.lastPathComponent):\(index + 1): \(trimmed)") }
            }
        }
        return found
    }

    /// The contents of the `"…"` literals of a line.
    static func literals(in line: String) -> [String] {
        var result: [String] = []
        var current: String?
        var escaped = false
        for character in line {
            if var text = current {
                if escaped {
                    escaped = false
                    text.append(character)
                } else if character == "\\" {
                    escaped = true
                    text.append(character)
                } else if character == "\"" {
                    result.append(text)
                    current = nil
                    continue
                } else {
                    text.append(character)
                }
                current = text
            } else if character == "\"" {
                current = ""
            }
        }
        return result
    }

    /// Two words of two letters or more, the second lower-case, outside backticks and `\(…)`.
    static func readsAsProse(_ text: String) -> Bool {
        var plain = ""
        var inCode = false
        var depth = 0
        var previous: Character = " "
        for character in text {
            if depth > 0 {
                if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
                if depth == 0 { plain.append(" ") }
            } else if previous == "\\" && character == "(" {
                depth = 1
                plain.removeLast()
            } else if character == "`" {
                inCode.toggle()
                plain.append(" ")
            } else if !inCode {
                plain.append(character)
            }
            previous = character
        }
        // "<letters{2,}> <lower-case letters{2,}>", one space between.
        let scalars = Array(plain)
        var index = 0
        while index < scalars.count {
            guard scalars[index].isASCII, scalars[index].isLetter else {
                index += 1
                continue
            }
            var end = index
            while end < scalars.count, scalars[end].isASCII, scalars[end].isLetter { end += 1 }
            if end - index >= 2, end < scalars.count, scalars[end] == " " {
                var second = end + 1
                while second < scalars.count, scalars[second].isASCII, scalars[second].isLowercase { second += 1 }
                if second - end - 1 >= 2 && (second == scalars.count || !scalars[second].isLetter) { return true }
            }
            index = end
        }
        return false
    }
}
