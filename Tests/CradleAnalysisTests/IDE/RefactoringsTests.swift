import CradleSyntax
import Testing

@testable import CradleAnalysis

/// The refactorings at `marker`: each title with its disabled reason (nil when enabled).
@discardableResult
func checkRefactorings(
    _ fixture: String, at marker: String, _ expected: [(title: String, disabled: String?)],
    sourceLocation: SourceLocation = #_sourceLocation
) -> (MarkedWorkspace, [Refactoring]) {
    let marked = MarkedWorkspace(fixture)
    let offset = marked.offset(marker)
    let found = marked.workspace.refactorings(path: marked.file(marker), range: ByteRange(start: offset, end: offset))
    #expect(found.map(\.title) == expected.map(\.title), sourceLocation: sourceLocation)
    #expect(found.map(\.disabledReason) == expected.map(\.disabled), sourceLocation: sourceLocation)
    return (marked, found)
}

/// The text of `file` once `refactoring` is applied.
func text(after refactoring: Refactoring, in marked: MarkedWorkspace, file: String) -> String {
    guard let after = marked.workspace.applying(refactoring.edits), let text = after.text(of: file) else { return "" }
    return String(decoding: text.bytes, as: UTF8.self)
}

private let lifetimeFixture = """
    -- Sources/App/AppGraph.swift --
    import Cradle

    @DependencyGraph
    final class AppGraph {
        @Provide private func 1️⃣makeClock() -> Clock { Clock() }
        @Provide(.lazy) private func 2️⃣makeSession(clock: Clock) -> Session { Session(clock: clock) }
        @Provide(.lazy) private func makeFeed(session: Session) -> Feed { Feed(session) }
        @Provide(.transient) private func 3️⃣makePage(@External index: Int, clock: Clock) -> Page { Page(index) }
        @Provide private func makeReport(clock: Clock) -> Report { Report() }
    }

    func use(graph: AppGraph) { _ = (graph.feed, graph.page(index: 1), graph.report) }
    """

private let sharedToLazy = "a `.shared` factory cannot take a `.lazy` registration as a parameter"
private let sharedToTransient = "a `.shared` factory cannot take a `.transient` registration as a parameter"
private let lazyToTransient = "a `.lazy` factory cannot take a `.transient` registration as a parameter"

@Suite("Refactorings")
struct RefactoringsTests {
    @Test("change lifetime: disabled with the consumers §5 rejects and where, and a second action shortening them")
    func changeLifetime() {
        let (marked, found) = checkRefactorings(
            lifetimeFixture, at: "1",
            [
                (
                    "Make `makeClock` `.lazy`",
                    "`makeReport` (`.shared`, `AppGraph.swift:9`) takes it: \(sharedToLazy) (lifetime-shared-to-lazy)"
                ),
                ("Make `makeClock` `.lazy`, and `makeReport` `.lazy`", nil),
                (
                    "Make `makeClock` `.transient`",
                    "`makeSession` (`.lazy`, `AppGraph.swift:6`) takes it: \(lazyToTransient) (lifetime-lazy-to-transient); "
                        + "`makeReport` (`.shared`, `AppGraph.swift:9`) takes it: \(sharedToTransient) (lifetime-shared-to-transient)"
                ),
                (
                    "Make `makeClock` `.transient`, and `makeFeed` `.transient`, `makeReport` `.transient`, `makeSession` `.transient`",
                    nil
                ),
            ])
        let cascaded = text(after: found[3], in: marked, file: "Sources/App/AppGraph.swift")
        #expect(cascaded.contains("@Provide(.transient) private func makeClock()"))
        #expect(cascaded.contains("@Provide(.transient) private func makeFeed(session: Session)"))
        #expect(cascaded.contains("@Provide(.transient) private func makeReport(clock: Clock)"))
        #expect(cascaded.contains("@Provide(.transient) private func makeSession(clock: Clock)"))
    }

