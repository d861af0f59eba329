import CradleSyntax
import Dispatch

/// The syntax trees a workspace parsed again for queries, most recently used first. A workspace
/// entry keeps only a file's text and what was summarised from it (a tree costs about ten times
/// its text), so hover, definition, references and lenses parse the file again; this keeps the
/// last few so that a burst of queries parses a file once. Small files are kept within a byte
/// budget; of files over ``largestKept``, only the last one parsed is kept, and only until
/// ``releaseLarge()`` (the server calls it once the editor has been quiet), so that a large
/// document costs its text, not its tree, while nobody works in it.
///
/// Shared by every copy of a snapshot; a tree is found by the identity of the entry it was
/// parsed for, so a snapshot never sees another snapshot's version of a file.
final class ParsedTrees: @unchecked Sendable {
    /// At most this many bytes of text in all kept trees together.
    static let byteBudget = 4 << 20
    /// A file larger than this is kept alone, until ``releaseLarge()``.
    static let largestKept = 1 << 20

    private struct Slot {
        let entry: Workspace.Entry
        let tree: SyntaxTree
    }

    private var slots: [Slot] = []
    /// The last tree parsed of a file over ``largestKept``.
    private var large: Slot?
    private let queue = DispatchQueue(label: "cradle.parsed-trees")

    /// The tree of `entry`'s file: kept, else parsed from `text()` and kept when small enough.
    /// Nil when `text()` is.
    func tree(for entry: Workspace.Entry, text: () -> SourceText?) -> SyntaxTree? {
        if let kept = queue.sync(execute: { () -> SyntaxTree? in
            if let large, large.entry === entry { return large.tree }
            guard let index = slots.firstIndex(where: { $0.entry === entry }) else { return nil }
            let slot = slots.remove(at: index)
            slots.insert(slot, at: 0)
            return slot.tree
        }) {
            return kept
        }
        guard let text = text() else { return nil }
        // Parsed outside the lock: two queries may parse the same file at once, and both trees
        // are equal.
        let tree = SyntaxTree(parsing: text)
        guard text.count <= Self.largestKept else {
            queue.sync { large = Slot(entry: entry, tree: tree) }
            return tree
        }
        queue.sync {
            guard !slots.contains(where: { $0.entry === entry }) else { return }
            slots.insert(Slot(entry: entry, tree: tree), at: 0)
            var total = 0
            var kept = 0
            for slot in slots {
                guard total + slot.tree.text.count <= Self.byteBudget else { break }
                total += slot.tree.text.count
                kept += 1
            }
            slots.removeLast(slots.count - kept)
        }
        return tree
    }

    /// Drops the kept tree of a large file; true when there was one.
    @discardableResult
    func releaseLarge() -> Bool {
        queue.sync {
            defer { large = nil }
            return large != nil
        }
    }

    /// Whether the tree of a large file is kept.
    var holdsLarge: Bool { queue.sync { large != nil } }

    /// How many trees of small files are kept (for tests).
    var count: Int { queue.sync { slots.count } }
}
