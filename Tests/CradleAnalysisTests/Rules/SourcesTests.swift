import Testing

@testable import CradleAnalysis

/// `cradle.md` §2.7, §4.6 and §6.1 #15–#22: composing graphs with `sources:`.
@Suite("Sources (#15–#22)")
struct SourcesTests {
    // MARK: #15 sources-invalid

    @Test(
        "#15 fires on a `sources:` value that is not an array literal",
        arguments: [
            #"""
            import Cradle

            let graphs: [Any.Type] = [AuthGraph.self]

            @DependencyGraph(sources: graphs)
            //                        ^^^^^^ error sources-invalid: `sources` accepts only an array literal of `GraphType.self` elements
            final class FeatureGraph {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(sources: [AuthGraph.self] + extraGraphs)
            //                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error sources-invalid: `sources` accepts only an array literal of `GraphType.self` elements
            final class FeatureGraph {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(sources: AuthGraph.self)
            //                        ^^^^^^^^^^^^^^ error sources-invalid: `sources` accepts only an array literal of `GraphType.self` elements
            final class FeatureGraph {}
            """#,
        ]
    )
    func invalidSources(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test("#15 marks the whole argument list when `sources:` is given twice")
    func duplicateSourcesArgument() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(sources: [AuthGraph.self], sources: [StoreGraph.self])
            //               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error sources-invalid: `sources` accepts only an array literal of `GraphType.self` elements
            final class FeatureGraph {}
            """#
        )
    }

    // MARK: #16 sources-empty

    @Test("#16 fires on an empty array literal")
    func emptySources() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(sources: [])
            //                        ^^ error sources-empty: `sources` needs at least one `GraphType.self` element
            final class FeatureGraph {}
            """#
        )
    }

    @Test("#16 stays silent on a one-element list")
    func oneSource() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(sources: [AuthGraph.self])
            final class FeatureGraph {
                @Provide private func makeProfile() -> Profile { Profile(session: authGraph.session) }
            }
            """#
        )
    }

    // MARK: #17 sources-invalid-element

