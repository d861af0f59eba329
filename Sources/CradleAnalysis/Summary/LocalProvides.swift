import CradleSyntax

/// `@Provide` attributes on declarations the parser does not read: local functions, types and
/// properties inside function, initializer, accessor and closure bodies (`cradle.md` #23).
///
/// The `@Provide` peer macro looks only at the nearest enclosing declaration, and inside a body
/// that is the function, accessor or closure around it, never the graph, so every such attribute is
/// misplaced. The exception is a graph class or actor declared inside a body: its direct members
/// are where factories belong. Bodies are not parsed (invariant 3), so this reads the tokens.
enum LocalProvides {
    /// The ranges of `@Provide` (or `@Cradle.Provide`) attributes, with their argument clauses,
    /// attached to declarations that the declaration tree does not contain. `known` holds the
    /// start offsets of the attributes the tree already has.
    static func ranges(in tree: SyntaxTree, excluding known: Set<Int>) -> [ByteRange] {
        let tokens = tree.tokens
        var ranges: [ByteRange] = []
        // For each open `{`, whether it opens the body of a graph class or actor.
        var braces: [Bool] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .leftBrace:
                braces.append(opensGraphBody(at: index, in: tree))
            case .rightBrace:
                _ = braces.popLast()
            case .atSign where !known.contains(Int(token.start)):
                if let end = provideEnd(at: index, in: tree), !(braces.last ?? false),
                    !follows(modifierAt: index - 1, in: tree), attachesToDeclaration(after: end, in: tree)
                {
                    ranges.append(ByteRange(start: Int(token.start), end: Int(tokens[end - 1].end)))
                    index = end
                    continue
                }
            default:
                break
            }
            index += 1
        }
        return ranges
    }

    /// For `@Provide`, `@Provide(…)` or `@Cradle.Provide(…)` at `index`, the index just past the
    /// attribute; nil for any other attribute.
    static func provideEnd(at index: Int, in tree: SyntaxTree) -> Int? {
        let tokens = tree.tokens
        var next = index + 1
        func isName(_ offset: Int, _ name: String) -> Bool {
            offset < tokens.count && tokens[offset].kind == .identifier && tree.text(of: tokens[offset]) == name
        }
        if isName(next, "Cradle"), next + 2 < tokens.count, tokens[next + 1].kind == .period, isName(next + 2, "Provide") {
            next += 3
        } else if isName(next, "Provide") {
            next += 1
        } else {
            return nil
        }
        guard next < tokens.count, tokens[next].kind == .leftParen, !tokens[next].flags.contains(.hasLeadingTrivia) else {
            return next
        }
        // Past the `)` closing the arguments, or at the end of the file.
        return TokenScan.matchingBracket(next, in: tokens, brackets: .parentheses).map { $0 + 1 } ?? tokens.count - 1
    }

    /// Whether the token at `index` is a declaration modifier: an attribute written after one is
    /// not attached to anything (Swift's parser keeps it as unexpected text).
    static func follows(modifierAt index: Int, in tree: SyntaxTree) -> Bool {
        guard index >= 0 else { return false }
        let token = tree.tokens[index]
        guard token.kind == .keyword || token.kind == .identifier else { return false }
        return modifiers.contains(token.keyword)
    }

    /// Whether a declaration keyword follows, after any further attributes and modifiers.
    static func attachesToDeclaration(after start: Int, in tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        var index = start
        while index < tokens.count - 1 {
            let token = tokens[index]
            if token.kind == .atSign {
                index += 1
                while index < tokens.count - 1, tokens[index].kind == .identifier || tokens[index].kind == .period {
                    index += 1
                }
                if tokens[index].kind == .leftParen, !tokens[index].flags.contains(.hasLeadingTrivia) {
                    index =
                        TokenScan.matchingBracket(index, in: tokens, brackets: .parentheses).map { $0 + 1 } ?? tokens.count - 1
                }
                continue
            }
            guard token.kind == .keyword || token.kind == .identifier else { return false }
            if declarationKeywords.contains(token.keyword) { return true }
            guard modifiers.contains(token.keyword) else { return false }
            if token.keyword == .class {
                // `class` is a modifier only before another member keyword (`class func`).
                let next = tokens[index + 1].keyword
                if !declarationKeywords.contains(next) && !modifiers.contains(next) { return true }
            }
            index += 1
            if tokens[index].kind == .leftParen, index + 2 < tokens.count, tokens[index + 2].kind == .rightParen {
                index += 3  // `private(set)`
            }
        }
        return false
    }

    /// Whether the `{` at `index` opens the body of a class or actor carrying an attribute spelled
    /// exactly `DependencyGraph`: reads back to the previous brace or semicolon.
    static func opensGraphBody(at index: Int, in tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        var isClassOrActor = false
        var hasGraphAttribute = false
        var back = index - 1
        while back >= 0 {
            let token = tokens[back]
            if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon { break }
            if token.keyword == .class || token.keyword == .actor, back == 0 || tokens[back - 1].kind != .period {
                isClassOrActor = true
            }
            if token.kind == .identifier, back > 0, tokens[back - 1].kind == .atSign,
                tree.text(of: token) == "DependencyGraph"
            {
                hasGraphAttribute = true
            }
            back -= 1
        }
        return isClassOrActor && hasGraphAttribute
    }

    static let modifiers: Set<Keyword> = [
        .private, .fileprivate, .internal, .public, .static, .open, .package, .final, .override, .mutating,
        .nonmutating, .lazy, .weak, .unowned, .required, .convenience, .dynamic, .optional, .indirect, .nonisolated,
        .distributed, .prefix, .postfix, .infix, .consuming, .borrowing, .class,
    ]

    static let declarationKeywords: Set<Keyword> = [
        .func, .var, .let, .`init`, .subscript, .struct, .enum, .actor, .protocol, .extension, .typealias,
    ]
}
