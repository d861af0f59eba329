/// Hover (`Workspace.hover`, and the documentation `completionItem/resolve` adds): a
/// registration, a parameter type, a graph, a source, an `input` and its members, an override
/// label. Markdown; identifiers, types and code go in through placeholders.
public enum HoverText: String, TextTable {
    case inputType, sourceGraph, sourceGraphMissing
    case overrideHeader, overrideValues, overrideLifetimeExternal, overrideLifetimeShared, overrideLifetimeLazy
    case overrideLifetimeTransient
    case meaningShared, meaningLazy, meaningTransient
    case registrationHeader, externalHeader, lifetime, externalLifetime
    case dependencyProvided, dependencyUnregistered, dependencies, dependenciesNone
    case boundInto, boundMember, boundWhole, boundReaders
    case consumers, consumersNone, accessorUseOne, accessorUseMany, possibleAccessorUseOne, possibleAccessorUseMany
    case boundReadOne, boundReadMany, overriddenOne, overriddenMany
    case inputMember, inputMemberTyped, inputMemberUntyped, inputUnbound, boundByOne, boundByMany
    case bindingFromProvider, bindingExpression, bindingWhole
    case whyHeading, whyCandidate, providedBy, fromExternal, noRegistration
    case graphHeader, registrations, externalProviders, sources, graphInvalid

