import Dispatch

/// The type shapes of files that were not parsed while loading (an editor session's files
/// without Cradle code), read from their trees the first time a member chain needs them. Shared
/// by the copies of a snapshot; a file's shapes are found by the identity of its entry, so a
/// snapshot never sees another version's.
///
/// A parsed file larger than ``keptTextLimit`` keeps no shapes in its entry either: its shapes
/// come from here, and are forgotten with its tree once the editor is quiet (a 60 MB document
/// of small types held about twice its size in shapes).
final class TypeShapeCache: @unchecked Sendable {
    /// The largest text (in bytes) whose shapes a parsed file's entry keeps.
    static let keptTextLimit = 1_000_000
    private var slots: [String: (entry: Workspace.Entry, shapes: [TypeShape])] = [:]
    private let queue = DispatchQueue(label: "cradle.type-shapes")

    /// The shapes of `entry`'s file: cached, else read by `read()` and cached.
    func shapes(for entry: Workspace.Entry, read: () -> [TypeShape]) -> [TypeShape] {
        let path = entry.summary.path
        if let slot = queue.sync(execute: { slots[path] }), slot.entry === entry { return slot.shapes }
        let shapes = read()
        queue.sync { slots[path] = (entry, shapes) }
        return shapes
    }

    /// Forgets the shapes of `path` (the file changed or is gone: its entry, text included,
    /// would otherwise stay alive until the editor is quiet).
    func forget(_ path: String) {
        queue.sync { slots[path] = nil }
    }

    /// How many files' shapes are cached (for tests).
    var count: Int { queue.sync { slots.count } }

    /// Forgets the shapes of files larger than ``keptTextLimit``; they are read again when needed.
    func forgetLargeFiles() {
        queue.sync { slots = slots.filter { $0.value.entry.summary.tree.text.count <= Self.keptTextLimit } }
    }
}
