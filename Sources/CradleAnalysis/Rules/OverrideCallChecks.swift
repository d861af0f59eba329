import CradleSyntax

/// Compiler errors predicted for typed overrides (`cradle.md` §2.9, §6.5): in a call
/// `G.override(…)`, only where the syntax makes the compiler's answer certain, at the position
/// the compiler reports. The generated `override` takes one label per factory of `G`, each at
/// most once, in declaration order, each a `DependencyOverride` of a closure taking the
/// factory's parameters in order. Checked in any file whose module sees the graph; a graph that
/// declares an `override` member of its own, or whose Cradle errors keep the macro from
/// generating it, is left alone.
extension Workspace {
    /// The predictions for the override calls of the file at `path`.
    func overrideCallFindings(in path: String, pass: SharedResolver?) -> [Diagnostic] {
        guard entries[path]?.memberNames.contains("override") == true, let tree = tree(of: path) else { return [] }
        let resolver = pass?.resolver(for: self) ?? TypeResolver(self)
        let module = modules(of: path).first ?? ""
        let tokens = tree.tokens
        var findings: [Diagnostic] = []
        func emit(_ code: DiagnosticCode, _ message: MessageText, at token: Int) {
            findings.append(Diagnostic(code: code, message: message, file: path, range: tokens[token].range))
        }
        for call in overrideCalls(in: tree, path: path, resolver: resolver) {
            let graph = call.graph
            let graphName = graph.graph.lexicalPath.joined(separator: ".")
            let declaresOverride = resolver.shapes(ofType: graphName, from: module).contains { $0.members["override"] != nil }
            guard !declaresOverride else { continue }
            guard graph.graph.arguments.hasOverrides else {
                emit(.overrideWithoutOverrides, Message.overrideWithoutOverrides(graph: graphName), at: call.name)
                continue
            }
            // An unlabelled argument leaves the compiler's matching uncertain.
            guard graph.isValid, call.arguments.allSatisfy({ $0.label != nil }) else { continue }
            let order = Dictionary(graph.factories.enumerated().map { ($1.comparisonName, $0) }, uniquingKeysWith: { a, _ in a })
            var seen: Set<String> = []
            var extras: [(position: Int, label: String, isRepeated: Bool, value: Range<Int>)] = []
            for (position, argument) in call.arguments.enumerated() {
                guard let label = argument.label else { continue }
                if order[label] == nil || seen.contains(label) {
                    extras.append((position + 1, label, seen.contains(label), argument.value))
                }
                seen.insert(label)
            }
            // One extra argument is reported with the closures' own errors; several, alone. The
            // order is checked only when every argument has its place.
            if extras.count > 1 {
                emit(
                    .overrideExtraArgument, Message.overrideExtraArguments(positions: extras.map(\.position), graph: graphName),
                    at: call.open)
                continue
            }
            if let extra = extras.first {
                emit(
                    .overrideExtraArgument,
                    Message.overrideExtraArgument(label: extra.label, graph: graphName, isRepeated: extra.isRepeated),
                    at: Self.valuePosition(extra.value, in: tokens))
            }
            // Labels in declaration order: the first out of place must precede the latest before it.
            var latest: (label: String, index: Int)?
            for (label, token) in call.labels where extras.isEmpty {
                guard let index = order[label] else { continue }
                if let previous = latest, index < previous.index {
                    emit(
                        .overrideArgumentOrder,
                        Message.overrideArgumentOrder(label: label, before: previous.label, graph: graphName), at: token)
                    break
                }
                latest = (label, index)
            }
            var checked: Set<String> = []
            for argument in call.arguments {
                // A repeated label's closure is not matched to the factory's parameter.
                guard let label = argument.label, checked.insert(label).inserted,
                    let factory = graph.factories.first(where: { $0.comparisonName == label }),
                    let closure = Self.overrideClosure(argument.value, in: tokens)
                else { continue }
                let expected = factory.parameters.count
                switch Self.writtenParameters(ofClosureAt: closure, in: tokens) {
                case .written(let count, let at) where count != expected:
                    emit(
                        .overrideClosureArity,
                        Message.overrideClosureArity(label: label, written: count, factory: factory.name, expected: expected),
                        at: at)
                case .none(let usesAnonymous) where expected > 0 && !usesAnonymous:
                    emit(
                        .overrideClosureArity,
                        Message.overrideClosureIgnoresParameters(label: label, factory: factory.name, expected: expected),
                        at: closure.lowerBound)
                default:
                    break
                }
            }
        }
        return findings
    }

    /// Where the compiler reports an argument's value: the member after a leading `.`
    /// (`.mock`, `.original`), else its first token.
    static func valuePosition(_ value: Range<Int>, in tokens: [Token]) -> Int {
        guard value.count >= 2, tokens[value.lowerBound].kind == .prefixPeriod,
            tokens[value.lowerBound + 1].kind == .identifier
        else { return value.lowerBound }
        return value.lowerBound + 1
    }

    /// The trailing closure of `.replace { … }` or `.mock { … }` (CradleTesting), as the tokens
    /// from its `{` to its `}`; nil for any other value.
    static func overrideClosure(_ value: Range<Int>, in tokens: [Token]) -> ClosedRange<Int>? {
        guard value.count >= 3, tokens[value.lowerBound].kind == .prefixPeriod,
            tokens[value.lowerBound + 1].kind == .identifier, tokens[value.lowerBound + 2].kind == .leftBrace,
            let close = TokenScan.matchingBracket(value.lowerBound + 2, in: tokens), close + 1 == value.upperBound
        else { return nil }
        return (value.lowerBound + 2)...close
    }

