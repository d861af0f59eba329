import Entity

/// Where users come from; implemented by the Data module.
public protocol UserRepository: Sendable {
    func searchUsers(matching query: SearchQuery) async throws -> [User]
    func fetchUserDetail(id: User.ID) async throws -> UserDetail
}
