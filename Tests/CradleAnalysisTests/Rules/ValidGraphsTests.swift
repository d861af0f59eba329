import Testing

@testable import CradleAnalysis

/// Realistic, valid Cradle graphs covering every feature: each must produce no diagnostic at all,
/// neither a Cradle error nor one of cradle-lsp's predictions.
@Suite("Valid graphs")
struct ValidGraphsTests {
    /// One named fixture of the table.
    struct Graph: Sendable, CustomTestStringConvertible {
        let name: String
        let source: String
        var testDescription: String { name }
    }

    @Test("A valid graph produces no diagnostic", arguments: ValidGraphsTests.graphs)
    func validGraph(graph: Graph) {
        checkDiagnostics(graph.source)
    }

    static let graphs: [Graph] = [
        Graph(
            name: "one shared factory",
            source: #"""
                import Cradle

                @DependencyGraph
                final class AppGraph {
                    @Provide private func makeClock() -> Clock { SystemClock() }
                }
                """#
        ),
        Graph(
            name: "a chain of shared registrations",
            source: #"""
                import Cradle

                @DependencyGraph
                final class NetworkGraph {
                    @Provide private func makeConfiguration() -> URLSessionConfiguration { .default }
                    @Provide private func makeSession(configuration: URLSessionConfiguration) -> URLSession {
                        URLSession(configuration: configuration)
                    }
                    @Provide private func makeClient(session: URLSession, decoder: JSONDecoder) -> APIClient {
                        APIClient(session: session, decoder: decoder)
                    }
                    @Provide private func makeDecoder() -> JSONDecoder { JSONDecoder() }
                }
                """#
        ),
        Graph(
            name: "all three lifetimes, each consuming what it may",
            source: #"""
                import Cradle

                @DependencyGraph
                final class FeedGraph {
                    @Provide private func makeStore() -> FeedStore { FeedStore() }
                    @Provide(.lazy) private func makeIndex(store: FeedStore) -> SearchIndex { SearchIndex(store: store) }
                    @Provide(.lazy) private func makeRanker(index: SearchIndex, store: FeedStore) -> Ranker { Ranker(index, store) }
                    @Provide(.transient) private func makeRequestID() -> RequestID { RequestID() }
                    @Provide(.transient) private func makeQuery(id: RequestID, ranker: Ranker, store: FeedStore) -> FeedQuery {
                        FeedQuery(id: id, ranker: ranker, store: store)
                    }
                }
                """#
        ),
        Graph(
            name: "an external provider with labels, `_` and graph parameters",
            source: #"""
                import Cradle

                @DependencyGraph
                final class ProfileGraph {
                    @Provide private func makeRepository() -> UserRepository { RemoteUserRepository() }
                    @Provide(.transient)
                    private func makeProfile(@External _ id: UserID, repository: UserRepository, @External locale code: Locale) -> ProfileViewModel {
                        ProfileViewModel(id: id, repository: repository, locale: code)
                    }
                }
                """#
        ),
        Graph(
            name: "external providers depending on lazy and transient registrations",
            source: #"""
                import Cradle

                @DependencyGraph
                final class ChatGraph {
                    @Provide(.lazy) private func makeHistory() -> MessageHistory { MessageHistory() }
                    @Provide(.transient) private func makeDraft() -> Draft { Draft() }
                    @Provide(.transient)
                    private func makeComposer(@External threadID: ThreadID, history: MessageHistory, draft: Draft) -> Composer {
                        Composer(threadID, history: history, draft: draft)
                    }
                    @Provide(.transient)
                    private func makeThread(@External threadID: ThreadID) -> ThreadScreen { ThreadScreen(threadID) }
                }
                """#
        ),
        Graph(
            name: "an input graph reading `input` from every lifetime",
            source: #"""
                import Cradle

                @DependencyGraph(input: FeatureConfig.self)
                final class CheckoutGraph {
                    @Provide private func makeClient() -> PaymentClient { PaymentClient(baseURL: input.baseURL) }
                    @Provide(.lazy) private func makeCatalog(client: PaymentClient) -> Catalog {
                        Catalog(client, currency: input.currency)
                    }
                    @Provide(.transient) private func makeCart() -> Cart { Cart(limit: input.cartLimit) }
                }
                """#
        ),
        Graph(
            name: "an input graph with a module path and properties that need no initializer",
            source: #"""
                import Cradle

                @DependencyGraph(input: Settings.Snapshot.self)
                final class SettingsGraph {
                    var lastOpened: Date?
                    let title = "Settings"
                    var isDirty: Bool { false }
                    @Provide private func makeStore() -> SettingsStore { SettingsStore(snapshot: input) }
                }
                """#
        ),
        Graph(
            name: "a sources graph reading its source from shared and lazy factories",
            source: #"""
                import Cradle

                @DependencyGraph
                final class AuthGraph {
                    @Provide private func makeSession() -> Session { Session() }
                }

                @DependencyGraph(sources: [AuthGraph.self])
                final class InboxGraph {
                    @Provide private func makeInbox() -> Inbox { Inbox(session: authGraph.session) }
                    @Provide(.lazy) private func makeArchive(inbox: Inbox) -> Archive {
                        Archive(inbox, owner: self.authGraph.session.user)
                    }
                }
                """#
        ),
        Graph(
            name: "two sources in any order, with a trailing comma",
            source: #"""
                import Cradle

                @DependencyGraph(sources: [StorageGraph.self, AuthGraph.self,])
                final class SyncGraph {
                    @Provide(.transient) private func makeJob() -> SyncJob {
                        SyncJob(store: storageGraph.store, session: authGraph.session)
                    }
                }
                """#
        ),
        Graph(
            name: "typed overrides with stored properties that need no initializer",
            source: #"""
                import Cradle

                @DependencyGraph(overrides: true)
                final class PaymentsGraph {
                    private let retryLimit = 3
                    var lastError: Error?
                    @Provide private func makeGateway() -> PaymentGateway { StripeGateway() }
                    @Provide(.transient) private func makeCharge(gateway: PaymentGateway, @External amount: Decimal) -> Charge {
                        Charge(gateway: gateway, amount: amount)
                    }
                }
                """#
        ),
        Graph(
            name: "typed overrides together with sources",
            source: #"""
                import Cradle

                @DependencyGraph(sources: [AuthGraph.self], overrides: true)
                final class ProfileGraph {
                    @Provide private func makeAvatarCache() -> AvatarCache { AvatarCache(user: authGraph.user) }
                }
                """#
        ),
        Graph(
            name: "typed overrides on an actor graph",
            source: #"""
                import Cradle

                @DependencyGraph(overrides: true)
                actor DownloadGraph {
                    @Provide private func makeQueue() -> DownloadQueue { DownloadQueue(limit: 4) }
                    @Provide(.lazy) private func makeDisk(queue: DownloadQueue) -> DiskWriter { DiskWriter(queue) }
                }
                """#
        ),
        Graph(
            name: "a `.shared` graph with a checked Sendable conformance",
            source: #"""
                import Cradle

                @DependencyGraph(.shared)
                final class AppGraph: Sendable {
                    @Provide private func makeFlags() -> FeatureFlags { FeatureFlags() }
                    @Provide(.transient) private func makeTracker(flags: FeatureFlags) -> Tracker { Tracker(flags) }
                }
                """#
        ),
        Graph(
            name: "a public `.shared` graph with a superclass and `Swift.Sendable`",
            source: #"""
                import Cradle

                @DependencyGraph(.shared)
                public final class CoreGraph: NSObject, Swift.Sendable {
                    @Provide private func makeLogger() -> Logger { OSLogger(subsystem: "core") }
                }
                """#
        ),
        Graph(
            name: "a `@MainActor` `.shared` graph",
            source: #"""
                import Cradle

                @MainActor
                @DependencyGraph(.shared)
                final class UIGraph {
                    var theme = Theme.light
                    @Provide(.lazy) private func makeRouter() -> Router { Router(theme: theme) }
                    @Provide private func makeImageLoader() -> ImageLoader { ImageLoader() }
                }
                """#
        ),
        Graph(
            name: "an actor graph with the `.shared` lifetime",
            source: #"""
                import Cradle

                @DependencyGraph(.shared)
                actor DatabaseGraph {
                    @Provide private func makeConnection() -> Connection { Connection(path: "app.sqlite") }
                    @Provide(.transient) private func makeTransaction(connection: Connection) -> Transaction {
                        Transaction(connection)
                    }
                }
                """#
        ),
        Graph(
            name: "comments inside attribute arguments and a multi-line signature",
            source: #"""
                import Cradle

                @DependencyGraph(
                    .shared, // process-wide
                    diagram: /* keep the picture */ true
                )
                final class TelemetryGraph: _Concurrency.Sendable {
                    @Provide(/* eager */ .shared)
                    private func makeExporter(
                        // where events go
                        sink: EventSink, /* batched */
                        clock: Clock // wall clock
                    ) -> Exporter {
                        Exporter(sink: sink, clock: clock)
                    }
                    @Provide private func makeSink() -> EventSink { EventSink() }
                    @Provide private func makeClock() -> Clock { Clock() }
                }
                """#
        ),
        Graph(
            name: "backticked lifetimes, factory names and types",
            source: #"""
                import Cradle

                @DependencyGraph(.`instance`)
                final class ParserGraph {
                    @Provide(.`lazy`) private func `default`() -> `Grammar` { Grammar() }
                    @Provide(.`transient`) private func makeParser(grammar: Grammar) -> Parser { Parser(grammar) }
                }
                """#
        ),
        Graph(
            name: "Korean comments, type names, factory names and labels",
            source: #"""
                import Cradle

                // 앱 전체에서 공유하는 의존성 그래프
                @DependencyGraph
                final class 앱그래프 {
                    /// 시계는 한 번만 만든다
                    @Provide private func 시계만들기() -> 시계 { 시계() }
                    @Provide(.transient) private func 세션만들기(시계 값: 시계) -> 세션 { 세션(시계: 값) } // 매번 새로
                }
                """#
        ),
        Graph(
            name: "emoji identifiers",
            source: #"""
                import Cradle

                @DependencyGraph
                final class PartyGraph {
                    @Provide private func make🎉() -> Confetti { Confetti(emoji: "🎉") }
                    @Provide(.transient) private func make🎈(confetti: Confetti) -> Balloon { Balloon(confetti) }
                }
                """#
        ),
        Graph(
            name: "`#if` around members and inside a body",
            source: #"""
                import Cradle

                @DependencyGraph
                final class DebugGraph {
                    @Provide private func makeLogger() -> Logger {
                        #if DEBUG
                        VerboseLogger()
                        #else
                        SilentLogger()
                        #endif
                    }
                    #if DEBUG
                    var showsOverlay: Bool { true }
                    #endif
                    #if canImport(UIKit)
                    @Provide(.lazy) private func makeHaptics() -> HapticEngine { HapticEngine() }
                    #endif
                    @Provide(.transient) private func makeInspector(logger: Logger) -> Inspector { Inspector(logger) }
                }
                """#
        ),
        Graph(
            name: "graphs nested in a namespace, with a nested helper type",
            source: #"""
                import Cradle

                enum Features {
                    @DependencyGraph
                    final class SearchGraph {
                        struct Configuration { let limit = 20 }
                        @Provide private func makeConfiguration() -> Configuration { Configuration() }
                        @Provide private func makeEngine(configuration: Configuration) -> SearchEngine {
                            SearchEngine(configuration)
                        }
                    }

                    @DependencyGraph
                    actor IndexGraph {
                        @Provide private func makeIndexer() -> Indexer { Indexer() }
                    }
                }

                extension Features {
                    @DependencyGraph
                    final class HistoryGraph {
                        @Provide private func makeHistory() -> SearchHistory { SearchHistory() }
                    }
                }
                """#
        ),
        Graph(
            name: "bodyless factories of concrete types",
            source: #"""
                import Cradle

                @DependencyGraph
                final class ConfigGraph {
                    @Provide private func makeHost() -> Host
                    @Provide private func makeConfig(host: Host) -> Config
                    @Provide(.transient) private func makeRequest(config: Config, @External path: String) -> Request
                }
                """#
        ),
        Graph(
            name: "generic return types consumed with the same spelling",
            source: #"""
                import Cradle

                @DependencyGraph
                final class PluginGraph {
                    @Provide private func makePlugins() -> Array<any Plugin> { [AnalyticsPlugin(), CrashPlugin()] }
                    @Provide private func makeRoutes() -> Dictionary<String, Route> { [:] }
                    @Provide private func makeHost(plugins: Array<any Plugin>, routes: Dictionary<String, Route>) -> PluginHost {
                        PluginHost(plugins: plugins, routes: routes)
                    }
                    @Provide private func makeResult() -> Result<Token, AuthError> { .failure(.signedOut) }
                }
                """#
        ),
        Graph(
            name: "an `any P` registration consumed as `P`, `any P` and `(any P)`",
            source: #"""
                import Cradle

                @DependencyGraph
                final class RepositoryGraph {
                    @Provide private func makeUsers() -> any UserRepository { RemoteUserRepository() }
                    @Provide private func makeProfiles(users: UserRepository) -> ProfileService { ProfileService(users) }
                    @Provide(.lazy) private func makeFriends(users: any UserRepository) -> FriendService { FriendService(users) }
                    @Provide(.transient) private func makeSearch(users: (any UserRepository)) -> UserSearch { UserSearch(users) }
                }
                """#
        ),
        Graph(
            name: "module-qualified `any` and member types",
            source: #"""
                import Cradle

                @DependencyGraph
                final class DomainGraph {
                    @Provide private func makeRepository() -> any Domain.OrderRepository { OrderStore() }
                    @Provide private func makeUseCase(repository: Domain.OrderRepository) -> Domain.PlaceOrder {
                        Domain.PlaceOrder(repository)
                    }
                    @Provide private func makeEntry() -> Cache<Order>.Entry { .empty }
                }
                """#
        ),
        Graph(
            name: "acronym return types with distinct generated names",
            source: #"""
                import Cradle

                @DependencyGraph
                final class SecurityGraph {
                    @Provide private func makeClient() -> HTTPClient { HTTPClient() }
                    @Provide private func makeHasher() -> SHA256 { SHA256() }
                    @Provide private func makeURL() -> URL { URL(fileURLWithPath: "/") }
                    @Provide private func makeHTTP2() -> HTTP2Client { HTTP2Client() }
                    @Provide private func makeController(client: HTTPClient, url: URL) -> UIViewController {
                        LoginViewController(client: client, url: url)
                    }
                }
                """#
        ),
        Graph(
            name: "leading lowercase and underscore type names",
            source: #"""
                import Cradle

                @DependencyGraph
                final class DeviceGraph {
                    @Provide private func makeFactory() -> iPhoneFactory { iPhoneFactory() }
                    @Provide private func makeStore() -> _InternalStore { _InternalStore() }
                }
                """#
        ),
        Graph(
            name: "closures passed as `@External` parameters",
            source: #"""
                import Cradle

                @DependencyGraph
                final class ButtonGraph {
                    @Provide(.transient)
                    private func makeButton(@External title: String, @External action: @escaping @MainActor () -> Void) -> ActionButton {
                        ActionButton(title: title, action: action)
                    }
                }
                """#
        ),
        Graph(
            name: "a method with parameters and a static member sharing a generated name",
            source: #"""
                import Cradle

                @DependencyGraph
                final class ClockGraph {
                    func clock(in zone: TimeZone) -> Clock { Clock(zone: zone) }
                    static let clock = Clock()
                    @Provide private func makeClock() -> Clock { Clock() }
                }
                """#
        ),
        Graph(
            name: "a plain graph keeping its own initializer and stored properties",
            source: #"""
                import Cradle

                @DependencyGraph
                final class SessionGraph {
                    private let userID: UserID
                    var retries: Int

                    init(userID: UserID) {
                        self.userID = userID
                        self.retries = 3
                    }

                    @Provide(.lazy) private func makeProfile() -> Profile { Profile(id: userID) }
                }
                """#
        ),
        Graph(
            name: "a public graph with a public initializer",
            source: #"""
                import Cradle

                @DependencyGraph
                public final class FeatureGraph {
                    public init() {}
                    @Provide private func makeService() -> FeatureService { FeatureService() }
                }
                """#
        ),
        Graph(
            name: "`@Provide`, `@Provide()` and `@Provide(.shared)` mean the same",
            source: #"""
                import Cradle

                @DependencyGraph
                final class CacheGraph {
                    @Provide() private func makeMemory() -> MemoryCache { MemoryCache() }
                    @Provide(.shared) private func makeDisk() -> DiskCache { DiskCache() }
                    @Provide private func makeCache(memory: MemoryCache, disk: DiskCache) -> LayeredCache {
                        LayeredCache(memory, disk)
                    }
                }
                """#
        ),
        Graph(
            name: "consumers declared before their dependencies",
            source: #"""
                import Cradle

                @DependencyGraph
                final class OrderGraph {
                    @Provide(.transient) private func makeScreen(viewModel: OrderViewModel) -> OrderScreen { OrderScreen(viewModel) }
                    @Provide(.transient) private func makeViewModel(service: OrderService) -> OrderViewModel { OrderViewModel(service) }
                    @Provide private func makeService(api: OrderAPI) -> OrderService { OrderService(api) }
                    @Provide private func makeAPI() -> OrderAPI { OrderAPI() }
                }
                """#
        ),
        Graph(
            name: "a typealias registration consumed through the same alias",
            source: #"""
                import Cradle

                typealias Handlers = Array<any EventHandler>

                @DependencyGraph
                final class EventGraph {
                    @Provide private func makeHandlers() -> Handlers { [LogHandler()] }
                    @Provide private func makeBus(handlers: Handlers) -> EventBus { EventBus(handlers) }
                }
                """#
        ),
        Graph(
            name: "shared bodies whose locals and closure parameters shadow generated names",
            source: #"""
                import Cradle

                @DependencyGraph
                final class MediaGraph {
                    @Provide private func makePlayer() -> Player { Player() }
                    @Provide private func makeQueue(player: Player) -> PlayQueue {
                        let queue = PlayQueue(player: player)
                        queue.onEnd { player in player.stop() }
                        return queue
                    }
                    @Provide private func makeMixer() -> Mixer {
                        let player = Player()
                        return Mixer(inputs: [player].map { source in source.output })
                    }
                }
                """#
        ),
        Graph(
            name: "a shared body reading static configuration",
            source: #"""
                import Cradle

                @DependencyGraph
                final class APIGraph {
                    static let baseURL = URL(fileURLWithPath: "/api")
                    static func defaultHeaders() -> [String: String] { ["Accept": "application/json"] }
                    @Provide private func makeClient() -> APIClient {
                        APIClient(baseURL: Self.baseURL, headers: APIGraph.defaultHeaders())
                    }
                }
                """#
        ),
        Graph(
            name: "input, sources, overrides and diagram together, over several lines",
            source: #"""
                import Cradle

                @DependencyGraph(
                    input: SyncConfig.self,
                    sources: [AccountGraph.self],
                    overrides: true,
                    diagram: false
                )
                final class SyncGraph {
                    @Provide(.lazy)
                    private func makeEngine(
                        using store: SyncStore,
                        _ scheduler: Scheduler
                    ) -> SyncEngine {
                        SyncEngine(store: store, scheduler: scheduler, account: accountGraph.account, interval: input.interval)
                    }
                    @Provide private func makeStore() -> SyncStore { SyncStore(path: input.path) }
                    @Provide private func makeScheduler() -> Scheduler { Scheduler() }
                }
                """#
        ),
        Graph(
            name: "a `@MainActor` graph of view models",
            source: #"""
                import Cradle

                @MainActor
                @DependencyGraph
                final class ScreenGraph {
                    @Provide private func makeNavigator() -> Navigator { Navigator() }
                    @Provide(.transient) private func makeHome(navigator: Navigator) -> HomeViewModel { HomeViewModel(navigator) }
                    @Provide(.transient)
                    private func makeDetail(@External itemID: Item.ID, navigator: Navigator) -> DetailViewModel {
                        DetailViewModel(itemID, navigator: navigator)
                    }
                }
                """#
        ),
        Graph(
            name: "`.shared` graphs composing another `.shared` graph",
            source: #"""
                import Cradle

                @DependencyGraph(.shared)
                final class RootGraph: Sendable {
                    @Provide private func makeEnvironment() -> AppEnvironment { AppEnvironment.production }
                }

                @DependencyGraph(.shared, sources: [RootGraph.self])
                final class HomeGraph: Sendable {
                    @Provide private func makeFeed() -> FeedService { FeedService(environment: rootGraph.appEnvironment) }
                }
                """#
        ),
        Graph(
            name: "a graph hidden from the diagram",
            source: #"""
                import Cradle

                @DependencyGraph(diagram: false)
                final class PreviewGraph {
                    @Provide private func makeFixtures() -> PreviewFixtures { PreviewFixtures() }
                }
                """#
        ),
        Graph(
            name: "non-factory members of every kind",
            source: #"""
                import Cradle

                @DependencyGraph
                final class AccountGraph {
                    enum Mode { case live, demo }
                    struct Snapshot {}
                    typealias ID = UUID
                    static let mode = Mode.live
                    var isSignedIn: Bool { false }
                    func signOut() {}
                    func token(for scope: String) -> String { scope }
                    deinit {}
                    @Provide private func makeToken() -> Token { Token() }
                }
                """#
        ),
        Graph(
            name: "a parenthesised return type",
            source: #"""
                import Cradle

                @DependencyGraph
                final class FormatterGraph {
                    @Provide private func makeDates() -> (DateFormatter) { DateFormatter() }
                    @Provide(.transient) private func makeLabel(dates: DateFormatter) -> DateLabel { DateLabel(dates) }
                }
                """#
        ),
        Graph(
            name: "array sugar in an `@External` parameter",
            source: #"""
                import Cradle

                @DependencyGraph
                final class ShareGraph {
                    @Provide private func makeExporter() -> Exporter { Exporter() }
                    @Provide(.transient)
                    private func makeSheet(@External items: [ShareItem], exporter: Exporter) -> ShareSheet {
                        ShareSheet(items, exporter)
                    }
                }
                """#
        ),
        Graph(
            name: "a lazy factory reading graph state and input",
            source: #"""
                import Cradle

                @DependencyGraph(input: MapConfig.self)
                final class MapGraph {
                    private var cacheSize = 64
                    @Provide(.lazy) private func makeTiles() -> TileCache { TileCache(size: cacheSize, style: input.style) }
                }
                """#
        ),
        Graph(
            name: "an actor graph reading actor state from lazy factories",
            source: #"""
                import Cradle

                @DependencyGraph
                actor UploadGraph {
                    var queued = 0
                    @Provide private func makeSession() -> UploadSession { UploadSession() }
                    @Provide(.lazy) private func makeQueue(session: UploadSession) -> UploadQueue {
                        UploadQueue(session, start: queued)
                    }
                    @Provide(.transient) private func makeTask(queue: UploadQueue) -> UploadTask { UploadTask(queue) }
                }
                """#
        ),
        Graph(
            name: "a realistic app graph with typed overrides",
            source: #"""
                import Cradle

                @DependencyGraph(overrides: true)
                final class AppGraph {
                    // MARK: Infrastructure
                    @Provide private func makeKeychain() -> Keychain { Keychain(service: "com.example.app") }
                    @Provide private func makeHTTP() -> HTTPClient { HTTPClient(configuration: .default) }
                    @Provide private func makeDatabase() -> Database { Database(name: "app") }

                    // MARK: Data
                    @Provide private func makeTokens(keychain: Keychain) -> TokenStore { TokenStore(keychain) }
                    @Provide private func makeAPI(http: HTTPClient, tokens: TokenStore) -> API { API(http, tokens) }
                    @Provide(.lazy) private func makeOrders(api: API, database: Database) -> any OrderRepository {
                        CachedOrderRepository(api: api, database: database)
                    }

                    // MARK: Features
                    @Provide(.transient) private func makeOrderList(orders: OrderRepository) -> OrderListViewModel {
                        OrderListViewModel(orders)
                    }
                    @Provide(.transient)
                    private func makeOrderDetail(@External orderID: Order.ID, orders: any OrderRepository) -> OrderDetailViewModel {
                        OrderDetailViewModel(orderID, orders: orders)
                    }
                }
                """#
        ),
        Graph(
            name: "Korean comments inside a signature and Korean text in a body",
            source: #"""
                import Cradle

                @DependencyGraph
                final class GreetingGraph {
                    @Provide(.transient)
                    private func makeGreeting(
                        @External name: String, // 사용자 이름
                        formatter: NameFormatter /* 이름 형식 */
                    ) -> Greeting {
                        Greeting("안녕하세요, \(formatter.format(name))님")
                    }
                    @Provide private func makeFormatter() -> NameFormatter { NameFormatter(locale: Locale(identifier: "ko_KR")) }
                }
                """#
        ),
        Graph(
            name: "a graph nested inside another graph, each with its own factories",
            source: #"""
                import Cradle

                @DependencyGraph
                final class AppGraph {
                    @DependencyGraph
                    final class SettingsGraph {
                        @Provide private func makeDefaults() -> UserDefaults { UserDefaults.standard }
                    }

                    @Provide private func makeSettings() -> SettingsGraph { SettingsGraph() }
                    @Provide(.transient) private func makeScreen(settings: SettingsGraph) -> SettingsScreen {
                        SettingsScreen(defaults: settings.userDefaults)
                    }
                }
                """#
        ),
    ]
}
