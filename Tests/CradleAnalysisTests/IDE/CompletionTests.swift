import CradleSyntax
import CradleTestSupport
import Testing

@testable import CradleAnalysis

/// Completion at `marker`: the items' labels in order (nil: no completion context), the labels
/// struck through, and for every item: it replaces up to the cursor, and what it names has
/// documentation.
@discardableResult
func checkCompletion(
    _ fixture: String, at marker: String, _ expected: [String]?, deprecated: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) -> [CompletionItem] {
    let marked = MarkedWorkspace(fixture)
    let items = marked.workspace.completions(path: marked.file(marker), offset: marked.offset(marker))
    guard let expected else {
        #expect(items == nil, sourceLocation: sourceLocation)
        return []
    }
    #expect(items?.map(\.label) == expected, sourceLocation: sourceLocation)
    #expect(items?.filter { $0.deprecation != nil }.map(\.label) ?? [] == deprecated, sourceLocation: sourceLocation)
    for item in items ?? [] {
        #expect(
            item.range.end == marked.offset(marker), "\(item.label) replaces up to the cursor", sourceLocation: sourceLocation)
        if let reference = item.reference {
            #expect(
                marked.workspace.completionDocumentation(of: reference) != nil, "\(item.label) has documentation",
                sourceLocation: sourceLocation)
        }
    }
    return items ?? []
}

/// The fixture's text with `item` inserted at `marker` (plain text, or the snippet with its tab
/// stops filled by their placeholders), markers removed.
func applying(_ item: CompletionItem, to fixture: String, at marker: String, snippet: Bool = false) -> String {
    let marked = MarkedWorkspace(fixture)
    let path = marked.file(marker)
    guard let text = marked.workspace.text(of: path) else { return "" }
    var bytes = text.bytes
    let inserted = snippet ? expandSnippet(item.snippet ?? item.text) : item.text
    bytes.replaceSubrange(item.range.start..<item.range.end, with: Array(inserted.utf8))
    return String(decoding: bytes, as: UTF8.self)
}

/// A snippet's text as an editor leaves it when every tab stop keeps its placeholder (the first
/// choice of a choice), escapes undone.
func expandSnippet(_ snippet: String) -> String {
    var result = ""
    var characters = Array(snippet)[...]
    while let character = characters.popFirst() {
        if character == "\\", let next = characters.popFirst() {
            result.append(next)
        } else if character == "$", characters.first == "{" {
            characters.removeFirst()
            while let digit = characters.first, digit.isNumber { characters.removeFirst() }
            var placeholder = ""
            if characters.first == ":" {
                characters.removeFirst()
            } else if characters.first == "|" {
                characters.removeFirst()
                while let next = characters.first, next != "," && next != "|" { placeholder.append(characters.removeFirst()) }
                while let next = characters.popFirst(), next != "}" {}
                result += placeholder
                continue
            }
            while let next = characters.popFirst() {
                if next == "\\", let escaped = characters.popFirst() {
                    placeholder.append(escaped)
                } else if next == "}" {
                    break
                } else {
                    placeholder.append(next)
                }
            }
            result += placeholder
        } else if character == "$", let digit = characters.first, digit.isNumber {
            while let digit = characters.first, digit.isNumber { characters.removeFirst() }
        } else {
            result.append(character)
        }
    }
    return result
}

/// The findings of a fixture (markers removed) that are errors.
func errors(in fixture: String) -> [String] {
    MarkedWorkspace(fixture).workspace.diagnostics.filter { $0.severity == .error }.map { "\($0.code.rawValue): \($0.message)" }
}

