import CradleSyntax

/// An expression of the composition view's small language (`cradle.md` §7.4): references,
/// member accesses, calls and parentheses; anything else is kept as unsupported text.
indirect enum CompositionExpression {
    /// `name` or `self`.
    case reference(String, offset: Int)
    /// `base.name`; the offset is the whole expression's (its base's start).
    case member(CompositionExpression, name: String, offset: Int)
    /// `callee(label: value, …)`; the callee as written.
    case call(callee: String, arguments: [(label: String?, value: CompositionExpression)], offset: Int)
    /// `(inner)`.
    case parenthesized(CompositionExpression, offset: Int)
    /// Anything else, as written.
    case unsupported(String, offset: Int)

    /// Where the expression starts.
    var offset: Int {
        switch self {
        case .reference(_, let offset), .member(_, _, let offset), .call(_, _, let offset), .parenthesized(_, let offset),
            .unsupported(_, let offset):
            offset
        }
    }

    /// The expression inside any parentheses.
    var unwrapped: CompositionExpression {
        var current = self
        var depth = 0
        while case .parenthesized(let inner, _) = current, depth < 128 {
            current = inner
            depth += 1
        }
        return current
    }
}

/// One statement of a factory or initialiser body.
enum CompositionStatement {
    /// `let name = value` (also `var`; one per binding); `name` is nil for other patterns.
    case binding(name: String?, value: CompositionExpression?)
    case `return`(CompositionExpression?)
    case expression(CompositionExpression)
    /// `self.member = value`.
    case assignment(member: String, value: CompositionExpression)
    /// A branch, loop or any other statement the language does not follow.
    case other(offset: Int)
}

/// Reads statements and expressions from token ranges.
struct CompositionSyntax {
    let tree: SyntaxTree

    private var tokens: [Token] { tree.tokens }

    /// Keywords that start a statement the language does not follow (branches, loops, jumps).
    static let statementKeywords: Set<Keyword> = [
        .if, .guard, .for, .while, .repeat, .switch, .do, .defer, .throw, .break, .continue, .fallthrough,
    ]

    /// The statements between a body's braces.
    func statements(in range: Range<Int>) -> [CompositionStatement] {
        split(range).map(statement)
    }

    /// Splits a token range into statements: at `;` and at the start of a line, outside brackets,
    /// unless the line continues the previous one (`.member`, an operator, `else`).
    func split(_ range: Range<Int>) -> [Range<Int>] {
        let tokens = tokens
        let continuing: Set<TokenKind> = [.period, .prefixPeriod, .binaryOperator, .equal, .arrow, .colon, .comma]
        return TokenScan.statements(
            in: range, kind: { tokens[$0].kind }, isAtStartOfLine: { tokens[$0].flags.contains(.isAtStartOfLine) },
            continuesLine: { index in
                let token = tokens[index]
                return continuing.contains(token.kind) || token.kind == .keyword && token.keyword == .else
                    || continuing.contains(tokens[index - 1].kind) || tokens[index - 1].kind == .prefixOperator
            })
    }

    private func statement(_ range: Range<Int>) -> CompositionStatement {
        let tokens = tokens
        let first = tokens[range.lowerBound]
        if first.kind == .keyword, first.keyword == .let || first.keyword == .var {
            return binding(range.lowerBound + 1..<range.upperBound) ?? .other(offset: Int(first.start))
        }
        if first.kind == .keyword, first.keyword == .return {
            let rest = range.lowerBound + 1..<range.upperBound
            return .return(rest.isEmpty ? nil : expression(rest))
        }
        if let assignment = assignment(range) { return assignment }
        if first.kind == .keyword, Self.statementKeywords.contains(first.keyword) { return .other(offset: Int(first.start)) }
        if first.kind == .atSign || first.kind == .poundKeyword { return .other(offset: Int(first.start)) }
        return .expression(expression(range))
    }

    /// `name = value` or `name: T = value` after `let`; nil for several bindings or other patterns
    /// (they bind nothing the language follows).
    private func binding(_ range: Range<Int>) -> CompositionStatement? {
        let tokens = tokens
        guard let equal = topLevel(.equal, in: range) else { return .binding(name: nil, value: nil) }
        let pattern = range.lowerBound..<equal
        let isIdentifier =
            !pattern.isEmpty && tokens[pattern.lowerBound].kind == .identifier
            && (pattern.count == 1 || tokens[pattern.lowerBound + 1].kind == .colon)
        let value = equal + 1..<range.upperBound
        guard isIdentifier, topLevel(.comma, in: value) == nil else { return .binding(name: nil, value: nil) }
        let name = tree.canonicalText(of: tokens[pattern.lowerBound].range, removingBackticks: true)
        return .binding(name: name, value: value.isEmpty ? nil : expression(value))
    }

