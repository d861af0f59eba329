import CradleAnalysis
import CradleSyntax

/// A Swift manifest's source, lexed once: the text and its tokens.
public struct ManifestSource: Sendable {
    public let path: String
    let text: SourceText
    let tokens: [Token]
    /// The first thing wrong with the text as Swift, if anything: a lexical error or a bracket
    /// that never closes (or closes what was never opened).
    let syntaxProblem: MessageText?

    public init(path: String, text: SourceText) {
        self.path = path
        self.text = text
        let lexed = Lexer.tokenize(text)
        self.tokens = lexed.tokens
        let lines = LineIndex(text)
        if let error = lexed.errors.first {
            syntaxProblem = ManifestText.syntaxError.bilingual(
                lines.line(of: error.range.start) + 1, "\(error.range)", ManifestText.message(of: error))
        } else {
            var open: [Token] = []
            var problem: MessageText?
            for token in lexed.tokens {
                switch token.kind {
                case .leftParen, .leftSquare, .leftBrace: open.append(token)
                case .rightParen, .rightSquare, .rightBrace:
                    if open.popLast() == nil, problem == nil {
                        problem = ManifestText.closesNothing.bilingual(lines.line(of: token.range.start) + 1, text[token.range])
                    }
                default: break
                }
            }
            if problem == nil, let unclosed = open.last {
                problem = ManifestText.neverClosed.bilingual(lines.line(of: unclosed.range.start) + 1, text[unclosed.range])
            }
            syntaxProblem = problem
        }
    }

    func string(_ index: Int) -> String {
        guard index < tokens.count else { return "" }
        var range = tokens[index].range
        if tokens[index].flags.contains(.isBackticked), range.length >= 2 {
            range = ByteRange(start: range.start + 1, end: range.end - 1)
        }
        return text[range]
    }

    func kind(_ index: Int) -> TokenKind { index < tokens.count ? tokens[index].kind : .endOfFile }

    func keyword(_ index: Int) -> Keyword { index < tokens.count ? tokens[index].keyword : .none }

    func isAtStartOfLine(_ index: Int) -> Bool {
        index < tokens.count && tokens[index].flags.contains(.isAtStartOfLine)
    }
}

/// A function a manifest or a Tuist helper file declares (`static func appFramework(…) -> Project`),
/// kept as tokens so that calls can be evaluated with their arguments bound.
struct ManifestFunction: Sendable {
    struct Parameter: Sendable {
        /// The argument label callers write, nil for `_`.
        var label: String?
        /// The name the body uses.
        var name: String
        /// Token indexes of the default value, if any.
        var defaultValue: Range<Int>?
    }

    var name: String
    var parameters: [Parameter]
    var body: Range<Int>
    var source: ManifestSource
}

/// Evaluates manifest expressions statically: literals, arrays, `+`, calls and member references,
/// `let` bindings, calls of helper functions (inlined with their arguments bound), `for` loops and
/// `map`/`flatMap` closures over arrays. It never runs anything and always terminates: every step
/// consumes a token or counts against ``maximumSteps``, and nesting, helper calls and closures
/// are depth-capped.
struct ManifestInterpreter {
    /// Deeper expressions or helper calls than this are `.unknown`.
    static let maximumDepth = 64
    /// How many expressions and helper calls one manifest may evaluate: depth alone does not
    /// bound a helper that calls itself twice per call.
    static let maximumSteps = 100_000
    /// How many elements (or UTF-8 bytes) one value may hold.
    static let maximumSize = 100_000

    /// Expressions and helper calls evaluated so far.
    private var steps = 0

    private(set) var functions: [String: [ManifestFunction]] = [:]
    /// Top-level bindings evaluated so far, which function bodies see as globals.
    private var globals: [String: ManifestValue] = [:]
    /// Reasons something could not be read, in the order met (deduplicated by the caller).
    private(set) var problems: [MessageText] = []

    /// Collects the functions declared in helper files (Tuist's `ProjectDescriptionHelpers`).
    mutating func addHelpers(from source: ManifestSource) {
        for declaration in Self.declarations(in: source, range: 0..<source.tokens.count) {
            if case .function(let function) = declaration { functions[function.name, default: []].append(function) }
        }
    }

