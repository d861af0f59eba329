import CradleSyntax
import Testing

@testable import CradleAnalysis

/// Prepares the call hierarchy at `marker` of a marked fixture and checks its node, its
/// incoming calls and its outgoing calls, each written as `name@file` (`name` for nodes in the
/// prepared node's file), in order.
func checkCallHierarchy(
    _ fixture: String, at marker: String, prepared: String?, incoming: [String], outgoing: [String],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let marked = MarkedWorkspace(fixture)
    let file = marked.file(marker)
    let offset = marked.offset(marker)
    let nodes = marked.workspace.prepareCallHierarchy(path: file, offset: offset)
    #expect(nodes.map(\.name) == (prepared.map { [$0] } ?? []), sourceLocation: sourceLocation)
    guard let node = nodes.first else { return }
    func describe(_ call: CallHierarchyCall) -> String {
        call.node.file == node.file ? call.node.name : "\(call.node.name)@\(call.node.file)"
    }
    let incomingCalls = marked.workspace.incomingCalls(path: node.file, offset: node.selectionRange.start)
    #expect(incomingCalls.map(describe) == incoming, sourceLocation: sourceLocation)
    let outgoingCalls = marked.workspace.outgoingCalls(path: node.file, offset: node.selectionRange.start)
    #expect(outgoingCalls.map(describe) == outgoing, sourceLocation: sourceLocation)
    // Every call names where it happens, in the caller's file.
    #expect(incomingCalls.allSatisfy { !$0.ranges.isEmpty }, sourceLocation: sourceLocation)
}

@Suite("Call hierarchy")
struct CallHierarchyTests {
    static let fixture = """
        -- Sources/App/AppGraph.swift --
        import Cradle

        @DependencyGraph
        final class AppGraph {
            @Provide private func make1️⃣Clock() -> Clock { Clock() }
            @Provide private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
            @Provide private func 2️⃣makeStore(clock: Clock, session: 3️⃣Session) -> Store { Store() }
        }
        -- Sources/Feature/Use.swift --
        import App
        import Cradle

        func use(graph: AppGraph) { _ = graph.cl4️⃣ock }
        func other() { let clock = 5️⃣Clock() }
        """

    @Test("a factory's incoming calls are the factories that take it and its accessor uses in other modules")
    func incomingOfFactory() {
        checkCallHierarchy(
            Self.fixture, at: "1", prepared: "makeClock",
            incoming: ["makeSession", "makeStore", "clock@Sources/Feature/Use.swift"],
            outgoing: [])
    }

    @Test("a factory's outgoing calls are the factories that satisfy its parameters")
    func outgoingOfFactory() {
        checkCallHierarchy(Self.fixture, at: "2", prepared: "makeStore", incoming: [], outgoing: ["makeClock", "makeSession"])
    }

    @Test("a parameter type or an accessor use prepares the factory that provides it")
    func preparedFromUses() {
        checkCallHierarchy(
            Self.fixture, at: "3", prepared: "makeSession", incoming: ["makeStore"], outgoing: ["makeClock"])
        checkCallHierarchy(
            Self.fixture, at: "4", prepared: "makeClock",
            incoming: ["makeSession", "makeStore", "clock@Sources/Feature/Use.swift"],
            outgoing: [])
    }

    @Test("outside a graph there is no call hierarchy")
    func nothingOutsideGraphs() {
        checkCallHierarchy(Self.fixture, at: "5", prepared: nil, incoming: [], outgoing: [])
    }
}
