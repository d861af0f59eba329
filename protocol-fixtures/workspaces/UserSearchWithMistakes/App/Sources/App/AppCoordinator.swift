import Core
import Data
import Entity
import Search
import SearchDetail

/// Builds the feature graphs once and turns navigation steps into screens.
@MainActor
final class AppCoordinator {
    let navigator = Navigator<Step>(root: .search(keyword: nil))

    private let searchGraph: SearchGraph
    private let userDetailGraph: UserDetailGraph

    init(appGraph: AppGraph) {
        let dataGraph = DataGraph(input: appGraph.dataConfiguration)
        searchGraph = SearchGraph(dataGraph: dataGraph)
        userDetailGraph = UserDetailGraph(dataGraph: dataGraph)
    }

    func start() {
        navigator.onChange = { [weak self] step in self?.show(step) }
        show(navigator.current)
    }

    private func show(_ step: Step) {
        switch step {
        case .search(let keyword):
            let viewModel = searchGraph.searchViewModel
            viewModel.onUserSelected = { [navigator] user in navigator.push(.userDetail(userID: user.id)) }
            if let keyword { Task { await viewModel.search(keyword) } }
        case .userDetail(let userID):
            let viewModel = userDetailGraph.userDetailViewModel(userID: userID)
            Task { await viewModel.load() }
        case .externalPage:
            navigator.pop()
        }
    }
}