    @Test(
        "#17 fires on each element that is not `Type.self` or gives no storage name",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph(sources: [makeAuthGraph()])
            //                         ^^^^^^^^^^^^^^^ error sources-invalid-element: `sources` elements must be written as `GraphType.self`
            final class FeatureGraph {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(sources: [AuthGraph])
            //                         ^^^^^^^^^ error sources-invalid-element: `sources` elements must be written as `GraphType.self`
            final class FeatureGraph {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(sources: [AuthGraph.self, "StoreGraph", CartGraph.self])
            //                                         ^^^^^^^^^^^^ error sources-invalid-element: `sources` elements must be written as `GraphType.self`
            final class FeatureGraph {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(sources: [[AuthGraph].self])
            //                         ^^^^^^^^^^^^^^^^ error sources-invalid-element: `sources` elements must be written as `GraphType.self`
            final class FeatureGraph {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(sources: [Class.self])
            //                         ^^^^^^^^^^ error sources-invalid-element: `sources` elements must be written as `GraphType.self`
            final class FeatureGraph {}
            """#,
        ]
    )
    func invalidElement(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test("#17 fires once for every bad element")
    func twoInvalidElements() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(sources: [authGraph, AuthGraph.self, StoreGraph.Type])
            //                         ^^^^^^^^^ error sources-invalid-element: `sources` elements must be written as `GraphType.self`
            //                                                    ^^^^^^^^^^^^^^^ error sources-invalid-element: `sources` elements must be written as `GraphType.self`
            final class FeatureGraph {}
            """#
        )
    }

    @Test("#17 accepts module paths, comments and a trailing comma")
    func validElements() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(sources: [
                Auth.SessionGraph.self, // signed-in user
                /* offline data */ StoreGraph.self,
            ])
            final class FeatureGraph {
                @Provide private func makeInbox() -> Inbox { Inbox(session: sessionGraph.session, store: storeGraph.store) }
            }
            """#
        )
    }

    // MARK: #18 sources-duplicate

    @Test("#18 fires on the later duplicate, with a note at the first occurrence")
    func duplicateSource() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(sources: [AuthGraph.self, AuthGraph.self])
            //                         ^^^^^^^^^^^^^^ note(sources-duplicate): source graph `AuthGraph` is declared here
            //                                         ^^^^^^^^^^^^^^ error sources-duplicate: source graph `AuthGraph` is duplicated
            final class FeatureGraph {}
            """#
        )
    }

    @Test("#18 fires on every later duplicate, each pointing back at the first")
    func triplicateSource() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(sources: [CartGraph.self, CartGraph.self, StoreGraph.self, CartGraph.self])
            //                         ^^^^^^^^^^^^^^ note(sources-duplicate): source graph `CartGraph` is declared here
            //                         ^^^^^^^^^^^^^^ note(sources-duplicate): source graph `CartGraph` is declared here
            //                                         ^^^^^^^^^^^^^^ error sources-duplicate: source graph `CartGraph` is duplicated
            //                                                                          ^^^^^^^^^^^^^^ error sources-duplicate: source graph `CartGraph` is duplicated
            final class CheckoutGraph {}
            """#
        )
    }

    @Test("#18 stays silent on distinct source graphs")
    func distinctSources() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(sources: [AuthGraph.self, AuthGraphV2.self])
            final class FeatureGraph {}
            """#
        )
    }

    // MARK: #19 sources-name-collision

    @Test("#19 fires when two source types give the same storage name, with a note at the first")
    func sourcesShareStorageName() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(sources: [Legacy.AuthGraph.self, Modern.AuthGraph.self])
            //                         ^^^^^^^^^^^^^^^^^^^^^ note(sources-name-collision): source graph `Legacy.AuthGraph` is declared here
            //                                                ^^^^^^^^^^^^^^^^^^^^^ error sources-name-collision: source storage property name `authGraph` collides with another name
            final class FeatureGraph {}
            """#
        )
    }

    @Test(
        "#19 fires at the source element when its storage name is a member or a registration",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph(sources: [AuthGraph.self])
            //                         ^^^^^^^^^^^^^^ error sources-name-collision: source storage property name `authGraph` collides with another name
            final class FeatureGraph {
                @Provide private func makeAuthGraph() -> AuthGraph { AuthGraph() }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph(sources: [AuthGraph.self])
            //                         ^^^^^^^^^^^^^^ error sources-name-collision: source storage property name `authGraph` collides with another name
            final class FeatureGraph {
                var authGraph: String { "primary" }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph(sources: [AuthGraph.self, StoreGraph.self])
            //                                         ^^^^^^^^^^^^^^^ error sources-name-collision: source storage property name `storeGraph` collides with another name
            final class FeatureGraph {
                func storeGraph() -> String { "offline" }
            }
            """#,
        ]
    )
    func sourceCollidesWithMember(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test("#19 ignores methods with parameters and static members of the same name")
    func sourceNameWithoutCollision() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(sources: [AuthGraph.self])
            final class FeatureGraph {
                func authGraph(named name: String) -> String { name }
                static let authGraph = "default"
            }
            """#
        )
    }

    // MARK: #20 sources-user-initializer

    @Test("#20 fires on the `init` keyword in a sources graph")
    func sourcesUserInitializer() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(sources: [AuthGraph.self])
            final class FeatureGraph {
                init() {}
            //  ^^^^ error sources-user-initializer: a `sources` graph cannot declare an initializer
            }
            """#
        )
    }

    // MARK: #21 sources-uninitialized-stored-property

    @Test("#21 fires on the name of each stored property that needs an initializer")
    func sourcesUninitializedProperty() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(sources: [AuthGraph.self])
            final class FeatureGraph {
                var count: Int { didSet {} }
            //      ^^^^^ error sources-uninitialized-stored-property: a `sources` graph cannot declare instance stored properties without an initial value
                private let token: String
            //              ^^^^^ error sources-uninitialized-stored-property: a `sources` graph cannot declare instance stored properties without an initial value
            }
            """#
        )
    }

    @Test("#20 and #21 accept initialized, optional, computed and wrapped properties")
    func sourcesPropertiesWithoutConflict() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(sources: [AuthGraph.self])
            final class FeatureGraph {
                var count: Int = 0 { didSet {} }
                var token: String?
                var isSignedIn: Bool { true }
                @Clamped var volume: Int
                let title = "Feature"
            }
            """#
        )
    }

    // MARK: #22 sources-on-actor

    @Test("#22 fires on the array of an actor graph with `sources:`")
    func sourcesOnActor() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(sources: [AuthGraph.self, StoreGraph.self])
            //                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error sources-on-actor: an actor graph cannot specify `sources`
            actor SyncGraph {}
            """#
        )
    }

    @Test("#22 stays silent on the same composition written as a final class")
    func sourcesOnFinalClass() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(sources: [AuthGraph.self, StoreGraph.self])
            final class SyncGraph {}
            """#
        )
    }
}
