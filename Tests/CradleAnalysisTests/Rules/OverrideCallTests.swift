import Testing

@testable import CradleAnalysis

/// Predicted compiler errors for typed overrides (`cradle.md` §2.9), at the positions swiftc
/// reports them (checked against swiftc 6 on the same calls to a hand-written `override` with
/// the generated signature).
@Suite("Override call predictions")
struct OverrideCallTests {
    @Test(
        "Cradle's own compile fixture: an unknown label, a repeated label, a closure with a parameter too many; type errors left to the compiler"
    )
    func cradleCompileFixture() {
        checkWorkspaceDiagnostics(
            """
            import Cradle
            import CradleTesting

            struct Service: Sendable {}
            struct Input: Sendable {}

            @DependencyGraph(overrides: true)
            final class FixtureGraph {
                @Provide
                private func makeService() -> Service {
                    Service()
                }
            }

            @DependencyGraph(overrides: true)
            final class ParameterizedGraph {
                @Provide
                private func makeInput() -> Input { Input() }

                @Provide
                private func makeService(input: Input) -> Service {
                    _ = input
                    return Service()
                }
            }

            func use(fixture: FixtureGraph, parameterized: ParameterizedGraph) { _ = fixture.service; _ = parameterized.service }

            let unknownLabelGraph = FixtureGraph.override(
                unknown: .mock {
            //            ^^^^ warning override-extra-argument: extra argument `unknown` in call: `FixtureGraph` has no registration or external method named `unknown`
                    Service()
                }
            ).build()

            let duplicateLabelGraph = FixtureGraph.override(
                service: .mock {
                    Service()
                },
                service: .mock {
            //            ^^^^ warning override-extra-argument: extra argument `service` in call: `service` is already given to `FixtureGraph.override`
                    Service()
                }
            ).build()

            let wrongParameterGraph = FixtureGraph.override(
                service: .mock { (_: Input) in
            //                   ^ warning override-closure-arity: the closure for `service:` declares 1 parameter, but `makeService` takes 0
                    Service()
                }
            ).build()

            let wrongResultGraph = FixtureGraph.override(
                service: .mock {
                    0
                }
            ).build()

            let wrongParameterTypeGraph = ParameterizedGraph.override(
                service: .mock { (_: Int) in
                    Service()
                }
            ).build()
            """)
    }

