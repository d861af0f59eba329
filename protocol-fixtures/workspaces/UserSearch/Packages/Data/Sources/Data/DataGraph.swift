import Cradle
import Domain
import Foundation
import Network

/// The data layer of one app session: created by the app with `DataGraph(input:)`.
///
/// 입력 그래프이므로 `init`이나 초기값 없는 저장 프로퍼티를 직접 선언하지 않는다.
@DependencyGraph(input: DataConfiguration.self)
public final class DataGraph {
    @Provide
    private func makeRequestBuilder() -> RequestBuilder {
        RequestBuilder(
            baseURL: input.baseURL,
            defaultHeaders: ["X-GitHub-Api-Version": "2022-11-28"]
        )
    }

    /// Stateless, so the generated body `(UserMapper).init()` is enough.
    @Provide
    private func makeUserMapper() -> UserMapper

    /// Built on first use, so launching the app does not touch the network stack.
    @Provide(.lazy)
    private func makeUserRepository(
        requestBuilder: RequestBuilder,
        mapper: UserMapper
    ) -> any UserRepository {
        GitHubUserRepository(
            client: input.httpClient,
            requestBuilder: requestBuilder,
            mapper: mapper,
            pageSize: input.pageSize
        )
    }
}
