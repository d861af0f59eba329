import Testing

@testable import CradleAnalysis

/// `cradle.md` §2.8, §4.1 and §6.1 #6–#9: graphs that take caller input through `input:`.
@Suite("Input (#6–#9)")
struct InputTests {
    // MARK: #6 input-invalid

    @Test(
        "#6 fires on an `input:` value that is not written as `Type.self`",
        arguments: [
            #"""
            import Cradle

            let configType: Any.Type = Config.self

            @DependencyGraph(input: configType)
            //                      ^^^^^^^^^^ error input-invalid: `input` must be given exactly once, written as `SomeType.self`
            final class FeatureGraph {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(input: type(of: defaultConfig))
            //                      ^^^^^^^^^^^^^^^^^^^^^^^ error input-invalid: `input` must be given exactly once, written as `SomeType.self`
            final class FeatureGraph {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(input: Config())
            //                      ^^^^^^^^ error input-invalid: `input` must be given exactly once, written as `SomeType.self`
            final class FeatureGraph {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(input: Config)
            //                      ^^^^^^ error input-invalid: `input` must be given exactly once, written as `SomeType.self`
            final class FeatureGraph {}
            """#,
        ]
    )
    func invalidInput(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test("#6 marks the whole argument list when `input:` is given twice")
    func duplicateInput() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(input: Config.self, input: Settings.self)
            //               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error input-invalid: `input` must be given exactly once, written as `SomeType.self`
            final class FeatureGraph {}
            """#
        )
    }

    @Test(
        "#6 accepts `Type.self`, with a module path or comments",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph(input: Config.self)
            final class FeatureGraph {
                @Provide private func makeClient() -> APIClient { APIClient(baseURL: input.baseURL) }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph(input: Settings.FeatureConfig.self)
            final class FeatureGraph {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(
                input: /* values the caller knows */ Config.self,
                diagram: false
            )
            final class FeatureGraph {}
            """#,
        ]
    )
    func validInput(fixture: String) {
        checkDiagnostics(fixture)
    }

    // MARK: #7 input-on-actor

    @Test("#7 fires on the whole attribute of an actor graph with `input:`")
    func inputOnActor() {
        checkDiagnostics(
            #"""
            import Cradle

              @DependencyGraph(input: SyncOptions.self)
            //^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error input-on-actor: initializer input is only supported on `final class` graphs
              actor SyncGraph {}
            """#
        )
    }

    @Test("#7 stays silent on the same input graph written as a final class")
    func inputOnFinalClass() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(input: SyncOptions.self)
            final class SyncGraph {
                @Provide(.lazy) private func makeEngine() -> SyncEngine { SyncEngine(options: input) }
            }
            """#
        )
    }

    // MARK: #8 input-on-shared-graph

    @Test("#8 fires on the whole attribute of a `.shared` graph with `input:`")
    func inputOnSharedGraph() {
        checkDiagnostics(
            #"""
            import Cradle

              @DependencyGraph(.shared, input: AppConfig.self)
            //^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error input-on-shared-graph: a `.shared` graph cannot take caller initializer input
              final class AppGraph: Sendable {}
            """#
        )
    }

    @Test("#8 stays silent when the lifetime is `.instance`")
    func inputOnInstanceGraph() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(.instance, input: AppConfig.self)
            final class AppGraph: Sendable {}
            """#
        )
    }

    // MARK: #9 input-initialization-conflict

    @Test("#9 fires on every initializer and every stored property without a value")
    func initializerAndStoredProperty() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(input: FeedConfig.self)
            final class FeedGraph {
                var retries: Int
            //      ^^^^^^^ error input-initialization-conflict: an input graph cannot declare initializers or stored properties that need initialization
                private(set) var pageSize: Int
            //                   ^^^^^^^^ error input-initialization-conflict: an input graph cannot declare initializers or stored properties that need initialization
                init() {
            //  ^^^^ error input-initialization-conflict: an input graph cannot declare initializers or stored properties that need initialization
                    retries = 0
                    pageSize = 20
                }
            }
            """#
        )
    }

    @Test("#9 fires on an optional `let`, an observer-only property and failable or convenience initializers")
    func lessObviousConflicts() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(input: FeedConfig.self)
            final class FeedGraph {
                let lastSync: Date?
            //      ^^^^^^^^ error input-initialization-conflict: an input graph cannot declare initializers or stored properties that need initialization
                var unread: Int {
            //      ^^^^^^ error input-initialization-conflict: an input graph cannot declare initializers or stored properties that need initialization
                    didSet { print(unread) }
                }
                init?(json: String) { return nil }
            //  ^^^^ error input-initialization-conflict: an input graph cannot declare initializers or stored properties that need initialization
                convenience init(count: Int) { self.init(json: "")! }
            //              ^^^^ error input-initialization-conflict: an input graph cannot declare initializers or stored properties that need initialization
            }
            """#
        )
    }

    @Test("#9 accepts properties that need no initializer")
    func propertiesWithoutConflict() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(input: FeedConfig.self)
            final class FeedGraph {
                var retries = 3
                let pageSize: Int = 20
                var cursor: String?
                var lastPage: Optional<Int>
                var isEmpty: Bool { true }
                var title: String {
                    get { "Feed" }
                }
                @Clamped var volume: Int
                lazy var formatter = DateFormatter()
                var badge: Int = 0 {
                    didSet { print(badge) }
                }
                static let fallbackPageSize = 10
                func reload() {}

                @Provide private func makeLoader() -> FeedLoader { FeedLoader(pageSize: input.pageSize) }
            }
            """#
        )
    }

    @Test("#9 does not apply to a graph without `input:`, which may keep its own initializer")
    func noInputNoConflict() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class FeedGraph {
                var retries: Int
                let lastSync: Date?
                init(retries: Int) {
                    self.retries = retries
                    self.lastSync = nil
                }
            }
            """#
        )
    }
}
