import Testing

@testable import CradleAnalysis

/// `cradle.md` §2.9, §4.1, §4.6 and §6.1 #10–#13: typed overrides (`overrides: true`).
@Suite("Overrides (#10–#13)")
struct OverridesTests {
    // MARK: #10 overrides-invalid

    @Test(
        "#10 fires on an `overrides:` value that is not a boolean literal",
        arguments: [
            #"""
            import Cradle

            let testing = true

            @DependencyGraph(overrides: testing)
            //                          ^^^^^^^ error overrides-invalid: `overrides` must be written directly as `true` or `false`
            final class AppGraph {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(overrides: !false)
            //                          ^^^^^^ error overrides-invalid: `overrides` must be written directly as `true` or `false`
            final class AppGraph {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(overrides: "true")
            //                          ^^^^^^ error overrides-invalid: `overrides` must be written directly as `true` or `false`
            final class AppGraph {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(overrides: 1)
            //                          ^ error overrides-invalid: `overrides` must be written directly as `true` or `false`
            final class AppGraph {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(.shared, overrides: Build.isDebug)
            //                                   ^^^^^^^^^^^^^ error overrides-invalid: `overrides` must be written directly as `true` or `false`
            final class AppGraph: Sendable {}
            """#,
        ]
    )
    func invalidOverrides(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test("#10 marks the whole argument list when `overrides:` is given twice")
    func duplicateOverrides() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(overrides: true, overrides: false)
            //               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error overrides-invalid: `overrides` must be written directly as `true` or `false`
            final class AppGraph {}
            """#
        )
    }

    @Test(
        "#10 accepts the literals `true` and `false`",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph(overrides: true)
            final class AppGraph {
                @Provide private func makeClock() -> Clock { SystemClock() }
                @Provide(.transient) private func makeTimer(clock: Clock) -> Timer { Timer(clock: clock) }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph(overrides: false)
            final class AppGraph {
                init() {}
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph(overrides: /* previews */ true, diagram: false)
            actor SyncGraph {
                @Provide private func makeQueue() -> SyncQueue { SyncQueue() }
            }
            """#,
        ]
    )
    func validOverrides(fixture: String) {
        checkDiagnostics(fixture)
    }

    // MARK: #11 overrides-user-initializer

    @Test("#11 fires on the `init` keyword of every initializer")
    func userInitializer() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(overrides: true)
            final class CheckoutGraph {
                init() {}
            //  ^^^^ error overrides-user-initializer: an `overrides: true` graph cannot declare an initializer
                convenience init(locale: Locale) { self.init() }
            //              ^^^^ error overrides-user-initializer: an `overrides: true` graph cannot declare an initializer
            }
            """#
        )
    }

    @Test("#11 does not apply when `overrides:` is false or omitted")
    func initializerWithoutOverrides() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(overrides: false)
            final class CheckoutGraph {
                init() {}
            }

            @DependencyGraph
            final class CartGraph {
                init() {}
            }
            """#
        )
    }

    // MARK: #12 overrides-uninitialized-stored-property

    @Test("#12 fires on the name of every stored property that needs an initializer")
    func uninitializedStoredProperty() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(overrides: true)
            final class CheckoutGraph {
                private let seed: Int
            //              ^^^^ error overrides-uninitialized-stored-property: an `overrides: true` graph cannot declare instance stored properties without an initial value
                let coupon: String?
            //      ^^^^^^ error overrides-uninitialized-stored-property: an `overrides: true` graph cannot declare instance stored properties without an initial value
                var total: Decimal {
            //      ^^^^^ error overrides-uninitialized-stored-property: an `overrides: true` graph cannot declare instance stored properties without an initial value
                    willSet { print(newValue) }
                }
                var note: String?
                let currency = "KRW"
                var isEmpty: Bool { true }
                @Persisted var draft: String
            }
            """#
        )
    }

    @Test("#11 and #12 are reported together, every occurrence")
    func initializerAndProperties() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(overrides: true)
            final class CheckoutGraph {
                var attempts: Int
            //      ^^^^^^^^ error overrides-uninitialized-stored-property: an `overrides: true` graph cannot declare instance stored properties without an initial value
                init() { attempts = 0 }
            //  ^^^^ error overrides-user-initializer: an `overrides: true` graph cannot declare an initializer
            }
            """#
        )
    }

    // MARK: #13 overrides-name-collision

    @Test(
        "#13 fires on the whole member declaration named `override` or `OverrideBuilder`",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph(overrides: true)
            final class AppGraph {
                enum OverrideBuilder {}
            //  ^^^^^^^^^^^^^^^^^^^^^^^ error overrides-name-collision: the name `OverrideBuilder` that typed overrides generate clashes with an existing member
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph(overrides: true)
            final class AppGraph {
                static func override() {}
            //  ^^^^^^^^^^^^^^^^^^^^^^^^^ error overrides-name-collision: the name `override` that typed overrides generate clashes with an existing member
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph(overrides: true)
            actor AppGraph {
                typealias OverrideBuilder = AppGraphMocks
            //  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error overrides-name-collision: the name `OverrideBuilder` that typed overrides generate clashes with an existing member
            }
            """#,
        ]
    )
    func nameCollision(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test("#13 fires once per colliding member")
    func twoNameCollisions() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(overrides: true)
            final class AppGraph {
                var override: Bool { false }
            //  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error overrides-name-collision: the name `override` that typed overrides generate clashes with an existing member
                struct OverrideBuilder {}
            //  ^^^^^^^^^^^^^^^^^^^^^^^^^ error overrides-name-collision: the name `OverrideBuilder` that typed overrides generate clashes with an existing member
                @Provide private func makeClock() -> Clock { Clock() }
            }
            """#
        )
    }

    @Test("#13 ignores similar names, nested members and graphs without `overrides: true`")
    func noNameCollision() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(overrides: true)
            final class AppGraph {
                struct OverrideBuilders {}
                func overrideAll() {}
                enum Mocks {
                    struct OverrideBuilder {}
                }
            }

            @DependencyGraph(overrides: false)
            final class SettingsGraph {
                struct OverrideBuilder {}
            }

            @DependencyGraph
            final class ProfileGraph {
                static func override() {}
            }
            """#
        )
    }
}
