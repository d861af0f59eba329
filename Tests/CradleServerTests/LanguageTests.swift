import CradleProtocol
import Foundation
import Testing

@testable import CradleServer

/// What the server says besides findings, in the language the client chose: hover, code lens,
/// inlay hints, completion details, refactoring titles and the indexing progress. English stays
/// as it was; `initializationOptions.messages: "cradle"` or the `ko` locale choose Korean.
@Suite("Language server texts in the chosen language", .serialized)
struct LanguageTests {
    static let graph = """
        import Cradle

        @DependencyGraph
        final class AppGraph {
            @Provide private func makeClock() -> Clock { Clock() }
            @Provide(.lazy) private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
        }
        func use(graph: AppGraph) { _ = graph.clock }

        """
    static let lifetimes = """
        import Cradle

        @DependencyGraph
        final class Lifetimes {
            @Provide(.) private func makeA() -> A { A() }
        }

        """

    /// The texts one session shows.
    struct Shown {
        var hover = ""
        var lenses: [String] = []
        var hints: [String] = []
        var sharedDetail = ""
        var actions: [(title: String, disabled: String?)] = []
        var progress: [String] = []
    }

    /// Opens both documents in a server initialized with `params` (besides the capabilities)
    /// and asks for everything at `makeClock` and inside `@Provide(.`.
    static func session(_ params: [String: JSON]) throws -> Shown {
        let client = TestClient()
        var initialize: [String: JSON] = [
            "capabilities": [
                "window": ["workDoneProgress": true], "textDocument": ["codeAction": ["disabledSupport": true]],
            ]
        ]
        initialize.merge(params) { _, new in new }
        client.send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": .object(initialize)])
        client.send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        let uri = FileURI.uri("/virtual/AppGraph.swift")
        let lifetimesURI = FileURI.uri("/virtual/Lifetimes.swift")
        for (documentURI, text) in [(uri, graph), (lifetimesURI, lifetimes)] {
            client.send([
                "jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": [
                    "textDocument": ["uri": .string(documentURI), "languageId": "swift", "version": 1, "text": .string(text)]
                ],
            ])
        }
        let document: JSON = ["uri": .string(uri)]
        let makeClock = position(of: "makeClock", in: graph)
        client.send([
            "jsonrpc": "2.0", "id": 2, "method": "textDocument/hover",
            "params": ["textDocument": document, "position": makeClock],
        ])
        client.send(["jsonrpc": "2.0", "id": 3, "method": "textDocument/codeLens", "params": ["textDocument": document]])
        client.send(["jsonrpc": "2.0", "id": 4, "method": "textDocument/inlayHint", "params": ["textDocument": document]])
        client.send([
            "jsonrpc": "2.0", "id": 5, "method": "textDocument/completion",
            "params": [
                "textDocument": ["uri": .string(lifetimesURI)], "position": position(of: ")", in: lifetimes),
            ],
        ])
        client.send([
            "jsonrpc": "2.0", "id": 6, "method": "textDocument/codeAction",
            "params": [
                "textDocument": document, "range": ["start": makeClock, "end": makeClock],
                "context": ["diagnostics": [], "only": ["refactor"]],
            ],
        ])
        var shown = Shown()
        shown.hover = try #require(client.answer(2)?["result"]?["contents"]?["value"]?.stringValue)
        shown.lenses = client.answer(3)?["result"]?.arrayValue?.compactMap { $0["command"]?["title"]?.stringValue } ?? []
        shown.hints = client.answer(4)?["result"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        let items = client.answer(5)?["result"]?["items"]?.arrayValue ?? []
        shown.sharedDetail = try #require(
            items.first { $0["label"]?.stringValue == ".shared" }?["detail"]?.stringValue)
        shown.actions =
            client.answer(6)?["result"]?.arrayValue?.compactMap { action in
                action["title"]?.stringValue.map { ($0, action["disabled"]?["reason"]?.stringValue) }
            } ?? []
        shown.progress = client.messages("$/progress").compactMap { message in
            let value = message["params"]?["value"]
            return value?["title"]?.stringValue ?? value?["message"]?.stringValue
        }
        return shown
    }

