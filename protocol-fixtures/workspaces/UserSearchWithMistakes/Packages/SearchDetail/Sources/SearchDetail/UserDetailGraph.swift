import Cradle
import Data
import Domain
import Entity

/// The user-detail feature. Every mistake here is a broken connection.
@DependencyGraph(sources: [DataGraph.self], overrides: true)
public final class UserDetailGraph {
    @Provide
    private func makeFetchUserDetailUseCase() -> FetchUserDetailUseCase {
        FetchUserDetailUseCase(repository: dataGraph.userRepository)
    }

    /// `JoinDateFormatter` was never registered in this graph.
    @Provide(.transient)
    private func makeUserDetailViewModel(
        @External userID: User.ID,
        fetchUserDetail: FetchUserDetailUseCase,
        // expect: missing-registration
        dateFormatter: JoinDateFormatter
    ) -> UserDetailViewModel {
        UserDetailViewModel(userID: userID, fetchUserDetail: fetchUserDetail, dateFormatter: dateFormatter)
    }

    @Provide(.transient)
    private func makeRepositoryList(@External userID: User.ID) -> RepositoryListViewModel {
        RepositoryListViewModel(userID: userID)
    }

    /// 사용자 id가 있어야 만들 수 있는 값은 자동으로 주입할 수 없다.
    @Provide(.transient)
    private func makeProfileTabs(
        // expect: external-result-dependency
        repositories: RepositoryListViewModel
    ) -> ProfileTabsViewModel
}
