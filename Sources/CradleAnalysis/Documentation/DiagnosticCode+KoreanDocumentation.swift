extension DiagnosticCode {
    /// The documentation in Korean, in Cradle's terms (`--explain` with Korean chosen). The
    /// example is the English entry's code with its comments in Korean (``koreanExample(_:)``):
    /// code stays as written.
    public var koreanDocumentation: DiagnosticDocumentation {
        switch self {
        case .graphInvalidTarget:
            DiagnosticDocumentation(
                title: "`@DependencyGraph`가 graph가 될 수 없는 선언에 붙어 있습니다",
                trigger: """
                    `@DependencyGraph`가 비 generic `final class`나 비 generic `actor`가 아닌 선언에 쓰였습니다: \
                    struct, enum, 프로토콜, extension, `final`이 아닌 class, generic class나 generic actor입니다. \
                    인자를 포함한 attribute 전체가 강조 표시됩니다. 이 진단이 나오면 graph의 다른 부분은 검사하지 않습니다.
                    """,
                rationale: """
                    매크로는 타입에 저장 상태, 계산 프로퍼티, 때로는 initializer까지 추가합니다. 값 타입은 대입할 때마다 그 상태를 복사하고, 프로토콜과 \
                    extension은 저장 프로퍼티를 가질 수 없으며, 하위 클래스는 생성 프로퍼티를 재정의할 수 있고, generic graph에는 매크로가 만들지 \
                    않는 generic 저장 공간이 필요합니다. 그래서 Cradle은 메모리 배치를 자신이 통제하는 두 참조 타입만 받아들입니다.
                    """,
                fix: """
                    graph를 generic 매개변수가 없는 `final class` 또는 `actor`로 선언하십시오. 변형이 필요하면 변형마다 graph를 하나씩 \
                    작성하거나, 설정을 `input:`으로 전달하십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .graphLifetimeInvalid:
            DiagnosticDocumentation(
                title: "graph 수명이 `.instance` 또는 `.shared`로 작성되지 않았습니다",
                trigger: """
                    `@DependencyGraph`의 첫 번째 label 없는 인자가 암시적 멤버 `.instance` 또는 `.shared` 그대로가 아닙니다: 예를 \
                    들어 타입 이름을 붙인 `DependencyGraphLifetime.shared`, 변수, 호출, 다른 이름입니다. 그 인자가 강조 표시되며, \
                    label 없는 인자가 둘 이상이면 인자 목록 전체가 강조 표시됩니다.
                    """,
                rationale: """
                    `static let shared`를 생성할지는 매크로가 확장되는 동안 결정되는데, 매크로는 값을 보지 못하고 구문만 봅니다. 매크로는 수명을 작성된 \
                    글자 그대로의 표기로만 알아볼 수 있으며, 다른 표기를 받아들이면 생성 코드가 추측에 의존하게 됩니다.
                    """,
                fix: """
                    `.shared` 또는 `.instance`를 직접 쓰거나(앞뒤의 backtick과 주석은 괜찮습니다), 인자를 생략해 `.instance`를 \
                    사용하십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .sharedGraphRequiresSendable:
            DiagnosticDocumentation(
                title: "`.shared` class graph는 선언에 checked `Sendable` 준수가 필요합니다",
                trigger: """
                    `@DependencyGraph(.shared)`가 actor도 아니고 `@MainActor`도 붙지 않은 class에 쓰였고, 그 class의 상속 \
                    절에 `Sendable`이 없습니다(`Swift.Sendable`, `_Concurrency.Sendable`도 인정합니다). extension에서 \
                    추가한 준수는 보이지 않습니다. `.shared` 인자가 강조 표시됩니다.
                    """,
                rationale: """
                    `.shared`는 모든 스레드에서 접근할 수 있는 graph 인스턴스 하나, 즉 `static let shared`를 생성합니다. Swift 6는 \
                    이런 전역 값을 그 타입이 `Sendable`이거나 actor에 격리된 경우에만 허용합니다. Cradle은 아무것도 생성하기 전에 이를 검사하며, \
                    extension은 보지 못하고 선언 자체만 볼 수 있습니다.
                    """,
                fix: """
                    class의 상속 절에 `Sendable`을 추가하거나(그러면 저장 상태가 불변이고 Sendable이어야 합니다), class에 \
                    `@MainActor`를 붙이거나, graph를 actor로 바꾸십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .sharedGraphUncheckedSendable:
            DiagnosticDocumentation(
                title: "`.shared` class graph는 `@unchecked Sendable`에 기댈 수 없습니다",
                trigger: """
                    `shared-graph-requires-sendable`과 같은 상황이지만, class가 `@unchecked Sendable`로 준수를 선언합니다. \
                    이 검사가 먼저 이루어집니다. `.shared` 인자가 강조 표시됩니다. actor와 `@MainActor` class에는 해당하지 않습니다.
                    """,
                rationale: """
                    `@unchecked`는 스레드 안전성을 믿고 넘어가 달라고 컴파일러에게 요청합니다. 생성 코드가 저장 공간에 값을 쓰는 프로세스 전역 graph가 \
                    그런 약속에 기대서는 안 되므로, Cradle은 컴파일러가 검증하는 준수를 요구합니다.
                    """,
                fix: """
                    `@unchecked Sendable`을 checked `Sendable` 준수로 바꾸거나, `@MainActor`를 붙이거나 actor로 만들어 \
                    graph를 격리하십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .sharedGraphMemberCollision:
            DiagnosticDocumentation(
                title: "`.shared` graph가 이미 `shared` 타입 멤버를 선언합니다",
                trigger: """
                    `@DependencyGraph(.shared)`가 붙은 graph(class, `@MainActor` class, actor)가 이미 \
                    `shared`라는 이름의 `static` 또는 `class` 멤버를 선언합니다. `.shared` 인자가 강조 표시됩니다. `shared`라는 이름의 \
                    인스턴스 멤버는 괜찮습니다.
                    """,
                rationale: """
                    매크로는 `static let shared`를 생성합니다. 같은 이름의 타입 멤버가 또 있으면 확장된 코드에서 잘못된 재선언이 됩니다.
                    """,
                fix: """
                    직접 작성한 `shared` 멤버를 삭제하거나 이름을 바꾸십시오. 직접 작성한 싱글턴을 유지하려면 대신 `.shared` 인자를 빼십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .inputInvalid:
            DiagnosticDocumentation(
                title: "`input:`이 반복되었거나 `SomeType.self` 형식으로 작성되지 않았습니다",
                trigger: """
                    `input:` 인자가 두 번 이상 나오거나, 그 값이 `SomeType.self` 형식으로 작성되지 \
                    않았습니다(`Settings.Config.self` 같은 모듈 경로는 괜찮습니다). 잘못된 값이 하나면 그 값이 강조 표시되고, `input:` 인자가 \
                    여럿이면 인자 목록 전체가 강조 표시됩니다.
                    """,
                rationale: """
                    매크로가 `init(input:)`과 저장 프로퍼티 `input`을 생성하려면 input 타입의 표기가 필요합니다. metatype을 담은 변수는 실행 \
                    시점에만 값을 가지며, 매크로는 그 값을 읽을 수 없습니다.
                    """,
                fix: "타입을 그대로, 한 번만 전달하십시오. 예: `input: SessionConfig.self`.",
                example: Self.koreanExample(documentation.example))
        case .inputOnActor:
            DiagnosticDocumentation(
                title: "actor graph에서는 `input:`을 지원하지 않습니다",
                trigger: """
                    `actor` graph에 `input:`을 사용했습니다. `@DependencyGraph` attribute 전체가 강조 표시됩니다.
                    """,
                rationale: """
                    input 지원은 shared 값을 만들기 전에 input을 저장하는, 매크로가 소유한 initializer에 의존합니다. Cradle은 이 \
                    initializer를 final class에만 구현합니다.
                    """,
                fix: """
                    graph를 `final class`로 만들거나, actor를 유지하고 호출마다 달라지는 값을 `.transient` Factory의 \
                    `@External` 매개변수로 전달하십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .inputOnSharedGraph:
            DiagnosticDocumentation(
                title: "`.shared` graph는 `input:`을 받을 수 없습니다",
                trigger: """
                    `input:`을 graph 수명 `.shared`와 함께 사용했습니다. `@DependencyGraph` attribute 전체가 강조 표시됩니다. \
                    이 검사는 `Sendable` 규칙과 actor 규칙보다 먼저 이루어지므로, 보이는 오류는 이것 하나뿐입니다.
                    """,
                rationale: """
                    `static let shared`는 생성된 `G()` 호출로 만들어지며, 그 밖에는 누구도 이 호출을 하지 않습니다. 따라서 input 값을 제공할 \
                    호출자가 없습니다.
                    """,
                fix: """
                    `.shared`를 빼고 값을 아는 곳에서 `G(input: …)` 호출로 graph를 직접 만들거나, `input:`을 빼십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .inputInitializationConflict:
            DiagnosticDocumentation(
                title: "`input:`이 있는 graph가 initializer나 값 없는 저장 프로퍼티를 선언합니다",
                trigger: """
                    `input:`이 있는 graph가 initializer를 선언하거나, initializer가 필요한 인스턴스 저장 프로퍼티를 선언합니다: 값이 없는 \
                    `let`(Optional이든 아니든), 작성한 타입이 직접적인 Optional이 아니면서 값이 없는 `var`, `willSet`/`didSet`만 \
                    있는 프로퍼티입니다. 초기값이 있는 프로퍼티, 계산 프로퍼티, Optional `var`, attribute가 붙은 프로퍼티(property \
                    wrapper 등)는 괜찮습니다. 문제가 되는 멤버마다 `init` 키워드나 프로퍼티 이름에 오류가 하나씩 보고됩니다. 이 오류가 있으면 graph의 \
                    다른 부분은 검사하지 않습니다.
                    """,
                rationale: """
                    매크로는 graph의 유일한 initializer인 `init(input:)`을 작성합니다. 매크로는 사용자의 initializer를 함께 호출할 수 \
                    없고, 초기화되지 않은 사용자 프로퍼티에 줄 값도 없으므로, 확장된 class는 컴파일되지 않습니다.
                    """,
                fix: """
                    initializer를 제거하십시오. 모든 저장 프로퍼티에 초기값을 주거나, Optional `var`로 만들거나, 계산 프로퍼티로 만드십시오. \
                    input은 대신 Factory 안에서 `input.member`로 읽으십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .overridesInvalid:
            DiagnosticDocumentation(
                title: "`overrides:`가 반복되었거나 boolean 리터럴이 아닙니다",
                trigger: """
                    `overrides:` 인자가 리터럴 `true`나 `false`로 작성되지 않았거나, 두 번 이상 나옵니다. 값이 강조 표시되며, 중복된 경우에는 \
                    인자 목록 전체가 강조 표시됩니다.
                    """,
                rationale: """
                    타입 지정 override는 static `override(…)` 함수, 중첩 타입 `OverrideBuilder`, 매크로가 소유한 \
                    initializer를 추가합니다. 매크로는 이들을 생성할지 구문만 보고 알아야 합니다.
                    """,
                fix: "`overrides: true` 또는 `overrides: false`를 직접, 한 번만 쓰십시오.",
                example: Self.koreanExample(documentation.example))
        case .overridesUserInitializer:
            DiagnosticDocumentation(
                title: "`overrides: true` graph가 initializer를 선언합니다",
                trigger: """
                    `overrides: true`인 graph가 자체 initializer를 선언합니다. initializer마다 `init` 키워드가 한 번씩 강조 \
                    표시됩니다. 이 오류가 있으면 graph의 다른 부분은 검사하지 않습니다.
                    """,
                rationale: """
                    타입 지정 override를 쓰면 객체 생성을 매크로가 맡습니다: `G()`와 `OverrideBuilder.build()`는 모두 선택된 \
                    Factory를 설치하는 생성된 initializer를 거칩니다. 사용자 initializer는 이를 우회할 수 있습니다.
                    """,
                fix: """
                    initializer를 제거하십시오. 준비 작업은 Factory로 옮기거나, 저장 프로퍼티에 초기값을 주십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .overridesUninitializedStoredProperty:
            DiagnosticDocumentation(
                title: "`overrides: true` graph가 값 없는 저장 프로퍼티를 선언합니다",
                trigger: """
                    `overrides: true`인 graph가 초기화가 필요한 인스턴스 저장 프로퍼티를 선언합니다(정확한 목록은 \
                    `input-initialization-conflict`를 참고하십시오). 프로퍼티마다 프로퍼티 이름이 한 번씩 강조 표시됩니다.
                    """,
                rationale: """
                    매크로가 소유한 initializer는 graph 자체의 저장 공간만 압니다. 사용자의 프로퍼티에 줄 값이 없으므로 확장된 class는 컴파일되지 \
                    않습니다.
                    """,
                fix: """
                    프로퍼티에 초기값을 주거나, Optional `var`로 만들거나, 계산 프로퍼티로 만드십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .overridesNameCollision:
            DiagnosticDocumentation(
                title: "`overrides: true` graph의 멤버가 타입 지정 override가 생성하는 이름을 사용합니다",
                trigger: """
                    `overrides: true`인 graph에서 종류에 상관없이(메서드, 프로퍼티, 중첩 타입이나 typealias, static이든 인스턴스든) 직접 \
                    멤버의 이름이 `override` 또는 `OverrideBuilder`입니다. 멤버와 이름마다 오류가 하나씩, 멤버 선언 전체에 보고됩니다. \
                    Factory 오류나 이름 오류가 하나도 없을 때만 보고됩니다.
                    """,
                rationale: """
                    타입 지정 override는 `static func override(…)`와 중첩 `struct OverrideBuilder`를 생성합니다. 둘 중 한 \
                    이름을 가진 사용자 멤버는 이들과 충돌합니다.
                    """,
                fix: "멤버의 이름을 바꾸십시오.",
                example: Self.koreanExample(documentation.example))
        case .diagramInvalid:
            DiagnosticDocumentation(
                title: "`diagram:`이 반복되었거나 boolean 리터럴이 아닙니다",
                trigger: """
                    `diagram:` 인자가 리터럴 `true`나 `false`로 작성되지 않았거나, 두 번 이상 나옵니다. 값이 강조 표시되며, 중복된 경우에는 인자 \
                    목록 전체가 강조 표시됩니다.
                    """,
                rationale: """
                    이 옵션은 CradlePlugin에 graph를 그릴지 알려 줄 뿐입니다. plugin은 아무것도 평가하지 않고 소스 텍스트를 읽으므로 리터럴만 따를 \
                    수 있으며, Cradle은 다른 표기를 무시하지 않고 거부합니다.
                    """,
                fix: "`diagram: false`(또는 기본값인 `diagram: true`)를 직접, 한 번만 쓰십시오.",
                example: Self.koreanExample(documentation.example))
        case .sourcesInvalid:
            DiagnosticDocumentation(
                title: "`sources:`가 반복되었거나 배열 리터럴이 아닙니다",
                trigger: """
                    `sources:` 인자가 두 번 이상 나오거나, 그 값이 배열 리터럴이 아닙니다(변수, 배열 연결, 호출 등). 값이 강조 표시되며, 중복된 경우에는 \
                    인자 목록 전체가 강조 표시됩니다.
                    """,
                rationale: """
                    매크로는 source마다 source 타입의 이름을 딴 저장 프로퍼티와 initializer 매개변수를 생성합니다. 그러려면 타입 목록이 그대로 적혀 \
                    있어야 합니다.
                    """,
                fix: "목록을 그 자리에 직접 쓰십시오: `sources: [AuthGraph.self, StorageGraph.self]`.",
                example: Self.koreanExample(documentation.example))
        case .sourcesEmpty:
            DiagnosticDocumentation(
                title: "`sources:`가 빈 배열입니다",
                trigger: "`sources: []`라고 작성했습니다. 빈 배열 리터럴이 강조 표시됩니다.",
                rationale: """
                    빈 목록이어도 graph는 매크로가 소유한 initializer를 쓰도록 바뀌지만, 아무것도 조합하지 않습니다. Cradle은 이를 실수로 봅니다.
                    """,
                fix: "source graph를 하나 이상 나열하거나, `sources:` 인자를 제거하십시오.",
                example: Self.koreanExample(documentation.example))
        case .sourcesInvalidElement:
            DiagnosticDocumentation(
                title: "`sources:` 원소가 `GraphType.self` 형식으로 작성되지 않았습니다",
                trigger: """
                    `sources:` 배열의 원소가 `SomeType.self` 형식이 아니거나, 그 타입에서 유효한 저장 프로퍼티 이름을 만들 수 없습니다(예: 배열 \
                    타입, 또는 `Class`처럼 lowerCamelCase 이름이 키워드가 되는 타입). 잘못된 원소마다 그 원소에 오류가 하나씩 보고됩니다.
                    """,
                rationale: """
                    각 source는 타입에서 이름을 딴 `private let <name>: SomeType`이 됩니다. 타입 리터럴이 아닌 식에서는 타입을 얻을 수 \
                    없고, 어떤 타입에서는 쓸 수 있는 이름이 나오지 않습니다.
                    """,
                fix: """
                    각 원소를 graph 타입 뒤에 `.self`를 붙인 형식으로 쓰고, source graph에는 평범한 타입 이름을 붙이십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .sourcesDuplicate:
            DiagnosticDocumentation(
                title: "같은 source graph가 두 번 나열되었습니다",
                trigger: """
                    한 source 타입이 `sources:`에 두 번 이상 나옵니다(표기는 backtick, 공백, 주석을 제거한 뒤 비교합니다). 뒤에 나온 원소가 \
                    모두 강조 표시되고, 각각 첫 번째 원소를 가리키는 note가 붙습니다.
                    """,
                rationale: """
                    각 source는 저장 프로퍼티와 initializer 매개변수가 됩니다. 두 번째 사본은 같은 프로퍼티를 두 번 선언하고, 호출자에게 같은 \
                    graph를 두 번 요구하게 됩니다.
                    """,
                fix: "반복된 원소를 삭제하십시오.",
                example: Self.koreanExample(documentation.example))
        case .sourcesNameCollision:
            DiagnosticDocumentation(
                title: "source graph의 저장 프로퍼티 이름이 이미 사용 중입니다",
                trigger: """
                    두 경우에 보고됩니다. 서로 다른 두 source 타입이 같은 저장 프로퍼티 이름을 만들면(`Legacy.AuthGraph`와 \
                    `Modern.AuthGraph`는 둘 다 `authGraph`가 됩니다) 그 묶음에서 뒤에 나온 원소가 모두 강조 표시되고, 첫 번째 원소에 \
                    note가 붙습니다. 저장 프로퍼티 이름이 인스턴스 프로퍼티, 매개변수 없는 인스턴스 메서드, 등록을 만드는 Factory의 생성 프로퍼티 이름과 \
                    같으면 source 원소가 note 없이 강조 표시됩니다.
                    """,
                rationale: """
                    매크로는 각 source를 `private let <name>`에 저장하고, 같은 label의 initializer 인자로 받습니다. 같은 이름을 가진 \
                    두 항목은 재선언이 됩니다.
                    """,
                fix: """
                    source graph 타입 중 하나의 이름을 바꾸거나, 충돌하는 멤버의 이름이나 충돌하는 Factory가 반환하는 타입의 이름을 바꾸십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .sourcesUserInitializer:
            DiagnosticDocumentation(
                title: "`sources:`가 있는 graph가 initializer를 선언합니다",
                trigger: """
                    `sources:`가 있는 graph가 initializer를 선언합니다. initializer마다 `init` 키워드가 한 번씩 강조 표시됩니다. \
                    같은 graph의 Factory 오류도 함께 보고됩니다.
                    """,
                rationale: """
                    매크로는 source를 저장한 다음 shared 값을 만드는 `init(<source>: <SourceType>, …)` initializer를 \
                    생성합니다. 사용자 initializer는 두 단계를 모두 우회할 수 있습니다.
                    """,
                fix: "initializer를 제거하고, 호출자가 생성된 `init(authGraph:…)` initializer를 사용하게 하십시오.",
                example: Self.koreanExample(documentation.example))
        case .sourcesUninitializedStoredProperty:
            DiagnosticDocumentation(
                title: "`sources:`가 있는 graph가 값 없는 저장 프로퍼티를 선언합니다",
                trigger: """
                    `sources:`가 있는 graph가 초기화가 필요한 인스턴스 저장 프로퍼티(값이 없는 `let`, 값이 없는 Optional 아닌 `var`, \
                    `willSet`/`didSet`만 있는 프로퍼티)를 선언합니다. 프로퍼티마다 프로퍼티 이름이 한 번씩 강조 표시됩니다.
                    """,
                rationale: """
                    생성된 initializer는 source와 shared 저장 공간에만 값을 대입합니다. 사용자의 프로퍼티에 줄 값이 없으므로 확장된 class는 \
                    컴파일되지 않습니다.
                    """,
                fix: """
                    프로퍼티에 초기값을 주거나, Optional `var`로 만들거나, 계산 프로퍼티로 만드십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .sourcesOnActor:
            DiagnosticDocumentation(
                title: "actor graph는 다른 graph를 조합할 수 없습니다",
                trigger: """
                    `actor` graph에 `sources:`를 사용했습니다. `sources:` 배열 식이 강조 표시됩니다.
                    """,
                rationale: """
                    조합은 매크로가 소유한 initializer 안에서 source graph를 저장하고 그것으로 shared 값을 만듭니다. Cradle은 이를 \
                    final class에만 구현합니다.
                    """,
                fix: """
                    조합하는 graph를 `final class`로 만들거나, actor에 필요한 값을 그 Factory의 `@External` 매개변수로 전달하십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .provideMisplaced:
            DiagnosticDocumentation(
                title: "`@Provide`가 graph의 직접 멤버가 아닙니다",
                trigger: """
                    `@Provide`가 붙은 선언의 바로 위 부모가, 정확히 `DependencyGraph`로 표기한 attribute가 붙은 class나 actor가 \
                    아닙니다: 최상위 함수, 다른 타입의 멤버, extension의 멤버(graph의 extension이라도), graph 안에 중첩된 타입의 멤버, \
                    `@Cradle.DependencyGraph`로 작성한 graph의 멤버입니다. `@Provide` attribute가 강조 표시됩니다. 이 검사는 \
                    `@Provide` 자체가 하므로, graph에 다른 문제가 있든 없든 나타납니다.
                    """,
                rationale: """
                    Factory는 `@DependencyGraph`가 확장될 때 graph 자신의 멤버 목록에서 수집됩니다. 다른 곳에 있는 Factory는 결코 \
                    등록되지 않으므로, Cradle은 이를 조용히 무시하지 않고 거부합니다.
                    """,
                fix: """
                    Factory를 graph class나 actor의 본체로 옮기고, graph attribute를 `@DependencyGraph`로 표기하십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .providerNotPrivateMethod:
            DiagnosticDocumentation(
                title: "Factory는 `private` 메서드여야 합니다",
                trigger: """
                    `@Provide`가 `func`가 아닌 것(예: 프로퍼티)에 붙었거나, 접근 수준이 정확히 `private`이 아닌 메서드에 \
                    붙었습니다(`fileprivate`, `internal`, `public`, modifier를 생략한 경우 모두 해당합니다). `@Provide` \
                    attribute가 강조 표시됩니다.
                    """,
                rationale: """
                    호출자는 수명을 적용하는 생성 프로퍼티를 사용해야 합니다. Factory 메서드가 밖에서 보이면 호출자가 이를 직접 호출해 graph 모르게 새 값을 \
                    얻을 수 있습니다.
                    """,
                fix: "Factory를 메서드로 만들고 `func` 앞에 `private`을 쓰십시오.",
                example: Self.koreanExample(documentation.example))
        case .providerInvalidSignature:
            DiagnosticDocumentation(
                title: "Factory는 static, generic, async이거나 오류를 던질 수 없습니다",
                trigger: """
                    Factory가 `static` 또는 `class`이거나, generic 매개변수나 `where` 절을 선언하거나, effect 지정자(`async`, \
                    `throws`, typed `throws(E)`, `rethrows`)를 가집니다. `@Provide` attribute가 강조 표시됩니다. \
                    `@escaping () async -> Data`처럼 매개변수의 함수 타입 안에 있는 effect는 괜찮습니다.
                    """,
                rationale: """
                    등록은 구체적인 타입 하나를 가진, 동기적이고 오류를 던지지 않는 인스턴스 프로퍼티가 됩니다. getter에는 await하거나, 오류를 전파하거나, \
                    generic 인자를 고를 자리가 없으며, 타입 메서드로는 graph마다 다른 값을 만들 수 없습니다.
                    """,
                fix: """
                    Factory를 평범한 인스턴스 메서드로 만드십시오. 비동기 작업이나 실패할 수 있는 작업은 나중에 하십시오. 예를 들어 메서드가 \
                    `async throws`인 client 객체를 등록하면 됩니다.
                    """,
                example: Self.koreanExample(documentation.example))
        case .providerOptionalType:
            DiagnosticDocumentation(
                title: "Factory의 매개변수 타입이나 반환 타입이 Optional입니다",
                trigger: """
                    매개변수 타입이나 반환 타입이 직접적인 Optional입니다: `T?`, `T!`, `Optional<T>`, `Swift.Optional<T>`이며, \
                    불필요한 괄호로 감싼 경우도 포함합니다. `@External` 매개변수도 해당합니다. 그런 매개변수는 첫 번째 것만 보고되고, 그 뒤로는 다른 매개변수 \
                    검사를 하지 않습니다. 문제가 되는 타입이 강조 표시됩니다. `[T?]`처럼 더 깊이 중첩된 Optional은 이 규칙에 해당하지 않습니다.
                    """,
                rationale: """
                    등록은 타입으로 연결되며 항상 값을 만듭니다. 이 모델에서 "등록되었을 수도 있는" 의존성이나 없을 수도 있는 결과는 의미가 없으며, Optional \
                    결과는 생성 프로퍼티를 모호하게 만듭니다.
                    """,
                fix: """
                    Optional이 아닌 타입을 등록하십시오. 값이 없음을 나타내려면 프로토콜의 아무 일도 하지 않는 구현이나 작은 enum 같은 자체 타입을 \
                    사용하십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .providerInvalidParameter:
            DiagnosticDocumentation(
                title: "Factory 매개변수가 지원하지 않는 형식입니다",
                trigger: """
                    graph 매개변수에 기본값이 있거나, 가변 인자(`...`)이거나, `inout`이거나, 타입 어딘가에 `some`이 있거나, \
                    `@autoclosure` 타입이거나, 로컬 이름으로 `_`를 사용합니다(`_: T` 또는 `_ _: T`). Factory마다 한 번, \
                    `@Provide` attribute에 보고됩니다. `_ cache: TileCache`처럼 인자 레이블이 `_`인 것은 괜찮습니다.
                    """,
                rationale: """
                    생성 코드는 매개변수마다 정확히 인자 하나를 넘겨 Factory를 호출하며, 등록된 값을 매개변수의 label로 전달합니다. 생성된 본문은 각 \
                    매개변수를 로컬 이름으로 전달합니다. 기본값, 가변 인자, `inout`, opaque 타입, autoclosure는 이런 방식으로 채울 수 없고, \
                    로컬 이름이 없는 매개변수는 전달할 수 없습니다.
                    """,
                fix: """
                    매개변수를 평범한 `label name: Type` 형식으로 선언하십시오. 기본값은 Factory 본문이나 별도의 등록으로 옮기십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .externalInvalidParameter:
            DiagnosticDocumentation(
                title: "`@External` 매개변수가 지원하지 않는 형식입니다",
                trigger: """
                    `@External` 매개변수에 다른 attribute도 붙어 있거나(예: 두 번째 property wrapper), 기본값이 있거나, 가변 \
                    인자이거나, `inout`이거나, `some`을 사용하거나, `@autoclosure` 타입이거나, 로컬 이름으로 `_`를 사용합니다. \
                    `@External`부터 타입 끝까지 매개변수 전체가 강조 표시됩니다. `@escaping` 같은 타입 attribute는 괜찮습니다.
                    """,
                rationale: """
                    외부 입력 매개변수는 `@External` wrapper를 뗀 채 생성 메서드의 시그니처에 복사되고, 로컬 이름으로 전달됩니다. 매개변수에 붙은 그 \
                    밖의 것은 사라지거나 전달할 수 없습니다.
                    """,
                fix: """
                    `@External`만 attribute로 남기고, 매개변수를 `label name: Type` 형식으로 쓰십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .providerMissingReturnType:
            DiagnosticDocumentation(
                title: "Factory에 반환 타입이 없습니다",
                trigger: "Factory가 반환 타입을 선언하지 않습니다. `@Provide` attribute가 강조 표시됩니다.",
                rationale: """
                    반환 타입이 곧 등록입니다: 생성 프로퍼티의 이름과 타입을 정하고, 다른 Factory가 요청하는 대상이 됩니다. 반환 타입이 없으면 등록할 것이 \
                    없습니다.
                    """,
                fix: "`-> SomeType`을 추가하고 값을 반환하십시오.",
                example: Self.koreanExample(documentation.example))
        case .providerUnsupportedReturnType:
            DiagnosticDocumentation(
                title: "Factory의 반환 타입으로 생성 프로퍼티 이름을 만들 수 없습니다",
                trigger: """
                    반환 타입에서 생성 이름을 만들 수 없습니다: 배열이나 딕셔너리 축약 표기, 튜플, 함수 타입, metatype, `some` 타입, \
                    `any A & B` 같은 합성 타입, 그 밖에 attribute가 붙은 타입입니다. 평범한 이름, 멤버 타입(`Domain.Repo`), \
                    generic 타입(`Array<Repo>`), 단일 `any P`는 지원합니다. `@Provide` attribute가 강조 표시됩니다.
                    """,
                rationale: """
                    생성 프로퍼티의 이름은 반환 타입의 마지막 식별자를 lowerCamelCase로 바꾼 것입니다. 이런 타입에는 그런 식별자가 없습니다.
                    """,
                fix: """
                    이름 있는 타입을 반환하십시오: `[Repo]`는 `Array<Repo>`로 쓰고, 튜플과 closure는 작은 struct로 감싸고, `A & B`는 \
                    둘을 합친 프로토콜을 도입하십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .providerInvalidAccessorName:
            DiagnosticDocumentation(
                title: "Factory의 반환 타입에서 나온 생성 프로퍼티 이름이 키워드입니다",
                trigger: """
                    반환 타입에서 만든 lowerCamelCase 이름이 올바른 Swift 함수 이름이 아닙니다. 대개 키워드이기 때문입니다: `Class`는 \
                    `class`, `Throw`는 `throw`, `Return`은 `return`이 됩니다. `@Provide` attribute가 강조 표시됩니다.
                    """,
                rationale: """
                    생성 프로퍼티가 그 이름으로 선언되는데, 키워드는 backtick 없이 그 자리에 쓸 수 없고 Cradle은 backtick을 붙이지 않습니다.
                    """,
                fix: "반환하는 타입의 이름을 바꾸거나, 평범한 이름을 가진 타입으로 감싸십시오.",
                example: Self.koreanExample(documentation.example))
        case .providerInvalidLifetime:
            DiagnosticDocumentation(
                title: "`@Provide` 수명이 case 이름만으로 작성되지 않았습니다",
                trigger: """
                    `@Provide`의 인자가 생략, `()`, 또는 label 없는 `.shared`, `.lazy`, `.transient` 정확히 하나(주석과 \
                    backtick 허용) 중 어느 형식도 아닙니다: 예를 들어 타입 이름을 붙인 `DependencyLifetime.lazy`, 변수, \
                    `.shared()` 같은 호출, label, 인자 두 개, case를 감싼 괄호, 리터럴입니다. 괄호 사이의 인자 목록이 강조 표시됩니다. [추정] \
                    `.lazy`도 받는 최신 버전에서 이 메시지의 정확한 Cradle 문구는 확인하지 못했습니다.
                    """,
                rationale: """
                    수명은 graph가 그 등록에 어떤 코드(저장 필드, `lazy var`, 단순 호출)를 생성할지 결정하며, 매크로는 수명을 작성된 글자 그대로의 \
                    표기로만 읽을 수 있습니다.
                    """,
                fix: "`@Provide`, `@Provide(.lazy)` 또는 `@Provide(.transient)`로 쓰십시오.",
                example: Self.koreanExample(documentation.example))
        case .externalRequiresTransient:
            DiagnosticDocumentation(
                title: "`@External` 매개변수가 있는 Factory는 `.transient`여야 합니다",
                trigger: """
                    Factory에 `@External` 매개변수가 하나 이상 있지만, 수명이 명시적인 `.transient`가 아닙니다: 그냥 `@Provide`, \
                    `@Provide()`, `@Provide(.shared)`, `@Provide(.lazy)`입니다. 모든 `@External` attribute가 \
                    강조 표시되고, 각각 `@Provide` attribute를 가리키는 note가 붙습니다.
                    """,
                rationale: """
                    외부 입력 Factory는 호출자의 입력을 받아 호출될 때마다 Factory를 실행하는 메서드가 됩니다. 결과를 보관하면(shared나 lazy) 첫 \
                    호출자의 결과를, 나중에 다른 입력으로 요청하는 모든 호출자에게 넘기게 됩니다.
                    """,
                fix: """
                    `@Provide(.transient)`로 쓰거나, `@External`을 제거하고 그 입력을 등록하십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .duplicateRegistration:
            DiagnosticDocumentation(
                title: "두 Factory가 같은 타입을 등록합니다",
                trigger: """
                    등록을 만드는 Factory 둘 이상이 같은 타입을 반환합니다. 괄호, 최상위 `any`, backtick, 공백, 주석을 제거한 뒤 \
                    비교합니다(`Logger`, `any Logger`, `(Logger)`는 모두 같습니다). 첫 번째 Factory의 반환 타입이 강조 표시되고, \
                    묶음의 각 Factory에 note가 붙습니다.
                    """,
                rationale: """
                    매개변수는 타입으로 등록에 연결됩니다. 한 타입의 등록이 둘이면 그 타입을 받는 모든 곳이 모호해지고, 두 등록이 같은 프로퍼티를 생성하게 됩니다.
                    """,
                fix: """
                    Factory를 하나만 남기십시오. 한 타입의 값이 정말 두 개 필요하면 그중 하나를 별도의 타입으로 감싸십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .duplicateAccessorName:
            DiagnosticDocumentation(
                title: "두 Factory가 같은 생성 프로퍼티 이름을 만듭니다",
                trigger: """
                    등록을 만드는 Factory 둘 이상이 서로 다른 타입을 반환하지만 생성 이름이 같습니다: `Analytics.Tracker`와 `Tracker`, \
                    `Box<Int>`와 `Box<String>`, `Array<A>`와 `Array<B>` 같은 경우입니다. 이 오류를 일으킨 첫 번째 Factory의 \
                    반환 타입이 강조 표시되고, 묶음의 각 Factory에 note가 붙습니다.
                    """,
                rationale: """
                    각 등록은 타입의 이름을 딴 프로퍼티가 됩니다. 이름이 같은 두 프로퍼티는 함께 있을 수 없으며, Cradle은 타입을 구별해 주려고 모듈 경로나 \
                    generic 인자를 해석하지 않습니다.
                    """,
                fix: "타입 중 하나를 다른 이름의 타입으로 감싸거나, 두 등록을 합치십시오.",
                example: Self.koreanExample(documentation.example))
        case .accessorMemberCollision:
            DiagnosticDocumentation(
                title: "생성 프로퍼티 이름을 graph의 멤버가 이미 사용합니다",
                trigger: """
                    등록을 만드는 Factory의 생성 이름이 graph의 인스턴스 프로퍼티나 매개변수 없는 인스턴스 메서드의 이름과 같습니다. 그 Factory의 \
                    `@Provide` attribute가 강조 표시됩니다. 매개변수를 받는 메서드와 static 멤버는 같은 이름을 써도 됩니다. [추정] Cradle은 \
                    멤버 이름을 작성된 그대로 수집하므로, backtick으로 작성한 멤버는 감지하지 못할 수 있습니다.
                    """,
                rationale: "생성되는 `var <name>: T`는 사용자 멤버의 잘못된 재선언이 됩니다.",
                fix: "멤버의 이름을 바꾸거나, Factory가 다른 이름의 타입을 반환하게 하십시오.",
                example: Self.koreanExample(documentation.example))
        case .externalMethodNameCollision:
            DiagnosticDocumentation(
                title: "외부 입력 Factory의 생성 메서드 이름이 이미 사용 중입니다",
                trigger: """
                    외부 입력 Factory의 메서드 이름(반환 타입에서 만든 이름)이 다른 Factory(등록을 만드는 Factory든 외부 입력 Factory든)의 \
                    생성 이름, source 저장 프로퍼티 이름, 또는 인스턴스 메서드(매개변수와 상관없이)나 인스턴스 프로퍼티의 이름과 같습니다. backtick은 \
                    무시하고 static 멤버는 고려하지 않습니다. 이름마다 오류가 하나씩 외부 입력 Factory의 반환 타입에 보고되고, 충돌하는 각 Factory, \
                    source 원소, 멤버에 note가 붙습니다.
                    """,
                rationale: """
                    외부 입력 Factory는 반환 타입의 이름을 딴 인스턴스 메서드가 됩니다. 그 기본 이름이 프로퍼티와 같으면 재선언이 되고, 다른 메서드와 같으면 \
                    호출이 모호해지거나 조용히 엉뚱한 메서드가 선택됩니다.
                    """,
                fix: """
                    충돌하는 멤버의 이름을 바꾸거나, 외부 입력 Factory가 다른 이름의 타입을 반환하게 하십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .missingRegistration:
            DiagnosticDocumentation(
                title: "매개변수의 타입을 등록하는 Factory가 없습니다",
                trigger: """
                    어떤 Factory의 graph 매개변수(`@External`이 없는 매개변수)의 타입을, 같은 graph에서 등록을 만드는 어떤 Factory도 \
                    반환하지 않습니다. 매개변수 타입이 강조 표시되고, 그 매개변수를 요구하는 Factory의 `@Provide`에 note가 붙습니다. 매개변수마다 \
                    오류가 하나씩 보고됩니다. 타입은 표기로만 비교합니다: 모듈 경로, typealias, `[T]`와 `Array<T>`의 차이는 해석하지 않습니다. \
                    source graph의 등록과 일반 멤버는 포함되지 않습니다.
                    """,
                rationale: """
                    생성 코드는 모든 graph 매개변수에 값을 넘겨야 하며, graph가 만들 수 있는 값은 자신의 등록뿐입니다. Cradle은 멤버로 대신 채우지 \
                    않으며, 매개변수가 외부 입력이었으리라고 추측하지도 않습니다.
                    """,
                fix: """
                    정확히 이 타입을 반환하는 `@Provide` Factory를 추가하거나, 매개변수를 기존 등록과 같은 표기로 쓰거나, 호출자가 값을 제공해야 한다면 \
                    `.transient` Factory에서 매개변수에 `@External`을 붙이십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .externalResultDependency:
            DiagnosticDocumentation(
                title: "매개변수가 외부 입력 Factory의 결과를 요구합니다",
                trigger: """
                    graph 매개변수의 타입이 외부 입력 Factory(`@External` 매개변수가 있는 Factory)의 반환 타입입니다. 매개변수 타입이 강조 \
                    표시되고, 그런 Factory 중 첫 번째의 `@Provide`에 note가 붙습니다.
                    """,
                rationale: """
                    외부 입력 Factory는 아무것도 등록하지 않습니다. 호출될 때마다 호출자의 입력이 필요한 메서드가 될 뿐입니다. graph에는 자동으로 넘길 수 \
                    있는 값이 없습니다.
                    """,
                fix: """
                    호출자가 제공하게 하십시오: 그 값을 직접 `@External` 매개변수로 받거나, 같은 외부 입력을 받아 생성 메서드를 호출하십시오. 그렇지 않으면 \
                    그 Factory에서 `@External`을 제거해 결과가 등록되게 하십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .lifetimeSharedToTransient:
            DiagnosticDocumentation(
                title: "`.shared` Factory가 `.transient` 등록에 의존합니다",
                trigger: """
                    `.shared` Factory(기본 수명)에 등록이 `.transient`인 graph 매개변수가 있습니다. 매개변수마다 매개변수 타입이 한 번씩 \
                    강조 표시됩니다.
                    """,
                rationale: """
                    shared 값은 graph를 만들 때 미리 한 번 만들어집니다. 그 값은 transient 값 하나를 붙잡아 영원히 보관하게 되므로, \
                    `.transient`의 의미가 없어집니다.
                    """,
                fix: """
                    값을 받는 쪽도 `.transient`로 만들거나, 의존성을 `.shared`로 만들거나, 값 대신 Factory closure 타입을 전달하십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .lifetimeSharedToLazy:
            DiagnosticDocumentation(
                title: "`.shared` Factory가 `.lazy` 등록에 의존합니다",
                trigger: """
                    `.shared` Factory(기본 수명)에 등록이 `.lazy`인 graph 매개변수가 있습니다. 매개변수마다 매개변수 타입이 한 번씩 강조 \
                    표시됩니다.
                    """,
                rationale: """
                    shared 값은 graph를 만들 때 미리 만들어집니다. lazy 값을 보관하려면 그 값도 그 시점에 만들어야 하므로, 더 이상 lazy가 아니게 \
                    됩니다.
                    """,
                fix: "값을 받는 쪽을 `.lazy`나 `.transient`로 만들거나, 의존성을 `.shared`로 만드십시오.",
                example: Self.koreanExample(documentation.example))
        case .lifetimeLazyToTransient:
            DiagnosticDocumentation(
                title: "`.lazy` Factory가 `.transient` 등록에 의존합니다",
                trigger: """
                    `.lazy` Factory에 등록이 `.transient`인 graph 매개변수가 있습니다. 매개변수마다 매개변수 타입이 한 번씩 강조 표시됩니다.
                    """,
                rationale: """
                    lazy 값은 처음 접근한 뒤 저장됩니다. 그 값은 만들 때 받은 transient 값을 계속 보관하므로, 읽을 때마다 새로워야 할 값을 고정해 \
                    버립니다.
                    """,
                fix: "값을 받는 쪽을 `.transient`로 만들거나, 의존성을 `.lazy`나 `.shared`로 만드십시오.",
                example: Self.koreanExample(documentation.example))
        case .circularDependency:
            DiagnosticDocumentation(
                title: "등록 사이에 순환 의존성이 있습니다",
                trigger: """
                    등록을 만드는 Factory들이 서로 순환하며 의존하거나, Factory가 자신의 반환 타입에 의존합니다. 탐색은 각 Factory에서 선언 순서대로 \
                    깊이 우선으로, 매개변수를 순서대로 따라가며 이루어지고, 처음 찾은 순환만 보고됩니다. 순환을 닫는 매개변수의 타입이 강조 표시되고, 순환에 속한 \
                    모든 Factory에 note가 붙습니다. 메시지는 순환을 생성 프로퍼티 이름으로 표기합니다. Factory 본문과 typealias는 의존 관계를 \
                    만들지 않습니다.
                    """,
                rationale: """
                    순환 안의 어떤 값을 만들려면 graph가 먼저 바로 그 값을 만들어야 합니다. shared 값은 의존성 순서대로 만들어지는데, 순환에는 그런 순서가 \
                    없습니다.
                    """,
                fix: """
                    순환을 끊으십시오: 양쪽에 필요한 것을 세 번째 등록으로 옮기거나, 한쪽이 `@External`을 통해 호출마다 다른 쪽을 받게 하거나, 한쪽이 필요한 \
                    것을 본문에서 직접 만들게 하십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .sharedFactoryUsesInstanceMember:
            DiagnosticDocumentation(
                title: "`.shared` Factory 본문이 인스턴스 상태를 사용합니다 (컴파일러 오류 예측)",
                trigger: """
                    `.shared` Factory(기본 수명)의 본문이 `self`, `super`, graph의 인스턴스 프로퍼티나 메서드, 또는 다른 등록의 생성 \
                    프로퍼티를 사용하는데, 같은 이름의 매개변수, 지역 변수, closure 매개변수가 이를 가리지 않습니다. 그런 사용마다 강조 표시됩니다. graph의 \
                    `input`(input graph의 경우), source 저장 프로퍼티(sources graph의 경우), static 멤버는 괜찮습니다. \
                    graph에 Cradle 오류가 있는 동안에는 아무것도 생성되지 않으므로 보고하지 않습니다.
                    """,
                rationale: """
                    Cradle은 모든 shared Factory의 본문을, graph가 만들어지는 동안 모든 shared 값을 만드는 private static 도우미 \
                    함수로 복사합니다. static 함수에는 `self`가 없으므로 Swift 컴파일러는 이 사용을 거부하며, 그 오류는 생성 코드 안에서 나기 때문에 \
                    원인을 되짚기 어렵습니다.
                    """,
                fix: """
                    값을 매개변수로 받거나(필요하면 등록하십시오), Factory를 `.lazy`나 `.transient`로 바꿔 인스턴스 메서드로 실행되게 하거나, \
                    static 멤버를 사용하십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .bodylessFactoryProtocolResult:
            DiagnosticDocumentation(
                title: "본문 없는 Factory가 프로토콜을 반환합니다 (컴파일러 오류 예측)",
                trigger: """
                    본문이 없는 Factory가 `any P`나 같은 파일에 선언된 프로토콜을 반환합니다. 반환 타입이 강조 표시됩니다.
                    """,
                rationale: """
                    본문 없는 Factory에 대해 Cradle은 모든 매개변수를 넘기는 `(T).init(…)` 본문을 생성합니다. 프로토콜에는 호출할 \
                    initializer가 없으므로, Swift 컴파일러는 생성된 본문을 거부합니다.
                    """,
                fix: """
                    본문을 작성해 구체적인 구현을 반환하거나, 구체 타입을 반환하고 의존하는 쪽이 그 타입을 요청하게 하십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .attributeMisplaced:
            DiagnosticDocumentation(
                title: "Cradle attribute가 Swift에서 아무것에도 붙지 않는 자리에 쓰였습니다 (컴파일러 오류 예측)",
                trigger: """
                    `@Provide`, `@External`, `@DependencyGraph`가 modifier 뒤에 \
                    쓰였거나(`private @Provide func`), `@External`이 매개변수의 인자 레이블과 이름 사이에 \
                    있습니다(`for @External index: Int`). attribute가 강조 표시됩니다.
                    """,
                rationale: """
                    attribute는 modifier보다 앞에, 매개변수의 attribute는 label보다 앞에 옵니다. 다른 곳에 쓰면 Swift 파서는 \
                    attribute를 예상하지 못한 텍스트로 남기고, 컴파일러는 구문 오류를 보고합니다. 매크로는 이 attribute를 보지 못합니다: modifier \
                    뒤에 쓰면 함수는 Factory가 아닌 일반 메서드가 되어 그 타입을 아무것도 등록하지 않고, label과 이름 사이에 쓰면 label이 매개변수의 \
                    유일한 이름이 되고 `@External index`가 그 타입이 되는데, 이 타입을 등록하는 Factory는 없습니다.
                    """,
                fix: """
                    attribute를 맨 앞으로 옮기십시오: `@Provide private func …`로 쓰고, label이 있는 매개변수는 \
                    `@External for index: Int`로 쓰십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .graphArgumentOrder:
            DiagnosticDocumentation(
                title: "`@DependencyGraph` 인자의 순서가 잘못되었습니다 (컴파일러 오류 예측)",
                trigger: """
                    `@DependencyGraph`의 인자가, 매크로가 더 뒤에 선언한 인자보다 뒤에 쓰였습니다. 선언된 순서는 label 없는 수명, `input:`, \
                    `sources:`, `overrides:`, `diagram:`입니다. 제자리에 있지 않은 첫 번째 인자가 강조 표시됩니다.
                    """,
                rationale: """
                    Swift는 함수 호출에서처럼 attribute 인자를 매크로의 매개변수에 순서대로 맞추며, 매크로가 실행되기 전에 attribute를 \
                    거부합니다("argument 'input' must precede argument 'sources'"). 아무것도 생성되지 않고 Cradle도 아무것도 \
                    검사하지 않으므로, 순서를 고칠 때까지 이 graph에 대한 다른 진단은 나타나지 않습니다.
                    """,
                fix: """
                    인자를 선언된 순서대로 쓰십시오. 예: `@DependencyGraph(.shared, sources: [AuthGraph.self])`.
                    """,
                example: Self.koreanExample(documentation.example))
        case .overrideWithoutOverrides:
            DiagnosticDocumentation(
                title: "`overrides: true`가 없는 graph에서 `override`를 호출합니다 (컴파일러 오류 예측)",
                trigger: """
                    `G.override(…)`를 호출했는데, `G`가 가리키는 workspace의 graph 하나의 `@DependencyGraph`에 \
                    `overrides: true`가 없고, graph와 그 extension 어디에도 자체 `override`가 선언되어 있지 않습니다. \
                    `override`라는 단어가 강조 표시되며, 그 graph를 볼 수 있는 모듈의 파일이면 어디든(테스트 포함) 보고됩니다.
                    """,
                rationale: """
                    Cradle은 `overrides: true` graph에만 `override(…)`와 그 `OverrideBuilder`를 \
                    생성합니다(cradle.md §2.9). 이것이 없으면 컴파일러가 "type 'G' has no member 'override'"를 보고합니다.
                    """,
                fix: """
                    graph의 `@DependencyGraph`에 `overrides: true`를 선언된 자리(`sources:` 뒤, `diagram:` 앞)에 \
                    추가하거나, override 없이 graph를 만드십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .overrideExtraArgument:
            DiagnosticDocumentation(
                title: "graph가 생성하지 않는 override label이거나 두 번 준 label입니다 (컴파일러 오류 예측)",
                trigger: """
                    `G.override(…)`의 label이 `G`의 어떤 Factory(등록을 만드는 Factory든 외부 입력 Factory든)도 가리키지 않거나, \
                    같은 호출에서 앞서 준 label을 반복합니다. 그런 label이 하나면 그 값(`.mock`, `.replace`, `.original`의 점 뒤 \
                    멤버)이, 여럿이면 호출의 여는 괄호가 강조 표시됩니다.
                    """,
                rationale: """
                    생성된 `override`는 Factory마다 정확히 하나의 매개변수를 가지며, 그 label은 Factory의 생성 이름입니다(cradle.md \
                    §2.9). 컴파일러는 그 자리에서 "extra argument 'x' in call"(또는 "extra arguments at positions \
                    #2, #3 in call")을 보고합니다.
                    """,
                fix: """
                    바꿀 Factory의 생성 프로퍼티 이름을 호출마다 한 번씩 사용하십시오(`makeUserRepository` → `userRepository:`).
                    """,
                example: Self.koreanExample(documentation.example))
        case .overrideArgumentOrder:
            DiagnosticDocumentation(
                title: "override label이 선언 순서와 다릅니다 (컴파일러 오류 예측)",
                trigger: """
                    `G.override(…)`의 label이, `G`가 더 뒤에 선언한 Factory의 label보다 뒤에 쓰였습니다. 제자리에 있지 않은 첫 번째 \
                    label이 강조 표시됩니다.
                    """,
                rationale: """
                    생성된 `override`는 graph의 Factory 순서대로 매개변수를 선언하며, Swift는 label이 있는 인자를 매개변수 순서대로 \
                    요구합니다: 컴파일러는 "argument 'a' must precede argument 'b'"를 보고합니다.
                    """,
                fix: "graph가 Factory를 선언한 순서대로 label을 쓰십시오.",
                example: Self.koreanExample(documentation.example))
        case .overrideClosureArity:
            DiagnosticDocumentation(
                title: "대체 closure의 매개변수 개수가 맞지 않습니다 (컴파일러 오류 예측)",
                trigger: """
                    `G.override(…)` 안에서 `.replace { … }`나 CradleTesting의 `.mock { … }`에 쓴 후행 closure가 \
                    작성한 매개변수 목록(`(a: A) in`, `a, b in`)의 길이가 Factory의 매개변수(graph 매개변수와 외부 입력 매개변수) 개수와 \
                    다르거나, Factory가 매개변수를 받는데 closure가 매개변수 목록을 쓰지 않고 `$0`도 사용하지 않습니다. 매개변수 목록(그 `(` 또는 첫 \
                    번째 이름)이나 closure의 `{`가 강조 표시됩니다.
                    """,
                rationale: """
                    각 override label의 closure 타입은 Factory의 모든 매개변수를 순서대로 나열합니다(cradle.md §2.9). 컴파일러는 \
                    "contextual closure type '(A) -> T' expects 1 argument, but 2 were used in closure \
                    body"를 보고하거나, closure 인자 목록이 "cannot be implicitly ignored"라고 보고합니다.
                    """,
                fix: """
                    Factory의 매개변수를 순서대로 정확히 받으십시오(대체 구현에 필요 없는 매개변수는 `_`로 받으십시오).
                    """,
                example: Self.koreanExample(documentation.example))
        case .registrationNearMiss:
            DiagnosticDocumentation(
                title: "누락된 등록이 기존 등록과 거의 일치합니다",
                trigger: """
                    `missing-registration`으로 보고된 매개변수의 타입이 같은 graph의 등록과 표기만 다릅니다: 모듈 경로(`Media.Codec`과 \
                    `Codec`), 배열 축약 표기(`[Track]`과 `Array<Track>`), generic 인자 안의 \
                    `any`(`Array<any Track>`과 `Array<Track>`), 또는 typealias와 그것이 가리키는 타입입니다. 오류와 함께 매개변수 \
                    타입이 강조 표시됩니다.
                    """,
                rationale: """
                    Cradle은 타입을 정확한 표기로 연결하며(cradle.md §3) 모듈도 alias도 해석하지 않습니다. 컴파일러에게는 같은 타입을 뜻하는 표기라도 \
                    매크로에게는 서로 다른 등록입니다.
                    """,
                fix: "매개변수를 등록의 반환 타입과 똑같이 표기하십시오.",
                example: Self.koreanExample(documentation.example))
        case .unusedRegistration:
            DiagnosticDocumentation(
                title: "아무것도 사용하지 않는 등록입니다",
                trigger: """
                    등록을 만드는 Factory의 타입을 graph의 어떤 매개변수도 요구하지 않고, 그 생성 프로퍼티를 workspace 어디에서도 사용하지 않습니다. \
                    그 Factory가 흐리게 표시됩니다.
                    """,
                rationale: """
                    모든 shared 등록은 graph를 만들 때 만들어지므로, 사용하지 않는 등록은 시작 시간과 메모리를 낭비합니다. 대개 리팩터링 뒤에 남은 것입니다.
                    """,
                fix: "Factory를 삭제하거나, 그 등록을 사용하십시오.",
                example: Self.koreanExample(documentation.example))
        case .unresolvedSource:
            DiagnosticDocumentation(
                title: "source graph가 workspace 어디에도 선언되어 있지 않습니다",
                trigger: """
                    `sources:` 원소가 가리키는 타입과 일치하는 graph 선언이, 바깥 scope와 import한 모듈까지 따라가 봐도 workspace에 \
                    없습니다. 그 원소가 강조 표시됩니다.
                    """,
                rationale: """
                    Cradle은 여기에서 어떤 `T.self`든 받아들입니다. 그러면 컴파일러가 타입을 찾지 못하거나, 그 타입이 cradle-lsp가 읽을 수 없는 \
                    바이너리 의존성에서 옵니다. 두 번째 경우만 빌드되므로 이 진단은 경고입니다.
                    """,
                fix: """
                    타입의 표기를 고치거나, 그 타입을 선언한 모듈을 workspace에 추가하거나, graph를 선언하십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .invalidSuppression:
            DiagnosticDocumentation(
                title: "`cradle-lsp:ignore` 주석에 code가 없거나 알 수 없는 code가 있습니다",
                trigger: """
                    `// cradle-lsp:ignore` 주석 뒤에 code가 없거나, cradle-lsp가 보고하지 않는 code를 지정합니다. 주석이 강조 \
                    표시됩니다.
                    """,
                rationale: """
                    이런 주석은 아무것도 숨기지 않으므로, 숨기려던 진단이 그대로 보이거나, 철자가 틀린 code 때문에 주석이 낡았다는 사실이 가려집니다. Cradle \
                    오류를 숨겨도 cradle-lsp에서만 숨겨질 뿐, 컴파일러는 여전히 그 오류를 보고합니다.
                    """,
                fix: """
                    숨길 code를 보고서에 출력되는 그대로 쉼표로 구분해 적거나(`--explain CODE`가 code를 나열합니다), 주석을 삭제하십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .analysisFanOut:
            DiagnosticDocumentation(
                title: "Factory가 `analysis.maxFanOut`이 허용하는 것보다 많은 등록에 의존합니다 (게이트)",
                trigger: """
                    `.cradle-lsp.json`이 `"analysis": {"maxFanOut": N}`을 설정하고, Factory가 매개변수로 graph의 등록 \
                    N개를 넘게 받습니다. Factory의 이름이 강조 표시됩니다. 설정하지 않으면 꺼져 있으며, `--analyze`는 모든 Factory의 \
                    fan-out을 보여 줍니다.
                    """,
                rationale: """
                    많은 등록이 필요한 Factory는 graph의 많은 부분을 압니다: 그중 하나라도 바뀌면 함께 바뀌어야 하고, 테스트에서 대체하기 어렵습니다. 팀은 \
                    graph를 리뷰하기 쉽게 유지하려고 이 값에 상한을 두며, 변경이 상한을 넘으면 CI가 실패합니다.
                    """,
                fix: """
                    Factory를 나누거나(만드는 것의 일부를 별도의 등록으로 옮기십시오), 관련된 의존성을 등록 하나로 묶거나, 한도를 올리십시오. Factory \
                    하나만 숨기려면 `// cradle-lsp:ignore analysis-fan-out`을 쓰십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .analysisFanIn:
            DiagnosticDocumentation(
                title: "`analysis.maxFanIn`이 허용하는 것보다 많은 Factory가 한 등록에 의존합니다 (게이트)",
                trigger: """
                    `.cradle-lsp.json`이 `"analysis": {"maxFanIn": N}`을 설정하고, graph에서 N개를 넘는 Factory가 한 \
                    등록을 매개변수로 받습니다. 그 등록을 만드는 Factory의 이름이 강조 표시됩니다. 설정하지 않으면 꺼져 있으며, `--analyze`는 모든 \
                    등록의 fan-in을 보여 줍니다.
                    """,
                rationale: """
                    많은 Factory가 받는 등록은 병목입니다: 그 타입이나 수명을 바꾸면 그 Factory 모두에 영향을 줍니다(`cradle.md` §5는 각 조합을 \
                    검사합니다). 팀은 이 값에 상한을 두며, 변경이 상한을 넘으면 CI가 실패합니다.
                    """,
                fix: """
                    값을 받는 쪽에 더 좁은 등록(용도마다 프로토콜 하나)을 주거나, 그중 일부를 이 graph를 source로 읽는 다른 graph로 옮기거나, 한도를 \
                    올리십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        case .analysisChainLength:
            DiagnosticDocumentation(
                title: "graph의 가장 긴 의존 체인이 `analysis.maxChainLength`가 허용하는 것보다 깁니다 (게이트)",
                trigger: """
                    `.cradle-lsp.json`이 `"analysis": {"maxChainLength": N}`을 설정하고, graph에 매개변수 연결이 N개를 \
                    넘는 체인(`a`가 `b`를 받고, `b`가 `c`를 받고, …)이 있습니다. graph의 가장 긴 체인에서 첫 번째 Factory가 graph마다 한 \
                    번 강조 표시됩니다. 설정하지 않으면 꺼져 있으며, `--analyze`는 graph마다 가장 긴 체인 다섯 개를 나열합니다.
                    """,
                rationale: """
                    긴 체인은 값을 하나씩 차례로 만들며, 체인의 모든 연결은 수명 규칙(§5)이나 타입 변경 때문에 그 뒤가 깨질 수 있는 지점입니다. 팀은 이 값에 \
                    상한을 두며, 변경이 상한을 넘으면 CI가 실패합니다.
                    """,
                fix: """
                    체인을 줄이십시오: 체인 깊숙한 곳의 Factory에 필요한 것을 직접 주거나, 체인의 뒷부분을 source graph로 옮기거나, 한도를 올리십시오.
                    """,
                example: Self.koreanExample(documentation.example))
        }
    }
}

extension DiagnosticCode {
    /// The Korean of each comment in the catalogue's examples, keyed by the comment's text
    /// exactly as written (everything after `// ` to the end of the line). The diagnostic
    /// severity and kebab code, backticked code and suppression comments stay as written; only
    /// the prose is translated. Configuration comments (`// .cradle-lsp.json: {...}`, which
    /// `DocumentationTests` parses) have no entry and so stay as they are.
    static let koreanComments: [String: String] = [
        "error: graph-invalid-target, on the whole attribute":
            "error: graph-invalid-target, attribute 전체에",
        "not final":
            "final이 아님",
        "error: graph-lifetime-invalid, on the argument":
            "error: graph-lifetime-invalid, 인자에",
        "error: shared-graph-requires-sendable, on `.shared`":
            "error: shared-graph-requires-sendable, `.shared`에",
        "error: shared-graph-unchecked-sendable, on `.shared`":
            "error: shared-graph-unchecked-sendable, `.shared`에",
        "error: shared-graph-member-collision, on `.shared`":
            "error: shared-graph-member-collision, `.shared`에",
        "error: input-invalid, on `configType`":
            "error: input-invalid, `configType`에",
        "error: input-on-actor, on the whole attribute":
            "error: input-on-actor, attribute 전체에",
        "error: input-on-shared-graph, on the whole attribute":
            "error: input-on-shared-graph, attribute 전체에",
        "error: input-initialization-conflict, on `pageSize`":
            "error: input-initialization-conflict, `pageSize`에",
        "error: overrides-invalid, on `previewing`":
            "error: overrides-invalid, `previewing`에",
        "error: overrides-user-initializer, on `init`":
            "error: overrides-user-initializer, `init`에",
        "error: overrides-uninitialized-stored-property, on `retryLimit`":
            "error: overrides-uninitialized-stored-property, `retryLimit`에",
        "error: overrides-name-collision, on the whole declaration":
            "error: overrides-name-collision, 선언 전체에",
        "error: diagram-invalid, on `drawGraphs`":
            "error: diagram-invalid, `drawGraphs`에",
        "error: sources-invalid, on `upstream`":
            "error: sources-invalid, `upstream`에",
        "error: sources-empty, on `[]`":
            "error: sources-empty, `[]`에",
        "error: sources-invalid-element, on the element":
            "error: sources-invalid-element, 요소에",
        "error: sources-duplicate, on the second element":
            "error: sources-duplicate, 두 번째 요소에",
        "error: sources-name-collision, on the second element":
            "error: sources-name-collision, 두 번째 요소에",
        "error: sources-user-initializer, on `init`":
            "error: sources-user-initializer, `init`에",
        "error: sources-uninitialized-stored-property, on `unread`":
            "error: sources-uninitialized-stored-property, `unread`에",
        "error: sources-on-actor, on `[AuthGraph.self]`":
            "error: sources-on-actor, `[AuthGraph.self]`에",
        "error: provide-misplaced, on `@Provide`":
            "error: provide-misplaced, `@Provide`에",
        "error: provider-not-private-method, on `@Provide`":
            "error: provider-not-private-method, `@Provide`에",
        "error: provider-invalid-signature, on `@Provide`":
            "error: provider-invalid-signature, `@Provide`에",
        "error: provider-optional-type, on `TileCache?`":
            "error: provider-optional-type, `TileCache?`에",
        "error: provider-invalid-parameter, on `@Provide`":
            "error: provider-invalid-parameter, `@Provide`에",
        "error: external-invalid-parameter, on `@External stops: Int`":
            "error: external-invalid-parameter, `@External stops: Int`에",
        "error: provider-missing-return-type, on `@Provide`":
            "error: provider-missing-return-type, `@Provide`에",
        "error: provider-unsupported-return-type, on `@Provide`":
            "error: provider-unsupported-return-type, `@Provide`에",
        "error: provider-invalid-accessor-name, on `@Provide`":
            "error: provider-invalid-accessor-name, `@Provide`에",
        "error: provider-invalid-lifetime, on `DependencyLifetime.lazy`":
            "error: provider-invalid-lifetime, `DependencyLifetime.lazy`에",
        "error: external-requires-transient, on `@External`":
            "error: external-requires-transient, `@External`에",
        "error: duplicate-registration, on `Logger`":
            "error: duplicate-registration, `Logger`에",
        "error: duplicate-accessor-name, on `Analytics.Tracker`":
            "error: duplicate-accessor-name, `Analytics.Tracker`에",
        "error: accessor-member-collision, on `@Provide`":
            "error: accessor-member-collision, `@Provide`에",
        "error: external-method-name-collision, on `Chapter`":
            "error: external-method-name-collision, `Chapter`에",
        "error: missing-registration, on `AudioDecoder`":
            "error: missing-registration, `AudioDecoder`에",
        "error: external-result-dependency, on `Track`":
            "error: external-result-dependency, `Track`에",
        "error: lifetime-shared-to-transient, on `RequestID`":
            "error: lifetime-shared-to-transient, `RequestID`에",
        "error: lifetime-shared-to-lazy, on `ArtworkCache`":
            "error: lifetime-shared-to-lazy, `ArtworkCache`에",
        "error: lifetime-lazy-to-transient, on `RequestID`":
            "error: lifetime-lazy-to-transient, `RequestID`에",
        "error: circular-dependency, on `Socket`":
            "error: circular-dependency, `Socket`에",
        "warning: shared-factory-uses-instance-member, on `serverHost`":
            "warning: shared-factory-uses-instance-member, `serverHost`에",
        "warning: bodyless-factory-protocol-result, on `MessageStore`":
            "warning: bodyless-factory-protocol-result, `MessageStore`에",
        "warning: attribute-misplaced, on `@Provide`":
            "warning: attribute-misplaced, `@Provide`에",
        "warning: graph-argument-order, on `input:`":
            "warning: graph-argument-order, `input:`에",
        "warning: override-without-overrides, on `override`":
            "warning: override-without-overrides, `override`에",
        "warning: override-extra-argument, on `original`":
            "warning: override-extra-argument, `original`에",
        "warning: override-argument-order, on `clock`":
            "warning: override-argument-order, `clock`에",
        "warning: override-closure-arity, on `now`":
            "warning: override-closure-arity, `now`에",
        "information: registration-near-miss, on `[Track]`":
            "information: registration-near-miss, `[Track]`에",
        "hint: unused-registration, nothing reads `visualizer`":
            "hint: unused-registration, `visualizer`를 읽는 곳이 없음",
        "warning: unresolved-source, on `AccountGraph.self`":
            "warning: unresolved-source, `AccountGraph.self`에",
        "cradle-lsp:ignore unused-registraton   // warning: invalid-suppression, the code is misspelt":
            "cradle-lsp:ignore unused-registraton   // warning: invalid-suppression, 코드 철자가 틀림",
        "error: analysis-fan-out, on `makeFeed`":
            "error: analysis-fan-out, `makeFeed`에",
        "error: analysis-fan-in, on `makeClock`":
            "error: analysis-fan-in, `makeClock`에",
        "error: analysis-chain-length, on `makeFeed`":
            "error: analysis-chain-length, `makeFeed`에",
    ]

    /// `example` with each line's comment replaced by its Korean from ``koreanComments``. The
    /// comment starts at the first `// ` outside a string literal; everything before it stays
    /// byte for byte. A comment with no entry is left as it is.
    static func koreanExample(_ example: String) -> String {
        example.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var inString = false
            var escaped = false
            var index = line.startIndex
            while index < line.endIndex {
                let character = line[index]
                if inString {
                    if escaped {
                        escaped = false
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "\"" {
                        inString = false
                    }
                } else if character == "\"" {
                    inString = true
                } else if line[index...].hasPrefix("//") {
                    guard line[index...].hasPrefix("// ") else { return String(line) }
                    let textStart = line.index(index, offsetBy: 3)
                    guard let korean = koreanComments[String(line[textStart...])] else { return String(line) }
                    return String(line[..<textStart]) + korean
                }
                index = line.index(after: index)
            }
            return String(line)
        }.joined(separator: "\n")
    }
}
