import Cradle
import Foundation

/// A unique id attached to one outgoing request.
struct RequestID: Hashable, Sendable {
    let rawValue = UUID()
}

/// Cached response bodies on disk, opened on first use.
final class ResponseStore {
    let directory: URL

    init(directory: URL) {
        self.directory = directory
    }
}

/// Adds the `X-Request-ID` header.
struct RequestSigner {
    let requestID: RequestID
}

/// Serves search pages from `ResponseStore` while offline.
struct OfflineSearchLoader {
    let store: ResponseStore
}

/// Derives cache keys; its salt comes from one request id.
struct CacheKeyBuilder {
    let requestID: RequestID
}

/// Offline support for the data layer.
///
/// Every mistake here is a lifetime mismatch: all of them are reported together.
@DependencyGraph
final class ResponseCacheGraph {
    /// A new id on every read.
    @Provide(.transient)
    private func makeRequestID() -> RequestID {
        RequestID()
    }

    @Provide(.lazy)
    private func makeResponseStore() -> ResponseStore {
        ResponseStore(directory: .cachesDirectory)
    }

    /// 공유 팩토리가 transient 값을 받으면 첫 값이 그래프 수명 내내 고정된다.
    // expect: lifetime-shared-to-transient
    @Provide private func makeRequestSigner(requestID: RequestID) -> RequestSigner

    // expect: lifetime-shared-to-lazy
    @Provide private func makeOfflineSearchLoader(store: ResponseStore) -> OfflineSearchLoader

    // expect: lifetime-lazy-to-transient
    @Provide(.lazy) private func makeCacheKeyBuilder(requestID: RequestID) -> CacheKeyBuilder
}