    /// What a closure's signature says about its parameters.
    enum ClosureParameters {
        /// A parameter list before `in`: how many, and where the compiler reports a mismatch (the
        /// `(` of a parenthesised list, else the first name).
        case written(Int, at: Int)
        /// No signature: whether the body uses `$0`, `$1`… (then the parameters are not ignored).
        case none(usesAnonymous: Bool)
        /// A signature this reading does not follow.
        case unknown
    }

    /// The parameters the closure from `closure.lowerBound` (`{`) to `closure.upperBound` (`}`)
    /// declares.
    static func writtenParameters(ofClosureAt closure: ClosedRange<Int>, in tokens: [Token]) -> ClosureParameters {
        var cursor = closure.lowerBound + 1
        // A capture list comes first: `{ [weak self] x in`.
        if cursor < closure.upperBound, tokens[cursor].kind == .leftSquare {
            guard let close = TokenScan.matchingBracket(cursor, in: tokens) else { return .unknown }
            cursor = close + 1
        }
        // The signature ends at `in` at the closure's top level, if there is one.
        let inToken = TokenScan.topLevelIndexes(in: cursor..<max(cursor, closure.upperBound), first: true) {
            tokens[$0].kind
        } where: {
            tokens[$0].kind == .keyword && tokens[$0].keyword == .in
        }.first
        guard let inToken else {
            let usesAnonymous = (closure.lowerBound...closure.upperBound).contains { tokens[$0].kind == .dollarIdentifier }
            return .none(usesAnonymous: usesAnonymous)
        }
        guard cursor < inToken else { return .unknown }
        if tokens[cursor].kind == .leftParen {
            guard let close = TokenScan.matchingBracket(cursor, in: tokens), close < inToken else { return .unknown }
            let inner = (cursor + 1)..<close
            guard !inner.isEmpty else { return .written(0, at: cursor) }
            return .written(TokenScan.splitAtTopLevelCommas(inner) { tokens[$0].kind }.count, at: cursor)
        }
        // `a, b in` (names, `_`, and nothing else).
        var count = 0
        var expectsName = true
        for position in cursor..<inToken {
            let kind = tokens[position].kind
            if expectsName, kind == .identifier || tokens[position].keyword == .wildcard {
                count += 1
                expectsName = false
            } else if !expectsName, kind == .comma {
                expectsName = true
            } else {
                return .unknown
            }
        }
        return expectsName ? .unknown : .written(count, at: cursor)
    }
}

/// The messages this file's checks emit.
extension Message {
    /// `G.override(…)` where `G` has no `overrides: true`.
    static func overrideWithoutOverrides(graph: String) -> MessageText {
        MessageText(
            english: "type \(quoted(graph)) has no member `override`: its `@DependencyGraph` does not say `overrides: true`",
            cradle: "\(quoted(graph)) 타입에는 `override` 멤버가 없습니다: `@DependencyGraph`에 `overrides: true`가 없습니다.")
    }

    /// One label the generated `override` does not take: unknown, or given twice.
    static func overrideExtraArgument(label: String, graph: String, isRepeated: Bool) -> MessageText {
        isRepeated
            ? MessageText(
                english: "extra argument \(quoted(label)) in call: \(quoted(label)) is already given to `\(graph).override`",
                cradle: "\(quoted(label)) 인자가 호출에 남습니다: `\(graph).override`에 \(quoted(label))를 이미 주었습니다.")
            : MessageText(
                english:
                    "extra argument \(quoted(label)) in call: \(quoted(graph)) has no registration or external method named \(quoted(label))",
                cradle: "\(quoted(label)) 인자가 호출에 남습니다: \(quoted(graph))에는 \(quoted(label)) 이름의 등록이나 외부 메서드가 없습니다.")
    }

    /// Several labels the generated `override` does not take.
    static func overrideExtraArguments(positions: [Int], graph: String) -> MessageText {
        let list = positions.map { "#\($0)" }.joined(separator: ", ")
        return MessageText(
            english: "extra arguments at positions \(list) in call: `\(graph).override` takes each label of its own once",
            cradle: "\(list) 위치의 인자가 호출에 남습니다: `\(graph).override`는 자기 label을 한 번씩만 받습니다.")
    }

    /// A label before one that the generated `override` declares earlier.
    static func overrideArgumentOrder(label: String, before other: String, graph: String) -> MessageText {
        MessageText(
            english:
                "argument \(quoted(label)) must precede argument \(quoted(other)): `\(graph).override` takes its labels in declaration order",
            cradle: "\(quoted(label)) 인자는 \(quoted(other)) 인자보다 앞에 와야 합니다: `\(graph).override`는 label을 선언 순서대로 받습니다.")
    }

    /// A replacement closure that declares another number of parameters than its factory takes.
    static func overrideClosureArity(label: String, written: Int, factory: String, expected: Int) -> MessageText {
        MessageText(
            english:
                "the closure for `\(label):` declares \(written) parameter\(written == 1 ? "" : "s"), but \(quoted(factory)) takes \(expected)",
            cradle: "`\(label):` closure는 parameter \(written)개를 선언했지만 \(quoted(factory)) Factory는 \(expected)개를 받습니다.")
    }

    /// A replacement closure without parameters, and without `$0`, for a factory that takes some.
    static func overrideClosureIgnoresParameters(label: String, factory: String, expected: Int) -> MessageText {
        MessageText(
            english:
                "the closure for `\(label):` ignores the \(expected) parameter\(expected == 1 ? "" : "s") \(quoted(factory)) takes: name \(expected == 1 ? "it" : "them") before `in`",
            cradle: "`\(label):` closure가 \(quoted(factory)) Factory의 parameter \(expected)개를 무시합니다: `in` 앞에 이름을 쓰십시오.")
    }
}