    /// The top-level `let`/`var` bindings of a manifest, evaluated in order (later ones see earlier
    /// ones); the manifest's own functions become helpers too.
    mutating func evaluateBindings(of source: ManifestSource) -> [(name: String, value: ManifestValue)] {
        if let problem = source.syntaxProblem { report(problem) }
        let declarations = Self.declarations(in: source, range: 0..<source.tokens.count)
        for case .function(let function) in declarations { functions[function.name, default: []].append(function) }
        var result: [(String, ManifestValue)] = []
        for case .binding(let name, let range) in declarations {
            let value = evaluate(range, in: source, environment: globals, depth: 0)
            globals[name] = value
            result.append((name, value))
        }
        return result
    }

    /// Counts one evaluation step; false once the budget is spent (reported once).
    mutating func step() -> Bool {
        steps += 1
        if steps == Self.maximumSteps + 1 {
            report(ManifestText.tooComplexSteps.bilingual(Self.maximumSteps))
        }
        return steps <= Self.maximumSteps
    }

    /// `value`, or `.unknown` (reported) when it holds more than ``maximumSize`` elements or bytes.
    mutating func limited(_ value: ManifestValue) -> ManifestValue {
        let size: Int
        switch value {
        case .array(let elements): size = elements.count
        case .string(let string): size = string.utf8.count
        default: size = 0
        }
        guard size > Self.maximumSize else { return value }
        let reason = ManifestText.tooLarge.bilingual(Self.maximumSize)
        report(reason)
        return .unknown(reason)
    }

    /// Records a problem once.
    mutating func report(_ problem: MessageText) {
        if !problems.contains(problem) { problems.append(problem) }
    }

    // MARK: Declarations

    enum TopLevel {
        case binding(name: String, range: Range<Int>)
        case function(ManifestFunction)
    }

    /// Statement starts at bracket depth 0 within `range`: a token at the start of a line (that
    /// does not continue the previous expression) or after a `;`.
    static func statements(in source: ManifestSource, range: Range<Int>) -> [Range<Int>] {
        TokenScan.statements(
            in: range, kind: source.kind, isAtStartOfLine: source.isAtStartOfLine,
            continuesLine: { continuesExpression(source.kind($0)) })
    }

    private static func continuesExpression(_ kind: TokenKind) -> Bool {
        switch kind {
        case .period, .binaryOperator, .rightParen, .rightSquare, .rightBrace, .comma, .colon, .arrow, .equal, .postfixOperator:
            true
        default: false
        }
    }

    /// Bindings and functions at the top level of `range`, looking into type and extension bodies
    /// for (static) functions.
    static func declarations(in source: ManifestSource, range: Range<Int>, depth: Int = 0) -> [TopLevel] {
        guard depth < 8 else { return [] }
        var result: [TopLevel] = []
        for statement in statements(in: source, range: range) {
            var index = statement.lowerBound
            // Attributes and modifiers before the declaration.
            while index < statement.upperBound {
                if source.kind(index) == .atSign {
                    index += 2
                    if source.kind(index) == .leftParen { index = matching(source, from: index, limit: statement.upperBound) + 1 }
                    continue
                }
                let word = source.string(index)
                if source.kind(index) == .keyword || source.kind(index) == .identifier,
                    ["public", "internal", "private", "fileprivate", "static", "class", "final", "nonisolated", "open"]
                        .contains(word),
                    source.kind(index + 1) == .keyword || source.kind(index + 1) == .identifier
                        || source.kind(index + 1) == .atSign
                {
                    index += 1
                    continue
                }
                break
            }
            guard index < statement.upperBound else { continue }
            switch source.keyword(index) {
            case .`let`, .`var`:
                guard source.kind(index + 1) == .identifier else { continue }
                let name = source.string(index + 1)
                var cursor = index + 2
                while cursor < statement.upperBound, source.kind(cursor) != .equal {
                    if [.leftParen, .leftSquare, .leftBrace].contains(source.kind(cursor)) {
                        cursor = matching(source, from: cursor, limit: statement.upperBound)
                    }
                    cursor += 1
                }
                guard cursor < statement.upperBound else { continue }
                result.append(.binding(name: name, range: (cursor + 1)..<statement.upperBound))
            case .`func`:
                if let function = function(in: source, at: index, limit: statement.upperBound) {
                    result.append(.function(function))
                }
            case .`extension`, .`struct`, .`enum`, .`class`:
                var cursor = index
                while cursor < statement.upperBound, source.kind(cursor) != .leftBrace { cursor += 1 }
                guard cursor < statement.upperBound else { continue }
                let close = matching(source, from: cursor, limit: statement.upperBound)
                for case .function(let function) in declarations(in: source, range: (cursor + 1)..<close, depth: depth + 1) {
                    result.append(.function(function))
                }
            default:
                continue
            }
        }
        return result
    }

