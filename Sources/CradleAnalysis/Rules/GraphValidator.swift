import CradleSyntax

/// Validates one `@DependencyGraph` declaration the way the macro does: the pipeline of
/// `cradle.md` §6.0, in its order, with its suppression (a failing step stops the rest).
struct GraphValidator {
    let graph: GraphDeclaration
    let tree: SyntaxTree
    let file: String
    var diagnostics: [Diagnostic] = []
    /// The factories that passed step 12, in declaration order.
    var factories: [Factory] = []
    /// The valid `sources:` elements, in written order.
    var sources: [SourceElement] = []
    /// Whether the graph has `input:`.
    var hasInput = false
    /// Lower-severity hints found on the way (near misses), kept apart from Cradle's errors so
    /// that they never stop a pipeline step.
    var hints: [Diagnostic] = []
    /// Type aliases declared in the graph's file, for near-miss hints.
    var typeAliases: [String: TypeSyntax] = [:]
    /// Whether the compiler expands the macro at all: not when the attribute's arguments are out
    /// of the declared order, which Swift's argument matching rejects first.
    var isExpanded = true
    /// Whether the graph passed Cradle's checks, so its generated members exist.
    var isValid: Bool { isExpanded && diagnostics.isEmpty }
    /// The factory checks of the file's earlier analyses, when the caller keeps them (an
    /// editing session): a factory whose declaration's bytes are among them is not checked
    /// again, and the others join them for the next analysis.
    var factoryChecks: FactoryChecks?

    init(graph: GraphDeclaration, tree: SyntaxTree, file: String) {
        self.graph = graph
        self.tree = tree
        self.file = file
        members = graph.members.filter(\.branch.isEmpty)
    }

    /// The graph's declaration.
    var declaration: TypeDeclaration { graph.declaration }

    /// The members the graph macro sees: only those written directly in the body. Members inside
    /// `#if` blocks are invisible to it (confirmed against Cradle's sources), so they are neither
    /// factories nor colliding members.
    let members: [GraphMember]

    mutating func emit(
        _ code: DiagnosticCode, _ message: MessageText, _ range: ByteRange, notes: [RelatedNote] = [], fixes: [Fix] = []
    ) {
        diagnostics.append(Diagnostic(code: code, message: message, file: file, range: range, notes: notes, fixes: fixes))
    }

    func note(_ range: ByteRange, _ message: MessageText) -> RelatedNote {
        RelatedNote(file: file, range: range, message: message)
    }

