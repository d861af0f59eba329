/// The words of `--diff`'s text and Markdown reports: the sides compared, the heading and
/// summary, what changed in a graph and in a registration, the tables' headers and the folded
/// blocks. Signs (`+`, `-`, `~`), `graph`, `source` and `input` (Cradle's own words), types,
/// names, revisions and codes stay as written; the JSON report keeps its English summary.
public enum DiffReportText: String, TextTable {
    // The sides.
    case mergeBase, workingTree, workingTreeUncommitted
    // The text report.
    case header, graphAdded, graphRemoved, analysis, findingsIntroduced, findingsFixed
    case registrationOne, registrationMany, graphOne, graphMany, findingOne, findingMany
    case summary, summaryUnchanged, none, registration, binding, bindingIn, bindingInFrom
    case lifetime, factory, dependencyAdded, dependencyRemoved, readsSource, stopsReadingSource, externalParameters
    // The Markdown report.
    case markdownTitle, markdownAnalysis, markdownFindingsIntroduced, markdownFindingsFixed, declaredIn
    case added, removed, changed, unchanged, registrationName, inputBinding, uses, markdownBindingIn, markdownBindingInFrom
    case columnChange, columnWhat, columnDetails, columnSeverity, columnCode, columnWhere, columnMessage
    case foldedChanges, foldedFindings, diagramOf

    public var entry: MessageText {
        switch self {
        case .mergeBase: MessageText(english: "merge base of {1} and {2}", cradle: "{1}, {2}의 merge base")
        case .workingTree: MessageText(english: "working tree", cradle: "작업 트리")
        case .workingTreeUncommitted:
            MessageText(english: "working tree (uncommitted changes)", cradle: "작업 트리 (커밋하지 않은 변경 포함)")

        case .header: MessageText(english: "cradle-lsp diff: {1} → {2}", cradle: "cradle-lsp 비교: {1} → {2}")
        case .graphAdded: MessageText(english: "graph {1} ({2}): added, {3}", cradle: "graph {1} ({2}): 추가됨, {3}")
        case .graphRemoved: MessageText(english: "graph {1} ({2}): removed, {3}", cradle: "graph {1} ({2}): 삭제됨, {3}")
        case .analysis: MessageText(english: "analysis: {1}", cradle: "분석: {1}")
        case .findingsIntroduced: MessageText(english: "findings introduced:", cradle: "새로 생긴 진단:")
        case .findingsFixed: MessageText(english: "findings fixed:", cradle: "해결된 진단:")
        case .registrationOne: MessageText(english: "{1} registration", cradle: "등록 {1}개")
        case .registrationMany: MessageText(english: "{1} registrations", cradle: "등록 {1}개")
        case .graphOne: MessageText(english: "{1} graph", cradle: "graph {1}개")
        case .graphMany: MessageText(english: "{1} graphs", cradle: "graph {1}개")
        case .findingOne: MessageText(english: "{1} finding", cradle: "진단 {1}개")
        case .findingMany: MessageText(english: "{1} findings", cradle: "진단 {1}개")
        case .summary:
            MessageText(
                english: "{1} changed, {2} added, {3} removed; {4} introduced, {5} fixed",
                cradle: "{1} 변경, {2}개 추가, {3}개 삭제; {4} 발생, {5}개 해결")
        case .summaryUnchanged:
            MessageText(english: "no graph or finding changed ({1} compared)", cradle: "바뀐 graph와 진단이 없습니다 ({1} 비교).")
        case .none: MessageText(english: "none", cradle: "없음")
        case .registration: MessageText(english: "registration {1} ({2}, {3})", cradle: "등록 {1} ({2}, {3})")
        case .binding: MessageText(english: "binding {1}", cradle: "input 바인딩 {1}")
        case .bindingIn: MessageText(english: "{1} = {2} (in {3})", cradle: "{1} = {2} ({3} 모듈)")
        case .bindingInFrom: MessageText(english: "{1} = {2} (in {3}, from {4})", cradle: "{1} = {2} ({3} 모듈, {4}에서)")
        case .lifetime: MessageText(english: "lifetime {1} → {2}", cradle: "수명 {1} → {2}")
        case .factory: MessageText(english: "factory {1} → {2}", cradle: "Factory 이름 {1} → {2}")
        case .dependencyAdded: MessageText(english: "dependency added {1}", cradle: "의존성 추가 {1}")
        case .dependencyRemoved: MessageText(english: "dependency removed {1}", cradle: "의존성 삭제 {1}")
        case .readsSource: MessageText(english: "reads source {1}", cradle: "source {1} 읽기 추가")
        case .stopsReadingSource: MessageText(english: "no longer reads source {1}", cradle: "source {1} 읽기 삭제")
        case .externalParameters: MessageText(english: "external parameters ({1}) → ({2})", cradle: "외부 매개변수 ({1}) → ({2})")

        case .markdownTitle: MessageText(english: "Cradle graph review: {1} → {2}", cradle: "Cradle graph 리뷰: {1} → {2}")
        case .markdownAnalysis: MessageText(english: "Analysis: {1}.", cradle: "분석: {1}.")
        case .markdownFindingsIntroduced: MessageText(english: "Findings introduced", cradle: "새로 생긴 진단")
        case .markdownFindingsFixed: MessageText(english: "Findings fixed", cradle: "해결된 진단")
        case .declaredIn: MessageText(english: "Declared in {1}.", cradle: "{1}에 선언되어 있습니다.")
        case .added: MessageText(english: "added", cradle: "추가됨")
        case .removed: MessageText(english: "removed", cradle: "삭제됨")
        case .changed: MessageText(english: "changed", cradle: "변경됨")
        case .unchanged: MessageText(english: "unchanged", cradle: "변경 없음")
        case .registrationName: MessageText(english: "registration {1}", cradle: "등록 {1}")
        case .inputBinding: MessageText(english: "input binding", cradle: "input 바인딩")
        case .uses: MessageText(english: "{1}; uses {2}", cradle: "{1}; 의존성 {2}")
        case .markdownBindingIn: MessageText(english: "{1} = {2} in {3}", cradle: "{1} = {2} ({3} 모듈)")
        case .markdownBindingInFrom: MessageText(english: "{1} = {2} in {3} from {4}", cradle: "{1} = {2} ({3} 모듈, {4}에서)")
        case .columnChange: MessageText(english: "change", cradle: "변경")
        case .columnWhat: MessageText(english: "what", cradle: "대상")
        case .columnDetails: MessageText(english: "details", cradle: "내용")
        case .columnSeverity: MessageText(english: "severity", cradle: "심각도")
        case .columnCode: MessageText(english: "code", cradle: "코드")
        case .columnWhere: MessageText(english: "where", cradle: "위치")
        case .columnMessage: MessageText(english: "message", cradle: "메시지")
        case .foldedChanges: MessageText(english: "{1} changes", cradle: "변경 {1}개")
        case .foldedFindings: MessageText(english: "{1} findings", cradle: "진단 {1}개")
        case .diagramOf: MessageText(english: "Diagram of {1}", cradle: "{1} 다이어그램")
        }
    }
}