private let memberFixture = """
    -- Sources/App/AppGraph.swift --
    import Cradle

    @DependencyGraph(.shared, overrides: true)
    final class AppGraph: Sendable {
        @Provide private func makeClock() -> Clock { Clock() }
        @Provide(.lazy) private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
        @Provide(.transient) private func makePage(@External index: Int, @External _ title: String, session: Session) -> Page { Page(index) }
    }

    struct Holder { let graph: AppGraph }
    struct Other { var clock: Clock }

    func use(graph: AppGraph, other: Other, holder: Holder) {
        _ = graph.1️⃣
        _ = graph.se2️⃣
        _ = other.3️⃣
        _ = "graph.4️⃣"
        // graph.5️⃣
        _ = holder.graph.6️⃣
        _ = AppGraph.shared.7️⃣
        _ = AppGraph.8️⃣
    }

    extension AppGraph {
        func describe() -> String { "\\(cl9️⃣)" }
    }
    """

private let accessors = ["clock", "session", "page(index:_:)"]

@Suite("Completion")
struct CompletionTests {
    @Test("after a graph receiver: its accessors and external methods, whatever the word written so far")
    func accessorsAfterReceiver() {
        let items = checkCompletion(memberFixture, at: "1", accessors)
        #expect(items.first?.detail == "Clock · .shared · makeClock() · App")
        #expect(items.last?.text == "page(index: , )")
        #expect(items.last?.snippet == "page(index: ${1:Int}, ${2:String})")
        #expect(items.last?.filterText == "page")
        let prefixed = checkCompletion(memberFixture, at: "2", accessors)
        #expect(prefixed.allSatisfy { $0.range.end - $0.range.start == 2 }, "the word `se` is replaced")
    }

    @Test("through member chains and a shared graph's `shared`; a graph type offers `shared` and `override(…)`")
    func chainsAndTypes() {
        checkCompletion(memberFixture, at: "6", accessors)
        checkCompletion(memberFixture, at: "7", accessors)
        let items = checkCompletion(memberFixture, at: "8", ["shared", "override(…)"])
        #expect(items.last?.snippet == "override($1)")
    }

    @Test("nothing after a receiver that is no graph, inside a string or inside a comment")
    func notFiring() {
        checkCompletion(memberFixture, at: "3", nil)
        checkCompletion(memberFixture, at: "4", nil)
        checkCompletion(memberFixture, at: "5", nil)
    }

    @Test(
        "implicit self in an extension of the graph and in its own methods, not in its factories; nothing for a bare word elsewhere"
    )
    func implicitSelf() {
        let fixture = memberFixture.replacingOccurrences(of: "\"\\(cl9️⃣)\"", with: "String(describing: cl9️⃣)")
        checkCompletion(fixture, at: "9", accessors)
        let outside = memberFixture.replacingOccurrences(of: "_ = AppGraph.8️⃣", with: "_ = cl8️⃣")
        checkCompletion(outside, at: "8", nil)
        let own = """
            -- Sources/App/AppGraph.swift --
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeClock() -> Clock { Clock(cl2️⃣) }
                @Provide(.lazy) private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
                func start() { _ = cl1️⃣ }
                struct Helper { func run() { _ = cl3️⃣ } }
            }
            """
        checkCompletion(own, at: "1", ["clock", "session"])
        checkCompletion(own, at: "2", nil)
        checkCompletion(own, at: "3", nil)
    }

    @Test("a source graph's accessors through its stored property inside a factory")
    func sourceProperty() {
        checkCompletion(
            """
            -- Sources/App/Graphs.swift --
            import Cradle

            @DependencyGraph
            final class AuthGraph {
                @Provide private func makeToken() -> Token { Token() }
                @Provide(.transient) private func makeNonce() -> Nonce { Nonce() }
            }

            @DependencyGraph(sources: [AuthGraph.self])
            final class AppGraph {
                @Provide private func makeSession() -> Session { Session(token: authGraph.1️⃣) }
            }
            """, at: "1", ["token", "nonce"])
    }

    @Test("`input.` inside a graph: the input type's members with how many calls bind each")
    func inputMembers() {
        let items = checkCompletion(
            """
            -- Sources/App/Graphs.swift --
            import Cradle

            struct ProfileInput {
                let userID: UserID
                let locale: Locale
                static let preview = ProfileInput(userID: UserID(), locale: Locale())
            }

            @DependencyGraph(input: ProfileInput.self)
            final class ProfileGraph {
                @Provide private func makeProfile() -> Profile { Profile(id: input.1️⃣) }
            }

            func open(id: UserID) -> ProfileGraph { ProfileGraph(input: ProfileInput(userID: id, locale: Locale())) }
            """, at: "1", ["userID", "locale"])
        #expect(items.map(\.detail) == ["UserID · bound by 1 call", "Locale · bound by 1 call"])
    }