    /// The index of the bracket matching the one at `index`; when it never closes, where the
    /// scan stopped (`limit` or the end of the file), so that the contents run to the end.
    static func matching(_ source: ManifestSource, from index: Int, limit: Int) -> Int {
        switch TokenScan.matchingBracket(from: index, limit: limit, kind: source.kind) {
        case .closed(let closing): closing
        case .unclosed(let stoppedAt): max(index + 1, stoppedAt)
        }
    }

    /// `func name(label name: Type = default, …) -> Result { body }`.
    static func function(in source: ManifestSource, at index: Int, limit: Int) -> ManifestFunction? {
        guard source.kind(index + 1) == .identifier else { return nil }
        let name = source.string(index + 1)
        var cursor = index + 2
        if source.kind(cursor) == .binaryOperator, source.string(cursor) == "<" {
            // Generic functions are not evaluated.
            return nil
        }
        guard source.kind(cursor) == .leftParen else { return nil }
        let close = matching(source, from: cursor, limit: limit)
        var parameters: [ManifestFunction.Parameter] = []
        func finishParameter(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            var words: [String] = []
            var position = range.lowerBound
            while position < range.upperBound, source.kind(position) == .identifier || source.kind(position) == .keyword {
                words.append(source.string(position))
                position += 1
            }
            guard !words.isEmpty, source.kind(position) == .colon else { return }
            let defaultValue = TokenScan.topLevelIndexes(
                in: position..<max(position, range.upperBound), first: true, kind: source.kind
            ) {
                source.kind($0) == .equal
            }.first.map { ($0 + 1)..<range.upperBound }
            let label = words[0] == "_" ? nil : words[0]
            parameters.append(.init(label: label, name: words.count > 1 ? words[1] : words[0], defaultValue: defaultValue))
        }
        for piece in TokenScan.splitAtTopLevelCommas((cursor + 1)..<max(cursor + 1, close), kind: source.kind) {
            finishParameter(piece)
        }
        cursor = close + 1
        while cursor < limit, source.kind(cursor) != .leftBrace { cursor += 1 }
        guard cursor < limit else { return nil }
        let bodyEnd = matching(source, from: cursor, limit: limit)
        return ManifestFunction(name: name, parameters: parameters, body: (cursor + 1)..<bodyEnd, source: source)
    }

    // MARK: Expressions

    /// The value of the expression in `range`.
    mutating func evaluate(
        _ range: Range<Int>, in source: ManifestSource, environment: [String: ManifestValue], depth: Int
    ) -> ManifestValue {
        var reader = ExpressionReader(source: source, index: range.lowerBound, end: range.upperBound)
        return reader.expression(&self, environment: environment, depth: depth)
    }

    /// Inlines a helper function for a call, or nil when no helper of that name accepts the arguments.
    mutating func callHelper(_ name: String, arguments: [ManifestArgument], depth: Int) -> ManifestValue? {
        guard let candidates = functions[name] else { return nil }
        guard step() else { return .unknown(ManifestText.tooComplex.entry) }
        for function in candidates {
            guard let bound = bind(arguments, to: function, depth: depth) else { continue }
            guard depth < Self.maximumDepth else { return .unknown(ManifestText.helperTooDeep.bilingual(name)) }
            return evaluateBody(of: function, environment: bound, depth: depth + 1)
        }
        return nil
    }

    /// Matches arguments to parameters by label, in order, with defaults for the missing ones.
    private mutating func bind(_ arguments: [ManifestArgument], to function: ManifestFunction, depth: Int) -> [String:
        ManifestValue]?
    {
        var environment = globals
        var next = 0
        for parameter in function.parameters {
            if next < arguments.count, arguments[next].label == parameter.label {
                environment[parameter.name] = arguments[next].value
                next += 1
            } else if let defaultValue = parameter.defaultValue {
                environment[parameter.name] = evaluate(
                    defaultValue, in: function.source, environment: environment, depth: depth + 1)
            } else {
                return nil
            }
        }
        return next == arguments.count ? environment : nil
    }

