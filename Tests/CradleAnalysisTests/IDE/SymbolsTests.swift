import CradleSyntax
import Testing

@testable import CradleAnalysis

/// Checks the outline of `file` in a marked fixture: one line per symbol, `name: detail`,
/// children indented by two spaces.
func checkDocumentSymbols(
    _ fixture: String, file: String, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    let marked = MarkedWorkspace(fixture)
    func lines(_ symbols: [DocumentSymbol], indent: String) -> [String] {
        symbols.flatMap { [indent + "\($0.name): \($0.detail)"] + lines($0.children, indent: indent + "  ") }
    }
    #expect(lines(marked.workspace.documentSymbols(path: file), indent: "") == expected, sourceLocation: sourceLocation)
}

/// Searches the symbols of a marked fixture for `query` and checks the matches, each written
/// `name in container at file:text`, in order.
func checkWorkspaceSymbols(
    _ fixture: String, matching query: String, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    let marked = MarkedWorkspace(fixture)
    let found = marked.workspace.workspaceSymbols(matching: query).map { symbol in
        "\(symbol.name) in \(symbol.container ?? "-") at \(marked.describe(symbol.location))"
    }
    #expect(found == expected, sourceLocation: sourceLocation)
}

@Suite("Symbols")
struct SymbolsTests {
    @Test("the outline: each graph with its factories, their types and lifetimes")
    func outline() {
        checkDocumentSymbols(
            queryFixture, file: "Sources/App/AppGraph.swift",
            [
                "AppGraph: @DependencyGraph", "  makeClock: Clock · .shared", "  makeSession: Session · .lazy",
                "  makePage: Page · .transient",
            ])
        checkDocumentSymbols(queryFixture, file: "Sources/App/Use.swift", [])
    }

    @Test("a fuzzy search over factories and graphs")
    func search() {
        checkWorkspaceSymbols(
            queryFixture, matching: "mkses", ["makeSession in AppGraph at Sources/App/AppGraph.swift:makeSession"])
        checkWorkspaceSymbols(queryFixture, matching: "zzz", [])
    }
}
