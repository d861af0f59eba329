import Testing

@testable import CradleAnalysis

/// cradle-lsp's own findings (`product.md` §3, `cradle.md` §6.5): compiler predictions and near
/// misses. `unused-registration` and `unresolved-source` need the whole workspace and are tested
/// with the workspace layer.
@Suite("Predictions and near misses")
struct PredictionTests {
    // MARK: shared-factory-uses-instance-member

    @Test("A `.shared` factory body that uses `self` is predicted to fail")
    func sharedBodyUsesSelf() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class NetworkGraph {
                let timeout = 30.0
                @Provide private func makeClient() -> APIClient { APIClient(timeout: self.timeout) }
            //                                                                       ^^^^ warning shared-factory-uses-instance-member: the compiler will reject `self` inside `.shared` factory `makeClient`
            }
            """#
        )
    }

    @Test("A `.shared` factory body that reads an instance property is predicted to fail")
    func sharedBodyUsesProperty() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class NetworkGraph {
                var timeout: Double { 30 }
                @Provide(.shared) private func makeClient() -> APIClient { APIClient(timeout: timeout) }
            //                                                                                ^^^^^^^ warning shared-factory-uses-instance-member: the compiler will reject `timeout` inside `.shared` factory `makeClient`
            }
            """#
        )
    }

    @Test("Using another registration's accessor or factory inside a `.shared` body is predicted to fail")
    func sharedBodyUsesOtherRegistration() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class NetworkGraph {
                @Provide private func makeClock() -> Clock { Clock() }
                @Provide private func makeSession() -> Session {
                    Session(clock: clock)
            //                     ^^^^^ warning shared-factory-uses-instance-member: the compiler will reject `clock` inside `.shared` factory `makeSession`
                }
                @Provide() private func makeCache() -> Cache {
                    Cache(clock: makeClock())
            //                   ^^^^^^^^^ warning shared-factory-uses-instance-member: the compiler will reject `makeClock` inside `.shared` factory `makeCache`
                }
            }
            """#
        )
    }

    @Test("Every use is reported: instance methods and `super` too")
    func sharedBodyUsesSeveralMembers() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class NetworkGraph: BaseGraph {
                func headers() -> [String: String] { [:] }
                @Provide private func makeClient() -> APIClient {
                    let client = APIClient(headers: headers(), agent: super.userAgent)
            //                                      ^^^^^^^ warning shared-factory-uses-instance-member: the compiler will reject `headers` inside `.shared` factory `makeClient`
            //                                                        ^^^^^ warning shared-factory-uses-instance-member: the compiler will reject `super` inside `.shared` factory `makeClient`
                    return client
                }
            }
            """#
        )
    }

    @Test("Reading actor state from a `.shared` factory of an actor graph is predicted to fail")
    func actorSharedBodyUsesState() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            actor SyncGraph {
                var pending = 0
                @Provide private func makeQueue() -> SyncQueue { SyncQueue(capacity: pending) }
            //                                                                       ^^^^^^^ warning shared-factory-uses-instance-member: the compiler will reject `pending` inside `.shared` factory `makeQueue`
            }
            """#
        )
    }

    @Test(
        "Instance state stays legal where it is not copied into a static helper or is shadowed",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph
            final class NetworkGraph {
                let timeout = 30.0
                @Provide(.lazy) private func makeClient() -> APIClient { APIClient(timeout: self.timeout) }
                @Provide(.transient) private func makeRequest() -> Request { Request(timeout: timeout) }
                @Provide(.transient) private func makeUpload(@External file: URL) -> Upload { Upload(file, timeout: timeout) }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class NetworkGraph {
                @Provide private func makeClock() -> Clock { Clock() }
                @Provide private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
                @Provide private func makeCache(_ clock: Clock) -> Cache {
                    let session = Session(clock: clock)
                    return Cache(session: session)
                }
                @Provide private func makeTimer() -> Timer {
                    let clock = Clock()
                    return Timer { clock in clock.now } fallback: { [clock] in clock.now }
                }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class NetworkGraph {
                var timeout: Double { 30 }
                static let defaultTimeout = 30.0
                static func makeHeaders() -> [String: String] { [:] }
                @Provide private func makeClient() -> APIClient {
                    guard let timeout = Double("12") else { return APIClient(timeout: Self.defaultTimeout) }
                    if let override = Defaults.standard.timeout {
                        return APIClient(timeout: override, headers: NetworkGraph.makeHeaders())
                    }
                    for header in makeHeaders() { print(header, #function, "timeout") }
                    return APIClient(timeout: defaultTimeout + timeout)
                }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph(input: NetworkConfig.self)
            final class NetworkGraph {
                @Provide private func makeClient() -> APIClient { APIClient(baseURL: input.baseURL) }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph(sources: [AuthGraph.self])
            final class NetworkGraph {
                @Provide private func makeClient() -> APIClient { APIClient(session: authGraph.session) }
            }
            """#,
        ]
    )
    func instanceStateAllowed(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test("No prediction while the graph has a Cradle error, because nothing is generated then")
    func noPredictionOnBrokenGraph() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class NetworkGraph {
                let timeout = 30.0
                @Provide private func makeClient() -> APIClient { APIClient(timeout: self.timeout) }
                @Provide private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
            //  ^^^^^^^^ note(missing-registration): factory `makeSession` requires this dependency
            //                                           ^^^^^ error missing-registration: no registration matches parameter type `Clock` of `makeSession`
            }
            """#
        )
    }

    // MARK: bodyless-factory-protocol-result

    @Test("A bodyless factory returning `any P` is predicted to fail")
    func bodylessExistential() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class StorageGraph {
                @Provide private func makeStore() -> any MessageStore
            //                                       ^^^^^^^^^^^^^^^^ warning bodyless-factory-protocol-result: the compiler will reject the generated body of `makeStore`, because `any MessageStore` is a protocol
                @Provide private func makeDisk() -> DiskStore
                @Provide(.transient) private func makeReader(@External id: Int, disk: DiskStore) -> any MessageReader
            //                                                                                      ^^^^^^^^^^^^^^^^^ warning bodyless-factory-protocol-result: the compiler will reject the generated body of `makeReader`, because `any MessageReader` is a protocol
            }
            """#
        )
    }

    @Test("A bodyless factory returning a protocol declared in the same file is predicted to fail")
    func bodylessProtocolFromSameFile() {
        checkDiagnostics(
            #"""
            import Cradle

            protocol MessageStore: Sendable {
                func save(_ message: String)
            }

            @DependencyGraph
            final class StorageGraph {
                @Provide(.lazy) private func makeStore() -> MessageStore
            //                                              ^^^^^^^^^^^^ warning bodyless-factory-protocol-result: the compiler will reject the generated body of `makeStore`, because `MessageStore` is a protocol
            }
            """#
        )
    }

    @Test("Bodyless factories of concrete types, and protocol factories with a body, are fine")
    func bodylessConcrete() {
        checkDiagnostics(
            #"""
            import Cradle

            protocol MessageStore {}
            struct DiskStore: MessageStore {}

            @DependencyGraph
            final class StorageGraph {
                @Provide private func makeDisk() -> DiskStore
                @Provide private func makeStore(disk: DiskStore) -> any MessageStore { disk }
                @Provide private func makeStores() -> Array<any MessageStore>
                @Provide private func makeCache(disk: DiskStore) -> MessageCache
            }
            """#
        )
    }

    // MARK: attribute-misplaced

    @Test("An attribute after a modifier is not attached: no factory, so the consumer's dependency is missing")
    func attributeAfterModifier() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class AppGraph {
                private @Provide func makeClock() -> Clock { Clock() }
            //          ^^^^^^^^ warning attribute-misplaced: the compiler will reject `@Provide` after the modifier `private`
                @Provide private func makeSession(clock: Clock) -> Session { Session(clock: clock) }
            //                                           ^^^^^ error missing-registration: no registration matches parameter type `Clock` of `makeSession`
            //  ^^^^^^^^ note(missing-registration): factory `makeSession` requires this dependency
            }
            """#
        )
    }

    @Test("An attribute after a modifier gets no #23 outside a graph either, since the macro never sees it")
    func attributeAfterModifierOutsideGraph() {
        checkDiagnostics(
            #"""
            import Cradle

            struct Helpers {
                private static @Provide(.transient) func makeClock() -> Clock { Clock() }
            //                 ^^^^^^^^^^^^^^^^^^^^ warning attribute-misplaced: the compiler will reject `@Provide` after the modifier `static`
            }
            """#
        )
    }

    @Test("An `@External` between a parameter's label and its name leaves a graph parameter typed `@External name`")
    func attributeBetweenLabelAndName() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class ReaderGraph {
                @Provide(.transient) private func makePage(for @External index: Int) -> Page { Page(index) }
            //                                                 ^^^^^^^^^ warning attribute-misplaced: the compiler will reject `@External` between the argument label `for` and the parameter name
            //                                                 ^^^^^^^^^^^^^^^ error missing-registration: no registration matches parameter type `@External index` of `makePage`
            //  ^^^^^^^^^^^^^^^^^^^^ note(missing-registration): factory `makePage` requires this dependency
            }
            """#
        )
    }

    @Test("Attributes in their places, and look-alike attributes of other libraries, are not reported")
    func attributesInPlace() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class ReaderGraph {
                @Provide private func makeFonts() -> FontBook { FontBook() }
                @Provide(.transient) private func makePage(@External for index: Int, fonts: FontBook) -> Page { Page(index) }
                @Provide(.transient) private func makeCover(@External _ title: String) -> Cover { Cover(title) }
                private @objc func refresh() {}
                func helper(for @Clamped value: Int) {}
            }
            """#
        )
    }

    // MARK: graph-argument-order

    @Test(
        "Arguments out of the declared order are predicted to fail, and the graph is not checked further",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph(sources: [AuthGraph.self], input: Config.self)
            //                                          ^^^^^^^^^^^^^^^^^^ warning graph-argument-order: the compiler will reject `input:` after `sources:`
            final class FeatureGraph {
                init() {}
                @Provide func makeClock() -> Clock { Clock() }
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph(diagram: false, .shared, overrides: true)
            //                               ^^^^^^^ warning graph-argument-order: the compiler will reject the lifetime `.shared` after `diagram:`
            final class Registry {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(overrides: true, sources: [AuthGraph.self], diagram: true)
            //                                ^^^^^^^^^^^^^^^^^^^^^^^^^ warning graph-argument-order: the compiler will reject `sources:` after `overrides:`
            final class FeatureGraph {}
            """#,
        ]
    )
    func argumentsOutOfOrder(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test("Arguments in the declared order, and unknown labels (the compiler's other error), are not reported")
    func argumentsInOrder() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(.instance, input: Config.self, diagram: false)
            final class FeatureGraph {}

            @DependencyGraph(sources: [FeatureGraph.self], overrides: true, diagram: true)
            final class AppGraph {}

            @DependencyGraph(diagram: true, style: .compact)
            final class OtherGraph {}
            """#
        )
    }

    // MARK: registration-near-miss

    @Test("Array sugar against `Array<T>` is a near miss")
    func nearMissArraySugar() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class PlayerGraph {
                @Provide private func makeTracks() -> Array<Track> { [] }
                @Provide private func makeQueue(tracks: [Track]) -> Queue { Queue(tracks) }
            //  ^^^^^^^^ note(missing-registration): factory `makeQueue` requires this dependency
            //                                          ^^^^^^^ error missing-registration: no registration matches parameter type `[Track]` of `makeQueue`
            //                                          ^^^^^^^ information registration-near-miss: parameter type `[Track]` nearly matches registration type `Array<Track>` of `makeTracks`
            }
            """#
        )
    }

    @Test("A different module path is a near miss, in both directions")
    func nearMissModulePath() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class PlayerGraph {
                @Provide private func makeCodec() -> Codec { Codec() }
                @Provide private func makeDecoder(codec: Media.Codec) -> Decoder { Decoder(codec) }
            //  ^^^^^^^^ note(missing-registration): factory `makeDecoder` requires this dependency
            //                                           ^^^^^^^^^^^ error missing-registration: no registration matches parameter type `Media.Codec` of `makeDecoder`
            //                                           ^^^^^^^^^^^ information registration-near-miss: parameter type `Media.Codec` nearly matches registration type `Codec` of `makeCodec`
                @Provide private func makeMixer() -> Audio.Mixer { Audio.Mixer() }
                @Provide private func makeOutput(mixer: Mixer) -> Output { Output(mixer) }
            //  ^^^^^^^^ note(missing-registration): factory `makeOutput` requires this dependency
            //                                          ^^^^^ error missing-registration: no registration matches parameter type `Mixer` of `makeOutput`
            //                                          ^^^^^ information registration-near-miss: parameter type `Mixer` nearly matches registration type `Audio.Mixer` of `makeMixer`
            }
            """#
        )
    }

    @Test("`any` inside generic arguments is a near miss")
    func nearMissNestedAny() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class PlayerGraph {
                @Provide private func makeSinks() -> Array<AudioSink> { [] }
                @Provide private func makeRouter(sinks: Array<any AudioSink>) -> Router { Router(sinks) }
            //  ^^^^^^^^ note(missing-registration): factory `makeRouter` requires this dependency
            //                                          ^^^^^^^^^^^^^^^^^^^^ error missing-registration: no registration matches parameter type `Array<any AudioSink>` of `makeRouter`
            //                                          ^^^^^^^^^^^^^^^^^^^^ information registration-near-miss: parameter type `Array<any AudioSink>` nearly matches registration type `Array<AudioSink>` of `makeSinks`
            }
            """#
        )
    }

    @Test("A typealias against the type it names is a near miss")
    func nearMissTypealias() {
        checkDiagnostics(
            #"""
            import Cradle

            typealias Playlist = Array<Track>

            @DependencyGraph
            final class PlayerGraph {
                @Provide private func makeTracks() -> Array<Track> { [] }
                @Provide private func makeShuffle(playlist: Playlist) -> Shuffle { Shuffle(playlist) }
            //  ^^^^^^^^ note(missing-registration): factory `makeShuffle` requires this dependency
            //                                              ^^^^^^^^ error missing-registration: no registration matches parameter type `Playlist` of `makeShuffle`
            //                                              ^^^^^^^^ information registration-near-miss: parameter type `Playlist` nearly matches registration type `Array<Track>` of `makeTracks`
            }
            """#
        )
    }

    @Test("Unrelated types and other generic arguments are not near misses")
    func noNearMiss() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class PlayerGraph {
                @Provide private func makeCache() -> Cache<String> { Cache() }
                @Provide private func makeArtwork(cache: Cache<Int>, codec: Codec) -> Artwork { Artwork(cache, codec) }
            //  ^^^^^^^^ note(missing-registration): factory `makeArtwork` requires this dependency
            //  ^^^^^^^^ note(missing-registration): factory `makeArtwork` requires this dependency
            //                                           ^^^^^^^^^^ error missing-registration: no registration matches parameter type `Cache<Int>` of `makeArtwork`
            //                                                              ^^^^^ error missing-registration: no registration matches parameter type `Codec` of `makeArtwork`
            }
            """#
        )
    }
}
