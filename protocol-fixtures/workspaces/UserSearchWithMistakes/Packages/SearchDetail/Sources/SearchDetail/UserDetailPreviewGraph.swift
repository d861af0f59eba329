import Cradle
import Domain
import Entity
import Foundation

/// Canned data for previews.
struct PreviewUserRepository: UserRepository {
    func searchUsers(matching query: SearchQuery) async throws -> [User] {
        []
    }

    func fetchUserDetail(id: User.ID) async throws -> UserDetail {
        throw CancellationError()
    }
}

/// A graph for previews, overridable like the real one.
@DependencyGraph(overrides: true)
final class UserDetailPreviewGraph {
    @Provide
    private func makeFetchUserDetailUseCase() -> FetchUserDetailUseCase {
        FetchUserDetailUseCase(repository: PreviewUserRepository())
    }

    /// The macro generates `override(…)` itself for `overrides: true` graphs.
    // expect: overrides-name-collision
    static func override(repository: any UserRepository) -> UserDetailPreviewGraph {
        UserDetailPreviewGraph()
    }
}
