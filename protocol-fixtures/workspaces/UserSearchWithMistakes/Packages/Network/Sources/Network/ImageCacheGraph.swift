import Cradle
import Foundation

/// The avatar cache, isolated in an actor.
/// 캐시 용량을 호출하는 쪽에서 정하려고 `input:`을 붙였지만, 액터 그래프는 입력을 받을 수 없다.
// expect: input-on-actor
@DependencyGraph(input: CacheLimits.self)
public actor ImageCacheGraph {
    @Provide(.lazy)
    private func makeImageCache() -> ImageCache {
        ImageCache(memoryCapacity: input.memoryBytes, diskCapacity: input.diskBytes)
    }
}
