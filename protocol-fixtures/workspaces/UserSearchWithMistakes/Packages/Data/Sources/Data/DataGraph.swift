import Cradle
import Domain
import Foundation
import Network

/// The data layer of one app session: created by the app with `DataGraph(input:)`.
@DependencyGraph(input: DataConfiguration.self)
public final class DataGraph {
    /// 입력 그래프는 초기값 없는 저장 프로퍼티를 가질 수 없다 (이니셜라이저는 매크로가 만든다).
    // expect: input-initialization-conflict
    private let retryCount: Int

    // expect: input-initialization-conflict
    public init(retryCount: Int) {
        self.retryCount = retryCount
    }

    @Provide
    private func makeRequestBuilder() -> RequestBuilder {
        RequestBuilder(baseURL: input.baseURL)
    }

    @Provide
    private func makeUserMapper() -> UserMapper

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
