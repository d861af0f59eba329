import Testing

@testable import CradleAnalysis

/// `cradle.md` §4.1 and §6.1 #1–#5: what may carry `@DependencyGraph`, and the graph lifetime.
@Suite("Graph shape (#1–#5)")
struct GraphShapeTests {
    // MARK: #1 graph-invalid-target

    @Test(
        "#1 fires on the whole attribute of every declaration that cannot be a graph",
        arguments: [
            #"""
            import Cradle

              @DependencyGraph
            //^^^^^^^^^^^^^^^^ error graph-invalid-target: `@DependencyGraph` only applies to a non-generic `final class` or a non-generic `actor`
              class AppContainer {}
            """#,
            #"""
            import Cradle

              @DependencyGraph
            //^^^^^^^^^^^^^^^^ error graph-invalid-target: `@DependencyGraph` only applies to a non-generic `final class` or a non-generic `actor`
              public class AppContainer {}
            """#,
            #"""
            import Cradle

              @DependencyGraph
            //^^^^^^^^^^^^^^^^ error graph-invalid-target: `@DependencyGraph` only applies to a non-generic `final class` or a non-generic `actor`
              struct AppContainer {}
            """#,
            #"""
            import Cradle

              @DependencyGraph
            //^^^^^^^^^^^^^^^^ error graph-invalid-target: `@DependencyGraph` only applies to a non-generic `final class` or a non-generic `actor`
              enum AppContainer {}
            """#,
            #"""
            import Cradle

              @DependencyGraph
            //^^^^^^^^^^^^^^^^ error graph-invalid-target: `@DependencyGraph` only applies to a non-generic `final class` or a non-generic `actor`
              protocol AppContainer {}
            """#,
            #"""
            import Cradle

            final class AppContainer {}

              @DependencyGraph
            //^^^^^^^^^^^^^^^^ error graph-invalid-target: `@DependencyGraph` only applies to a non-generic `final class` or a non-generic `actor`
              extension AppContainer {}
            """#,
            #"""
            import Cradle

              @DependencyGraph
            //^^^^^^^^^^^^^^^^ error graph-invalid-target: `@DependencyGraph` only applies to a non-generic `final class` or a non-generic `actor`
              final class Box<Value> {}
            """#,
            #"""
            import Cradle

              @DependencyGraph
            //^^^^^^^^^^^^^^^^ error graph-invalid-target: `@DependencyGraph` only applies to a non-generic `final class` or a non-generic `actor`
              actor Pool<Element> {}
            """#,
            #"""
            import Cradle

              @DependencyGraph(.shared, diagram: false)
            //^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error graph-invalid-target: `@DependencyGraph` only applies to a non-generic `final class` or a non-generic `actor`
              struct Registry: Sendable {}
            """#,
            #"""
            import Cradle

            enum Features {
                @DependencyGraph(input: Config.self)
            //  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error graph-invalid-target: `@DependencyGraph` only applies to a non-generic `final class` or a non-generic `actor`
                class ProfileGraph {}
            }
            """#,
        ]
    )
    func invalidTarget(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test(
        "#1 stays silent on non-generic final classes and actors, whatever their modifiers",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph
            final class AppContainer {}
            """#,
            #"""
            import Cradle

            @DependencyGraph
            public final class AppContainer {
                public init() {}
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final public class AppContainer {}
            """#,
            #"""
            import Cradle

            @DependencyGraph
            @MainActor
            final class AppContainer {}
            """#,
            #"""
            import Cradle

            @DependencyGraph
            actor SyncContainer {}
            """#,
            #"""
            import Cradle

            enum Features {
                @DependencyGraph
                final class ProfileGraph {}
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class AppContainer: BaseContainer {}
            """#,
        ]
    )
    func validTarget(fixture: String) {
        checkDiagnostics(fixture)
    }

    // MARK: #2 graph-lifetime-invalid

    @Test(
        "#2 fires on a lifetime argument that is not a bare `.instance` or `.shared`",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph(DependencyGraphLifetime.shared)
            //               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error graph-lifetime-invalid: the graph lifetime must be written directly as `.instance` or `.shared`
            final class Registry: Sendable {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(Cradle.DependencyGraphLifetime.instance)
            //               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error graph-lifetime-invalid: the graph lifetime must be written directly as `.instance` or `.shared`
            final class Registry {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(.singleton)
            //               ^^^^^^^^^^ error graph-lifetime-invalid: the graph lifetime must be written directly as `.instance` or `.shared`
            final class Registry: Sendable {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(.shared())
            //               ^^^^^^^^^ error graph-lifetime-invalid: the graph lifetime must be written directly as `.instance` or `.shared`
            final class Registry: Sendable {}
            """#,
            #"""
            import Cradle

            let lifetime = DependencyGraphLifetime.shared

            @DependencyGraph(lifetime)
            //               ^^^^^^^^ error graph-lifetime-invalid: the graph lifetime must be written directly as `.instance` or `.shared`
            final class Registry: Sendable {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(.instance, input: Config.self)
            final class Registry {}

            @DependencyGraph(shared, diagram: false)
            //               ^^^^^^ error graph-lifetime-invalid: the graph lifetime must be written directly as `.instance` or `.shared`
            final class OtherRegistry: Sendable {}
            """#,
        ]
    )
    func invalidLifetime(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test("#2 marks the whole argument list when there are two unlabeled arguments")
    func twoUnlabeledLifetimes() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(.shared, .instance)
            //               ^^^^^^^^^^^^^^^^^^ error graph-lifetime-invalid: the graph lifetime must be written directly as `.instance` or `.shared`
            final class Registry: Sendable {}
            """#
        )
    }

    @Test("#2 stays silent on a lifetime after a labelled argument: the compiler rejects the order and never expands")
    func lifetimeAfterLabel() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(sources: [AuthGraph.self], .shared)
            //                                          ^^^^^^^ warning graph-argument-order: the compiler will reject the lifetime `.shared` after `sources:`
            final class FeatureGraph {}
            """#
        )
    }

    @Test(
        "#2 accepts `.instance` and `.shared` with backticks and comments around them",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph(.instance)
            final class Registry {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(.`shared`)
            final class Registry: Sendable {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(/* one per process */ .shared)
            final class Registry: Sendable {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(
                .instance, // a fresh graph per screen
                diagram: true
            )
            final class Registry {}
            """#,
        ]
    )
    func validLifetime(fixture: String) {
        checkDiagnostics(fixture)
    }

    // MARK: #3 shared-graph-requires-sendable

    @Test(
        "#3 fires on a `.shared` class without a checked Sendable conformance on its declaration",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph(.shared)
            //               ^^^^^^^ error shared-graph-requires-sendable: `.shared` on a non-isolated `final class` requires a checked `Sendable` conformance written on the declaration
            final class Registry {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(.shared)
            //               ^^^^^^^ error shared-graph-requires-sendable: `.shared` on a non-isolated `final class` requires a checked `Sendable` conformance written on the declaration
            final class Registry: BaseRegistry, Hashable {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(.shared)
            //               ^^^^^^^ error shared-graph-requires-sendable: `.shared` on a non-isolated `final class` requires a checked `Sendable` conformance written on the declaration
            final class Registry {}

            extension Registry: Sendable {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(.shared, diagram: false)
            //               ^^^^^^^ error shared-graph-requires-sendable: `.shared` on a non-isolated `final class` requires a checked `Sendable` conformance written on the declaration
            @Observable
            final class Registry {}
            """#,
        ]
    )
    func sharedWithoutSendable(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test(
        "#3 accepts Sendable spelled three ways, `@MainActor` classes and actors",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph(.shared)
            final class Registry: Sendable {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(.shared)
            final class Registry: Swift.Sendable {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(.shared)
            final class Registry: _Concurrency.Sendable {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(.shared)
            final class Registry: NSObject, Sendable {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(.shared)
            @MainActor
            final class Registry {}
            """#,
            #"""
            import Cradle

            @MainActor
            @DependencyGraph(.shared)
            final class Registry {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(.shared)
            @_Concurrency.MainActor final class Registry {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(.shared)
            @`MainActor` final class Registry {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(.shared)
            actor Registry {}
            """#,
        ]
    )
    func sharedWithSendable(fixture: String) {
        checkDiagnostics(fixture)
    }

    // MARK: #4 shared-graph-unchecked-sendable

    @Test("#4 fires on a `.shared` class that is only `@unchecked Sendable`")
    func sharedUncheckedSendable() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(.shared)
            //               ^^^^^^^ error shared-graph-unchecked-sendable: `@unchecked Sendable` is not allowed with `.shared` on a non-isolated `final class`
            final class ImageCache: @unchecked Sendable {
                @Provide private func makeStore() -> DiskStore { DiskStore() }
            }
            """#
        )
    }

    @Test("#4 does not apply to `@MainActor` classes, and `@unchecked` is fine without `.shared`")
    func uncheckedSendableAllowedElsewhere() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(.shared)
            @MainActor
            final class ImageCache: @unchecked Sendable {}

            @DependencyGraph
            final class ThumbnailGraph: @unchecked Sendable {}
            """#
        )
    }

    // MARK: #5 shared-graph-member-collision

    @Test(
        "#5 fires when a `.shared` graph already has a static or class member named `shared`",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph(.shared)
            //               ^^^^^^^ error shared-graph-member-collision: the generated static member `shared` clashes with an existing type member
            final class Registry: Sendable {
                static let shared = Registry()
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph(.shared)
            //               ^^^^^^^ error shared-graph-member-collision: the generated static member `shared` clashes with an existing type member
            actor Registry {
                static let shared = Registry()
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph(.shared)
            //               ^^^^^^^ error shared-graph-member-collision: the generated static member `shared` clashes with an existing type member
            @MainActor
            final class Registry {
                class var shared: Registry { Registry() }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph(.shared)
            //               ^^^^^^^ error shared-graph-member-collision: the generated static member `shared` clashes with an existing type member
            final class Registry: Sendable {
                static func shared() -> Registry { Registry() }
            }
            """#,
        ]
    )
    func sharedMemberCollision(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test("#5 ignores instance members named `shared`, other names, and graphs that are not `.shared`")
    func sharedMemberNoCollision() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(.shared)
            final class Registry: Sendable {
                let shared = true
                static let sharedDefaults = Defaults()
            }

            @DependencyGraph
            final class LegacyRegistry {
                static let shared = LegacyRegistry()
            }
            """#
        )
    }
}