    @Test("a factory's parameter list: the graph's registrations, free ones first, its own left out, §5 and cycles struck")
    func factoryParameters() {
        let fixture = """
            -- Sources/App/AppGraph.swift --
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
                @Provide(.lazy) private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
                @Provide(.transient) private func makeTicket(report: Report) -> Ticket { Ticket() }
                @Provide(.lazy) private func makeReport(clock: Clock, 1️⃣) -> Report { Report() }
                @Provide(.transient) private func makePage(2️⃣) -> Page { Page() }
                @Provide private func makeFeed(clock: 3️⃣) -> Feed { Feed() }
            }
            """
        checkCompletion(
            fixture, at: "1", ["session: Session", "feed: Feed", "clock: Clock", "ticket: Ticket", "page: Page"],
            deprecated: ["ticket: Ticket", "page: Page"])
        checkCompletion(
            fixture, at: "2",
            ["clock: Clock", "session: Session", "ticket: Ticket", "report: Report", "feed: Feed", "@External name: Type"])
        checkCompletion(
            fixture, at: "3", ["Clock", "Session", "Ticket", "Report", "Page"],
            deprecated: ["Session", "Ticket", "Report", "Page"])
    }

    @Test("a parameter offered and accepted leaves the graph without errors")
    func parameterChecksClean() throws {
        let fixture = """
            -- Sources/App/AppGraph.swift --
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
                @Provide private func makeSession(1️⃣) -> Session { Session() }
            }
            """
        let items = checkCompletion(fixture, at: "1", ["clock: Clock"])
        let item = try #require(items.first)
        let result = applying(item, to: fixture, at: "1")
        #expect(result.contains("makeSession(clock: Clock)"))
        #expect(errors(in: "-- Sources/App/AppGraph.swift --\n" + result).isEmpty)
    }

    @Test("`@Provide(`: the three lifetimes, struck where the factory's parameters or consumers forbid them")
    func lifetimes() {
        let fixture = """
            -- Sources/App/AppGraph.swift --
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide(1️⃣) private func makeClock() -> Clock { Clock() }
                @Provide(.2️⃣) private func makeSession(ticket: Ticket) -> Session { Session() }
                @Provide(.transient) private func makeTicket() -> Ticket { Ticket() }
                @Provide(3️⃣) private func makePage(@External index: Int) -> Page { Page() }
                @Provide private func makeFeed(clock: Clock) -> Feed { Feed() }
            }
            """
        let items = checkCompletion(fixture, at: "1", [".shared", ".lazy", ".transient"], deprecated: [".lazy", ".transient"])
        #expect(items[1].deprecation == "`makeFeed` (`.shared`) takes it: lifetime-shared-to-lazy")
        let dotted = checkCompletion(fixture, at: "2", [".shared", ".lazy", ".transient"], deprecated: [".shared", ".lazy"])
        #expect(dotted.allSatisfy { $0.range.end - $0.range.start == 1 }, "the `.` written is replaced")
        checkCompletion(fixture, at: "3", [".shared", ".lazy", ".transient"], deprecated: [".shared", ".lazy"])
    }

