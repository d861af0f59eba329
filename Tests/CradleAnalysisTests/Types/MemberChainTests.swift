import CradleSyntax
import Testing

@testable import CradleAnalysis

/// Two graphs that both generate `clock`, and a non-graph type with a `clock` member: a read
/// of `clock` is `AppGraph`'s only when its receiver's type is.
let chainGraphs = """
    -- Sources/App/Graphs.swift --
    import Cradle

    @DependencyGraph(.shared)
    final class AppGraph: Sendable {
        @Provide private func makeClock() -> Clock { Clock() }
    }

    @DependencyGraph
    final class OtherGraph {
        @Provide private func makeClock() -> Clock { Clock() }
    }

    struct Box {
        let clock: Clock
        let graph: AppGraph
        let other: OtherGraph
    }

    """

/// A use file, and the graph whose accessor the marked `clock` reads (nil: no graph's).
struct ChainCase: CustomTestStringConvertible, Sendable {
    var name: String
    var use: String
    var graph: String?
    var testDescription: String { name }
}

let chainCases: [ChainCase] = [
    ChainCase(name: "a parameter", use: "func f(g: AppGraph) { _ = g.1️⃣clock }", graph: "AppGraph"),
    ChainCase(name: "a parameter of another graph", use: "func f(g: OtherGraph) { _ = g.1️⃣clock }", graph: "OtherGraph"),
    ChainCase(
        name: "a local with a written type", use: "func f() {\n    let g: AppGraph = make()\n    _ = g.1️⃣clock\n}",
        graph: "AppGraph"),
    ChainCase(
        name: "a local from an initialiser", use: "func f() {\n    let g = OtherGraph()\n    _ = g.1️⃣clock\n}", graph: "OtherGraph"
    ),
    ChainCase(name: "G.shared", use: "func f() { _ = AppGraph.shared.1️⃣clock }", graph: "AppGraph"),
    ChainCase(
        name: "a nested type's static property",
        use: """
            enum Registry {
                final class Holder {
                    static let other = OtherGraph()
                }
            }
            func f() { _ = Registry.Holder.other.1️⃣clock }
            """, graph: "OtherGraph"),
    ChainCase(
        name: "an initialiser call with arguments", use: "func f() { _ = OtherGraph(name: \"x\", 1).1️⃣clock }", graph: "OtherGraph"
    ),
    ChainCase(name: "a var local", use: "func f() {\n    var g = OtherGraph()\n    _ = g.1️⃣clock\n}", graph: "OtherGraph"),
    ChainCase(
        name: "a closure parameter hides the outer name",
        use: """
            final class Holder {
                let graph = OtherGraph()
                func f(_ list: [AppGraph]) { list.forEach { graph, index in _ = graph.1️⃣clock } }
            }
            """, graph: nil),
    ChainCase(
        name: "self in a type nested in another",
        use: """
            final class Outer {
                let other = AppGraph()
                final class Inner {
                    let other = OtherGraph()
                    func f() { _ = self.other.1️⃣clock }
                }
            }
            """, graph: "OtherGraph"),
    ChainCase(
        name: "a source graph's generated property",
        use: """
            -- Sources/App/Composed.swift --
            import Cradle

            @DependencyGraph(sources: [OtherGraph.self])
            final class ComposedGraph {
                @Provide private func makeLogger() -> Logger { Logger() }
            }

            func f(c: ComposedGraph) { _ = c.otherGraph.1️⃣clock }
            """, graph: "OtherGraph"),
    ChainCase(name: "G.init(…)", use: "func f() { _ = OtherGraph.init().1️⃣clock }", graph: "OtherGraph"),
    ChainCase(
        name: "a stored property through self",
        use: """
            final class Holder {
                let graph: AppGraph
                init(graph: AppGraph) { self.graph = graph }
                func f() { _ = self.graph.1️⃣clock }
            }
            """, graph: "AppGraph"),
    ChainCase(
        name: "an enclosing type's property, bare",
        use: """
            final class Holder {
                let graph = OtherGraph()
                func f() { _ = graph.1️⃣clock }
            }
            """, graph: "OtherGraph"),
    ChainCase(
        name: "optional chaining",
        use: """
            final class Holder {
                var graph: AppGraph?
                func f() { _ = graph?.1️⃣clock }
            }
            """, graph: "AppGraph"),
    ChainCase(
        name: "a force unwrap of a lazy property",
        use: """
            final class Holder {
                lazy var graph: OtherGraph! = OtherGraph()
                func f() { _ = graph!.1️⃣clock }
            }
            """, graph: "OtherGraph"),
    ChainCase(
        name: "a member chain through a type of another file", use: "func f(box: Box) { _ = box.other.1️⃣clock }",
        graph: "OtherGraph"),
    ChainCase(
        name: "a chain continued on the next lines", use: "func f(box: Box) {\n    _ = box\n        .graph\n        .1️⃣clock\n}",
        graph: "AppGraph"),
    ChainCase(
        name: "a method's result",
        use: """
            final class Factory {
                func makeGraph() -> OtherGraph { OtherGraph() }
                func f() { _ = makeGraph().1️⃣clock }
            }
            """, graph: "OtherGraph"),
    ChainCase(name: "a global", use: "let sharedOther = OtherGraph()\nfunc f() { _ = sharedOther.1️⃣clock }", graph: "OtherGraph"),
    ChainCase(
        name: "a local shadowing a property",
        use: """
            final class Holder {
                let graph: AppGraph
                init(graph: AppGraph) { self.graph = graph }
                func f() {
                    let graph = OtherGraph()
                    _ = graph.1️⃣clock
                }
            }
            """, graph: "OtherGraph"),
    ChainCase(
        name: "a superclass's stored property",
        use: """
            class Base {
                let other = OtherGraph()
            }
            final class Derived: Base {}
            func f(d: Derived) { _ = d.other.1️⃣clock }
            """, graph: "OtherGraph"),
    ChainCase(name: "a concrete non-graph type's own member", use: "func f(box: Box) { _ = box.1️⃣clock }", graph: nil),
    ChainCase(
        name: "an implicit self inside an extension of the graph",
        use: "extension OtherGraph {\n    func f() -> Clock { 1️⃣clock }\n}", graph: "OtherGraph"),
    ChainCase(
        name: "a parameter hiding the accessor in an extension",
        use: "extension AppGraph {\n    func f(clock: Clock) -> Clock { 1️⃣clock }\n}", graph: nil),
]

