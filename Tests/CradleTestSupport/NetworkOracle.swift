import CradleAnalysis

/// The analysis metrics computed by their definitions, slowly and independently of
/// ``GraphAnalyzer``: what the tests compare it with.
public enum NetworkOracle {
    /// Breadth-first distances from `source` over `adjacency` (-1: unreached).
    public static func distances(from sources: [Int], _ adjacency: [[Int]], skipping skipped: Int? = nil) -> [Int] {
        var distance = [Int](repeating: -1, count: adjacency.count)
        var queue: [Int] = []
        for source in sources where source != skipped {
            distance[source] = 0
            queue.append(source)
        }
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in adjacency[node] where distance[next] < 0 && next != skipped {
                distance[next] = distance[node] + 1
                queue.append(next)
            }
        }
        return distance
    }

    /// The longest path (edges) in a DAG by trying every path.
    public static func longestPath(_ adjacency: [[Int]]) -> Int {
        func longest(from node: Int) -> Int { adjacency[node].map { 1 + longest(from: $0) }.max() ?? 0 }
        return adjacency.indices.map(longest).max() ?? 0
    }

    /// `d` dominates `v` when removing `d` leaves `v` unreached from the roots.
    public static func dominators(_ network: DependencyNetwork) -> [Set<Int>] {
        let reached = Self.distances(from: network.roots, network.reaches)
        return network.nodes.indices.map { node in
            guard reached[node] >= 0, !network.roots.contains(node) else { return [] }
            return Set(
                network.nodes.indices.filter { candidate in
                    candidate != node && reached[candidate] >= 0
                        && Self.distances(from: network.roots, network.reaches, skipping: candidate)[node] < 0
                })
        }
    }

    /// Betweenness by counting, for every pair, the shortest paths through each node.
    public static func betweenness(_ adjacency: [[Int]]) -> [Double] {
        let count = adjacency.count
        // paths[s][t]: how many shortest s→t paths; distance[s][t].
        var paths = [[Double]](repeating: [Double](repeating: 0, count: count), count: count)
        var distance = [[Int]]()
        for source in 0..<count {
            let found = Self.distances(from: [source], adjacency)
            distance.append(found)
            paths[source][source] = 1
            for node in (0..<count).filter({ found[$0] >= 0 }).sorted(by: { found[$0] < found[$1] }) where node != source {
                paths[source][node] = (0..<count).filter { found[$0] == found[node] - 1 && adjacency[$0].contains(node) }
                    .reduce(0) { $0 + paths[source][$1] }
            }
        }
        return (0..<count).map { node in
            var total = 0.0
            for source in 0..<count where source != node {
                for target in 0..<count where target != node && target != source && distance[source][target] > 0 {
                    guard distance[source][node] >= 0, distance[node][target] >= 0,
                        distance[source][node] + distance[node][target] == distance[source][target]
                    else { continue }
                    total += paths[source][node] * paths[node][target] / paths[source][target]
                }
            }
            return total
        }
    }
}
