import CradleProtocol
import Foundation
import Testing

/// The package's root, where the example workspaces are.
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

@Suite("--analyze")
struct AnalyzeCommandTests {
    @Test("json: every graph with its metrics, the app, an explanation per parameter, the input members")
    func json() throws {
        let run = try runTool(["--analyze", "--format", "json", "protocol-fixtures/workspaces/UserSearch"], in: packageRoot)
        #expect(run.status == 0, "\(run.stderr)")
        let report = try JSON.parse(run.stdout)
        #expect(report["version"]?.intValue == 1)
        let graphs = report["graphs"]?.arrayValue ?? []
        let names = graphs.compactMap { $0["name"]?.stringValue }
        #expect(names.contains("SearchGraph") && names.contains("AppGraph"), "\(names)")
        let search = try #require(graphs.first { $0["name"]?.stringValue == "SearchGraph" })
        #expect(search["module"]?.stringValue == "Search")
        #expect(search["statistics"]?["registrations"]?.intValue == 4)
        let nodes = search["nodes"]?.arrayValue ?? []
        let viewModel = try #require(nodes.first { $0["key"]?.stringValue == "SearchGraph.searchViewModel" })
        #expect(viewModel["fanOut"]?.intValue == 2)
        #expect(viewModel["lifetime"]?.stringValue == "transient")
        #expect(report["app"]?["nodes"]?.arrayValue?.isEmpty == false)
        let explanations = report["explanations"]?.arrayValue ?? []
        let history = try #require(
            explanations.first {
                $0["factory"]?.stringValue == "makeSearchViewModel" && $0["parameter"]?.stringValue == "SearchHistory"
            })
        #expect(history["chosen"]?["factory"]?.stringValue == "makeSearchHistory")
        #expect(history["chosen"]?["reason"]?.stringValue == "same-identity")
        let inputs = report["inputs"]?.arrayValue ?? []
        #expect(inputs.contains { $0["graph"]?.stringValue == "RecentUsersGraph" && $0["member"]?.stringValue == "repository" })
    }

    @Test("text: a summary per graph with its chains and fans, the app, and the contested bindings")
    func text() throws {
        let run = try runTool(["--analyze", "protocol-fixtures/workspaces/UserSearchWithMistakes"], in: packageRoot)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("SearchGraph (Search, "), "\(run.stdout)")
        #expect(run.stdout.contains("  fan-in: ResponseCacheGraph.requestID 2, ResponseCacheGraph.responseStore 1"))
        #expect(run.stdout.contains("  chain (1): ResponseCacheGraph.cacheKeyBuilder → ResponseCacheGraph.requestID"))
        #expect(run.stdout.contains("CoreGraph (Core, ") && run.stdout.contains("): no registrations"), "\(run.stdout)")
        #expect(run.stdout.contains("the app ("))
        #expect(run.stdout.contains("Why these bindings:"))
        #expect(run.stdout.contains("JoinDateFormatter …): no registration"), "\(run.stdout)")
    }

    @Test("html: one page with the data, the drawing (or how to get it) and the table; --output writes it")
    func html() throws {
        let output = scratchFolder.appendingPathComponent("analysis-\(UUID().uuidString).html")
        try FileManager.default.createDirectory(at: scratchFolder, withIntermediateDirectories: true)
        let run = try runTool(
            ["--analyze", "--format", "html", "--output", output.path, "protocol-fixtures/workspaces/UserSearch"], in: packageRoot
        )
        #expect(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOf: output, encoding: .utf8)
        #expect(page.hasPrefix("<!doctype html>"))
        #expect(page.contains("<svg") || page.contains("id=\"no-drawing\""))
        #expect(!page.contains("http://") || page.contains("http://www.w3.org"), "no network resource")
        let start = try #require(page.range(of: "<script type=\"application/json\" id=\"analysis-data\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let data = try JSON.parse(String(page[start.upperBound..<end.lowerBound]))
        #expect(data["registrations"]?.arrayValue?.contains { $0["key"]?.stringValue == "SearchGraph.searchHistory" } == true)
    }

    @Test("a format it does not know, or no path with Swift files, is a usage error")
    func errors() throws {
        let unknown = try runTool(["--analyze", "--format", "pdf"], in: packageRoot)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--format takes one of: text, json, html"))
        let empty = try makeWorkspace(["README.md": Array("no code".utf8)])
        let none = try runTool(["--analyze", "."], in: empty)
        #expect(none.status == 2)
        #expect(none.stderr.contains("no Swift file to analyse"))
    }

    @Test("the gates of .cradle-lsp.json fail --check exactly as configured, in every reporter")
    func gates() throws {
        let graph = """
            import Cradle

            @DependencyGraph
            final class FeedGraph {
                @Provide private func makeClock() -> Clock { Clock() }
                @Provide private func makeSession(clock: Clock) -> Session { Session() }
                @Provide private func makeFeed(session: Session, clock: Clock) -> Feed { Feed() }
            }

            func use(graph: FeedGraph) { _ = graph.feed }

            """
        func check(_ configuration: String, format: String = "text") throws -> Run {
            let root = try makeWorkspace([
                "Sources/App/FeedGraph.swift": Array(graph.utf8), ".cradle-lsp.json": Array(configuration.utf8),
            ])
            return try runTool(["--check", "--format", format, "."], in: root)
        }
        let over = try check(#"{"analysis": {"maxFanOut": 1}}"#)
        #expect(over.status == 1)
        #expect(
            over.stdout.contains(
                "Sources/App/FeedGraph.swift:7:27: error: `makeFeed` depends on 2 registrations; `analysis.maxFanOut` allows 1 [analysis-fan-out]"
            ), "\(over.stdout)")
        #expect(try check(#"{"analysis": {"maxFanOut": 2, "maxChainLength": 2}}"#).status == 0)
        #expect(try check(#"{"analysis": {"maxChainLength": 1}}"#).stdout.contains("[analysis-chain-length]"))
        let warned = try check(#"{"analysis": {"maxFanOut": 1}, "severity": {"analysis-fan-out": "warning"}}"#)
        #expect(warned.status == 0 && warned.stdout.contains("warning: `makeFeed`"))
        let sarif = try check(#"{"analysis": {"maxFanIn": 1}}"#, format: "sarif")
        #expect(sarif.status == 1)
        #expect(sarif.stdout.contains("analysis-fan-in"))
        let bad = try check(#"{"analysis": {"maxFanOut": "many"}}"#)
        #expect(bad.status == 0)
        #expect(
            bad.stderr.contains(
                "`analysis` must be an object of `maxFanOut`, `maxFanIn`, `maxChainLength` to whole numbers of 0 or more"))
    }
}
