import CradleSyntax
import Testing

@testable import CradleAnalysis

/// The IDE features in Korean (`.cradle`): the same answers as in English, worded from the
/// table; identifiers and code as written.
@Suite("IDE texts in Korean")
struct IDELanguageTests {
    @Test("hover on a graph, a source, a parameter with no registration, an input member")
    func hover() {
        let marked = MarkedWorkspace(queryFixture)
        func hover(_ marker: String) -> String {
            marked.workspace.hover(path: marked.file(marker), offset: marked.offset(marker), language: .cradle)?.markdown ?? ""
        }
        #expect(hover("4") == "**`AuthGraph`**: class 의존성 graph\n\n등록 1개 (1 `.shared`)")
        #expect(
            hover("5").hasPrefix("**source graph `AuthGraph`**: `authGraph` 프로퍼티에 저장됩니다\n\n**`AuthGraph`**: class 의존성 graph"))
        #expect(hover("2").hasPrefix("`Clock` 타입은 `AppGraph`의 `makeClock` Factory(`.shared`)가 제공합니다\n\n**`clock`**: "))

        let unregistered = MarkedWorkspace(
            "import Cradle\n@DependencyGraph\nfinal class G {\n    @Provide private func makeA(b: 1️⃣B) -> A { A() }\n}\n")
        #expect(
            unregistered.workspace.hover(path: unregistered.file("1"), offset: unregistered.offset("1"), language: .cradle)?
                .markdown.hasPrefix("`G`에 `B` 타입을 반환하는 등록이 없습니다. 타입은 쓰인 그대로 대응합니다.") == true)

        let input = MarkedWorkspace(
            """
            import Cradle
            @DependencyGraph(input: Config.self)
            final class G {
                @Provide private func makeClient() -> Client { Client(input.1️⃣baseURL) }
            }
            struct Config { let baseURL: String }
            """)
        #expect(
            input.workspace.hover(path: input.file("1"), offset: input.offset("1"), language: .cradle)?.markdown
                == "**`G`의 `input.baseURL`**: `String`, `Config`의 멤버\n\nworkspace에 `baseURL` 멤버를 바인딩하는 `G(input:)` 호출이 없습니다.")
    }

    @Test("hover on an override label, and signature help of override( and of an external method")
    func overrideAndSignatureHelp() {
        let marked = MarkedWorkspace(
            """
            import Cradle

            @DependencyGraph(overrides: true)
            final class AppGraph {
                @Provide private func makeClock() -> Clock { Clock() }
                @Provide(.transient) private func makePage(@External index: Int, clock: Clock) -> Page { Page(index) }
            }

            func use(graph: AppGraph) {
                _ = graph.page(1️⃣index: 1)
                _ = AppGraph.override(2️⃣clock: .original)
            }
            """)
        let file = marked.file("1")
        let hover = marked.workspace.hover(path: file, offset: marked.offset("2"), language: .cradle)?.markdown ?? ""
        #expect(hover.hasPrefix("**`AppGraph`의 override `clock:`**: `makeClock` Factory를 대체합니다\n\n```swift\n"), "\(hover)")
        #expect(hover.contains("수명 `.shared`: 대체 closure는 `build()`마다 한 번 실행되며, 그 뒤로 graph가 보관하지 않습니다."))

        let external = marked.workspace.signatureHelp(path: file, offset: marked.offset("1"), language: .cradle)
        #expect(external?.documentation == "`AppGraph`의 외부 메서드: 호출할 때마다 이 값으로 `makePage` Factory를 실행합니다.")
        #expect(external?.parameters.map(\.documentation) == ["`makePage`의 외부 입력(`@External`)"])
        let override = marked.workspace.signatureHelp(path: file, offset: marked.offset("2"), language: .cradle)
        #expect(override?.documentation.hasPrefix("`build()` 한 번 동안 `AppGraph`의 등록을 대체합니다.") == true)
        #expect(
            override?.parameters.map(\.documentation) == [
                "`makeClock` Factory(`.shared`)를 대체", "`makePage` Factory(`.transient`)를 대체",
            ])
    }

    @Test("completion: details, and why an item would be an error, in Korean")
    func completion() {
        let marked = MarkedWorkspace(
            """
            import Cradle

            @DependencyGraph(1️⃣)
            actor Service {
                @Provide private func makeClock() -> Clock { Clock() }
            }
            """)
        let items = marked.workspace.completions(path: marked.file("1"), offset: marked.offset("1"), language: .cradle) ?? []
        let input = items.first { $0.label == "input:" }
        #expect(input?.detail == "`SomeType.self`: 호출하는 쪽은 `G(input: …)`로 쓰고, Factory는 `input.member`를 읽습니다")
        #expect(input?.deprecation == Message.inputOnActor().cradle)
        #expect(items.first { $0.label == ".instance" }?.detail == "기본값: `G()`마다 별개의 graph")
    }

    @Test("code lens with overrides, the inlay hint, fix-all's title")
    func lensHintAndFixAll() {
        let marked = MarkedWorkspace(
            """
            import Cradle

            @DependencyGraph(overrides: true)
            final class AppGraph {
                @Provide private func 1️⃣makeClock() -> Clock { Clock() }
            }

            func use(graph: AppGraph) { _ = graph.clock }
            func test() { _ = AppGraph.override(clock: .original) }
            """)
        let file = marked.file("1")
        #expect(marked.workspace.codeLenses(path: file, language: .cradle).map(\.title) == [".shared · 사용 1곳 · override 1곳"])
        #expect(marked.workspace.codeLenses(path: file).map(\.title) == [".shared · 1 use · 1 override"])
        #expect(marked.workspace.inlayHints(path: file, language: .cradle).map(\.label) == ["(.shared 수명) → clock"])
        let hover = marked.workspace.hover(path: file, offset: marked.offset("1"), language: .cradle)?.markdown ?? ""
        #expect(hover.hasSuffix("소비자 (1): 생성 프로퍼티 사용 1곳\n\noverride한 곳: 1곳"), "\(hover)")

        let findings = Analyzer.analyze([
            SourceInput(
                path: "Test.swift", module: "Test",
                text: SourceText("import Cradle\n@DependencyGraph\nfinal class G {\n    @Provide func makeA() -> A { A() }\n}\n"))
        ])
        #expect(Fix.fixAll(findings, language: .cradle)?.title == "Cradle 진단 모두 수정")
        #expect(Fix.fixAll(findings)?.title == "Fix all Cradle findings")
    }

    @Test("refactorings: titles, disabled reasons and the comment written into the new type")
    func refactorings() {
        let marked = MarkedWorkspace(
            """
            import Cradle

            @1️⃣DependencyGraph
            final class FeedGraph {
                @Provide private func makeFeed() -> Feed { Feed(input.limit) }
            }
            """)
        let offset = marked.offset("1")
        let found = marked.workspace.refactorings(
            path: marked.file("1"), range: ByteRange(start: offset, end: offset), language: .cradle)
        let create = found.first { $0.kind == .extract && $0.title == "`FeedGraph`의 input 타입 `FeedGraphInput` 만들기" }
        #expect(create != nil, "\(found.map(\.title))")
        #expect(
            create?.edits.contains {
                $0.newText.contains("/// 모든 `FeedGraph` 인스턴스가 만들어질 때 받는 값입니다. Factory는 이 값을 `input.member`로 읽습니다.")
            } == true)
    }
}
