import Entity

/// Loads one user's full profile.
public struct FetchUserDetailUseCase: Sendable {
    private let repository: any UserRepository

    public init(repository: any UserRepository) {
        self.repository = repository
    }

    public func execute(userID: User.ID) async throws -> UserDetail {
        try await repository.fetchUserDetail(id: userID)
    }
}
