import Entity

/// Turns GitHub's wire format into entities.
public struct UserMapper: Sendable {
    public init() {}

    func user(from dto: UserDTO) -> User {
        User(id: dto.id, login: dto.login, avatarURL: dto.avatarUrl, profileURL: dto.htmlUrl)
    }

    func userDetail(from dto: UserDetailDTO) -> UserDetail {
        UserDetail(
            user: User(id: dto.id, login: dto.login, avatarURL: dto.avatarUrl, profileURL: dto.htmlUrl),
            name: dto.name,
            bio: dto.bio,
            company: dto.company,
            location: dto.location,
            followers: dto.followers,
            following: dto.following,
            publicRepositories: dto.publicRepos,
            joinedAt: dto.createdAt
        )
    }
}