    public var entry: MessageText {
        switch self {
        case .inputType:
            MessageText(
                english: "**input `{1}`** of `{2}`: callers write `{2}(input: …)`; factories read `input.member`",
                cradle: "**`{2}`의 input `{1}`**: 호출하는 쪽은 `{2}(input: …)`로 쓰고, Factory는 `input.member`를 읽습니다")
        case .sourceGraph:
            MessageText(english: "**source graph `{1}`**, stored as `{2}`", cradle: "**source graph `{1}`**: `{2}` 프로퍼티에 저장됩니다")
        case .sourceGraphMissing:
            MessageText(
                english: "No graph named `{1}` is declared in the workspace.",
                cradle: "workspace에 이름이 `{1}`인 graph가 선언되어 있지 않습니다.")
        case .overrideHeader:
            MessageText(
                english: "**override `{1}:`** of `{2}`: replaces `{3}`",
                cradle: "**`{2}`의 override `{1}:`**: `{3}` Factory를 대체합니다")
        case .overrideValues:
            MessageText(
                english: "`.replace { … }` or CradleTesting's `.mock { … }` with a closure of that type, or `.original`.",
                cradle: "이 타입의 closure를 받는 `.replace { … }`나 CradleTesting의 `.mock { … }`, 또는 `.original` 중 하나를 씁니다.")
        case .overrideLifetimeExternal:
            MessageText(
                english:
                    "Lifetime an external method: the replacement runs on every call, with the graph's dependencies and the caller's values.",
                cradle: "수명: 외부 메서드입니다. 대체 closure는 호출할 때마다 graph의 의존성과 호출하는 쪽의 값으로 실행됩니다.")
        case .overrideLifetimeShared:
            MessageText(
                english: "Lifetime `.shared`: the replacement runs once per `build()` and is not kept by the graph afterwards.",
                cradle: "수명 `.shared`: 대체 closure는 `build()`마다 한 번 실행되며, 그 뒤로 graph가 보관하지 않습니다.")
        case .overrideLifetimeLazy:
            MessageText(
                english: "Lifetime `.lazy`: the replacement runs on the first read and is released after it.",
                cradle: "수명 `.lazy`: 대체 closure는 처음 읽을 때 실행되고, 그 뒤 해제됩니다.")
        case .overrideLifetimeTransient:
            MessageText(
                english: "Lifetime `.transient`: the graph keeps the replacement and runs it on every read.",
                cradle: "수명 `.transient`: graph가 대체 closure를 보관하고 읽을 때마다 실행합니다.")
        case .meaningShared:
            MessageText(
                english: "created once per graph instance, while the graph is built, and kept as long as the graph lives",
                cradle: "graph 인스턴스마다 graph를 만들 때 한 번 생성되고, graph가 살아 있는 동안 유지됩니다")
        case .meaningLazy:
            MessageText(
                english: "created on first access and kept as long as the graph lives",
                cradle: "처음 읽을 때 생성되고, graph가 살아 있는 동안 유지됩니다")
        case .meaningTransient:
            MessageText(
                english: "created anew on every access; nothing is kept", cradle: "읽을 때마다 새로 생성되며, graph는 아무것도 보관하지 않습니다")
        case .registrationHeader:
            MessageText(english: "**`{1}`**: registration of `{2}` in `{3}`", cradle: "**`{1}`**: `{3}`의 `{2}` 등록")
        case .externalHeader:
            MessageText(
                english: "**`{1}(…)`**: external provider of `{2}` in `{3}`", cradle: "**`{1}(…)`**: `{3}`의 외부 메서드 (`{2}` 제공)")
        case .lifetime: MessageText(english: "Lifetime: `.{1}`, {2}.", cradle: "수명: `.{1}`. {2}.")
        case .externalLifetime:
            MessageText(
                english: "Lifetime: `.transient`, a method that runs `{1}` on every call with the caller's values.",
                cradle: "수명: `.transient`. 호출할 때마다 호출하는 쪽의 값으로 `{1}` Factory를 실행하는 메서드입니다.")
        case .dependencyProvided: MessageText(english: "`{1}` (`.{2}`, from `{3}`)", cradle: "`{1}` (`.{2}`, `{3}` 제공)")
        case .dependencyUnregistered: MessageText(english: "`{1}` (not registered)", cradle: "`{1}` (등록 없음)")
        case .dependencies: MessageText(english: "Dependencies: {1}", cradle: "의존성: {1}")
        case .dependenciesNone: MessageText(english: "Dependencies: none", cradle: "의존성: 없음")
        case .boundInto: MessageText(english: "Bound into:", cradle: "바인딩된 곳:")
        case .boundMember: MessageText(english: "- `input.{1}` of `{2}`{3} ({4})", cradle: "- `{2}`의 `input.{1}`{3} ({4})")
        case .boundWhole: MessageText(english: "- the whole `input` of `{1}`{2} ({3})", cradle: "- `{1}`의 `input` 전체{2} ({3})")
        case .boundReaders: MessageText(english: ", read by {1}", cradle: ", 읽는 Factory: {1}")
        case .consumers: MessageText(english: "Consumers ({1}): {2}", cradle: "소비자 ({1}): {2}")
        case .consumersNone: MessageText(english: "Consumers: none", cradle: "소비자: 없음")
        case .accessorUseOne: MessageText(english: "1 accessor use", cradle: "생성 프로퍼티 사용 1곳")
        case .accessorUseMany: MessageText(english: "{1} accessor uses", cradle: "생성 프로퍼티 사용 {1}곳")
        case .possibleAccessorUseOne:
            MessageText(
                english: "1 possible accessor use (receiver type unknown)",
                cradle: "생성 프로퍼티 사용일 수 있는 곳 1곳 (receiver 타입을 알 수 없음)")
        case .possibleAccessorUseMany:
            MessageText(
                english: "{1} possible accessor uses (receiver type unknown)",
                cradle: "생성 프로퍼티 사용일 수 있는 곳 {1}곳 (receiver 타입을 알 수 없음)")
        case .boundReadOne: MessageText(english: "1 read of `input.{1}` by `{2}`", cradle: "`{2}`의 `input.{1}` 읽기 1회")
        case .boundReadMany: MessageText(english: "{1} reads of `input.{2}` by `{3}`", cradle: "`{3}`의 `input.{2}` 읽기 {1}회")
        case .overriddenOne: MessageText(english: "Overridden in 1 place", cradle: "override한 곳: 1곳")
        case .overriddenMany: MessageText(english: "Overridden in {1} places", cradle: "override한 곳: {1}곳")
        case .inputMember: MessageText(english: "**`input.{1}`** of `{2}`", cradle: "**`{2}`의 `input.{1}`**")
        case .inputMemberTyped:
            MessageText(
                english: "**`input.{1}`** of `{2}`: `{3}`, a member of `{4}`", cradle: "**`{2}`의 `input.{1}`**: `{3}`, `{4}`의 멤버")
        case .inputMemberUntyped:
            MessageText(english: "**`input.{1}`** of `{2}`, a member of `{3}`", cradle: "**`{2}`의 `input.{1}`**: `{3}`의 멤버")
        case .inputUnbound:
            MessageText(
                english: "No `{1}(input:)` call in the workspace binds `{2}`.",
                cradle: "workspace에 `{2}` 멤버를 바인딩하는 `{1}(input:)` 호출이 없습니다.")
        case .boundByOne: MessageText(english: "Bound by 1 call:", cradle: "바인딩하는 호출 1개:")
        case .boundByMany: MessageText(english: "Bound by {1} calls:", cradle: "바인딩하는 호출 {1}개:")
        case .bindingFromProvider:
            MessageText(
                english: "- `{1}` (`.{2}`, from `{3}`, module `{4}`) at {5}{6}",
                cradle: "- `{1}` (`.{2}`, `{3}` 제공, 모듈 `{4}`), 위치 {5}{6}")
        case .bindingExpression: MessageText(english: "- `{1}` at {2}{3}", cradle: "- `{1}`, 위치 {2}{3}")
        case .bindingWhole: MessageText(english: " (the whole input)", cradle: " (input 전체)")
        case .whyHeading: MessageText(english: "**Why this binding**", cradle: "**이 바인딩인 이유**")
        case .whyCandidate: MessageText(english: "- not `{1}.{2}` ({3}): {4}", cradle: "- `{1}.{2}` 아님 ({3}): {4}")
        case .providedBy:
            MessageText(
                english: "`{1}` is provided by `{2}` (`.{3}`) in `{4}`", cradle: "`{1}` 타입은 `{4}`의 `{2}` Factory(`.{3}`)가 제공합니다")
        case .fromExternal:
            MessageText(
                english:
                    "`{1}` comes from `{2}`, which needs `@External` input from its caller, so it cannot be wired automatically",
                cradle: "`{1}` 타입은 외부 메서드 `{2}`에서 나옵니다. 호출하는 쪽이 주는 외부 입력(`@External`)이 필요하므로 자동으로 연결할 수 없습니다")
        case .noRegistration:
            MessageText(
                english:
                    "No registration in `{1}` returns `{2}`. Types match by spelling: module paths, type aliases and `[T]` versus `Array<T>` are not resolved.",
                cradle: "`{1}`에 `{2}` 타입을 반환하는 등록이 없습니다. 타입은 쓰인 그대로 대응합니다. 모듈 경로, 타입 별칭, `[T]`와 `Array<T>`의 차이는 해석하지 않습니다."
            )
        case .graphHeader: MessageText(english: "**`{1}`**: {2} dependency graph", cradle: "**`{1}`**: {2} 의존성 graph")
        case .registrations: MessageText(english: "{1} registrations", cradle: "등록 {1}개")
        case .externalProviders: MessageText(english: ", {1} external providers", cradle: ", 외부 메서드 {1}개")
        case .sources: MessageText(english: "Sources: {1}", cradle: "읽는 source graph: {1}")
        case .graphInvalid:
            MessageText(
                english: "The graph has Cradle errors, so the macro generates nothing for it yet.",
                cradle: "이 graph에는 Cradle 오류가 있어 매크로가 아직 아무것도 생성하지 않습니다.")
        }
    }
}

