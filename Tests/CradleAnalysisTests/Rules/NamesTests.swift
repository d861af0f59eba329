import Testing

@testable import CradleAnalysis

/// `cradle.md` §2.1, §3, §4.6 and §6.3 #34–#36: registration identities and generated names.
@Suite("Names and duplicates (#34–#36)")
struct NamesTests {
    // MARK: #34 duplicate-registration

    @Test("#34 fires at the first return type when two factories register the same type")
    func duplicateRegistration() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeLog() -> Logger { ConsoleLogger() }
            //  ^^^^^^^^ note(duplicate-registration): factory `makeLog`'s registration; registration type `Logger`
            //                                     ^^^^^^ error duplicate-registration: registration type `Logger` is duplicated
                @Provide(.transient) private func makeOtherLog() -> any Logger { FileLogger() }
            //  ^^^^^^^^^^^^^^^^^^^^ note(duplicate-registration): factory `makeOtherLog`'s registration; registration type `any Logger`
            }
            """#
        )
    }

    @Test("#34 treats parentheses, backticks, spaces and comments as the same identity")
    func duplicateRegistrationSpelledDifferently() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeStore() -> (Store) { Store() }
            //  ^^^^^^^^ note(duplicate-registration): factory `makeStore`'s registration; registration type `(Store)`
            //                                       ^^^^^^^ error duplicate-registration: registration type `(Store)` is duplicated
                @Provide(.lazy) private func makeCachedStore() -> `Store` { Store() }
            //  ^^^^^^^^^^^^^^^ note(duplicate-registration): factory `makeCachedStore`'s registration; registration type `Store`
                @Provide private func makeMemoryStore() -> Dictionary<String, Store> { [:] }
            //  ^^^^^^^^ note(duplicate-registration): factory `makeMemoryStore`'s registration; registration type `Dictionary<String, Store>`
            //                                             ^^^^^^^^^^^^^^^^^^^^^^^^^ error duplicate-registration: registration type `Dictionary<String, Store>` is duplicated
                @Provide private func makeDiskStore() -> Dictionary<String,Store> { [:] }
            //  ^^^^^^^^ note(duplicate-registration): factory `makeDiskStore`'s registration; registration type `Dictionary<String,Store>`
            }
            """#
        )
    }

    @Test("#34 is reported once per group")
    func duplicateRegistrationThreeTimes() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeA() -> Clock { Clock() }
            //  ^^^^^^^^ note(duplicate-registration): factory `makeA`'s registration; registration type `Clock`
            //                                   ^^^^^ error duplicate-registration: registration type `Clock` is duplicated
                @Provide private func makeB() -> Clock { Clock() }
            //  ^^^^^^^^ note(duplicate-registration): factory `makeB`'s registration; registration type `Clock`
                @Provide private func makeC() -> Clock { Clock() }
            //  ^^^^^^^^ note(duplicate-registration): factory `makeC`'s registration; registration type `Clock`
            }
            """#
        )
    }

    @Test("#34 ignores factories the graph does not register")
    func noDuplicateRegistration() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeLog() -> Logger { ConsoleLogger() }
                @Cradle.Provide private func makeOtherLog() -> Logger { FileLogger() }
                @Provide private func makeLogFactory() -> LoggerFactory { LoggerFactory() }
            }
            """#
        )
    }

    // MARK: #35 duplicate-accessor-name

    @Test("#35 fires when a module path is the only difference")
    func sameNameDifferentModule() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeTracker() -> Analytics.Tracker { .init() }
            //  ^^^^^^^^ note(duplicate-accessor-name): factory `makeTracker`'s registration; registration type `Analytics.Tracker`
            //                                         ^^^^^^^^^^^^^^^^^ error duplicate-accessor-name: more than one registration makes generated property `tracker`
                @Provide private func makeLocalTracker() -> Tracker { Tracker() }
            //  ^^^^^^^^ note(duplicate-accessor-name): factory `makeLocalTracker`'s registration; registration type `Tracker`
            }
            """#
        )
    }

    @Test("#35 fires when generic arguments are the only difference")
    func sameNameDifferentGenericArguments() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeServices() -> Array<Service> { [] }
            //  ^^^^^^^^ note(duplicate-accessor-name): factory `makeServices`'s registration; registration type `Array<Service>`
            //                                          ^^^^^^^^^^^^^^ error duplicate-accessor-name: more than one registration makes generated property `array`
                @Provide private func makePlugins() -> Array<Plugin> { [] }
            //  ^^^^^^^^ note(duplicate-accessor-name): factory `makePlugins`'s registration; registration type `Array<Plugin>`
            }
            """#
        )
    }

    @Test("#35 fires when different spellings lowercase to the same name")
    func sameNameFromAcronyms() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.lazy) private func makeClient() -> HTTPClient { HTTPClient() }
            //  ^^^^^^^^^^^^^^^ note(duplicate-accessor-name): factory `makeClient`'s registration; registration type `HTTPClient`
            //                                               ^^^^^^^^^^ error duplicate-accessor-name: more than one registration makes generated property `httpClient`
                @Provide(.transient) private func makeLegacyClient() -> HttpClient { HttpClient() }
            //  ^^^^^^^^^^^^^^^^^^^^ note(duplicate-accessor-name): factory `makeLegacyClient`'s registration; registration type `HttpClient`
            }
            """#
        )
    }

    @Test("#35 and #34 interleave per provider: a name group first, then an identity group inside it")
    func nameGroupContainingIdentityGroup() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeRemote() -> Remote.Service { .init() }
            //  ^^^^^^^^ note(duplicate-accessor-name): factory `makeRemote`'s registration; registration type `Remote.Service`
            //                                        ^^^^^^^^^^^^^^ error duplicate-accessor-name: more than one registration makes generated property `service`
                @Provide private func makeLocal() -> Service { Service() }
            //  ^^^^^^^^ note(duplicate-accessor-name): factory `makeLocal`'s registration; registration type `Service`
            //  ^^^^^^^^ note(duplicate-registration): factory `makeLocal`'s registration; registration type `Service`
            //                                       ^^^^^^^ error duplicate-registration: registration type `Service` is duplicated
                @Provide private func makeFallback() -> Service { Service() }
            //  ^^^^^^^^ note(duplicate-accessor-name): factory `makeFallback`'s registration; registration type `Service`
            //  ^^^^^^^^ note(duplicate-registration): factory `makeFallback`'s registration; registration type `Service`
            }
            """#
        )
    }

    @Test("#35 stays silent when the generated names differ")
    func distinctNames() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeSession() -> URLSession { URLSession.shared }
                @Provide private func makeSessions() -> URLSessions { URLSessions() }
                @Provide private func makeHash() -> SHA256 { SHA256() }
                @Provide private func makeHash2() -> SHA256Digest { SHA256Digest() }
                @Provide private func makePhone() -> iPhoneFactory { iPhoneFactory() }
                @Provide private func makeIPhone() -> IPhone { IPhone() }
            }
            """#
        )
    }

    // MARK: #36 accessor-member-collision

    @Test(
        "#36 fires at `@Provide` when an instance property or zero-parameter method has the generated name",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                var clock: Clock { Clock.system }
                @Provide private func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^ error accessor-member-collision: the generated property name collides with an existing instance member
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                let clock = Clock()
                @Provide(.transient) private func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^^^^^^^^^^^^^ error accessor-member-collision: the generated property name collides with an existing instance member
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            actor AppGraph {
                @Provide(.lazy) private func makeClock() -> any Clock { SystemClock() }
            //  ^^^^^^^^^^^^^^^ error accessor-member-collision: the generated property name collides with an existing instance member
                func clock() -> any Clock { SystemClock() }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeHTTPClient() -> HTTPClient { HTTPClient() }
            //  ^^^^^^^^ error accessor-member-collision: the generated property name collides with an existing instance member
                private var httpClient: HTTPClient { HTTPClient() }
            }
            """#,
        ]
    )
    func memberCollision(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test("#36 ignores methods with parameters, static members and other names")
    func noMemberCollision() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                func clock(in zone: TimeZone) -> Clock { Clock(zone: zone) }
                static var clock: Clock { Clock() }
                var clocks: [Clock] { [] }
                @Provide private func makeClock() -> Clock { Clock() }
            }
            """#
        )
    }

    @Test("#36 is checked for every provider, alongside #34")
    func memberCollisionAndDuplicate() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                var logger: Logger { ConsoleLogger() }
                @Provide private func makeLog() -> Logger { ConsoleLogger() }
            //  ^^^^^^^^ note(duplicate-registration): factory `makeLog`'s registration; registration type `Logger`
            //  ^^^^^^^^ error accessor-member-collision: the generated property name collides with an existing instance member
            //                                     ^^^^^^ error duplicate-registration: registration type `Logger` is duplicated
                @Provide private func makeFileLog() -> Logger { FileLogger() }
            //  ^^^^^^^^ note(duplicate-registration): factory `makeFileLog`'s registration; registration type `Logger`
            //  ^^^^^^^^ error accessor-member-collision: the generated property name collides with an existing instance member
            }
            """#
        )
    }
}
