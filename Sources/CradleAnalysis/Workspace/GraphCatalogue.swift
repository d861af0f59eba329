import Dispatch

/// Every graph of one snapshot, in path order, and by the last component of its name: the
/// lists each query and each resolver started from, rebuilt per call (sorting the paths that
/// may have findings and copying every graph), were most of a hover's time. Shared by the copies
/// of a snapshot and kept for one content stamp (``Workspace/contentStamp``, which no two
/// different contents share), so a copy never reads another's graphs.
final class GraphCatalogue: @unchecked Sendable {
    typealias Graph = (path: String, graph: Workspace.GraphFactories)

    struct Lists {
        var all: [Graph]
        var byName: [String: [Graph]]
    }

    private var stamp: Int?
    private var lists = Lists(all: [], byName: [:])
    private let queue = DispatchQueue(label: "cradle.graph-catalogue")

    /// The lists for the content `stamp`: kept, else made by `make()` and kept.
    func lists(for stamp: Int, make: () -> [Graph]) -> Lists {
        if let kept = queue.sync(execute: { self.stamp == stamp ? lists : nil }) { return kept }
        let all = make()
        var byName: [String: [Graph]] = [:]
        for graph in all { byName[graph.graph.graph.lexicalPath.last ?? "", default: []].append(graph) }
        let made = Lists(all: all, byName: byName)
        queue.sync {
            self.stamp = stamp
            lists = made
        }
        return made
    }
}
