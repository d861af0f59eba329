import Cradle
import Domain
import Entity

/// What the recently-viewed list is built from. The app binds it where it composes the
/// features (`FeatureGraphSet`), from the data layer's repository.
public struct RecentUsersGraphInput {
    public let repository: any UserRepository
    public let limit: Int

    public init(repository: any UserRepository, limit: Int) {
        self.repository = repository
        self.limit = limit
    }
}

/// The recently-viewed users, created by the app with `RecentUsersGraph(input:)`.
@DependencyGraph(input: RecentUsersGraphInput.self)
public final class RecentUsersGraph {
    @Provide
    private func makeRecentUsersUseCase() -> RecentUsersUseCase {
        RecentUsersUseCase(repository: input.repository, limit: input.limit)
    }
}

/// Loads the details of the users viewed last, newest first.
public struct RecentUsersUseCase: Sendable {
    let repository: any UserRepository
    let limit: Int

    public func callAsFunction(_ ids: [User.ID]) async throws -> [UserDetail] {
        var details: [UserDetail] = []
        for id in ids.prefix(limit) { details.append(try await repository.fetchUserDetail(id: id)) }
        return details
    }
}
