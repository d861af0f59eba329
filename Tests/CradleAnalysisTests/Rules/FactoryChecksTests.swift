import CradleSyntax
import CradleTestSupport
import Testing

@testable import CradleAnalysis

/// In an editing session a factory whose declaration did not change is not checked again: the
/// next analysis of the file takes what the checks derived from its bytes and binds it to the
/// new tree. Every answer must stay the one a fresh analysis gives.
@Suite("Factory checks taken from the previous analysis")
struct FactoryChecksTests {
    static let path = "Sources/App/AppGraph.swift"

    static let graph = """
        import Cradle

        @DependencyGraph
        final class AppGraph {
            @Provide
            private func makeClock() -> Clock { Clock() }

            @Provide(.lazy)
            private func makeSession(clock: Clock) -> Session { Session(clock: clock) }

            @Provide(.transient)
            private func makeReport(session: Session, @External title: String) -> Report {
                Report(session: session, title: title)
            }

            @Provide(.transient)
            private func makePage(clock: Clock, store: Store) -> any Page { PageView(clock: clock) }
        }

        """

    /// What a batch run reports for `text`, and the factories it validates.
    static func fresh(_ text: SourceText) -> (diagnostics: [Diagnostic], factories: [String]) {
        let summary = FileSummary(SourceInput(path: path, module: "App", text: text))
        let (diagnostics, validators) = Analyzer.analyze(summary)
        return (diagnostics, validators.flatMap(\.factories).map(describe))
    }

    /// A factory's derived values and the positions of its syntax.
    static func describe(_ factory: Factory) -> String {
        let parameters = factory.parameters.map { parameter in
            "\(parameter.typeText)=\(parameter.identity)@\(parameter.typeRange.start)-\(parameter.typeRange.end)"
                + (parameter.external.map { " external@\($0.range.start)" } ?? "")
        }
        return [
            factory.name, factory.generatedName, factory.identity, factory.returnText, "\(factory.lifetime)",
            "\(factory.isExplicitTransient)", "\(factory.provide.range.start)", "\(factory.returnType.range.start)",
            "\(factory.member.declaration.range.start)-\(factory.member.declaration.range.end)",
        ].joined(separator: " ") + " (" + parameters.joined(separator: ", ") + ")"
    }

