import Foundation
import Testing

@testable import CradleAnalysis
@testable import CradleProject

/// Code lenses count every factory's uses in one scan of the files that can hold one, reading
/// names from the bytes; the count must equal what the plain way finds: every identifier of
/// every file, its name read as canonical text, resolved one by one.
@Suite("Code lenses count what a plain scan finds")
struct CodeLensEquivalenceTests {
    /// The uses of `factory` found the plain way: consumers in its graph, plus every identifier
    /// of every file (no module or name pre-selection) that resolves to it as an accessor use.
    static func plainCount(of factory: Factory, in graph: Workspace.GraphFactories, workspace: Workspace) -> Int {
        var count = graph.factories.reduce(0) { total, consumer in
            total + consumer.graphParameters.filter { $0.identity == factory.identity }.count
        }
        for path in workspace.entries.keys.sorted() {
            guard let tree = workspace.tree(of: path) else { continue }
            for index in tree.tokens.indices where tree.tokens[index].kind == .identifier {
                guard tree.canonicalText(of: tree.tokens[index].range, removingBackticks: true) == factory.comparisonName,
                    case .accessorUse(_, _, _, let usedGraph, let used)? = workspace.accessorUse(
                        token: index, in: path, tree: tree),
                    used === factory || used.identity == factory.identity && usedGraph.graph.attribute == graph.graph.attribute
                else { continue }
                count += 1
            }
        }
        return count
    }

    @Test(
        "on every example workspace, each lens counts what a plain scan finds",
        arguments: ["UserSearch", "UserSearchWithMistakes", "TuistApp", "XcodeApp"])
    func lensesCountPlainScan(_ name: String) throws {
        let root = PrefilterTests.workspaces.appendingPathComponent(name).path
        let workspace = Project.find(paths: [root], currentDirectory: "/").loadWorkspace(mode: .editor).workspace
        var lenses = 0
        var uses = 0
        for path in workspace.pathsWithPossibleFindings.sorted() where workspace.seesCradle(path) {
            let titles = workspace.codeLenses(path: path).map(\.title)
            let graphs = try #require(workspace.entries[path]).factories
            let expected = graphs.flatMap { graph in
                graph.factories.map { factory in
                    let count = Self.plainCount(of: factory, in: graph, workspace: workspace)
                    uses += count
                    let lifetime = factory.isExternal ? Lifetime.transient : factory.lifetime
                    return ".\(lifetime.rawValue) · " + (count == 1 ? "1 use" : "\(count) uses")
                }
            }
            #expect(titles == expected, "\(path)")
            lenses += titles.count
        }
        #expect(lenses > 0)
        #expect(uses > 0)
    }
}
