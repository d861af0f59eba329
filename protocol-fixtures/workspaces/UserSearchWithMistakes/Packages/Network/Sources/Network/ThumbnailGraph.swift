import Cradle
import Foundation

/// Downscaled avatars for the result list.
// expect: sources-on-actor
@DependencyGraph(sources: [NetworkGraph.self])
actor ThumbnailGraph {
    @Provide(.lazy)
    private func makeThumbnailCache() -> ImageCache {
        ImageCache(memoryCapacity: 4 * 1024 * 1024, diskCapacity: 0)
    }
}
