import Testing

@testable import CradleAnalysis

/// `product.md` §3: a declaration is Cradle's only where its file can see the Cradle module, and
/// look-alike attributes of other dependency-injection libraries never produce a diagnostic.
@Suite("Scope")
struct ScopeTests {
    // MARK: Files that can see Cradle

    @Test("A file that imports Cradle is checked")
    func plainImport() {
        checkDiagnostics(
            #"""
            import Foundation
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^ error provider-not-private-method: a `@Provide` factory must be a `private` instance method
            }
            """#
        )
    }

    @Test("A file without `import Cradle` is not checked")
    func noImport() {
        checkDiagnostics(
            #"""
            import Foundation

            @DependencyGraph
            class AppGraph {
                @Provide func makeClock() -> Clock? { nil }
                @Provide private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
            }
            """#
        )
    }

    @Test("An `@_exported import Cradle` in another file of the same module counts")
    func exportedImportInSameModule() {
        checkDiagnostics(
            #"""
            -- Sources/App/Exports.swift --
            @_exported import Cradle
            -- Sources/App/Graphs/AppGraph.swift --
            import Foundation

            @DependencyGraph
            final class AppGraph {
                @Provide func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^ error provider-not-private-method: a `@Provide` factory must be a `private` instance method
            }
            """#
        )
    }

    @Test("An `@_exported import Cradle` counts for files outside `Sources/`, which share module `Test`")
    func exportedImportInDefaultModule() {
        checkDiagnostics(
            #"""
            -- Support/Exports.swift --
            @_exported import Cradle
            -- AppGraph.swift --
            @DependencyGraph
            final class AppGraph {
                @Provide func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^ error provider-not-private-method: a `@Provide` factory must be a `private` instance method
            }
            """#
        )
    }

    @Test("An `@_exported import Cradle` in a different module does not count")
    func exportedImportInOtherModule() {
        checkDiagnostics(
            #"""
            -- Sources/Core/Exports.swift --
            @_exported import Cradle
            -- Sources/App/AppGraph.swift --
            @DependencyGraph
            final class AppGraph {
                @Provide func makeClock() -> Clock { Clock() }
            }
            """#
        )
    }

    @Test("An import in one file does not cover another file of the same module")
    func importIsPerFile() {
        checkDiagnostics(
            #"""
            -- Sources/App/AppGraph.swift --
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
            }
            -- Sources/App/Legacy.swift --
            @DependencyGraph
            class LegacyContainer {
                @Provide func makeClock() -> Clock { Clock() }
            }
            """#
        )
    }

    @Test(
        "Importing one of Cradle's declarations, or importing it with attributes or conditionally, counts",
        arguments: [
            #"""
            import struct Cradle.External

            @DependencyGraph
            final class AppGraph {
                @Provide func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^ error provider-not-private-method: a `@Provide` factory must be a `private` instance method
            }
            """#,
            #"""
            import enum Cradle.DependencyLifetime

            @DependencyGraph
            final class AppGraph {
                @Provide func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^ error provider-not-private-method: a `@Provide` factory must be a `private` instance method
            }
            """#,
            #"""
            @preconcurrency import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^ error provider-not-private-method: a `@Provide` factory must be a `private` instance method
            }
            """#,
            #"""
            #if canImport(Cradle)
            import Cradle
            #endif

            @DependencyGraph
            final class AppGraph {
                @Provide func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^ error provider-not-private-method: a `@Provide` factory must be a `private` instance method
            }
            """#,
        ]
    )
    func importForms(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test(
        "Text that only looks like an import, and similarly named modules, do not count",
        arguments: [
            #"""
            // import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide func makeClock() -> Clock { Clock() }
            }
            """#,
            #"""
            let note = """
            import Cradle
            """

            @DependencyGraph
            final class AppGraph {
                @Provide func makeClock() -> Clock { Clock() }
            }
            """#,
            #"""
            /* import Cradle */
            import CradleKit

            @DependencyGraph
            final class AppGraph {
                @Provide func makeClock() -> Clock { Clock() }
            }
            """#,
        ]
    )
    func notAnImport(fixture: String) {
        checkDiagnostics(fixture)
    }

    // MARK: Look-alike libraries

    @Test(
        "Look-alike attributes of other dependency-injection libraries produce nothing",
        arguments: [
            #"""
            import Metro

            @DependencyGraph
            protocol AppGraph {
                var repository: Repository { get }

                @Provides
                func provideClient() -> HTTPClient
            }
            """#,
            #"""
            import WeaveDI

            @DependencyGraph([
                UserService.self: [NetworkService.self, CacheService.self],
                NetworkService.self: [Logger.self],
            ])
            extension WeaveDI {}
            """#,
            #"""
            import InnoDI

            @DIContainer
            struct AppContainer {
                @Provide(.shared, factory: { APIClient() })
                var apiClient: APIClient

                @Provide(.input)
                var baseURL: URL
            }
            """#,
            #"""
            import Needle

            final class RootComponent: BootstrapComponent {
                @Provider
                func makeSession() -> Session { Session() }
            }
            """#,
        ]
    )
    func lookAlikes(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test("`@Provider` and other names are not `@Provide`, even in a file that imports Cradle")
    func providerIsNotProvide() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provider func makeClock() -> Clock? { nil }
                @Provides static func makeCalendar() -> Calendar { Calendar.current }
                @Provide private func makeLocale() -> Locale { Locale.current }
            }

            struct Helpers {
                @Provider func makeClock() -> Clock { Clock() }
            }
            """#
        )
    }
}