    /// Runs the whole pipeline.
    mutating func run() {
        // Before the macro: Swift matches the attribute's arguments against the declaration
        // (`cradle.md` §1.2). Out of order, the compiler reports it and expands nothing, so
        // Cradle reports nothing either (verified with swiftc 6.3 and a probe macro).
        if let written = graph.attribute.arguments?.arguments,
            let (argument, previous) = GraphArguments.firstOutOfOrder(written)
        {
            hints.append(
                Diagnostic(
                    code: .graphArgumentOrder,
                    message: Message.graphArgumentOrder(
                        label: argument.label?.name, expression: String(tree.text[argument.expressionRange]),
                        after: (previous.label?.name ?? "") + ":"),
                    file: file, range: argument.range,
                    fixes: FixBuilder.reorderGraphArguments(written, file: file, tree: tree)))
            isExpanded = false
            return
        }
        let arguments = GraphArguments(graph.attribute)
        // Step 1: a non-generic final class or a non-generic actor (#1).
        let isActor = declaration.kind == .actor
        let isFinalClass = declaration.kind == .class && declaration.modifiers.contains { $0.keyword == .final }
        guard isActor || isFinalClass, declaration.genericParameters == nil, declaration.whereClause == nil else {
            emit(.graphInvalidTarget, Message.graphInvalidTarget(), graph.attribute.range)
            return
        }
        // Step 2: `input:` (#6).
        if arguments.inputs.count > 1 {
            emit(.inputInvalid, Message.inputInvalid(), arguments.listRange)
            return
        }
        if let input = arguments.inputs.first {
            guard case .typeSelf = shape(input) else {
                emit(.inputInvalid, Message.inputInvalid(), input.expressionRange)
                return
            }
            hasInput = true
        }
        // Step 3: the graph lifetime (#2).
        if arguments.unlabeled.count > 1 {
            emit(.graphLifetimeInvalid, Message.graphLifetimeInvalid(), arguments.listRange)
            return
        }
        var sharedArgument: Argument?
        if let lifetime = arguments.unlabeled.first {
            guard case .implicitMember(let name) = shape(lifetime), name == "instance" || name == "shared" else {
                emit(
                    .graphLifetimeInvalid, Message.graphLifetimeInvalid(), lifetime.expressionRange,
                    fixes: FixBuilder.normalizeGraphLifetime(lifetime, file: file, tree: tree))
                return
            }
            if name == "shared" { sharedArgument = lifetime }
        }
        // Step 4: `input:` with `.shared` (#8).
        if hasInput, sharedArgument != nil {
            emit(.inputOnSharedGraph, Message.inputOnSharedGraph(), graph.attribute.range)
            return
        }
        // Step 5: `.shared` needs a checked Sendable on non-isolated classes (#4, #3), and a free
        // `shared` name on every graph (#5).
        if let shared = sharedArgument {
            if !isActor && !isMainActor {
                if let unchecked = declaration.inheritance.first(where: isUncheckedSendable) {
                    emit(
                        .sharedGraphUncheckedSendable, Message.sharedGraphUncheckedSendable(), shared.expressionRange,
                        fixes: FixBuilder.replaceUncheckedSendable(unchecked, file: file, tree: tree))
                    return
                }
                if !declaration.inheritance.contains(where: isCheckedSendable) {
                    emit(
                        .sharedGraphRequiresSendable, Message.sharedGraphRequiresSendable(), shared.expressionRange,
                        fixes: FixBuilder.addSendable(declaration, file: file, tree: tree))
                    return
                }
            }
            if hasStaticMember(named: "shared") {
                emit(.sharedGraphMemberCollision, Message.sharedGraphMemberCollision(), shared.expressionRange)
                return
            }
        }
        // Step 6: `input:` on an actor (#7).
        if hasInput, isActor {
            emit(.inputOnActor, Message.inputOnActor(), graph.attribute.range)
            return
        }
        // Steps 7 and 8: `overrides:` (#10) and `diagram:` (#14).
        guard let overrides = checkBoolean(arguments.overrides, listRange: arguments.listRange, code: .overridesInvalid),
            checkBoolean(arguments.diagrams, listRange: arguments.listRange, code: .diagramInvalid) != nil
        else { return }
        // Step 9: `sources:` (#15, #16, #17), then actors with sources (#22).
        guard checkSources(arguments) else { return }
        if isActor, let sourcesArgument = arguments.sources.first {
            emit(.sourcesOnActor, Message.sourcesOnActor(), sourcesArgument.expressionRange)
            return
        }
        // Step 10: input graphs own initialisation (#9).
        if hasInput {
            let before = diagnostics.count
            for range in initializationConflicts() {
                emit(.inputInitializationConflict, Message.inputInitializationConflict(), range.range)
            }
            if diagnostics.count > before { return }
        }
        // Step 11: override graphs own initialisation (#11, #12).
        if overrides {
            let before = diagnostics.count
            for conflict in initializationConflicts() {
                if conflict.isInitializer {
                    emit(.overridesUserInitializer, Message.overridesUserInitializer(), conflict.range)
                } else {
                    emit(.overridesUninitializedStoredProperty, Message.overridesUninitializedStoredProperty(), conflict.range)
                }
            }
            if diagnostics.count > before { return }
        }
        // Step 12: the factories, each reporting only its first failure.
        let beforeDeclarations = diagnostics.count
        for member in members {
            guard let provide = member.declaration.attributes.first(where: { $0.path.count == 1 && $0.name == "Provide" })
            else { continue }
            switch check(member, provide: provide) {
            case .valid(let factory): factories.append(factory)
            case .invalid(let found): diagnostics += found
            }
        }
        // Step 13: declaration-level checks, even when step 12 failed.
        checkSourceDeclarations()
        checkRegistrationNames()
        checkExternalMethodNames()
        if diagnostics.count > beforeDeclarations { return }
        // Step 14: names that `overrides: true` generates (#13).
        if overrides {
            checkOverrideNames()
            if diagnostics.count > beforeDeclarations { return }
        }
        // Step 15: connections, lifetimes, cycles.
        checkConnections()
    }

