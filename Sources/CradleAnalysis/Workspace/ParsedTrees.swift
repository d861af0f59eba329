import CradleSyntax
import Dispatch

/// The syntax trees a workspace holds while it is being worked in. A workspace entry keeps only
/// a file's text and what was summarised from it, since a tree costs about ten times its text;
/// the tree an update built, and trees that queries parse again (hover, definition, references,
/// lenses), are kept here, most recently used first, so that a burst of queries after an edit
/// parses nothing. Bounded by the trees' estimated size (the most recent one is always kept,
/// however large), and emptied by ``removeAll()``, which the server calls once the editor has
/// been quiet: at rest, a workspace costs its texts and summaries, not its trees.
///
/// Shared by every copy of a snapshot; a tree is found by the identity of the entry it belongs
/// to, so a snapshot never sees another snapshot's version of a file.
final class ParsedTrees: @unchecked Sendable {
    /// At most about this many bytes of trees, beside the most recent one.
    static let byteBudget = 32 << 20

    /// The estimated size of a tree: its text, 12 bytes a token, and about as much again for
    /// the declarations.
    static func estimatedSize(_ tree: SyntaxTree) -> Int {
        tree.text.count + tree.tokens.count * 24
    }

    private struct Slot {
        let entry: Workspace.Entry
        let tree: SyntaxTree
        let size: Int
    }

    private var slots: [Slot] = []
    /// The tokens of the file an update last read without parsing it (an edit of white space
    /// or comments): what the next edit of it lexes again from.
    private var lastTokens: (entry: Workspace.Entry, tokens: [Token])?
    /// Bumped whenever a tree is kept or found: the server watches it to know that the trees
    /// are in use and should be dropped only once the editor is quiet.
    private var activityCount = 0
    /// How many trees were parsed for queries (for tests).
    private var parseCount = 0
    private let queue = DispatchQueue(label: "cradle.parsed-trees")

    /// The tree of `entry`'s file: kept, else parsed from `text()` and kept. Nil when `text()` is.
    func tree(for entry: Workspace.Entry, text: () -> SourceText?) -> SyntaxTree? {
        if let kept = queue.sync(execute: { () -> SyntaxTree? in
            guard let index = slots.firstIndex(where: { $0.entry === entry }) else { return nil }
            activityCount += 1
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
        queue.sync { parseCount += 1 }
        keep(tree, for: entry)
        return tree
    }

    /// Keeps `tree` as the tree of `entry`'s file, in front, replacing any other version of the
    /// file, and drops the least recently used trees beyond the budget.
    func keep(_ tree: SyntaxTree, for entry: Workspace.Entry) {
        queue.sync {
            activityCount += 1
            slots.removeAll { $0.entry === entry || $0.entry.summary.path == entry.summary.path }
            slots.insert(Slot(entry: entry, tree: tree, size: Self.estimatedSize(tree)), at: 0)
            var total = 0
            var kept = 0
            for slot in slots {
                guard kept == 0 || total + slot.size <= Self.byteBudget else { break }
                total += slot.size
                kept += 1
            }
            slots.removeLast(slots.count - kept)
        }
    }

    /// The tokens of `entry`'s text, when they are kept (its tree's, or those of the last edit
    /// read without parsing) and the text lexed without errors; nil otherwise. The last edit's
    /// are handed over, no longer kept: the caller holds the only reference and may change them
    /// in place.
    func takeLexedTokens(for entry: Workspace.Entry) -> [Token]? {
        queue.sync {
            if let taken = lastTokens, taken.entry === entry {
                lastTokens = nil
                return taken.tokens
            }
            guard let slot = slots.first(where: { $0.entry === entry }), !slot.tree.isTextOnly,
                !slot.tree.errors.contains(where: \.isLexical)
            else { return nil }
            return slot.tree.tokens
        }
    }

    /// Keeps `tokens` as those of `entry`'s text, which lexed without errors, in place of any
    /// kept before.
    func keepTokens(_ tokens: [Token], for entry: Workspace.Entry) {
        queue.sync {
            activityCount += 1
            lastTokens = (entry, tokens)
        }
    }

    /// Drops the kept trees of `path` (before the file is parsed again, so that two versions of
    /// a large file are never held at once) and hands them back: a caller that can afford both
    /// versions frees the old one once its answer is out.
    @discardableResult
    func forget(_ path: String) -> [SyntaxTree] {
        queue.sync {
            var dropped: [SyntaxTree] = []
            slots.removeAll { slot in
                guard slot.entry.summary.path == path else { return false }
                dropped.append(slot.tree)
                return true
            }
            if lastTokens?.entry.summary.path == path { lastTokens = nil }
            return dropped
        }
    }

    /// Drops every kept tree, and the kept tokens.
    func removeAll() {
        queue.sync {
            slots.removeAll()
            lastTokens = nil
        }
    }

    /// Whether the tokens of `entry`'s text are kept apart from a tree (for tests).
    func keepsTokens(for entry: Workspace.Entry) -> Bool { queue.sync { lastTokens?.entry === entry } }

    /// Whether a tree of `entry`'s file is kept (for tests).
    func keepsTree(for entry: Workspace.Entry) -> Bool { queue.sync { slots.contains { $0.entry === entry } } }

    /// Changes whenever a tree is kept or found.
    var activity: Int { queue.sync { activityCount } }

    /// How many trees are kept (for tests).
    var count: Int { queue.sync { slots.count } }

    /// How many trees were parsed for queries (for tests).
    var parses: Int { queue.sync { parseCount } }
}
