import Foundation

/// Memory and disk budget of the avatar cache.
public struct CacheLimits: Sendable {
    public let memoryBytes: Int
    public let diskBytes: Int

    public init(memoryBytes: Int = 20 * 1024 * 1024, diskBytes: Int = 100 * 1024 * 1024) {
        self.memoryBytes = memoryBytes
        self.diskBytes = diskBytes
    }
}

/// An avatar cache on top of `URLCache`.
// URLCache는 스레드 안전하므로 @unchecked Sendable로 감싼다.
public final class ImageCache: @unchecked Sendable {
    private let storage: URLCache

    public init(memoryCapacity: Int, diskCapacity: Int) {
        storage = URLCache(memoryCapacity: memoryCapacity, diskCapacity: diskCapacity, directory: nil)
    }

    public func data(for url: URL) -> Data? {
        storage.cachedResponse(for: URLRequest(url: url))?.data
    }

    public func store(_ data: Data, response: URLResponse, for url: URL) {
        storage.storeCachedResponse(CachedURLResponse(response: response, data: data), for: URLRequest(url: url))
    }
}

/// Loads avatars through the cache, falling back to the network.
public struct AvatarLoader: Sendable {
    private let cacheGraph: ImageCacheGraph
    private let client: any HTTPClient

    public init(cacheGraph: ImageCacheGraph, client: any HTTPClient) {
        self.cacheGraph = cacheGraph
        self.client = client
    }

    public func avatar(at url: URL) async throws -> Data {
        let cache = await cacheGraph.imageCache
        if let cached = cache.data(for: url) { return cached }
        let (body, response) = try await client.send(URLRequest(url: url))
        cache.store(body, response: response, for: url)
        return body
    }
}