    /// The LSP position of the first `needle` in `text` (ASCII before it).
    static func position(of needle: String, in text: String) -> JSON {
        let before = text[..<(text.range(of: needle)?.lowerBound ?? text.endIndex)]
        let lines = before.components(separatedBy: "\n")
        return ["line": .int(lines.count - 1), "character": .int(lines.last?.utf16.count ?? 0)]
    }

    @Test("with initializationOptions.messages \"cradle\", everything the editor shows is in Korean")
    func korean() throws {
        let shown = try Self.session(["initializationOptions": ["messages": "cradle"], "locale": "en-US"])
        #expect(
            shown.hover == """
                **`clock`**: `AppGraph`의 `Clock` 등록

                ```swift
                appGraph.clock
                ```
                수명: `.shared`. graph 인스턴스마다 graph를 만들 때 한 번 생성되고, graph가 살아 있는 동안 유지됩니다.

                의존성: 없음

                소비자 (2): `makeSession`, 생성 프로퍼티 사용 1곳
                """)
        #expect(shown.lenses == [".shared · 사용 2곳", ".lazy · 사용 0곳"])
        #expect(shown.hints == ["(.shared 수명) → clock", "→ session"])
        #expect(shown.sharedDetail == "기본값: graph 인스턴스마다 graph를 만들 때 한 번 생성되고, graph가 살아 있는 동안 유지됩니다")
        let titles = shown.actions.map(\.title)
        #expect(titles.contains("`makeClock` Factory를 `.lazy` 수명으로 변경"), "\(titles)")
        #expect(
            titles.contains("`makeClock` Factory를 `.transient` 수명으로 변경, 함께 변경할 Factory: `makeSession` `.transient`"),
            "\(titles)")
        let transient = shown.actions.first { $0.title == "`makeClock` Factory를 `.transient` 수명으로 변경" }
        #expect(
            transient?.disabled?.hasPrefix("`makeSession` Factory(`.lazy`, `AppGraph.swift:6`)가 이 값을 매개변수로 받음: ") == true,
            "\(String(describing: transient?.disabled))")
        let move = shown.actions.first { $0.title == "`makeClock` Factory를 새 source graph(`ClockGraph`)로 옮기기" }
        #expect(
            move?.disabled
                == "`AppGraph.swift:8`에서 `AppGraph` graph를 통해 `clock` 프로퍼티를 읽습니다. `clockGraph` 프로퍼티는 `AppGraph` 안에서만 보이는 private 프로퍼티가 됩니다",
            "\(String(describing: move?.disabled))")
        #expect(shown.progress == ["Cradle graph 인덱싱", "파일 0개"])
    }

    @Test("the ko locale chooses Korean too; without either, the texts are English as before")
    func localeAndEnglish() throws {
        let korean = try Self.session(["locale": "ko-KR"])
        #expect(korean.hover.hasPrefix("**`clock`**: `AppGraph`의 `Clock` 등록"))
        #expect(korean.lenses.first == ".shared · 사용 2곳")

        let english = try Self.session([:])
        #expect(
            english.hover == """
                **`clock`**: registration of `Clock` in `AppGraph`

                ```swift
                appGraph.clock
                ```
                Lifetime: `.shared`, created once per graph instance, while the graph is built, and kept as long as the graph lives.

                Dependencies: none

                Consumers (2): `makeSession`, 1 accessor use
                """)
        #expect(english.lenses == [".shared · 2 uses", ".lazy · 0 uses"])
        #expect(english.hints == ["(.shared) → clock", "→ session"])
        #expect(
            english.sharedDetail
                == "the default: created once per graph instance, while the graph is built, and kept as long as the graph lives")
        let titles = english.actions.map(\.title)
        #expect(titles.contains("Make `makeClock` `.lazy`"), "\(titles)")
        #expect(titles.contains("Make `makeClock` `.transient`, and `makeSession` `.transient`"), "\(titles)")
        #expect(titles.contains("Move `makeClock` to a new source graph `ClockGraph`"), "\(titles)")
        #expect(english.progress == ["Indexing Cradle graphs", "0 files"])
    }
}
