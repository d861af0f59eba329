import CradleSyntax

/// How an entry is built: from a freshly summarised file, or from the previous entry moved or
/// renamed by an edit that changed no declaration (``movedEntry``, ``renamedEntry``).
extension Workspace {
    /// The entry of a freshly summarised file. With `factoryChecks`, the factories whose
    /// declarations the file's previous analysis checked are taken from there, and this
    /// analysis's checks are kept for the next.
    static func entry(_ summary: FileSummary, generation: Int, factoryChecks: FactoryCheckCache? = nil) -> Entry {
        var checks = factoryChecks?.take(summary.path)
        let (diagnostics, validators) = Analyzer.analyze(summary, factoryChecks: &checks)
        if let factoryChecks, let checks { factoryChecks.keep(checks, for: summary.path) }
        var graphs: [GraphFactories] = []
        for validator in validators {
            graphs.append(
                GraphFactories(
                    graph: validator.graph, isValid: validator.isValid, factories: validator.factories,
                    sources: validator.sources))
        }
        var names: Set<String> = []
        NameUses.forEachIdentifier(in: summary.tree, range: ByteRange(start: 0, end: summary.tree.text.count)) { isMember, name in
            if isMember { names.insert(name.string()) }
        }
        var extended: Set<String> = []
        // Names read through implicit `self`, as `Type.name`: inside extensions, and the
        // accessors the graphs name in their own bodies (a graph file is never kept light, so
        // only the first are mirrored by the token walk of ``NameUseSummary``).
        var implicitUses: Set<String> = []
        var selfReads: Set<String> = []
        var declared: [String: ByteRange] = [:]
        var accessorsByGraph: [[String]: Set<String>] = [:]
        for graph in graphs {
            accessorsByGraph[graph.graph.lexicalPath, default: []].formUnion(graph.factories.map(\.comparisonName))
        }
        DeclarationWalk.walk(summary.tree.declarations) { step in
            switch step.declaration {
            case .type(let type):
                let inner = step.bodyPath
                if type.kind == .extension, let name = type.name?.name {
                    extended.insert(name)
                    implicitUses.formUnion(bareNames(in: type.range, of: summary.tree).map { "\(name).\($0)" })
                } else if let accessors = accessorsByGraph[inner], let name = inner.last {
                    let read = bareNames(in: type.range, of: summary.tree, among: accessors)
                    selfReads.formUnion(read)
                    implicitUses.formUnion(read.map { "\(name).\($0)" })
                }
                if type.kind != .extension, let name = type.name, declared[inner.joined(separator: ".")] == nil {
                    declared[inner.joined(separator: ".")] = name.range
                }
            case .typeAlias(let alias):
                declared[(step.path + [alias.name.name]).joined(separator: ".")] = alias.name.range
            default:
                break
            }
            return .descend
        }
        let shapes = TypeShape.shapes(of: summary.tree)
        var shapeHasher = Hasher()
        for shape in shapes { shapeHasher.combine(shape.digest) }
        for graph in graphs {
            // Not whether the graph is valid: chains resolve through its factories either way,
            // and only its own file's findings depend on it (through the file's generation).
            shapeHasher.combine(graph.graph.lexicalPath)
            for factory in graph.factories {
                shapeHasher.combine(factory.comparisonName)
                shapeHasher.combine(factory.returnText)
                shapeHasher.combine(factory.isExternal)
            }
            for source in graph.sources { shapeHasher.combine(source.type.identity) }
            for input in graph.graph.arguments.inputs { shapeHasher.combine(input.type.identity) }
        }
        let globals = Set((shapes.first { $0.kind == .fileScope }?.members ?? [:]).filter { !$0.value.isMethod }.keys)
        // The findings, the summary and the sets above are all that is read without a query: the
        // entry keeps the text and drops the tree (tokens and declarations cost about ten times
        // the text), and queries parse the file again (see `tree(of:)`). The graphs' own
        // declarations stay in the summary, small beside the file.
        return Entry(
            summary: summary.withTextOnlyTree(), diagnostics: diagnostics, memberNames: names,
            extendedTypeNames: extended, implicitMemberUses: implicitUses, declaredTypes: declared, factories: graphs,
            generation: generation, isParsed: true,
            mentionsSuppression: NameUseSummary.mentionsSuppression(summary.tree.text.bytes),
            typeShapes: summary.tree.text.count <= TypeShapeCache.keptTextLimit ? shapes : nil,
            globalNames: globals, inputCalls: NameUses.inputCalls(tokens: summary.tree.tokens, bytes: summary.tree.text.bytes),
            shapeDigest: shapeHasher.finalize() | 1, codeDigest: codeDigest(of: summary.tree),
            inertTokens: summary.tree.text.count <= inertTokensTextLimit ? inertTokens(of: summary.tree) : [],
            selfReadNames: selfReads)
    }

    /// Files up to this size keep their inert token ranges (a few bytes per function).
    static let inertTokensTextLimit = 4 << 20

