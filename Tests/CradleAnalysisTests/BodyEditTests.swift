import CradleSyntax
import Testing

@testable import CradleAnalysis

/// Invariant 3 of the README: the graph reads declaration summaries only, so typing inside a
/// function body changes no Cradle finding (only the lower-severity predictions read bodies).
@Suite("Body edits")
struct BodyEditTests {
    static let graph = """
        import Cradle

        @DependencyGraph
        final class AppGraph {
            @Provide private func makeSession(clock: Clock) -> Session {
                Session(clock: clock)
            }
            @Provide(.transient) private func makeNonce() -> Nonce { Nonce() }
            @Provide private func makeSigner(nonce: Nonce) -> Signer { Signer(nonce: nonce) }
        }
        """

    static let bodyEdits = [
        "let extra = [1, 2, 3].map { $0 * 2 }\n        ",
        "if Bool.random() { print(\"{ unbalanced in a string\") }\n        ",
        "/* a comment { */ _ = \"\\(1 + 2)\"\n        ",
        "guard let value = Optional(1) else { fatalError() }\n        ",
    ]

    /// Cradle findings as (code, message): ranges after the edit move, the findings do not.
    static func findings(_ text: String) -> [String] {
        Analyzer.analyze([SourceInput(path: "G.swift", module: "App", text: SourceText(text))])
            .filter { $0.code.number != nil }
            .map { "\($0.code.rawValue): \($0.message)" }
    }

    @Test("typing inside a factory body leaves every Cradle finding as it was", arguments: bodyEdits)
    func bodyEdit(_ insertion: String) throws {
        let before = Self.findings(Self.graph)
        // The missing `Clock` stops the lifetime check (§6.0 step 15), so there is one finding.
        #expect(before == ["missing-registration: no registration matches parameter type `Clock` of `makeSession`"])
        let anchor = try #require(Self.graph.range(of: "Session(clock: clock)"))
        var edited = Self.graph
        edited.insert(contentsOf: insertion, at: anchor.lowerBound)
        #expect(Self.findings(edited) == before)
    }
}
