import CradleSyntax

/// A `@Provide` factory that passed the declaration checks of `cradle.md` §6.0 step 12.
/// A class, so that the rules pass factories around without copying their syntax.
final class Factory: Sendable {
    let member: GraphMember
    let function: FunctionDeclaration
    /// The `@Provide` attribute.
    let provide: Attribute
    let lifetime: Lifetime
    /// Whether the lifetime is written as `.transient` explicitly (required by `@External`).
    let isExplicitTransient: Bool
    let parameters: [FactoryParameter]
    let returnType: TypeSyntax
    /// The return type as written.
    let returnText: String
    let identity: String
    /// The generated name as written (backticks kept).
    let generatedName: String
    /// The generated name without backticks.
    let comparisonName: String
    /// The factory's name as written.
    let name: String
    /// Whether the factory has `@External` parameters (an external provider, §4.5).
    let isExternal: Bool
    /// The parameters satisfied by other registrations.
    let graphParameters: [FactoryParameter]

    init(
        member: GraphMember, function: FunctionDeclaration, provide: Attribute, lifetime: Lifetime, isExplicitTransient: Bool,
        parameters: [FactoryParameter], returnType: TypeSyntax, returnText: String, identity: String, generatedName: String,
        comparisonName: String? = nil, name: String? = nil
    ) {
        self.member = member
        self.function = function
        self.provide = provide
        self.lifetime = lifetime
        self.isExplicitTransient = isExplicitTransient
        self.parameters = parameters
        self.returnType = returnType
        self.returnText = returnText
        self.identity = identity
        self.generatedName = generatedName
        // Given when known from an earlier check of the same declaration (``FactoryChecks``).
        self.comparisonName = comparisonName ?? TypeNaming.comparisonName(generatedName)
        self.name = name ?? function.name.text
        self.isExternal = parameters.contains { $0.external != nil }
        self.graphParameters = parameters.filter { $0.external == nil }
    }
}

/// One factory parameter with its identity.
struct FactoryParameter: Sendable {
    let parameter: Parameter
    /// The `@External` (or `@Cradle.External`) attribute, if any.
    let external: Attribute?
    let type: TypeSyntax?
    /// The type as written.
    let typeText: String
    let identity: String

    /// Where findings about the parameter's type point: the type, else the whole parameter.
    var typeRange: ByteRange { type?.range ?? parameter.range }
}

/// The outcome of checking one `@Provide` member (§6.0 step 12).
enum FactoryCheck {
    case valid(Factory)
    /// The first failure, already turned into diagnostics.
    case invalid([Diagnostic])
}

extension Attribute {
    /// Whether this is the `@External` property wrapper as Cradle recognises it (§1.4).
    var isExternal: Bool { qualifiedName == "External" || qualifiedName == "Cradle.External" }
}

