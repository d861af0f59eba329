extension Parser {
    /// Parses a type. Returns a ``TypeSyntax/Kind/missing`` node, consuming nothing, when no
    /// type starts at the cursor.
    mutating func parseType() -> TypeSyntax {
        let start = currentStart
        guard depth < Self.maximumDepth else {
            error(.nestingTooDeep, ByteRange(start: start, end: Int(current.end)))
            switch kind {
            case .leftParen, .leftSquare: skipBalanced()
            default: break
            }
            return TypeSyntax(.missing, ByteRange(start: start, end: max(start, lastEnd)))
        }
        depth += 1
        defer { depth -= 1 }

        var specifiers: [Identifier] = []
        var attributes: [Attribute] = []
        while split == 0 {
            if at(.atSign) {
                attributes.append(parseAttribute())
            } else if isTypeSpecifier(current), startsType(peek()) {
                specifiers.append(identifier(current))
                advance()
            } else {
                break
            }
        }
        if !specifiers.isEmpty || !attributes.isEmpty {
            let base = parseType()
            return TypeSyntax(.attributed(specifiers: specifiers, attributes: attributes, base: base), range(from: start))
        }
        if split == 0, at(.some) || at(.any) || at(.each), startsType(peek()) {
            let keyword = current.keyword
            advance()
            let base = keyword == .each ? parsePostfixType() : parseComposition()
            switch keyword {
            case .some: return TypeSyntax(.some(base), range(from: start))
            case .any: return TypeSyntax(.any(base), range(from: start))
            default: return TypeSyntax(.each(base), range(from: start))
            }
        }
        if split == 0, at(.repeat) {
            advance()
            return TypeSyntax(.packExpansion(parseType()), range(from: start))
        }
        if split == 0, kind == .prefixOperator, currentText == "~" {
            advance()
            return TypeSyntax(.suppressed(parsePostfixType()), range(from: start))
        }
        return parseComposition()
    }

    private func range(from start: Int) -> ByteRange {
        ByteRange(start: start, end: max(start, lastEnd))
    }

    private func isTypeSpecifier(_ token: Token) -> Bool {
        switch token.keyword {
        case .inout: return token.kind == .keyword
        case .borrowing, .consuming, .sending, .underscoreUnderscoreOwned, .underscoreUnderscoreShared, .isolated,
            .underscoreConst:
            return token.kind == .identifier
        default:
            return false
        }
    }

    /// Whether `token` can begin a type.
    private func startsType(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .leftParen, .leftSquare, .atSign: return true
        case .keyword: return token.keyword == .selfType || token.keyword == .anyType || token.keyword == .inout
        case .prefixOperator: return token.length == 1 && bytes[Int(token.start)] == UInt8(ascii: "~")
        default: return false
        }
    }

    /// `A & B & C`, or a single postfix type.
    mutating func parseComposition() -> TypeSyntax {
        let start = currentStart
        let first = parsePostfixType()
        guard split == 0, kind == .binaryOperator, currentText == "&" else { return first }
        var types = [first]
        while split == 0, kind == .binaryOperator, currentText == "&" {
            advance()
            let next = parsePostfixType()
            if next.isMissing {
                expected("a type")
                break
            }
            types.append(next)
        }
        return TypeSyntax(.composition(types), range(from: start))
    }

    /// A primary type followed by `?`, `!`, `.Type`, `.Protocol`; or a function type.
    mutating func parsePostfixType() -> TypeSyntax {
        let start = currentStart
        var type = parsePrimaryType()
        if type.isMissing { return type }
        if case .tuple(let elements) = type.kind, split == 0, at(.async) || at(.throws) || at(.rethrows) || at(.arrow) {
            let effects = parseEffects()
            let result: TypeSyntax
            if consume(.arrow) != nil {
                result = parseType()
            } else {
                expected("`->`")
                result = TypeSyntax(.missing, ByteRange(at: lastEnd))
            }
            return TypeSyntax(
                .function(FunctionTypeSyntax(parameters: elements, effects: effects, result: result)), range(from: start))
        }
        var wraps = 0
        while true {
            // Each wrapper nests the tree one level deeper; past the cap the rest of the chain is
            // consumed without nesting, so no tree is deep enough to overflow when walked or freed.
            wraps += 1
            let mayNest = depth + wraps < Self.maximumDepth
            if !mayNest, wraps == Self.maximumDepth - depth { error(.nestingTooDeep, ByteRange(at: currentStart)) }
            let isBound = split > 0 || !current.flags.contains(.hasLeadingTrivia)
            if isBound, consumeOperatorPrefix(UInt8(ascii: "?")) != nil {
                if mayNest { type = TypeSyntax(.optional(type), range(from: start)) }
            } else if isBound, consumeOperatorPrefix(UInt8(ascii: "!")) != nil {
                if mayNest { type = TypeSyntax(.implicitlyUnwrappedOptional(type), range(from: start)) }
            } else if split == 0, at(.period), peek().keyword == .typeType || peek().keyword == .protocolType {
                advance()
                let isProtocol = current.keyword == .protocolType
                advance()
                if mayNest { type = TypeSyntax(.metatype(base: type, isProtocol: isProtocol), range(from: start)) }
            } else if split == 0, at(.period), peek().kind == .identifier || peek().kind == .keyword {
                advance()
                let name = identifier(current)
                advance()
                let arguments = parseGenericArguments()
                if mayNest {
                    type = TypeSyntax(.member(base: type, name: name, genericArguments: arguments), range(from: start))
                }
            } else {
                return type
            }
        }
    }

    /// A name with generic arguments and member components, a tuple or parenthesised type, or
    /// an array or dictionary type.
    mutating func parsePrimaryType() -> TypeSyntax {
        let start = currentStart
        guard split == 0 else {
            expected("a type")
            return TypeSyntax(.missing, ByteRange(at: start))
        }
        switch kind {
        case .identifier, .integerLiteral:
            return parseNamedType()
        case .keyword
        where current.keyword == .selfType || current.keyword == .anyType || current.keyword == .wildcard
            || current.keyword == .class:
            return parseNamedType()
        case .leftParen:
            advance()
            var elements: [TupleTypeElement] = []
            while !isAtEnd, !at(.rightParen) {
                let elementStart = currentStart
                var label: Identifier?
                var secondName: Identifier?
                if isAtName, peek().kind == .colon {
                    label = identifier(current)
                    advance()
                    advance()
                } else if isAtName, peek().kind == .identifier || peek().kind == .keyword, peek(2).kind == .colon {
                    label = identifier(current)
                    advance()
                    secondName = identifier(current)
                    advance()
                    advance()
                }
                let elementType = parseType()
                var isVariadic = false
                if split == 0, kind.isOperator, currentText == "..." {
                    isVariadic = true
                    advance()
                }
                if elementType.isMissing {
                    skip { $0.at(.comma) || $0.isAtDeclarationOnNewLine }
                }
                elements.append(
                    TupleTypeElement(
                        label: label, secondName: secondName, type: elementType, isVariadic: isVariadic,
                        range: range(from: elementStart)))
                if consume(.comma) == nil { break }
            }
            if consume(.rightParen) == nil { expected("`)`") }
            return TypeSyntax(.tuple(elements), range(from: start))
        case .leftSquare:
            advance()
            let element = parseType()
            var result: TypeSyntax.Kind = .array(element)
            if consume(.colon) != nil {
                result = .dictionary(key: element, value: parseType())
            }
            if consume(.rightSquare) == nil {
                expected("`]`")
                skip { $0.at(.comma) || $0.at(.rightSquare) || $0.isAtDeclarationOnNewLine }
                _ = consume(.rightSquare)
            }
            return TypeSyntax(result, range(from: start))
        default:
            expected("a type")
            return TypeSyntax(.missing, ByteRange(at: start))
        }
    }

    private mutating func parseNamedType() -> TypeSyntax {
        let start = currentStart
        let name = identifier(current)
        advance()
        var type = TypeSyntax(.identifier(name, genericArguments: parseGenericArguments()), range(from: start))
        var wraps = 0
        while split == 0, at(.period), !current.flags.contains(.hasLeadingTrivia),
            peek().kind == .identifier || peek().kind == .keyword,
            peek().keyword != .typeType, peek().keyword != .protocolType
        {
            advance()
            let member = identifier(current)
            advance()
            let arguments = parseGenericArguments()
            wraps += 1
            if depth + wraps < Self.maximumDepth {  // see parsePostfixType: bounded nesting
                type = TypeSyntax(.member(base: type, name: member, genericArguments: arguments), range(from: start))
            } else if depth + wraps == Self.maximumDepth {
                error(.nestingTooDeep, member.range)
            }
        }
        return type
    }

    /// Parses `<A, B>` glued to a name, splitting `>>` and `>?` as needed.
    private mutating func parseGenericArguments() -> [TypeSyntax]? {
        guard split == 0, !current.flags.contains(.hasLeadingTrivia), atOperatorPrefix(UInt8(ascii: "<")) else { return nil }
        _ = consumeOperatorPrefix(UInt8(ascii: "<"))
        var arguments: [TypeSyntax] = []
        while true {
            if consumeOperatorPrefix(UInt8(ascii: ">")) != nil { break }
            let argument = parseType()
            if argument.isMissing { break }
            arguments.append(argument)
            if consume(.comma) == nil {
                if consumeOperatorPrefix(UInt8(ascii: ">")) == nil { expected("`>`") }
                break
            }
        }
        return arguments
    }
}