    /// `self.member = value`.
    private func assignment(_ range: Range<Int>) -> CompositionStatement? {
        let tokens = tokens
        let base = range.lowerBound
        guard range.count >= 5, tokens[base].kind == .keyword, tokens[base].keyword == .`self`,
            tokens[base + 1].kind == .period || tokens[base + 1].kind == .prefixPeriod,
            tokens[base + 2].kind == .identifier || tokens[base + 2].kind == .keyword, tokens[base + 3].kind == .equal
        else { return nil }
        let member = tree.canonicalText(of: tokens[base + 2].range, removingBackticks: true)
        return .assignment(member: member, value: expression(base + 4..<range.upperBound))
    }

    /// The first token of `kind` outside brackets.
    private func topLevel(_ kind: TokenKind, in range: Range<Int>) -> Int? {
        let tokens = tokens
        return TokenScan.topLevelIndexes(
            in: range, first: true, kind: { tokens[$0].kind }, where: { tokens[$0].kind == kind }
        ).first
    }

    /// The expression a token range spells.
    func expression(_ range: Range<Int>, depth: Int = 0) -> CompositionExpression {
        let tokens = tokens
        guard let first = range.first else { return .unsupported("", offset: 0) }
        let offset = Int(tokens[first].start)
        let whole = CompositionExpression.unsupported(text(range), offset: offset)
        guard depth < 128 else { return whole }
        var index = first
        var result: CompositionExpression
        let token = tokens[first]
        if token.kind == .identifier || (token.kind == .keyword && token.keyword == .`self`) {
            result = .reference(tree.canonicalText(of: token.range, removingBackticks: true), offset: offset)
            index += 1
        } else if token.kind == .leftParen, let close = MemberChain.closing(of: first, in: tokens), close < range.upperBound {
            let arguments = Workspace.arguments(between: first, and: close, in: tree)
            guard arguments.count == 1, let only = arguments.first, only.label == nil, !only.value.isEmpty else { return whole }
            result = .parenthesized(expression(only.value, depth: depth + 1), offset: offset)
            index = close + 1
        } else if let callee = Self.opaqueCallee(first, in: range, tokens: tokens) {
            // `{ … }()`, `.init(…)`, `Foo<Bar>(…)`: calls whose callee is no reference; Cradle
            // resolves the callee's text as a type name, which fails (`unresolvedType`).
            guard let close = MemberChain.closing(of: callee, in: tokens), close < range.upperBound else { return whole }
            let arguments = Workspace.arguments(between: callee, and: close, in: tree).map { argument in
                (label: argument.label, value: expression(argument.value, depth: depth + 1))
            }
            result = .call(callee: text(first..<callee), arguments: arguments, offset: offset)
            index = close + 1
        } else {
            return whole
        }
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .period || token.kind == .prefixPeriod, index + 1 < range.upperBound,
                tokens[index + 1].kind == .identifier || tokens[index + 1].kind == .keyword
            {
                result = .member(
                    result, name: tree.canonicalText(of: tokens[index + 1].range, removingBackticks: true), offset: offset)
                index += 2
            } else if token.kind == .leftParen, !token.flags.contains(.isAtStartOfLine),
                let close = MemberChain.closing(of: index, in: tokens), close < range.upperBound
            {
                let arguments = Workspace.arguments(between: index, and: close, in: tree).map { argument in
                    (label: argument.label, value: expression(argument.value, depth: depth + 1))
                }
                result = .call(callee: text(first..<index), arguments: arguments, offset: offset)
                index = close + 1
            } else {
                return whole
            }
        }
        return result
    }

    /// The `(` of a call whose callee starts at `first` and is a closure (`{ … }`), an implicit
    /// member (`.init`) or a generic specialisation (`Foo<Bar>`), if the tokens spell one.
    static func opaqueCallee(_ first: Int, in range: Range<Int>, tokens: [Token]) -> Int? {
        var cursor = first
        switch tokens[first].kind {
        case .leftBrace:
            guard let close = matching(first, in: tokens) else { return nil }
            cursor = close + 1
        case .prefixPeriod:
            guard first + 1 < range.upperBound, tokens[first + 1].kind == .identifier || tokens[first + 1].kind == .keyword
            else { return nil }
            cursor = first + 2
        default:
            return nil
        }
        guard cursor < range.upperBound, tokens[cursor].kind == .leftParen, !tokens[cursor].flags.contains(.isAtStartOfLine)
        else { return nil }
        return cursor
    }

    /// The index of the bracket closing the `(`, `[` or `{` at `index`, counting every kind of
    /// bracket (unbalanced code ends the search at the end of the file).
    static func matching(_ index: Int, in tokens: [Token]) -> Int? {
        TokenScan.matchingBracket(index, in: tokens)
    }

    /// The text of a token range, from its first token's start to its last token's end.
    func text(_ range: Range<Int>) -> String {
        guard let first = range.first, let last = range.last else { return "" }
        return tree.text[ByteRange(start: Int(tokens[first].start), end: Int(tokens[last].end))]
    }
}
