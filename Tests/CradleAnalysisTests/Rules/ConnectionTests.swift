import Testing

@testable import CradleAnalysis

/// `cradle.md` §3, §5 and §6.4 #38, #40–#43: linking parameters to registrations.
@Suite("Connections (#38, #40–#43)")
struct ConnectionTests {
    // MARK: #38 missing-registration

    @Test("#38 fires on the parameter type, with a note at the requiring factory")
    func missingRegistration() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
            //  ^^^^^^^^ note(missing-registration): factory `makeSession` requires this dependency
            //                                           ^^^^^ error missing-registration: no registration matches parameter type `Clock` of `makeSession`
            }
            """#
        )
    }

    @Test("#38 fires once per missing parameter, in every factory, external providers included")
    func missingRegistrationEverywhere() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide
            //  ^^^^^^^^ note(missing-registration): factory `makeSession` requires this dependency
            //  ^^^^^^^^ note(missing-registration): factory `makeSession` requires this dependency
                private func makeSession(clock: Clock, _ store: TokenStore, logger: Logger) -> Session {
            //                                  ^^^^^ error missing-registration: no registration matches parameter type `Clock` of `makeSession`
            //                                                  ^^^^^^^^^^ error missing-registration: no registration matches parameter type `TokenStore` of `makeSession`
                    Session(clock: clock, store: store, logger: logger)
                }
                @Provide private func makeLogger() -> Logger { ConsoleLogger() }
                @Provide(.transient)
            //  ^^^^^^^^^^^^^^^^^^^^ note(missing-registration): factory `makeProfile` requires this dependency
                private func makeProfile(@External id: UserID, api: ProfileAPI) -> Profile { Profile(id, api) }
            //                                                      ^^^^^^^^^^ error missing-registration: no registration matches parameter type `ProfileAPI` of `makeProfile`
            }
            """#
        )
    }

    @Test("#38 shows a backticked factory name once-backticked")
    func missingRegistrationBacktickedFactory() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func `default`(clock: Clock) -> Session { Session(clock: clock) }
            //  ^^^^^^^^ note(missing-registration): factory `default` requires this dependency
            //                                         ^^^^^ error missing-registration: no registration matches parameter type `Clock` of `default`
            }
            """#
        )
    }

    @Test(
        "#38 fires when the only candidate is not a registration of this graph",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Cradle.Provide private func makeClock() -> Clock { Clock() }
                @Provide private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
            //  ^^^^^^^^ note(missing-registration): factory `makeSession` requires this dependency
            //                                           ^^^^^ error missing-registration: no registration matches parameter type `Clock` of `makeSession`
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                var clock: Clock { Clock() }
                @Provide(.transient) private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
            //  ^^^^^^^^^^^^^^^^^^^^ note(missing-registration): factory `makeSession` requires this dependency
            //                                                       ^^^^^ error missing-registration: no registration matches parameter type `Clock` of `makeSession`
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AuthGraph {
                @Provide private func makeToken() -> Token { Token() }
            }

            @DependencyGraph(sources: [AuthGraph.self])
            final class AppGraph {
                @Provide private func makeSession(token: Token) -> Session { Session(token: token) }
            //  ^^^^^^^^ note(missing-registration): factory `makeSession` requires this dependency
            //                                           ^^^^^ error missing-registration: no registration matches parameter type `Token` of `makeSession`
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient)
            //  ^^^^^^^^^^^^^^^^^^^^ note(missing-registration): factory `makePage` requires this dependency
                private func makePage(@Other.External index: Int) -> Page { Page(index) }
            //                                               ^^^ error missing-registration: no registration matches parameter type `Int` of `makePage`
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeDate() -> Date { Date() }
                @Provide(.transient) private func makeTimer(now: @escaping () -> Date) -> Timer { Timer(now: now) }
            //  ^^^^^^^^^^^^^^^^^^^^ note(missing-registration): factory `makeTimer` requires this dependency
            //                                                   ^^^^^^^^^^^^^^^^^^^^ error missing-registration: no registration matches parameter type `@escaping () -> Date` of `makeTimer`
            }
            """#,
        ]
    )
    func notARegistration(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test("#38 stays silent when identities match: order, `any`, parentheses, backticks and comments do not matter")
    func registrationsFound() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeSession(
                    clock: any Clock,
                    store: (TokenStore),
                    logger: `Logger`,
                    cache: Dictionary<String, /* by key */ Token>
                ) -> Session {
                    Session(clock: clock, store: store, logger: logger, cache: cache)
                }
                @Provide private func makeClock() -> Clock { SystemClock() }
                @Provide private func makeStore() -> TokenStore { TokenStore() }
                @Provide private func makeLogger() -> any Logger { ConsoleLogger() }
                @Provide private func makeCache() -> Dictionary<String, Token> { [:] }
            }
            """#
        )
    }

    // MARK: #40 lifetime-shared-to-transient

    @Test("#40 fires on a shared factory's parameter that is a transient registration")
    func sharedToTransient() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient) private func makeNonce() -> Nonce { Nonce() }
                @Provide private func makeSigner(nonce: Nonce) -> Signer { Signer(nonce: nonce) }
            //                                          ^^^^^ error lifetime-shared-to-transient: a `.shared` factory cannot take a `.transient` registration as a parameter
                @Provide() private func makeVerifier(nonce: Nonce) -> Verifier { Verifier(nonce: nonce) }
            //                                              ^^^^^ error lifetime-shared-to-transient: a `.shared` factory cannot take a `.transient` registration as a parameter
                @Provide(.shared) private func makeAuditor(nonce: Nonce) -> Auditor { Auditor(nonce: nonce) }
            //                                                    ^^^^^ error lifetime-shared-to-transient: a `.shared` factory cannot take a `.transient` registration as a parameter
            }
            """#
        )
    }

    // MARK: #41 lifetime-shared-to-lazy

    @Test("#41 fires on a shared factory's parameter that is a lazy registration")
    func sharedToLazy() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            actor SearchGraph {
                @Provide(.lazy) private func makeIndex() -> SearchIndex { SearchIndex() }
                @Provide private func makeSearch(index: SearchIndex) -> Search { Search(index: index) }
            //                                          ^^^^^^^^^^^ error lifetime-shared-to-lazy: a `.shared` factory cannot take a `.lazy` registration as a parameter
            }
            """#
        )
    }

    // MARK: #42 lifetime-lazy-to-transient

    @Test("#42 fires on a lazy factory's parameter that is a transient registration")
    func lazyToTransient() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient) private func makeNonce() -> Nonce { Nonce() }
                @Provide(.lazy) private func makeSigner(nonce: Nonce) -> Signer { Signer(nonce: nonce) }
            //                                                 ^^^^^ error lifetime-lazy-to-transient: a `.lazy` factory cannot take a `.transient` registration as a parameter
            }
            """#
        )
    }

    @Test("#40, #41 and #42 are all reported, every occurrence")
    func allLifetimeViolations() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient) private func makeNonce() -> Nonce { Nonce() }
                @Provide(.lazy) private func makeIndex() -> SearchIndex { SearchIndex() }
                @Provide
                private func makeSearch(
                    index: SearchIndex,
            //             ^^^^^^^^^^^ error lifetime-shared-to-lazy: a `.shared` factory cannot take a `.lazy` registration as a parameter
                    nonce: Nonce
            //             ^^^^^ error lifetime-shared-to-transient: a `.shared` factory cannot take a `.transient` registration as a parameter
                ) -> Search {
                    Search(index: index, nonce: nonce)
                }
                @Provide(.lazy) private func makeSigner(nonce: Nonce) -> Signer { Signer(nonce: nonce) }
            //                                                 ^^^^^ error lifetime-lazy-to-transient: a `.lazy` factory cannot take a `.transient` registration as a parameter
            }
            """#
        )
    }

    @Test("#40–#42 accept every other combination, external providers included")
    func compatibleLifetimes() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
                @Provide(.lazy) private func makeIndex() -> SearchIndex { SearchIndex() }
                @Provide(.transient) private func makeNonce() -> Nonce { Nonce() }

                @Provide private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
                @Provide(.lazy) private func makeSearch(clock: Clock, index: SearchIndex) -> Search {
                    Search(clock: clock, index: index)
                }
                @Provide(.transient) private func makeRequest(clock: Clock, index: SearchIndex, nonce: Nonce) -> Request {
                    Request(clock: clock, index: index, nonce: nonce)
                }
                @Provide(.transient) private func makeQuery(@External text: String, index: SearchIndex, nonce: Nonce) -> Query {
                    Query(text, index: index, nonce: nonce)
                }
            }
            """#
        )
    }

    // MARK: #43 circular-dependency

    @Test("#43 fires at the closing parameter of a two-factory cycle, with a note at each member")
    func twoFactoryCycle() {
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
            }
            """#
        )
    }

    @Test("#43 reports a factory that depends on its own type as a one-node cycle")
    func selfDependency() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient) private func makeNode(next: Node) -> Node { next }
            //  ^^^^^^^^^^^^^^^^^^^^ note(circular-dependency): factory `makeNode`'s registration; generated property is `node`
            //                                                   ^^^^ error circular-dependency: there is a circular dependency `node → node`
            }
            """#
        )
    }

    @Test("#43 names the cycle from the factory it returns to, leaving out the path that led there")
    func cycleReachedFromOutside() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class ChatGraph {
                @Provide private func makeInbox(socket: Socket) -> Inbox { Inbox(socket) }
                @Provide private func makeSocket(presence: Presence, clock: Clock) -> Socket { Socket(presence) }
            //  ^^^^^^^^ note(circular-dependency): factory `makeSocket`'s registration; generated property is `socket`
                @Provide private func makeClock() -> Clock { Clock() }
                @Provide private func makePresence(typing: TypingIndicator) -> Presence { Presence(typing) }
            //  ^^^^^^^^ note(circular-dependency): factory `makePresence`'s registration; generated property is `presence`
                @Provide private func makeTyping(socket: Socket) -> TypingIndicator { TypingIndicator(socket) }
            //  ^^^^^^^^ note(circular-dependency): factory `makeTyping`'s registration; generated property is `typingIndicator`
            //                                           ^^^^^^ error circular-dependency: there is a circular dependency `socket → presence → typingIndicator → socket`
            }
            """#
        )
    }

    @Test("#43 ignores lifetimes: transient and lazy factories can form a cycle too")
    func transientCycle() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient) private func makeParser(lexer: Lexer) -> Parser { Parser(lexer) }
            //  ^^^^^^^^^^^^^^^^^^^^ note(circular-dependency): factory `makeParser`'s registration; generated property is `parser`
                @Provide(.transient) private func makeLexer(parser: Parser) -> Lexer { Lexer(parser) }
            //  ^^^^^^^^^^^^^^^^^^^^ note(circular-dependency): factory `makeLexer`'s registration; generated property is `lexer`
            //                                                      ^^^^^^ error circular-dependency: there is a circular dependency `parser → lexer → parser`
            }
            """#
        )
    }

    @Test("#43 stays silent on a diamond, and bodies or typealiases never create edges")
    func noCycle() {
        checkDiagnostics(
            #"""
            import Cradle

            typealias Backend = Session

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeApp(feed: Feed, profile: Profile) -> App { App(feed, profile) }
                @Provide private func makeFeed(session: Session) -> Feed { Feed(session) }
                @Provide private func makeProfile(session: Session) -> Profile { Profile(session) }
                @Provide private func makeSession(monitor: Monitor) -> Session { Session(monitor, app: App.placeholder) }
                @Provide private func makeMonitor(backend: Backend) -> Monitor { Monitor(backend) }
                @Provide private func makeBackend() -> Backend { Backend.offline }
            }
            """#
        )
    }
}
