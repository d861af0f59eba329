import CradleSyntax
import Testing

@testable import CradleAnalysis

/// Checks the signature help at `marker`: the signature's label and the active parameter's
/// text, or nil where none is offered.
func checkSignatureHelp(
    _ fixture: String, at marker: String, _ expected: (label: String, active: String?)?,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let marked = MarkedWorkspace(fixture)
    let help = marked.workspace.signatureHelp(path: marked.file(marker), offset: marked.offset(marker))
    guard let expected else {
        #expect(help == nil, sourceLocation: sourceLocation)
        return
    }
    #expect(help?.label == expected.label, sourceLocation: sourceLocation)
    #expect(help?.activeParameter.flatMap { help?.parameters[$0].label } == expected.active, sourceLocation: sourceLocation)
    for parameter in help?.parameters ?? [] {
        #expect(
            help?.label.contains(parameter.label) == true, "a parameter is a part of the label", sourceLocation: sourceLocation)
    }
}

private let signatureFixture = """
    -- Sources/App/AppGraph.swift --
    import Cradle

    @DependencyGraph(overrides: true)
    final class AppGraph {
        @Provide private func makeClock() -> Clock { Clock() }
        @Provide(.lazy) private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
        @Provide(.transient) private func makePage(@External index: Int, @External _ title: String, session: Session) -> Page { Page(index) }
    }

    func use(graph: AppGraph) {
        _ = graph.page(1️⃣index: 2️⃣1, 3️⃣"t")
        _ = graph.session(4️⃣)
        _ = AppGraph.override(5️⃣clock: .original, 6️⃣)
        _ = AppGraph.override(session: .mock { clock in Session(7️⃣clock) }, 8️⃣)
        print(9️⃣)
    }
    """

private let overrideSignature =
    "override(clock: DependencyOverride<() -> Clock> = .original, session: DependencyOverride<(Clock) -> Session> = .original, page: DependencyOverride<(Int, String, Session) -> Page> = .original) -> AppGraph.OverrideBuilder"

@Suite("Signature help")
struct SignatureHelpTests {
    @Test("an external method: its @External parameters, the one under the cursor active")
    func externalMethod() {
        let label = "page(index: Int, _ String) -> Page"
        checkSignatureHelp(signatureFixture, at: "1", (label, "index: Int"))
        checkSignatureHelp(signatureFixture, at: "2", (label, "index: Int"))
        checkSignatureHelp(signatureFixture, at: "3", (label, "_ String"))
    }

    @Test("G.override(: one label per factory in declaration order; the label being written, else the next one")
    func override() {
        checkSignatureHelp(
            signatureFixture, at: "5", (overrideSignature, "clock: DependencyOverride<() -> Clock> = .original"))
        checkSignatureHelp(
            signatureFixture, at: "6", (overrideSignature, "session: DependencyOverride<(Clock) -> Session> = .original"))
        checkSignatureHelp(
            signatureFixture, at: "8", (overrideSignature, "page: DependencyOverride<(Int, String, Session) -> Page> = .original")
        )
    }

    @Test("after several labels, the next one the graph declares after the latest of them")
    func nextAfterSeveral() {
        let fixture = signatureFixture.replacingOccurrences(
            of: "AppGraph.override(5️⃣clock: .original, 6️⃣)", with: "AppGraph.override(session: .original, clock: .original, 6️⃣)")
        checkSignatureHelp(
            fixture, at: "6", (overrideSignature, "page: DependencyOverride<(Int, String, Session) -> Page> = .original"))
    }

    @Test("nothing for an accessor that is no method, a call inside a closure, or a plain function")
    func nothing() {
        checkSignatureHelp(signatureFixture, at: "4", nil)
        checkSignatureHelp(signatureFixture, at: "7", nil)
        checkSignatureHelp(signatureFixture, at: "9", nil)
    }
}
