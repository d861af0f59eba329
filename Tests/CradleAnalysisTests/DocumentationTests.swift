import Foundation
import Testing

@testable import CradleAnalysis

@Suite("Diagnostic documentation")
struct DocumentationTests {
    @Test("every code has complete documentation", arguments: DiagnosticCode.allCases)
    func documented(_ code: DiagnosticCode) {
        let documentation = code.documentation
        #expect(!documentation.title.isEmpty)
        #expect(!documentation.trigger.isEmpty)
        #expect(!documentation.rationale.isEmpty)
        #expect(!documentation.fix.isEmpty)
        #expect(!documentation.example.isEmpty)
        let korean = code.koreanDocumentation
        // The example's code is the English one; its comments are Korean (a configuration line stays).
        func codeOnly(_ example: String) -> [Substring] {
            example.split(separator: "\n").map { line in line.range(of: "// ").map { line[..<$0.lowerBound] } ?? line }
        }
        #expect(codeOnly(korean.example) == codeOnly(documentation.example))
        for line in korean.example.split(separator: "\n") {
            guard let comment = line.range(of: "// ").map({ line[$0.upperBound...] }), !comment.hasPrefix(".cradle-lsp.json")
            else {
                continue
            }
            #expect(comment.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(line)")
        }
        for (english, translated) in [
            (documentation.title, korean.title), (documentation.trigger, korean.trigger),
            (documentation.rationale, korean.rationale), (documentation.fix, korean.fix),
        ] {
            // Soft wraps are joined: a run of spaces is a wrap whose backslash was lost.
            #expect(!english.contains("   ") && !translated.contains("   "), "\(english)\n\(translated)")
            #expect(translated.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(translated)")
            // Code stays as written: the same spans in backticks, in both languages.
            #expect(Set(codeSpans(english)) == Set(codeSpans(translated)), "\(english)\n\(translated)")
        }
    }

    /// The texts between backticks.
    func codeSpans(_ text: String) -> [Substring] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    @Test("an example's comment is found outside string literals, escaped quotes included, and only it is translated")
    func koreanExampleComments() {
        let line = #"let s = "a \" // b"   // not final"#
        #expect(DiagnosticCode.koreanExample(line) == #"let s = "a \" // b"   // final이 아님"#)
        #expect(
            DiagnosticCode.koreanExample("// .cradle-lsp.json: {}\nx   // unknown text")
                == "// .cradle-lsp.json: {}\nx   // unknown text")
        #expect(DiagnosticCode.koreanExample(#"f("//") // not final"#) == #"f("//") // final이 아님"#)
    }

    @Test("the 43 Cradle codes come first, numbered in catalogue order")
    func numbering() {
        let cradle = DiagnosticCode.allCases.filter { $0.number != nil }
        #expect(cradle.count == 43)
        #expect(cradle.map { $0.number ?? 0 } == Array(1...43))
        #expect(cradle.allSatisfy { $0.defaultSeverity == .error && $0.cradleID != nil })
        // cradle-lsp's own findings are never errors by default, except the analysis gates: a
        // team turns those on to fail CI.
        let own = DiagnosticCode.allCases.filter { $0.number == nil }
        #expect(own.filter { $0.rawValue.hasPrefix("analysis-") }.allSatisfy { $0.defaultSeverity == .error })
        #expect(own.filter { !$0.rawValue.hasPrefix("analysis-") }.allSatisfy { $0.defaultSeverity != .error })
    }

    @Test("codes are unique kebab-case ids")
    func codes() {
        let raw = DiagnosticCode.allCases.map(\.rawValue)
        #expect(Set(raw).count == raw.count)
        #expect(raw.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
    }
}

extension DocumentationTests {
    @Test("every documentation example, run through the analyzer, produces its own code", arguments: DiagnosticCode.allCases)
    func exampleFires(_ code: DiagnosticCode) throws {
        var workspace = MarkedWorkspace(code.documentation.example).workspace
        // A gate's example starts with the configuration that turns it on.
        let prefix = "// .cradle-lsp.json: "
        if let line = code.documentation.example.split(separator: "\n").first, line.hasPrefix(prefix) {
            let object = try JSONSerialization.jsonObject(with: Data(line.dropFirst(prefix.count).utf8)) as? [String: Any]
            let limits = object?["analysis"] as? [String: Int] ?? [:]
            workspace.policy.limits = AnalysisLimits(
                maxFanOut: limits["maxFanOut"], maxFanIn: limits["maxFanIn"], maxChainLength: limits["maxChainLength"])
        }
        let codes = Set(workspace.diagnostics.map(\.code))
        #expect(codes.contains(code), "\(code.rawValue) example produces \(codes.map(\.rawValue).sorted())")
    }
}
