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
    }

    @Test("the 43 Cradle codes come first, numbered in catalogue order")
    func numbering() {
        let cradle = DiagnosticCode.allCases.filter { $0.number != nil }
        #expect(cradle.count == 43)
        #expect(cradle.map { $0.number ?? 0 } == Array(1...43))
        #expect(cradle.allSatisfy { $0.defaultSeverity == .error && $0.cradleID != nil })
        let own = DiagnosticCode.allCases.filter { $0.number == nil }
        #expect(own.allSatisfy { $0.defaultSeverity != .error })
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
    func exampleFires(_ code: DiagnosticCode) {
        let workspace = MarkedWorkspace(code.documentation.example).workspace
        let codes = Set(workspace.diagnostics.map(\.code))
        #expect(codes.contains(code), "\(code.rawValue) example produces \(codes.map(\.rawValue).sorted())")
    }
}
