import Cradle
import Foundation

/// The HTTP stack, shared by every feature.
@DependencyGraph
public final class NetworkGraph {
    @Provide
    private func makeSession() -> URLSession {
        URLSession(configuration: .ephemeral)
    }

    @Provide
    private func makeHTTPClient(session: URLSession) -> HTTPClient {
        HTTPClient(session: session)
    }
}

public struct HTTPClient: Sendable {
    let session: URLSession

    public func get(_ path: String) async throws -> Data {
        let url = URL(string: "https://api.example.com")?.appendingPathComponent(path)
        return try await session.data(from: url ?? URL(fileURLWithPath: "/")).0
    }
}
