import CradleSyntax
import CradleTestSupport
import Foundation
import Testing

@testable import CradleAnalysis
@testable import CradleProject

/// On the example apps (the SwiftPM app, the Tuist app built as DevLog is, the Xcode app), every
/// metric of every graph and of the whole app equals its computation by definition.
@Suite("Analysis of the example apps")
struct AnalysisOnExamplesTests {
    /// Checks one network's analysis against the oracle.
    static func check(_ analysis: NetworkAnalysis, of network: DependencyNetwork, _ name: String) {
        let keys = network.nodes.map(\.key)
        #expect(analysis.nodes.map(\.node.key) == keys, "\(name)")
        for (index, metrics) in analysis.nodes.enumerated() {
            #expect(metrics.fanIn == Set(network.dependents[index]).count, "\(name) \(metrics.node.key)")
            #expect(metrics.fanOut == Set(network.dependencies[index]).count, "\(name) \(metrics.node.key)")
        }
        #expect(analysis.longestChainLength == NetworkOracle.longestPath(network.dependencies), "\(name)")
        let dominators = NetworkOracle.dominators(network)
        #expect(analysis.nodes.map { Set($0.dominators) } == dominators.map { Set($0.map { keys[$0] }) }, "\(name)")
        for (metrics, expected) in zip(analysis.nodes, NetworkOracle.betweenness(network.dependencies)) {
            #expect(abs(metrics.betweenness - expected) < 1e-9, "\(name) \(metrics.node.key)")
        }
        let distances = NetworkOracle.distances(from: network.roots, network.reaches)
        for (metrics, distance) in zip(analysis.nodes, distances) {
            #expect(metrics.pathFromRoot.count - 1 == distance || metrics.pathFromRoot.isEmpty && distance < 0, "\(name)")
        }
    }

    @Test("each graph's metrics and the app's equal their definitions", arguments: ["UserSearch", "TuistApp", "XcodeApp"])
    func examples(_ name: String) throws {
        let root = PrefilterTests.workspaces.appendingPathComponent(name).path
        let project = Project.find(paths: [root], currentDirectory: "/")
        let workspace = project.loadWorkspace(mode: .editor).workspace
        let analyses = workspace.graphAnalyses()
        #expect(!analyses.isEmpty)
        var checkedEdges = 0
        for (path, analysis) in analyses {
            let graph = try #require(
                workspace.entries[path]?.factories.first { $0.graph.lexicalPath.joined(separator: ".") == analysis.name })
            let network = workspace.dependencyNetwork(of: graph, path: path)
            // The edges are the parameters' links: each parameter whose type a registration has.
            let registered = graph.factories.filter { !$0.isExternal }
            let links = Set(
                registered.flatMap { factory in
                    factory.graphParameters.compactMap { parameter in
                        registered.first { $0.identity == parameter.identity }.map {
                            "\(factory.generatedName)→\($0.generatedName)"
                        }
                    }
                })
            #expect(network.dependencies.reduce(0) { $0 + $1.count } == links.count, "\(analysis.name)")
            checkedEdges += links.count
            Self.check(analysis, of: network, "\(name) \(analysis.name)")
        }
        #expect(checkedEdges > 0)
        let composition = WorkspaceComposition(project: project, workspace: workspace)
        let diagram: CompositionDiagram
        if case .success(let selection) = composition.selection(project.configuration.composition),
            !composition.diagram(selection).nodes.isEmpty
        {
            diagram = composition.diagram(selection)
        } else {
            diagram = composition.declarations()
        }
        let app = NetworkAnalysis(composition: diagram)
        Self.check(app, of: DependencyNetwork(composition: diagram), "\(name) app")
        #expect(app.nodes.count == diagram.nodes.count)
        // The app read from the declarations alone: the same graphs as the declarations view and
        // its providers but the external methods (no registrations), and its metrics by
        // definition too.
        let model = workspace.appNetwork()
        Self.check(NetworkAnalysis(app: model), of: model, "\(name) app from declarations")
        let declarations = composition.declarations()
        let externals = workspace.allGraphs.flatMap(\.graph.factories).filter(\.isExternal).count
        #expect(model.nodes.filter { $0.kind == "graph" }.count == declarations.nodes.filter { $0.kind == .graph }.count)
        #expect(
            model.nodes.filter { $0.kind == "provider" }.count + externals
                == declarations.nodes.filter { $0.kind == .provider }.count, "\(name)")
    }
}
