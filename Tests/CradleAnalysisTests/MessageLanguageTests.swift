import CradleSyntax
import Testing

@testable import CradleAnalysis

/// How the wording is chosen (`MessageLanguage`), what localizing a finding keeps, and
/// cradle-lsp's own Korean for the codes Cradle does not have.
@Suite("Message language")
struct MessageLanguageTests {
    @Test(
        "Locale names and LSP tags: Korean chooses Cradle's text, everything else English",
        arguments: [
            ("ko_KR.UTF-8", MessageLanguage.cradle), ("ko", .cradle), ("ko-KR", .cradle), ("KO_kr", .cradle),
            ("ko_KR@euro", .cradle), ("en_US.UTF-8", .english), ("C", .english), ("POSIX", .english),
            ("C.UTF-8", .english), ("kok_IN", .english), ("ja-JP", .english),
        ])
    func locales(name: String, language: MessageLanguage) {
        #expect(MessageLanguage(locale: name) == language)
    }

    @Test("An empty locale names nothing, so the next source decides")
    func emptyLocale() {
        #expect(MessageLanguage(locale: "") == nil)
        #expect(MessageLanguage.fromEnvironment(["LC_ALL": "", "LANG": "ko_KR.UTF-8"]) == .cradle)
    }

    @Test("The environment: LC_ALL over LC_MESSAGES over LANG; none set is nil")
    func environment() {
        #expect(MessageLanguage.fromEnvironment([:]) == nil)
        #expect(MessageLanguage.fromEnvironment(["LANG": "ko_KR.UTF-8"]) == .cradle)
        #expect(MessageLanguage.fromEnvironment(["LANG": "ko_KR.UTF-8", "LC_MESSAGES": "C"]) == .english)
        #expect(MessageLanguage.fromEnvironment(["LC_MESSAGES": "en_GB", "LC_ALL": "ko_KR.UTF-8"]) == .cradle)
        #expect(MessageLanguage.fromEnvironment(["LC_ALL": "POSIX", "LANG": "ko_KR.UTF-8"]) == .english)
    }

    @Test("The CLI: --messages over .cradle-lsp.json over the environment, else English")
    func commandLinePrecedence() {
        let korean = ["LANG": "ko_KR.UTF-8"]
        #expect(MessageLanguage.forCommandLine(flag: nil, configuration: nil, environment: [:]) == .english)
        #expect(MessageLanguage.forCommandLine(flag: nil, configuration: nil, environment: korean) == .cradle)
        #expect(MessageLanguage.forCommandLine(flag: nil, configuration: .english, environment: korean) == .english)
        #expect(MessageLanguage.forCommandLine(flag: .cradle, configuration: .english, environment: [:]) == .cradle)
        #expect(MessageLanguage.forCommandLine(flag: .english, configuration: .cradle, environment: korean) == .english)
    }

    @Test("The server: initializationOptions.messages over .cradle-lsp.json over initialize's locale")
    func serverPrecedence() {
        #expect(MessageLanguage.forServer(option: nil, configuration: nil, locale: nil) == .english)
        #expect(MessageLanguage.forServer(option: nil, configuration: nil, locale: "ko-KR") == .cradle)
        #expect(MessageLanguage.forServer(option: nil, configuration: .english, locale: "ko") == .english)
        #expect(MessageLanguage.forServer(option: .cradle, configuration: .english, locale: "en") == .cradle)
        #expect(MessageLanguage.forServer(option: .english, configuration: .cradle, locale: "ko") == .english)
    }

    @Test("Localizing changes the message, note and fix title texts only: code, severity, ranges and edits stay")
    func localizingKeepsEverythingElse() {
        let text = """
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeUser(box: Box<String>) -> User { User() }
            }

            @DependencyGraph
            final class CycleGraph {
                @Provide private func makeA(b: B) -> A { A() }
                @Provide private func makeB(a: A) -> B { B() }
            }
            """
        let english = Analyzer.analyze([SourceInput(path: "Test.swift", module: "Test", text: SourceText(text))])
        let korean = english.map { $0.localized(to: .cradle) }
        #expect(english.count == 2)
        #expect(english.map { $0.localized(to: .english) } == english)
        for (before, after) in zip(english, korean) {
            #expect(after.code == before.code && after.severity == before.severity && after.range == before.range)
            #expect(after.fixes.map(\.edits) == before.fixes.map(\.edits) && after.file == before.file)
            #expect(after.texts == before.texts && after.fixes.map(\.titles) == before.fixes.map(\.titles))
            #expect(after.fixes.map(\.title) == before.fixes.map(\.titles.cradle))
            #expect(after.notes.map(\.range) == before.notes.map(\.range))
            #expect(after.message != before.message)
            #expect(after.message == before.texts.cradle)
            #expect(after.notes.map(\.message) == before.notes.map(\.texts.cradle))
            #expect(after.localized(to: .english) == before)
        }
    }

