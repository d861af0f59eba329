import CradleAnalysis
import CradleProtocol

extension Server {
    /// `textDocument/completion`: what the graph knows may be written here. It never waits for
    /// indexing: while a run is in flight the list says it is incomplete, so the client asks again.
    func completion(_ request: CompletionRequest) -> Result<CompletionList?, ResponseError> {
        guard let (path, offset, text) = resolve(request.textDocument, request.position) else {
            return .failure(ResponseError(code: ResponseError.invalidParams, message: CompletionRequest.invalidParamsMessage))
        }
        guard let items = workspace.completions(path: path, offset: offset) else {
            return .success(isIndexing ? CompletionList(isIncomplete: true, items: []) : nil)
        }
        let snippets = clientCapabilities.expandsSnippets
        let tags = clientCapabilities.showsDeprecatedTag
        let width = String(items.count).count
        return .success(
            CompletionList(
                isIncomplete: isIndexing,
                items: items.enumerated().map { index, item in
                    let isSnippet = snippets && item.snippet != nil
                    let rank = String(index)
                    return LSPCompletionItem(
                        label: item.label, kind: Self.kind(item.kind), tags: item.deprecation != nil && tags ? [1] : nil,
                        detail: item.deprecation.map { "\(item.detail) · \($0)" } ?? item.detail,
                        documentation: item.documentation.map { MarkupContent(kind: .markdown, value: $0) },
                        deprecated: item.deprecation != nil && !tags ? true : nil,
                        sortText: String(repeating: "0", count: width - rank.count) + rank, filterText: item.filterText,
                        insertTextFormat: isSnippet ? 2 : 1,
                        textEdit: LSPTextEdit(
                            range: text.lspRange(item.range, encoding: encoding),
                            newText: isSnippet ? item.snippet ?? item.text : item.text),
                        data: item.reference.map(Self.data))
                }))
    }

    /// `completionItem/resolve`: the item back with the documentation of what it names (what
    /// hover shows), every other field as the client sent it.
    func resolveCompletion(_ request: CompletionResolveRequest) -> Result<JSON, ResponseError> {
        guard case .object(var fields) = request.item else { return .success(request.item) }
        guard fields["documentation"] == nil, let data = request.item["data"],
            let kind = data["kind"]?.stringValue.flatMap(CompletionItem.Reference.Kind.init(rawValue:)),
            let file = data["file"]?.stringValue, let graph = data["graph"]?.stringValue, let name = data["name"]?.stringValue,
            let documentation = workspace.completionDocumentation(
                of: CompletionItem.Reference(kind: kind, file: file, graph: graph, name: name))
        else { return .success(request.item) }
        fields["documentation"] = .object(["kind": .string("markdown"), "value": .string(documentation)])
        return .success(.object(fields))
    }

    private static func data(_ reference: CompletionItem.Reference) -> JSON {
        .object([
            "kind": .string(reference.kind.rawValue), "file": .string(reference.file), "graph": .string(reference.graph),
            "name": .string(reference.name),
        ])
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