    @Test("labels out of order, several extra arguments, closures that ignore or miscount parameters, a graph without overrides")
    func everyPrediction() {
        checkWorkspaceDiagnostics(
            """
            import Cradle

            @DependencyGraph(overrides: true)
            final class AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
                @Provide(.lazy) private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
                @Provide(.transient) private func makePage(@External index: Int, session: Session) -> Page { Page(index) }
            }

            @DependencyGraph
            final class PlainGraph {
                @Provide private func makeStore() -> Store { Store() }
            }

            @DependencyGraph(overrides: true)
            final class CustomGraph {
                @Provide private func makeCache() -> Cache { Cache() }
            }

            extension CustomGraph {
                static func `override`(cache: Int) -> Int { cache }
            }

            func use(app: AppGraph, plain: PlainGraph, custom: CustomGraph) {
                _ = app.page(index: 1); _ = plain.store; _ = custom.cache
            }

            func tests() {
                _ = AppGraph.override(clock: .original, session: .replace { clock in Session(clock: clock) }).build()
                _ = AppGraph.override(page: .mock { index, session in Page(index) }).build()
                _ = AppGraph.override(page: .mock { [weak x] (index: Int, _: Session) in Page(index) }).build()
                _ = AppGraph.override(session: .mock { Session(clock: $0) }).build()
                _ = AppGraph.override(clock: .mock { Clock() }, page: .original).build()
                _ = AppGraph.override(session: .original, clock: .original).build()
            //                                            ^^^^^ warning override-argument-order: argument `clock` must precede argument `session`: `AppGraph.override` takes its labels in declaration order
                _ = AppGraph.override(page: .original, clock: .original, session: .original).build()
            //                                         ^^^^^ warning override-argument-order: argument `clock` must precede argument `page`: `AppGraph.override` takes its labels in declaration order
                _ = AppGraph.override(clock: .original, clock: .original, timer: .original).build()
            //                       ^ warning override-extra-argument: extra arguments at positions #2, #3 in call: `AppGraph.override` takes each label of its own once
                _ = AppGraph.override(timer: .original, session: .original, clock: .original).build()
            //                                ^^^^^^^^ warning override-extra-argument: extra argument `timer` in call: `AppGraph` has no registration or external method named `timer`
                _ = AppGraph.override(session: .mock { Session() }).build()
            //                                       ^ warning override-closure-arity: the closure for `session:` ignores the 1 parameter `makeSession` takes: name it before `in`
                _ = AppGraph.override(page: .mock { index in Page(index) }).build()
            //                                      ^^^^^ warning override-closure-arity: the closure for `page:` declares 1 parameter, but `makePage` takes 2
                _ = PlainGraph.override(store: .original).build()
            //                 ^^^^^^^^ warning override-without-overrides: type `PlainGraph` has no member `override`: its `@DependencyGraph` does not say `overrides: true`
                _ = AppGraph.override(timer: .original, page: .mock { index in Page(index) }).build()
            //                                ^^^^^^^^ warning override-extra-argument: extra argument `timer` in call: `AppGraph` has no registration or external method named `timer`
            //                                                        ^^^^^ warning override-closure-arity: the closure for `page:` declares 1 parameter, but `makePage` takes 2
                _ = CustomGraph.override(cache: 1)
                _ = AppGraph.override(.original)
                _ = Unknown.override(clock: .original)
            }
            """)
    }

    @Test("a test file that imports the graph's module, not Cradle, gets the predictions")
    func inATestFile() {
        checkWorkspaceDiagnostics(
            appGraphFile + """
                -- Tests/AppTests/AppGraphTests.swift --
                @testable import App

                let graph = AppGraph.override(clock: .mock { Clock() }, timer: .original).build()
                //                                                              ^^^^^^^^ warning override-extra-argument: extra argument `timer` in call: `AppGraph` has no registration or external method named `timer`
                """)
    }

    @Test("a receiver qualified by the graph's module is the graph; by another module it is none")
    func moduleQualified() {
        checkWorkspaceDiagnostics(
            appGraphFile + """
                -- Tests/AppTests/AppGraphTests.swift --
                @testable import App

                let graph = App.AppGraph.override(clock: .mock { Clock() }, timer: .original).build()
                //                                                                  ^^^^^^^^ warning override-extra-argument: extra argument `timer` in call: `AppGraph` has no registration or external method named `timer`
                let other = Other.AppGraph.override(timer: .original).build()
                """)
    }

    @Test("the predictions in Cradle's words")
    func korean() {
        checkWorkspaceDiagnostics(
            """
            import Cradle

            @DependencyGraph(overrides: true)
            final class AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
            }

            func use(app: AppGraph) { _ = app.clock }
            let graph = AppGraph.override(clock: .replace { now in Clock() }).build()
            //                                              ^^^ warning override-closure-arity: `clock:` closure는 parameter 1개를 선언했지만 `makeClock` Factory는 0개를 받습니다.
            """, language: .cradle)
    }

    @Test("a file that neither sees Cradle nor calls override has no findings, suppression comments included")
    func nothingElseOutsideCradle() {
        checkWorkspaceDiagnostics(
            appGraphFile + """
                -- Sources/Other/Plain.swift --
                let x = 1  // cradle-lsp:ignore no-such-code
                """)
    }
}

/// An `overrides: true` graph in module `App` whose one registration is read, as a fixture's
/// first file.
private let appGraphFile = """
    -- Sources/App/AppGraph.swift --
    import Cradle

    @DependencyGraph(overrides: true)
    public final class AppGraph {
        @Provide private func makeClock() -> Clock { Clock() }
    }

    func use(app: AppGraph) { _ = app.clock }

    """
