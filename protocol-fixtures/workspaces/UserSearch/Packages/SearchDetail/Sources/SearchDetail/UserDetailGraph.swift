import Cradle
import Data
import Domain
import Entity

/// The user-detail feature.
///
/// `overrides: true` lets tests swap any factory:
/// `UserDetailGraph.override(fetchUserDetailUseCase: .mock { … }).build(dataGraph: …)`.
@DependencyGraph(sources: [DataGraph.self], overrides: true)
public final class UserDetailGraph {
    @Provide
    private func makeFetchUserDetailUseCase() -> FetchUserDetailUseCase {
        FetchUserDetailUseCase(repository: dataGraph.userRepository)
    }

    @Provide
    private func makeJoinDateFormatter() -> JoinDateFormatter

    /// 사용자마다 새 뷰 모델을 만든다: `userDetailViewModel(userID:)`.
    @Provide(.transient)
    private func makeUserDetailViewModel(
        @External userID: User.ID,
        fetchUserDetail: FetchUserDetailUseCase,
        dateFormatter: JoinDateFormatter
    ) -> UserDetailViewModel {
        UserDetailViewModel(userID: userID, fetchUserDetail: fetchUserDetail, dateFormatter: dateFormatter)
    }
}
