import CradleSyntax
import Dispatch

/// The workspace-wide aggregates: kept as counts, so that an update adjusts them by one file's
/// share instead of recomputing them from every file.
extension Workspace {
    /// Adds (or replaces) already summarised files, analysed on all cores. Callers indexing a
    /// large workspace add it in batches, so that only one batch's full trees are alive at once.
    public mutating func add(_ summaries: [FileSummary]) {
        var results = [Entry?](repeating: nil, count: summaries.count)
        let nextGeneration = readVerdicts.nextStamp()
        results.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes only its own slot.
            nonisolated(unsafe) let base = buffer.baseAddress
            DispatchQueue.concurrentPerform(iterations: summaries.count) { index in
                base?[index] = Self.entry(summaries[index], generation: nextGeneration)
            }
        }
        generation = nextGeneration
        for entry in results.compactMap({ $0 }) {
            let old = entries[entry.summary.path]
            if let old {
                count(old, by: -1)
                invalidateAll()  // member chains through the old version may resolve differently
            }
            entries[entry.summary.path] = entry
            count(entry, by: 1)
            invalidateOverrideCalls(from: old, to: entry)
        }
    }

    /// Adds files that cannot hold Cradle code (no graph, no `@Provide`, no Cradle import), with
    /// the names they use read from their tokens alone; they are never parsed. With
    /// `keepingText` false, their text is not kept either: ``textSource`` reads it back when a
    /// query needs it (an editor's files on disk).
    public mutating func addLight(_ files: [(input: SourceInput, uses: NameUseSummary)], keepingText: Bool = true) {
        generation = readVerdicts.nextStamp()
        for file in files {
            let text = keepingText ? file.input.text : SourceText(bytes: [])
            let summary = FileSummary(path: file.input.path, module: file.input.module, tree: SyntaxTree(textOnly: text))
            let entry = Entry(
                summary: summary, diagnostics: [], memberNames: file.uses.memberNames,
                extendedTypeNames: file.uses.extendedTypeNames, implicitMemberUses: file.uses.implicitMemberUses,
                declaredTypes: file.uses.declaredTypes, factories: [], generation: generation,
                isTextDropped: !keepingText, isParsed: false, mentionsSuppression: file.uses.mentionsSuppression,
                globalNames: file.uses.globalNames, inputCalls: file.uses.inputCalls)
            let old = entries[entry.summary.path]
            if let old { count(old, by: -1) }
            entries[entry.summary.path] = entry
            count(entry, by: 1)
            invalidateOverrideCalls(from: old, to: entry)
        }
    }

    /// Every name a generated accessor may be used by, and every graph's name: all a file
    /// without Cradle code can contribute to findings.
    public var generatedNames: Set<String> {
        var names: Set<String> = []
        for entry in entries.values {
            for graph in entry.factories { for factory in graph.factories { names.insert(factory.comparisonName) } }
        }
        return names
    }

    /// The last component of every graph's lexical name.
    public var graphNames: Set<String> {
        Set(entries.values.flatMap { $0.factories.compactMap { $0.graph.lexicalPath.last } })
    }

    /// Rebuilds the tables that lost most of their keys. A dictionary never shrinks: a closed
    /// 60 MB document left about 8 MiB of empty capacity in the type index and name counts.
    mutating func compactTables() {
        Self.compact(&entries)
        Self.compact(&memberNameCounts)
        Self.compact(&implicitUseCounts)
        Self.compact(&extensionCounts)
        Self.compact(&graphNameCounts)
        Self.compact(&typePaths)
        Self.compact(&globalPaths)
        Self.compact(&inputCallPaths)
        Self.compact(&generatedNameCounts)
        Self.compact(&generatedNamePaths)
        Self.compact(&graphNamePaths)
        Self.compact(&pathStamps)
    }

    /// A copy of `table` sized for its keys, when it holds under a quarter of its capacity.
    static func compact<Key, Value>(_ table: inout [Key: Value]) {
        guard table.capacity > 1024, table.capacity > 4 * table.count else { return }
        var compacted = [Key: Value](minimumCapacity: table.count)
        for (key, value) in table { compacted[key] = value }
        table = compacted
    }

    /// Adds (`delta` 1) or removes (`delta` -1) one file's share of the aggregates, leaving out
    /// the parts `same` says the file's other version holds alike (when one version replaces the
    /// other): typing in a large file re-hashes only what changed.
    mutating func count(_ entry: Entry, by delta: Int, same: SharedParts = SharedParts()) {
        if delta > 0, entry.mayHaveFindings {
            pathsWithPossibleFindings.insert(entry.summary.path)
        } else if delta < 0 {
            pathsWithPossibleFindings.remove(entry.summary.path)
        }
        // A key that comes or goes in the tables every file's findings read (graphs, exporting
        // modules, the type index, generated names) moves everything; a module that starts or
        // stops using a member name moves only the graphs that generate that name.
        var keysChanged = false
        var namesChanged: [String] = []
        @discardableResult
        func adjust(_ counts: inout [String: Int], _ key: String) -> Bool {
            let old = counts[key]
            let value = (old ?? 0) + delta
            counts[key] = value > 0 ? value : nil
            return (old == nil) != (value <= 0)
        }
        @discardableResult
        func adjust(_ counts: inout [String: [String: Int]], _ key: String, module: String) -> Bool {
            // Mutated in place: a copy taken out of the dictionary would be copied again on write.
            let changed = adjust(&counts[key, default: [:]], module)
            if counts[key]?.isEmpty == true { counts[key] = nil }
            return changed
        }
        defer {
            if keysChanged { invalidateAll() }
            // Only names some graph generates can move a finding (a name that becomes one
            // changes its graph's file, and the generated names' keys, moving everything).
            let moved = namesChanged.filter { generatedNameCounts[$0] != nil }
            if !moved.isEmpty {
                let stamp = readVerdicts.nextStamp()
                for name in moved { invalidate(accessor: name, at: stamp) }
            }
        }
        // A file several modules compile counts in each of them.
        for module in modules(compiling: entry.summary) {
            if !same.memberNames {
                for name in entry.memberNames where adjust(&memberNameCounts, name, module: module) {
                    namesChanged.append(name)
                }
            }
            if !same.implicitMemberUses {
                for use in entry.implicitMemberUses where adjust(&implicitUseCounts, use, module: module) {
                    namesChanged.append(Self.lastComponent(of: use))
                }
            }
            // An extension that comes or goes in a file also changes the type index (everything
            // moves), and every read found through an extension is an implicit use, counted above.
            if !same.extendedTypeNames {
                for name in entry.extendedTypeNames { adjust(&extensionCounts, name, module: module) }
            }
            if delta > 0 {
                pathsByModule[module, default: []].insert(entry.summary.path)
            } else {
                pathsByModule[module]?.remove(entry.summary.path)
                if pathsByModule[module]?.isEmpty == true { pathsByModule[module] = nil }
            }
            if !same.graphNames {
                for graph in entry.summary.graphs
                where adjust(&graphNameCounts, graph.lexicalPath.joined(separator: "."), module: module) {
                    keysChanged = true
                }
            }
            if !same.exportsCradle, entry.summary.exportsCradle, adjust(&exportCounts, module) { keysChanged = true }
        }
        func index(_ table: inout [String: Set<String>], _ key: String) {
            if delta > 0 {
                if table[key, default: []].insert(entry.summary.path).inserted { keysChanged = true }
            } else if table[key]?.remove(entry.summary.path) != nil {
                keysChanged = true
                if table[key]?.isEmpty == true { table[key] = nil }
            }
        }
        if !same.typePaths {
            for name in entry.declaredTypes.keys { index(&typePaths, Self.lastComponent(of: name)) }
            for name in entry.extendedTypeNames { index(&typePaths, name) }
        }
        if !same.globalNames { for name in entry.globalNames { index(&globalPaths, name) } }
        if !same.inputCalls { for name in entry.inputCalls { index(&inputCallPaths, name) } }
        // Which files declare each generated name and graph name: no key here moves any finding.
        func list(_ table: inout [String: Set<String>], _ key: String) {
            if delta > 0 {
                table[key, default: []].insert(entry.summary.path)
            } else {
                table[key]?.remove(entry.summary.path)
                if table[key]?.isEmpty == true { table[key] = nil }
            }
        }
        if !same.generatedNames {
            for graph in entry.factories {
                for factory in graph.factories {
                    if adjust(&generatedNameCounts, factory.comparisonName) { keysChanged = true }
                    list(&generatedNamePaths, factory.comparisonName)
                }
            }
        }
        if !same.graphNames {
            for graph in entry.summary.graphs { list(&graphNamePaths, graph.lexicalPath.last ?? "") }
        }
    }

    /// Which parts of a file's share of the aggregates two versions of it hold alike (none
    /// without a second version).
    struct SharedParts {
        var memberNames = false
        var implicitMemberUses = false
        var extendedTypeNames = false
        var typePaths = false
        var globalNames = false
        var inputCalls = false
        var generatedNames = false
        var graphNames = false
        var exportsCradle = false

        init() {}

        init(_ a: Entry, _ b: Entry) {
            memberNames = a.memberNames == b.memberNames
            implicitMemberUses = a.implicitMemberUses == b.implicitMemberUses
            extendedTypeNames = a.extendedTypeNames == b.extendedTypeNames
            typePaths =
                extendedTypeNames && a.declaredTypes.count == b.declaredTypes.count
                && a.declaredTypes.keys.allSatisfy { b.declaredTypes[$0] != nil }
            globalNames = a.globalNames == b.globalNames
            inputCalls = a.inputCalls == b.inputCalls
            generatedNames =
                a.factories.flatMap { $0.factories.map(\.comparisonName) }
                == b.factories.flatMap { $0.factories.map(\.comparisonName) }
            graphNames = a.summary.graphs.map(\.lexicalPath) == b.summary.graphs.map(\.lexicalPath)
            exportsCradle = a.summary.exportsCradle == b.summary.exportsCradle
        }
    }
}