    /// Runs a function body's statements: `let`/`var`, `name.append(…)`, `name += …`,
    /// `name.merge(…)`, `if`/`else` and `return`; a body that is a single expression returns it.
    private mutating func evaluateBody(of function: ManifestFunction, environment: [String: ManifestValue], depth: Int)
        -> ManifestValue
    {
        var environment = environment
        let statements = Self.statements(in: function.source, range: function.body)
        if statements.count == 1,
            ![.`return`, .`let`, .`var`, .`if`, .`for`, .`guard`, .`switch`, .`while`].contains(
                function.source.keyword(statements[0].lowerBound))
        {
            return evaluate(statements[0], in: function.source, environment: environment, depth: depth)
        }
        if let result = run(statements, of: function, environment: &environment, depth: depth) { return result }
        return .unknown(ManifestText.helperNoReturn.bilingual(function.name))
    }

    /// Runs statements in order until a `return`, whose value it gives.
    private mutating func run(
        _ statements: [Range<Int>], of function: ManifestFunction, environment: inout [String: ManifestValue], depth: Int
    ) -> ManifestValue? {
        let source = function.source
        for statement in statements {
            guard step() else { return .unknown(ManifestText.tooComplex.entry) }
            let first = statement.lowerBound
            switch source.keyword(first) {
            case .`return`:
                return evaluate((first + 1)..<statement.upperBound, in: source, environment: environment, depth: depth)
            case .`let`, .`var`:
                guard source.kind(first + 1) == .identifier else { continue }
                var cursor = first + 2
                while cursor < statement.upperBound, source.kind(cursor) != .equal {
                    if [.leftParen, .leftSquare, .leftBrace].contains(source.kind(cursor)) {
                        cursor = Self.matching(source, from: cursor, limit: statement.upperBound)
                    }
                    cursor += 1
                }
                guard cursor < statement.upperBound else { continue }
                environment[source.string(first + 1)] = evaluate(
                    (cursor + 1)..<statement.upperBound, in: source, environment: environment, depth: depth)
            case .`if`:
                if let result = runIf(statement, of: function, environment: &environment, depth: depth) { return result }
            case .`for`:
                if let result = runFor(statement, of: function, environment: &environment, depth: depth) { return result }
            case .`while`, .`switch`, .`guard`, .`repeat`:
                let kind = source.keyword(first) == .`for` ? ManifestText.loopNotFollowed : .statementNotFollowed
                report(kind.bilingual(function.name, source.string(first)))
            default:
                if source.kind(first) == .identifier,
                    let updated = updating(statement, in: source, environment: environment, depth: depth)
                {
                    environment[updated.name] = updated.value
                }
            }
        }
        return nil
    }

    /// `if condition { … } else if … { … } else { … }`: runs the branch the condition picks; a
    /// condition that cannot be read picks the first branch, with a warning.
    private mutating func runIf(
        _ statement: Range<Int>, of function: ManifestFunction, environment: inout [String: ManifestValue], depth: Int
    ) -> ManifestValue? {
        let source = function.source
        var cursor = statement.lowerBound
        while cursor < statement.upperBound, source.keyword(cursor) == .`if` {
            let open = Self.openingBrace(in: source, from: cursor + 1, limit: statement.upperBound)
            guard open < statement.upperBound else { return nil }
            let close = Self.matching(source, from: open, limit: statement.upperBound)
            let condition = evaluate((cursor + 1)..<open, in: source, environment: environment, depth: depth)
            let holds: Bool
            if case .bool(let value) = condition {
                holds = value
            } else {
                report(ManifestText.conditionUnread.bilingual(function.name, source.string(cursor + 1)))
                holds = true
            }
            if holds {
                return run(
                    Self.statements(in: source, range: (open + 1)..<close), of: function, environment: &environment,
                    depth: depth)
            }
            // `else if …` continues the chain; `else { … }` ends it.
            cursor = close + 1
            guard cursor < statement.upperBound, source.keyword(cursor) == .`else` else { return nil }
            cursor += 1
            if source.kind(cursor) == .leftBrace {
                let end = Self.matching(source, from: cursor, limit: statement.upperBound)
                return run(
                    Self.statements(in: source, range: (cursor + 1)..<end), of: function, environment: &environment,
                    depth: depth)
            }
        }
        return nil
    }

    /// The first `{` from `index` that is not inside parentheses or brackets (a statement's body
    /// after its condition or sequence), or `limit` when there is none.
    static func openingBrace(in source: ManifestSource, from index: Int, limit: Int) -> Int {
        var cursor = index
        while cursor < limit, source.kind(cursor) != .leftBrace {
            if [.leftParen, .leftSquare].contains(source.kind(cursor)) { cursor = matching(source, from: cursor, limit: limit) }
            cursor += 1
        }
        return min(cursor, limit)
    }

