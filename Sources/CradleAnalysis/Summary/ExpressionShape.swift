import CradleSyntax

/// The few expression forms Cradle accepts in attribute arguments (`cradle.md` §1.4), read from
/// an argument's tokens. Comments are trivia, so they never disturb the shape.
enum ExpressionShape {
    /// `.name` (backticks allowed); the name without backticks.
    case implicitMember(String)
    /// `Some.Type.self`: the type's range, and its last name component.
    case typeSelf(TypeReference)
    /// `true` or `false`.
    case booleanLiteral(Bool)
    /// `[a, b]`: the elements' token ranges.
    case arrayLiteral([ExpressionPart])
    /// Anything else.
    case other

    /// Classifies the tokens `part` of `tree`.
    static func classify(_ part: ExpressionPart, in tree: SyntaxTree) -> ExpressionShape {
        let tokens = tree.tokens
        let range = part.tokens
        guard !range.isEmpty else { return .other }
        let first = tokens[range.lowerBound]
        if range.count == 1, first.kind == .keyword, first.keyword == .true || first.keyword == .false {
            return .booleanLiteral(first.keyword == .true)
        }
        if range.count == 2, first.kind == .prefixPeriod,
            tokens[range.lowerBound + 1].kind == .identifier
                || tokens[range.lowerBound + 1].kind == .keyword
        {
            let name = tokens[range.lowerBound + 1]
            return .implicitMember(tree.canonicalText(of: name.range, removingBackticks: true))
        }
        if first.kind == .leftSquare, let elements = arrayElements(part, in: tree) {
            return .arrayLiteral(elements)
        }
        if let reference = typeReference(part, in: tree) { return .typeSelf(reference) }
        return .other
    }

    /// Splits `[a, b,]` into its elements, or nil if the brackets do not enclose the whole part.
    private static func arrayElements(_ part: ExpressionPart, in tree: SyntaxTree) -> [ExpressionPart]? {
        let tokens = tree.tokens
        let range = part.tokens
        guard range.count >= 2, tokens[range.upperBound - 1].kind == .rightSquare else { return nil }
        // The `[` that opens the part closes at its end, not before.
        guard tokens[range.lowerBound].kind == .leftSquare,
            TokenScan.matchingBracket(range.lowerBound, in: tokens) == range.upperBound - 1
        else { return nil }
        var elements: [ExpressionPart] = []
        for piece in TokenScan.splitAtTopLevelCommas((range.lowerBound + 1)..<(range.upperBound - 1), kind: { tokens[$0].kind })
        where !piece.isEmpty {
            elements.append(ExpressionPart(tokens: piece, in: tree))
        }
        return elements
    }

    /// Reads `A.B<C>.self`: names joined by `.`, each optionally followed by generic arguments.
    private static func typeReference(_ part: ExpressionPart, in tree: SyntaxTree) -> TypeReference? {
        let tokens = tree.tokens
        let range = part.tokens
        guard range.count >= 3, tokens[range.upperBound - 1].keyword == .`self`,
            tokens[range.upperBound - 1].kind == .keyword, tokens[range.upperBound - 2].kind == .period
        else { return nil }
        let typeTokens = range.lowerBound..<(range.upperBound - 2)
        var index = typeTokens.lowerBound
        var lastName: Token?
        var expectName = true
        while index < typeTokens.upperBound {
            let token = tokens[index]
            if expectName {
                guard token.kind == .identifier || token.kind == .keyword && token.keyword == .selfType else { return nil }
                lastName = token
                expectName = false
                index += 1
            } else if token.kind == .period {
                expectName = true
                index += 1
            } else if token.kind.isOperator, tree.text.bytes[Int(token.start)] == UInt8(ascii: "<") {
                // Generic arguments: skip to the matching `>`.
                var depth = 0
                while index < typeTokens.upperBound {
                    let bytes = tree.text.bytes[Int(tokens[index].start)..<Int(tokens[index].end)]
                    for byte in bytes {
                        if byte == UInt8(ascii: "<") { depth += 1 }
                        if byte == UInt8(ascii: ">") { depth -= 1 }
                    }
                    index += 1
                    if depth <= 0 { break }
                }
                if depth != 0 { return nil }
            } else {
                return nil
            }
        }
        guard !expectName, let lastName else { return nil }
        let typeRange = ByteRange(
            start: Int(tokens[typeTokens.lowerBound].start), end: Int(tokens[typeTokens.upperBound - 1].end))
        return TypeReference(range: typeRange, nameToken: lastName, tree: tree)
    }
}

/// A contiguous run of tokens forming an expression.
struct ExpressionPart {
    var tokens: Range<Int>
    var range: ByteRange

    init(tokens: Range<Int>, in tree: SyntaxTree) {
        self.tokens = tokens
        if tokens.isEmpty {
            let offset = tokens.lowerBound < tree.tokens.count ? Int(tree.tokens[tokens.lowerBound].start) : tree.text.count
            self.range = ByteRange(at: offset)
        } else {
            self.range = ByteRange(
                start: Int(tree.tokens[tokens.lowerBound].start), end: Int(tree.tokens[tokens.upperBound - 1].end))
        }
    }

    init(_ argument: Argument, in tree: SyntaxTree) {
        self.init(tokens: argument.expressionTokens, in: tree)
    }
}

/// A type named in an expression, as in `AuthGraph.self`.
struct TypeReference: Sendable {
    /// The type's text range (without `.self`).
    var range: ByteRange
    /// The type as written.
    var text: String
    /// Identity (§3): tokens without trivia, identifiers without backticks.
    var identity: String
    /// The generated storage name (§2.1) from the last name component.
    var generatedName: String

    init(range: ByteRange, nameToken: Token, tree: SyntaxTree) {
        self.range = range
        self.text = tree.text[range]
        self.identity = tree.canonicalText(of: range, removingBackticks: true)
        self.generatedName = TypeNaming.lowerCamelCase(tree.text[nameToken.range])
    }

    /// The generated name without backticks.
    var comparisonName: String { TypeNaming.comparisonName(generatedName) }
}