    /// Step 12 for one member: taken from ``factoryChecks`` when its bytes are there, else checked.
    mutating func check(_ member: GraphMember, provide: Attribute) -> FactoryCheck {
        guard factoryChecks != nil else { return checkFactory(member, provide: provide, tree: tree, file: file) }
        let key = FactoryChecks.Key(member.declaration.range, in: tree)
        if let factory = factoryChecks?.factory(member, provide: provide, key: key) { return .valid(factory) }
        let outcome = checkFactory(member, provide: provide, tree: tree, file: file)
        if case .valid(let factory) = outcome { factoryChecks?.keep(factory, key: key) }
        return outcome
    }

    func shape(_ argument: Argument) -> ExpressionShape {
        ExpressionShape.classify(ExpressionPart(argument, in: tree), in: tree)
    }

    /// `@MainActor` (or `@_Concurrency.MainActor`) on the graph itself.
    var isMainActor: Bool {
        declaration.attributes.contains { $0.qualifiedName == "MainActor" || $0.qualifiedName == "_Concurrency.MainActor" }
    }

    static let sendableSpellings: Set<String> = ["Sendable", "Swift.Sendable", "_Concurrency.Sendable"]

    func isCheckedSendable(_ type: TypeSyntax) -> Bool {
        Self.sendableSpellings.contains(tree.canonicalText(of: type.range, removingBackticks: true))
    }

    func isUncheckedSendable(_ type: TypeSyntax) -> Bool {
        guard case .attributed(_, let attributes, let base) = type.kind, attributes.contains(where: { $0.name == "unchecked" })
        else { return false }
        return isCheckedSendable(base)
    }

    /// Whether a `static` or `class` property or method with that name exists.
    func hasStaticMember(named name: String) -> Bool {
        members.contains { member in
            let isStatic = member.declaration.modifiers.contains { $0.keyword == .static || $0.keyword == .class }
            guard isStatic else { return false }
            return MemberNames.names(of: member.declaration).contains { $0.name == name }
        }
    }

    /// Checks a Boolean option; returns its value, or nil after reporting `code`.
    mutating func checkBoolean(_ arguments: [Argument], listRange: ByteRange, code: DiagnosticCode) -> Bool? {
        let message = code == .overridesInvalid ? Message.overridesInvalid() : Message.diagramInvalid()
        if arguments.count > 1 {
            emit(code, message, listRange)
            return nil
        }
        guard let argument = arguments.first else { return false }
        guard case .booleanLiteral(let value) = shape(argument) else {
            emit(code, message, argument.expressionRange)
            return nil
        }
        return value
    }

    /// Step 9's parsing of `sources:`. Returns false after reporting.
    mutating func checkSources(_ arguments: GraphArguments) -> Bool {
        if arguments.sources.count > 1 {
            emit(.sourcesInvalid, Message.sourcesInvalid(), arguments.listRange)
            return false
        }
        guard let argument = arguments.sources.first else { return true }
        guard case .arrayLiteral(let elements) = shape(argument) else {
            emit(.sourcesInvalid, Message.sourcesInvalid(), argument.expressionRange)
            return false
        }
        if elements.isEmpty {
            emit(.sourcesEmpty, Message.sourcesEmpty(), argument.expressionRange)
            return false
        }
        var valid = true
        for element in elements {
            if case .typeSelf(let reference) = ExpressionShape.classify(element, in: tree),
                TypeNaming.isValidFunctionName(reference.generatedName)
            {
                sources.append(SourceElement(range: element.range, type: reference))
            } else {
                emit(.sourcesInvalidElement, Message.sourcesInvalidElement(), element.range)
                valid = false
            }
        }
        return valid
    }

