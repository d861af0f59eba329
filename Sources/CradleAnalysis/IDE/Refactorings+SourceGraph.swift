import CradleSyntax

/// Move factories into a new source graph (`refactor.extract`, `cradle.md` §2.7): the new graph
/// holds them, the old one reads it through `sources:`, and what took a moved registration as a
/// parameter reads it from the source instead.
extension Workspace {
    /// The move of `moved` (factories of `graph`, in declaration order) into a new graph named
    /// after the first one's registration, in a new file beside the old one (or, when the editor
    /// cannot create files, at the end of the old file). Disabled, with the reasons, when a moved
    /// factory needs what stays behind (a registration, `input`, another source), when a moved
    /// registration is read from outside the graph (a source is private to the graph that holds
    /// it), when a consumer has no body to rewrite, or when the result would add an error.
    func sourceGraphRefactorings(
        moving moved: [Factory], in graph: GraphFactories, path: String, tree: SyntaxTree, canCreateFiles: Bool,
        language: MessageLanguage
    ) -> [Refactoring] {
        guard !moved.isEmpty, let oldName = graph.graph.lexicalPath.last, let entry = entries[path] else { return [] }
        let module = entry.summary.module
        let resolver = TypeResolver(self)
        var reasons: [String] = []
        // The new graph's name: the first moved registration's type, then a free number.
        let base = (TypeNaming.nameToken(of: moved[0].returnType)?.name ?? "Moved") + "Graph"
        var newName = base
        var number = 2
        while resolver.isTypeName(newName, from: module) || newName == oldName {
            newName = base + String(number)
            number += 1
        }
        let storage = TypeNaming.lowerCamelCase(newName)
        let movedNames = Set(moved.map(\.name))
        let movedIdentities = Set(moved.filter { !$0.isExternal }.map(\.identity))
        let staying = graph.factories.filter { !movedNames.contains($0.name) }
        let sourceNames = Set(graph.sources.map(\.type.generatedName))

        if !graph.graph.arguments.inputs.isEmpty {
            reasons.append(RefactoringText.hasInput.text(in: language, oldName))
        }
        if graph.graph.declaration.kind == .actor { reasons.append(Message.sourcesOnActor().text(in: language)) }
        for factory in moved {
            for parameter in factory.graphParameters where !movedIdentities.contains(parameter.identity) {
                if staying.contains(where: { !$0.isExternal && $0.identity == parameter.identity }) {
                    reasons.append(RefactoringText.takesStaying.text(in: language, factory.name, parameter.typeText, oldName))
                }
            }
            for name in Self.bareNames(in: factory, tree: tree) where name == "input" || sourceNames.contains(name) {
                reasons.append(RefactoringText.readsMissing.text(in: language, factory.name, name))
            }
        }
        // Uses of a moved registration outside the graph's own parameters.
        for factory in moved where !factory.isExternal {
            for use in uses(of: factory, in: graph, graphPath: path, resolver: resolver) {
                switch use.kind {
                case .parameter: continue
                case .accessorRead, .possibleAccessorRead, .boundInputRead:
                    reasons.append(
                        RefactoringText.readThrough.text(
                            in: language, factory.generatedName, oldName, place(use.location), storage))
                case .overrideLabel:
                    reasons.append(
                        RefactoringText.testOverrides.text(in: language, factory.generatedName, oldName, place(use.location)))
                }
            }
        }
        for factory in moved where factory.isExternal {
            reasons.append(RefactoringText.externalMoved.text(in: language, factory.name, oldName))
        }

        var edits: [TextEdit] = []
        // The consumers that stay: a moved parameter is dropped, its uses read the source.
        for consumer in staying {
            let takes = consumer.graphParameters.filter { movedIdentities.contains($0.identity) }
            guard !takes.isEmpty else { continue }
            guard let body = consumer.function.body else {
                reasons.append(RefactoringText.noBody.text(in: language, consumer.name, storage))
                continue
            }
            let clause = consumer.function.parameters.parameters
            for parameter in takes {
                guard let index = clause.firstIndex(where: { $0.range == parameter.parameter.range }) else { continue }
                let range: ByteRange
                if index + 1 < clause.count {
                    range = ByteRange(start: clause[index].range.start, end: clause[index + 1].range.start)
                } else if index > 0 {
                    range = ByteRange(start: clause[index - 1].range.end, end: clause[index].range.end)
                } else {
                    range = clause[index].range
                }
                edits.append(TextEdit(file: path, range: range, newText: ""))
                guard let local = parameter.parameter.localName?.name,
                    let provider = moved.first(where: { $0.identity == parameter.identity })
                else { continue }
                let tokens = tree.tokens
                for index in body.innerTokens where tokens[index].kind == .identifier {
                    guard tree.canonicalText(ofToken: index, removingBackticks: true) == local else { continue }
                    if index > 0, tokens[index - 1].kind == .period || tokens[index - 1].kind == .prefixPeriod { continue }
                    if index + 1 < tokens.count, tokens[index + 1].kind == .colon { continue }  // a label
                    if index > 0, tokens[index - 1].kind == .keyword,
                        [.let, .var].contains(tokens[index - 1].keyword)
                    {
                        reasons.append(RefactoringText.declaresOwn.text(in: language, consumer.name, local))
                        continue
                    }
                    edits.append(
                        TextEdit(file: path, range: tokens[index].range, newText: "\(storage).\(provider.generatedName)"))
                }
            }
        }
        // The moved declarations leave the old graph, whole lines with their doc comments.
        let bytes = tree.text.bytes
        for factory in moved {
            edits.append(TextEdit(file: path, range: Self.lines(of: factory.function.range, in: bytes), newText: ""))
        }
        edits.append(sourcesArgument(newName, in: graph, path: path))

        // The new graph: the old one's imports, kind, access and lifetime, and the moved text.
        let access = graph.graph.declaration.modifiers.first { [.public, .package, .open].contains($0.keyword) }
            .map { $0.keyword == .open ? "public" : tree.text[$0.range] }
        let imports = tree.declarations.compactMap { declaration -> String? in
            guard case .import(let value) = declaration else { return nil }
            return tree.text[value.range]
        }
        var arguments: [String] = []
        if graph.isSharedGraph { arguments.append(".shared") }
        if graph.graph.arguments.hasOverrides { arguments.append("overrides: true") }
        let newPath = Self.directory(of: path) + "/" + newName + ".swift"
        let createsFile = canCreateFiles && entries[newPath] == nil
        // A file of its own starts with the old file's imports; the old file has them already.
        var text = createsFile ? (imports.isEmpty ? ["import Cradle"] : imports).joined(separator: "\n") + "\n\n" : ""
        text += "/// " + RefactoringText.movedComment.text(in: language, oldName, storage) + "\n"
        text += "@DependencyGraph" + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")") + "\n"
        let declaration = "final class \(newName)"  // literal: generated Swift
        text += (access.map { "\($0) " } ?? "") + declaration + (graph.isSharedGraph ? ": Sendable" : "") + " {\n"
        if access != nil, !graph.isSharedGraph { text += "    \(access ?? "public") init() {}\n\n" }
        for factory in moved {
            let lines = Self.lines(of: factory.function.range, in: bytes)
            text += String(decoding: bytes[lines.start..<lines.end], as: UTF8.self)
        }
        text += "}\n"
        var created: [Refactoring.CreatedFile] = []
        if createsFile {
            created.append(Refactoring.CreatedFile(path: newPath, module: module, text: text))
        } else {
            edits.append(
                TextEdit(file: path, range: ByteRange(at: bytes.count), newText: (bytes.last == 0x0A ? "\n" : "\n\n") + text))
        }
        // Every `Old(…)` and `Old.override(…).build(…)` passes the new source, in the normalised
        // order (by type text, `cradle.md` §2.7); a `.shared` graph makes its own.
        if !graph.isSharedGraph {
            let order = (graph.sources.map { ($0.type.generatedName, $0.type.identity) } + [(storage, newName)])
                .sorted { $0.1 < $1.1 }.map(\.0)
            let position = order.firstIndex(of: storage) ?? 0
            let later = Set(order[(position + 1)...])
            for call in graphCalls(of: graph, path: path, resolver: resolver) {
                let argument = "\(storage): \(newName)()"
                if let next = call.arguments.first(where: { $0.label.map(later.contains) ?? false }) {
                    edits.append(TextEdit(file: call.file, range: ByteRange(at: next.range.start), newText: argument + ", "))
                } else if let last = call.arguments.last {
                    edits.append(TextEdit(file: call.file, range: ByteRange(at: last.range.end), newText: ", " + argument))
                } else {
                    edits.append(TextEdit(file: call.file, range: call.parentheses, newText: "(\(argument))"))
                }
            }
        }
        let title = RefactoringText.moveTitle.text(
            in: language, moved.map { "`\($0.name)`" }.joined(separator: ", "), newName)
        if reasons.isEmpty {
            if let after = applying(edits, creating: created) {
                let files = Array(Set(edits.map(\.file) + created.map(\.path))).sorted()
                reasons += addedErrors(after, in: files).map {
                    "\($0.localized(to: language).message) (\($0.code.rawValue), \(after.place(Location(file: $0.file, range: $0.range))))"
                }
            } else {
                reasons.append(RefactoringText.editsOverlap.text(in: language))
            }
        }
        return [
            Refactoring(
                title: title, kind: .extract, edits: edits, createdFiles: created,
                disabledReason: reasons.isEmpty ? nil : uniqued(reasons).joined(separator: "; "))
        ]
    }

    /// `sources: [New.self]` added to the graph's attribute (or `New.self` to its list), in
    /// Cradle's argument order.
    private func sourcesArgument(_ newName: String, in graph: GraphFactories, path: String) -> TextEdit {
        let attribute = graph.graph.attribute
        let element = "\(newName).self"
        guard let clause = attribute.arguments else {
            return TextEdit(file: path, range: ByteRange(at: attribute.range.end), newText: "(sources: [\(element)])")
        }
        if let list = clause.arguments.first(where: { $0.label?.name == "sources" }), let tree = tree(of: path) {
            // Before the list's `]`.
            let close = tree.tokenIndex(containing: max(list.range.end - 1, list.range.start))
            if tree.tokens[close].kind == .rightSquare {
                return TextEdit(file: path, range: ByteRange(at: Int(tree.tokens[close].start)), newText: ", " + element)
            }
        }
        let argument = "sources: [\(element)]"
        if let later = clause.arguments.first(where: { ["overrides", "diagram"].contains($0.label?.name) }) {
            return TextEdit(file: path, range: ByteRange(at: later.range.start), newText: argument + ", ")
        }
        if let last = clause.arguments.last {
            return TextEdit(file: path, range: ByteRange(at: last.range.end), newText: ", " + argument)
        }
        return TextEdit(file: path, range: ByteRange(at: clause.innerRange.start), newText: argument)
    }

    /// The names a factory's body reads bare (not after `.`, not as labels).
    static func bareNames(in factory: Factory, tree: SyntaxTree) -> Set<String> {
        guard let body = factory.function.body else { return [] }
        let tokens = tree.tokens
        var names = Set<String>()
        for index in body.innerTokens where tokens[index].kind == .identifier {
            if index > 0, tokens[index - 1].kind == .period || tokens[index - 1].kind == .prefixPeriod { continue }
            if index + 1 < tokens.count, tokens[index + 1].kind == .colon { continue }
            names.insert(tree.canonicalText(ofToken: index, removingBackticks: true))
        }
        return names
    }

    /// `range` grown to whole lines, with the comment lines just above it.
    static func lines(of range: ByteRange, in bytes: [UInt8]) -> ByteRange {
        func lineStart(_ offset: Int) -> Int {
            var index = offset
            while index > 0, bytes[index - 1] != 0x0A { index -= 1 }
            return index
        }
        var start = lineStart(range.start)
        while start > 0 {
            let previous = lineStart(start - 1)
            let line = bytes[previous..<(start - 1)].drop { $0 == 0x20 || $0 == 0x09 }
            guard line.starts(with: Array("//".utf8)) else { break }
            start = previous
        }
        var end = range.end
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        return ByteRange(start: start, end: min(bytes.count, end + 1))
    }

    /// A path's folder.
    static func directory(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    }
}

/// The strings in first-seen order, each once.
private func uniqued(_ values: [String]) -> [String] {
    var seen = Set<String>()
    return values.filter { seen.insert($0).inserted }
}