    /// `for name in sequence { … }` over an array the manifest spells out: the body runs once per
    /// element with `name` bound; what it does to outer bindings (`targets.append(…)`) persists,
    /// and a `return` in it returns. A loop over anything else is reported, and so is a `where`
    /// clause or a pattern (`names where …` is no array).
    private mutating func runFor(
        _ statement: Range<Int>, of function: ManifestFunction, environment: inout [String: ManifestValue], depth: Int
    ) -> ManifestValue? {
        let source = function.source
        let first = statement.lowerBound
        let notFollowed = ManifestText.loopNotFollowed.bilingual(function.name, "for")
        guard source.kind(first + 1) == .identifier || source.kind(first + 1) == .keyword, source.keyword(first + 2) == .`in`
        else {
            report(notFollowed)
            return nil
        }
        let name = source.string(first + 1)
        let open = Self.openingBrace(in: source, from: first + 3, limit: statement.upperBound)
        guard open < statement.upperBound,
            case .array(let elements) = evaluate((first + 3)..<open, in: source, environment: environment, depth: depth)
        else {
            report(notFollowed)
            return nil
        }
        let close = Self.matching(source, from: open, limit: statement.upperBound)
        let body = Self.statements(in: source, range: (open + 1)..<close)
        for element in elements {
            guard step() else { return .unknown(ManifestText.tooComplex.entry) }
            var inner = environment
            inner[name] = element
            if let result = run(body, of: function, environment: &inner, depth: depth) { return result }
            for key in environment.keys where key != name {
                if let value = inner[key] { environment[key] = value }
            }
        }
        return nil
    }

    /// Calls a closure literal with one argument, as `map` does: `{ name in … }`,
    /// `{ (name: Type) -> Result in … }` or `{ … $0 … }`; `closure` is the range inside its
    /// braces. Its body is read as a helper's: one expression, or statements up to a `return`.
    mutating func callClosure(
        _ closure: Range<Int>, in source: ManifestSource, argument: ManifestValue, environment: [String: ManifestValue],
        depth: Int
    ) -> ManifestValue {
        guard depth < Self.maximumDepth else { return .unknown(ManifestText.closuresTooDeep.entry) }
        var environment = environment
        environment["$0"] = argument
        var body = closure
        // A header is parameter names, types, parentheses and an arrow, ending in `in`.
        var cursor = closure.lowerBound
        var parameter: String?
        while cursor < closure.upperBound {
            let kind = source.kind(cursor)
            if kind == .keyword, source.keyword(cursor) == .`in` {
                body = (cursor + 1)..<closure.upperBound
                if let parameter { environment[parameter] = argument }
                break
            }
            guard
                [.identifier, .leftParen, .rightParen, .comma, .colon, .arrow, .leftSquare, .rightSquare, .period]
                    .contains(kind) || kind == .keyword && source.string(cursor) == "_"
                    || kind == .postfixOperator
            else { break }
            if parameter == nil, kind == .identifier { parameter = source.string(cursor) }
            cursor += 1
        }
        let function = ManifestFunction(name: "closure", parameters: [], body: body, source: source)
        return evaluateBody(of: function, environment: environment, depth: depth + 1)
    }

