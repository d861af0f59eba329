import CradleSyntax

/// The identifiers a file uses, for workspace answers (unused registrations, accessor uses):
/// every identifier token, and the identifiers inside string interpolations (`"\(graph.clock)"`),
/// which the lexer keeps inside one string token.
enum NameUses {
    /// How deep interpolations inside interpolations are followed.
    static let maximumDepth = 8

    /// An identifier's bytes (backticks removed), spelled as a `String` only when asked: most
    /// names are looked at and dropped.
    struct Spelling {
        let bytes: [UInt8]
        let start: Int
        let end: Int

        init(_ token: Token, in bytes: [UInt8]) {
            var start = Int(token.start)
            var end = Int(token.end)
            if token.flags.contains(.isBackticked), end - start >= 2 {
                start += 1
                end -= 1
            }
            self.bytes = bytes
            self.start = start
            self.end = end
        }

        /// The length and first byte, packed: a cheap key to rule names out before spelling them.
        var key: Int { start < end ? (end - start) << 8 | Int(bytes[start]) : 0 }

        /// The ``key`` of a name's spelling.
        static func key(of name: String) -> Int {
            name.utf8.first.map { name.utf8.count << 8 | Int($0) } ?? 0
        }

        func string() -> String { String(decoding: bytes[start..<end], as: UTF8.self) }
    }

    /// Calls `body` with whether each identifier in `range` is written as a member (`.name`,
    /// `x.name`) and its spelling; spelling costs a `String`, so callers ask only for the names
    /// they keep.
    static func forEachIdentifier(
        in tree: SyntaxTree, range: ByteRange, _ body: (_ isMember: Bool, _ name: Spelling) -> Void
    ) {
        forEachIdentifier(
            tokens: tree.tokens, bytes: tree.text.bytes, from: tree.tokenIndex(containing: range.start), to: range.end, body)
    }

    /// The same over a token stream, from token `first` to the first token starting at or after
    /// byte `end`.
    static func forEachIdentifier(
        tokens: [Token], bytes: [UInt8], from first: Int, to end: Int, _ body: (_ isMember: Bool, _ name: Spelling) -> Void
    ) {
        var index = first
        while index < tokens.count, Int(tokens[index].start) < end {
            defer { index += 1 }
            let token = tokens[index]
            if token.kind == .identifier {
                let previous = index > 0 ? tokens[index - 1].kind : .endOfFile
                body(previous == .period || previous == .prefixPeriod, Spelling(token, in: bytes))
            } else if token.kind == .stringLiteral {
                interpolations(in: bytes[token.range.start..<token.range.end], depth: 0, body)
            }
        }
    }

