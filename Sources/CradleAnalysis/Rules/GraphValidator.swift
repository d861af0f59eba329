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
        _ code: DiagnosticCode, _ message: String, _ range: ByteRange, notes: [RelatedNote] = [], fixes: [Fix] = []
    ) {
        diagnostics.append(Diagnostic(code: code, message: message, file: file, range: range, notes: notes, fixes: fixes))
    }

    func note(_ range: ByteRange, _ message: String) -> RelatedNote {
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
            let name = argument.label.map { "`\($0.name):`" } ?? "the lifetime `\(tree.text[argument.expressionRange])`"
            hints.append(
                Diagnostic(
                    code: .graphArgumentOrder,
                    message: Message.graphArgumentOrder(argument: name, after: (previous.label?.name ?? "") + ":"),
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
            switch checkFactory(member, provide: provide, tree: tree, file: file) {
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
    static func graphInvalidTarget() -> String {
        "`@DependencyGraph` only applies to a non-generic `final class` or a non-generic `actor`"
    }

    /// #2 `graph-lifetime-invalid`.
    static func graphLifetimeInvalid() -> String {
        "the graph lifetime must be written directly as `.instance` or `.shared`"
    }

    /// #3 `shared-graph-requires-sendable`.
    static func sharedGraphRequiresSendable() -> String {
        "`.shared` on a non-isolated `final class` requires a checked `Sendable` conformance written on the declaration"
    }

    /// #4 `shared-graph-unchecked-sendable`.
    static func sharedGraphUncheckedSendable() -> String {
        "`@unchecked Sendable` is not allowed with `.shared` on a non-isolated `final class`"
    }

    /// #5 `shared-graph-member-collision`.
    static func sharedGraphMemberCollision() -> String {
        "the generated static member `shared` clashes with an existing type member"
    }

    /// #6 `input-invalid`.
    static func inputInvalid() -> String {
        "`input` must be given exactly once, written as `SomeType.self`"
    }

    /// #7 `input-on-actor`.
    static func inputOnActor() -> String {
        "initializer input is only supported on `final class` graphs"
    }

    /// #8 `input-on-shared-graph`.
    static func inputOnSharedGraph() -> String {
        "a `.shared` graph cannot take caller initializer input"
    }

    /// #9 `input-initialization-conflict`.
    static func inputInitializationConflict() -> String {
        "an input graph cannot declare initializers or stored properties that need initialization"
    }

    /// #10 `overrides-invalid`.
    static func overridesInvalid() -> String {
        "`overrides` must be written directly as `true` or `false`"
    }

    /// #11 `overrides-user-initializer`.
    static func overridesUserInitializer() -> String {
        "an `overrides: true` graph cannot declare an initializer"
    }

    /// #12 `overrides-uninitialized-stored-property`.
    static func overridesUninitializedStoredProperty() -> String {
        "an `overrides: true` graph cannot declare instance stored properties without an initial value"
    }

    /// #14 `diagram-invalid`.
    static func diagramInvalid() -> String {
        "`diagram` must be written directly as `true` or `false`"
    }

    /// #15 `sources-invalid`.
    static func sourcesInvalid() -> String {
        "`sources` accepts only an array literal of `GraphType.self` elements"
    }

    /// #16 `sources-empty`.
    static func sourcesEmpty() -> String {
        "`sources` needs at least one `GraphType.self` element"
    }

    /// #17 `sources-invalid-element`.
    static func sourcesInvalidElement() -> String {
        "`sources` elements must be written as `GraphType.self`"
    }

    /// #22 `sources-on-actor`.
    static func sourcesOnActor() -> String {
        "an actor graph cannot specify `sources`"
    }

    /// Prediction: a `@DependencyGraph` argument written after one that the declaration lists later.
    static func graphArgumentOrder(argument: String, after previous: String) -> String {
        "the compiler will reject \(argument) after \(quoted(previous))"
    }
}
