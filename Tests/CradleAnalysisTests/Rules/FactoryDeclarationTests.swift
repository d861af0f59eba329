import Testing

@testable import CradleAnalysis

/// `cradle.md` §2.1, §4.2 and §6.2 #23–#25, #29–#32: where a factory lives and how it is declared.
@Suite("Factory declaration (#23–#25, #29–#32)")
struct FactoryDeclarationTests {
    // MARK: #23 provide-misplaced

    @Test(
        "#23 fires on `@Provide` outside the direct body of a graph class or actor",
        arguments: [
            #"""
            import Cradle

              @Provide private func makeClock() -> Clock { Clock() }
            //^^^^^^^^ error provide-misplaced: `@Provide` must be declared directly in a `@DependencyGraph` body
            """#,
            #"""
            import Cradle

            struct Helpers {
                @Provide private func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^ error provide-misplaced: `@Provide` must be declared directly in a `@DependencyGraph` body
            }
            """#,
            #"""
            import Cradle

            final class Helpers {
                @Provide(.transient) private func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^^^^^^^^^^^^^ error provide-misplaced: `@Provide` must be declared directly in a `@DependencyGraph` body
            }
            """#,
            #"""
            import Cradle

            enum Factories {
                @Provide private func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^ error provide-misplaced: `@Provide` must be declared directly in a `@DependencyGraph` body
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {}

            extension AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^ error provide-misplaced: `@Provide` must be declared directly in a `@DependencyGraph` body
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                final class Inner {
                    @Provide private func makeClock() -> Clock { Clock() }
            //      ^^^^^^^^ error provide-misplaced: `@Provide` must be declared directly in a `@DependencyGraph` body
                }
            }
            """#,
            #"""
            import Cradle

            @Cradle.DependencyGraph
            final class AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^ error provide-misplaced: `@Provide` must be declared directly in a `@DependencyGraph` body
            }
            """#,
            #"""
            import Cradle

            struct Helpers {
                @Cradle.Provide private func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^^^^^^^^ error provide-misplaced: `@Provide` must be declared directly in a `@DependencyGraph` body
            }
            """#,
        ]
    )
    func misplaced(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test(
        "#23 accepts factories directly inside graph classes and actors, nested graphs included",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            actor SyncGraph {
                @Provide private func makeClock() -> Clock { Clock() }
            }
            """#,
            #"""
            import Cradle

            enum Features {
                @DependencyGraph
                final class ProfileGraph {
                    @Provide private func makeClock() -> Clock { Clock() }
                }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @DependencyGraph
                final class DetailGraph {
                    @Provide private func makeClock() -> Clock { Clock() }
                }

                @Provide private func makeCalendar() -> Calendar { Calendar.current }
            }
            """#,
        ]
    )
    func placedInGraph(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test(
        "#23 fires on `@Provide` declarations inside bodies: the nearest enclosing declaration is then not the graph",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                func build() {
                    @Provide func make() -> Clock { Clock() }
            //      ^^^^^^^^ error provide-misplaced: `@Provide` must be declared directly in a `@DependencyGraph` body
                }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                let seed: Int = 0
                init() {
                    let make = {
                        @Provide(.transient) func makeClock() -> Clock { Clock() }
            //          ^^^^^^^^^^^^^^^^^^^^ error provide-misplaced: `@Provide` must be declared directly in a `@DependencyGraph` body
                        return makeClock()
                    }
                    _ = make
                }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                var clock: Clock {
                    @Provide private func makeClock() -> Clock { Clock() }
            //      ^^^^^^^^ error provide-misplaced: `@Provide` must be declared directly in a `@DependencyGraph` body
                    return makeClock()
                }
                var calendar: Calendar {
                    get {
                        @Cradle.Provide func makeCalendar() -> Calendar { .current }
            //          ^^^^^^^^^^^^^^^ error provide-misplaced: `@Provide` must be declared directly in a `@DependencyGraph` body
                        return makeCalendar()
                    }
                }
            }
            """#,
            #"""
            import Cradle

            func makeEverything() {
                func inner() {
                    @Provide private func makeClock() -> Clock { Clock() }
            //      ^^^^^^^^ error provide-misplaced: `@Provide` must be declared directly in a `@DependencyGraph` body
                }
                struct Local {
                    @Provide private func makeClock() -> Clock { Clock() }
            //      ^^^^^^^^ error provide-misplaced: `@Provide` must be declared directly in a `@DependencyGraph` body
                }
            }
            """#,
        ]
    )
    func misplacedInBodies(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test("#23 ignores `@Provide` in bodies when it is not attached: text, comments, an attribute after a modifier")
    func unattachedInBodies() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
                func describe() -> String {
                    // @Provide func make() -> Clock
                    let text = "@Provide func make() -> Clock"
                    nonisolated @Provide func make() -> Clock { Clock() }
                    return text
                }
            }
            """#
        )
    }

    @Test("#23 accepts factories directly in a graph declared inside a body (the enclosing type is that graph)")
    func localGraph() {
        checkDiagnostics(
            #"""
            import Cradle

            func preview() {
                @DependencyGraph
                final class PreviewGraph {
                    @Provide private func makeClock() -> Clock { Clock() }
                }
            }
            """#
        )
    }

    // MARK: #24 provider-not-private-method

    @Test(
        "#24 fires on `@Provide` of a non-private method or of something that is not a method",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^ error provider-not-private-method: a `@Provide` factory must be a `private` instance method
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide fileprivate func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^ error provider-not-private-method: a `@Provide` factory must be a `private` instance method
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            public final class AppGraph {
                @Provide public func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^ error provider-not-private-method: a `@Provide` factory must be a `private` instance method
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.lazy) internal func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^^^^^^^^ error provider-not-private-method: a `@Provide` factory must be a `private` instance method
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private var clock: Clock { Clock() }
            //  ^^^^^^^^ error provider-not-private-method: a `@Provide` factory must be a `private` instance method
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private let clock = Clock()
            //  ^^^^^^^^ error provider-not-private-method: a `@Provide` factory must be a `private` instance method
            }
            """#,
        ]
    )
    func notPrivateMethod(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test("#24 accepts `private` written with other modifiers around it")
    func privateMethods() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
                @Provide final private func makeCalendar() -> Calendar { Calendar.current }
                @Provide private nonisolated func makeLocale() -> Locale { Locale.current }
            }
            """#
        )
    }

    // MARK: #25 provider-invalid-signature

    @Test(
        "#25 fires on static, generic, async and throwing factories",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private static func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^ error provider-invalid-signature: a factory cannot be generic, a type method, `async`, `throws` or `rethrows`
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private class func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^ error provider-invalid-signature: a factory cannot be generic, a type method, `async`, `throws` or `rethrows`
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeBox<Value>() -> Box { Box() }
            //  ^^^^^^^^ error provider-invalid-signature: a factory cannot be generic, a type method, `async`, `throws` or `rethrows`
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeBox<Value>() -> Box where Value: Codable { Box() }
            //  ^^^^^^^^ error provider-invalid-signature: a factory cannot be generic, a type method, `async`, `throws` or `rethrows`
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeClock() async -> Clock { Clock() }
            //  ^^^^^^^^ error provider-invalid-signature: a factory cannot be generic, a type method, `async`, `throws` or `rethrows`
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeClock() throws -> Clock { Clock() }
            //  ^^^^^^^^ error provider-invalid-signature: a factory cannot be generic, a type method, `async`, `throws` or `rethrows`
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.lazy) private func makeClock() async throws -> Clock { Clock() }
            //  ^^^^^^^^^^^^^^^ error provider-invalid-signature: a factory cannot be generic, a type method, `async`, `throws` or `rethrows`
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeClock() throws(ClockError) -> Clock { Clock() }
            //  ^^^^^^^^ error provider-invalid-signature: a factory cannot be generic, a type method, `async`, `throws` or `rethrows`
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient)
            //  ^^^^^^^^^^^^^^^^^^^^ error provider-invalid-signature: a factory cannot be generic, a type method, `async`, `throws` or `rethrows`
                private func makeClock(@External load: () throws -> Clock) rethrows -> Clock {
                    try load()
                }
            }
            """#,
        ]
    )
    func invalidSignature(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test("#25 ignores effects inside a parameter's function type and inside the body")
    func effectsOutsideTheSignature() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient)
                private func makeLoader(@External fetch: @escaping () async throws -> Data) -> Loader {
                    Loader(fetch: fetch)
                }

                @Provide private func makeConfig() -> Config {
                    (try? Config(contentsOf: "config.plist")) ?? Config()
                }
            }
            """#
        )
    }

    // MARK: #29 provider-missing-return-type

    @Test(
        "#29 fires on a factory without a return type, with or without a body",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeClock() { _ = Clock() }
            //  ^^^^^^^^ error provider-missing-return-type: a factory needs an explicit return type
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func start()
            //  ^^^^^^^^ error provider-missing-return-type: a factory needs an explicit return type
            }
            """#,
        ]
    )
    func missingReturnType(fixture: String) {
        checkDiagnostics(fixture)
    }

    // MARK: #30 provider-unsupported-return-type

    @Test(
        "#30 fires on return types that give no accessor name",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> [Clock] { fatalError() }
            //  ^^^^^^^^ error provider-unsupported-return-type: the return type must be a nominal type that yields a property name, or a single `any` protocol
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> [String: Clock] { fatalError() }
            //  ^^^^^^^^ error provider-unsupported-return-type: the return type must be a nominal type that yields a property name, or a single `any` protocol
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> (Clock, Timer) { fatalError() }
            //  ^^^^^^^^ error provider-unsupported-return-type: the return type must be a nominal type that yields a property name, or a single `any` protocol
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> () -> Clock { fatalError() }
            //  ^^^^^^^^ error provider-unsupported-return-type: the return type must be a nominal type that yields a property name, or a single `any` protocol
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> Clock.Type { fatalError() }
            //  ^^^^^^^^ error provider-unsupported-return-type: the return type must be a nominal type that yields a property name, or a single `any` protocol
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> some Clock { fatalError() }
            //  ^^^^^^^^ error provider-unsupported-return-type: the return type must be a nominal type that yields a property name, or a single `any` protocol
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> any Reading & Writing { fatalError() }
            //  ^^^^^^^^ error provider-unsupported-return-type: the return type must be a nominal type that yields a property name, or a single `any` protocol
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> Reading & Writing { fatalError() }
            //  ^^^^^^^^ error provider-unsupported-return-type: the return type must be a nominal type that yields a property name, or a single `any` protocol
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> (any Clock).Type { fatalError() }
            //  ^^^^^^^^ error provider-unsupported-return-type: the return type must be a nominal type that yields a property name, or a single `any` protocol
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> any Clock.Type { fatalError() }
            //  ^^^^^^^^ error provider-unsupported-return-type: the return type must be a nominal type that yields a property name, or a single `any` protocol
            }
            """#,
        ]
    )
    func unsupportedReturnType(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test(
        "#30 accepts named, member, generic, parenthesised and `any` return types",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> Array<Clock> { fatalError() }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> Dictionary<String, Clock> { fatalError() }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> (Clock) { fatalError() }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> (any Clock) { fatalError() }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> any Clock { fatalError() }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> Domain.Clock { fatalError() }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> Cache<Int>.Entry { fatalError() }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> Swift.Result<Clock, ClockError> { fatalError() }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> `Clock` { fatalError() }
            }
            """#,
        ]
    )
    func supportedReturnType(fixture: String) {
        checkDiagnostics(fixture)
    }

    // MARK: #31 provider-invalid-accessor-name

    @Test(
        "#31 fires when the generated name is a keyword",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> Throw { Throw() }
            //  ^^^^^^^^ error provider-invalid-accessor-name: no valid property name can be made from the registration type
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> Class { Class() }
            //  ^^^^^^^^ error provider-invalid-accessor-name: no valid property name can be made from the registration type
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> Precedencegroup { Precedencegroup() }
            //  ^^^^^^^^ error provider-invalid-accessor-name: no valid property name can be made from the registration type
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> Return { Return() }
            //  ^^^^^^^^ error provider-invalid-accessor-name: no valid property name can be made from the registration type
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> Struct { Struct() }
            //  ^^^^^^^^ error provider-invalid-accessor-name: no valid property name can be made from the registration type
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> Import { Import() }
            //  ^^^^^^^^ error provider-invalid-accessor-name: no valid property name can be made from the registration type
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> Init { Init() }
            //  ^^^^^^^^ error provider-invalid-accessor-name: no valid property name can be made from the registration type
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> Protocol { Protocol() }
            //  ^^^^^^^^ error provider-invalid-accessor-name: no valid property name can be made from the registration type
            }
            """#,
        ]
    )
    func keywordAccessorName(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test(
        "#31 accepts names that merely contain a keyword, contextual keywords and backticked types",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> Throwing { fatalError() }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> ClassRoster { fatalError() }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> Open { fatalError() }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> Override { fatalError() }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> Get { fatalError() }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeValue() -> `Class` { fatalError() }
            }
            """#,
        ]
    )
    func legalAccessorName(fixture: String) {
        checkDiagnostics(fixture)
    }

    // MARK: #32 provider-invalid-lifetime

    @Test(
        "#32 fires on the argument list of a lifetime not written as a bare case",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(DependencyLifetime.lazy) private func makeCache() -> Cache { Cache() }
            //           ^^^^^^^^^^^^^^^^^^^^^^^ error provider-invalid-lifetime: omit the `@Provide` argument or write `.shared`, `.lazy` or `.transient` directly
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(Cradle.DependencyLifetime.transient) private func makeCache() -> Cache { Cache() }
            //           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error provider-invalid-lifetime: omit the `@Provide` argument or write `.shared`, `.lazy` or `.transient` directly
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.shared()) private func makeCache() -> Cache { Cache() }
            //           ^^^^^^^^^ error provider-invalid-lifetime: omit the `@Provide` argument or write `.shared`, `.lazy` or `.transient` directly
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(lifetime) private func makeCache() -> Cache { Cache() }
            //           ^^^^^^^^ error provider-invalid-lifetime: omit the `@Provide` argument or write `.shared`, `.lazy` or `.transient` directly
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(lifetime: .lazy) private func makeCache() -> Cache { Cache() }
            //           ^^^^^^^^^^^^^^^ error provider-invalid-lifetime: omit the `@Provide` argument or write `.shared`, `.lazy` or `.transient` directly
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient, .lazy) private func makeCache() -> Cache { Cache() }
            //           ^^^^^^^^^^^^^^^^^ error provider-invalid-lifetime: omit the `@Provide` argument or write `.shared`, `.lazy` or `.transient` directly
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide((.shared)) private func makeCache() -> Cache { Cache() }
            //           ^^^^^^^^^ error provider-invalid-lifetime: omit the `@Provide` argument or write `.shared`, `.lazy` or `.transient` directly
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide("lazy") private func makeCache() -> Cache { Cache() }
            //           ^^^^^^ error provider-invalid-lifetime: omit the `@Provide` argument or write `.shared`, `.lazy` or `.transient` directly
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.singleton) private func makeCache() -> Cache { Cache() }
            //           ^^^^^^^^^^ error provider-invalid-lifetime: omit the `@Provide` argument or write `.shared`, `.lazy` or `.transient` directly
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(nil) private func makeCache() -> Cache { Cache() }
            //           ^^^ error provider-invalid-lifetime: omit the `@Provide` argument or write `.shared`, `.lazy` or `.transient` directly
            }
            """#,
        ]
    )
    func invalidLifetime(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test(
        "#32 accepts nothing, `()` and a bare lifetime case, with backticks or comments",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeCache() -> Cache { Cache() }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide() private func makeCache() -> Cache { Cache() }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.shared) private func makeCache() -> Cache { Cache() }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.lazy) private func makeCache() -> Cache { Cache() }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.transient) private func makeCache() -> Cache { Cache() }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.`transient`) private func makeCache() -> Cache { Cache() }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(/* cached */ .lazy) private func makeCache() -> Cache { Cache() }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(.shared /* eager */) private func makeCache() -> Cache { Cache() }
            }
            """#,
        ]
    )
    func validLifetime(fixture: String) {
        checkDiagnostics(fixture)
    }
}