    /// The token ranges of a tree where renaming a name (an identifier token typed into, its
    /// kind, keyword and flags unchanged) changes no declaration, member chain or shape, only
    /// the code: the bodies of functions and explicit accessors, and the parenthesised groups
    /// of a stored variable's initialiser (a chain reads `T(…)` as a call of `T`, whatever the
    /// arguments), outside extensions (whose bare names are implicit uses of the extended type)
    /// and initialisers (whose `self.x = y` assignments the type index reads). The parser reads
    /// such stretches as balanced brackets, by token kinds and keywords alone.
    static func inertTokens(of tree: SyntaxTree) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        let tokens = tree.tokens
        DeclarationWalk.walk(tree.declarations) { step in
            switch step.declaration {
            case .type(let type):
                return type.kind == .extension ? .skipMembers : .descend
            case .function(let function):
                if let body = function.body, !body.innerTokens.isEmpty { ranges.append(body.innerTokens) }
            case .variable(let variable):
                for binding in variable.bindings {
                    for accessor in binding.accessors?.accessors ?? [] {
                        if let body = accessor.body, !body.innerTokens.isEmpty { ranges.append(body.innerTokens) }
                    }
                    guard let initializer = binding.initializer, initializer.start < initializer.end else { continue }
                    var index = tree.tokenIndex(containing: initializer.start)
                    let limit = tree.tokenIndex(containing: initializer.end)
                    while index < limit {
                        if tokens[index].kind == .leftParen, let close = MemberChain.closing(of: index, in: tokens),
                            close < limit
                        {
                            if index + 1 < close { ranges.append((index + 1)..<close) }
                            index = close + 1
                        } else {
                            index += 1
                        }
                    }
                }
            default:
                break
            }
            return .descend
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        return ranges
    }

