import Foundation

/// The full profile shown on the detail screen.
public struct UserDetail: Hashable, Sendable {
    public let user: User
    public let name: String?
    public let bio: String?
    public let company: String?
    public let location: String?
    public let followers: Int
    public let following: Int
    public let publicRepositories: Int
    public let joinedAt: Date

    public init(
        user: User,
        name: String?,
        bio: String?,
        company: String?,
        location: String?,
        followers: Int,
        following: Int,
        publicRepositories: Int,
        joinedAt: Date
    ) {
        self.user = user
        self.name = name
        self.bio = bio
        self.company = company
        self.location = location
        self.followers = followers
        self.following = following
        self.publicRepositories = publicRepositories
        self.joinedAt = joinedAt
    }
}
