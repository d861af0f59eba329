import Testing

@testable import CradleAnalysis

/// `cradle.md` §6.0: which diagnostics appear together, and which ones stop the rest.
@Suite("Validation order (§6.0)")
struct ValidationOrderTests {
    // MARK: Steps 1–11: the first failing step stops the graph

    @Test("Step 1: #1 stops every other check of the graph")
    func graphShapeStopsEverything() {
        checkDiagnostics(
            #"""
            import Cradle

              @DependencyGraph(.shared, input: Config.self, sources: [], overrides: flag)
            //^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error graph-invalid-target: `@DependencyGraph` only applies to a non-generic `final class` or a non-generic `actor`
              class AppGraph {
                init() {}
                var retries: Int
                @Provide func makeClock() -> Clock? { nil }
                @Provide private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
                enum OverrideBuilder {}
            }
            """#
        )
    }

    @Test("Step 1: `@Provide` inside a struct still gets #23 from the `@Provide` macro itself")
    func graphShapeAndMisplacedFactories() {
        checkDiagnostics(
            #"""
            import Cradle

              @DependencyGraph
            //^^^^^^^^^^^^^^^^ error graph-invalid-target: `@DependencyGraph` only applies to a non-generic `final class` or a non-generic `actor`
              struct AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^ error provide-misplaced: `@Provide` must be declared directly in a `@DependencyGraph` body
                @Provide(.lazy) func makeCalendar() -> Calendar { Calendar.current }
            //  ^^^^^^^^^^^^^^^ error provide-misplaced: `@Provide` must be declared directly in a `@DependencyGraph` body
            }
            """#
        )
    }

    @Test("Step 2 before step 3: #6 hides a bad lifetime")
    func inputBeforeLifetime() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(.singleton, input: configType)
            //                                  ^^^^^^^^^^ error input-invalid: `input` must be given exactly once, written as `SomeType.self`
            final class AppGraph {}
            """#
        )
    }

    @Test("Step 3: #2 stops the `.shared` checks")
    func lifetimeBeforeSharedChecks() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(DependencyGraphLifetime.shared)
            //               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error graph-lifetime-invalid: the graph lifetime must be written directly as `.instance` or `.shared`
            final class AppGraph {
                static let shared = AppGraph()
            }
            """#
        )
    }

    @Test("Step 4: #8 comes before the Sendable check (#3) and the actor check (#7)")
    func sharedInputFirst() {
        checkDiagnostics(
            #"""
            import Cradle

              @DependencyGraph(.shared, input: Config.self)
            //^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error input-on-shared-graph: a `.shared` graph cannot take caller initializer input
              final class AppGraph {}

              @DependencyGraph(.shared, input: Config.self)
            //^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error input-on-shared-graph: a `.shared` graph cannot take caller initializer input
              actor SyncGraph {}
            """#
        )
    }

    @Test("Step 5: #3 stops #5, and #4 stops #5")
    func sendableBeforeMemberCollision() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(.shared)
            //               ^^^^^^^ error shared-graph-requires-sendable: `.shared` on a non-isolated `final class` requires a checked `Sendable` conformance written on the declaration
            final class AppGraph {
                static let shared = AppGraph()
            }

            @DependencyGraph(.shared)
            //               ^^^^^^^ error shared-graph-unchecked-sendable: `@unchecked Sendable` is not allowed with `.shared` on a non-isolated `final class`
            final class CacheGraph: @unchecked Sendable {
                static let shared = CacheGraph()
            }
            """#
        )
    }

    @Test("Step 6: #7 stops the `overrides:` and `diagram:` checks")
    func actorInputBeforeOverrides() {
        checkDiagnostics(
            #"""
            import Cradle

              @DependencyGraph(input: Config.self, overrides: flag, diagram: draw)
            //^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error input-on-actor: initializer input is only supported on `final class` graphs
              actor SyncGraph {}
            """#
        )
    }

    @Test("Steps 7 and 8: #10 stops #14, and #14 stops the `sources:` checks")
    func overridesBeforeDiagramBeforeSources() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(overrides: flag, diagram: draw)
            //                          ^^^^ error overrides-invalid: `overrides` must be written directly as `true` or `false`
            final class AppGraph {}

            @DependencyGraph(sources: [], diagram: draw)
            //                                     ^^^^ error diagram-invalid: `diagram` must be written directly as `true` or `false`
            final class FeatureGraph {}
            """#
        )
    }

    @Test("Step 9: `sources:` parsing (#15–#17) comes before the actor check (#22)")
    func sourcesParsingBeforeActor() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(sources: [])
            //                        ^^ error sources-empty: `sources` needs at least one `GraphType.self` element
            actor SyncGraph {}

            @DependencyGraph(sources: [makeAuthGraph()])
            //                         ^^^^^^^^^^^^^^^ error sources-invalid-element: `sources` elements must be written as `GraphType.self`
            actor UploadGraph {}
            """#
        )
    }

    @Test("Step 9: #16 stops the input conflict check of step 10")
    func sourcesParsingBeforeInputConflicts() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(input: Config.self, sources: [])
            //                                            ^^ error sources-empty: `sources` needs at least one `GraphType.self` element
            final class FeatureGraph {
                init() {}
            }
            """#
        )
    }

    @Test("Step 9: #22 stops the factory checks")
    func actorSourcesStopFactories() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(sources: [AuthGraph.self])
            //                        ^^^^^^^^^^^^^^^^ error sources-on-actor: an actor graph cannot specify `sources`
            actor SyncGraph {
                @Provide func makeClock() -> Clock { Clock() }
            }
            """#
        )
    }

    @Test("Step 10: #9 stops #11 and the factory checks")
    func inputConflictsFirst() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(input: Config.self, overrides: true)
            final class FeatureGraph {
                init() {}
            //  ^^^^ error input-initialization-conflict: an input graph cannot declare initializers or stored properties that need initialization
                @Provide func makeClock() -> Clock { Clock() }
            }
            """#
        )
    }

    @Test("Step 11: #11 and #12 stop the factory checks and #20")
    func overrideConflictsStopFactories() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(sources: [AuthGraph.self], overrides: true)
            final class FeatureGraph {
                let seed: Int
            //      ^^^^ error overrides-uninitialized-stored-property: an `overrides: true` graph cannot declare instance stored properties without an initial value
                init() { seed = 1 }
            //  ^^^^ error overrides-user-initializer: an `overrides: true` graph cannot declare an initializer
                @Provide func makeClock() -> Clock { Clock() }
                @Provide private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
            }
            """#
        )
    }

    // MARK: Step 12: the first failure per factory

    @Test(
        "Step 12 reports only the first failing check of each factory",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide static func makeClock(retries: Int = 1) async -> Clock? { nil }
            //  ^^^^^^^^ error provider-not-private-method: a `@Provide` factory must be a `private` instance method
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private static func makeClock(token: Token?, retries: Int = 1) -> Clock? { nil }
            //  ^^^^^^^^ error provider-invalid-signature: a factory cannot be generic, a type method, `async`, `throws` or `rethrows`
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.lazy) private func makeClock(token: Token?, retries: Int = 1) -> [Clock] { [] }
            //                                                ^^^^^^ error provider-optional-type: an optional type cannot be used as a `@Provide` parameter or return type
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient) private func makeClock(retries: Int = 1, @External @Clamped zone: Int) {}
            //                                                                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error external-invalid-parameter: `@External` parameters must be in a supported form
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(DependencyLifetime.lazy) private func makeClock(retries: Int = 1) {}
            //  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error provider-invalid-parameter: factory parameters must be in a supported form
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(DependencyLifetime.lazy) private func start()
            //  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error provider-missing-return-type: a factory needs an explicit return type
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(DependencyLifetime.lazy) private func makeClock(@External zone: Int) -> Clock? { nil }
            //                                                                                   ^^^^^^ error provider-optional-type: an optional type cannot be used as a `@Provide` parameter or return type
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.shared()) private func makeLayers(@External zoom: Int) -> [Layer] { [] }
            //  ^^^^^^^^^^^^^^^^^^^ error provider-unsupported-return-type: the return type must be a nominal type that yields a property name, or a single `any` protocol
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.shared()) private func makeThrow(@External zoom: Int) -> Throw { Throw() }
            //  ^^^^^^^^^^^^^^^^^^^ error provider-invalid-accessor-name: no valid property name can be made from the registration type
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.shared()) private func makePage(@External index: Int) -> Page { Page(index) }
            //           ^^^^^^^^^ error provider-invalid-lifetime: omit the `@Provide` argument or write `.shared`, `.lazy` or `.transient` directly
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide func makePage(@External index: Int) -> Page { Page(index) }
            //  ^^^^^^^^ error provider-not-private-method: a `@Provide` factory must be a `private` instance method
            }
            """#,
        ]
    )
    func firstFailurePerFactory(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test("Step 12 reports one failure for each failing factory")
    func oneFailureForEachFactory() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^ error provider-not-private-method: a `@Provide` factory must be a `private` instance method
                @Provide private func makeCalendar() -> Calendar { Calendar.current }
                @Provide private func makeTimer() async -> Timer { Timer() }
            //  ^^^^^^^^ error provider-invalid-signature: a factory cannot be generic, a type method, `async`, `throws` or `rethrows`
                @Provide private func makeLocale() -> Locale? { nil }
            //                                        ^^^^^^^ error provider-optional-type: an optional type cannot be used as a `@Provide` parameter or return type
            }
            """#
        )
    }

    // MARK: Step 13 runs even when step 12 failed

    @Test("Step 13 reports duplicates and member collisions next to factory errors")
    func declarationChecksAfterFactoryErrors() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^ error provider-not-private-method: a `@Provide` factory must be a `private` instance method
                var calendar: Calendar { Calendar.current }
                @Provide private func makeCalendar() -> Calendar { Calendar.current }
            //  ^^^^^^^^ error accessor-member-collision: the generated property name collides with an existing instance member
                @Provide private func makeLog() -> Logger { ConsoleLogger() }
            //  ^^^^^^^^ note(duplicate-registration): factory `makeLog`'s registration; registration type `Logger`
            //                                     ^^^^^^ error duplicate-registration: registration type `Logger` is duplicated
                @Provide private func makeFileLog() -> Logger { FileLogger() }
            //  ^^^^^^^^ note(duplicate-registration): factory `makeFileLog`'s registration; registration type `Logger`
            }
            """#
        )
    }

    @Test("Step 13 reports every source check and #37 next to factory errors")
    func sourceChecksAfterFactoryErrors() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(sources: [AuthGraph.self, AuthGraph.self])
            //                         ^^^^^^^^^^^^^^ note(sources-duplicate): source graph `AuthGraph` is declared here
            //                                         ^^^^^^^^^^^^^^ error sources-duplicate: source graph `AuthGraph` is duplicated
            final class FeatureGraph {
                var token: String
            //      ^^^^^ error sources-uninitialized-stored-property: a `sources` graph cannot declare instance stored properties without an initial value
                init() { token = "" }
            //  ^^^^ error sources-user-initializer: a `sources` graph cannot declare an initializer
                @Provide(.lazy) private func makeClock() async -> Clock { Clock() }
            //  ^^^^^^^^^^^^^^^ error provider-invalid-signature: a factory cannot be generic, a type method, `async`, `throws` or `rethrows`
                func page() -> Page { Page(0) }
            //  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ note(external-method-name-collision): instance member `page` uses the same name
                @Provide(.transient) private func makePage(@External index: Int) -> Page { Page(index) }
            //                                                                      ^^^^ error external-method-name-collision: generated method name `page` collides with an existing graph member
            }
            """#
        )
    }

    @Test("Steps 12 and 13 stop the override name check (#13) and the connection checks")
    func factoryErrorsStopLaterSteps() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(overrides: true)
            final class AppGraph {
                enum OverrideBuilder {}
                @Provide func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^ error provider-not-private-method: a `@Provide` factory must be a `private` instance method
                @Provide private func makeSession(clock: Clock, token: Token) -> Session { Session(clock: clock) }
            }
            """#
        )
    }

    @Test("Step 13 alone also stops #13 and the connection checks")
    func declarationErrorsStopLaterSteps() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(overrides: true)
            final class AppGraph {
                static func override() {}
                var clock: Clock { Clock() }
                @Provide private func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^ error accessor-member-collision: the generated property name collides with an existing instance member
                @Provide private func makeSession(token: Token) -> Session { Session(token: token) }
            }
            """#
        )
    }

    @Test("Step 14: #13 stops the connection checks")
    func overrideNamesStopConnections() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(overrides: true)
            final class AppGraph {
                typealias OverrideBuilder = Mocks
            //  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error overrides-name-collision: the name `OverrideBuilder` that typed overrides generate clashes with an existing member
                @Provide private func makeSession(token: Token) -> Session { Session(token: token) }
            }
            """#
        )
    }

    @Test("#23 comes from `@Provide` itself and does not stop the graph's own checks")
    func misplacedFactoryIsIndependent() {
        checkDiagnostics(
            #"""
            import Cradle

            @Cradle.DependencyGraph
            final class AppGraph {
                @Provide func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^ error provide-misplaced: `@Provide` must be declared directly in a `@DependencyGraph` body
            //  ^^^^^^^^ error provider-not-private-method: a `@Provide` factory must be a `private` instance method
            }

            @DependencyGraph
            final class SessionGraph {
                struct Helpers {
                    @Provide private func makeToken() -> Token { Token() }
            //      ^^^^^^^^ error provide-misplaced: `@Provide` must be declared directly in a `@DependencyGraph` body
                }
                @Provide private func makeSession(token: Token) -> Session { Session(token: token) }
            //  ^^^^^^^^ note(missing-registration): factory `makeSession` requires this dependency
            //                                           ^^^^^ error missing-registration: no registration matches parameter type `Token` of `makeSession`
            }
            """#
        )
    }

    // MARK: Step 15: connections

    @Test("Step 15a: #38 and #39 are reported together and stop the lifetime and cycle checks")
    func missingStopsLifetimesAndCycles() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient) private func makeNonce() -> Nonce { Nonce() }
                @Provide private func makeSigner(nonce: Nonce, key: SigningKey) -> Signer { Signer(nonce, key) }
            //  ^^^^^^^^ note(missing-registration): factory `makeSigner` requires this dependency
            //                                                      ^^^^^^^^^^ error missing-registration: no registration matches parameter type `SigningKey` of `makeSigner`
                @Provide private func makeA(b: B) -> A { A() }
                @Provide private func makeB(a: A) -> B { B() }
                @Provide(.transient)
            //  ^^^^^^^^^^^^^^^^^^^^ note(external-result-dependency): factory `makePage` must be called with external input
                private func makePage(@External index: Int) -> Page { Page(index) }
                @Provide private func makeBook(page: Page) -> Book { Book(page) }
            //                                       ^^^^ error external-result-dependency: `Page` is a result that needs `@External` input, so it cannot be wired automatically
            }
            """#
        )
    }

    @Test("Step 15b: lifetime errors stop the cycle check")
    func lifetimesStopCycles() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeA(b: B) -> A { A() }
            //                                 ^ error lifetime-shared-to-transient: a `.shared` factory cannot take a `.transient` registration as a parameter
                @Provide(.transient) private func makeB(a: A) -> B { B() }
            }
            """#
        )
    }

    @Test("Step 15c: only the first cycle is reported")
    func onlyFirstCycle() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeA(b: B) -> A { A() }
            //  ^^^^^^^^ note(circular-dependency): factory `makeA`'s registration; generated property is `a`
                @Provide private func makeB(a: A) -> B { B() }
            //  ^^^^^^^^ note(circular-dependency): factory `makeB`'s registration; generated property is `b`
            //                                 ^ error circular-dependency: there is a circular dependency `a → b → a`
                @Provide private func makeX(y: Y) -> X { X() }
                @Provide private func makeY(x: X) -> Y { Y() }
            }
            """#
        )
    }
}
