import Domain
import Entity
import Foundation
import Network

/// `UserRepository` over the GitHub REST API.
struct GitHubUserRepository: UserRepository {
    let client: any HTTPClient
    let requestBuilder: RequestBuilder
    let mapper: UserMapper
    let pageSize: Int

    func searchUsers(matching query: SearchQuery) async throws -> [User] {
        var items = [
            URLQueryItem(name: "q", value: query.keyword),
            URLQueryItem(name: "page", value: String(query.page)),
            URLQueryItem(name: "per_page", value: String(pageSize)),
        ]
        if query.sort != .bestMatch { items.append(URLQueryItem(name: "sort", value: query.sort.rawValue)) }
        let request = try requestBuilder.makeRequest(path: "search/users", queryItems: items)
        let response = try await client.decode(SearchUsersResponse.self, for: request)
        return response.items.map(mapper.user(from:))
    }

    func fetchUserDetail(id: User.ID) async throws -> UserDetail {
        let request = try requestBuilder.makeRequest(path: "user/\(id)")
        let dto = try await client.decode(UserDetailDTO.self, for: request)
        return mapper.userDetail(from: dto)
    }
}
