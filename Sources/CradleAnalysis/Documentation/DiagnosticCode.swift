/// The stable code of every diagnostic cradle-lsp reports.
///
/// The first 43 cases are Cradle's own compile-time diagnostics, in the order of the catalogue in
/// `cradle.md` §6 (#1 `graph-invalid-target` … #43 `circular-dependency`); their raw values are
/// the kebab-case ids given there. The cases after them are cradle-lsp's own findings, with a lower
/// severity (`product.md` §3). A code is never renamed: editors, CI scripts and SARIF rule ids
/// depend on the raw value.
public enum DiagnosticCode: String, CaseIterable, Sendable {
    // MARK: Graph attribute and graph body (cradle.md §6.1)

    /// #1: `@DependencyGraph` on something other than a non-generic `final class` or `actor`.
    case graphInvalidTarget = "graph-invalid-target"
    /// #2: the graph lifetime argument is not a bare `.instance` or `.shared`.
    case graphLifetimeInvalid = "graph-lifetime-invalid"
    /// #3: a non-isolated `.shared` class graph without a checked `Sendable` conformance.
    case sharedGraphRequiresSendable = "shared-graph-requires-sendable"
    /// #4: a non-isolated `.shared` class graph that is only `@unchecked Sendable`.
    case sharedGraphUncheckedSendable = "shared-graph-unchecked-sendable"
    /// #5: a `.shared` graph that already has a type member named `shared`.
    case sharedGraphMemberCollision = "shared-graph-member-collision"
    /// #6: `input:` is repeated or not written as `T.self`.
    case inputInvalid = "input-invalid"
    /// #7: `input:` on an actor graph.
    case inputOnActor = "input-on-actor"
    /// #8: `input:` on a `.shared` graph.
    case inputOnSharedGraph = "input-on-shared-graph"
    /// #9: an input graph declares an initialiser or a stored property that needs one.
    case inputInitializationConflict = "input-initialization-conflict"
    /// #10: `overrides:` is repeated or not a boolean literal.
    case overridesInvalid = "overrides-invalid"
    /// #11: an `overrides: true` graph declares an initialiser.
    case overridesUserInitializer = "overrides-user-initializer"
    /// #12: an `overrides: true` graph declares a stored property without an initial value.
    case overridesUninitializedStoredProperty = "overrides-uninitialized-stored-property"
    /// #13: an `overrides: true` graph has a member named `override` or `OverrideBuilder`.
    case overridesNameCollision = "overrides-name-collision"
    /// #14: `diagram:` is repeated or not a boolean literal.
    case diagramInvalid = "diagram-invalid"
    /// #15: `sources:` is repeated or not an array literal.
    case sourcesInvalid = "sources-invalid"
    /// #16: `sources: []`.
    case sourcesEmpty = "sources-empty"
    /// #17: a `sources:` element that is not `T.self` with a usable storage name.
    case sourcesInvalidElement = "sources-invalid-element"
    /// #18: the same source graph listed twice.
    case sourcesDuplicate = "sources-duplicate"
    /// #19: a source storage name that collides with another source or a member.
    case sourcesNameCollision = "sources-name-collision"
    /// #20: a `sources:` graph declares an initialiser.
    case sourcesUserInitializer = "sources-user-initializer"
    /// #21: a `sources:` graph declares a stored property without an initial value.
    case sourcesUninitializedStoredProperty = "sources-uninitialized-stored-property"
    /// #22: `sources:` on an actor graph.
    case sourcesOnActor = "sources-on-actor"

    // MARK: Factories (cradle.md §6.2)

    /// #23: `@Provide` outside the direct body of a `@DependencyGraph` class or actor.
    case provideMisplaced = "provide-misplaced"
    /// #24: `@Provide` on something other than a `private` method.
    case providerNotPrivateMethod = "provider-not-private-method"
    /// #25: a factory that is static, generic, `async`, `throws` or `rethrows`.
    case providerInvalidSignature = "provider-invalid-signature"
    /// #26: a direct Optional as a factory parameter or return type.
    case providerOptionalType = "provider-optional-type"
    /// #27: a factory parameter in an unsupported form.
    case providerInvalidParameter = "provider-invalid-parameter"
    /// #28: an `@External` parameter in an unsupported form.
    case externalInvalidParameter = "external-invalid-parameter"
    /// #29: a factory without a return type.
    case providerMissingReturnType = "provider-missing-return-type"
    /// #30: a return type that yields no generated name.
    case providerUnsupportedReturnType = "provider-unsupported-return-type"
    /// #31: a return type whose generated name is not a legal identifier.
    case providerInvalidAccessorName = "provider-invalid-accessor-name"
    /// #32: a `@Provide` lifetime argument in an unsupported form.
    case providerInvalidLifetime = "provider-invalid-lifetime"
    /// #33: `@External` on a factory that is not explicitly `.transient`.
    case externalRequiresTransient = "external-requires-transient"

