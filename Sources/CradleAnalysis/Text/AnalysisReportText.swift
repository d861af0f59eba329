/// The words of `--analyze`'s text report and HTML page: the headings, the statistics, the
/// metrics' labels, the bindings' reasons and the page's table, panel and note. Registration
/// and graph names, lifetimes, the views' names (`composition`, `declarations`) and the
/// candidates' reasons (`same-identity`) stay as written; the JSON report keeps its keys.
public enum AnalysisReportText: String, TextTable {
    // Headings and statistics.
    case appCapitalized
    // Metrics.
    case chain
    // Bindings.
    case noRegistration, notShort
    // The page.
    case pageTitle, search, columnRegistration, columnGraph, columnModule, columnLifetime, columnFanIn, columnFanOut
    case columnBetweenness, clickRegistration, none, count, sectionDependencies, sectionConsumers, sectionPath
    case sectionDominators, sectionBindings, noDrawing

    public var entry: MessageText {
        switch self {
        case .appCapitalized: MessageText(english: "The app ({1} view)", cradle: "앱 전체 ({1} 보기)")
        case .chain: MessageText(english: "chain ({1}): {2}", cradle: "의존성 사슬 ({1}): {2}")
        case .noRegistration: MessageText(english: "no registration", cradle: "등록 없음")
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
