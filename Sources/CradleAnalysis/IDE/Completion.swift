import CradleSyntax

/// One completion offered at a position: what the list shows, what it inserts (plain text, and a
/// snippet with tab stops where one reads better), and what to show beside it. Items come
/// ranked: the first is the best.
public struct CompletionItem: Sendable, Hashable {
    /// What the item is, for the editor's icon.
    public enum Kind: Sendable, Hashable {
        case property, method, variable, enumMember, keyword, type, snippet
    }

    /// What the item names, for ``Workspace/completionDocumentation(of:)`` (the documentation
    /// hover would show, computed when the editor asks for it).
    public struct Reference: Sendable, Hashable {
        /// What kind of thing is named.
        public enum Kind: String, Sendable, Hashable {
            /// A factory (registration or external method): its hover.
            case factory
            /// A factory as an override label replaces it: the override's hover.
            case override
            /// A member of a graph's `input` type: where it is bound.
            case inputMember
            /// A graph: its summary.
            case graph
        }

        public var kind: Kind
        /// The graph's file.
        public var file: String
        /// The graph's lexical path, joined by `.`.
        public var graph: String
        /// The factory's name, or the input member's; empty for a graph.
        public var name: String

        /// A reference as given.
        public init(kind: Kind, file: String, graph: String, name: String) {
            self.kind = kind
            self.file = file
            self.graph = graph
            self.name = name
        }
    }

    /// What the list shows.
    public var label: String
    public var kind: Kind
    /// One line beside the label: type, lifetime, factory, module.
    public var detail: String
    /// Markdown shown with the item, when it is cheap to know; otherwise ``reference`` gives it.
    public var documentation: String?
    /// What is inserted without snippet support.
    public var text: String
    /// What is inserted with snippet support (LSP snippet syntax), when it differs from ``text``.
    public var snippet: String?
    /// The bytes the insertion replaces: the word written so far (or nothing, at the cursor).
    public var range: ByteRange
    /// What the editor filters the written word against, when not the label.
    public var filterText: String?
    /// Why the item would be an error here (it is shown struck through), if it would.
    public var deprecation: String?
    /// What the item names, for its documentation.
    public var reference: Reference?
}

extension Workspace {
    /// The completions at a position, or nil when the position is no place the graph knows
    /// about (another tool completes there). The contexts: a member after a receiver that is a
    /// graph (or a graph type), `input.` inside a graph, an accessor read through implicit `self`
    /// in an extension of a graph or one of its own methods, a `@Provide` factory's parameter
    /// list, `@Provide(`,
    /// `@DependencyGraph(` with its `input:` and `sources: [` values, `G.override(` and its
    /// `.build(`. Never inside a string or a comment. Details and documentation are in `language`.
    public func completions(path: String, offset: Int, language: MessageLanguage = .english) -> [CompletionItem]? {
        guard let tree = tree(of: path), let position = CompletionPosition(tree: tree, offset: offset) else { return nil }
        let tokens = tree.tokens
        let resolver = TypeResolver(self)
        if position.anchor >= 0,
            tokens[position.anchor].kind == .period
                || tokens[position.anchor].kind == .prefixPeriod
                    && MemberChain.isMemberAccess(at: position.anchor + 1, in: tokens),
            let chain = MemberChain.receiver(ofPeriodAt: position.anchor, in: tree)
        {
            return memberCompletions(
                of: chain, at: position, path: path, tree: tree, resolver: resolver, language: language)
        }
        if let bracket = position.enclosingBracket(in: tokens) {
            if let items = bracketCompletions(
                open: bracket, at: position, path: path, tree: tree, resolver: resolver, language: language)
            {
                return items
            }
        }
        return implicitSelfCompletions(at: position, path: path, tree: tree, resolver: resolver, language: language)
    }

    /// The documentation of an item that names something (what hover shows for it), or nil when
    /// the workspace no longer has it; in `language`.
    public func completionDocumentation(of reference: CompletionItem.Reference, language: MessageLanguage = .english)
        -> String?
    {
        guard
            let graph = entries[reference.file]?.factories.first(where: {
                $0.graph.lexicalPath.joined(separator: ".") == reference.graph
            })
        else { return nil }
        switch reference.kind {
        case .graph:
            return describe(graph, path: reference.file, language: language)
        case .inputMember:
            return describeInput(reference.name, of: graph, graphPath: reference.file, language: language)
        case .factory, .override:
            guard let factory = graph.factories.first(where: { $0.name == reference.name }) else { return nil }
            return reference.kind == .factory
                ? describe(factory, in: graph, path: reference.file, language: language)
                : describeOverride(of: factory, in: graph, path: reference.file, language: language)
        }
    }

