import CradleSyntax
import Testing

@testable import CradleAnalysis

/// The refactorings of `kind` at `marker`: each title with its disabled reason (nil when enabled).
@discardableResult
func checkRefactorings(
    _ fixture: String, at marker: String, kind: Refactoring.Kind, _ expected: [(title: String, disabled: String?)],
    sourceLocation: SourceLocation = #_sourceLocation
) -> (MarkedWorkspace, [Refactoring]) {
    let marked = MarkedWorkspace(fixture)
    let offset = marked.offset(marker)
    let found = marked.workspace.refactorings(path: marked.file(marker), range: ByteRange(start: offset, end: offset))
        .filter { $0.kind == kind }
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
            lifetimeFixture, at: "1", kind: .rewrite,
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
            lifetimeFixture, at: "2", kind: .rewrite,
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
            lifetimeFixture, at: "3", kind: .rewrite,
            [("Make `makePage` `.shared`", reason), ("Make `makePage` `.lazy`", reason)])
    }

    @Test("nothing away from a factory's or a graph's declaration, nor on a graph that reads no input")
    func nothingElsewhere() {
        let fixture = lifetimeFixture.replacingOccurrences(of: "{ Session(clock: clock) }", with: "{ Session(4️⃣clock: clock) }")
            .replacingOccurrences(of: "final class AppGraph", with: "final class 5️⃣AppGraph")
        checkRefactorings(fixture, at: "4", kind: .rewrite, [])
        checkRefactorings(fixture, at: "4", kind: .extract, [])
        checkRefactorings(fixture, at: "5", kind: .rewrite, [])
        checkRefactorings(fixture, at: "5", kind: .extract, [])
    }

    @Test(
        "create the input type: a `let` per member read, typed where its use says (a backticked type's initialiser too), the argument, the creation sites"
    )
    func createInputType() throws {
        let fixture = """
            -- Sources/App/ProfileGraph.swift --
            import Cradle

            struct Profile {
                init(id: UserID, name: String) {}
            }

            @DependencyGraph(overrides: true)
            final class 1️⃣ProfileGraph {
                @Provide private func makeProfile() -> Profile { `Profile`(id: input.userID, name: input.name) }
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
            fixture, at: "1", kind: .extract, [("Create the input type `ProfileGraphInput` of `ProfileGraph`", nil)])
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
            fixture, at: "1", kind: .extract,
            [("Create the input type `StoreGraphInput` of `StoreGraph`", Message.inputOnActor().english)])
        checkRefactorings(
            fixture, at: "2", kind: .extract,
            [("Create the input type `AppGraphInput` of `AppGraph`", Message.inputOnSharedGraph().english)])
        checkRefactorings(
            fixture, at: "3", kind: .extract,
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
            fixture, at: "1", kind: .extract, [("Create the input type `FeedGraphInput` of `FeedGraph`", nil)])
        let graph = text(after: try #require(found.first), in: marked, file: "Sources/App/Graphs.swift")
        #expect(
            graph.contains("public struct FeedGraphInput {\n    public let feed: Feed\n\n    public init(feed: Feed) {"),
            "\(graph)")
        #expect(graph.contains("@DependencyGraph(input: FeedGraphInput.self)"))
    }
}

private let moveFixture = """
    -- Sources/App/AppGraph.swift --
    import Cradle
    import Foundation

    @DependencyGraph
    final class AppGraph {
        /// The clock.
        @Provide private func 1️⃣makeClock() -> Clock { Clock(zone: Defaults.input) }
        @Provide private func 2️⃣makeSession(clock: Clock) -> Session { Session(clock: clock, at: clock.now, zone: Zone.clock) }4️⃣
        @Provide private func 3️⃣makeReport(session: Session) -> Report { Report() }
    }
    -- Sources/App/Use.swift --
    func build() -> AppGraph { AppGraph() }
    func use(graph: AppGraph) { _ = graph.report }
    """

/// The `refactor.extract` actions at a marker, or over the range between two.
func extractions(_ marked: MarkedWorkspace, from start: String, to end: String? = nil, canCreateFiles: Bool = true)
    -> [Refactoring]
{
    let range = ByteRange(start: marked.offset(start), end: end.map(marked.offset) ?? marked.offset(start))
    return marked.workspace.refactorings(path: marked.file(start), range: range, canCreateFiles: canCreateFiles)
        .filter { $0.kind == .extract }
}

@Suite("Refactorings: move factories to a new source graph")
struct MoveToSourceGraphTests {
    @Test("a factory moves into a new file; the graph reads it through `sources:`; its consumer reads the source")
    func moveOne() throws {
        let marked = MarkedWorkspace(moveFixture)
        let found = extractions(marked, from: "1")
        #expect(found.map(\.title) == ["Move `makeClock` to a new source graph `ClockGraph`"])
        let move = try #require(found.first)
        #expect(move.disabledReason == nil, "\(move.disabledReason ?? "")")
        #expect(move.createdFiles.map(\.path) == ["Sources/App/ClockGraph.swift"])
        #expect(
            move.createdFiles.first?.text == """
                import Cradle
                import Foundation

                /// Moved out of `AppGraph`, which reads it as the source `clockGraph`.
                @DependencyGraph
                final class ClockGraph {
                    /// The clock.
                    @Provide private func makeClock() -> Clock { Clock(zone: Defaults.input) }
                }

                """)
        let after = try #require(marked.workspace.applying(move.edits, creating: move.createdFiles))
        let graph = after.text(of: "Sources/App/AppGraph.swift").map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
        #expect(
            graph == """
                import Cradle
                import Foundation

                @DependencyGraph(sources: [ClockGraph.self])
                final class AppGraph {
                    @Provide private func makeSession() -> Session { Session(clock: clockGraph.clock, at: clockGraph.clock.now, zone: Zone.clock) }
                    @Provide private func makeReport(session: Session) -> Report { Report() }
                }
                """)
        let use = after.text(of: "Sources/App/Use.swift").map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
        #expect(use.hasPrefix("func build() -> AppGraph { AppGraph(clockGraph: ClockGraph()) }"))
    }

    @Test("without file creation the new graph goes to the end of the old file")
    func sameFile() throws {
        let marked = MarkedWorkspace(moveFixture)
        let move = try #require(extractions(marked, from: "1", canCreateFiles: false).first)
        #expect(move.createdFiles.isEmpty && move.disabledReason == nil)
        let after = try #require(marked.workspace.applying(move.edits))
        let graph = after.text(of: "Sources/App/AppGraph.swift").map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
        #expect(
            graph.hasSuffix(
                "}\n\n/// Moved out of `AppGraph`, which reads it as the source `clockGraph`.\n@DependencyGraph\n"
                    + "final class ClockGraph {\n    /// The clock.\n    @Provide private func makeClock() -> Clock { Clock(zone: Defaults.input) }\n}\n"
            ),
            "\(graph)")
    }

    @Test("a selection moves several factories together; what the staying ones took is dropped")
    func moveSelection() throws {
        let marked = MarkedWorkspace(moveFixture)
        let move = try #require(extractions(marked, from: "1", to: "4").first)
        #expect(move.title == "Move `makeClock`, `makeSession` to a new source graph `ClockGraph`")
        #expect(move.disabledReason == nil, "\(move.disabledReason ?? "")")
        let after = try #require(marked.workspace.applying(move.edits, creating: move.createdFiles))
        let graph = after.text(of: "Sources/App/AppGraph.swift").map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
        #expect(graph.contains("@Provide private func makeReport() -> Report { Report() }"))
    }

    @Test("disabled when a moved factory needs what stays, or a moved registration is read from outside")
    func disabled() throws {
        let marked = MarkedWorkspace(moveFixture)
        #expect(
            extractions(marked, from: "2").first?.disabledReason
                == "`makeSession` takes `Clock`, which stays in `AppGraph`: move it too")
        #expect(
            extractions(marked, from: "3").first?.disabledReason
                == "`makeReport` takes `Session`, which stays in `AppGraph`: move it too; "
                + "`report` is read through `AppGraph` at `Use.swift:2`; `reportGraph` would be private to `AppGraph`")
    }

    @Test("a graph that has sources already: every creation and `override(…).build(…)` passes the new one in its place")
    func existingSources() throws {
        let marked = MarkedWorkspace(
            """
            -- Sources/App/Graphs.swift --
            import Cradle

            @DependencyGraph
            final class AuthGraph {
                @Provide private func makeToken() -> Token { Token() }
            }

            @DependencyGraph
            final class ZedGraph {
                @Provide private func makeZed() -> Zed { Zed() }
            }

            @DependencyGraph(sources: [AuthGraph.self, ZedGraph.self], overrides: true)
            final class AppGraph {
                @Provide private func 1️⃣makeClock() -> Clock { Clock() }
                @Provide private func makeReport(clock: Clock) -> Report { Report(token: authGraph.token, zed: zedGraph.zed) }
            }

            func build() -> AppGraph { AppGraph(authGraph: AuthGraph(), zedGraph: ZedGraph()) }
            func test() -> AppGraph { AppGraph.override(report: .original).build(authGraph: AuthGraph(), zedGraph: ZedGraph()) }
            """)
        let move = try #require(extractions(marked, from: "1").first)
        #expect(move.disabledReason == nil, "\(move.disabledReason ?? "")")
        #expect(move.createdFiles.first?.text.contains("@DependencyGraph(overrides: true)\nfinal class ClockGraph {") == true)
        let after = try #require(marked.workspace.applying(move.edits, creating: move.createdFiles))
        let text = after.text(of: "Sources/App/Graphs.swift").map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
        #expect(text.contains("@DependencyGraph(sources: [AuthGraph.self, ZedGraph.self, ClockGraph.self], overrides: true)"))
        #expect(text.contains("AppGraph(authGraph: AuthGraph(), clockGraph: ClockGraph(), zedGraph: ZedGraph())"), "\(text)")
        #expect(text.contains(".build(authGraph: AuthGraph(), clockGraph: ClockGraph(), zedGraph: ZedGraph())"), "\(text)")
    }

    @Test("a graph nested in a type: the new graph names the graph it leaves, not the enclosing type")
    func nestedGraph() throws {
        let marked = MarkedWorkspace(
            """
            -- Sources/App/Graphs.swift --
            import Cradle

            enum Features {
                @DependencyGraph
                final class AppGraph {
                    @Provide private func 1️⃣makeClock() -> Clock { Clock() }
                }
            }
            """)
        let move = try #require(extractions(marked, from: "1").first)
        #expect(
            move.createdFiles.first?.text.contains("/// Moved out of `AppGraph`, which reads it as the source `clockGraph`.")
                == true)
    }
}