@Suite("Member chains")
struct MemberChainTests {
    @Test("a read resolves through its receiver's type", arguments: chainCases)
    func resolves(_ chain: ChainCase) {
        let fixture = chainGraphs + "-- Sources/App/Use.swift --\n" + chain.use + "\n"
        if let graph = chain.graph {
            checkHover(fixture, at: "1", .startingWith("**`clock`**: registration of `Clock` in `\(graph)`"), covering: "clock")
        } else {
            checkHover(fixture, at: "1", nil)
        }
    }

    @Test("a long function's reads resolve through its locals, the latest binding first, once the file is indexed")
    func manyReadsThroughLocals() {
        let appReads = String(repeating: "    _ = g.clock\n", count: 10)
        let otherReads = String(repeating: "        _ = g.clock\n", count: 3)
        let fixture =
            chainGraphs + "-- Sources/App/Use.swift --\nfunc wire() {\n    let g = AppGraph()\n" + appReads
            + "    do {\n        let g = OtherGraph()\n" + otherReads + "    }\n}\n"
        checkCodeLens(fixture, ["makeClock: .shared · 10 uses", "makeClock: .shared · 3 uses"])
    }

    @Test("a file over a megabyte keeps no type shapes in its entry; chains through it still resolve, read again after a release")
    func largeFilesShapesAreReadOnDemand() {
        let padding = String(repeating: "// padding line that only makes the file large enough\n", count: 20_000)
        let fixture =
            chainGraphs + "-- Sources/App/Holder.swift --\n" + padding + "struct Holder {\n    let graph: AppGraph\n}\n"
            + "-- Sources/App/Use.swift --\nfunc f(h: Holder) { _ = h.graph.1️⃣clock }\n"
        let marked = MarkedWorkspace(fixture)
        #expect((marked.workspace.text(of: "Sources/App/Holder.swift")?.count ?? 0) > TypeShapeCache.keptTextLimit)
        #expect(marked.workspace.entries["Sources/App/Holder.swift"]?.typeShapes == nil)
        #expect(marked.workspace.entries["Sources/App/Graphs.swift"]?.typeShapes != nil)
        checkHover(fixture, at: "1", .startingWith("**`clock`**: registration of `Clock` in `AppGraph`"), covering: "clock")
        marked.workspace.releaseKeptTrees()
        let hover = marked.workspace.hover(path: marked.file("1"), offset: marked.offset("1"))
        #expect(hover?.markdown.hasPrefix("**`clock`**: registration of `Clock` in `AppGraph`") == true)
    }

