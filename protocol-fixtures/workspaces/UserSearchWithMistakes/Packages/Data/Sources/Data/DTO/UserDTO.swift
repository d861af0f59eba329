import Foundation

/// `GET /search/users` response body.
struct SearchUsersResponse: Decodable {
    let totalCount: Int
    let incompleteResults: Bool
    let items: [UserDTO]
}

/// A user item of a search response.
struct UserDTO: Decodable {
    let id: Int
    let login: String
    let avatarUrl: URL
    let htmlUrl: URL
}

/// `GET /user/{account_id}` response body (only the fields we show).
struct UserDetailDTO: Decodable {
    let id: Int
    let login: String
    let avatarUrl: URL
    let htmlUrl: URL
    let name: String?
    let bio: String?
    let company: String?
    let location: String?
    let followers: Int
    let following: Int
    let publicRepos: Int
    let createdAt: Date
}
