import CradleSyntax
import Testing

@testable import CradleAnalysis

/// Analyses one file, reviews its findings with `policy`, and checks what remains as
/// `line: code` (1-based lines) and how many comments silenced.
func checkReview(
    _ source: String, policy: FindingPolicy = FindingPolicy(), kept: [String], suppressed: Int,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let text = SourceText(source)
    let findings = Analyzer.analyze([SourceInput(path: "Test.swift", module: "Test", text: text)])
    let review = policy.review(findings, path: "Test.swift", text: text)
    let index = LineIndex(text)
    #expect(
        review.diagnostics.map { "\(index.line(of: $0.range.start) + 1): \($0.code.rawValue)" } == kept,
        sourceLocation: sourceLocation)
    #expect(review.suppressed == suppressed, sourceLocation: sourceLocation)
}

@Suite("Finding policy: suppression comments")
struct FindingPolicyTests {
    @Test("a comment at the end of a line silences that line only; one alone on its line silences the next too")
    func trailingAndAloneComments() {
        checkReview(
            """
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide func makeClock() -> Clock { Clock() }  // cradle-lsp:ignore provider-not-private-method
                @Provide func makeFeed() -> Feed { Feed() }
                // cradle-lsp:ignore provider-not-private-method
                @Provide func makeCache() -> Cache { Cache() }
                @Provide func makeStore() -> Store { Store() }
            }

            func use(graph: AppGraph) { _ = (graph.clock, graph.feed, graph.cache, graph.store) }
            """,
            kept: ["6: provider-not-private-method", "9: provider-not-private-method"], suppressed: 2)
    }

    @Test("a comment silences only the codes it names")
    func otherCodesStay() {
        checkReview(
            """
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide func makeClock() -> Clock { Clock() }  // cradle-lsp:ignore unused-registration
            }

            func use(graph: AppGraph) { _ = graph.clock }
            """,
            kept: ["5: provider-not-private-method"], suppressed: 0)
    }
}