    /// `name.append(x)`, `name.append(contentsOf: xs)` and `name += xs` on an array binding;
    /// `name.merge(other)` (the other's values win, as the usual closure says) and
    /// `name[key] = value` on a dictionary binding.
    private mutating func updating(
        _ statement: Range<Int>, in source: ManifestSource, environment: [String: ManifestValue], depth: Int
    ) -> (name: String, value: ManifestValue)? {
        let first = statement.lowerBound
        let name = source.string(first)
        if case .dictionary(var current)? = environment[name] {
            if source.kind(first + 1) == .period, source.string(first + 2) == "merge", source.kind(first + 3) == .leftParen {
                let close = Self.matching(source, from: first + 3, limit: statement.upperBound)
                guard
                    case .dictionary(let other) = evaluate(
                        (first + 4)..<close, in: source, environment: environment, depth: depth)
                else { return (name, .unknown(ManifestText.mergeUnread.entry)) }
                current.merge(other) { _, new in new }
                return (name, .dictionary(current))
            }
            if source.kind(first + 1) == .leftSquare {
                let close = Self.matching(source, from: first + 1, limit: statement.upperBound)
                guard source.kind(close + 1) == .equal,
                    let key = evaluate((first + 2)..<close, in: source, environment: environment, depth: depth).string
                else { return nil }
                current[key] = evaluate((close + 2)..<statement.upperBound, in: source, environment: environment, depth: depth)
                return (name, .dictionary(current))
            }
            return nil
        }
        guard case .array(let current)? = environment[name] else { return nil }
        if source.kind(first + 1) == .binaryOperator, source.string(first + 1) == "+=" {
            let added = evaluate((first + 2)..<statement.upperBound, in: source, environment: environment, depth: depth)
            return (name, limited(.array(current + (added.elements ?? [added]))))
        }
        guard source.kind(first + 1) == .period, source.string(first + 2) == "append", source.kind(first + 3) == .leftParen
        else { return nil }
        let close = Self.matching(source, from: first + 3, limit: statement.upperBound)
        if source.string(first + 4) == "contentsOf", source.kind(first + 5) == .colon {
            let added = evaluate((first + 6)..<close, in: source, environment: environment, depth: depth)
            return (name, limited(.array(current + (added.elements ?? [added]))))
        }
        let added = evaluate((first + 4)..<close, in: source, environment: environment, depth: depth)
        return (name, limited(.array(current + [added])))
    }
}

/// A cursor over one expression's tokens.
private struct ExpressionReader {
    let source: ManifestSource
    var index: Int
    let end: Int

    var kind: TokenKind { index < end ? source.kind(index) : .endOfFile }

    mutating func expression(_ interpreter: inout ManifestInterpreter, environment: [String: ManifestValue], depth: Int)
        -> ManifestValue
    {
        guard depth < ManifestInterpreter.maximumDepth else {
            index = end
            return .unknown(ManifestText.expressionTooDeep.entry)
        }
        var value = postfix(&interpreter, environment: environment, depth: depth)
        while kind == .binaryOperator {
            let operatorText = source.string(index)
            index += 1
            let right = postfix(&interpreter, environment: environment, depth: depth)
            guard operatorText == "+" else {
                value = .unknown(ManifestText.operatorUnread.bilingual(operatorText))
                continue
            }
            switch (value, right) {
            case (.string(let a), .string(let b)):
                value =
                    a.utf8.count + b.utf8.count > ManifestInterpreter.maximumSize
                    ? interpreter.limited(.string(a + b)) : .string(a + b)
            case (.array(let a), .array(let b)):
                value = a.count + b.count > ManifestInterpreter.maximumSize ? interpreter.limited(.array(a + b)) : .array(a + b)
            case (.unknown, _): break
            case (_, .unknown): value = right
            default: value = .unknown(ManifestText.plusUnread.entry)
            }
        }
        if kind != .endOfFile, kind != .comma, kind != .rightParen, kind != .rightSquare, kind != .colon {
            // A ternary, a closure or another form this reader does not evaluate.
            if !(value.unknownReason != nil) {
                value = .unknown(ManifestText.valueUnread.bilingual(source.string(index)))
            }
            index = end
        }
        return value
    }

