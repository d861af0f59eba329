extension Parser {
    /// Where a declaration list ends.
    enum ListEnd {
        /// At the end of the file.
        case file
        /// At the `}` closing a member block.
        case brace
        /// At `#elseif`, `#else` or `#endif` (or an enclosing `}`).
        case ifConfig
    }

    /// Parses declarations until `end`. Every iteration consumes at least one token.
    mutating func parseDeclarations(until end: ListEnd, inType: Bool) -> [Declaration] {
        var declarations: [Declaration] = []
        while !isAtEnd {
            let before = (index, split)
            switch kind {
            case .rightBrace:
                if end != .file { return declarations }
                error(.unexpectedText, current.range)
                declarations.append(.unparsed(current.range))
                advance()
            case .semicolon:
                advance()
            case .poundKeyword
            where current.keyword == .poundElseif || current.keyword == .poundElse
                || current.keyword == .poundEndif:
                if end == .ifConfig { return declarations }
                error(.unexpectedText, current.range)
                declarations.append(.unparsed(current.range))
                advance()
            default:
                if let declaration = parseDeclaration(inType: inType) {
                    declarations.append(declaration)
                } else {
                    declarations.append(.unparsed(skipStatement(reportingError: inType)))
                }
            }
            if (index, split) == before {  // progress guard
                assertionFailure("parser made no progress")
                advance()
            }
        }
        return declarations
    }

    /// Skips a statement or unreadable text up to the next declaration on a new line, a closing
    /// brace or a conditional-compilation keyword. Consumes at least one token.
    mutating func skipStatement(reportingError: Bool) -> ByteRange {
        let start = currentStart
        switch kind {
        case .leftParen, .leftSquare, .leftBrace: skipBalanced()
        default: advance()
        }
        skip { parser in
            parser.isAtDeclarationOnNewLine || parser.at(.poundKeyword) && parser.current.flags.contains(.isAtStartOfLine)
        }
        let range = ByteRange(start: start, end: max(start, lastEnd))
        if reportingError { error(.unexpectedText, range) }
        return range
    }

    /// Parses one declaration at the current token, or returns nil (consuming nothing) when the
    /// tokens there do not begin one.
    mutating func parseDeclaration(inType: Bool) -> Declaration? {
        let start = currentStart
        if at(.poundKeyword) {
            if current.keyword == .poundIf { return .ifConfig(parseIfConfig(inType: inType)) }
            return .macroExpansion(parseMacroExpansion())
        }
        let checkpoint = (index, split, lastEnd, errors.count)
        let attributes = parseAttributes()
        var modifiers = parseModifiers()
        while split == 0, at(.atSign), let modifier = modifiers.last, let first = modifiers.first {
            // `private @Provide func`: Swift attaches the attribute to nothing and reads on.
            let attribute = parseAttribute()
            misplacedAttributes.append(
                MisplacedAttribute(attribute: attribute, modifier: modifier, modifiersStart: first.range.start))
            error(.attributeAfterModifier, attribute.range)
            modifiers += parseModifiers()
        }
        switch current.keyword {
        case .import:
            return .import(parseImport(start: start, attributes: attributes, modifiers: modifiers))
        case .class, .struct, .enum, .protocol, .extension:
            return .type(parseTypeDeclaration(start: start, attributes: attributes, modifiers: modifiers))
        case .actor where peek().kind == .identifier || peek().kind == .keyword:
            return .type(parseTypeDeclaration(start: start, attributes: attributes, modifiers: modifiers))
        case .func:
            return .function(parseFunction(start: start, attributes: attributes, modifiers: modifiers))
        case .`init` where current.kind == .keyword:
            return .initializer(parseInitializer(start: start, attributes: attributes, modifiers: modifiers))
        case .subscript:
            return .subscript(parseSubscript(start: start, attributes: attributes, modifiers: modifiers))
        case .var, .let:
            return .variable(parseVariable(start: start, attributes: attributes, modifiers: modifiers))
        case .typealias:
            return .typeAlias(parseTypeAlias(start: start, attributes: attributes, modifiers: modifiers))
        case .associatedtype:
            return .associatedType(parseAssociatedType(start: start, attributes: attributes, modifiers: modifiers))
        case .case where current.kind == .keyword:
            return .enumCase(parseEnumCase(start: start, attributes: attributes, modifiers: modifiers))
        case .deinit, .operator, .precedencegroup:
            return .other(parseOther(start: start, attributes: attributes, modifiers: modifiers))
        case .macro where peek().kind == .identifier || peek().kind == .keyword:
            return .other(parseOther(start: start, attributes: attributes, modifiers: modifiers))
        default:
            if !attributes.isEmpty || !modifiers.isEmpty {
                // Attributes alone in an `#if` branch apply to the declaration after `#endif`
                // (valid Swift); elsewhere attributes with nothing after them are an error.
                let endsBranch =
                    at(.poundKeyword)
                    && [Keyword.poundIf, .poundElseif, .poundElse, .poundEndif].contains(current.keyword)
                if !endsBranch { expected("a declaration") }
                return .unparsed(ByteRange(start: start, end: max(start, lastEnd)))
            }
            (index, split, lastEnd) = (checkpoint.0, checkpoint.1, checkpoint.2)
            errors.removeSubrange(checkpoint.3...)
            return nil
        }
    }

    // MARK: Attributes and modifiers

    /// Parses `@Name(…)` attributes.
    mutating func parseAttributes() -> [Attribute] {
        var attributes: [Attribute] = []
        while split == 0, at(.atSign) {
            attributes.append(parseAttribute())
        }
        return attributes
    }

    mutating func parseAttribute() -> Attribute {
        let start = currentStart
        advance()  // @
        var path: [Identifier] = []
        if isAtName || at(.dollarIdentifier) {
            path.append(identifier(current))
            advance()
            while at(.period), !current.flags.contains(.hasLeadingTrivia), peek().kind == .identifier || peek().kind == .keyword {
                advance()
                path.append(identifier(current))
                advance()
            }
        } else {
            expected("an attribute name")
        }
        if !path.isEmpty, !current.flags.contains(.hasLeadingTrivia), atOperatorPrefix(UInt8(ascii: "<")) {
            _ = parseGenericParameterClause()  // `@Builder<State, Action>`: arguments skipped whole
        }
        var arguments: ArgumentClause?
        if at(.leftParen), !current.flags.contains(.hasLeadingTrivia), !path.isEmpty {
            arguments = parseArgumentClause()
        }
        return Attribute(path: path, range: ByteRange(start: start, end: max(start, lastEnd)), arguments: arguments)
    }

    /// Parses `(label: expression, …)`; the current token must be `(`.
    mutating func parseArgumentClause() -> ArgumentClause {
        let start = currentStart
        advance()  // (
        let firstToken = index
        var arguments: [Argument] = []
        while !isAtEnd, !at(.rightParen) {
            let before = index
            let argumentStart = currentStart
            var label: Identifier?
            if isAtName || at(.dollarIdentifier), peek().kind == .colon {
                label = identifier(current)
                advance()
                advance()
            }
            let expressionStart = currentStart
            let expressionFirst = index
            skip { $0.at(.comma) || $0.isAtDeclarationOnNewLine && !$0.current.flags.contains(.hasLeadingTrivia) }
            let expressionRange =
                index > expressionFirst
                ? ByteRange(start: expressionStart, end: lastEnd) : ByteRange(at: expressionStart)
            arguments.append(
                Argument(
                    label: label, range: ByteRange(start: argumentStart, end: max(argumentStart, lastEnd)),
                    expressionRange: expressionRange, expressionTokens: expressionFirst..<index))
            if consume(.comma) == nil && index == before { break }
            if at(.rightBrace) || at(.rightSquare) { break }
        }
        let lastToken = index
        let innerStart = arguments.first?.range.start ?? Int(tokens[firstToken].start)
        let inner =
            arguments.isEmpty
            ? ByteRange(at: start + 1) : ByteRange(start: innerStart, end: arguments.last?.range.end ?? innerStart)
        if consume(.rightParen) == nil { expected("`)`") }
        return ArgumentClause(
            range: ByteRange(start: start, end: lastEnd), innerRange: inner, arguments: arguments,
            tokenRange: firstToken..<lastToken)
    }

    /// Whether `keyword` is a declaration modifier.
    static func isModifier(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .private, .fileprivate, .internal, .public, .static, .open, .package, .final, .override, .mutating,
            .nonmutating, .lazy, .weak, .unowned, .required, .convenience, .dynamic, .optional, .indirect,
            .nonisolated, .distributed, .prefix, .postfix, .infix, .consuming, .borrowing, .underscoreConst,
            .isolated:
            return true
        default:
            return false
        }
    }

    /// Parses modifiers such as `private(set) static`. A contextual word is a modifier only when
    /// a word follows it; `class` is a modifier only before a member keyword.
    mutating func parseModifiers() -> [Modifier] {
        var modifiers: [Modifier] = []
        while split == 0 {
            let token = current
            let next = peek()
            let isWordNext = next.kind == .keyword || next.kind == .identifier
            if token.kind == .keyword, token.keyword == .class {
                switch next.keyword {
                case .func, .var, .let, .subscript, .typealias, .static, .final, .override, .private, .fileprivate,
                    .internal, .public, .open, .package, .required, .convenience, .nonisolated:
                    break
                default:
                    return modifiers
                }
            } else if !Self.isModifier(token.keyword) {
                return modifiers
            } else if token.kind == .identifier && !(isWordNext || next.kind == .leftParen) {
                return modifiers
            } else if token.kind == .identifier, next.kind == .leftParen, !isDetailModifier(token.keyword) {
                return modifiers
            }
            let start = Int(token.start)
            advance()
            var detail: String?
            if at(.leftParen), !current.flags.contains(.hasLeadingTrivia), peek().kind == .identifier, peek(2).kind == .rightParen
            {
                advance()
                detail = text(of: current)
                advance()
                advance()
            }
            modifiers.append(
                Modifier(
                    keyword: token.keyword, name: text(of: token), detail: detail,
                    range: ByteRange(start: start, end: lastEnd)))
        }
        return modifiers
    }

    private func isDetailModifier(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .private, .fileprivate, .internal, .public, .open, .package, .nonisolated, .unowned: true
        default: false
        }
    }

    // MARK: Imports and types

    mutating func parseImport(start: Int, attributes: [Attribute], modifiers: [Modifier]) -> ImportDeclaration {
        advance()  // import
        var kind: Keyword?
        switch current.keyword {
        case .typealias, .struct, .class, .enum, .protocol, .let, .var, .func:
            if peek().kind == .identifier || peek().kind == .keyword || peek().kind.isOperator {
                kind = current.keyword
                advance()
            }
        default:
            break
        }
        var path: [Identifier] = []
        while !isAtEnd {
            if isAtName || kind == .func && current.kind.isOperator {
                path.append(identifier(current))
                advance()
            } else {
                expected("a module name")
                break
            }
            guard at(.period), peek().kind != .endOfFile, !peek().flags.contains(.isAtStartOfLine) else { break }
            advance()
        }
        return ImportDeclaration(
            attributes: attributes, modifiers: modifiers, kind: kind, path: path,
            range: ByteRange(start: start, end: max(start, lastEnd)))
    }

    mutating func parseTypeDeclaration(start: Int, attributes: [Attribute], modifiers: [Modifier]) -> TypeDeclaration {
        let keywordRange = current.range
        let kind: TypeDeclaration.Kind
        switch current.keyword {
        case .class: kind = .class
        case .struct: kind = .struct
        case .enum: kind = .enum
        case .protocol: kind = .protocol
        case .extension: kind = .extension
        default: kind = .actor
        }
        advance()
        var name: Identifier?
        var extendedType: TypeSyntax?
        if kind == .extension {
            let type = parseType()
            extendedType = type
            name = Self.lastName(of: type)
        } else if isAtName {
            name = identifier(current)
            advance()
        } else {
            expected("a type name")
        }
        let generics = kind == .extension ? nil : parseGenericParameterClause()
        var inheritance: [TypeSyntax] = []
        if consume(.colon) != nil {
            repeat {
                let type = parseType()
                if type.isMissing { break }
                inheritance.append(type)
            } while consume(.comma) != nil
        }
        let whereClause = parseWhereClause()
        var memberBlock: ByteRange?
        var members: [Declaration] = []
        if at(.leftBrace) {
            let blockStart = currentStart
            if depth >= Self.maximumDepth {
                error(.nestingTooDeep, current.range)
                skipBalanced()
            } else {
                advance()
                depth += 1
                members = parseDeclarations(until: .brace, inType: true)
                depth -= 1
                if consume(.rightBrace) == nil { expected("`}`") }
            }
            memberBlock = ByteRange(start: blockStart, end: lastEnd)
        } else {
            expected("`{`")
        }
        return TypeDeclaration(
            kind: kind, attributes: attributes, modifiers: modifiers, keywordRange: keywordRange, name: name,
            extendedType: extendedType, genericParameters: generics, inheritance: inheritance,
            whereClause: whereClause, memberBlock: memberBlock, members: members,
            range: ByteRange(start: start, end: max(start, lastEnd)))
    }

    static func lastName(of type: TypeSyntax) -> Identifier? {
        switch type.kind {
        case .identifier(let name, _): name
        case .member(_, let name, _): name
        default: nil
        }
    }

    /// Parses `<T: P, U>` if the current token starts with `<`.
    mutating func parseGenericParameterClause() -> GenericParameterClause? {
        guard atOperatorPrefix(UInt8(ascii: "<")) else { return nil }
        let start = currentStart
        _ = consumeOperatorPrefix(UInt8(ascii: "<"))
        var names: [Identifier] = []
        var expectName = true
        var angles = 1
        while !isAtEnd, angles > 0 {
            if atOperatorPrefix(UInt8(ascii: "<")) {
                angles += 1
                _ = consumeOperatorPrefix(UInt8(ascii: "<"))
            } else if atOperatorPrefix(UInt8(ascii: ">")) {
                angles -= 1
                _ = consumeOperatorPrefix(UInt8(ascii: ">"))
            } else if split > 0 {
                advance()
            } else if at(.comma) {
                expectName = angles == 1
                advance()
            } else if at(.leftParen) || at(.leftSquare) {
                skipBalanced()
            } else if at(.leftBrace) || at(.rightBrace) || at(.rightParen) || at(.rightSquare) {
                expected("`>`")
                break
            } else {
                if expectName, isAtName, current.keyword != .each || peek().kind != .identifier {
                    names.append(identifier(current))
                    expectName = false
                }
                advance()
            }
        }
        return GenericParameterClause(range: ByteRange(start: start, end: lastEnd), names: names)
    }

    /// Skips a `where` clause up to the body, returning its range.
    mutating func parseWhereClause() -> ByteRange? {
        guard split == 0, at(.where) else { return nil }
        let start = currentStart
        advance()
        skip { $0.at(.leftBrace) || $0.isAtDeclarationOnNewLine || $0.at(.equal) }
        return ByteRange(start: start, end: max(start, lastEnd))
    }

    // MARK: Functions

    mutating func parseFunction(start: Int, attributes: [Attribute], modifiers: [Modifier]) -> FunctionDeclaration {
        let keywordRange = current.range
        advance()  // func
        var name = Identifier(name: "", range: ByteRange(at: lastEnd))
        if isAtName {
            name = identifier(current)
            advance()
        } else if kind.isOperator || at(.equal) || at(.period) || at(.prefixPeriod) {
            // Operator names; a generic clause may be glued to them (`==<T>`) — rare, not split.
            name = Identifier(name: currentText, range: ByteRange(start: currentStart, end: Int(current.end)))
            advance()
        } else {
            expected("a function name")
        }
        let generics = parseGenericParameterClause()
        let parameters = parseParameterClause(allowsUnlabeled: false)
        let effects = parseEffects()
        var returnType: TypeSyntax?
        if consume(.arrow) != nil { returnType = parseType() }
        let whereClause = parseWhereClause()
        let body = at(.leftBrace) ? parseCodeBlock() : nil
        return FunctionDeclaration(
            attributes: attributes, modifiers: modifiers, funcKeywordRange: keywordRange, name: name,
            genericParameters: generics, parameters: parameters, effects: effects, returnType: returnType,
            whereClause: whereClause, body: body, range: ByteRange(start: start, end: max(start, lastEnd)))
    }

    mutating func parseInitializer(start: Int, attributes: [Attribute], modifiers: [Modifier]) -> InitializerDeclaration {
        let keywordRange = current.range
        advance()  // init
        var optionalMark: String?
        if !current.flags.contains(.hasLeadingTrivia) {
            if consumeOperatorPrefix(UInt8(ascii: "?")) != nil {
                optionalMark = "?"
            } else if consumeOperatorPrefix(UInt8(ascii: "!")) != nil {
                optionalMark = "!"
            }
        }
        let generics = parseGenericParameterClause()
        let parameters = parseParameterClause(allowsUnlabeled: false)
        let effects = parseEffects()
        let whereClause = parseWhereClause()
        let body = at(.leftBrace) ? parseCodeBlock() : nil
        return InitializerDeclaration(
            attributes: attributes, modifiers: modifiers, initKeywordRange: keywordRange, optionalMark: optionalMark,
            genericParameters: generics, parameters: parameters, effects: effects, whereClause: whereClause,
            body: body, range: ByteRange(start: start, end: max(start, lastEnd)))
    }

    mutating func parseSubscript(start: Int, attributes: [Attribute], modifiers: [Modifier]) -> SubscriptDeclaration {
        let keywordRange = current.range
        advance()
        let generics = parseGenericParameterClause()
        let parameters = parseParameterClause(allowsUnlabeled: false)
        var returnType: TypeSyntax?
        if consume(.arrow) != nil { returnType = parseType() } else { expected("`->`") }
        let whereClause = parseWhereClause()
        let accessors = at(.leftBrace) ? parseAccessorBlock() : nil
        return SubscriptDeclaration(
            attributes: attributes, modifiers: modifiers, keywordRange: keywordRange, genericParameters: generics,
            parameters: parameters, returnType: returnType, whereClause: whereClause, accessors: accessors,
            range: ByteRange(start: start, end: max(start, lastEnd)))
    }

    /// Parses `async`, `throws`, `throws(E)`, `rethrows` in any order.
    mutating func parseEffects() -> EffectSpecifiers {
        var effects = EffectSpecifiers()
        while split == 0 {
            if at(.async) {
                effects.asyncRange = current.range
                advance()
            } else if at(.throws) || at(.rethrows) {
                effects.isRethrows = at(.rethrows)
                effects.throwsRange = current.range
                advance()
                if at(.leftParen), !effects.isRethrows {
                    advance()
                    effects.thrownType = parseType()
                    if consume(.rightParen) == nil { expected("`)`") }
                }
            } else {
                break
            }
        }
        return effects
    }

    /// Parses a parenthesised parameter list. With `allowsUnlabeled` (enum associated values),
    /// an element may be a bare type.
    mutating func parseParameterClause(allowsUnlabeled: Bool) -> ParameterClause {
        let start = currentStart
        guard consume(.leftParen) != nil else {
            expected("`(`")
            return ParameterClause(range: ByteRange(at: start), parameters: [])
        }
        var parameters: [Parameter] = []
        while !isAtEnd, !at(.rightParen) {
            let before = index
            if isAtDeclarationOnNewLine && !looksLikeParameter || at(.leftBrace) || at(.rightBrace) { break }
            parameters.append(parseParameter(allowsUnlabeled: allowsUnlabeled))
            if consume(.comma) == nil {
                if at(.rightParen) { break }
                // Unreadable text: skip to the next parameter or the end of the list.
                skip { $0.at(.comma) || $0.at(.leftBrace) || $0.isAtDeclarationOnNewLine && !$0.looksLikeParameter }
                if consume(.comma) == nil { break }
            }
            if index == before { advance() }
        }
        if consume(.rightParen) == nil { expected("`)`") }
        return ParameterClause(range: ByteRange(start: start, end: max(start, lastEnd)), parameters: parameters)
    }

    /// Whether the cursor reads as the start of a parameter (`name:`, `label name:`, `@Attr`),
    /// even when the label is a declaration keyword such as `internal` or `operator`.
    var looksLikeParameter: Bool {
        if at(.atSign) { return true }
        guard isAtName else { return false }
        let next = peek()
        if next.kind == .colon { return true }
        return (next.kind == .identifier || next.kind == .keyword) && peek(2).kind == .colon
    }

    mutating func parseParameter(allowsUnlabeled: Bool) -> Parameter {
        let start = currentStart
        let attributes = parseAttributes()
        var modifiers: [Modifier] = []
        while split == 0, at(.isolated) || at(.underscoreConst), peek().kind == .identifier || peek().kind == .keyword {
            modifiers.append(Modifier(keyword: current.keyword, name: text(of: current), detail: nil, range: current.range))
            advance()
        }
        var firstName: Identifier?
        var secondName: Identifier?
        let namesLabelAType =
            isAtName
            && (peek().kind == .colon || (peek().kind == .identifier || peek().kind == .keyword) && peek(2).kind == .colon)
        if namesLabelAType || !allowsUnlabeled {
            if isAtName {
                firstName = identifier(current)
                advance()
                if isAtName, !at(.colon) {
                    secondName = identifier(current)
                    advance()
                }
            }
            if consume(.colon) == nil { expected("`:`") }
        }
        let type = parseType()
        var ellipsis: ByteRange?
        if split == 0, kind.isOperator, currentText == "..." {
            ellipsis = current.range
            advance()
        }
        var defaultValue: ByteRange?
        if consume(.equal) != nil {
            let valueStart = currentStart
            skip { $0.at(.comma) || $0.isAtDeclarationOnNewLine && !$0.looksLikeParameter }
            defaultValue = ByteRange(start: valueStart, end: max(valueStart, lastEnd))
        }
        return Parameter(
            attributes: attributes, modifiers: modifiers, firstName: firstName, secondName: secondName,
            type: type.isMissing ? nil : type, ellipsisRange: ellipsis, defaultValue: defaultValue,
            range: ByteRange(start: start, end: max(start, lastEnd)))
    }

    // MARK: Variables

    mutating func parseVariable(start: Int, attributes: [Attribute], modifiers: [Modifier]) -> VariableDeclaration {
        let isLet = at(.let)
        let keywordRange = current.range
        advance()
        var bindings: [PatternBinding] = []
        repeat {
            let bindingStart = currentStart
            var names: [Identifier] = []
            let patternStart = currentStart
            if at(.leftParen) {
                let first = index
                skipBalanced()
                for i in first..<index where tokens[i].kind == .identifier {
                    names.append(identifier(tokens[i]))
                }
            } else if isAtName {
                names.append(identifier(current))
                advance()
            } else {
                expected("a variable name")
            }
            let patternRange = ByteRange(start: patternStart, end: max(patternStart, lastEnd))
            var typeAnnotation: TypeSyntax?
            if consume(.colon) != nil { typeAnnotation = parseType() }
            var initializer: ByteRange?
            if consume(.equal) != nil {
                initializer = skipExpression()
            }
            var accessors: AccessorBlock?
            if at(.leftBrace), initializer == nil || looksLikeObserverBlock() {
                accessors = parseAccessorBlock()
            }
            bindings.append(
                PatternBinding(
                    patternRange: patternRange, names: names, typeAnnotation: typeAnnotation,
                    initializer: initializer, accessors: accessors,
                    range: ByteRange(start: bindingStart, end: max(bindingStart, lastEnd))))
        } while consume(.comma) != nil
        return VariableDeclaration(
            attributes: attributes, modifiers: modifiers, isLet: isLet, keywordRange: keywordRange,
            bindings: bindings, range: ByteRange(start: start, end: max(start, lastEnd)))
    }

    /// Skips an initial-value expression: up to a `,` or `;` at its own level, a closing bracket,
    /// an observer block, or a declaration that starts a new line.
    mutating func skipExpression() -> ByteRange {
        let start = currentStart
        let first = index
        while !isAtEnd {
            if skipGenericArguments() { continue }
            if at(.comma) || at(.semicolon) { break }
            if index > first, isAtDeclarationOnNewLine { break }
            if at(.leftBrace) {
                if looksLikeObserverBlock() { break }
                skipBalanced()
                continue
            }
            if at(.leftParen) || at(.leftSquare) {
                skipBalanced()
                continue
            }
            if at(.rightParen) || at(.rightSquare) || at(.rightBrace) { break }
            advance()
        }
        return ByteRange(start: start, end: max(start, index > first ? lastEnd : start))
    }

    /// Whether the `{` at the cursor opens `willSet`/`didSet` observers.
    func looksLikeObserverBlock() -> Bool {
        guard at(.leftBrace) else { return false }
        var i = index + 1
        while i < tokens.count, tokens[i].kind == .atSign || tokens[i].kind == .identifier && Self.isModifier(tokens[i].keyword) {
            i += tokens[i].kind == .atSign ? 2 : 1
        }
        let keyword = tokens[min(i, tokens.count - 1)].keyword
        return keyword == .willSet || keyword == .didSet
    }

    /// Parses `{ get set }`, `{ willSet {} didSet {} }` or an implicit getter's body.
    mutating func parseAccessorBlock() -> AccessorBlock {
        let start = currentStart
        var i = index + 1
        while i < tokens.count, tokens[i].kind == .atSign || tokens[i].kind == .identifier && Self.isModifier(tokens[i].keyword) {
            i += tokens[i].kind == .atSign ? 2 : 1
        }
        let first = tokens[min(i, tokens.count - 1)]
        guard first.kind == .identifier || first.kind == .keyword, Self.isAccessorName(text(of: first)) else {
            _ = parseCodeBlock()
            return AccessorBlock(range: ByteRange(start: start, end: lastEnd), accessors: [], isImplicitGetter: true)
        }
        advance()  // {
        var accessors: [Accessor] = []
        while !isAtEnd, !at(.rightBrace) {
            let before = index
            let accessorStart = currentStart
            _ = parseAttributes()
            _ = parseModifiers()
            guard isAtName else {
                skip { $0.at(.rightBrace) || $0.isAtDeclarationOnNewLine }
                break
            }
            let name = text(of: current)
            advance()
            if at(.leftParen) { skipBalanced() }
            _ = parseEffects()
            let body = at(.leftBrace) ? parseCodeBlock() : nil
            accessors.append(Accessor(name: name, range: ByteRange(start: accessorStart, end: lastEnd), body: body))
            if index == before { advance() }
        }
        if consume(.rightBrace) == nil { expected("`}`") }
        return AccessorBlock(range: ByteRange(start: start, end: lastEnd), accessors: accessors, isImplicitGetter: false)
    }

    static func isAccessorName(_ text: String) -> Bool {
        switch text {
        case "get", "set", "willSet", "didSet", "_modify", "_read", "modify", "read", "init", "unsafeAddress",
            "unsafeMutableAddress":
            true
        default:
            false
        }
    }

    // MARK: Other declarations

    mutating func parseTypeAlias(start: Int, attributes: [Attribute], modifiers: [Modifier]) -> TypeAliasDeclaration {
        advance()
        var name = Identifier(name: "", range: ByteRange(at: lastEnd))
        if isAtName {
            name = identifier(current)
            advance()
        } else {
            expected("a type alias name")
        }
        let generics = parseGenericParameterClause()
        var type: TypeSyntax?
        if consume(.equal) != nil { type = parseType() } else { expected("`=`") }
        _ = parseWhereClause()
        return TypeAliasDeclaration(
            attributes: attributes, modifiers: modifiers, name: name, genericParameters: generics, type: type,
            range: ByteRange(start: start, end: max(start, lastEnd)))
    }

    mutating func parseAssociatedType(start: Int, attributes: [Attribute], modifiers: [Modifier]) -> AssociatedTypeDeclaration {
        advance()
        var name = Identifier(name: "", range: ByteRange(at: lastEnd))
        if isAtName {
            name = identifier(current)
            advance()
        } else {
            expected("an associated type name")
        }
        var inheritance: [TypeSyntax] = []
        if consume(.colon) != nil {
            repeat {
                let type = parseType()
                if type.isMissing { break }
                inheritance.append(type)
            } while consume(.comma) != nil
        }
        var defaultType: TypeSyntax?
        if consume(.equal) != nil { defaultType = parseType() }
        _ = parseWhereClause()
        return AssociatedTypeDeclaration(
            attributes: attributes, modifiers: modifiers, name: name, inheritance: inheritance,
            defaultType: defaultType, range: ByteRange(start: start, end: max(start, lastEnd)))
    }

    mutating func parseEnumCase(start: Int, attributes: [Attribute], modifiers: [Modifier]) -> EnumCaseDeclaration {
        advance()  // case
        var elements: [EnumCaseElement] = []
        repeat {
            let elementStart = currentStart
            guard isAtName else {
                expected("an enum case name")
                break
            }
            let name = identifier(current)
            advance()
            var associated: ParameterClause?
            if at(.leftParen) { associated = parseParameterClause(allowsUnlabeled: true) }
            var rawValue: ByteRange?
            if consume(.equal) != nil { rawValue = skipExpression() }
            elements.append(
                EnumCaseElement(
                    name: name, associatedValue: associated, rawValue: rawValue,
                    range: ByteRange(start: elementStart, end: lastEnd)))
        } while consume(.comma) != nil
        return EnumCaseDeclaration(
            attributes: attributes, modifiers: modifiers, elements: elements,
            range: ByteRange(start: start, end: max(start, lastEnd)))
    }

    /// `deinit`, `operator`, `precedencegroup` and `macro` declarations.
    mutating func parseOther(start: Int, attributes: [Attribute], modifiers: [Modifier]) -> OtherDeclaration {
        let keyword = current.keyword
        advance()
        var name: Identifier?
        switch keyword {
        case .deinit:
            _ = parseEffects()
            if at(.leftBrace) { _ = parseCodeBlock() }
        case .operator:
            if split == 0, !isAtEnd, !current.flags.contains(.isAtStartOfLine) {
                name = Identifier(name: currentText, range: current.range)
                advance()
            }
            if consume(.colon) != nil {
                while isAtName || at(.comma), !current.flags.contains(.isAtStartOfLine) { advance() }
            }
            if at(.leftBrace) { skipBalanced() }
        case .precedencegroup:
            if isAtName {
                name = identifier(current)
                advance()
            }
            if at(.leftBrace) { skipBalanced() } else { expected("`{`") }
        default:  // macro
            if isAtName {
                name = identifier(current)
                advance()
            }
            _ = parseGenericParameterClause()
            if at(.leftParen) { _ = parseParameterClause(allowsUnlabeled: false) }
            if consume(.arrow) != nil { _ = parseType() }
            if consume(.equal) != nil { _ = skipExpression() }
            _ = parseWhereClause()
        }
        return OtherDeclaration(
            keyword: keyword, attributes: attributes, modifiers: modifiers, name: name,
            range: ByteRange(start: start, end: max(start, lastEnd)))
    }

    mutating func parseMacroExpansion() -> MacroExpansionDeclaration {
        let token = current
        let start = Int(token.start)
        advance()
        let name = Identifier(
            name: String(decoding: bytes[Int(token.start) + 1..<Int(token.end)], as: UTF8.self),
            range: ByteRange(start: start + 1, end: Int(token.end)))
        if atOperatorPrefix(UInt8(ascii: "<")), !current.flags.contains(.hasLeadingTrivia) {
            _ = parseGenericParameterClause()
        }
        var arguments: ArgumentClause?
        if at(.leftParen), !current.flags.contains(.hasLeadingTrivia) { arguments = parseArgumentClause() }
        var closure: CodeBlock?
        if at(.leftBrace), !current.flags.contains(.isAtStartOfLine) { closure = parseCodeBlock() }
        return MacroExpansionDeclaration(
            name: name, arguments: arguments, trailingClosure: closure,
            range: ByteRange(start: start, end: max(start, lastEnd)))
    }

    /// Parses `#if … #endif`, keeping every branch.
    mutating func parseIfConfig(inType: Bool) -> IfConfigDeclaration {
        let start = currentStart
        var clauses: [IfConfigClause] = []
        var endRange: ByteRange?
        depth += 1
        defer { depth -= 1 }
        while true {
            let clauseStart = currentStart
            let keyword = current.keyword
            let keywordRange = current.range
            advance()
            var condition: ByteRange?
            if keyword != .poundElse {
                let conditionStart = currentStart
                skip { $0.current.flags.contains(.isAtStartOfLine) }
                condition = ByteRange(start: conditionStart, end: max(conditionStart, lastEnd))
            }
            var declarations: [Declaration] = []
            if depth >= Self.maximumDepth {
                error(.nestingTooDeep, keywordRange)
                skip {
                    $0.at(.poundKeyword)
                        && ($0.current.keyword == .poundEndif || $0.current.keyword == .poundElse
                            || $0.current.keyword == .poundElseif)
                }
            } else {
                declarations = parseDeclarations(until: .ifConfig, inType: inType)
            }
            clauses.append(
                IfConfigClause(
                    keyword: keyword, keywordRange: keywordRange, condition: condition, declarations: declarations,
                    range: ByteRange(start: clauseStart, end: max(clauseStart, lastEnd))))
            if at(.poundKeyword), current.keyword == .poundElseif || current.keyword == .poundElse { continue }
            if at(.poundKeyword), current.keyword == .poundEndif {
                endRange = current.range
                advance()
            } else {
                error(.unterminatedIfConfig, keywordRange)
            }
            break
        }
        return IfConfigDeclaration(clauses: clauses, endRange: endRange, range: ByteRange(start: start, end: max(start, lastEnd)))
    }
}

extension TokenKind {
    /// Whether the kind is one of the operator kinds.
    public var isOperator: Bool {
        switch self {
        case .binaryOperator, .prefixOperator, .postfixOperator: true
        default: false
        }
    }
}
