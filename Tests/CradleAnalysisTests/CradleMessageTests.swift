import Testing

@testable import CradleAnalysis

/// Cradle's own diagnostic texts (issue #22): with `--messages cradle`, every one of the 43 codes
/// and every note reads exactly as Cradle's macros print it. Each expected line is written from
/// Cradle's newest public sources (`Sources/CradleMacros/*Diagnostic*.swift`, `MacroSupport.swift`,
/// `GraphInputDescriptor.swift`, `ExternalMethodCollision.swift`) and, where they exist, from the
/// `DiagnosticSpec` and `NoteSpec` strings of its macro tests (`Tests/CradleMacrosTests`), whose
/// cases the fixtures follow (#34, #35, #37, #38, #40, #43). Ranges are the English tests' ranges.
@Suite("Cradle's messages (#1–#43)")
struct CradleMessageTests {
    @Test("#1 graph-invalid-target: Cradle's text on the whole attribute of a class that is not final")
    func graphInvalidTarget() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph
            //^^^^^^^^^^^^^^^^ error graph-invalid-target: `@DependencyGraph`는 비 generic `final class` 또는 비 generic `actor`에만 적용할 수 있습니다.
              class AppContainer {}
            """#, language: .cradle
        )
    }

    @Test("#2 graph-lifetime-invalid: Cradle's text on a qualified lifetime")
    func graphLifetimeInvalid() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph(DependencyGraphLifetime.shared)
            //                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error graph-lifetime-invalid: `@DependencyGraph`의 첫 위치 인자는 직접 작성한 `.instance` 또는 `.shared`여야 합니다.
              final class Registry: Sendable {}
            """#, language: .cradle
        )
    }

    @Test("#3 shared-graph-requires-sendable: Cradle's text on `.shared` without Sendable")
    func sharedGraphRequiresSendable() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph(.shared)
            //                 ^^^^^^^ error shared-graph-requires-sendable: 비격리 `final class`에서 `.shared`를 사용하려면 선언에 checked `Sendable` 준수를 직접 작성해야 합니다.
              final class Registry {}
            """#, language: .cradle
        )
    }

    @Test("#4 shared-graph-unchecked-sendable: Cradle's text on `.shared` with @unchecked Sendable")
    func sharedGraphUncheckedSendable() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph(.shared)
            //                 ^^^^^^^ error shared-graph-unchecked-sendable: 비격리 `final class`의 `.shared`에는 `@unchecked Sendable`을 사용할 수 없습니다.
              final class Registry: @unchecked Sendable {}
            """#, language: .cradle
        )
    }

    @Test("#5 shared-graph-member-collision: Cradle's text on `.shared` beside a static `shared`")
    func sharedGraphMemberCollision() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph(.shared)
            //                 ^^^^^^^ error shared-graph-member-collision: 생성할 `shared` static member가 기존 type member와 충돌합니다.
              final class Registry: Sendable { static let shared = Registry() }
            """#, language: .cradle
        )
    }

    @Test("#6 input-invalid: Cradle's text on an input that is not `T.self`")
    func inputInvalid() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph(input: configType)
            //                        ^^^^^^^^^^ error input-invalid: `input`은 `Input.self` 형식으로 하나만 지정해야 합니다.
              final class FeatureGraph {}
            """#, language: .cradle
        )
    }

    @Test("#7 input-on-actor: Cradle's text on the attribute of an actor with input")
    func inputOnActor() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph(input: Config.self)
            //^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error input-on-actor: initializer input은 `final class` graph에서만 지원합니다.
              actor SyncGraph {}
            """#, language: .cradle
        )
    }

    @Test("#8 input-on-shared-graph: Cradle's text on the attribute of a shared graph with input")
    func inputOnSharedGraph() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph(.shared, input: Config.self)
            //^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error input-on-shared-graph: `@DependencyGraph(.shared)`는 호출자 initializer input을 받을 수 없습니다.
              final class Registry: Sendable {}
            """#, language: .cradle
        )
    }

    @Test("#9 input-initialization-conflict: Cradle's text on each initializer and stored property")
    func inputInitializationConflict() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph(input: Config.self)
              final class FeatureGraph {
                  var retries: Int
            //        ^^^^^^^ error input-initialization-conflict: initializer input graph는 initializer 또는 초기화가 필요한 stored property를 직접 선언할 수 없습니다.
                  init() { retries = 0 }
            //    ^^^^ error input-initialization-conflict: initializer input graph는 initializer 또는 초기화가 필요한 stored property를 직접 선언할 수 없습니다.
              }
            """#, language: .cradle
        )
    }

    @Test("#10 overrides-invalid: Cradle's text on an overrides value that is not a literal")
    func overridesInvalid() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph(overrides: testing)
            //                            ^^^^^^^ error overrides-invalid: `overrides`는 직접 작성한 `true` 또는 `false`여야 합니다.
              final class AppGraph {}
            """#, language: .cradle
        )
    }

    @Test("#11 overrides-user-initializer: Cradle's text on the init keyword")
    func overridesUserInitializer() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph(overrides: true)
              final class AppGraph { init() {} }
            //                       ^^^^ error overrides-user-initializer: `overrides: true` graph는 initializer를 직접 선언할 수 없습니다.
            """#, language: .cradle
        )
    }

    @Test("#12 overrides-uninitialized-stored-property: Cradle's text on the property name")
    func overridesUninitializedStoredProperty() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph(overrides: true)
              final class AppGraph { private let seed: Int }
            //                                   ^^^^ error overrides-uninitialized-stored-property: `overrides: true` graph는 초기값 없는 인스턴스 저장 프로퍼티를 선언할 수 없습니다.
            """#, language: .cradle
        )
    }

    @Test("#13 overrides-name-collision: Cradle's text on the member named OverrideBuilder")
    func overridesNameCollision() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph(overrides: true)
              final class AppGraph {
                  enum OverrideBuilder {}
            //    ^^^^^^^^^^^^^^^^^^^^^^^ error overrides-name-collision: 타입 지정 override가 생성할 `OverrideBuilder` 이름이 기존 member와 충돌합니다.
              }
            """#, language: .cradle
        )
    }

    @Test("#14 diagram-invalid: Cradle's text on a diagram value that is not a literal")
    func diagramInvalid() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph(diagram: draw)
            //                          ^^^^ error diagram-invalid: `diagram`은 직접 작성한 `true` 또는 `false`여야 합니다.
              final class PreviewGraph {}
            """#, language: .cradle
        )
    }

    @Test("#15 sources-invalid: Cradle's text on sources that are not an array literal")
    func sourcesInvalid() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph(sources: graphs)
            //                          ^^^^^^ error sources-invalid: `sources`에는 `GraphType.self` 배열 리터럴만 지정할 수 있습니다.
              final class FeatureGraph {}
            """#, language: .cradle
        )
    }

    @Test("#16 sources-empty: Cradle's text on the empty array")
    func sourcesEmpty() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph(sources: [])
            //                          ^^ error sources-empty: `sources`에는 하나 이상의 `GraphType.self`이 필요합니다.
              final class FeatureGraph {}
            """#, language: .cradle
        )
    }

    @Test("#17 sources-invalid-element: Cradle's text on an element that is not `T.self`")
    func sourcesInvalidElement() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph(sources: [makeAuthGraph()])
            //                           ^^^^^^^^^^^^^^^ error sources-invalid-element: `sources` 원소는 `GraphType.self` 형식이어야 합니다.
              final class FeatureGraph {}
            """#, language: .cradle
        )
    }

    @Test("#18 sources-duplicate: Cradle's text on the later element, with a note at the first")
    func sourcesDuplicate() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph(sources: [AuthGraph.self, AuthGraph.self])
            //                           ^^^^^^^^^^^^^^ note(sources-duplicate): `AuthGraph` source graph가 여기에서 선언되었습니다.
            //                                           ^^^^^^^^^^^^^^ error sources-duplicate: `AuthGraph` source graph가 중복되었습니다.
              final class FeatureGraph {}
            """#, language: .cradle
        )
    }

    @Test("#19 sources-name-collision: Cradle's text on the later element, with a note at the first")
    func sourcesNameCollision() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph(sources: [Legacy.AuthGraph.self, Modern.AuthGraph.self])
            //                           ^^^^^^^^^^^^^^^^^^^^^ note(sources-name-collision): `Legacy.AuthGraph` source graph가 여기에서 선언되었습니다.
            //                                                  ^^^^^^^^^^^^^^^^^^^^^ error sources-name-collision: `authGraph` source 저장 프로퍼티 이름이 충돌합니다.
              final class FeatureGraph {}
            """#, language: .cradle
        )
    }

    @Test("#20 sources-user-initializer: Cradle's text on the init keyword")
    func sourcesUserInitializer() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph(sources: [AuthGraph.self])
              final class FeatureGraph { init() {} }
            //                           ^^^^ error sources-user-initializer: `sources` graph는 initializer를 직접 선언할 수 없습니다.
            """#, language: .cradle
        )
    }

    @Test("#21 sources-uninitialized-stored-property: Cradle's text on the property name")
    func sourcesUninitializedStoredProperty() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph(sources: [AuthGraph.self])
              final class FeatureGraph { var count: Int { didSet {} } }
            //                               ^^^^^ error sources-uninitialized-stored-property: `sources` graph는 초기값 없는 인스턴스 저장 프로퍼티를 선언할 수 없습니다.
            """#, language: .cradle
        )
    }

    @Test("#22 sources-on-actor: Cradle's text on the sources array of an actor")
    func sourcesOnActor() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph(sources: [AuthGraph.self])
            //                          ^^^^^^^^^^^^^^^^ error sources-on-actor: actor `@DependencyGraph`에는 `sources`를 지정할 수 없습니다.
              actor SyncGraph {}
            """#, language: .cradle
        )
    }

    @Test("#23 provide-misplaced: Cradle's text on @Provide outside a graph")
    func provideMisplaced() {
        checkDiagnostics(
            #"""
              import Cradle

              struct Helpers {
                  @Provide private func makeClock() -> Clock { Clock() }
            //    ^^^^^^^^ error provide-misplaced: `@Provide`는 `@DependencyGraph` 본체에 직접 선언해야 합니다.
              }
            """#, language: .cradle
        )
    }

    @Test("#24 provider-not-private-method: Cradle's text on @Provide of an internal method")
    func providerNotPrivateMethod() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph
              final class AppGraph {
                  @Provide func makeClock() -> Clock { Clock() }
            //    ^^^^^^^^ error provider-not-private-method: `@Provide` factory는 private instance method여야 합니다.
              }
            """#, language: .cradle
        )
    }

    @Test("#25 provider-invalid-signature: Cradle's text on @Provide of an async factory")
    func providerInvalidSignature() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph
              final class AppGraph {
                  @Provide private func makeClock() async -> Clock { Clock() }
            //    ^^^^^^^^ error provider-invalid-signature: `@Provide` factory는 generic, type method, `async`, `throws`, `rethrows`를 가질 수 없습니다.
              }
            """#, language: .cradle
        )
    }

    @Test("#26 provider-optional-type: Cradle's text on the optional parameter type")
    func providerOptionalType() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph
              final class AppGraph {
                  @Provide private func makeSession(token: Token?) -> Session { Session() }
            //                                             ^^^^^^ error provider-optional-type: `@Provide`의 반환 타입과 매개변수 타입에는 Optional을 사용할 수 없습니다.
              }
            """#, language: .cradle
        )
    }

    @Test("#27 provider-invalid-parameter: Cradle's text on @Provide of a factory with a default argument")
    func providerInvalidParameter() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph
              final class AppGraph {
                  @Provide private func makeSession(retries: Int = 3) -> Session { Session() }
            //    ^^^^^^^^ error provider-invalid-parameter: `@Provide` Factory 매개변수는 지원하는 형식이어야 합니다.
              }
            """#, language: .cradle
        )
    }

    @Test("#28 external-invalid-parameter: Cradle's text on the whole @External parameter")
    func externalInvalidParameter() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph
              final class AppGraph {
                  @Provide(.transient)
                  private func makePage(@External index: Int = 0) -> Page { Page() }
            //                          ^^^^^^^^^^^^^^^^^^^^ error external-invalid-parameter: `@External` 매개변수는 지원하는 형식이어야 합니다.
              }
            """#, language: .cradle
        )
    }

    @Test("#29 provider-missing-return-type: Cradle's text on @Provide of a factory without a return type")
    func providerMissingReturnType() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph
              final class AppGraph {
                  @Provide private func makeClock() { _ = Clock() }
            //    ^^^^^^^^ error provider-missing-return-type: `@Provide` factory는 명시적 반환 타입이 필요합니다.
              }
            """#, language: .cradle
        )
    }

    @Test("#30 provider-unsupported-return-type: Cradle's text on @Provide of a factory returning an array")
    func providerUnsupportedReturnType() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph
              final class AppGraph {
                  @Provide private func makeClocks() -> [Clock] { [] }
            //    ^^^^^^^^ error provider-unsupported-return-type: `@Provide` 반환 타입은 프로퍼티 이름을 만들 수 있는 명목 타입 또는 `any`로 표시한 단일 프로토콜 타입이어야 합니다.
              }
            """#, language: .cradle
        )
    }

    @Test("#31 provider-invalid-accessor-name: Cradle's text on @Provide of a type that names a keyword")
    func providerInvalidAccessorName() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph
              final class AppGraph {
                  @Provide private func makeThrow() -> Throw { Throw() }
            //    ^^^^^^^^ error provider-invalid-accessor-name: `@Provide` 등록 타입에서 유효한 프로퍼티 이름을 만들 수 없습니다.
              }
            """#, language: .cradle
        )
    }

    @Test("#32 provider-invalid-lifetime: Cradle's text on a qualified lifetime argument")
    func providerInvalidLifetime() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph
              final class AppGraph {
                  @Provide(DependencyLifetime.lazy)
            //             ^^^^^^^^^^^^^^^^^^^^^^^ error provider-invalid-lifetime: `@Provide` 인자는 생략하거나 `.shared` 또는 `.transient`로 직접 지정해야 합니다.
                  private func makeCache() -> Cache { Cache() }
              }
            """#, language: .cradle
        )
    }

    @Test("#33 external-requires-transient: Cradle's text on @External, with a note at @Provide")
    func externalRequiresTransient() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph
              final class AppGraph {
                  @Provide
            //    ^^^^^^^^ note(external-requires-transient): `makePage` Factory에 `.transient` 수명을 명시해야 합니다.
                  private func makePage(@External index: Int) -> Page { Page() }
            //                          ^^^^^^^^^ error external-requires-transient: `@External`은 명시적인 `@Provide(.transient)`에서만 사용할 수 있습니다.
              }
            """#, language: .cradle
        )
    }

    @Test("#34 duplicate-registration: Cradle's text on the first return type, quoting each return type as written")
    func duplicateRegistration() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph
              final class AppGraph {
                  @Provide
            //    ^^^^^^^^ note(duplicate-registration): `makeFirst` Factory의 등록입니다. 등록 타입은 `dependency`입니다.
                  private func makeFirst() -> dependency { .init() }
            //                                ^^^^^^^^^^ error duplicate-registration: `dependency` 등록 타입이 중복됩니다.
                  @Provide
            //    ^^^^^^^^ note(duplicate-registration): `makeSecond` Factory의 등록입니다. 등록 타입은 ``dependency``입니다.
                  private func makeSecond() -> `dependency` { .init() }
              }
            """#, language: .cradle
        )
    }

    @Test("#35 duplicate-accessor-name: Cradle's text on the first return type, with a note per registration")
    func duplicateAccessorName() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph
              final class AppGraph {
                  @Provide
            //    ^^^^^^^^ note(duplicate-accessor-name): `makeFirst` Factory의 등록입니다. 등록 타입은 `Service`입니다.
                  private func makeFirst() -> Service { Service() }
            //                                ^^^^^^^ error duplicate-accessor-name: `service` 생성 프로퍼티를 만드는 등록이 중복됩니다.
                  @Provide
            //    ^^^^^^^^ note(duplicate-accessor-name): `makeSecond` Factory의 등록입니다. 등록 타입은 `Feature.Service`입니다.
                  private func makeSecond() -> Feature.Service { Feature.Service() }
              }
            """#, language: .cradle
        )
    }

    @Test("#36 accessor-member-collision: Cradle's text on @Provide")
    func accessorMemberCollision() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph
              final class AppGraph {
                  var clock: Clock { Clock() }
                  @Provide private func makeClock() -> Clock { Clock() }
            //    ^^^^^^^^ error accessor-member-collision: 생성 프로퍼티 이름이 기존 인스턴스 멤버와 충돌합니다.
              }
            """#, language: .cradle
        )
    }

    @Test("#37 external-method-name-collision: Cradle's text on the return type, with a note at the member")
    func externalMethodNameCollision() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph
              final class AppGraph {
                  func page(index: Int) -> Page { Page() }
            //    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ note(external-method-name-collision): `page` 인스턴스 멤버가 같은 이름을 사용합니다.
                  @Provide(.transient)
                  private func makePage(@External index: Int) -> Page { Page() }
            //                                                   ^^^^ error external-method-name-collision: `page` 생성 메서드 이름이 기존 graph 멤버와 충돌합니다.
              }
            """#, language: .cradle
        )
    }

    @Test("#38 missing-registration: Cradle's text on the parameter type, with a note at the factory (the issue's own example)")
    func missingRegistration() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph
              final class AppGraph {
                  @Provide private func makeUser(box: Box<String>) -> User { User() }
            //    ^^^^^^^^ note(missing-registration): `makeUser` Factory가 이 의존성을 요구합니다.
            //                                        ^^^^^^^^^^^ error missing-registration: `makeUser`의 매개변수 타입 `Box<String>`에 대응하는 등록이 없습니다.
              }
            """#, language: .cradle
        )
    }

    @Test("#39 external-result-dependency: Cradle's text on the parameter type, with a note at the external factory")
    func externalResultDependency() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph
              final class AppGraph {
                  @Provide(.transient) private func makePage(@External index: Int) -> Page { Page() }
            //    ^^^^^^^^^^^^^^^^^^^^ note(external-result-dependency): `makePage` Factory는 외부 입력과 함께 호출해야 합니다.
                  @Provide(.transient) private func makeBook(page: Page) -> Book { Book() }
            //                                                     ^^^^ error external-result-dependency: `Page`은 `@External` 입력이 필요한 생성 결과이므로 graph 의존성으로 자동 연결할 수 없습니다.
              }
            """#, language: .cradle
        )
    }

    @Test("#40 lifetime-shared-to-transient: Cradle's text on the parameter type")
    func lifetimeSharedToTransient() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph
              final class AppGraph {
                  @Provide private func makeRoot(value: Value) -> Root { Root() }
            //                                          ^^^^^ error lifetime-shared-to-transient: shared 수명의 `@Provide` Factory는 `.transient` 등록을 매개변수로 받을 수 없습니다.
                  @Provide(.transient) private func makeValue() -> Value { Value() }
              }
            """#, language: .cradle
        )
    }

    @Test("#41 lifetime-shared-to-lazy: Cradle's text on the parameter type")
    func lifetimeSharedToLazy() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph
              final class AppGraph {
                  @Provide(.lazy) private func makeIndex() -> SearchIndex { SearchIndex() }
                  @Provide private func makeSearch(index: SearchIndex) -> Search { Search(index: index) }
            //                                            ^^^^^^^^^^^ error lifetime-shared-to-lazy: shared 수명의 `@Provide` Factory는 `.lazy` 등록을 매개변수로 받을 수 없습니다.
              }
            """#, language: .cradle
        )
    }

    @Test("#42 lifetime-lazy-to-transient: Cradle's text on the parameter type")
    func lifetimeLazyToTransient() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph
              final class AppGraph {
                  @Provide(.transient) private func makeNonce() -> Nonce { Nonce() }
                  @Provide(.lazy) private func makeSigner(nonce: Nonce) -> Signer { Signer(nonce: nonce) }
            //                                                   ^^^^^ error lifetime-lazy-to-transient: lazy 수명의 `@Provide` Factory는 `.transient` 등록을 매개변수로 받을 수 없습니다.
              }
            """#, language: .cradle
        )
    }

    @Test("#43 circular-dependency: Cradle's text on the closing parameter type, with a note per member of the cycle")
    func circularDependency() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph
              final class AppGraph {
                  @Provide
            //    ^^^^^^^^ note(circular-dependency): `makeA` Factory의 등록입니다. 생성 프로퍼티는 `a`입니다.
                  private func makeA(b: any B) -> any A { fatalError() }
                  @Provide
            //    ^^^^^^^^ note(circular-dependency): `makeB` Factory의 등록입니다. 생성 프로퍼티는 `b`입니다.
                  private func makeB(a: any A) -> any B { fatalError() }
            //                          ^^^^^ error circular-dependency: `a → b → a` 순환 의존성이 있습니다.
              }
            """#, language: .cradle
        )
    }

    @Test("#37 external-method-name-collision: Cradle's text with a note at a backticked factory name")
    func externalMethodNameCollision2() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph
              final class Graph {
                  @Provide(.transient)
                  private func makeProfile(@External id: Int) -> Profile { Profile() }
            //                                                   ^^^^^^^ error external-method-name-collision: `profile` 생성 메서드 이름이 기존 graph 멤버와 충돌합니다.
                  @Provide(.transient)
            //    ^^^^^^^^^^^^^^^^^^^^ note(external-method-name-collision): `makeOtherProfile` Factory가 `profile` 생성 멤버를 만듭니다.
                  private func `makeOtherProfile`() -> Profile { Profile() }
              }
            """#, language: .cradle
        )
    }

    @Test("#37 external-method-name-collision: Cradle's text with a note at a source element")
    func externalMethodNameCollision3() {
        checkDiagnostics(
            #"""
              import Cradle

              @DependencyGraph
              final class Profile {}
              @DependencyGraph(sources: [Profile.self])
            //                           ^^^^^^^^^^^^ note(external-method-name-collision): `Profile` source graph가 `profile` 저장 프로퍼티를 만듭니다.
              final class Graph {
                  @Provide(.transient)
                  private func makeProfile(@External id: Int) -> Profile { Profile() }
            //                                                   ^^^^^^^ error external-method-name-collision: `profile` 생성 메서드 이름이 기존 graph 멤버와 충돌합니다.
              }
            """#, language: .cradle
        )
    }
}
