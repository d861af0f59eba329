import Data
import Search
import SearchDetail

/// The feature graphs of one session, composed the way larger apps compose theirs: each graph
/// from the graphs it needs, some through `input:`. `AppGraph` creates it once; the coordinator
/// reads the features through it (`features.searchGraph.searchViewModel`).
final class FeatureGraphSet {
    // 두 기능 그래프가 같은 DataGraph(같은 저장소 인스턴스)를 공유한다.
    let dataGraph: DataGraph
    let searchGraph: SearchGraph
    let userDetailGraph: UserDetailGraph
    let recentUsersGraph: RecentUsersGraph

    init(configuration: DataConfiguration) {
        dataGraph = DataGraph(input: configuration)
        searchGraph = SearchGraph(dataGraph: dataGraph)
        userDetailGraph = UserDetailGraph(dataGraph: dataGraph)
        recentUsersGraph = RecentUsersGraph(
            input: RecentUsersGraphInput(repository: dataGraph.userRepository, limit: 20)
        )
    }
}
