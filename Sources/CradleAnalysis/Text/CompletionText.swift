/// Completion (`Workspace.completions`): the details beside the items, their documentation, and
/// why an item would be an error (it is shown struck through). Labels and inserted text are code.
public enum CompletionText: String, TextTable {
    case graphHasErrors, sharedInstance, overrideBuilder, inputUnbound, inputBoundOne, inputBoundMany, keeps
    case sourceParameter, everySource
    case inputOption, sourcesOption, overridesOption, diagramOption, sharedGraph, instanceGraph
    case declaredIn, graphOne, graphMany
    case takes, consumerTakes, defaultLifetime, lifetimeDocumentation
    case dependsOnThis, alreadyParameter, externalParameter

    public var entry: MessageText {
        switch self {
        case .graphHasErrors:
            MessageText(
                english: "the graph has errors: nothing is generated until they are fixed",
                cradle: "graph에 오류가 있습니다. 고칠 때까지 아무것도 생성되지 않습니다")
        case .sharedInstance:
            MessageText(
                english: "{1} · the one instance `@DependencyGraph(.shared)` makes",
                cradle: "{1} · `@DependencyGraph(.shared)`가 만드는 단 하나의 인스턴스")
        case .overrideBuilder:
            MessageText(
                english: "{1}.OverrideBuilder · replace registrations for one `build()`",
                cradle: "{1}.OverrideBuilder · `build()` 한 번 동안 등록 대체")
        case .inputUnbound: MessageText(english: "no `{1}(input:)` call binds it", cradle: "바인딩하는 `{1}(input:)` 호출 없음")
        case .inputBoundOne: MessageText(english: "bound by 1 call", cradle: "바인딩하는 호출 1개")
        case .inputBoundMany: MessageText(english: "bound by {1} calls", cradle: "바인딩하는 호출 {1}개")
        case .keeps: MessageText(english: "keeps `{1}`", cradle: "`{1}` Factory 유지")
        case .sourceParameter: MessageText(english: "{1} · source graph", cradle: "{1} · source graph 매개변수")
        case .everySource: MessageText(english: "every source of {1}", cradle: "{1}의 모든 source graph")
        case .inputOption:
            MessageText(
                english: "`SomeType.self`: callers write `G(input: …)`, factories read `input.member`",
                cradle: "`SomeType.self`: 호출하는 쪽은 `G(input: …)`로 쓰고, Factory는 `input.member`를 읽습니다")
        case .sourcesOption:
            MessageText(
                english: "`[Graph.self, …]`: graphs this one reads, stored as `let` and passed to `init`",
                cradle: "`[Graph.self, …]`: 이 graph가 읽는 graph. `let` 프로퍼티에 저장되고 `init`의 매개변수로 전달됩니다")
        case .overridesOption:
            MessageText(
                english: "`true` generates `G.override(…)` for tests (CradleTesting's `.mock`)",
                cradle: "`true`이면 테스트용 `G.override(…)`를 생성합니다 (CradleTesting의 `.mock`)")
        case .diagramOption:
            MessageText(
                english: "`false` leaves the graph out of CradlePlugin's diagram",
                cradle: "`false`이면 CradlePlugin의 다이어그램에서 이 graph를 뺍니다")
        case .sharedGraph:
            MessageText(english: "one instance for the app: `static let shared`", cradle: "앱 전체에 인스턴스 하나: `static let shared`")
        case .instanceGraph:
            MessageText(english: "the default: every `G()` is a graph of its own", cradle: "기본값: `G()`마다 별개의 graph")
        case .declaredIn: MessageText(english: "declared in {1}", cradle: "{1}에 선언됨")
        case .graphOne: MessageText(english: "graph · {1} · 1 registration", cradle: "graph · {1} · 등록 1개")
        case .graphMany: MessageText(english: "graph · {1} · {2} registrations", cradle: "graph · {1} · 등록 {2}개")
        case .takes: MessageText(english: "takes `{1}` (`.{2}`, from `{3}`): {4}", cradle: "매개변수 `{1}` (`.{2}`, `{3}` 제공): {4}")
        case .consumerTakes:
            MessageText(english: "`{1}` (`.{2}`) takes it: {3}", cradle: "`{1}` Factory(`.{2}`)가 이 값을 매개변수로 받음: {3}")
        case .defaultLifetime: MessageText(english: "the default: {1}", cradle: "기본값: {1}")
        case .lifetimeDocumentation:
            MessageText(english: "`@Provide(.{1})`: the value is {2}.", cradle: "`@Provide(.{1})`: 값은 {2}.")
        case .dependsOnThis:
            MessageText(english: "`{1}` already depends on this factory: {2}", cradle: "`{1}` Factory가 이미 이 Factory에 의존함: {2}")
        case .alreadyParameter: MessageText(english: "already a parameter", cradle: "이미 매개변수로 받음")
        case .externalParameter:
            MessageText(
                english: "a value the caller passes: the accessor becomes a method",
                cradle: "호출하는 쪽이 넘기는 값: 생성 프로퍼티가 메서드가 됩니다")
        }
    }
}