    /// The items of the call or list whose bracket opens at `open`, or nil when it is none the
    /// graph knows.
    private func bracketCompletions(
        open: Int, at position: CompletionPosition, path: String, tree: SyntaxTree, resolver: TypeResolver,
        language: MessageLanguage
    ) -> [CompletionItem]? {
        let tokens = tree.tokens
        if tokens[open].kind == .leftSquare {
            // `sources: [` inside `@DependencyGraph(`.
            guard open >= 2, tokens[open - 1].kind == .colon, tree.canonicalText(ofToken: open - 2) == "sources",
                let attribute = position.enclosingBracket(in: tokens, before: open - 2),
                let graph = graphAttribute(openingAt: attribute, in: tree, path: path)
            else { return nil }
            return sourceElementCompletions(
                for: graph, listOpen: open, at: position, path: path, tree: tree, isWrapped: false, language: language)
        }
        guard tokens[open].kind == .leftParen, open >= 1 else { return nil }
        if let graph = graphAttribute(openingAt: open, in: tree, path: path) {
            return graphOptionCompletions(for: graph, open: open, at: position, path: path, tree: tree, language: language)
        }
        if open >= 2, tokens[open - 2].kind == .atSign, tree.canonicalText(ofToken: open - 1) == "Provide" {
            return lifetimeCompletions(attributeOpen: open, at: position, path: path, tree: tree, language: language)
        }
        if open >= 2, tokens[open - 2].kind == .keyword, tokens[open - 2].keyword == .func {
            return parameterCompletions(clauseOpen: open, at: position, path: path, tree: tree, language: language)
        }
        if let call = overrideCall(openingAt: open, in: tree, path: path, resolver: resolver) {
            return overrideCompletions(call, at: position, path: path, tree: tree, language: language)
        }
        if open >= 3, tree.canonicalText(ofToken: open - 1, removingBackticks: true) == "build",
            tokens[open - 2].kind == .period, tokens[open - 3].kind == .rightParen,
            let overrideOpen = MemberChain.opening(of: open - 3, in: tokens),
            let call = overrideCall(openingAt: overrideOpen, in: tree, path: path, resolver: resolver)
        {
            return buildCompletions(call, open: open, at: position, tree: tree, language: language)
        }
        return nil
    }
}

/// Where the cursor is for completion: the word being written, if any, and the token before it.
struct CompletionPosition {
    /// The cursor's byte offset.
    var offset: Int
    /// The identifier (or keyword) the cursor ends or is inside: the word written so far.
    var word: Int?
    /// The token before the word (or before the cursor when there is no word); -1 at the start.
    var anchor: Int
    /// What an item replaces: the word up to the cursor, or nothing.
    var replaced: ByteRange

    /// The position at `offset`, or nil inside a string, a number, an operator or a comment.
    init?(tree: SyntaxTree, offset: Int) {
        let tokens = tree.tokens
        guard offset >= 0, offset <= tree.text.bytes.count, !tokens.isEmpty else { return nil }
        self.offset = offset
        let index = tree.tokenIndex(containing: offset)
        func isWord(_ token: Token) -> Bool { token.kind == .identifier || token.kind == .keyword }
        if index < tokens.count, Int(tokens[index].start) < offset, tokens[index].kind != .endOfFile {
            // Inside a token: only a word is completed.
            guard isWord(tokens[index]) else { return nil }
            word = index
        } else if index >= 1, Int(tokens[index - 1].end) == offset, isWord(tokens[index - 1]) {
            word = index - 1
        } else {
            word = nil
        }
        anchor = (word ?? index) - 1
        if let word {
            replaced = ByteRange(start: Int(tokens[word].start), end: offset)
        } else {
            replaced = ByteRange(start: offset, end: offset)
            // Between tokens: a comment before the cursor hides everything.
            let gapStart = anchor >= 0 ? Int(tokens[anchor].end) : 0
            if Self.isInComment(tree.text.bytes, from: gapStart, to: offset) { return nil }
        }
    }

