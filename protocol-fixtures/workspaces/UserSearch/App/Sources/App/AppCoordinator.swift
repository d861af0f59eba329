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
    private let searchGraph: SearchGraph
    private let userDetailGraph: UserDetailGraph

    init(appGraph: AppGraph) {
        self.appGraph = appGraph
        // 두 기능 그래프가 같은 DataGraph(같은 저장소 인스턴스)를 공유한다.
        let dataGraph = DataGraph(input: appGraph.dataConfiguration)
        searchGraph = SearchGraph(dataGraph: dataGraph)
        userDetailGraph = UserDetailGraph(dataGraph: dataGraph)
    }

    func start() {
        navigator.onChange = { [weak self] step in self?.show(step) }
        show(navigator.current)
    }

    private func show(_ step: Step) {
        track("show \(step)")
        switch step {
        case .search(let keyword):
            let viewModel = searchGraph.searchViewModel
            viewModel.onUserSelected = { [navigator] user in navigator.push(.userDetail(userID: user.id)) }
            if let keyword { Task { await viewModel.search(keyword) } }
            if case .loaded(let users) = viewModel.state {
                let rows = users.map { searchGraph.resultRowModel(user: $0) }
                Task { [avatars = appGraph.avatarLoader] in
                    for row in rows.prefix(10) { _ = try? await avatars.avatar(at: row.avatarURL) }
                }
            }
        case .userDetail(let userID):
            let viewModel = userDetailGraph.userDetailViewModel(userID: userID)
            Task { await viewModel.load() }
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