    @Test("`@DependencyGraph(`: the options Cradle's order still allows, and what each takes")
    func graphOptions() {
        let fixture = """
            -- Sources/App/Graphs.swift --
            import Cradle

            struct FeedInput { let id: Int }

            @DependencyGraph
            final class AuthGraph {
                @Provide private func makeToken() -> Token { Token() }
            }

            @DependencyGraph(1️⃣)
            final class AppGraph {}

            @DependencyGraph(input: 2️⃣)
            final class FeedGraph {}

            @DependencyGraph(sources: [AuthGraph.self, 3️⃣])
            final class ListGraph {}

            @DependencyGraph(4️⃣overrides: true)
            actor StoreGraph {}

            @DependencyGraph(sources: [5️⃣])
            final class MoreGraph {}

            @DependencyGraph(overrides: 6️⃣)
            final class TestGraph {}

            @DependencyGraph(.instance, 7️⃣)
            final class LaterGraph {}
            -- Sources/App/Inputs.swift --
            struct OtherInput { let id: Int }
            """
        checkCompletion(fixture, at: "1", [".shared", ".instance", "input:", "sources:", "overrides:", "diagram:"])
        checkCompletion(fixture, at: "2", ["FeedInput", "OtherInput"])
        checkCompletion(fixture, at: "3", ["AppGraph", "FeedGraph", "LaterGraph", "MoreGraph", "StoreGraph", "TestGraph"])
        checkCompletion(
            fixture, at: "4", [".shared", ".instance", "input:", "sources:"], deprecated: ["input:", "sources:"])
        checkCompletion(
            fixture, at: "5", ["AppGraph", "AuthGraph", "FeedGraph", "LaterGraph", "ListGraph", "StoreGraph", "TestGraph"])
        checkCompletion(fixture, at: "6", ["true", "false"])
        // After the lifetime, the lifetime is not offered again.
        checkCompletion(fixture, at: "7", ["input:", "sources:", "overrides:", "diagram:"])
    }

    @Test("`G.override(`: the labels Swift's order still allows, each as .replace, .mock and .original")
    func overrideLabels() {
        let fixture = """
            -- Sources/App/AppGraph.swift --
            import Cradle

            @DependencyGraph(overrides: true)
            final class AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
                @Provide(.lazy) private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
                @Provide(.transient) private func makePage(@External index: Int, session: Session) -> Page { Page(index) }
            }
            -- Tests/AppTests/AppTests.swift --
            import CradleTesting
            @testable import App

            func test() {
                _ = AppGraph.override(1️⃣)
                _ = AppGraph.override(clock: .original, 2️⃣)
                _ = AppGraph.override(3️⃣, session: .original)
                _ = AppGraph.override(session: .4️⃣)
            }
            """
        let all = checkCompletion(
            fixture, at: "1",
            [
                "clock: .replace { … }", "clock: .mock { … }", "clock: .original",
                "session: .replace { … }", "session: .mock { … }", "session: .original",
                "page: .replace { … }", "page: .mock { … }", "page: .original",
            ])
        #expect(all[4].snippet == "session: .mock { ${1:clock} in $0 }")
        #expect(all[6].text == "page: .replace { index, session in }")
        #expect(all[1].snippet == "clock: .mock { $0 }")
        let qualified = fixture.replacingOccurrences(of: "_ = AppGraph.override(1️⃣)", with: "_ = App.AppGraph.override(1️⃣)")
        checkCompletion(qualified, at: "1", all.map(\.label))
        checkCompletion(
            fixture, at: "2",
            [
                "session: .replace { … }", "session: .mock { … }", "session: .original", "page: .replace { … }",
                "page: .mock { … }",
                "page: .original",
            ])
        checkCompletion(fixture, at: "3", ["clock: .replace { … }", "clock: .mock { … }", "clock: .original"])
        checkCompletion(fixture, at: "4", [".replace { … }", ".mock { … }", ".original"])
        let withoutTesting = fixture.replacingOccurrences(of: "import CradleTesting\n", with: "import Cradle\n")
        checkCompletion(withoutTesting, at: "3", ["clock: .replace { … }", "clock: .original"])
        let conditional = fixture.replacingOccurrences(
            of: "import CradleTesting\n", with: "#if canImport(CradleTesting)\nimport CradleTesting\n#endif\n")
        checkCompletion(conditional, at: "3", ["clock: .replace { … }", "clock: .mock { … }", "clock: .original"])
    }