    mutating func postfix(_ interpreter: inout ManifestInterpreter, environment: [String: ManifestValue], depth: Int)
        -> ManifestValue
    {
        guard interpreter.step() else {
            index = end
            return .unknown(ManifestText.tooComplex.entry)
        }
        var value: ManifestValue
        var callee: (name: String, qualifier: String?)?
        switch kind {
        case .stringLiteral:
            value = StringLiteral.value(of: source.string(index), environment: environment)
            index += 1
        case .keyword where source.keyword(index) == .`true` || source.keyword(index) == .`false`:
            value = .bool(source.keyword(index) == .`true`)
            index += 1
        case .integerLiteral, .floatLiteral:
            value = .string(source.string(index))
            index += 1
        case .leftSquare:
            value = array(&interpreter, environment: environment, depth: depth)
        case .prefixOperator where source.string(index) == "!":
            index += 1
            let operand = postfix(&interpreter, environment: environment, depth: depth + 1)
            if case .bool(let bool) = operand { return .bool(!bool) }
            return .unknown(ManifestText.notUnread.entry)
        case .leftParen:
            index += 1
            value = expression(&interpreter, environment: environment, depth: depth + 1)
            if kind == .rightParen { index += 1 }
        case .prefixPeriod:
            index += 1
            guard kind == .identifier || kind == .keyword else { return .unknown(ManifestText.dotWithoutMember.entry) }
            callee = (source.string(index), nil)
            value = .call(name: source.string(index), qualifier: nil, arguments: nil)
            index += 1
        case .identifier, .keyword, .dollarIdentifier:
            var names = [source.string(index)]
            index += 1
            while kind == .period, index + 1 < end, source.kind(index + 1) == .identifier || source.kind(index + 1) == .keyword {
                names.append(source.string(index + 1))
                index += 2
            }
            if names.count == 1, let bound = environment[names[0]] {
                value = bound
            } else if names.count == 2, let bound = environment[names[0]],
                let mapped = mapping(
                    bound, member: names[1], &interpreter, environment: environment, depth: depth)
            {
                value = mapped
            } else {
                let name = names.removeLast()
                callee = (name, names.isEmpty ? nil : names.joined(separator: "."))
                value = .call(name: name, qualifier: callee?.qualifier, arguments: nil)
            }
        default:
            let text = source.string(index)
            index += 1
            return .unknown(ManifestText.valueUnread.bilingual(text))
        }
        while index < end {
            if kind == .leftParen, let current = callee {
                let arguments = self.arguments(&interpreter, environment: environment, depth: depth)
                if let inlined = interpreter.callHelper(current.name, arguments: arguments, depth: depth) {
                    value = inlined
                } else {
                    value = .call(name: current.name, qualifier: current.qualifier, arguments: arguments)
                }
                callee = nil
            } else if kind == .leftBrace, !source.isAtStartOfLine(index) {
                // A trailing closure: not evaluated.
                index = ManifestInterpreter.matching(source, from: index, limit: end) + 1
                value = .unknown(ManifestText.closureUnread.entry)
            } else if kind == .period, index + 1 < end {
                let member = source.string(index + 1)
                index += 2
                if let mapped = mapping(value, member: member, &interpreter, environment: environment, depth: depth) {
                    value = mapped
                    callee = nil
                    continue
                }
                // Another method or property of a value (`name.lowercased()`): not evaluated.
                if kind == .leftParen { index = ManifestInterpreter.matching(source, from: index, limit: end) + 1 }
                value = .unknown(ManifestText.memberOfComputed.entry)
                callee = nil
            } else if kind == .postfixOperator {
                index += 1
            } else {
                break
            }
        }
        return value
    }

    /// `array.map { … }` and `array.flatMap { … }` with a trailing closure, the reader standing
    /// on the closure's `{`: each element through the closure (`flatMap` joins the arrays it
    /// gives). Nil, with nothing read, for any other member or receiver.
    mutating func mapping(
        _ receiver: ManifestValue, member: String, _ interpreter: inout ManifestInterpreter,
        environment: [String: ManifestValue], depth: Int
    ) -> ManifestValue? {
        guard member == "map" || member == "flatMap", case .array(let elements) = receiver, kind == .leftBrace,
            !source.isAtStartOfLine(index)
        else { return nil }
        let close = ManifestInterpreter.matching(source, from: index, limit: end)
        let closure = (index + 1)..<close
        index = close + 1
        var results: [ManifestValue] = []
        for element in elements {
            let result = interpreter.callClosure(
                closure, in: source, argument: element, environment: environment, depth: depth + 1)
            if member == "flatMap", let inner = result.elements { results += inner } else { results.append(result) }
            if results.count > ManifestInterpreter.maximumSize { break }
        }
        return interpreter.limited(.array(results))
    }

    mutating func array(_ interpreter: inout ManifestInterpreter, environment: [String: ManifestValue], depth: Int)
        -> ManifestValue
    {
        let close = ManifestInterpreter.matching(source, from: index, limit: end)
        index += 1
        if kind == .colon, index + 1 == close {
            index = close + 1
            return .dictionary([:])  // `[:]`
        }
        var elements: [ManifestValue] = []
        var entries: [String: ManifestValue]?
        while index < close {
            if kind == .comma {
                index += 1
                continue
            }
            var element = ExpressionReader(source: source, index: index, end: close)
            let value = element.expression(&interpreter, environment: environment, depth: depth + 1)
            if element.index < close, source.kind(element.index) == .colon {
                // A dictionary: `key: value` pairs; only string keys are kept.
                var entry = ExpressionReader(source: source, index: element.index + 1, end: close)
                let entryValue = entry.expression(&interpreter, environment: environment, depth: depth + 1)
                if let key = value.string {
                    entries = (entries ?? [:]).merging([key: entryValue]) { _, new in new }
                } else if entries == nil {
                    entries = [:]
                }
                index = max(entry.index, element.index + 2)
                continue
            }
            elements.append(value)
            index = max(element.index, index + 1)
        }
        index = close + 1
        if let entries { return .dictionary(entries) }
        return .array(elements)
    }