    static func expectFresh(_ workspace: Workspace, _ text: SourceText, _ context: String = "") {
        let fresh = fresh(text)
        #expect(
            workspace.diagnostics(in: path) == Workspace().updating(path: path, module: "App", text: text).diagnostics(in: path),
            "\(context)")
        #expect(workspace.entries[path]?.diagnostics == fresh.diagnostics, "\(context)")
        #expect(workspace.entries[path]?.factories.flatMap(\.factories).map(describe) == fresh.factories, "\(context)")
    }

    @Test("an edit of one factory checks that one again; the others come from the previous analysis")
    func oneFactoryEdited() throws {
        var workspace = Workspace()
        workspace.update(path: Self.path, module: "App", text: SourceText(Self.graph))
        #expect(workspace.factoryChecks.reused(in: Self.path) == 0)
        // `Store` is not registered: the finding sits in the page factory, taken from before.
        let edited = SourceText(
            Self.graph.replacingOccurrences(of: "session: Session, @External", with: "session: Sessions, @External"))
        workspace.update(path: Self.path, module: "App", text: edited)
        #expect(workspace.factoryChecks.reused(in: Self.path) == 3)
        Self.expectFresh(workspace, edited)
        let codes = workspace.diagnostics(in: Self.path).map(\.code)
        #expect(codes.contains(.missingRegistration))
    }

    @Test("factories moved by an edit above them are taken with their new positions")
    func movedFactories() throws {
        var workspace = Workspace()
        workspace.update(path: Self.path, module: "App", text: SourceText(Self.graph))
        let moved = SourceText(
            Self.graph.replacingOccurrences(of: "import Cradle\n", with: "import Cradle\nimport Foundation // moved\n"))
        workspace.update(path: Self.path, module: "App", text: moved)
        #expect(workspace.factoryChecks.reused(in: Self.path) == 4)
        Self.expectFresh(workspace, moved)
        let missing = try #require(workspace.diagnostics(in: Self.path).first { $0.code == .missingRegistration })
        let storeRange = try #require(moved.bytes.firstRange(of: Array("Store".utf8)))
        #expect(missing.range == ByteRange(start: storeRange.lowerBound, end: storeRange.upperBound))
    }

    @Test("a factory that stops being valid is checked again and reported; one written back is valid again")
    func invalidatedFactory() throws {
        var workspace = Workspace()
        workspace.update(path: Self.path, module: "App", text: SourceText(Self.graph))
        let broken = SourceText(Self.graph.replacingOccurrences(of: "private func makeClock()", with: "func makeClock()"))
        workspace.update(path: Self.path, module: "App", text: broken)
        Self.expectFresh(workspace, broken)
        #expect(workspace.diagnostics(in: Self.path).contains { $0.code == .providerNotPrivateMethod })
        workspace.update(path: Self.path, module: "App", text: SourceText(Self.graph))
        Self.expectFresh(workspace, SourceText(Self.graph))
        // The declaration written back (an undo) is still in the table: nothing is checked again.
        #expect(workspace.factoryChecks.reused(in: Self.path) == 4)
    }

    @Test("a removed file's checks are dropped; a batch load keeps none")
    func forgotten() throws {
        var workspace = Workspace()
        workspace.update(path: Self.path, module: "App", text: SourceText(Self.graph))
        workspace.update(path: Self.path, module: "App", text: SourceText(Self.graph + "\n"))
        #expect(workspace.factoryChecks.reused(in: Self.path) == 4)
        workspace.remove(path: Self.path)
        workspace.update(path: Self.path, module: "App", text: SourceText(Self.graph))
        #expect(workspace.factoryChecks.reused(in: Self.path) == 0)
        var batch = Workspace()
        batch.add([FileSummary(SourceInput(path: Self.path, module: "App", text: SourceText(Self.graph)))])
        #expect(batch.factoryChecks.count(in: Self.path) == 0)
    }

    @Test("a parameter with two `@Cradle.External`s is bound to the first, as a fresh check binds it")
    func twoExternalAttributes() throws {
        let graph = """
            import Cradle

            @DependencyGraph
            final class LabelGraph {
                @Provide(.transient)
                private func makeLabel(@Cradle.External @Cradle.External title: String) -> Label { Label(title) }
            }

            """
        var workspace = Workspace()
        workspace.update(path: Self.path, module: "App", text: SourceText(graph))
        let moved = SourceText("// moved\n" + graph)
        workspace.update(path: Self.path, module: "App", text: moved)
        #expect(workspace.factoryChecks.reused(in: Self.path) == 1)
        Self.expectFresh(workspace, moved)
        let external = try #require(workspace.entries[Self.path]?.factories.first?.factories.first?.parameters.first?.external)
        let first = try #require(moved.bytes.firstRange(of: Array("@Cradle.External".utf8)))
        #expect(external.range.start == first.lowerBound)
    }

    @Test("declarations typed over and over do not pile up: the table follows the file")
    func bounded() throws {
        var workspace = Workspace()
        var largest = 0
        for edit in 0..<200 {
            let text = Self.graph.replacingOccurrences(of: "makeClock()", with: "makeClock\(edit)()")
            workspace.update(path: Self.path, module: "App", text: SourceText(text))
            if edit > 0 { #expect(workspace.factoryChecks.reused(in: Self.path) == 3) }
            largest = max(largest, workspace.factoryChecks.count(in: Self.path))
        }
        // Four current declarations: the table grows to 2 * 4 + 32 before the old ones go.
        #expect(largest == 2 * 4 + 32)
        #expect(workspace.factoryChecks.count(in: Self.path) >= 4)
    }

    /// Pieces typed into the graph: each can change whether a factory is valid, its lifetime,
    /// its types or its parameters.
    static let pieces = [
        "?", "@External ", "(.transient)", "(.lazy)", "static ", "x: Clock, ", " throws", "<T>", "Clock", "Session",
        "`", " ", "\n", "// c\n", "any ", "[", "]", "@Provide ", "private ", ".", "_ ",
    ]

    @Test("random edits of a graph leave the same findings and factories as a fresh analysis", arguments: 0..<4)
    func differential(_ seed: Int) throws {
        var generator = SeededGenerator(state: UInt64(seed) &* 9_173 &+ 11)
        var workspace = Workspace()
        var bytes = Array(Self.graph.utf8)
        workspace.update(path: Self.path, module: "App", text: SourceText(bytes: bytes))
        var reused = 0
        for step in 0..<150 {
            // Typing, deleting a stretch, or putting the original back.
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<6:
                let piece = Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)]
                bytes.insert(contentsOf: Array(piece.utf8), at: Int.random(in: 0...bytes.count, using: &generator))
            case 6..<9 where !bytes.isEmpty:
                let start = Int.random(in: 0..<bytes.count, using: &generator)
                bytes.removeSubrange(start..<min(bytes.count, start + Int.random(in: 1...6, using: &generator)))
            default:
                bytes = Array(Self.graph.utf8)
            }
            let text = SourceText(bytes: bytes)
            workspace.update(path: Self.path, module: "App", text: text)
            reused += workspace.factoryChecks.reused(in: Self.path)
            Self.expectFresh(workspace, text, "step \(step): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
        // The edits leave most factories alone: most are taken from before.
        #expect(reused >= 100)
    }
}
