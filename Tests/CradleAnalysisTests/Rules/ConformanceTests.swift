import Testing

@testable import CradleAnalysis

/// Behaviour confirmed against Cradle's own macro sources where `cradle.md` left it open
/// (§8.5, and what the graph macro sees of `#if` blocks and of #37's member set).
@Suite("Conformance with Cradle's sources")
struct ConformanceTests {
    @Test("members inside `#if` are invisible to the graph macro: a factory there registers nothing")
    func ifConfigFactoryIsNotARegistration() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                #if DEBUG
                @Provide private func makeClock() -> Clock { Clock() }
                #endif
                @Provide private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
            //  ^^^^^^^^ note(missing-registration): factory `makeSession` requires this dependency
            //                                           ^^^^^ error missing-registration: no registration matches parameter type `Clock` of `makeSession`
            }
            """#
        )
    }

    @Test("members inside `#if` are not checked as factories nor counted as colliding members")
    func ifConfigMembersAreNotChecked() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                #if DEBUG
                @Provide func makePage() -> Page { Page() }
                var clock: Clock { Clock() }
                #else
                init(seed: Int) {}
                #endif
                @Provide private func makeClock() -> Clock { Clock() }
            }
            """#
        )
    }

    @Test("`@Cradle.External` is not `External` to the parameter-form check: #27, not #28")
    func qualifiedExternalFormCheck() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient)
            //  ^^^^^^^^^^^^^^^^^^^^ error provider-invalid-parameter: factory parameters must be in a supported form
                private func makePage(@Cradle.External index: Int = 0) -> Page { Page() }
            }
            """#
        )
    }

    @Test("`@Cradle.External` with a second attribute passes the form check and still makes an external provider")
    func qualifiedExternalSecondAttribute() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient) private func makePage(@Cradle.External @Clamped index: Int) -> Page { Page() }
            }
            """#
        )
    }

    @Test("#37 counts every instance function, the external factory itself included")
    func externalFactoryNamedLikeItsMethod() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient) private func profile(@External id: Int) -> Profile { Profile(id) }
            //  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ note(external-method-name-collision): instance member `profile` uses the same name
            //                                                                  ^^^^^^^ error external-method-name-collision: generated method name `profile` collides with an existing graph member
            }
            """#
        )
    }

    @Test("#37 counts registered factories as instance functions by their own names")
    func registeredFactoryNamedLikeTheMethod() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func profile() -> Avatar { Avatar() }
            //  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ note(external-method-name-collision): instance member `profile` uses the same name
                @Provide(.transient) private func makeProfile(@External id: Int) -> Profile { Profile(id) }
            //                                                                      ^^^^^^^ error external-method-name-collision: generated method name `profile` collides with an existing graph member
            }
            """#
        )
    }
}