    mutating func arguments(_ interpreter: inout ManifestInterpreter, environment: [String: ManifestValue], depth: Int)
        -> [ManifestArgument]
    {
        let close = ManifestInterpreter.matching(source, from: index, limit: end)
        index += 1
        var result: [ManifestArgument] = []
        while index < close {
            if kind == .comma {
                index += 1
                continue
            }
            var label: String?
            if kind == .identifier || kind == .keyword, source.kind(index + 1) == .colon {
                label = source.string(index)
                index += 2
            }
            var argument = ExpressionReader(source: source, index: index, end: close)
            let value = argument.expression(&interpreter, environment: environment, depth: depth + 1)
            result.append(ManifestArgument(label: label, value: value))
            index = max(argument.index, index + 1)
        }
        index = close + 1
        // A trailing closure after the arguments is not evaluated.
        if index < end, kind == .leftBrace, !source.isAtStartOfLine(index) {
            index = ManifestInterpreter.matching(source, from: index, limit: end) + 1
        }
        return result
    }
}

/// Decodes Swift string literals as manifests write them: escapes, raw strings and multi-line
/// strings; an interpolation of a bound string is substituted, any other makes the value unknown.
enum StringLiteral {
    static func value(of literal: String, environment: [String: ManifestValue]) -> ManifestValue {
        var scalars = Array(literal.unicodeScalars)
        var pounds = 0
        while scalars.first == "#" {
            scalars.removeFirst()
            pounds += 1
        }
        for _ in 0..<pounds where scalars.last == "#" { scalars.removeLast() }
        let isMultiline = scalars.count >= 6 && scalars.prefix(3).allSatisfy { $0 == "\"" }
        let quote = isMultiline ? 3 : 1
        guard scalars.count >= 2 * quote else { return .unknown(ManifestText.unterminatedString.entry) }
        var body = Array(scalars[quote..<(scalars.count - quote)])
        if isMultiline {
            // Drop the first line break and the closing line's indentation from every line.
            if body.first == "\n" { body.removeFirst() }
            var indentation: [Unicode.Scalar] = []
            while let last = body.last, last == " " || last == "\t" { indentation.insert(body.removeLast(), at: 0) }
            if body.last == "\n" { body.removeLast() }
            let lines = String(String.UnicodeScalarView(body)).split(separator: "\n", omittingEmptySubsequences: false)
            let prefix = String(String.UnicodeScalarView(indentation))
            body = Array(
                lines.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : String($0) }.joined(separator: "\n")
                    .unicodeScalars)
        }
        var result = ""
        var index = 0
        while index < body.count {
            let scalar = body[index]
            let isEscape =
                scalar == "\\" && index + pounds + 1 < body.count
                && (pounds == 0 || body[(index + 1)..<(index + 1 + pounds)].allSatisfy { $0 == "#" })
            guard isEscape else {
                result.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            let escape = index + 1 + pounds
            guard escape < body.count else {
                result.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            switch body[escape] {
            case "n": result += "\n"
            case "t": result += "\t"
            case "r": result += "\r"
            case "0": result += "\0"
            case "\\": result += "\\"
            case "\"": result += "\""
            case "'": result += "'"
            case "(":
                var depth = 1
                var close = escape + 1
                while close < body.count {
                    if body[close] == "(" { depth += 1 }
                    if body[close] == ")" {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    close += 1
                }
                let inner = String(String.UnicodeScalarView(body[(escape + 1)..<min(close, body.count)]))
                    .trimmingSpaces()
                guard let bound = environment[inner]?.string else {
                    return .unknown(ManifestText.interpolationUnread.bilingual(inner))
                }
                result += bound
                index = close + 1
                continue
            case "u":
                var close = escape + 2
                while close < body.count, body[close] != "}" { close += 1 }
                let hex = String(String.UnicodeScalarView(body[min(escape + 2, body.count)..<min(close, body.count)]))
                if let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) { result.unicodeScalars.append(decoded) }
                index = close + 1
                continue
            default:
                result.unicodeScalars.append(body[escape])
            }
            index = escape + 1
        }
        return .string(result)
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while scalars.first == " " || scalars.first == "\t" { scalars.removeFirst() }
        while scalars.last == " " || scalars.last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