    /// Whether trivia from `start` (just after a token) leaves `end` inside a comment.
    static func isInComment(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        var index = start
        var blockDepth = 0
        var isLineComment = false
        while index < end {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if isLineComment {
                if byte == 0x0A || byte == 0x0D { isLineComment = false }
                index += 1
            } else if blockDepth > 0 {
                if byte == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
                    blockDepth -= 1
                    index += 2
                } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                    blockDepth += 1
                    index += 2
                } else {
                    index += 1
                }
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                isLineComment = true
                index += 2
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                blockDepth = 1
                index += 2
            } else {
                index += 1
            }
        }
        return isLineComment || blockDepth > 0
    }

    /// The innermost `(` or `[` still open before the word (or before the token at `before`),
    /// or nil when a `{` comes first (a body or a closure: another context).
    func enclosingBracket(in tokens: [Token], before: Int? = nil) -> Int? {
        guard let open = TokenScan.enclosingBracket(before: before ?? anchor + 1, in: tokens),
            tokens[open].kind != .leftBrace
        else { return nil }
        return open
    }

    /// Where the cursor is among the arguments of the call or list opening at `open`: which
    /// argument, the labels before and after it, and whether the cursor is at its label (nothing
    /// but the word written) or at its value (after `label:`, or after a lone `.`), or inside a
    /// value already being written.
    func argument(ofListOpeningAt open: Int, in tree: SyntaxTree) -> ArgumentPosition {
        let tokens = tree.tokens
        let close = TokenScan.matchingBracket(open, in: tokens) ?? tokens.count - 1
        let arguments = Workspace.arguments(between: open, and: close, in: tree)
        let commas = TokenScan.topLevelIndexes(
            in: (open + 1)..<max(open + 1, anchor + 1), kind: { tokens[$0].kind }, where: { tokens[$0].kind == .comma })
        let current = commas.count
        let start = (commas.last ?? open) + 1
        let written = start <= anchor ? Array(start...anchor) : []
        func isLabel(_ index: Int) -> Bool { tokens[index].kind == .identifier || tokens[index].kind == .keyword }
        // A lone `.` before `)` or `,` may lex either way.
        func isDot(_ index: Int) -> Bool { tokens[index].kind == .prefixPeriod || tokens[index].kind == .period }
        var position = ArgumentPosition(
            index: current, written: written, label: nil, isValue: false, isExpression: false, valueStart: nil,
            // By where each label is (an empty argument is in no list): before the current
            // argument, or after the cursor.
            labelsBefore: arguments.compactMap { $0.label != nil && $0.value.lowerBound - 2 < start ? $0.label : nil },
            labelsAfter: arguments.compactMap { $0.label != nil && $0.value.lowerBound - 2 > (word ?? anchor) ? $0.label : nil })
        switch written.count {
        case 0:
            break
        case 1 where isDot(written[0]):
            position.isValue = true
            position.valueStart = Int(tokens[written[0]].start)
        case 2 where isLabel(written[0]) && tokens[written[1]].kind == .colon:
            position.isValue = true
            position.label = tree.canonicalText(ofToken: written[0], removingBackticks: true)
        case 3 where isLabel(written[0]) && tokens[written[1]].kind == .colon && isDot(written[2]):
            position.isValue = true
            position.label = tree.canonicalText(ofToken: written[0], removingBackticks: true)
            position.valueStart = Int(tokens[written[2]].start)
        default:
            position.isExpression = true
        }
        return position
    }

    /// What an item at a value replaces: from a `.` written before the word, else the word.
    func replaced(from valueStart: Int?) -> ByteRange {
        ByteRange(start: valueStart ?? replaced.start, end: offset)
    }
}

/// The cursor among a call's arguments (see ``CompletionPosition/argument(ofListOpeningAt:in:)``).
struct ArgumentPosition {
    /// Which argument, from 0.
    var index: Int
    /// The current argument's tokens before the word (or the cursor).
    var written: [Int]
    /// The current argument's label, when its value is being written.
    var label: String?
    /// Whether the value is being written (after `label:` or a lone `.`).
    var isValue: Bool
    /// Whether the cursor is further inside an expression (neither a label nor a value's start).
    var isExpression: Bool
    /// Where a `.` written before the value's word starts.
    var valueStart: Int?
    /// The labels of the arguments before and after the current one.
    var labelsBefore: [String]
    var labelsAfter: [String]
}
