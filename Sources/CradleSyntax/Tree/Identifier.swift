/// A name as written in source: an identifier, a backticked identifier or an operator.
public struct Identifier: Sendable, Hashable, CustomStringConvertible {
    /// The name without backticks.
    public var name: String
    /// The token's range, backticks included.
    public var range: ByteRange
    /// Whether the name was written in backticks.
    public var isBackticked: Bool

    public init(name: String, range: ByteRange, isBackticked: Bool = false) {
        self.name = name
        self.range = range
        self.isBackticked = isBackticked
    }

    /// The name as written: with its backticks when it had them.
    public var text: String { isBackticked ? "`\(name)`" : name }

    public var description: String { text }
}

/// A modifier such as `private`, `static`, `private(set)` or `nonisolated(unsafe)`.
public struct Modifier: Sendable, Hashable {
    /// Which word it is.
    public var keyword: Keyword
    /// The word as written.
    public var name: String
    /// The parenthesised detail, such as `set` in `private(set)`.
    public var detail: String?
    /// From the word to the closing parenthesis of the detail, if any.
    public var range: ByteRange
}

/// An attribute: `@Name`, `@Module.Name`, `@Name(arguments)`.
public struct Attribute: Sendable, Hashable {
    /// The attribute's name path, e.g. `["Cradle", "Provide"]`.
    public var path: [Identifier]
    /// From `@` to the end of the argument clause.
    public var range: ByteRange
    /// The parenthesised argument clause, if written (`@Provide()` has an empty one).
    public var arguments: ArgumentClause?

    /// The last component of the name, without backticks.
    public var name: String { path.last?.name ?? "" }

    /// The name path as written, components joined by `.` (`Cradle.Provide`).
    public var qualifiedName: String { path.map(\.name).joined(separator: ".") }
}

/// A parenthesised, comma-separated argument list, as in attributes and macro expansions.
public struct ArgumentClause: Sendable, Hashable {
    /// From `(` to `)` inclusive (to the last argument when `)` is missing).
    public var range: ByteRange
    /// Between the parentheses, from the first argument's start to the last argument's end;
    /// empty at the position after `(` when there are no arguments.
    public var innerRange: ByteRange
    public var arguments: [Argument]
    /// The index range of the arguments' tokens in ``SyntaxTree/tokens``.
    public var tokenRange: Range<Int>
}

/// One argument: an optional label and an expression, kept as a token range.
public struct Argument: Sendable, Hashable {
    public var label: Identifier?
    /// From the label (or expression) to the end of the expression.
    public var range: ByteRange
    /// The expression's range; empty if the expression is missing.
    public var expressionRange: ByteRange
    /// The index range of the expression's tokens in ``SyntaxTree/tokens``.
    public var expressionTokens: Range<Int>
}