    /// Initialisers and instance stored properties that would need an initialiser (§4.1), in
    /// declaration order.
    func initializationConflicts() -> [(range: ByteRange, isInitializer: Bool)] {
        var conflicts: [(range: ByteRange, isInitializer: Bool)] = []
        for member in members {
            switch member.declaration {
            case .initializer(let initializer):
                conflicts.append((initializer.initKeywordRange, true))
            case .variable(let variable):
                for range in MemberNames.uninitializedStoredBindings(variable) { conflicts.append((range, false)) }
            default:
                break
            }
        }
        return conflicts
    }
}

/// A valid element of `sources:`.
struct SourceElement: Sendable {
    /// The element expression, `AuthGraph.self`.
    let range: ByteRange
    let type: TypeReference
}

/// Names of members, as the collision checks see them.
enum MemberNames {
    /// The names a declaration introduces (properties: every binding; functions, types,
    /// type aliases: their name).
    static func names(of declaration: Declaration) -> [Identifier] {
        switch declaration {
        case .variable(let variable): variable.bindings.flatMap(\.names)
        case .function(let function): [function.name]
        case .type(let type): type.name.map { [$0] } ?? []
        case .typeAlias(let alias): [alias.name]
        case .enumCase(let enumCase): enumCase.elements.map(\.name)
        case .associatedType(let associated): [associated.name]
        default: []
        }
    }

    static func isStatic(_ declaration: Declaration) -> Bool {
        declaration.modifiers.contains { $0.keyword == .static || $0.keyword == .class }
    }

    /// The bindings of an instance `var`/`let` that need an initialiser (§4.1): no initial
    /// value, no getter, not an Optional `var`, no attribute.
    static func uninitializedStoredBindings(_ variable: VariableDeclaration) -> [ByteRange] {
        guard variable.attributes.isEmpty, !variable.modifiers.contains(where: { $0.keyword == .static || $0.keyword == .class })
        else { return [] }
        var ranges: [ByteRange] = []
        for binding in variable.bindings {
            if binding.initializer != nil { continue }
            if let accessors = binding.accessors, accessors.hasGetter { continue }
            if !variable.isLet, let type = binding.typeAnnotation, TypeNaming.isDirectOptional(type) { continue }
            ranges.append(binding.patternRange)
        }
        return ranges
    }
}

/// The messages this file's checks emit.
extension Message {
    /// #1 `graph-invalid-target`.
    static func graphInvalidTarget() -> MessageText {
        MessageText(
            english: "`@DependencyGraph` only applies to a non-generic `final class` or a non-generic `actor`",
            cradle: "`@DependencyGraph`는 비 generic `final class` 또는 비 generic `actor`에만 적용할 수 있습니다.")
    }

    /// #2 `graph-lifetime-invalid`.
    static func graphLifetimeInvalid() -> MessageText {
        MessageText(
            english: "the graph lifetime must be written directly as `.instance` or `.shared`",
            cradle: "`@DependencyGraph`의 첫 위치 인자는 직접 작성한 `.instance` 또는 `.shared`여야 합니다.")
    }

    /// #3 `shared-graph-requires-sendable`.
    static func sharedGraphRequiresSendable() -> MessageText {
        MessageText(
            english:
                "`.shared` on a non-isolated `final class` requires a checked `Sendable` conformance written on the declaration",
            cradle: "비격리 `final class`에서 `.shared`를 사용하려면 선언에 checked `Sendable` 준수를 직접 작성해야 합니다.")
    }

    /// #4 `shared-graph-unchecked-sendable`.
    static func sharedGraphUncheckedSendable() -> MessageText {
        MessageText(
            english: "`@unchecked Sendable` is not allowed with `.shared` on a non-isolated `final class`",
            cradle: "비격리 `final class`의 `.shared`에는 `@unchecked Sendable`을 사용할 수 없습니다.")
    }

    /// #5 `shared-graph-member-collision`.
    static func sharedGraphMemberCollision() -> MessageText {
        MessageText(
            english: "the generated static member `shared` clashes with an existing type member",
            cradle: "생성할 `shared` static member가 기존 type member와 충돌합니다.")
    }

