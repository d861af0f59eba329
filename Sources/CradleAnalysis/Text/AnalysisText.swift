/// The analysis's words (`--analyze`, the editor's `cradle/analysis` and hover): why a factory
/// parameter is bound as it is and why each near miss is not (`BindingExplanation`), the
/// statistics' labels (`NetworkAnalysis.statistics`, whose names stay the JSON keys), and the
/// text report (`AnalysisReport.text(in:)`).
public enum AnalysisText: String, TextTable {
    // Binding explanations.
    case sameIdentity, externalResult, notVisible, otherGraph
    case readThroughSource, bindThroughInput, addSource
    // Near misses (`Predictions.NearMissKind`).
    case nearMissSugar, nearMissTypeAlias, nearMissExistential, nearMissQualification
    // Statistics: `{1}` is the count.
    case registrations, lifetimeCount, externalMethods, sources, inputMembersRead, nodesOfKind, providersOfLifetime
    case graphsInModule
    // The text report.
    case theApp, noRegistrations, chain, fanIn, fanOut, betweenness, dominators, whyTheseBindings, noRegistration
    case notCandidate

    public var entry: MessageText {
        switch self {
        case .sameIdentity:
            MessageText(
                english: "`{1}` is `{2}` by identity, registered in `{3}`",
                cradle: "`{3}`에 등록된 `{1}` 타입은 `{2}` 타입과 identity가 같습니다.")
        case .externalResult:
            MessageText(
                english: "`{1}` needs `@External` values from its caller, so its result is no registration",
                cradle: "`{1}` Factory는 호출하는 쪽에서 `@External` 값을 받아야 하므로 그 결과는 등록이 아닙니다.")
        case .notVisible:
            MessageText(
                english: "`{1}` is in module `{2}`, which `{3}` does not see",
                cradle: "`{1}` graph는 `{3}` 모듈에서 보이지 않는 `{2}` 모듈에 있습니다.")
        case .otherGraph:
            MessageText(
                english: "registered in `{1}`; parameters link only within their graph: {2}",
                cradle: "`{1}`에 등록되어 있습니다. 매개변수는 자기 graph 안의 등록에만 연결됩니다. {2}")
        case .readThroughSource:
            MessageText(
                english: "read it as `{1}.{2}` in the body: `{3}` is a source of `{4}`",
                cradle: "본문에서 `{1}.{2}` 형태로 읽으십시오. `{3}` graph는 `{4}`의 source graph입니다.")
        case .bindThroughInput:
            MessageText(
                english: "bind it into an `input` member of `{1}` where the app creates it, and read `input.member`",
                cradle: "앱이 `{1}` graph를 만드는 곳에서 `input` 멤버에 넣고 `input.member`로 읽으십시오.")
        case .addSource:
            MessageText(
                english: "add `{1}.self` to `sources:` and read it in the body, or bind it through an `input`",
                cradle: "`sources:`에 `{1}.self`를 추가해 본문에서 읽거나, `input`을 통해 넘기십시오.")
        case .nearMissSugar:
            MessageText(
                english: "`{1}` and `{2}` are the same type spelled two ways; Cradle compares spellings",
                cradle: "`{1}` 타입과 `{2}` 타입은 같은 타입을 다르게 쓴 것입니다. Cradle은 타입의 표기를 비교합니다.")
        case .nearMissTypeAlias:
            MessageText(
                english: "`{1}` and `{2}` meet only through a type alias, which Cradle does not resolve",
                cradle: "`{1}` 타입과 `{2}` 타입은 typealias를 거쳐야 같아지지만 Cradle은 typealias를 풀지 않습니다.")
        case .nearMissExistential:
            MessageText(
                english: "`{1}` and `{2}` differ in `any`; the identities differ",
                cradle: "`{1}` 타입과 `{2}` 타입은 `any` 유무가 달라 identity가 다릅니다.")
        case .nearMissQualification:
            MessageText(
                english: "`{1}` has the same generated name as `{2}` but another module path or generic arguments",
                cradle: "`{1}` 타입은 `{2}` 타입과 생성 프로퍼티 이름이 같지만 모듈 경로나 generic 인자가 다릅니다.")
        case .registrations: MessageText(english: "{1} registrations", cradle: "등록 {1}개")
        case .lifetimeCount: MessageText(english: "{1} {2}", cradle: "{2} 수명 {1}개")
        case .externalMethods: MessageText(english: "{1} external methods", cradle: "외부 메서드 {1}개")
        case .sources: MessageText(english: "{1} sources", cradle: "source graph {1}개")
        case .inputMembersRead: MessageText(english: "{1} input members read", cradle: "읽는 input 멤버 {1}개")
        case .nodesOfKind: MessageText(english: "{1} {2} nodes", cradle: "{2} 노드 {1}개")
        case .providersOfLifetime: MessageText(english: "{1} {2} providers", cradle: "{2} 수명 provider {1}개")
        case .graphsInModule: MessageText(english: "{1} graphs in {2}", cradle: "{2} 모듈의 graph {1}개")
        case .theApp: MessageText(english: "the app ({1} view)", cradle: "앱 전체 ({1} 보기)")
        case .noRegistrations: MessageText(english: "no registrations", cradle: "등록 없음")
        case .chain: MessageText(english: "chain ({1})", cradle: "의존성 사슬 ({1})")
        case .fanIn: MessageText(english: "fan-in", cradle: "팬인")
        case .fanOut: MessageText(english: "fan-out", cradle: "팬아웃")
        case .betweenness: MessageText(english: "betweenness", cradle: "매개 중심성")
        case .dominators: MessageText(english: "every path to {1} passes {2}", cradle: "{1}에 이르는 모든 경로가 지나는 곳: {2}")
        case .whyTheseBindings: MessageText(english: "Why these bindings:", cradle: "매개변수가 이 등록에 연결된 이유:")
        case .noRegistration: MessageText(english: "no registration", cradle: "등록 없음")
        case .notCandidate: MessageText(english: "not {1} [{2}]: {3}", cradle: "{1} 아님 [{2}]: {3}")
        }
    }
}
