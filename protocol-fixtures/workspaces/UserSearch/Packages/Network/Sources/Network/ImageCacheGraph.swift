import Cradle
import Foundation

/// The avatar cache, isolated in an actor so every module can share it safely.
@DependencyGraph(.shared)
public actor ImageCacheGraph {
    /// Default budget; the generated body is `(CacheLimits).init()`.
    @Provide
    private func makeCacheLimits() -> CacheLimits

    /// 디스크 캐시는 첫 아바타를 그릴 때 연다 (앱 시작 시간을 줄이기 위해).
    @Provide(.lazy)
    private func makeImageCache(limits: CacheLimits) -> ImageCache {
        ImageCache(memoryCapacity: limits.memoryBytes, diskCapacity: limits.diskBytes)
    }
}