    @Test("an accepted override snippet checks clean: no predicted arity or label error")
    func overrideChecksClean() throws {
        let fixture = """
            -- Sources/App/AppGraph.swift --
            import Cradle

            @DependencyGraph(overrides: true)
            final class AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
                @Provide(.lazy) private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
            }

            func test() {
                _ = AppGraph.override(clock: .original, 1️⃣)
            }
            """
        let items = checkCompletion(fixture, at: "1", ["session: .replace { … }", "session: .original"])
        let result = applying(items[0], to: fixture, at: "1", snippet: true)
        #expect(result.contains("session: .replace { clock in  }"))
        #expect(errors(in: "-- Sources/App/AppGraph.swift --\n" + result).isEmpty)
    }

    @Test("`.build(` of a sources graph's override: its sources in the normalised order, and all at once")
    func buildSources() {
        let items = checkCompletion(
            """
            -- Sources/App/Graphs.swift --
            import Cradle

            @DependencyGraph(.shared)
            final class ProfileGraph: Sendable {}
            @DependencyGraph
            final class AuthGraph {}

            @DependencyGraph(sources: [ProfileGraph.self, AuthGraph.self], overrides: true)
            final class AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
            }

            func test() {
                _ = AppGraph.override(clock: .original).build(1️⃣)
            }
            """, at: "1", ["authGraph:profileGraph:", "authGraph:", "profileGraph:"])
        #expect(items.first?.text == "authGraph: AuthGraph(), profileGraph: ProfileGraph.shared")
    }

    @Test("the documentation an item names is hover's")
    func documentation() throws {
        let marked = MarkedWorkspace(memberFixture)
        let items = try #require(marked.workspace.completions(path: marked.file("1"), offset: marked.offset("1")))
        let reference = try #require(items.first?.reference)
        #expect(
            marked.workspace.completionDocumentation(of: reference)?.hasPrefix("**`clock`**: registration of `Clock`") == true)
        var gone = reference
        gone.name = "makeNothing"
        #expect(marked.workspace.completionDocumentation(of: gone) == nil)
    }

    @Test("at every offset of broken variants of the fixtures: an answer, never a trap, each item replacing up to the cursor")
    func everyOffset() {
        var random = SeededGenerator(seed: 34)
        let pieces = Array("(.[,:{}@ \n\"/*".utf8)
        var offered = 0
        for fixture in [memberFixture, completionRobustnessFixture] {
            for variant in 0..<6 {
                var text = Array(fixture.utf8)
                for _ in 0..<(variant * 3) {
                    let at = random.below(text.count)
                    if random.below(2) == 0 {
                        text.remove(at: at)
                    } else {
                        text.insert(pieces[random.below(pieces.count)], at: at)
                    }
                }
                let source = String(decoding: text, as: UTF8.self)
                let marked = MarkedWorkspace(source)
                for path in marked.paths {
                    let count = marked.workspace.text(of: path)?.bytes.count ?? 0
                    for offset in 0...count {
                        for item in marked.workspace.completions(path: path, offset: offset) ?? [] {
                            offered += 1
                            #expect(item.range.end == offset && item.range.start <= offset, "variant \(variant) at \(offset)")
                        }
                    }
                }
            }
        }
        #expect(offered > 1_000, "the fixtures offer completions at many offsets (\(offered))")
    }
}

private let completionRobustnessFixture = """
    -- Sources/App/Graphs.swift --
    import Cradle
    import CradleTesting

    struct FeedInput { let id: Int }

    @DependencyGraph(sources: [AuthGraph.self], overrides: true)
    final class AppGraph {
        @Provide(.lazy) private func makeFeed(clock: Clock, @External id: Int) -> Feed { Feed(id: input.id) }
        @Provide private func makeClock() -> Clock { authGraph.token }
    }

    @DependencyGraph(input: FeedInput.self)
    final class AuthGraph {
        @Provide private func makeToken() -> Token { Token(id: input.id) }
    }

    func test() {
        _ = AppGraph.override(feed: .mock { clock, id in Feed(id: id) }, clock: .original).build(authGraph: AuthGraph(input: FeedInput(id: 1)))
    }
    """