    /// The names called with `input:` as their first argument (`TodoGraph(input: …)`), the
    /// graph initialisers that bind an input.
    static func inputCalls(tokens: [Token], bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        var index = 0
        while index + 3 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .identifier, tokens[index + 1].kind == .leftParen, tokens[index + 2].kind == .identifier,
                tokens[index + 3].kind == .colon, spelling(of: tokens[index + 2], in: bytes) == "input"
            else { continue }
            names.insert(spelling(of: tokens[index], in: bytes))
        }
        return names
    }

    /// An identifier token's name, backticks removed.
    @inline(__always)
    static func spelling(of token: Token, in bytes: [UInt8]) -> String {
        var start = Int(token.start)
        var end = Int(token.end)
        if token.flags.contains(.isBackticked), end - start >= 2 {
            start += 1
            end -= 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Lexes the code of each `\(…)` in a string literal's bytes.
    private static func interpolations(in literal: ArraySlice<UInt8>, depth: Int, _ body: (Bool, Spelling) -> Void) {
        guard depth < maximumDepth, literal.contains(UInt8(ascii: "\\")) else { return }
        var pounds = 0
        var cursor = literal.startIndex
        while cursor < literal.endIndex, literal[cursor] == UInt8(ascii: "#") {
            pounds += 1
            cursor += 1
        }
        while cursor < literal.endIndex {
            defer { cursor += 1 }
            guard literal[cursor] == UInt8(ascii: "\\") else { continue }
            var open = cursor + 1
            var marks = 0
            while open < literal.endIndex, literal[open] == UInt8(ascii: "#"), marks < pounds {
                marks += 1
                open += 1
            }
            guard marks == pounds, open < literal.endIndex, literal[open] == UInt8(ascii: "(") else { continue }
            var level = 0
            var close = open
            while close < literal.endIndex {
                if literal[close] == UInt8(ascii: "(") { level += 1 }
                if literal[close] == UInt8(ascii: ")") {
                    level -= 1
                    if level == 0 { break }
                }
                close += 1
            }
            let code = SourceText(bytes: Array(literal[(open + 1)..<min(close, literal.endIndex)]))
            let tokens = Lexer.tokenize(code).tokens
            for (index, token) in tokens.enumerated() {
                if token.kind == .identifier {
                    let previous = index > 0 ? tokens[index - 1].kind : .endOfFile
                    body(previous == .period || previous == .prefixPeriod, Spelling(token, in: code.bytes))
                } else if token.kind == .stringLiteral {
                    interpolations(in: code.bytes[token.range.start..<token.range.end], depth: depth + 1, body)
                }
            }
            cursor = close
        }
    }
}

/// The names a file that cannot hold Cradle code contributes to the workspace, read from its
/// tokens alone (no parse): what `Workspace` needs for unused registrations and accessor uses.
public struct NameUseSummary: Sendable {
    /// Names used as members (`x.name`, `.name`).
    public var memberNames: Set<String> = []
    /// Bare names inside extensions, as `Extended.name`.
    public var implicitMemberUses: Set<String> = []
    /// The names of the types the file extends.
    public var extendedTypeNames: Set<String> = []
    /// The types and type aliases the file declares, by lexical path (`Outer.Inner`), with their
    /// name ranges; types inside function bodies are not declarations the parser reads.
    public var declaredTypes: [String: ByteRange] = [:]
    /// Whether the text mentions `cradle-lsp:ignore` (a suppression comment, maybe a bad one).
    public var mentionsSuppression = false
    /// The variables the file declares at file scope.
    public var globalNames: Set<String> = []
    /// The names called with an `input:` argument first (`G(input: …)`).
    public var inputCalls: Set<String> = []

    /// Nothing used, extended or declared.
    public init() {}

    /// Whether `bytes` contain `cradle-lsp:ignore`.
    public static func mentionsSuppression(_ bytes: [UInt8]) -> Bool {
        let needle: [UInt8] = Array("cradle-lsp:ignore".utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count >= needle.count else { return false }
            let last = buffer.count - needle.count
            // `-` is rare in Swift: eight bytes at a time are ruled out until one may hold a
            // dash, then each dash is tried as the needle's seventh byte.
            var index = 6
            while index <= last + 6 {
                if index + 8 <= buffer.count {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    if !ByteWords.mayContain(word, UInt8(ascii: "-")) {
                        index += 8
                        continue
                    }
                }
                if buffer[index] == UInt8(ascii: "-") {
                    let start = index - 6
                    var matches = start <= last
                    var offset = 0
                    while matches, offset < needle.count {
                        matches = buffer[start + offset] == needle[offset]
                        offset += 1
                    }
                    if matches { return true }
                }
                index += 1
            }
            return false
        }
    }

    public init(lexing text: SourceText, keeping names: Set<String>?, readingDeclarations: Bool = true) {
        let tokens = Lexer.tokenize(text).tokens
        let bytes = text.bytes
        let keys = names.map { Set($0.map(NameUses.Spelling.key(of:))) }
        /// The name, when it is one to keep.
        func mayKeep(_ isMember: Bool, _ spelling: NameUses.Spelling) -> String? {
            guard let names, let keys else { return spelling.string() }
            guard keys.contains(spelling.key) else { return nil }
            let name = spelling.string()
            return names.contains(name) ? name : nil
        }
        NameUses.forEachIdentifier(tokens: tokens, bytes: bytes, from: 0, to: bytes.count) { isMember, spell in
            guard isMember else { return }
            if let name = mayKeep(isMember, spell) { memberNames.insert(name) }
        }
        // `extension Name … { … }`: the bare names inside, as the parser's extension range gives them.
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .keyword, tokens[index].keyword == .`extension`,
                index == 0 || tokens[index - 1].kind != .period && tokens[index - 1].kind != .prefixPeriod
            else { continue }
            // The extended type's last component, before generic arguments, `:`, `where` or `{`.
            var cursor = index + 1
            var extended: String?
            while cursor < tokens.count, tokens[cursor].kind == .identifier || tokens[cursor].kind == .period {
                if tokens[cursor].kind == .identifier { extended = NameUses.spelling(of: tokens[cursor], in: bytes) }
                cursor += 1
            }
            guard let extended else { continue }
            extendedTypeNames.insert(extended)
            while cursor < tokens.count, tokens[cursor].kind != .leftBrace, tokens[cursor].kind != .endOfFile {
                if tokens[cursor].kind == .keyword, tokens[cursor].keyword == .`extension` { break }
                cursor += 1
            }
            guard cursor < tokens.count, tokens[cursor].kind == .leftBrace else { continue }
            let close: Int
            switch TokenScan.matchingBracket(from: cursor, limit: tokens.count, brackets: .braces, kind: { tokens[$0].kind }) {
            case .closed(let index): close = index
            case .unclosed(let stoppedAt): close = stoppedAt
            }
            let end = close < tokens.count ? Int(tokens[close].end) : bytes.count
            NameUses.forEachIdentifier(tokens: tokens, bytes: bytes, from: index, to: end) { isMember, spell in
                guard !isMember, let name = mayKeep(isMember, spell), let first = name.utf8.first,
                    first == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first)
                else { return }
                implicitMemberUses.insert("\(extended).\(name)")
            }
            index = max(index, close)
        }
        if readingDeclarations {
            (declaredTypes, globalNames) = Self.declarations(tokens: tokens, bytes: bytes)
            inputCalls = NameUses.inputCalls(tokens: tokens, bytes: bytes)
        }
        mentionsSuppression = Self.mentionsSuppression(bytes)
    }

    /// Type declarations read from tokens the way the parser nests them, by the rule every walk
    /// of a parsed file follows (``DeclarationWalk/Rule/compiler``; the parity tests hold the
    /// two to the same answers): a type's body adds its name to the path, an extension's body
    /// is the extended type's (`extension Outer.Middle { struct Inner }` declares
    /// `Outer.Middle.Inner`), and any other body (a function, an accessor, a closure) hides what is
    /// inside it.
    static func declaredTypes(tokens: [Token], bytes: [UInt8]) -> [String: ByteRange] {
        declarations(tokens: tokens, bytes: bytes).types
    }

    /// The declared types (see ``declaredTypes(tokens:bytes:)``) and the file scope's variables.
    static func declarations(tokens: [Token], bytes: [UInt8]) -> (types: [String: ByteRange], globals: Set<String>) {
        var globals: Set<String> = []
        enum Scope {
            case type(String)
            case extensionBody([String])
            case other
        }
        var declared: [String: ByteRange] = [:]
        var scopes: [Scope] = []
        var path: [String] = []
        /// What the next `{` opens, set by a declaration's keyword.
        var pending: Scope?
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            let token = tokens[index]
            let isDeclarationLevel = scopes.allSatisfy {
                if case .other = $0 { return false }
                return true
            }
            switch token.kind {
            case .leftBrace:
                let scope = pending ?? .other
                scopes.append(scope)
                switch scope {
                case .type(let name): path.append(name)
                case .extensionBody(let extended): path += extended
                case .other: break
                }
                pending = nil
                continue
            case .rightBrace:
                switch scopes.popLast() {
                case .type?: path.removeLast()
                case .extensionBody(let extended)?: path.removeLast(min(extended.count, path.count))
                case .other?, nil: break
                }
                pending = nil
                continue
            case .endOfFile:
                continue
            default:
                break
            }
            guard isDeclarationLevel, token.kind == .keyword || token.kind == .identifier,
                index == 0 || tokens[index - 1].kind != .period && tokens[index - 1].kind != .prefixPeriod
            else { continue }
            switch token.keyword {
            case .`class`, .`struct`, .`enum`, .`protocol`, .actor:
                guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { continue }
                let name = NameUses.Spelling(tokens[index + 1], in: bytes).string()
                let key = (path + [name]).joined(separator: ".")
                if declared[key] == nil { declared[key] = tokens[index + 1].range }
                pending = .type(name)
            case .`extension`:
                // The extended type as written: `Outer`, `Outer.Middle`.
                var extended: [String] = []
                var next = index + 1
                while next < tokens.count, tokens[next].kind == .identifier {
                    extended.append(NameUses.Spelling(tokens[next], in: bytes).string())
                    guard next + 2 < tokens.count, tokens[next + 1].kind == .period else { break }
                    next += 2
                }
                pending = .extensionBody(extended)
            case .`typealias`:
                guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { continue }
                let name = NameUses.Spelling(tokens[index + 1], in: bytes).string()
                declared[(path + [name]).joined(separator: ".")] = tokens[index + 1].range
            case .`var`, .`let`:
                if scopes.isEmpty, index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                    globals.insert(NameUses.Spelling(tokens[index + 1], in: bytes).string())
                }
                pending = nil
            case .`func`, .`init`, .`deinit`, .`subscript`:
                pending = nil
            default:
                break
            }
        }
        return (declared, globals)
    }
}