    @Test("a large file's shapes, read for a query, are forgotten when the file changes or goes, not kept until quiet")
    func largeFilesShapesGoWithTheFile() {
        let padding = String(repeating: "// padding line that only makes the file large enough\n", count: 20_000)
        let holder = padding + "struct Holder {\n    let graph: AppGraph\n}\n"
        let fixture =
            chainGraphs + "-- Sources/App/Holder.swift --\n" + holder
            + "-- Sources/App/Use.swift --\nfunc f(h: Holder) { _ = h.graph.1️⃣clock }\n"
        let marked = MarkedWorkspace(fixture)
        var workspace = marked.workspace
        #expect(workspace.hover(path: marked.file("1"), offset: marked.offset("1")) != nil)
        #expect(workspace.shapeCache.count == 1)
        workspace.update(path: "Sources/App/Holder.swift", module: "App", text: SourceText(holder + "// edited\n"))
        #expect(workspace.shapeCache.count == 0)
        #expect(workspace.hover(path: marked.file("1"), offset: marked.offset("1")) != nil)
        #expect(workspace.shapeCache.count == 1)
        workspace.remove(path: "Sources/App/Holder.swift")
        #expect(workspace.shapeCache.count == 0)
    }

    @Test("only the graph a receiver resolves to is read: the other's same-named accessor stays unused")
    func otherGraphsAccessorIsNotARead() {
        let fixture = chainGraphs + "-- Sources/App/Use.swift --\nfunc f(g: OtherGraph) { _ = g.clock }\n"
        let marked = MarkedWorkspace(fixture)
        let unused = marked.workspace.diagnostics.filter { $0.code == .unusedRegistration }
        #expect(unused.count == 1)
        // AppGraph's makeClock is the first one in the file.
        let appClock = marked.workspace.entries["Sources/App/Graphs.swift"]?.factories.first?.factories.first
        #expect(unused.first?.range == appClock?.function.name.range)
    }

    @Test("a receiver of unknown type reads by name: a possible use, and no unused-registration")
    func unknownReceiver() {
        let fixture = """
            -- Sources/App/Graph.swift --
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func 1️⃣makeClock() -> Clock { Clock() }
            }
            -- Sources/App/Use.swift --
            func f(p: any ClockProviding) { _ = p.clock }
            """
        let marked = MarkedWorkspace(fixture)
        #expect(marked.workspace.diagnostics.isEmpty)
        checkHover(fixture, at: "1", .startingWith("**`clock`**"))
        let hover = marked.workspace.hover(path: marked.file("1"), offset: marked.offset("1"))
        #expect(hover?.markdown.hasSuffix("Consumers (1): 1 possible accessor use (receiver type unknown)") == true)
        checkCodeLens(fixture, ["makeClock: .shared · 1 use"])
    }

    /// One graph generating `clock`, and a use file.
    static func oneGraph(_ use: String) -> Workspace {
        let fixture = """
            -- Sources/App/Graph.swift --
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
            }
            -- Sources/App/Use.swift --

            """ + use + "\n"
        return MarkedWorkspace(fixture).workspace
    }

    @Test(
        "what is not a read of the only graph's accessor, and what is",
        arguments: [
            // A concrete workspace type's own member of that name.
            ("struct Box { let clock: Clock }\nfunc f(box: Box) { _ = box.clock }", true),
            // An argument label inside an extension of the graph.
            ("extension AppGraph {\n    func f() { use(clock: 1) }\n}", true),
            // An implicit member: a static on the contextual type, never a graph instance's accessor.
            ("func f() -> Clock { .clock }", true),
            // A protocol declared in the workspace: any conforming type may be the graph.
            ("protocol ClockProviding { var clock: Clock { get } }\nfunc f(p: any ClockProviding) { _ = p.clock }", false),
            // A file whose first token is the accessor's name.
            ("clock.tick()\nfunc f(g: AppGraph) { _ = g.clock }", false),
        ])
    func readsOfOneGraph(_ use: String, unused: Bool) {
        let findings = Self.oneGraph(use).diagnostics.filter { $0.code == .unusedRegistration }
        #expect(findings.isEmpty == !unused, "\(use)")
    }

