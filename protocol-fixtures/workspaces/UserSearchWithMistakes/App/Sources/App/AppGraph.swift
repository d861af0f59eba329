import Core
import Cradle
import Data
import Foundation
import Network

/// The composition root, one per process (`AppGraph.shared`).
@DependencyGraph(
    .shared,
    sources: [
        CoreGraph.self,
        NetworkGraph.self,
        ImageCacheGraph.self,
        // expect: sources-duplicate
        NetworkGraph.self,
    ]
)
final class AppGraph: Sendable {
    /// What every `DataGraph` of this app is created with.
    @Provide
    private func makeDataConfiguration() -> DataConfiguration {
        DataConfiguration(
            baseURL: GitHubAPI.baseURL,
            httpClient: networkGraph.httpClient,
            pageSize: 30
        )
    }

    @Provide
    private func makeAvatarLoader() -> AvatarLoader {
        AvatarLoader(cacheGraph: imageCacheGraph, client: networkGraph.httpClient)
    }
}
