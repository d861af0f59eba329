import CradleSyntax

/// The `input.member` and `self.input.member` reads of one factory body, read as Cradle reads
/// them (`cradle.md` §7.4): a read inside a closure, a branch or a loop is not followed but
/// warned about, and a bare `input` passed on whole is an opaque use.
struct InputReadScan {
    /// The input members read, of those the input type declares.
    var members: Set<String> = []
    /// What is not followed, with where.
    var unsupported: [(code: CompositionDiagram.WarningCode, offset: Int)] = []

    /// No reads.
    init() {}

    init(body: CodeBlock, parameters: [String], memberNames: Set<String>, tree: SyntaxTree) {
        let tokens = tree.tokens
        var shadowDepths: [Int] = parameters.contains("input") ? [0] : []
        var depth = 0
        var index = body.innerTokens.lowerBound
        let end = body.innerTokens.upperBound
        func name(_ index: Int) -> String { tree.canonicalText(of: tokens[index].range, removingBackticks: true) }
        func mentionsInput(_ range: Range<Int>) -> Bool {
            guard let first = range.first, let last = range.last else { return false }
            let text = tree.text[ByteRange(start: Int(tokens[first].start), end: Int(tokens[last].end))]
            return text.contains("self.input") || (shadowDepths.isEmpty && text.contains("input"))
        }
        /// The end (exclusive) of a braced block starting at or after `start`, outside parentheses.
        func blockEnd(from start: Int) -> Int {
            var cursor = start
            var parens = 0
            while cursor < end {
                switch tokens[cursor].kind {
                case .leftParen, .leftSquare: parens += 1
                case .rightParen, .rightSquare: parens -= 1
                case .leftBrace where parens <= 0:
                    guard let close = CompositionSyntax.matching(cursor, in: tokens) else { return end }
                    return min(close + 1, end)
                default: break
                }
                cursor += 1
            }
            return end
        }
        var steps = 0
        while index < end, steps < 1_000_000 {
            steps += 1
            let token = tokens[index]
            if token.kind == .keyword {
                switch token.keyword {
                case .if, .switch, .while, .for:
                    var stop = blockEnd(from: index + 1)
                    // `else if …` and `else { … }` belong to the same branch.
                    while token.keyword == .if, stop < end, tokens[stop].kind == .keyword, tokens[stop].keyword == .else {
                        stop = blockEnd(from: stop + 1)
                    }
                    if mentionsInput(index..<stop) { unsupported.append((.unsupportedControlFlow, Int(token.start))) }
                    index = stop
                    continue
                case .func:
                    index = blockEnd(from: index + 1)
                    continue
                case .let, .var:
                    if index + 1 < end, tokens[index + 1].kind == .identifier, name(index + 1) == "input" {
                        shadowDepths.append(depth)
                        index += 2
                        continue
                    }
                case .`self`:
                    if index + 4 < end,
                        tokens[index + 1].kind == .period, tokens[index + 2].kind == .identifier, name(index + 2) == "input",
                        tokens[index + 3].kind == .period, tokens[index + 4].kind == .identifier
                    {
                        let member = name(index + 4)
                        if memberNames.contains(member) { members.insert(member) }
                        index += 5
                        continue
                    }
                default: break
                }
            }
            switch token.kind {
            case .leftBrace:
                let previous = index > body.innerTokens.lowerBound ? tokens[index - 1] : token
                let isBlock =
                    previous.kind == .keyword
                    && [.do, .else, .catch, .defer, .repeat].contains(previous.keyword)
                if isBlock {
                    depth += 1
                } else {
                    let close = CompositionSyntax.matching(index, in: tokens).map { min($0 + 1, end) } ?? end
                    if mentionsInput(index..<close) { unsupported.append((.unsupportedExpression, Int(token.start))) }
                    index = close
                    continue
                }
            case .rightBrace:
                shadowDepths.removeAll { $0 == depth && depth > 0 }
                depth = max(0, depth - 1)
            case .identifier where shadowDepths.isEmpty && name(index) == "input":
                let previous = index > body.innerTokens.lowerBound ? tokens[index - 1] : nil
                let isMember = previous.map { $0.kind == .period || $0.kind == .prefixPeriod } ?? false
                let isLabel = index + 1 < end && tokens[index + 1].kind == .colon
                if !isMember, !isLabel {
                    if index + 2 < end, tokens[index + 1].kind == .period, tokens[index + 2].kind == .identifier {
                        let member = name(index + 2)
                        if memberNames.contains(member) { members.insert(member) }
                        index += 3
                        continue
                    }
                    unsupported.append((.opaqueInputUse, Int(token.start)))
                }
            default: break
            }
            index += 1
        }
    }
}
