/// The words of `--analyze`'s text report and HTML page: the headings, the statistics, the
/// metrics' labels, the bindings' reasons and the page's table, panel and note. Registration
/// and graph names, lifetimes, the views' names (`composition`, `declarations`) and the
/// candidates' reasons (`same-identity`) stay as written; the JSON report keeps its keys.
public enum AnalysisReportText: String, TextTable {
    // Headings and statistics.
    case app, appCapitalized, noRegistrations, registrations, lifetimeRegistrations, externalMethods, sources
    case inputMembersRead, nodes, providers, graphsInModule
    // Metrics.
    case chain, fanIn, fanOut, betweenness, dominators
    // Bindings.
    case whyTheseBindings, noRegistration, notCandidate, notShort
    // The page.
    case pageTitle, search, columnRegistration, columnGraph, columnModule, columnLifetime, columnFanIn, columnFanOut
    case columnBetweenness, clickRegistration, none, count, sectionDependencies, sectionConsumers, sectionPath
    case sectionDominators, sectionBindings, noDrawing

    public var entry: MessageText {
        switch self {
        case .app: MessageText(english: "the app ({1} view)", cradle: "앱 전체 ({1} 보기)")
        case .appCapitalized: MessageText(english: "The app ({1} view)", cradle: "앱 전체 ({1} 보기)")
        case .noRegistrations: MessageText(english: "no registrations", cradle: "등록 없음")
        case .registrations: MessageText(english: "{1} registrations", cradle: "등록 {1}개")
        case .lifetimeRegistrations: MessageText(english: "{1} {2}", cradle: "{2} 수명 {1}개")
        case .externalMethods: MessageText(english: "{1} external methods", cradle: "외부 메서드 {1}개")
        case .sources: MessageText(english: "{1} sources", cradle: "source graph {1}개")
        case .inputMembersRead: MessageText(english: "{1} input members read", cradle: "읽은 input 멤버 {1}개")
        case .nodes: MessageText(english: "{1} {2} nodes", cradle: "{2} 노드 {1}개")
        case .providers: MessageText(english: "{1} {2} providers", cradle: "{2} 수명 등록 {1}개")
        case .graphsInModule: MessageText(english: "{1} graphs in {2}", cradle: "{2} 모듈의 graph {1}개")

        case .chain: MessageText(english: "chain ({1}): {2}", cradle: "의존성 경로 ({1}): {2}")
        case .fanIn: MessageText(english: "fan-in", cradle: "팬인")
        case .fanOut: MessageText(english: "fan-out", cradle: "팬아웃")
        case .betweenness: MessageText(english: "betweenness", cradle: "매개 중심성")
        case .dominators: MessageText(english: "every path to {1} passes {2}", cradle: "{1}까지의 모든 경로가 거치는 곳: {2}")

        case .whyTheseBindings: MessageText(english: "Why these bindings:", cradle: "바인딩의 이유:")
        case .noRegistration: MessageText(english: "no registration", cradle: "등록 없음")
        case .notCandidate: MessageText(english: "not {1} [{2}]: {3}", cradle: "{1} 제외 [{2}]: {3}")
        case .notShort: MessageText(english: "not {1}", cradle: "{1} 제외")

        case .pageTitle: MessageText(english: "Cradle graph analysis", cradle: "Cradle graph 분석")
        case .search: MessageText(english: "Search registrations", cradle: "등록 검색")
        case .columnRegistration: MessageText(english: "Registration", cradle: "등록")
        case .columnGraph: MessageText(english: "Graph", cradle: "소속 graph")
        case .columnModule: MessageText(english: "Module", cradle: "모듈")
        case .columnLifetime: MessageText(english: "Lifetime", cradle: "수명")
        case .columnFanIn: MessageText(english: "Fan-in", cradle: "팬인")
        case .columnFanOut: MessageText(english: "Fan-out", cradle: "팬아웃")
        case .columnBetweenness: MessageText(english: "Betweenness", cradle: "매개 중심성")
        case .clickRegistration:
            MessageText(
                english: "Click a registration, in the table or the drawing.", cradle: "표나 그림에서 등록을 클릭하십시오.")
        case .none: MessageText(english: "none", cradle: "없음")
        case .count: MessageText(english: "{1} of {2}", cradle: "{2}개 중 {1}개")
        case .sectionDependencies: MessageText(english: "Dependencies", cradle: "의존성")
        case .sectionConsumers: MessageText(english: "Consumers", cradle: "사용처")
        case .sectionPath: MessageText(english: "Path from a root", cradle: "root에서의 경로")
        case .sectionDominators: MessageText(english: "Dominators", cradle: "지배 노드")
        case .sectionBindings: MessageText(english: "Bindings", cradle: "바인딩")
        case .noDrawing:
            MessageText(
                english:
                    "The drawing needs Graphviz: install it ({1}, {2}) and run {3} again. Every registration is listed below.",
                cradle: "그림을 그리려면 Graphviz가 필요합니다. 설치한 뒤({1}, {2}) {3} 명령을 다시 실행하십시오. 모든 등록은 아래에 있습니다.")
        }
    }
}