/// Runs the step-12 checks on one member carrying `@Provide`, in Cradle's order, stopping at the
/// first failure: #24, #25, #26 (parameter), #28, #27, #29, #26 (return), #30, #31, #32, then #33.
func checkFactory(_ member: GraphMember, provide: Attribute, tree: SyntaxTree, file: String) -> FactoryCheck {
    func failure(_ code: DiagnosticCode, _ message: MessageText, _ range: ByteRange, fixes: [Fix] = []) -> FactoryCheck {
        .invalid([Diagnostic(code: code, message: message, file: file, range: range, fixes: fixes)])
    }
    guard case .function(let function) = member.declaration else {
        return failure(.providerNotPrivateMethod, Message.providerNotPrivateMethod(), provide.range)
    }
    let access = function.modifiers.filter { Modifier.accessKeywords.contains($0.keyword) }
    if access.count != 1 || access[0].keyword != .private || access[0].detail != nil {
        return failure(
            .providerNotPrivateMethod, Message.providerNotPrivateMethod(), provide.range,
            fixes: FixBuilder.makePrivate(function, file: file, tree: tree))
    }
    if function.modifiers.contains(where: { $0.keyword == .static || $0.keyword == .class })
        || function.genericParameters != nil || function.whereClause != nil || !function.effects.isEmpty
    {
        return failure(.providerInvalidSignature, Message.providerInvalidSignature(), provide.range)
    }
    // Three checks over the parameters, each stage before the next: the first Optional, then
    // the first `@External` parameter in an unsupported form, then the first other one. One pass
    // finds the first of each.
    var optional: TypeSyntax?
    var invalidExternal: ByteRange?
    var hasInvalidParameter = false
    for parameter in function.parameters.parameters {
        if optional == nil, let type = parameter.type, TypeNaming.isDirectOptional(type) { optional = type }
        // The parameter-form check recognises only the spelling `External` (Cradle compares the
        // attribute's text); `@Cradle.External` parameters are checked as ordinary ones (#27),
        // while still making the factory an external provider below.
        if parameter.attributes.contains(where: { $0.qualifiedName == "External" }) {
            if invalidExternal == nil, parameter.attributes.count > 1 || hasUnsupportedForm(parameter) {
                // From `@External` to the end of the type, a variadic's `...` included.
                let end = parameter.ellipsisRange?.end ?? parameter.type?.range.end ?? parameter.range.end
                invalidExternal = ByteRange(start: parameter.range.start, end: max(parameter.range.start, end))
            }
        } else if !hasInvalidParameter, hasUnsupportedForm(parameter) {
            hasInvalidParameter = true
        }
    }
    if let optional {
        return failure(
            .providerOptionalType, Message.providerOptionalType(), optional.range,
            fixes: FixBuilder.removeOptional(optional, file: file, tree: tree))
    }
    if let invalidExternal {
        return failure(.externalInvalidParameter, Message.externalInvalidParameter(), invalidExternal)
    }
    if hasInvalidParameter {
        return failure(.providerInvalidParameter, Message.providerInvalidParameter(), provide.range)
    }
    guard let returnType = function.returnType else {
        return failure(.providerMissingReturnType, Message.providerMissingReturnType(), provide.range)
    }
    if TypeNaming.isDirectOptional(returnType) {
        return failure(
            .providerOptionalType, Message.providerOptionalType(), returnType.range,
            fixes: FixBuilder.removeOptional(returnType, file: file, tree: tree))
    }
    guard let generatedName = TypeNaming.generatedName(of: returnType) else {
        return failure(.providerUnsupportedReturnType, Message.providerUnsupportedReturnType(), provide.range)
    }
    guard TypeNaming.isValidFunctionName(generatedName) else {
        return failure(.providerInvalidAccessorName, Message.providerInvalidAccessorName(), provide.range)
    }
    let lifetime: Lifetime
    let isExplicit: Bool
    switch ProvideLifetime(provide, in: tree) {
    case .invalid(let range):
        return failure(
            .providerInvalidLifetime, Message.providerInvalidLifetime(), range,
            fixes: FixBuilder.normalizeLifetime(provide, file: file, tree: tree))
    case .valid(let value, let explicit):
        lifetime = value
        isExplicit = explicit
    }
    let parameters = function.parameters.parameters.map { parameter in
        FactoryParameter(
            parameter: parameter, external: parameter.attributes.first(where: \.isExternal), type: parameter.type,
            typeText: parameter.type.map { tree.text[$0.range] } ?? "",
            identity: parameter.type.map { TypeNaming.identity(of: $0, in: tree) } ?? "")
    }
    let factory = Factory(
        member: member, function: function, provide: provide, lifetime: lifetime,
        isExplicitTransient: isExplicit && lifetime == .transient, parameters: parameters, returnType: returnType,
        returnText: tree.text[returnType.range], identity: TypeNaming.identity(of: returnType, in: tree),
        generatedName: generatedName)
    if factory.isExternal && !factory.isExplicitTransient {
        let fixes = FixBuilder.setLifetime(.transient, of: factory, file: file, tree: tree, preferred: true)
        let diagnostics = parameters.compactMap(\.external).map { external in
            Diagnostic(
                code: .externalRequiresTransient, message: Message.externalRequiresTransient(), file: file,
                range: external.range,
                notes: [
                    RelatedNote(
                        file: file, range: provide.range, message: Message.externalProviderLifetimeNote(factory: factory.name))
                ], fixes: fixes)
        }
        return .invalid(diagnostics)
    }
    return .valid(factory)
}

