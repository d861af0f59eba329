/// The graph algorithms of the analysis, one function each, over a ``DependencyNetwork``
/// (as Metro's `GraphAnalyzer` does for its binding graphs): fan-in and fan-out, the longest
/// dependency chains, dominators (Cooper, Harvey and Kennedy's iterative algorithm), betweenness
/// centrality (Brandes), and the shortest path from a root to each node. Results are plain values.
public enum GraphAnalyzer {
    /// How many nodes each node depends on, and how many depend on it.
    public static func fans(_ network: DependencyNetwork) -> (fanIn: [Int], fanOut: [Int]) {
        (network.dependents.map(\.count), network.dependencies.map(\.count))
    }

    /// The longest chains of dependency edges (as node indexes, dependent first), longest first,
    /// at most `limit`; none is the tail of another listed. A cycle (only a broken graph has one)
    /// is cut where a walk meets a node it is inside.
    public static func longestChains(_ network: DependencyNetwork, limit: Int = 5) -> [[Int]] {
        let count = network.nodes.count
        var next = [Int?](repeating: nil, count: count)
        var length = [Int](repeating: -1, count: count)
        var onPath = [Bool](repeating: false, count: count)
        // Iterative depth-first search: `length[v]` is the edges of the longest chain from `v`.
        for start in 0..<count where length[start] < 0 {
            var stack: [(node: Int, edge: Int)] = [(start, 0)]
            onPath[start] = true
            while let top = stack.last {
                let successors = network.dependencies[top.node]
                if top.edge < successors.count {
                    stack[stack.count - 1].edge += 1
                    let successor = successors[top.edge]
                    if length[successor] < 0, !onPath[successor] {
                        onPath[successor] = true
                        stack.append((successor, 0))
                    }
                    continue
                }
                var best = 0
                var bestNext: Int?
                for successor in successors where !onPath[successor] && length[successor] >= 0 {
                    if length[successor] + 1 > best || length[successor] + 1 == best && bestNext.map({ successor < $0 }) == true {
                        best = length[successor] + 1
                        bestNext = successor
                    }
                }
                length[top.node] = best
                next[top.node] = bestNext
                onPath[top.node] = false
                stack.removeLast()
            }
        }
        var chains: [[Int]] = []
        var covered = Set<Int>()
        for start in (0..<count).sorted(by: { length[$0] != length[$1] ? length[$0] > length[$1] : $0 < $1 }) {
            guard chains.count < limit, length[start] > 0, !covered.contains(start) else { continue }
            var chain = [start]
            var seen: Set<Int> = [start]
            while let following = next[chain[chain.count - 1]], seen.insert(following).inserted { chain.append(following) }
            covered.formUnion(chain)
            chains.append(chain)
        }
        return chains
    }

    /// Each node's immediate dominator from the roots (a virtual node reaches every root): the
    /// last node every path from a root to it passes through; nil for a root and for a node no
    /// root reaches. Cooper, Harvey and Kennedy, "A Simple, Fast Dominance Algorithm" (2001).
    public static func immediateDominators(_ network: DependencyNetwork) -> [Int?] {
        let count = network.nodes.count
        let virtual = count
        func successors(_ node: Int) -> [Int] { node == virtual ? network.roots : network.reaches[node] }
        // Reverse postorder from the virtual root.
        var order: [Int] = []
        var visited = [Bool](repeating: false, count: count + 1)
        var stack: [(node: Int, edge: Int)] = [(virtual, 0)]
        visited[virtual] = true
        while let top = stack.last {
            let next = successors(top.node)
            if top.edge < next.count {
                stack[stack.count - 1].edge += 1
                let successor = next[top.edge]
                if !visited[successor] {
                    visited[successor] = true
                    stack.append((successor, 0))
                }
            } else {
                order.append(top.node)
                stack.removeLast()
            }
        }
        order.reverse()
        var position = [Int](repeating: -1, count: count + 1)
        for (offset, node) in order.enumerated() { position[node] = offset }
        var dominator = [Int?](repeating: nil, count: count + 1)
        dominator[virtual] = virtual
        func predecessors(_ node: Int) -> [Int] {
            (network.roots.contains(node) ? [virtual] : []) + network.reachedFrom[node]
        }
        func intersect(_ first: Int, _ second: Int) -> Int {
            var a = first
            var b = second
            while a != b {
                while position[a] > position[b] { a = dominator[a] ?? virtual }
                while position[b] > position[a] { b = dominator[b] ?? virtual }
            }
            return a
        }
        var changed = true
        while changed {
            changed = false
            for node in order where node != virtual {
                var candidate: Int?
                for predecessor in predecessors(node) where dominator[predecessor] != nil {
                    candidate = candidate.map { intersect($0, predecessor) } ?? predecessor
                }
                if let candidate, dominator[node] != candidate {
                    dominator[node] = candidate
                    changed = true
                }
            }
        }
        return (0..<count).map { node in
            guard let immediate = dominator[node], immediate != virtual else { return nil }
            return immediate
        }
    }