    @Test("A finding's fixes are titled in Korean with it; English titles stay as they were")
    func fixTitles() {
        let text = """
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide func makeUser() -> User { User() }
            }

            @DependencyGraph
            final class ClockGraph {
                @Provide private func makeClock() -> Clock? { nil }
            }

            @DependencyGraph
            final class SessionGraph {
                @Provide(Lifetime.lazy) private func makeSession() -> Session { Session() }
            }

            @DependencyGraph
            final class FeedGraph {
                @Provide private func makeFeed(profile: Profile) -> Feed { Feed() }
            }
            """
        let english = Analyzer.analyze([SourceInput(path: "Test.swift", module: "Test", text: SourceText(text))])
        let titles = english.flatMap { $0.fixes.map(\.title) }
        let korean = english.flatMap { $0.localized(to: .cradle).fixes.map(\.title) }
        #expect(
            titles.sorted() == [
                "Add a `@Provide` factory for `Profile`", "Make `makeUser` private", "Make the type non-optional `Clock`",
                "Remove the argument (the lifetime becomes `.shared`)", "Write the lifetime as `.lazy`",
            ], "\(titles)")
        #expect(
            korean.sorted() == [
                "`Profile` 타입을 등록하는 `@Provide` Factory 추가", "`makeUser` Factory를 private으로 변경",
                "optional이 아닌 타입으로 변경: `Clock`", "수명을 `.lazy` 형태로 쓰기", "인자 제거 (수명이 `.shared`가 됨)",
            ], "\(korean)")
        #expect(english.flatMap { $0.localized(to: .english).fixes.map(\.title) } == titles)
    }

    @Test("Every code has both wordings; Cradle's end as its sentences do, with a period")
    func everyCodeHasBothWordings() {
        for code in DiagnosticCode.allCases {
            let sample = code.messageSample
            #expect(!sample.message.english.isEmpty && !sample.message.cradle.isEmpty, "\(code)")
            #expect(sample.message.cradle != sample.message.english, "\(code)")
            #expect(!sample.message.english.hasSuffix("."), "\(code)")
            #expect(sample.message.cradle.hasSuffix("다."), "\(code): \(sample.message.cradle)")
            for note in sample.notes { #expect(note.cradle.hasSuffix("다."), "\(code): \(note.cradle)") }
        }
    }

    @Test("Predictions get cradle-lsp's own Korean in Cradle's style")
    func predictions() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class NetworkGraph {
                let timeout = 30.0
                @Provide private func makeClient() -> APIClient { APIClient(timeout: self.timeout) }
            //                                                                       ^^^^ warning shared-factory-uses-instance-member: `.shared` Factory `makeClient` 안의 `self` 참조는 컴파일러가 거부합니다.
            }

            @DependencyGraph(sources: [AuthGraph.self], .shared)
            //                                          ^^^^^^^ warning graph-argument-order: `sources:` 뒤에 쓴 `.shared` 수명 인자는 컴파일러가 거부합니다.
            final class FeatureGraph {}
            """#, language: .cradle
        )
    }

    @Test("A near miss and a misplaced attribute get cradle-lsp's own Korean beside Cradle's text")
    func nearMissAndMisplacedAttribute() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class PlayerGraph {
                private @Provide func makeClock() -> Clock { Clock() }
            //          ^^^^^^^^ warning attribute-misplaced: `private` modifier 뒤에 쓴 `@Provide` attribute는 컴파일러가 거부합니다.
                @Provide private func makeTracks() -> Array<Track> { [] }
                @Provide private func makeQueue(tracks: [Track]) -> Queue { Queue(tracks) }
            //  ^^^^^^^^ note(missing-registration): `makeQueue` Factory가 이 의존성을 요구합니다.
            //                                          ^^^^^^^ error missing-registration: `makeQueue`의 매개변수 타입 `[Track]`에 대응하는 등록이 없습니다.
            //                                          ^^^^^^^ information registration-near-miss: 매개변수 타입 `[Track]`의 표기가 `makeTracks` Factory의 등록 타입 `Array<Track>`에 가깝습니다.
            }
            """#, language: .cradle
        )
    }

    @Test("A bodyless factory returning a protocol gets cradle-lsp's own Korean")
    func bodylessProtocolResult() {
        checkDiagnostics(
            #"""
            import Cradle

            protocol MessageStore: Sendable {
                func save(_ message: String)
            }

            @DependencyGraph
            final class StorageGraph {
                @Provide(.lazy) private func makeStore() -> MessageStore
            //                                              ^^^^^^^^^^^^ warning bodyless-factory-protocol-result: `MessageStore` 타입이 프로토콜이므로 `makeStore` Factory의 생성 본문은 컴파일러가 거부합니다.
            }
            """#, language: .cradle
        )
    }

    @Test("An invalid suppression comment is worded in the chosen language")
    func invalidSuppression() {
        let text = SourceText("let a = 1 // cradle-lsp:ignore no-such-code\nlet b = 2 // cradle-lsp:ignore\n")
        let review = FindingPolicy().review([], path: "Test.swift", text: text)
        #expect(
            review.diagnostics.map { $0.localized(to: .cradle).message } == [
                "`cradle-lsp:ignore` 주석의 `no-such-code` code는 알 수 없는 code입니다.",
                "`cradle-lsp:ignore` 주석에 code가 없어 아무것도 숨기지 않습니다.",
            ])
        #expect(
            review.diagnostics.map(\.message) == [
                "`cradle-lsp:ignore` names unknown code `no-such-code`", "`cradle-lsp:ignore` names no code; it silences nothing",
            ])
    }
}