/// The parameter forms §4.3 rejects (Optional aside): a default value, a variadic, `inout`, any
/// `some`, `@autoclosure`, or `_` as the local name.
func hasUnsupportedForm(_ parameter: Parameter) -> Bool {
    if parameter.defaultValue != nil || parameter.ellipsisRange != nil { return true }
    if let local = parameter.localName, local.name == "_", !local.isBackticked { return true }
    guard let type = parameter.type else { return false }
    if TypeNaming.containsSome(type) { return true }
    // `inout` and `@autoclosure` count on the parameter itself, not inside a closure type.
    if case .attributed(let specifiers, let attributes, _) = type.kind {
        if specifiers.contains(where: { $0.name == "inout" && !$0.isBackticked }) { return true }
        if attributes.contains(where: { $0.name == "autoclosure" }) { return true }
    }
    return false
}

extension Modifier {
    /// The access-level keywords.
    static let accessKeywords: Set<Keyword> = [.private, .fileprivate, .internal, .public, .open, .package]
}

/// The messages this file's checks emit.
extension Message {
    /// #24 `provider-not-private-method`.
    static func providerNotPrivateMethod() -> MessageText {
        MessageText(
            english: "a `@Provide` factory must be a `private` instance method",
            cradle: "`@Provide` factory는 private instance method여야 합니다.")
    }

    /// #25 `provider-invalid-signature`.
    static func providerInvalidSignature() -> MessageText {
        MessageText(
            english: "a factory cannot be generic, a type method, `async`, `throws` or `rethrows`",
            cradle: "`@Provide` factory는 generic, type method, `async`, `throws`, `rethrows`를 가질 수 없습니다.")
    }

    /// #26 `provider-optional-type`.
    static func providerOptionalType() -> MessageText {
        MessageText(
            english: "an optional type cannot be used as a `@Provide` parameter or return type",
            cradle: "`@Provide`의 반환 타입과 매개변수 타입에는 Optional을 사용할 수 없습니다.")
    }

    /// #27 `provider-invalid-parameter`.
    static func providerInvalidParameter() -> MessageText {
        MessageText(
            english: "factory parameters must be in a supported form",
            cradle: "`@Provide` Factory 매개변수는 지원하는 형식이어야 합니다.")
    }

    /// #28 `external-invalid-parameter`.
    static func externalInvalidParameter() -> MessageText {
        MessageText(
            english: "`@External` parameters must be in a supported form",
            cradle: "`@External` 매개변수는 지원하는 형식이어야 합니다.")
    }

    /// #29 `provider-missing-return-type`.
    static func providerMissingReturnType() -> MessageText {
        MessageText(
            english: "a factory needs an explicit return type",
            cradle: "`@Provide` factory는 명시적 반환 타입이 필요합니다.")
    }

    /// #30 `provider-unsupported-return-type`.
    static func providerUnsupportedReturnType() -> MessageText {
        MessageText(
            english: "the return type must be a nominal type that yields a property name, or a single `any` protocol",
            cradle: "`@Provide` 반환 타입은 프로퍼티 이름을 만들 수 있는 명목 타입 또는 `any`로 표시한 단일 프로토콜 타입이어야 합니다.")
    }

    /// #31 `provider-invalid-accessor-name`.
    static func providerInvalidAccessorName() -> MessageText {
        MessageText(
            english: "no valid property name can be made from the registration type",
            cradle: "`@Provide` 등록 타입에서 유효한 프로퍼티 이름을 만들 수 없습니다.")
    }

    /// #32 `provider-invalid-lifetime`. Cradle's text is the newest one its stored tests show
    /// (`ProviderLifetimeTests.swift`); it predates `.lazy`, which the newest sources may add.
    static func providerInvalidLifetime() -> MessageText {
        MessageText(
            english: "omit the `@Provide` argument or write `.shared`, `.lazy` or `.transient` directly",
            cradle: "`@Provide` 인자는 생략하거나 `.shared` 또는 `.transient`로 직접 지정해야 합니다.")
    }

    /// #33 `external-requires-transient`.
    static func externalRequiresTransient() -> MessageText {
        MessageText(
            english: "`@External` can only be used in an explicit `@Provide(.transient)`",
            cradle: "`@External`은 명시적인 `@Provide(.transient)`에서만 사용할 수 있습니다.")
    }

    /// Note of #33 (note id `externalProviderLifetime`), at the factory's `@Provide`.
    static func externalProviderLifetimeNote(factory: String) -> MessageText {
        MessageText(
            english: "factory \(quoted(factory)) must state the `.transient` lifetime",
            cradle: "\(quoted(factory)) Factory에 `.transient` 수명을 명시해야 합니다.")
    }
}