    /// Whether the token at `index` lies in one of `ranges` (sorted, as ``inertTokens(of:)`` gives them).
    static func isInert(_ index: Int, in ranges: [Range<Int>]) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].lowerBound <= index { low = middle + 1 } else { high = middle }
        }
        // The ranges are disjoint (a body's declarations are not parsed, and the groups listed
        // are the outermost): only the last one starting at or before `index` can hold it.
        return low > 0 && ranges[low - 1].contains(index)
    }

    /// The entry of a file whose new text has the old one's tokens, moved (`edit` changed white
    /// space or comments alone): the old entry with its positions moved and the new text. Nil
    /// when the old entry holds findings or syntax whose positions are not moved here (graphs,
    /// `@Provide` attributes, type aliases), or a position that is no token's edge; the file is
    /// then analysed again. The suppression mention is read again: comments may have changed.
    static func movedEntry(_ old: Entry, text: SourceText, edit: TokenEdit, generation: Int) -> Entry? {
        guard edit.isTriviaOnly else { return nil }
        return moving(
            old, text: text, edit: edit, generation: generation, inputCalls: { old.inputCalls }, codeDigest: { old.codeDigest })
    }

    /// The entry of a file whose new text renames names inside the old entry's inert token
    /// ranges (``inertTokens(of:)``), one token for one, none of them a member (`.name`), an
    /// attribute (`@Name`) or `input`: the old entry with its positions moved, the new text, its
    /// code digest, and the graphs called with `input:` read again when a renamed name is
    /// called. Nil otherwise, or under the conditions of ``movedEntry(_:text:edit:generation:)``.
    static func renamedEntry(_ old: Entry, text: SourceText, edit: TokenEdit, generation: Int) -> Entry? {
        guard let renamed = edit.renamedTokens, !renamed.isEmpty, renamed.count <= 8, !old.isTextDropped else { return nil }
        let tokens = edit.tokens
        var callsMoved = false
        for index in renamed {
            guard tokens[index].kind == .identifier, index > 0, isInert(index, in: old.inertTokens) else { return nil }
            let previous = tokens[index - 1].kind
            guard previous != .period, previous != .prefixPeriod, previous != .atSign else { return nil }
            if NameUses.spelling(of: tokens[index], in: text.bytes) == "input" { return nil }
            if index + 1 < tokens.count, tokens[index + 1].kind == .leftParen { callsMoved = true }
        }
        // Nor was any of them `input`.
        let oldBytes = old.summary.tree.text.bytes
        for token in edit.renamedFrom where NameUses.spelling(of: token, in: oldBytes) == "input" { return nil }
        return moving(
            old, text: text, edit: edit, generation: generation,
            inputCalls: { callsMoved ? NameUses.inputCalls(tokens: tokens, bytes: text.bytes) : old.inputCalls },
            codeDigest: { codeDigest(tokens: tokens, bytes: text.bytes) })
    }

    /// `old` with the new text and its positions moved by `edit`, the given input calls and
    /// code digest (read only once the move succeeded), everything else kept: nil unless the
    /// old entry holds no findings and no syntax whose positions are not moved here (graphs,
    /// `@Provide` attributes, type aliases), and every position it keeps is a token's edge.
    static func moving(
        _ old: Entry, text: SourceText, edit: TokenEdit, generation: Int, inputCalls: () -> Set<String>,
        codeDigest: () -> Int
    ) -> Entry? {
        let summary = old.summary
        guard old.isParsed, !old.isTextDropped, old.shapeDigest != 0, old.diagnostics.isEmpty, old.factories.isEmpty,
            summary.graphs.isEmpty, summary.misplacedProvides.isEmpty, summary.localProvides.isEmpty,
            summary.typeAliases.isEmpty
        else { return nil }
        var declared: [String: ByteRange] = [:]
        declared.reserveCapacity(old.declaredTypes.count)
        for (name, range) in old.declaredTypes {
            guard let moved = edit.newRange(range) else { return nil }
            declared[name] = moved
        }
        var shapes: [TypeShape]?
        if let oldShapes = old.typeShapes {
            var moved: [TypeShape] = []
            moved.reserveCapacity(oldShapes.count)
            for shape in oldShapes {
                guard let shape = shape.moved(by: edit) else { return nil }
                moved.append(shape)
            }
            shapes = moved
        }
        return Entry(
            summary: summary.replacingText(text), diagnostics: [], memberNames: old.memberNames,
            extendedTypeNames: old.extendedTypeNames, implicitMemberUses: old.implicitMemberUses, declaredTypes: declared,
            factories: [], generation: generation, isParsed: true,
            mentionsSuppression: mentionsSuppression(old, text: text, edit: edit), typeShapes: shapes,
            globalNames: old.globalNames, inputCalls: inputCalls(), shapeDigest: old.shapeDigest, codeDigest: codeDigest(),
            inertTokens: old.inertTokens)
    }

    /// Whether `text`, `edit`'s new version of `old`'s text, mentions `cradle-lsp:ignore`: a
    /// mention the old text lacked can only overlap the changed bytes.
    static func mentionsSuppression(_ old: Entry, text: SourceText, edit: TokenEdit) -> Bool {
        if old.mentionsSuppression { return NameUseSummary.mentionsSuppression(text.bytes) }
        let margin = SuppressionComment.marker.utf8.count
        let start = max(0, edit.newChange.lowerBound - margin)
        let end = min(text.count, edit.newChange.upperBound + margin)
        return NameUseSummary.mentionsSuppression(Array(text.bytes[start..<end]))
    }

    /// A digest of a file's tokens without trivia: comments and white space do not change it.
    /// Each token is written as its kind, its length (four bytes) and its bytes, which no other
    /// list of tokens writes alike; the writing goes through a 64 KiB buffer that the hasher
    /// reads in one call each time it fills (a call per token cost more than the hashing).
    static func codeDigest(of tree: SyntaxTree) -> Int {
        codeDigest(tokens: tree.tokens, bytes: tree.text.bytes)
    }

    /// ``codeDigest(of:)`` of a text's tokens.
    static func codeDigest(tokens: [Token], bytes textBytes: [UInt8]) -> Int {
        var hasher = Hasher()
        let capacity = 1 << 16
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            textBytes.withUnsafeBytes { bytes in
                guard let target = buffer.baseAddress, let source = bytes.baseAddress else { return }
                var used = 0
                for token in tokens {
                    let length = Int(token.end) - Int(token.start)
                    if used + 5 + length > capacity {
                        hasher.combine(bytes: UnsafeRawBufferPointer(start: target, count: used))
                        used = 0
                    }
                    target[used] = token.kind.rawValue
                    for byte in 0..<4 { target[used + 1 + byte] = UInt8(truncatingIfNeeded: length >> (8 * byte)) }
                    used += 5
                    if used + length > capacity {
                        // A token longer than the buffer (a large literal) is read where it is.
                        hasher.combine(bytes: UnsafeRawBufferPointer(start: target, count: used))
                        hasher.combine(bytes: UnsafeRawBufferPointer(start: source + Int(token.start), count: length))
                        used = 0
                    } else if length > 0 {
                        UnsafeMutableRawPointer(target + used).copyMemory(from: source + Int(token.start), byteCount: length)
                        used += length
                    }
                }
                hasher.combine(bytes: UnsafeRawBufferPointer(start: target, count: used))
            }
        }
        return hasher.finalize()
    }

    /// What a file's declarations say about types: kept for a parsed file, else read from its
    /// tree once and cached.
    func typeShapes(of path: String) -> [TypeShape] {
        guard let entry = entries[path] else { return [] }
        if let shapes = entry.typeShapes { return shapes }
        return shapeCache.shapes(for: entry) { tree(of: path).map(TypeShape.shapes(of:)) ?? [] }
    }

    /// Identifiers in `range` that are not member accesses (no `.` before them) and could be a
    /// generated accessor (they start with a lower-case letter or `_`); with `among`, only
    /// those names (the others are not spelled out: a graph's body is read on every edit).
    static func bareNames(in range: ByteRange, of tree: SyntaxTree, among: Set<String>? = nil) -> Set<String> {
        var names: Set<String> = []
        let keys = among.map { Set($0.map { NameUses.Spelling.key(of: $0) }) }
        NameUses.forEachIdentifier(in: tree, range: range) { isMember, spell in
            guard !isMember else { return }
            if let keys, !keys.contains(spell.key) { return }
            let name = spell.string()
            if let among, !among.contains(name) { return }
            guard let first = name.utf8.first,
                first == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first)
            else { return }
            names.insert(name)
        }
        return names
    }
}
