import Cradle
import Data
import Network
import Search
import SearchDetail

/// A session composed the way larger apps (DevLog, for one) compose theirs: a root graph with
/// neither `input:` nor `sources:` whose factories return graph sets, each set creating the graphs
/// of one layer in its stored properties and binding their inputs from graphs it already holds.
/// This is what `cradle-lsp --graph mermaid --view composition` draws for this workspace.
@DependencyGraph
final class SessionGraph {
    @Provide
    private func makeServiceGraphSet() -> ServiceGraphSet {
        ServiceGraphSet()
    }

    @Provide
    private func makeSessionGraphSet(services: ServiceGraphSet) -> SessionGraphSet {
        SessionGraphSet(services: services)
    }
}

/// The process-wide service graphs a session is built on.
final class ServiceGraphSet {
    let networkGraph = NetworkGraph()
    let imageCacheGraph = ImageCacheGraph()
}

/// The data layer and the features of one session. The page size and the number of recent users
/// are literals, which the composition view does not follow (they are drawn as unresolved).
final class SessionGraphSet {
    let dataGraph: DataGraph
    let searchGraph: SearchGraph
    let recentUsersGraph: RecentUsersGraph

    init(services: ServiceGraphSet) {
        self.dataGraph = DataGraph(
            input: DataConfiguration(
                baseURL: GitHubAPI.baseURL,
                httpClient: services.networkGraph.httpClient,
                pageSize: 30
            )
        )
        self.searchGraph = SearchGraph(dataGraph: dataGraph)
        self.recentUsersGraph = RecentUsersGraph(
            input: RecentUsersGraphInput(repository: dataGraph.userRepository, limit: 20)
        )
    }
}
