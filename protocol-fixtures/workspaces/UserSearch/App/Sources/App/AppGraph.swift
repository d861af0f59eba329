import Core
import Cradle
import Data
import Foundation
import Network

/// The composition root. One per process (`AppGraph.shared`), built from the app-wide graphs of
/// Core and Network; the feature graphs are created from its `dataConfiguration`.
@DependencyGraph(
    .shared,
    sources: [CoreGraph.self, NetworkGraph.self, ImageCacheGraph.self]
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

    /// The feature graphs, composed once for the process.
    @Provide
    private func makeFeatureGraphSet(configuration: DataConfiguration) -> FeatureGraphSet {
        FeatureGraphSet(configuration: configuration)
    }

    @Provide
    private func makeAvatarLoader() -> AvatarLoader {
        AvatarLoader(cacheGraph: imageCacheGraph, client: networkGraph.httpClient)
    }

    #if DEBUG
    /// 디버그 빌드에서는 이벤트를 콘솔에만 남긴다.
    @Provide
    private func makeConsoleAnalytics() -> ConsoleAnalytics {
        ConsoleAnalytics(logger: coreGraph.appLogger)
    }
    #else
    @Provide
    private func makeRemoteAnalytics() -> RemoteAnalytics {
        RemoteAnalytics(endpoint: GitHubAPI.analyticsEndpoint, client: networkGraph.httpClient)
    }
    #endif
}