    /// Each node's dominators, nearest first (the chain of immediate dominators).
    public static func dominators(_ network: DependencyNetwork) -> [[Int]] {
        let immediate = immediateDominators(network)
        return immediate.indices.map { node in
            var chain: [Int] = []
            var current = immediate[node]
            while let dominator = current, chain.count < immediate.count {
                chain.append(dominator)
                current = immediate[dominator]
            }
            return chain
        }
    }

    /// Betweenness centrality over dependency edges (Brandes, "A Faster Algorithm for Betweenness
    /// Centrality", 2001): for each node, the sum over pairs (s, t) of the share of shortest
    /// s→t chains that pass through it. Directed, unnormalised.
    public static func betweenness(_ network: DependencyNetwork) -> [Double] {
        let count = network.nodes.count
        var centrality = [Double](repeating: 0, count: count)
        // One set of arrays for every source: only the entries a search touched are reset, so a
        // large network of small components costs what its components do.
        var predecessors = [[Int]](repeating: [], count: count)
        var paths = [Double](repeating: 0, count: count)
        var distance = [Int](repeating: -1, count: count)
        var dependency = [Double](repeating: 0, count: count)
        var order: [Int] = []
        for source in 0..<count where !network.dependencies[source].isEmpty {
            order.removeAll(keepingCapacity: true)
            paths[source] = 1
            distance[source] = 0
            order.append(source)
            var head = 0
            while head < order.count {
                let node = order[head]
                head += 1
                for next in network.dependencies[node] {
                    if distance[next] < 0 {
                        distance[next] = distance[node] + 1
                        order.append(next)
                    }
                    if distance[next] == distance[node] + 1 {
                        paths[next] += paths[node]
                        predecessors[next].append(node)
                    }
                }
            }
            for node in order.reversed() {
                for predecessor in predecessors[node] {
                    dependency[predecessor] += paths[predecessor] / paths[node] * (1 + dependency[node])
                }
                if node != source { centrality[node] += dependency[node] }
            }
            for node in order {
                predecessors[node].removeAll(keepingCapacity: true)
                paths[node] = 0
                distance[node] = -1
                dependency[node] = 0
            }
        }
        return centrality
    }

    /// The shortest path from a root to each node over every edge (the root first, the node
    /// last); empty for a node no root reaches.
    public static func pathsFromRoots(_ network: DependencyNetwork) -> [[Int]] {
        let count = network.nodes.count
        var previous = [Int?](repeating: nil, count: count)
        var reached = [Bool](repeating: false, count: count)
        var queue: [Int] = []
        for root in network.roots {
            reached[root] = true
            queue.append(root)
        }
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in network.reaches[node] where !reached[next] {
                reached[next] = true
                previous[next] = node
                queue.append(next)
            }
        }
        return (0..<count).map { node in
            guard reached[node] else { return [] }
            var path = [node]
            while let before = previous[path[path.count - 1]], path.count <= count { path.append(before) }
            return path.reversed()
        }
    }
}