    @Test("hover's consumers and unused-registration never disagree", arguments: chainCases)
    func hoverAgreesWithTheNote(_ chain: ChainCase) {
        let fixture = chainGraphs + "-- Sources/App/Use.swift --\n" + chain.use + "\n"
        let marked = MarkedWorkspace(fixture)
        let workspace = marked.workspace
        let path = "Sources/App/Graphs.swift"
        let unused = Set(workspace.diagnostics(in: path).filter { $0.code == .unusedRegistration }.map(\.range))
        for graph in workspace.entries[path]?.factories ?? [] {
            for factory in graph.factories {
                let hover = workspace.hover(path: path, offset: factory.function.name.range.start)?.markdown ?? ""
                #expect(hover.hasSuffix("Consumers: none") == unused.contains(factory.function.name.range), "\(hover)")
            }
        }
    }

    @Test("a file that moves to a module that cannot see the graph takes its reads along: the graph's stamp moves")
    func stampWhenAReaderMovesModules() {
        // `Lib` sees nothing of `App`; its own file already reads the name, which does not count.
        var workspace = Workspace(visibility: ModuleVisibility(dependencies: ["App": [], "Lib": []]))
        let graph = "Sources/App/Graph.swift"
        let files = [
            (
                graph, "App",
                "import Cradle\n@DependencyGraph\nfinal class AppGraph {\n    @Provide private func makeClock() -> Clock { Clock() }\n}\n"
            ),
            ("Sources/Lib/Old.swift", "Lib", "func g(h: AppGraph) { _ = h.clock }"),
            ("Sources/App/Use.swift", "App", "func f(g: AppGraph) { _ = g.clock }"),
        ]
        for file in files { workspace.update(path: file.0, module: file.1, text: SourceText(file.2)) }
        #expect(!workspace.diagnostics(in: graph).contains { $0.code == .unusedRegistration })
        let before = workspace.findingsStamp(of: graph)
        // The same text, now compiled by `Lib`: `App` no longer uses the name, `Lib` still does.
        workspace.update(path: "Sources/App/Use.swift", module: "Lib", text: SourceText(files[2].2))
        #expect(workspace.findingsStamp(of: graph) != before)
        #expect(workspace.diagnostics(in: graph).contains { $0.code == .unusedRegistration })
    }

    @Test("an edit inside an extension of a nested graph that hides its accessor's bare read moves the graph's stamp")
    func stampOfBareReadsInAnExtension() {
        var workspace = Workspace()
        let graph = "Sources/App/Graph.swift"
        workspace.update(
            path: graph, module: "App",
            text: SourceText(
                "import Cradle\nenum Outer {\n    @DependencyGraph\n    final class AppGraph {\n        @Provide private func makeClock() -> Clock { Clock() }\n    }\n}\n"
            ))
        // Many bare names that no graph generates, and one that the graph does: whichever order
        // the file's set of names is walked in, the generated one is bumped.
        let others = (0..<40).map { "_ = local\($0)" }.joined(separator: "; ")
        let text = { (parameter: String) in "extension Outer.AppGraph { func p(\(parameter)) { \(others); _ = clock } }" }
        func unused() -> Bool { workspace.diagnostics(in: graph).contains { $0.code == .unusedRegistration } }
        workspace.update(path: "Sources/App/Ext.swift", module: "App", text: SourceText(text("")))
        #expect(!unused())
        let before = workspace.findingsStamp(of: graph)
        // A parameter of the accessor's name hides it: the bare name reads the parameter.
        workspace.update(path: "Sources/App/Ext.swift", module: "App", text: SourceText(text("clock: Int")))
        #expect(workspace.findingsStamp(of: graph) != before)
        #expect(unused())
    }

