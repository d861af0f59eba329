/// `textDocument/completion`: what may be written at a position.
public struct CompletionRequest: LSPRequest {
    /// The method name.
    public static let method = "textDocument/completion"
    /// The message for parameters that do not decode.
    public static let invalidParamsMessage = "expected a text document position"
    /// The completions; `null` where the server has none to offer.
    public typealias Response = CompletionList?

    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The position in it.
    public var position: Position
}

/// LSP's `CompletionList`.
public struct CompletionList: Codable, Sendable, Hashable {
    /// Whether typing on should ask again (the list is not final: indexing is running).
    public var isIncomplete: Bool
    /// What items leave out (LSP 3.17), for a client that accepts defaults.
    public var itemDefaults: CompletionItemDefaults?
    /// The items, ranked by their `sortText`.
    public var items: [LSPCompletionItem]

    /// A list as given.
    public init(isIncomplete: Bool, itemDefaults: CompletionItemDefaults? = nil, items: [LSPCompletionItem]) {
        self.isIncomplete = isIncomplete
        self.itemDefaults = itemDefaults
        self.items = items
    }
}

/// LSP's `CompletionList.itemDefaults`: the range every item replaces and the format of items
/// that give none, sent once instead of with each item.
public struct CompletionItemDefaults: Codable, Sendable, Hashable {
    /// The range replaced by an item's `textEditText` (or label).
    public var editRange: LSPRange?
    /// The format of items that give none.
    public var insertTextFormat: Int?

    /// Defaults as given.
    public init(editRange: LSPRange?, insertTextFormat: Int?) {
        self.editRange = editRange
        self.insertTextFormat = insertTextFormat
    }
}

/// LSP's `CompletionItem`, with the fields the server fills.
public struct LSPCompletionItem: Codable, Sendable, Hashable {
    /// What the list shows.
    public var label: String
    /// The icon.
    public var kind: CompletionItemKind?
    /// `[1]` (deprecated) for a client that supports tags.
    public var tags: [Int]?
    /// One line beside the label.
    public var detail: String?
    /// Markdown shown with the item (filled by `completionItem/resolve` when it is costly).
    public var documentation: MarkupContent?
    /// The deprecated flag, for a client without tag support.
    public var deprecated: Bool?
    /// The rank, compared as text.
    public var sortText: String?
    /// What the written word is matched against.
    public var filterText: String?
    /// 1 plain text, 2 snippet.
    public var insertTextFormat: Int?
    /// The replaced range and the inserted text.
    public var textEdit: LSPTextEdit?
    /// The inserted text, over the list's default range, when it is not the label.
    public var textEditText: String?
    /// What `completionItem/resolve` needs to find the documentation.
    public var data: JSON?

    /// An item as given.
    public init(
        label: String, kind: CompletionItemKind?, tags: [Int]?, detail: String?, documentation: MarkupContent?,
        deprecated: Bool?, sortText: String?, filterText: String?, insertTextFormat: Int?, textEdit: LSPTextEdit?,
        textEditText: String? = nil, data: JSON?
    ) {
        self.label = label
        self.kind = kind
        self.tags = tags
        self.detail = detail
        self.documentation = documentation
        self.deprecated = deprecated
        self.sortText = sortText
        self.filterText = filterText
        self.insertTextFormat = insertTextFormat
        self.textEdit = textEdit
        self.textEditText = textEditText
        self.data = data
    }
}

/// LSP's `CompletionItemKind` (the values the server uses).
public enum CompletionItemKind: Int, Codable, Sendable, Hashable {
    case method = 2
    case variable = 6
    case `class` = 7
    case property = 10
    case keyword = 14
    case snippet = 15
    case enumMember = 20
}

/// LSP's `CompletionOptions`.
public struct CompletionOptions: Codable, Sendable, Hashable {
    /// The characters that ask for completion.
    public var triggerCharacters: [String]
    /// Whether items are resolved (their documentation) on demand.
    public var resolveProvider: Bool

    /// Options as given.
    public init(triggerCharacters: [String], resolveProvider: Bool) {
        self.triggerCharacters = triggerCharacters
        self.resolveProvider = resolveProvider
    }
}

/// `completionItem/resolve`: an item the server gave, back for its documentation. The item is
/// kept as JSON, so every field the client sends comes back as it was.
public struct CompletionResolveRequest: LSPRequest {
    /// The method name.
    public static let method = "completionItem/resolve"
    /// The message for parameters that do not decode.
    public static let invalidParamsMessage = "expected a completion item"
    /// The item with its documentation.
    public typealias Response = JSON

    /// The item as sent.
    public var item: JSON

    /// Decodes the whole parameters as the item; it must be an object with a `label`.
    public init(from decoder: any Decoder) throws {
        item = try decoder.singleValueContainer().decode(JSON.self)
        guard item["label"]?.stringValue != nil else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "a completion item has a label"))
        }
    }
}

extension CompletionList: JSONRepresentable {
    /// The list as JSON, built directly (the same tree `Encodable` gives).
    public var json: JSON {
        var fields: [String: JSON] = ["isIncomplete": .bool(isIncomplete), "items": .array(items.map(\.json))]
        if let itemDefaults {
            var defaults: [String: JSON] = [:]
            if let range = itemDefaults.editRange { defaults["editRange"] = Self.json(range) }
            if let format = itemDefaults.insertTextFormat { defaults["insertTextFormat"] = .int(format) }
            fields["itemDefaults"] = .object(defaults)
        }
        return .object(fields)
    }

    /// A range as JSON.
    static func json(_ range: LSPRange) -> JSON {
        func position(_ position: Position) -> JSON {
            .object(["line": .int(position.line), "character": .int(position.character)])
        }
        return .object(["start": position(range.start), "end": position(range.end)])
    }
}

extension LSPCompletionItem: JSONRepresentable {
    /// The item as JSON, absent fields left out (the same tree `Encodable` gives).
    public var json: JSON {
        var fields: [String: JSON] = ["label": .string(label)]
        if let kind { fields["kind"] = .int(kind.rawValue) }
        if let tags { fields["tags"] = .array(tags.map(JSON.int)) }
        if let detail { fields["detail"] = .string(detail) }
        if let documentation {
            fields["documentation"] = .object([
                "kind": .string(documentation.kind.rawValue), "value": .string(documentation.value),
            ])
        }
        if let deprecated { fields["deprecated"] = .bool(deprecated) }
        if let sortText { fields["sortText"] = .string(sortText) }
        if let filterText { fields["filterText"] = .string(filterText) }
        if let insertTextFormat { fields["insertTextFormat"] = .int(insertTextFormat) }
        if let textEdit {
            fields["textEdit"] = .object(["range": CompletionList.json(textEdit.range), "newText": .string(textEdit.newText)])
        }
        if let textEditText { fields["textEditText"] = .string(textEditText) }
        if let data { fields["data"] = data }
        return .object(fields)
    }
}
