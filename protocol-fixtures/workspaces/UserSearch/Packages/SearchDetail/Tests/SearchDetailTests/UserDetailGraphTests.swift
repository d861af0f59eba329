import CradleTesting
import Data
import Domain
import Entity
import Foundation
import Network
import Testing

@testable import SearchDetail

/// Replaces the use case so the view model never reaches the network.
@Test func detailViewModelLoadsFromReplacedUseCase() async {
    let dataGraph = DataGraph(
        input: DataConfiguration(baseURL: URL(fileURLWithPath: "/dev/null"), httpClient: OfflineHTTPClient())
    )
    let graph = UserDetailGraph.override(
        fetchUserDetailUseCase: .mock { FetchUserDetailUseCase(repository: StubUserRepository()) }
    ).build(dataGraph: dataGraph)

    let viewModel = graph.userDetailViewModel(userID: 583231)
    await viewModel.load()

    guard case .loaded(let detail, _) = viewModel.state else {
        Issue.record("expected a loaded state, got \(viewModel.state)")
        return
    }
    #expect(detail.user.login == "octocat")
}

private struct OfflineHTTPClient: HTTPClient {
    func send(_ request: URLRequest) async throws -> (Foundation.Data, HTTPURLResponse) {
        throw URLError(.notConnectedToInternet)
    }
}

private struct StubUserRepository: UserRepository {
    private static let octocat = User(
        id: 583231,
        login: "octocat",
        avatarURL: URL(fileURLWithPath: "/avatars/583231"),
        profileURL: URL(fileURLWithPath: "/octocat")
    )

    func searchUsers(matching query: SearchQuery) async throws -> [User] {
        [Self.octocat]
    }

    func fetchUserDetail(id: User.ID) async throws -> UserDetail {
        UserDetail(
            user: Self.octocat, name: "The Octocat", bio: nil, company: "@github", location: "San Francisco",
            followers: 9000, following: 9, publicRepositories: 8, joinedAt: Date(timeIntervalSince1970: 1_296_000_000)
        )
    }
}
