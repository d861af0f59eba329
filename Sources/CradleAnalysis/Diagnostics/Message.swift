/// The text of every diagnostic and note message, one function per message.
///
/// Messages follow `style.md`: lower-case start, no trailing period, names in backticks, one fact
/// per message (context goes into notes). Cradle's own texts are Korean; these paraphrase the
/// "Gist" of each entry in `cradle.md` §6 and interpolate the same values. Names and types are
/// shown once-backticked through `quoted(_:)`, so a name written `` `init` `` is not doubled.
/// The fixture tests spell these texts out literally; change both together.
enum Message {
    // MARK: - Graph attribute and graph body (cradle.md §6.1)

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

    /// #13 `overrides-name-collision`; `name` is `override` or `OverrideBuilder`.
    static func overridesNameCollision(name: String) -> String {
        "the name \(quoted(name)) that typed overrides generate clashes with an existing member"
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

    /// #18 `sources-duplicate`; `type` is the duplicated element's type as written.
    static func sourcesDuplicate(type: String) -> String {
        "source graph \(quoted(type)) is duplicated"
    }

    /// #19 `sources-name-collision`; `name` is the generated storage name.
    static func sourcesNameCollision(name: String) -> String {
        "source storage property name \(quoted(name)) collides with another name"
    }

    /// #20 `sources-user-initializer`.
    static func sourcesUserInitializer() -> String {
        "a `sources` graph cannot declare an initializer"
    }

    /// #21 `sources-uninitialized-stored-property`.
    static func sourcesUninitializedStoredProperty() -> String {
        "a `sources` graph cannot declare instance stored properties without an initial value"
    }

    /// #22 `sources-on-actor`.
    static func sourcesOnActor() -> String {
        "an actor graph cannot specify `sources`"
    }

    // MARK: - Factories (cradle.md §6.2)

    /// #23 `provide-misplaced`.
    static func provideMisplaced() -> String {
        "`@Provide` must be declared directly in a `@DependencyGraph` body"
    }

    /// #24 `provider-not-private-method`.
    static func providerNotPrivateMethod() -> String {
        "a `@Provide` factory must be a `private` instance method"
    }

    /// #25 `provider-invalid-signature`.
    static func providerInvalidSignature() -> String {
        "a factory cannot be generic, a type method, `async`, `throws` or `rethrows`"
    }

    /// #26 `provider-optional-type`.
    static func providerOptionalType() -> String {
        "an optional type cannot be used as a `@Provide` parameter or return type"
    }

    /// #27 `provider-invalid-parameter`.
    static func providerInvalidParameter() -> String {
        "factory parameters must be in a supported form"
    }

    /// #28 `external-invalid-parameter`.
    static func externalInvalidParameter() -> String {
        "`@External` parameters must be in a supported form"
    }

    /// #29 `provider-missing-return-type`.
    static func providerMissingReturnType() -> String {
        "a factory needs an explicit return type"
    }

    /// #30 `provider-unsupported-return-type`.
    static func providerUnsupportedReturnType() -> String {
        "the return type must be a nominal type that yields a property name, or a single `any` protocol"
    }

    /// #31 `provider-invalid-accessor-name`.
    static func providerInvalidAccessorName() -> String {
        "no valid property name can be made from the registration type"
    }

    /// #32 `provider-invalid-lifetime`.
    static func providerInvalidLifetime() -> String {
        "omit the `@Provide` argument or write `.shared`, `.lazy` or `.transient` directly"
    }

    /// #33 `external-requires-transient`.
    static func externalRequiresTransient() -> String {
        "`@External` can only be used in an explicit `@Provide(.transient)`"
    }

    // MARK: - Names and duplicates (cradle.md §6.3)

    /// #34 `duplicate-registration`; `type` is the first provider's return type as written.
    static func duplicateRegistration(type: String) -> String {
        "registration type \(quoted(type)) is duplicated"
    }

    /// #35 `duplicate-accessor-name`; `name` is the comparison name (no backticks).
    static func duplicateAccessorName(name: String) -> String {
        "more than one registration makes generated property \(quoted(name))"
    }

    /// #36 `accessor-member-collision`.
    static func accessorMemberCollision() -> String {
        "the generated property name collides with an existing instance member"
    }

    /// #37 `external-method-name-collision`; `name` is the external provider's method name.
    static func externalMethodNameCollision(name: String) -> String {
        "generated method name \(quoted(name)) collides with an existing graph member"
    }

    // MARK: - Connections (cradle.md §6.4)

    /// #38 `missing-registration`; `type` is the parameter type as written.
    static func missingRegistration(type: String, factory: String) -> String {
        "no registration matches parameter type \(quoted(type)) of \(quoted(factory))"
    }

    /// #39 `external-result-dependency`; `type` is the parameter type as written.
    static func externalResultDependency(type: String) -> String {
        "\(quoted(type)) is a result that needs `@External` input, so it cannot be wired automatically"
    }

    /// #40 `lifetime-shared-to-transient`.
    static func lifetimeSharedToTransient() -> String {
        "a `.shared` factory cannot take a `.transient` registration as a parameter"
    }

    /// #41 `lifetime-shared-to-lazy`.
    static func lifetimeSharedToLazy() -> String {
        "a `.shared` factory cannot take a `.lazy` registration as a parameter"
    }

    /// #42 `lifetime-lazy-to-transient`.
    static func lifetimeLazyToTransient() -> String {
        "a `.lazy` factory cannot take a `.transient` registration as a parameter"
    }

    /// #43 `circular-dependency`; `path` lists the comparison names from the provider the cycle
    /// returns to up to the closing provider. The first name is repeated at the end.
    static func circularDependency(path: [String]) -> String {
        let names = path + path.prefix(1)
        return "there is a circular dependency \(quoted(names.joined(separator: " → ")))"
    }

    // MARK: - cradle-lsp's own findings (product.md §3)

    /// Prediction: `name` (`self`, `super` or an instance member) used in a `.shared` factory body.
    static func sharedFactoryUsesInstanceMember(name: String, factory: String) -> String {
        "the compiler will reject \(quoted(name)) inside `.shared` factory \(quoted(factory))"
    }

    /// Prediction: an attribute after a modifier, which Swift attaches to nothing.
    static func attributeAfterModifier(attribute: String, modifier: String) -> String {
        "the compiler will reject \(quoted("@" + attribute)) after the modifier \(quoted(modifier))"
    }

    /// Prediction: an attribute between a parameter's argument label and its name.
    static func attributeBetweenLabelAndName(attribute: String, label: String) -> String {
        "the compiler will reject \(quoted("@" + attribute)) between the argument label \(quoted(label)) and the parameter name"
    }

    /// Prediction: a `@DependencyGraph` argument written after one that the declaration lists later.
    static func graphArgumentOrder(argument: String, after previous: String) -> String {
        "the compiler will reject \(argument) after \(quoted(previous))"
    }

    /// Prediction: the generated `(T).init(…)` body of a bodyless factory returning a protocol.
    static func bodylessFactoryProtocolResult(type: String, factory: String) -> String {
        "the compiler will reject the generated body of \(quoted(factory)), because \(quoted(type)) is a protocol"
    }

    /// A missing registration whose type nearly matches the registration of `factory`.
    static func registrationNearMiss(type: String, registration: String, factory: String) -> String {
        "parameter type \(quoted(type)) nearly matches registration type \(quoted(registration)) of \(quoted(factory))"
    }

    /// A registration nothing consumes.
    static func unusedRegistration(type: String, factory: String) -> String {
        "nothing in the workspace uses registration type \(quoted(type)) of \(quoted(factory))"
    }

    /// A `sources:` element naming a graph that exists nowhere in the workspace.
    static func unresolvedSource(type: String) -> String {
        "source graph \(quoted(type)) is not declared anywhere in the workspace"
    }

    /// A `sources:` element naming a graph declared only in modules that the graph's module does
    /// not depend on, so the compiler cannot see it.
    static func invisibleSource(type: String, declaredIn modules: [String], module: String) -> String {
        let names = modules.map(quoted).joined(separator: ", ")
        return
            "source graph \(quoted(type)) is declared in module\(modules.count == 1 ? "" : "s") \(names), which \(quoted(module)) does not depend on"
    }

    // MARK: - Notes

    /// Note of #18 and #19 (note id `sourceGraph`), at the first occurrence.
    static func sourceGraphNote(type: String) -> String {
        "source graph \(quoted(type)) is declared here"
    }

    /// Note of #33 (note id `externalProviderLifetime`), at the factory's `@Provide`.
    static func externalProviderLifetimeNote(factory: String) -> String {
        "factory \(quoted(factory)) must state the `.transient` lifetime"
    }

    /// Note of #34 and #35 (note id `duplicateAccessorProvider`), at each group member's `@Provide`.
    static func duplicateAccessorProviderNote(factory: String, type: String) -> String {
        "factory \(quoted(factory))'s registration; registration type \(quoted(type))"
    }

    /// Note of #37 (note id `externalMethodNameCollisionMember`) at a conflicting factory's `@Provide`.
    static func collidingFactoryNote(factory: String, name: String) -> String {
        "factory \(quoted(factory)) creates generated member \(quoted(name))"
    }

    /// Note of #37 (note id `externalMethodNameCollisionMember`) at a conflicting `sources:` element.
    static func collidingSourceNote(type: String, name: String) -> String {
        "source graph \(quoted(type)) creates stored property \(quoted(name))"
    }

    /// Note of #37 (note id `externalMethodNameCollisionMember`) at a conflicting member declaration.
    static func collidingMemberNote(name: String) -> String {
        "instance member \(quoted(name)) uses the same name"
    }

    /// Note of #38 (note id `missingRegistrationProvider`), at the requiring factory's `@Provide`.
    static func missingRegistrationProviderNote(factory: String) -> String {
        "factory \(quoted(factory)) requires this dependency"
    }

    /// Note of #39 (note id `externalResultProvider`), at the external provider's `@Provide`.
    static func externalResultProviderNote(factory: String) -> String {
        "factory \(quoted(factory)) must be called with external input"
    }

    /// Note of #43 (note id `circularDependencyProvider`), at each cycle member's `@Provide`.
    static func circularDependencyProviderNote(factory: String, name: String) -> String {
        "factory \(quoted(factory))'s registration; generated property is \(quoted(name))"
    }

    // MARK: - Formatting

    /// `name` in backticks, unless it is already wrapped in a pair of backticks (`` `init` ``).
    static func quoted(_ name: String) -> String {
        if name.count >= 2, name.hasPrefix("`"), name.hasSuffix("`") {
            return name
        }
        return "`\(name)`"
    }
}
