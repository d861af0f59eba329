import Dispatch

/// Whether each registration's accessor is read anywhere, as `unused-registration` last found
/// it, with the stamp its factory had then (``Workspace/findingsStamp(of:)``, per factory): while
/// the stamp stays, so does the verdict. An edit of a 300-factory graph's own file re-checks its
/// findings, but resolves again only the reads of factories whose stamp moved, not the 300
/// member chains elsewhere that read the graph.
///
/// Also the source of the stamps: one counter shared by every copy of a snapshot, so two copies
/// that change in different ways never hand out the same stamp for different changes, and a
/// verdict one copy records can be trusted by another only when both stamps agree.
final class ReadVerdicts: @unchecked Sendable {
    struct Key: Hashable {
        var graphPath: String
        var graph: [String]
        var accessor: String
    }

    private var counter = 0
    private var verdicts: [Key: (stamp: Int, isRead: Bool)] = [:]
    private let queue = DispatchQueue(label: "cradle.read-verdicts")

    /// A stamp no copy handed out before.
    func nextStamp() -> Int {
        queue.sync {
            counter += 1
            return counter
        }
    }

    /// The verdicts recorded for each key at its stamp (nil where none is), looked up together:
    /// one graph's factories cost one turn of the lock, not one each.
    func verdicts(for keys: [(key: Key, stamp: Int)]) -> [Bool?] {
        queue.sync {
            keys.map { key, stamp in
                guard let verdict = verdicts[key], verdict.stamp == stamp else { return nil }
                return verdict.isRead
            }
        }
    }

    /// Records verdicts found at their stamps. The table is emptied once it holds more than
    /// `limit` verdicts (factories renamed, files gone): it is a cache, and refills.
    func record(_ found: [(key: Key, stamp: Int, isRead: Bool)], limit: Int) {
        queue.sync {
            if verdicts.count + found.count > limit { verdicts = [:] }
            for verdict in found { verdicts[verdict.key] = (verdict.stamp, verdict.isRead) }
        }
    }

    /// How many verdicts are kept (for tests).
    var count: Int { queue.sync { verdicts.count } }
}
