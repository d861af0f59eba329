import CradleSyntax
import Foundation
import Testing

@testable import CradleAnalysis

/// The `--analyze` text report (`AnalysisReport.text(in:)`) in both languages, and the
/// statistics' words.
@Suite("Analysis report text")
struct AnalysisReportTextTests {
    static let fixture = """
        -- Sources/App/AppGraph.swift --
        import Cradle

        @DependencyGraph
        final class AppGraph {
            @Provide private func makeClock() -> Clock { Clock() }
            @Provide(.lazy) private func makeSession(clock: Clock) -> Session { Session() }
            @Provide(.transient) private func makeRequest(session: Session) -> Request { Request() }
            @Provide(.transient) private func makeTicket(@External id: Int) -> Ticket { Ticket() }
            @Provide private func makeFeed(names: [String]) -> Feed { Feed() }
            @Provide private func makeNames() -> Array<String> { [] }
        }
        """

    static func report() -> AnalysisReport {
        AnalysisReport(workspace: MarkedWorkspace(fixture).workspace, reported: nil, composition: nil, view: "composition")
    }

    @Test("English: counts, chains, fans, betweenness, dominators and the contested bindings")
    func english() {
        #expect(
            Self.report().text(in: .english) == """
                AppGraph (App, Sources/App/AppGraph.swift): 5 registrations, 3 shared, 1 lazy, 1 transient, 1 external methods
                  chain (2): AppGraph.request → AppGraph.session → AppGraph.clock
                  fan-in: AppGraph.clock 1, AppGraph.session 1
                  fan-out: AppGraph.request 1, AppGraph.session 1
                  betweenness: AppGraph.session 1.0
                  every path to AppGraph.clock passes AppGraph.session, AppGraph.request
                  every path to AppGraph.session passes AppGraph.request

                the app (declarations view): 1 graph nodes, 5 provider nodes, 3 shared providers, 1 lazy providers, 1 transient providers, 1 graphs in App
                  chain (2): Request makeRequest .transient → Session makeSession .lazy → Clock makeClock .shared
                  fan-in: Clock makeClock .shared 1, Session makeSession .lazy 1
                  fan-out: Request makeRequest .transient 1, Session makeSession .lazy 1
                  betweenness: Session makeSession .lazy 1.0
                  every path to Clock makeClock .shared passes App.AppGraph
                  every path to Feed makeFeed .shared passes App.AppGraph
                  every path to Array<String> makeNames .shared passes App.AppGraph
                  every path to Request makeRequest .transient passes App.AppGraph
                  every path to Session makeSession .lazy passes App.AppGraph

                Why these bindings:
                  AppGraph.makeFeed(… [String] …): no registration
                    not AppGraph.makeNames [identity-differs]: `Array<String>` and `[String]` are the same type spelled two ways; Cradle compares spellings

                """)
    }

    @Test("Korean: the same report in Cradle's terms")
    func korean() {
        #expect(
            Self.report().text(in: .cradle) == """
                AppGraph (App, Sources/App/AppGraph.swift): 등록 5개, shared 수명 3개, lazy 수명 1개, transient 수명 1개, 외부 메서드 1개
                  의존성 사슬 (2): AppGraph.request → AppGraph.session → AppGraph.clock
                  팬인: AppGraph.clock 1, AppGraph.session 1
                  팬아웃: AppGraph.request 1, AppGraph.session 1
                  매개 중심성: AppGraph.session 1.0
                  AppGraph.clock에 이르는 모든 경로가 지나는 곳: AppGraph.session, AppGraph.request
                  AppGraph.session에 이르는 모든 경로가 지나는 곳: AppGraph.request

                앱 전체 (declarations 보기): graph 노드 1개, provider 노드 5개, shared 수명 provider 3개, lazy 수명 provider 1개, transient 수명 provider 1개, App 모듈의 graph 1개
                  의존성 사슬 (2): Request makeRequest .transient → Session makeSession .lazy → Clock makeClock .shared
                  팬인: Clock makeClock .shared 1, Session makeSession .lazy 1
                  팬아웃: Request makeRequest .transient 1, Session makeSession .lazy 1
                  매개 중심성: Session makeSession .lazy 1.0
                  Clock makeClock .shared에 이르는 모든 경로가 지나는 곳: App.AppGraph
                  Feed makeFeed .shared에 이르는 모든 경로가 지나는 곳: App.AppGraph
                  Array<String> makeNames .shared에 이르는 모든 경로가 지나는 곳: App.AppGraph
                  Request makeRequest .transient에 이르는 모든 경로가 지나는 곳: App.AppGraph
                  Session makeSession .lazy에 이르는 모든 경로가 지나는 곳: App.AppGraph

                매개변수가 이 등록에 연결된 이유:
                  AppGraph.makeFeed(… [String] …): 등록 없음
                    AppGraph.makeNames 아님 [identity-differs]: `Array<String>` 타입과 `[String]` 타입은 같은 타입을 다르게 쓴 것입니다. Cradle은 타입의 표기를 비교합니다.

                """)
    }

    @Test("every statistic's name reads back, and is worded in both languages")
    func statistics() {
        let names =
            ["registrations", "shared", "external methods", "sources", "input members read", "unknown nodes"]
            + ["transient providers", "graphs in Feature Kit"]
        for name in names {
            let statistic = AnalysisStatistic(name: name)
            #expect(statistic?.name == name, "\(name)")
            #expect(NetworkAnalysis.statisticText(name: name, value: 3, in: .english) == "3 \(name)")
            #expect(NetworkAnalysis.statisticText(name: name, value: 3, in: .cradle).contains("3개"), "\(name)")
        }
        #expect(NetworkAnalysis.statisticText(name: "graphs in Feature Kit", value: 2, in: .cradle) == "Feature Kit 모듈의 graph 2개")
        #expect(AnalysisStatistic(name: "widgets") == nil)
        #expect(NetworkAnalysis.statisticText(name: "widgets", value: 4, in: .cradle) == "4 widgets")
    }

    @Test("one decimal as String(format: \"%.1f\") writes it, ties and all")
    func oneDecimal() {
        var values: [Double] = [0, 0.05, 0.15, 0.25, 0.35, 0.45, 0.95, 1, 1.05, 2.25, 2.5, 9.95, 99.95, 12.345, 1_000_000.25]
        values += [-0.01, -1.25, -0.0]
        for number in 0..<400 {
            let value = Double(number)
            values += [value / 8, value / 3, value / 20, value * 0.1, 1 / (value + 1)]
        }
        for value in values {
            #expect(AnalysisReport.oneDecimal(value) == String(format: "%.1f", value), "\(value)")
        }
    }
}
