import CradleSyntax

/// Type identity and generated names, exactly as Cradle computes them from syntax
/// (`cradle.md` §2.1 and §3). Aliases and module qualification are never resolved.
public enum TypeNaming {
    /// The type with redundant parentheses removed and, at the top level, `any` dropped
    /// (then parentheses removed again): the part that identity and naming look at.
    public static func core(of type: TypeSyntax) -> TypeSyntax {
        var type = type.withoutParentheses
        if case .any(let inner) = type.kind { type = inner.withoutParentheses }
        return type
    }

    /// The identity of a type (§3): its core's tokens joined without trivia, identifiers
    /// without backticks. `Service`, `any Service`, `(any Service)` and `` `Service` `` share one.
    public static func identity(of type: TypeSyntax, in tree: SyntaxTree) -> String {
        tree.canonicalText(of: core(of: type).range, removingBackticks: true)
    }

    /// The token that names the type (§2.1 step 3): the identifier of a plain type, or the
    /// last component of a member type whose base chain is made of names. Nil when the type has
    /// no name: Optional sugar, arrays, dictionaries, tuples, functions, metatypes, `some`,
    /// compositions, attributed types.
    public static func nameToken(of type: TypeSyntax) -> Identifier? {
        let core = core(of: type)
        switch core.kind {
        case .identifier(let name, _):
            return name
        case .member(let base, let name, _):
            return isNameChain(base) ? name : nil
        default:
            return nil
        }
    }

    private static func isNameChain(_ type: TypeSyntax) -> Bool {
        var current = type
        while true {
            switch current.kind {
            case .identifier: return true
            case .member(let base, _, _): current = base
            default: return false
            }
        }
    }

    /// The generated name (§2.1): the name token's text as written (backticks included),
    /// converted to lowerCamelCase. Nil when the type has no name.
    public static func generatedName(of type: TypeSyntax) -> String? {
        nameToken(of: type).map { lowerCamelCase($0.text) }
    }

    /// The comparison name: the generated name without surrounding backticks.
    public static func comparisonName(_ generatedName: String) -> String {
        if generatedName.count >= 2, generatedName.hasPrefix("`"), generatedName.hasSuffix("`") {
            return String(generatedName.dropFirst().dropLast())
        }
        return generatedName
    }

    /// §2.1 step 4: `HTTPClient` → `httpClient`, `SHA256` → `sha256`, `URL` → `url`,
    /// `iPhoneFactory` unchanged, `` `Repository` `` unchanged (it starts with a backtick).
    public static func lowerCamelCase(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiLowerCamelCase(text) }
        let characters = Array(text)
        guard let first = characters.first, first.isUppercase else { return text }
        var run = 0
        while run < characters.count, characters[run].isUppercase { run += 1 }
        if run == characters.count { return text.lowercased() }
        if run == 1 { return first.lowercased() + String(characters[1...]) }
        if !characters[run].isLowercase {
            return String(characters[..<run]).lowercased() + String(characters[run...])
        }
        return String(characters[..<(run - 1)]).lowercased() + String(characters[(run - 1)...])
    }

    /// The same rule on ASCII bytes, without `Character` work (the common case).
    static func asciiLowerCamelCase(_ text: String) -> String {
        var bytes = Array(text.utf8)
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        guard let first = bytes.first, isUpper(first) else { return text }
        var run = 0
        while run < bytes.count, isUpper(bytes[run]) { run += 1 }
        let end: Int
        if run == bytes.count || run == 1 || !isLower(bytes[run]) {
            end = run == 1 ? 1 : run
        } else {
            end = run - 1
        }
        for index in 0..<end { bytes[index] += 0x20 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// §2.1 step 5: whether `func <name>() {}` parses, i.e. the name lexes as one identifier
    /// token. Reserved words (`class`, `throw`, `precedencegroup`, …) and `_` do not; backticked
    /// names and contextual words (`get`, `async`) do.
    public static func isValidFunctionName(_ name: String) -> Bool {
        // Every factory asks: a plain ASCII word is an identifier unless it is a reserved word,
        // which the lexer's keyword table decides; anything else is lexed.
        if let first = name.utf8.first, !isDigit(first), name.utf8.allSatisfy(isASCIIWordByte) {
            return !reservedWords.contains(name)
        }
        return lexesAsOneIdentifier(name)
    }

    /// The reference answer of ``isValidFunctionName(_:)``: the name lexes as one identifier.
    static func lexesAsOneIdentifier(_ name: String) -> Bool {
        let lexed = Lexer.tokenize(SourceText(name))
        guard lexed.errors.isEmpty, lexed.tokens.count == 2, let token = lexed.tokens.first else { return false }
        return token.kind == .identifier && token.start == 0 && Int(token.end) == name.utf8.count
    }

    /// The words that lex as keywords rather than identifiers.
    static let reservedWords = Set(Keyword.allCases.filter { $0.isReserved && !$0.isPoundKeyword }.map(\.text))

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// Whether the type is a direct Optional (§3): `T?`, `T!`, `Optional<T>` or
    /// `Swift.Optional<T>`, also inside redundant parentheses.
    public static func isDirectOptional(_ type: TypeSyntax) -> Bool {
        let type = type.withoutParentheses
        switch type.kind {
        case .optional, .implicitlyUnwrappedOptional:
            return true
        case .identifier(let name, let arguments):
            return name.name == "Optional" && arguments != nil
        case .member(let base, let name, let arguments):
            guard name.name == "Optional", arguments != nil, case .identifier(let module, nil) = base.kind else { return false }
            return module.name == "Swift"
        default:
            return false
        }
    }

    /// Whether any `some` appears anywhere in the type (§3, §4.3).
    public static func containsSome(_ type: TypeSyntax) -> Bool {
        var found = false
        type.forEachNode { node in
            if case .some = node.kind { found = true }
        }
        return found
    }
}
