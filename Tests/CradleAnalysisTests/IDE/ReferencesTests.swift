import CradleSyntax
import Testing

@testable import CradleAnalysis

/// Finds the references at `marker` of a marked fixture and checks them, each written
/// `file:text`, in order.
func checkReferences(
    _ fixture: String, at marker: String, _ expected: [String], includeDeclaration: Bool = true,
    visibility: ModuleVisibility = ModuleVisibility(), sourceLocation: SourceLocation = #_sourceLocation
) {
    let marked = MarkedWorkspace(fixture, visibility: visibility)
    let found = marked.workspace.references(
        path: marked.file(marker), offset: marked.offset(marker), includeDeclaration: includeDeclaration)
    #expect(found.map(marked.describe) == expected, sourceLocation: sourceLocation)
}

@Suite("References")
struct ReferencesTests {
    @Test("the factory, consuming parameters and accessor uses")
    func factory() {
        let expected = [
            "Sources/App/AppGraph.swift:makeClock", "Sources/App/AppGraph.swift:Clock", "Sources/App/Use.swift:clock",
        ]
        checkReferences(queryFixture, at: "1", expected)
        checkReferences(queryFixture, at: "3", expected)
        checkReferences(queryFixture, at: "1", Array(expected.dropFirst()), includeDeclaration: false)
    }

    @Test("accessor uses count only from modules that see the graph")
    func acrossModules() {
        checkReferences(
            clockFixture, at: "1", ["Sources/App/Use.swift:clock", "Sources/Core/CoreGraph.swift:makeClock"],
            visibility: clockVisibility)
    }
}
