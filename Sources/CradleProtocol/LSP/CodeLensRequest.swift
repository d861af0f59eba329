/// `textDocument/codeLens`: commands shown above declarations.
public struct CodeLensRequest: LSPRequest {
    /// The method name.
    public static let method = "textDocument/codeLens"
    /// The message for parameters that do not decode.
    public static let invalidParamsMessage = "expected a text document"
    /// The lenses.
    public typealias Response = [CodeLens]

    /// The document.
    public var textDocument: TextDocumentIdentifier
}

/// A command shown above a range.
public struct CodeLens: Codable, Sendable, Hashable {
    /// The range it belongs to.
    public var range: LSPRange
    /// What it shows and runs.
    public var command: Command

    /// A lens showing `command` on `range`.
    public init(range: LSPRange, command: Command) {
        self.range = range
        self.command = command
    }
}

/// A command the client shows and may run.
public struct Command: Codable, Sendable, Hashable {
    /// The text shown.
    public var title: String
    /// The command's identifier (empty for a label that runs nothing).
    public var command: String

    /// A command titled `title`.
    public init(title: String, command: String) {
        self.title = title
        self.command = command
    }
}