    @Test("a read verdict is reused while its factory's stamp stays, and found again once it moves")
    func readVerdicts() {
        var workspace = Self.oneGraph("func f(g: AppGraph) { _ = g.clock }")
        let graph = "Sources/App/Graph.swift"
        func unused() -> Bool { workspace.diagnostics(in: graph).contains { $0.code == .unusedRegistration } }
        #expect(!unused())
        #expect(workspace.readVerdicts.count == 1)
        // The graph's own file changes without moving the stamp: the recorded verdict is the
        // one used (a false one planted at the same stamp shows through).
        workspace.update(
            path: graph, module: "App", text: SourceText("\n" + String(decoding: workspace.text(of: graph)!.bytes, as: UTF8.self))
        )
        guard let entry = workspace.entries[graph]?.factories.first, let clock = entry.factories.first else {
            Issue.record("no graph")
            return
        }
        let key = ReadVerdicts.Key(graphPath: graph, graph: entry.graph.lexicalPath, accessor: clock.comparisonName)
        workspace.readVerdicts.record([(key, workspace.readStamp(of: clock, in: entry), false)], limit: 10)
        #expect(unused())
        // The reading file's receiver changes: the stamp moves, the reads are resolved again.
        let box = "struct Box { let clock: Int }\n"
        workspace.update(
            path: "Sources/App/Use.swift", module: "App", text: SourceText(box + "func f(g: AppGraph) { _ = g.clock }"))
        #expect(!unused())
        workspace.update(path: "Sources/App/Use.swift", module: "App", text: SourceText(box + "func f(g: Box) { _ = g.clock }"))
        #expect(unused())
    }

    @Test("the stamp that keeps a graph's cached findings valid moves exactly when a read of its accessors may change")
    func findingsStamp() {
        var workspace = Self.oneGraph("func f(g: AppGraph) { _ = g.clock }")
        workspace.update(
            path: "Sources/App/Other.swift", module: "App",
            text: SourceText(
                "import Cradle\n@DependencyGraph\nfinal class OtherGraph {\n    @Provide private func makeTimer() -> Timer { Timer() }\n}\n"
            ))
        let graph = "Sources/App/Graph.swift"
        let other = "Sources/App/Other.swift"
        /// Which of the two graphs' stamps an update moves.
        func moves(_ path: String, _ text: String) -> (app: Bool, other: Bool) {
            let before = (workspace.findingsStamp(of: graph), workspace.findingsStamp(of: other))
            workspace.update(path: path, module: "App", text: SourceText(text))
            return (workspace.findingsStamp(of: graph) != before.0, workspace.findingsStamp(of: other) != before.1)
        }
        // A new file may declare anything: every graph.
        #expect(moves("Sources/App/Second.swift", "func g(h: AppGraph) { _ = h.clock }") == (true, true))
        // Its receiver changes, the names stay the same: only the graph whose accessor it reads.
        #expect(moves("Sources/App/Second.swift", "func g(h: Box) { _ = h.clock }") == (true, false))
        #expect(moves("Sources/App/Second.swift", "func g(h: Box) { _ = h.timer }") == (true, true))
        #expect(moves("Sources/App/Second.swift", "func g(h: Box) { _ = h.timer; let a = 1 }") == (false, true))
        // A comment changes nothing that resolves.
        #expect(moves("Sources/App/Second.swift", "func g(h: Box) { _ = h.timer; let a = 1 } // a box") == (false, false))
        // A body edit in a file that reads no accessor changes nothing that resolves either.
        #expect(moves("Sources/App/Plain.swift", "func p() { let a = 1 }") == (true, true))
        #expect(moves("Sources/App/Plain.swift", "func p() { let a = 2 }") == (false, false))
        // A member name that a graph generates coming into use, in a file reading no accessor yet.
        #expect(moves("Sources/App/Plain.swift", "func p() { let a = 2; _ = x.clock }") == (true, false))
        // Code inside an extension of a graph: uses through implicit `self`.
        #expect(moves("Sources/App/Ext.swift", "extension OtherGraph { func p() { _ = 1 } }") == (true, true))
        #expect(moves("Sources/App/Ext.swift", "extension OtherGraph { func p() { _ = 2 } }") == (false, true))
        // A declaration's shape moves every graph.
        #expect(
            moves("Sources/App/Plain.swift", "struct Box { let clock: Clock }\nfunc p() { let a = 2; _ = x.clock }") == (
                true, true
            ))
        // So does an edit of a graph's own file, for itself through its generation, and for the
        // rest only when its generated names or shape change: white space above it does not.
        #expect(
            moves(other, "\n" + (workspace.text(of: other).map { String(decoding: $0.bytes, as: UTF8.self) } ?? "")) == (
                false, false
            ))
    }
}
