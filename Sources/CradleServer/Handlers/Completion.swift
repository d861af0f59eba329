import CradleAnalysis
import CradleProtocol
import CradleSyntax

extension Server {
    /// `textDocument/completion`: what the graph knows may be written here. It never waits for
    /// indexing: while a run is in flight the list says it is incomplete, so the client asks again.
    /// A client that applies list defaults gets the shared edit range once, not with every item.
    func completion(_ request: CompletionRequest) -> Result<CompletionList?, ResponseError> {
        guard let (path, offset, text) = resolve(request.textDocument, request.position) else {
            return .failure(ResponseError(code: ResponseError.invalidParams, message: CompletionRequest.invalidParamsMessage))
        }
        guard let items = workspace.completions(path: path, offset: offset, language: messageLanguage) else {
            return .success(isIndexing ? CompletionList(isIncomplete: true, items: []) : nil)
        }
        let snippets = clientCapabilities.expandsSnippets
        let tags = clientCapabilities.showsDeprecatedTag
        let sharedRange = items.first.map(\.range).flatMap { range in items.allSatisfy { $0.range == range } ? range : nil }
        let defaults = sharedRange.flatMap { range in
            clientCapabilities.appliesCompletionDefaults
                ? CompletionItemDefaults(editRange: text.lspRange(range, encoding: encoding), insertTextFormat: 1) : nil
        }
        var ranges: [ByteRange: LSPRange] = [:]
        let width = String(items.count).count
        return .success(
            CompletionList(
                isIncomplete: isIndexing, itemDefaults: defaults,
                items: items.enumerated().map { index, item in
                    let isSnippet = snippets && item.snippet != nil
                    let newText = isSnippet ? item.snippet ?? item.text : item.text
                    let rank = String(index)
                    var edit: LSPTextEdit?
                    if defaults == nil {
                        let range = ranges[item.range] ?? text.lspRange(item.range, encoding: encoding)
                        ranges[item.range] = range
                        edit = LSPTextEdit(range: range, newText: newText)
                    }
                    return LSPCompletionItem(
                        label: item.label, kind: Self.kind(item.kind), tags: item.deprecation != nil && tags ? [1] : nil,
                        detail: item.deprecation.map { "\(item.detail) · \($0)" } ?? item.detail,
                        documentation: item.documentation.map { MarkupContent(kind: .markdown, value: $0) },
                        deprecated: item.deprecation != nil && !tags ? true : nil,
                        sortText: String(repeating: "0", count: width - rank.count) + rank, filterText: item.filterText,
                        insertTextFormat: defaults == nil || isSnippet ? (isSnippet ? 2 : 1) : nil, textEdit: edit,
                        textEditText: defaults != nil && newText != item.label ? newText : nil,
                        data: item.reference.map(data))
                }))
    }

    /// `completionItem/resolve`: the item back with the documentation of what it names (what
    /// hover shows), every other field as the client sent it.
    func resolveCompletion(_ request: CompletionResolveRequest) -> Result<JSON, ResponseError> {
        guard case .object(var fields) = request.item else { return .success(request.item) }
        guard fields["documentation"] == nil, let data = request.item["data"]?.arrayValue, data.count == 4,
            let kind = data[0].stringValue.flatMap(CompletionItem.Reference.Kind.init(rawValue:)),
            let number = data[1].intValue, number >= 0, number < completionFiles.count,
            let graph = data[2].stringValue, let name = data[3].stringValue,
            let documentation = workspace.completionDocumentation(
                of: CompletionItem.Reference(kind: kind, file: completionFiles[number], graph: graph, name: name),
                language: messageLanguage)
        else { return .success(request.item) }
        fields["documentation"] = .object(["kind": .string("markdown"), "value": .string(documentation)])
        return .success(.object(fields))
    }

    /// An item's `data`: what it names, its file by number (`["factory", 0, "AppGraph", "makeClock"]`).
    private func data(_ reference: CompletionItem.Reference) -> JSON {
        let number: Int
        if let known = completionFileNumbers[reference.file] {
            number = known
        } else {
            number = completionFiles.count
            completionFiles.append(reference.file)
            completionFileNumbers[reference.file] = number
        }
        return .array([.string(reference.kind.rawValue), .int(number), .string(reference.graph), .string(reference.name)])
    }

    private static func kind(_ kind: CompletionItem.Kind) -> CompletionItemKind {
        switch kind {
        case .property: .property
        case .method: .method
        case .variable: .variable
        case .enumMember: .enumMember
        case .keyword: .keyword
        case .type: .class
        case .snippet: .snippet
        }
    }
}
