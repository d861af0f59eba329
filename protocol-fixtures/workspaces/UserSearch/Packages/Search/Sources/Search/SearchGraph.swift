import Cradle
import Data
import Domain
import Entity

/// The search feature. It reads the repository from the `DataGraph` it is built with.
@DependencyGraph(sources: [DataGraph.self])
public final class SearchGraph {
    /// 저장소는 DataGraph 것을 그대로 쓴다 (`dataGraph.userRepository`).
    @Provide
    private func makeSearchUsersUseCase() -> SearchUsersUseCase {
        SearchUsersUseCase(repository: dataGraph.userRepository)
    }

    @Provide
    private func makeNameFormatter() -> NameFormatter

    /// Read from `UserDefaults` the first time the search screen opens.
    @Provide(.lazy)
    private func makeSearchHistory() -> SearchHistory {
        SearchHistory(limit: 20, defaults: .standard)
    }

    /// A new view model per screen; the generated body passes both labels through.
    @Provide(.transient)
    private func makeSearchViewModel(
        searchUsers: SearchUsersUseCase,
        history: SearchHistory
    ) -> SearchViewModel

    /// Called per row as `searchGraph.resultRowModel(user:)`.
    @Provide(.transient)
    private func makeResultRow(@External user: User, formatter: NameFormatter) -> ResultRowModel {
        ResultRowModel(user: user, formatter: formatter)
    }
}
