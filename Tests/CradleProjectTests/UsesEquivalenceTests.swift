import CradleTestSupport
import Foundation
import Testing

@testable import CradleAnalysis
@testable import CradleProject

/// One uses model, rendered everywhere: on every factory of every example workspace, hover's
/// count, references (declaration excluded), incoming call sites and the code lens agree; hover
/// says "none" exactly where `unused-registration` fires; and the accessor reads, found in one
/// scan of the files that can hold one, are what a plain scan of every identifier finds.
@Suite("Every answer about a registration's uses agrees")
struct UsesEquivalenceTests {
    /// The parameter and accessor uses of `factory` found the plain way: consumers in its graph,
    /// plus every identifier of every file (no module or name pre-selection) that resolves to it
    /// as an accessor use.
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
        "on every example workspace, each factory's hover, references, incoming calls and lens agree",
        arguments: ["UserSearch", "UserSearchWithMistakes", "TuistApp", "XcodeApp"])
    func answersAgree(_ name: String) throws {
        let root = PrefilterTests.workspaces.appendingPathComponent(name).path
        let workspace = Project.find(paths: [root], currentDirectory: "/").loadWorkspace(mode: .editor).workspace
        let (factories, disagreements) = usesDisagreements(in: workspace)
        #expect(disagreements.isEmpty, "\(disagreements)")
        var boundReads = 0
        var overrideLabels = 0
        for path in workspace.pathsWithPossibleFindings.sorted() where workspace.seesCradle(path) {
            for graph in workspace.entries[path]?.factories ?? [] {
                for factory in graph.factories {
                    let uses = workspace.uses(of: factory, in: graph, graphPath: path)
                    let bound = uses.filter { if case .boundInputRead = $0.kind { true } else { false } }.count
                    let overrides = uses.filter { !$0.isRead }.count
                    boundReads += bound
                    overrideLabels += overrides
                    #expect(
                        uses.count - bound - overrides == Self.plainCount(of: factory, in: graph, workspace: workspace),
                        "\(path) \(factory.name)")
                }
            }
        }
        #expect(factories > 0)
        if name == "UserSearch" {
            #expect(boundReads > 0, "the workspace binds inputs")
            #expect(overrideLabels > 0, "a test overrides a registration")
        }
    }
}
