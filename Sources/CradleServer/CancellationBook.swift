import CradleProtocol

/// Which client requests are cancelled. A cancellation names a request that is waiting (it is
/// answered with -32800), one already answered (forgotten: the id may be reused), or one not yet
/// received (kept, boundedly, in case the request overtook nothing and is still on its way).
struct CancellationBook {
    /// How many answered ids, and how many cancellations of unknown ids, are remembered.
    static let limit = 256

    /// Requests received and not yet answered.
    private(set) var waiting: Set<RequestID> = []
    /// Waiting requests the client cancelled.
    private(set) var cancelled: Set<RequestID> = []
    /// Cancellations of ids not received yet, oldest first.
    private(set) var early = BoundedSet<RequestID>(limit: limit)
    /// Recently answered ids, so that a late cancellation of one is ignored.
    private(set) var answered = BoundedSet<RequestID>(limit: limit)

    /// Notes a request as received.
    mutating func receive(_ id: RequestID) {
        waiting.insert(id)
        answered.remove(id)
        if early.remove(id) { cancelled.insert(id) }
    }

    /// Notes the client's `$/cancelRequest` for `id`.
    mutating func cancel(_ id: RequestID) {
        if waiting.contains(id) {
            cancelled.insert(id)
        } else if !answered.contains(id) {
            early.insert(id)
        }
    }

    /// Whether the waiting request `id` was cancelled.
    func isCancelled(_ id: RequestID) -> Bool { cancelled.contains(id) }

    /// Notes that `id` was answered: a cancellation arriving later is ignored.
    mutating func answer(_ id: RequestID) {
        waiting.remove(id)
        cancelled.remove(id)
        answered.insert(id)
    }
}

/// A set that keeps at most `limit` elements, dropping the oldest first.
struct BoundedSet<Element: Hashable> {
    /// The most elements kept.
    let limit: Int
    private var members: Set<Element> = []
    private var order: [Element] = []
    private var head = 0

    /// An empty set keeping at most `limit` elements.
    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// The number of elements kept.
    var count: Int { members.count }

    /// Whether `element` is kept.
    func contains(_ element: Element) -> Bool { members.contains(element) }

    /// Adds `element`, dropping the oldest when full.
    mutating func insert(_ element: Element) {
        guard members.insert(element).inserted else { return }
        order.append(element)
        while members.count > limit, head < order.count {
            members.remove(order[head])
            head += 1
        }
        // Compact the queue once its dead prefix dominates, so it stays within twice the limit.
        if head > limit {
            order = order[head...].filter(members.contains)
            head = 0
        }
    }

    /// Removes `element`; whether it was kept.
    @discardableResult
    mutating func remove(_ element: Element) -> Bool {
        members.remove(element) != nil
    }
}
