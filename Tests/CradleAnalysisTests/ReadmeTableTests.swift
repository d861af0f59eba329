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

    static let koreanReadme = readme.deletingLastPathComponent().appendingPathComponent("README.ko.md")

    @Test("the diagnostics tables are up to date: README.md in English, README.ko.md in Korean")
    func table() throws {
        for (file, language) in [(Self.readme, MessageLanguage.english), (Self.koreanReadme, .cradle)] {
            let text = try String(contentsOf: file, encoding: .utf8)
            let start = try #require(text.range(of: Self.begin))
            let stop = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
            let current = String(text[start.upperBound..<stop.lowerBound])
            let expected = DiagnosticCode.markdownTable(in: language)
            if ProcessInfo.processInfo.environment["CRADLE_UPDATE_README"] == "1" {
                try (String(text[..<start.upperBound]) + expected + String(text[stop.lowerBound...]))
                    .write(to: file, atomically: true, encoding: .utf8)
                continue
            }
            #expect(current == expected, "\(file.lastPathComponent): table is stale; rerun with CRADLE_UPDATE_README=1")
        }
    }

    /// The fenced blocks of a Markdown text, in order.
    static func fencedBlocks(_ text: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let block = current {
                    blocks.append((block + [line]).joined(separator: "\n"))
                    current = nil
                } else {
                    current = [line]
                }
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test(
        "README.ko.md gives the README's commands, snippets and flags: every fenced block but the architecture tree, byte for byte"
    )
    func koreanReadmeInStep() throws {
        let english = try String(contentsOf: Self.readme, encoding: .utf8)
        let korean = try String(contentsOf: Self.koreanReadme, encoding: .utf8)
        // The architecture tree's descriptions are prose, translated; its names are compared below.
        func code(_ blocks: [String]) -> [String] { blocks.filter { !$0.hasPrefix("```\nSources/\n") } }
        let englishBlocks = Self.fencedBlocks(english)
        let koreanBlocks = Self.fencedBlocks(korean)
        #expect(englishBlocks.count == koreanBlocks.count)
        #expect(code(englishBlocks) == code(koreanBlocks))
        func tree(_ blocks: [String]) -> [String] {
            (blocks.first { $0.hasPrefix("```\nSources/\n") } ?? "").split(separator: "\n").compactMap { line in
                line.hasPrefix(" ") && line.dropFirst(2).first == " " ? nil : line.split(separator: " ").first.map(String.init)
            }
        }
        #expect(tree(englishBlocks) == tree(koreanBlocks))
        func flags(_ text: String) -> Set<Substring> {
            Set(
                text.split(whereSeparator: { !($0.isASCII && $0.isLetter) && $0 != "-" }).filter {
                    $0.hasPrefix("--") && $0.count > 2
                })
        }
        #expect(flags(english) == flags(korean), "\(flags(english).symmetricDifference(flags(korean)))")
        #expect(korean.contains("[English](README.md)") && english.contains("[한국어](README.ko.md)"))
    }
}