    /// #6 `input-invalid`.
    static func inputInvalid() -> MessageText {
        MessageText(
            english: "`input` must be given exactly once, written as `SomeType.self`",
            cradle: "`input`은 `Input.self` 형식으로 하나만 지정해야 합니다.")
    }

    /// #7 `input-on-actor`.
    static func inputOnActor() -> MessageText {
        MessageText(
            english: "initializer input is only supported on `final class` graphs",
            cradle: "initializer input은 `final class` graph에서만 지원합니다.")
    }

    /// #8 `input-on-shared-graph`.
    static func inputOnSharedGraph() -> MessageText {
        MessageText(
            english: "a `.shared` graph cannot take caller initializer input",
            cradle: "`@DependencyGraph(.shared)`는 호출자 initializer input을 받을 수 없습니다.")
    }

    /// #9 `input-initialization-conflict`.
    static func inputInitializationConflict() -> MessageText {
        MessageText(
            english: "an input graph cannot declare initializers or stored properties that need initialization",
            cradle: "initializer input graph는 initializer 또는 초기화가 필요한 stored property를 직접 선언할 수 없습니다.")
    }

    /// #10 `overrides-invalid`.
    static func overridesInvalid() -> MessageText {
        MessageText(
            english: "`overrides` must be written directly as `true` or `false`",
            cradle: "`overrides`는 직접 작성한 `true` 또는 `false`여야 합니다.")
    }

    /// #11 `overrides-user-initializer`.
    static func overridesUserInitializer() -> MessageText {
        MessageText(
            english: "an `overrides: true` graph cannot declare an initializer",
            cradle: "`overrides: true` graph는 initializer를 직접 선언할 수 없습니다.")
    }

    /// #12 `overrides-uninitialized-stored-property`.
    static func overridesUninitializedStoredProperty() -> MessageText {
        MessageText(
            english: "an `overrides: true` graph cannot declare instance stored properties without an initial value",
            cradle: "`overrides: true` graph는 초기값 없는 인스턴스 저장 프로퍼티를 선언할 수 없습니다.")
    }

    /// #14 `diagram-invalid`.
    static func diagramInvalid() -> MessageText {
        MessageText(
            english: "`diagram` must be written directly as `true` or `false`",
            cradle: "`diagram`은 직접 작성한 `true` 또는 `false`여야 합니다.")
    }

    /// #15 `sources-invalid`.
    static func sourcesInvalid() -> MessageText {
        MessageText(
            english: "`sources` accepts only an array literal of `GraphType.self` elements",
            cradle: "`sources`에는 `GraphType.self` 배열 리터럴만 지정할 수 있습니다.")
    }

    /// #16 `sources-empty`.
    static func sourcesEmpty() -> MessageText {
        MessageText(
            english: "`sources` needs at least one `GraphType.self` element",
            cradle: "`sources`에는 하나 이상의 `GraphType.self`이 필요합니다.")
    }

    /// #17 `sources-invalid-element`.
    static func sourcesInvalidElement() -> MessageText {
        MessageText(
            english: "`sources` elements must be written as `GraphType.self`",
            cradle: "`sources` 원소는 `GraphType.self` 형식이어야 합니다.")
    }

    /// #22 `sources-on-actor`.
    static func sourcesOnActor() -> MessageText {
        MessageText(
            english: "an actor graph cannot specify `sources`",
            cradle: "actor `@DependencyGraph`에는 `sources`를 지정할 수 없습니다.")
    }

    /// Prediction: a `@DependencyGraph` argument written after one that the declaration lists
    /// later. `label` is the argument's label, or `nil` for the unlabeled lifetime `expression`.
    static func graphArgumentOrder(label: String?, expression: String, after previous: String) -> MessageText {
        let argument =
            label.map { MessageText(english: "`\($0):`", cradle: "`\($0):` 인자") }
            ?? MessageText(english: "the lifetime `\(expression)`", cradle: "`\(expression)` 수명 인자")
        return MessageText(
            english: "the compiler will reject \(argument.english) after \(quoted(previous))",
            cradle: "\(quoted(previous)) 뒤에 쓴 \(argument.cradle)는 컴파일러가 거부합니다.")
    }
}
