import Testing

@testable import CradleAnalysis

/// `cradle.md` §3, §4.3, §4.4 and §6.2 #26–#28: Optional types and parameter forms.
@Suite("Factory parameters (#26–#28)")
struct FactoryParameterTests {
    // MARK: #26 provider-optional-type

    @Test(
        "#26 fires on a direct Optional parameter type",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeSession(token: Token?) -> Session { Session() }
            //                                           ^^^^^^ error provider-optional-type: an optional type cannot be used as a `@Provide` parameter or return type
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeSession(token: Token!) -> Session { Session() }
            //                                           ^^^^^^ error provider-optional-type: an optional type cannot be used as a `@Provide` parameter or return type
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeSession(token: Optional<Token>) -> Session { Session() }
            //                                           ^^^^^^^^^^^^^^^ error provider-optional-type: an optional type cannot be used as a `@Provide` parameter or return type
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeSession(token: Swift.Optional<Token>) -> Session { Session() }
            //                                           ^^^^^^^^^^^^^^^^^^^^^ error provider-optional-type: an optional type cannot be used as a `@Provide` parameter or return type
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient)
                private func makeProfile(@External id: UserID?) -> Profile { Profile() }
            //                                         ^^^^^^^ error provider-optional-type: an optional type cannot be used as a `@Provide` parameter or return type
            }
            """#,
        ]
    )
    func optionalParameter(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test(
        "#26 fires on a direct Optional return type",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeClock() -> Clock? { nil }
            //                                       ^^^^^^ error provider-optional-type: an optional type cannot be used as a `@Provide` parameter or return type
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeClock() -> Optional<Clock> { nil }
            //                                       ^^^^^^^^^^^^^^^ error provider-optional-type: an optional type cannot be used as a `@Provide` parameter or return type
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.lazy) private func makeClock() -> Clock! { nil }
            //                                              ^^^^^^ error provider-optional-type: an optional type cannot be used as a `@Provide` parameter or return type
            }
            """#,
        ]
    )
    func optionalReturn(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test("#26 reports only the first Optional parameter and skips the other checks of that factory")
    func firstOptionalParameterOnly() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide
                private func makeSession(
                    token: Token?,
            //             ^^^^^^ error provider-optional-type: an optional type cannot be used as a `@Provide` parameter or return type
                    user: User?,
                    retries: Int = 3
                ) -> Session? { nil }
            }
            """#
        )
    }

    @Test("#26 does not apply to Optionals nested inside another type")
    func nestedOptional() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeHistory() -> Array<Entry?> { [] }
                @Provide private func makeTimeline(history: Array<Entry?>) -> Timeline { Timeline(history) }
            }
            """#
        )
    }

    @Test("#26 does not apply to `[T?]`, which is simply never registered")
    func optionalInsideArraySugar() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeTimeline(entries: [Entry?]) -> Timeline { Timeline(entries) }
            //  ^^^^^^^^ note(missing-registration): factory `makeTimeline` requires this dependency
            //                                              ^^^^^^^^ error missing-registration: no registration matches parameter type `[Entry?]` of `makeTimeline`
            }
            """#
        )
    }

    // MARK: #27 provider-invalid-parameter

    @Test(
        "#27 fires at `@Provide` on each unsupported graph parameter form",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeSession(retries: Int = 3) -> Session { Session() }
            //  ^^^^^^^^ error provider-invalid-parameter: factory parameters must be in a supported form
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeSession(tokens: Token...) -> Session { Session() }
            //  ^^^^^^^^ error provider-invalid-parameter: factory parameters must be in a supported form
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeSession(token: inout Token) -> Session { Session() }
            //  ^^^^^^^^ error provider-invalid-parameter: factory parameters must be in a supported form
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeSession(token: some TokenProvider) -> Session { Session() }
            //  ^^^^^^^^ error provider-invalid-parameter: factory parameters must be in a supported form
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeSession(tokens: Array<some TokenProvider>) -> Session { Session() }
            //  ^^^^^^^^ error provider-invalid-parameter: factory parameters must be in a supported form
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeSession(token: @autoclosure () -> Token) -> Session { Session() }
            //  ^^^^^^^^ error provider-invalid-parameter: factory parameters must be in a supported form
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeSession(token: @escaping @autoclosure () -> Token) -> Session { Session() }
            //  ^^^^^^^^ error provider-invalid-parameter: factory parameters must be in a supported form
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeSession(_: Token) -> Session { Session() }
            //  ^^^^^^^^ error provider-invalid-parameter: factory parameters must be in a supported form
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.lazy) private func makeSession(_ _: Token) -> Session { Session() }
            //  ^^^^^^^^^^^^^^^ error provider-invalid-parameter: factory parameters must be in a supported form
            }
            """#,
        ]
    )
    func invalidParameter(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test("#27 is reported once per factory, however many parameters are wrong")
    func invalidParameterOncePerFactory() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide
            //  ^^^^^^^^ error provider-invalid-parameter: factory parameters must be in a supported form
                private func makeSession(retries: Int = 3, tokens: Token...) -> Session { Session() }
            }
            """#
        )
    }

    @Test("#27 accepts an external label `_`, `any` types and labels that differ from local names")
    func supportedParameterForms() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeToken() -> Token { Token() }
                @Provide private func makeLogger() -> any Logger { ConsoleLogger() }
                @Provide private func makeSession(_ token: Token, using logger: any Logger) -> Session {
                    Session(token, logger: logger)
                }
            }
            """#
        )
    }

    // MARK: #28 external-invalid-parameter

    @Test(
        "#28 fires on the whole `@External` parameter in an unsupported form",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient)
                private func makePage(@External index: Int = 0) -> Page { Page() }
            //                        ^^^^^^^^^^^^^^^^^^^^ error external-invalid-parameter: `@External` parameters must be in a supported form
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient)
                private func makePage(@External @Clamped index: Int) -> Page { Page() }
            //                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error external-invalid-parameter: `@External` parameters must be in a supported form
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient)
                private func makePage(@External _: Int) -> Page { Page() }
            //                        ^^^^^^^^^^^^^^^^ error external-invalid-parameter: `@External` parameters must be in a supported form
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient)
                private func makePage(@External _ _: Int) -> Page { Page() }
            //                        ^^^^^^^^^^^^^^^^^^ error external-invalid-parameter: `@External` parameters must be in a supported form
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient)
                private func makePage(@External indexes: Int...) -> Page { Page() }
            //                        ^^^^^^^^^^^^^^^^^^^^^^^^^ error external-invalid-parameter: `@External` parameters must be in a supported form
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient)
                private func makePage(@External cursor: inout Int) -> Page { Page() }
            //                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^ error external-invalid-parameter: `@External` parameters must be in a supported form
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient)
                private func makePage(@External key: some Hashable) -> Page { Page() }
            //                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error external-invalid-parameter: `@External` parameters must be in a supported form
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient)
                private func makePage(@External index: @autoclosure () -> Int) -> Page { Page() }
            //                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error external-invalid-parameter: `@External` parameters must be in a supported form
            }
            """#,
        ]
    )
    func invalidExternalParameter(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test("#28 is reported once, at the first bad `@External` parameter, before any #27")
    func firstExternalParameterOnly() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient)
                private func makePage(
                    retries: Int = 3,
                    @External index: Int = 0,
            //      ^^^^^^^^^^^^^^^^^^^^ error external-invalid-parameter: `@External` parameters must be in a supported form
                    @External _: String
                ) -> Page { Page() }
            }
            """#
        )
    }

    @Test("#28 comes before #33 on a factory that is not `.transient`")
    func externalFormBeforeLifetime() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makePage(@External index: Int = 0) -> Page { Page() }
            //                                 ^^^^^^^^^^^^^^^^^^^^ error external-invalid-parameter: `@External` parameters must be in a supported form
            }
            """#
        )
    }

    @Test("#28 accepts a plain `@External` parameter, an external label `_` and type attributes")
    func supportedExternalForms() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient)
                private func makePage(
                    @External _ index: Int,
                    @External onTap handler: @escaping (Int) -> Void,
                    @Cradle.External title: String
                ) -> Page {
                    Page(index, title: title, onTap: handler)
                }
            }
            """#
        )
    }
}
