import CradleTestSupport
import Testing

@testable import CradleAnalysis

/// A network of nodes `n0…` with dependency edges and reach edges given as index pairs.
private func network(_ count: Int, _ dependencies: [(Int, Int)], reach: [(Int, Int)] = [], roots: [Int]? = nil)
    -> DependencyNetwork
{
    DependencyNetwork(
        nodes: (0..<count).map { DependencyNetwork.Node(key: "n\($0)", label: "n\($0)", kind: "registration") },
        dependencyEdges: dependencies.map { ("n\($0.0)", "n\($0.1)") }, reachEdges: reach.map { ("n\($0.0)", "n\($0.1)") },
        roots: roots.map { $0.map { "n\($0)" } })
}

@Suite("Graph analysis algorithms")
struct GraphAnalyzerTests {
    @Test("a diamond: fans, the longest chains, dominators, betweenness and paths from the root")
    func diamond() {
        // n0 → n1 → n3, n0 → n2 → n3, n3 → n4
        let diamond = network(5, [(0, 1), (0, 2), (1, 3), (2, 3), (3, 4)])
        let (fanIn, fanOut) = GraphAnalyzer.fans(diamond)
        #expect(fanIn == [0, 1, 1, 2, 1])
        #expect(fanOut == [2, 1, 1, 1, 0])
        #expect(GraphAnalyzer.longestChains(diamond) == [[0, 1, 3, 4], [2, 3, 4]])
        #expect(GraphAnalyzer.immediateDominators(diamond) == [nil, 0, 0, 0, 3])
        #expect(GraphAnalyzer.dominators(diamond)[4] == [3, 0])
        #expect(GraphAnalyzer.betweenness(diamond) == [0, 1, 1, 3, 0])
        #expect(GraphAnalyzer.pathsFromRoots(diamond)[4] == [0, 1, 3, 4])
    }

    @Test("reach edges count for dominators and paths, not for fans, chains or betweenness")
    func reachEdges() {
        // A graph node (n0) holds n1 and n2; n1 depends on n2.
        let held = network(3, [(1, 2)], reach: [(0, 1), (0, 2)])
        #expect(held.roots == [0])
        #expect(GraphAnalyzer.fans(held).fanIn == [0, 0, 1])
        #expect(GraphAnalyzer.longestChains(held) == [[1, 2]])
        #expect(GraphAnalyzer.immediateDominators(held) == [nil, 0, 0])
        #expect(GraphAnalyzer.pathsFromRoots(held)[2] == [0, 2])
    }

    @Test("a cycle (a broken graph) ends the search instead of looping; unreached nodes have no dominator")
    func cycle() {
        let cyclic = network(4, [(0, 1), (1, 2), (2, 1)], roots: [0])
        #expect(GraphAnalyzer.longestChains(cyclic).first == [0, 1, 2])
        #expect(GraphAnalyzer.immediateDominators(cyclic) == [nil, 0, 1, nil])
        #expect(GraphAnalyzer.pathsFromRoots(cyclic)[3] == [])
    }

    @Test("on random graphs every metric equals its computation by definition", arguments: 0..<40)
    func random(_ seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) + 1)
        let count = 2 + random.below(9)
        var edges: [(Int, Int)] = []
        var reach: [(Int, Int)] = []
        for from in 0..<count {
            for to in (from + 1)..<max(from + 1, count) where random.below(3) == 0 { edges.append((from, to)) }
            if from > 0, random.below(6) == 0 { reach.append((random.below(from), from)) }
        }
        let subject = network(count, edges, reach: reach)
        let (fanIn, fanOut) = GraphAnalyzer.fans(subject)
        #expect(fanIn == (0..<count).map { node in Set(edges.filter { $0.1 == node }.map(\.0)).count })
        #expect(fanOut == (0..<count).map { node in Set(edges.filter { $0.0 == node }.map(\.1)).count })
        let chains = GraphAnalyzer.longestChains(subject)
        #expect((chains.first?.count ?? 1) - 1 == NetworkOracle.longestPath(subject.dependencies))
        for chain in chains {
            for (from, to) in zip(chain, chain.dropFirst()) { #expect(subject.dependencies[from].contains(to)) }
        }
        #expect(GraphAnalyzer.dominators(subject).map(Set.init) == NetworkOracle.dominators(subject))
        let betweenness = GraphAnalyzer.betweenness(subject)
        for (found, expected) in zip(betweenness, NetworkOracle.betweenness(subject.dependencies)) {
            #expect(abs(found - expected) < 1e-9)
        }
        let reached = NetworkOracle.distances(from: subject.roots, subject.reaches)
        for (node, path) in GraphAnalyzer.pathsFromRoots(subject).enumerated() {
            #expect(path.count - 1 == reached[node] || path.isEmpty && reached[node] < 0)
            if let first = path.first { #expect(subject.roots.contains(first)) }
        }
    }

    @Test(
        "on random graphs with cycles (broken graphs), fans, dominators, betweenness and paths still equal their definitions",
        arguments: 0..<20)
    func randomWithCycles(_ seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) + 100)
        let count = 2 + random.below(8)
        var edges: [(Int, Int)] = []
        for from in 0..<count {
            for to in 0..<count where to != from && random.below(4) == 0 { edges.append((from, to)) }
        }
        let subject = network(count, edges, roots: [0])
        let (fanIn, fanOut) = GraphAnalyzer.fans(subject)
        #expect(fanIn == (0..<count).map { node in Set(edges.filter { $0.1 == node }.map(\.0)).count })
        #expect(fanOut == (0..<count).map { node in Set(edges.filter { $0.0 == node }.map(\.1)).count })
        #expect(GraphAnalyzer.dominators(subject).map(Set.init) == NetworkOracle.dominators(subject))
        for (found, expected) in zip(GraphAnalyzer.betweenness(subject), NetworkOracle.betweenness(subject.dependencies)) {
            #expect(abs(found - expected) < 1e-9)
        }
        let reached = NetworkOracle.distances(from: subject.roots, subject.reaches)
        for (node, path) in GraphAnalyzer.pathsFromRoots(subject).enumerated() {
            #expect(path.count - 1 == reached[node] || path.isEmpty && reached[node] < 0)
        }
        for chain in GraphAnalyzer.longestChains(subject) {
            #expect(Set(chain).count == chain.count, "a chain visits each node once")
        }
    }
}