    @Test("change lifetime: a longer lifetime its consumers accept is enabled; `.shared` is written as plain `@Provide`")
    func longerLifetime() throws {
        let (marked, found) = checkRefactorings(
            lifetimeFixture, at: "2",
            [
                ("Make `makeSession` `.shared`", nil),
                (
                    "Make `makeSession` `.transient`",
                    "`makeFeed` (`.lazy`, `AppGraph.swift:7`) takes it: \(lazyToTransient) (lifetime-lazy-to-transient)"
                ),
                ("Make `makeSession` `.transient`, and `makeFeed` `.transient`", nil),
            ])
        #expect(
            text(after: found[0], in: marked, file: "Sources/App/AppGraph.swift").contains(
                "    @Provide private func makeSession(clock: Clock)"))
    }

    @Test("change lifetime of an external method: only `.transient` is allowed, so the others are disabled without a cascade")
    func externalMethod() {
        let reason =
            "`@External` can only be used in an explicit `@Provide(.transient)` (external-requires-transient, `AppGraph.swift:8`)"
        checkRefactorings(
            lifetimeFixture, at: "3",
            [("Make `makePage` `.shared`", reason), ("Make `makePage` `.lazy`", reason)])
    }

    @Test("nothing away from a factory's or a graph's declaration, nor on a graph that reads no input")
    func nothingElsewhere() {
        let fixture = lifetimeFixture.replacingOccurrences(of: "{ Session(clock: clock) }", with: "{ Session(4️⃣clock: clock) }")
            .replacingOccurrences(of: "final class AppGraph", with: "final class 5️⃣AppGraph")
        checkRefactorings(fixture, at: "4", [])
        checkRefactorings(fixture, at: "5", [])
    }

    @Test("create the input type: a `let` per member read, typed where its use says, the argument, the creation sites")
    func createInputType() throws {
        let fixture = """
            -- Sources/App/ProfileGraph.swift --
            import Cradle

            struct Profile {
                init(id: UserID, name: String) {}
            }

            @DependencyGraph(overrides: true)
            final class 1️⃣ProfileGraph {
                @Provide private func makeProfile() -> Profile { Profile(id: input.userID, name: input.name) }
                @Provide private func makeLocale() -> Locale { input.locale }
                @Provide private func makeTheme() -> Theme {
                    let theme: Theme = input.theme
                    return theme
                }
                @Provide private func makeBadge() -> Badge { Badge(count: input.count) }
            }
            -- Sources/App/Open.swift --
            func open() -> ProfileGraph { ProfileGraph() }
            """
        let (marked, found) = checkRefactorings(
            fixture, at: "1", [("Create the input type `ProfileGraphInput` of `ProfileGraph`", nil)])
        let refactoring = try #require(found.first)
        #expect(refactoring.kind == .extract)
        let graph = text(after: refactoring, in: marked, file: "Sources/App/ProfileGraph.swift")
        #expect(graph.contains("@DependencyGraph(input: ProfileGraphInput.self, overrides: true)"), "\(graph)")
        #expect(
            graph.hasSuffix(
                """
                struct ProfileGraphInput {
                    let userID: UserID
                    let name: String
                    let locale: Locale
                    let theme: Theme
                    let count: <#Type#>
                }
                """), "\(graph)")
        // Xcode's placeholders parse: the result has no syntax error the fixture had not.
        let after = try #require(marked.workspace.applying(refactoring.edits))
        for file in ["Sources/App/ProfileGraph.swift", "Sources/App/Open.swift"] {
            #expect(after.tree(of: file)?.errors.count == marked.workspace.tree(of: file)?.errors.count, "\(file)")
        }
        let open = text(after: refactoring, in: marked, file: "Sources/App/Open.swift")
        #expect(
            open
                == "func open() -> ProfileGraph { ProfileGraph(input: ProfileGraphInput(userID: <#UserID#>, name: <#String#>, locale: <#Locale#>, theme: <#Theme#>, count: <#Type#>)) }"
        )
    }

    @Test("create the input type: disabled on an actor or a `.shared` graph, and when the name is taken")
    func inputTypeDisabled() {
        let fixture = """
            -- Sources/App/Graphs.swift --
            import Cradle

            @DependencyGraph
            actor 1️⃣StoreGraph {
                @Provide private func makeStore() -> Store { Store(id: input.id) }
            }

            @DependencyGraph(.shared)
            final class 2️⃣AppGraph: Sendable {
                @Provide private func makeStore() -> Store { Store(id: input.id) }
            }

            struct FeedGraphInput {}

            @DependencyGraph
            final class 3️⃣FeedGraph {
                @Provide private func makeFeed() -> Feed { Feed(id: input.id) }
            }
            """
        checkRefactorings(
            fixture, at: "1", [("Create the input type `StoreGraphInput` of `StoreGraph`", Message.inputOnActor().english)])
        checkRefactorings(
            fixture, at: "2", [("Create the input type `AppGraphInput` of `AppGraph`", Message.inputOnSharedGraph().english)])
        checkRefactorings(
            fixture, at: "3",
            [("Create the input type `FeedGraphInput` of `FeedGraph`", "a type named `FeedGraphInput` already exists")])
    }

    @Test("a public graph's input type is public, with a public initialiser")
    func publicInputType() throws {
        let fixture = """
            -- Sources/App/Graphs.swift --
            import Cradle

            @DependencyGraph
            public final class 1️⃣FeedGraph {
                @Provide private func makeFeed() -> Feed { input.feed }
            }
            """
        let (marked, found) = checkRefactorings(
            fixture, at: "1", [("Create the input type `FeedGraphInput` of `FeedGraph`", nil)])
        let graph = text(after: try #require(found.first), in: marked, file: "Sources/App/Graphs.swift")
        #expect(
            graph.contains("public struct FeedGraphInput {\n    public let feed: Feed\n\n    public init(feed: Feed) {"),
            "\(graph)")
        #expect(graph.contains("@DependencyGraph(input: FeedGraphInput.self)"))
    }
}