    // MARK: Names and duplicates (cradle.md §6.3)

    /// #34: two registrations of the same type.
    case duplicateRegistration = "duplicate-registration"
    /// #35: two registrations of different types with the same generated name.
    case duplicateAccessorName = "duplicate-accessor-name"
    /// #36: a generated property name equal to an instance member of the graph.
    case accessorMemberCollision = "accessor-member-collision"
    /// #37: an external provider's generated method name is already taken.
    case externalMethodNameCollision = "external-method-name-collision"

    // MARK: Connections (cradle.md §6.4)

    /// #38: a graph parameter whose type no factory registers.
    case missingRegistration = "missing-registration"
    /// #39: a graph parameter whose type only an external provider produces.
    case externalResultDependency = "external-result-dependency"
    /// #40: a `.shared` factory depends on a `.transient` registration.
    case lifetimeSharedToTransient = "lifetime-shared-to-transient"
    /// #41: a `.shared` factory depends on a `.lazy` registration.
    case lifetimeSharedToLazy = "lifetime-shared-to-lazy"
    /// #42: a `.lazy` factory depends on a `.transient` registration.
    case lifetimeLazyToTransient = "lifetime-lazy-to-transient"
    /// #43: registrations that depend on each other in a loop.
    case circularDependency = "circular-dependency"

    // MARK: cradle-lsp's own findings (product.md §3)

    /// Prediction (cradle.md §6.5): a `.shared` factory body uses `self`, `super` or an instance
    /// member, which the compiler rejects inside the generated static helper.
    case sharedFactoryUsesInstanceMember = "shared-factory-uses-instance-member"
    /// Prediction (cradle.md §6.5): a bodyless factory returns a protocol, so the generated
    /// `(T).init(…)` body cannot compile.
    case bodylessFactoryProtocolResult = "bodyless-factory-protocol-result"
    /// Prediction (cradle.md §6.5): a Cradle attribute written where Swift attaches it to nothing
    /// (after a modifier, or between a parameter's label and name); the compiler rejects the syntax
    /// and the macro never sees the attribute.
    case attributeMisplaced = "attribute-misplaced"
    /// Prediction (cradle.md §1.2, §6.5): `@DependencyGraph` arguments out of the declared order;
    /// the compiler rejects the attribute and never expands the macro.
    case graphArgumentOrder = "graph-argument-order"
    /// Prediction (cradle.md §2.9, §6.5): `G.override(…)` on a graph without `overrides: true`.
    case overrideWithoutOverrides = "override-without-overrides"
    /// Prediction (cradle.md §2.9, §6.5): a label `G.override(…)` does not take, or takes once.
    case overrideExtraArgument = "override-extra-argument"
    /// Prediction (cradle.md §2.9, §6.5): `G.override(…)` labels out of declaration order.
    case overrideArgumentOrder = "override-argument-order"
    /// Prediction (cradle.md §2.9, §6.5): a replacement closure whose written parameters do not
    /// match its factory's.
    case overrideClosureArity = "override-closure-arity"
    /// A missing registration whose type is spelled almost like an existing registration.
    case registrationNearMiss = "registration-near-miss"
    /// A registration that nothing in the workspace consumes.
    case unusedRegistration = "unused-registration"
    /// A `sources:` graph that is declared nowhere in the workspace.
    case unresolvedSource = "unresolved-source"
    /// A `// cradle-lsp:ignore` comment that names no code or a code that does not exist
    /// (`product.md` §2b).
    case invalidSuppression = "invalid-suppression"
    /// Gate (`"analysis": {"maxFanOut": N}`): a factory depends on more registrations than allowed.
    case analysisFanOut = "analysis-fan-out"
    /// Gate (`"analysis": {"maxFanIn": N}`): more factories depend on a registration than allowed.
    case analysisFanIn = "analysis-fan-in"
    /// Gate (`"analysis": {"maxChainLength": N}`): a graph's longest dependency chain is longer
    /// than allowed.
    case analysisChainLength = "analysis-chain-length"

    /// The number of the diagnostic in `cradle.md` §6 (1…43), or `nil` for cradle-lsp's own codes.
    public var number: Int? { entry.number }

    /// Whether this is one of Cradle's own 43 diagnostics rather than a cradle-lsp finding.
    public var isCradleDiagnostic: Bool {
        number != nil
    }

    /// The `MessageID.id` Cradle uses for this diagnostic (domain `"Cradle"`), or `nil` for
    /// cradle-lsp's own codes. #34 and #35 share one id.
    public var cradleID: String? { entry.cradleID }

    /// The severity a finding with this code gets unless configuration says otherwise.
    public var defaultSeverity: Severity { entry.severity }

    /// Whether the finding predicts an error the Swift compiler (not Cradle) will report
    /// (`cradle.md` §6.5). Such findings are worded "the compiler will reject …".
    public var isCompilerPrediction: Bool { entry.isCompilerPrediction }
}
