import Cradle
import Network

/// Repositories over the network stack, which it composes from `NetworkGraph`.
@DependencyGraph(sources: [NetworkGraph.self])
public final class DataGraph {
    @Provide
    private func makeArticleRepository() -> ArticleRepository {
        ArticleRepository(client: networkGraph.httpClient)
    }
}

public struct ArticleRepository: Sendable {
    let client: HTTPClient

    public func latest() async throws -> [String] {
        _ = try await client.get("articles")
        return []
    }
}
