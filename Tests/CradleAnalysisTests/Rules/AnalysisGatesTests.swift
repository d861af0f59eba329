import CradleSyntax
import Testing

@testable import CradleAnalysis

/// The findings of `source` (one file) under `limits`, as `code line: message`.
private func gateFindings(_ source: String, _ limits: AnalysisLimits) -> [String] {
    var workspace = MarkedWorkspace("-- Sources/App/FeedGraph.swift --\n" + source).workspace
    workspace.policy.limits = limits
    let text = workspace.text(of: "Sources/App/FeedGraph.swift").map(LineIndex.init)
    return workspace.diagnostics.filter { $0.code.rawValue.hasPrefix("analysis-") }.map { finding in
        "\(finding.code.rawValue) \((text?.position(of: finding.range.start).line ?? 0) + 1): \(finding.message)"
    }
}

private let feed = """
    import Cradle

    @DependencyGraph
    final class FeedGraph {
        @Provide private func makeClock() -> Clock { Clock() }
        @Provide private func makeSession(clock: Clock) -> Session { Session() }
        @Provide private func makeCache(clock: Clock) -> Cache { Cache() }
        @Provide private func makeFeed(session: Session, cache: Cache, clock: Clock) -> Feed { Feed() }
    }

    func use(graph: FeedGraph) { _ = graph.feed }
    """

@Suite("Analysis gates")
struct AnalysisGatesTests {
    @Test("off unless configured")
    func off() {
        #expect(gateFindings(feed, AnalysisLimits()).isEmpty)
    }

    @Test("fan-out, fan-in and the longest chain over their limits, at the factory's name; at the limit, nothing")
    func firing() {
        #expect(
            gateFindings(feed, AnalysisLimits(maxFanOut: 2, maxFanIn: 2, maxChainLength: 1)) == [
                "analysis-fan-in 5: 3 factories depend on `clock` of `makeClock`; `analysis.maxFanIn` allows 2",
                "analysis-chain-length 8: the dependency chain `feed → cache → clock` has 2 links; `analysis.maxChainLength` allows 1",
                "analysis-fan-out 8: `makeFeed` depends on 3 registrations; `analysis.maxFanOut` allows 2",
            ])
        #expect(gateFindings(feed, AnalysisLimits(maxFanOut: 3, maxFanIn: 3, maxChainLength: 2)).isEmpty)
    }

    @Test("a suppression comment and a severity override apply to gates as to any finding")
    func policy() {
        let suppressed = feed.replacingOccurrences(
            of: "@Provide private func makeFeed(",
            with: "// cradle-lsp:ignore analysis-fan-out\n    @Provide private func makeFeed(")
        #expect(gateFindings(suppressed, AnalysisLimits(maxFanOut: 2)).isEmpty)
        var workspace = MarkedWorkspace("-- Sources/App/FeedGraph.swift --\n" + feed).workspace
        workspace.policy = FindingPolicy(severities: [.analysisFanOut: .some(.warning)], limits: AnalysisLimits(maxFanOut: 2))
        #expect(workspace.diagnostics.filter { $0.code == .analysisFanOut }.map(\.severity) == [.warning])
    }
}
