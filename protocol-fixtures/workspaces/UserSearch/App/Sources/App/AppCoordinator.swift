import Core
import Data
import Entity
import Search
import SearchDetail

/// Builds the feature graphs once and turns navigation steps into screens.
@MainActor
final class AppCoordinator {
    let navigator = Navigator<Step>(root: .search(keyword: nil))

    private let appGraph: AppGraph
    private let features: FeatureGraphSet
    private var viewed: [User.ID] = []

    init(appGraph: AppGraph) {
        self.appGraph = appGraph
        features = appGraph.featureGraphSet
    }

    func start() {
        navigator.onChange = { [weak self] step in self?.show(step) }
        show(navigator.current)
    }

    private func show(_ step: Step) {
        track("show \(step)")
        switch step {
        case .search(let keyword):
            let viewModel = features.searchGraph.searchViewModel
            viewModel.onUserSelected = { [navigator] user in navigator.push(.userDetail(userID: user.id)) }
            if let keyword { Task { await viewModel.search(keyword) } }
            if case .loaded(let users) = viewModel.state {
                let rows = users.map { features.searchGraph.resultRowModel(user: $0) }
                Task { [avatars = appGraph.avatarLoader] in
                    for row in rows.prefix(10) { _ = try? await avatars.avatar(at: row.avatarURL) }
                }
            }
        case .userDetail(let userID):
            let viewModel = features.userDetailGraph.userDetailViewModel(userID: userID)
            Task { await viewModel.load() }
            viewed.insert(userID, at: 0)
            let recent = features.recentUsersGraph.recentUsersUseCase
            Task { [viewed] in _ = try? await recent(viewed) }
        case .externalPage(let url):
            print("open \(url) in the browser")
            navigator.pop()
        }
    }

    private func track(_ event: String) {
        #if DEBUG
        appGraph.consoleAnalytics.track(event, trace: CoreGraph.shared.screenTraceID)
        #else
        appGraph.remoteAnalytics.track(event, trace: CoreGraph.shared.screenTraceID)
        #endif
    }
}