/// Signature help (`Workspace.signatureHelp`): `G.override(` and a graph's external methods.
public enum SignatureHelpText: String, TextTable {
    case overrideParameter, overrideDocumentation, externalParameter, externalDocumentation

    public var entry: MessageText {
        switch self {
        case .overrideParameter: MessageText(english: "replaces `{1}` (`.{2}`)", cradle: "`{1}` Factory(`.{2}`)를 대체")
        case .overrideDocumentation:
            MessageText(
                english:
                    "Replaces registrations of `{1}` for one `build()`: `.replace { … }` or CradleTesting's `.mock { … }` with the factory's parameters in order, or `.original`.",
                cradle:
                    "`build()` 한 번 동안 `{1}`의 등록을 대체합니다. Factory의 매개변수를 순서대로 받는 `.replace { … }`나 CradleTesting의 `.mock { … }`, 또는 `.original` 중 하나를 씁니다."
            )
        case .externalParameter: MessageText(english: "`@External` input of `{1}`", cradle: "`{1}`의 외부 입력(`@External`)")
        case .externalDocumentation:
            MessageText(
                english: "External method of `{1}`: runs `{2}` on every call with these values.",
                cradle: "`{1}`의 외부 메서드: 호출할 때마다 이 값으로 `{2}` Factory를 실행합니다.")
        }
    }
}

/// The code lens above a factory and the inlay hint after its `@Provide`.
public enum LensText: String, TextTable {
    case useOne, useMany, overrideOne, overrideMany, implicitLifetime

    public var entry: MessageText {
        switch self {
        case .useOne: MessageText(english: "1 use", cradle: "사용 1곳")
        case .useMany: MessageText(english: "{1} uses", cradle: "사용 {1}곳")
        case .overrideOne: MessageText(english: "1 override", cradle: "override 1곳")
        case .overrideMany: MessageText(english: "{1} overrides", cradle: "override {1}곳")
        case .implicitLifetime: MessageText(english: "(.{1}) → {2}", cradle: "(.{1} 수명) → {2}")
        }
    }
}
