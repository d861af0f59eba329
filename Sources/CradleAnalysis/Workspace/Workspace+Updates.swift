import CradleSyntax

/// Updating and removing one file: a new snapshot, its aggregates adjusted by the file's share.
extension Workspace {
    /// The snapshot with `path` read from `text`; only that file is parsed and analysed.
    public func updating(path: String, module: String, text: SourceText) -> Workspace {
        var copy = self
        copy.update(path: path, module: module, text: text)
        return copy
    }

    /// Reads `path` from `text` in place; only that file is parsed and analysed. A holder of the
    /// only copy (the server) pays for that file alone, where ``updating(path:module:text:)``
    /// also copies every workspace-wide table while another snapshot shares them.
    ///
    /// The tree built on the way is kept with the trees of recent queries (see ``ParsedTrees``):
    /// the queries that follow an edit parse nothing.
    ///
    /// When the old version's tokens are kept (its tree's, after an update or a query), only
    /// the stretch the edit touched is lexed again (``Lexer/relex(old:oldTokens:new:)``). An
    /// edit of white space or comments alone in a file without graphs and findings is not even
    /// parsed: every answer the file gives is the old one, its positions moved
    /// (``movedEntry(_:text:edit:generation:)``).
    ///
    /// What the update replaced is handed back (``Retired``): a caller that answers the editor
    /// right after the update frees it once the answer is out, not before. The old tree of a
    /// large file is freed before the new one is built all the same.
    @discardableResult
    public mutating func update(path: String, module: String, text: SourceText) -> Retired {
        let old = entries[path]
        var retired = Retired(entry: old)
        let edit = old.flatMap { old -> TokenEdit? in
            guard !old.isTextDropped, var tokens = parsedTrees.takeLexedTokens(for: old) else { return nil }
            return Lexer.relex(old: old.summary.tree.text, tokens: &tokens, new: text)
        }
        generation = readVerdicts.nextStamp()
        // The old version's tree goes first, so that two trees of a large file are never held;
        // its shapes, which hold its text, go too.
        if text.count <= Retired.keptTextLimit {
            retired.trees = parsedTrees.forget(path)
        } else {
            parsedTrees.forget(path)
        }
        shapeCache.forget(path)
        if let old, let edit, old.summary.module == module {
            // Not parsed: the old entry, moved. The same tokens move no member chain; a renamed
            // local or receiver may.
            let isTriviaOnly = edit.isTriviaOnly
            let moved =
                isTriviaOnly
                ? Self.movedEntry(old, text: text, edit: edit, generation: generation)
                : Self.renamedEntry(old, text: text, edit: edit, generation: generation)
            if let entry = moved {
                parsedTrees.keepTokens(edit.tokens, for: entry)
                let same = SharedParts(old, entry)
                count(old, by: -1, same: same)
                entries[path] = entry
                count(entry, by: 1, same: same)
                if !isTriviaOnly { invalidateReads(from: old, to: entry, sameNames: true) }
                return retired
            }
        }
        let tree =
            edit.map { SyntaxTree(parsing: text, lexedWithoutErrors: $0.tokens) } ?? SyntaxTree(parsing: text)
        let summary = FileSummary(path: path, module: module, tree: tree)
        let entry = Self.entry(summary, generation: generation, factoryChecks: factoryChecks)
        parsedTrees.keep(summary.tree, for: entry)
        // Both versions count in the same modules unless the file moved between them.
        let same =
            old.map { old in
                modules(compiling: old.summary) == modules(compiling: entry.summary) ? SharedParts(old, entry) : SharedParts()
            } ?? SharedParts()
        if let old { count(old, by: -1, same: same) }
        entries[path] = entry
        count(entry, by: 1, same: same)
        invalidateReads(from: old, to: entry)
        invalidateOverrideCalls(from: old, to: entry)
        return retired
    }

    /// What an update replaced: the file's old entry and the trees kept for it. Holding it keeps
    /// them alive; they are freed when it goes.
    public struct Retired: Sendable {
        /// The old trees are handed back only for texts up to this size (bytes): a larger file's
        /// old tree is freed before its new one is built, so that two are never held at once.
        static let keptTextLimit = 1_000_000

        let entry: Entry?
        var trees: [SyntaxTree] = []
    }

    /// The snapshot without `path`.
    public func removing(path: String) -> Workspace {
        var copy = self
        copy.remove(path: path)
        return copy
    }

    /// Removes `path` in place.
    public mutating func remove(path: String) {
        generation = readVerdicts.nextStamp()
        parsedTrees.forget(path)
        shapeCache.forget(path)
        factoryChecks.forget(path)
        if let old = entries[path] {
            count(old, by: -1)
            invalidateAll()  // member chains through the file no longer resolve
            invalidateOverrideCalls(from: old, to: nil)
        }
        entries[path] = nil
        pathStamps[path] = nil
        compactTables()
    }
}
