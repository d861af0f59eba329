import Cradle
import Foundation

/// The HTTP stack shared by every data source.
// expect: shared-graph-requires-sendable
@DependencyGraph(.shared)
public final class NetworkGraph {
    @Provide
    private func makeURLSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 15
        return URLSession(configuration: configuration)
    }

    @Provide
    private func makeRequestLogger() -> RequestLogger {
        RequestLogger(isVerbose: false)
    }

    @Provide
    private func makeHTTPClient(
        session: URLSession,
        logger: RequestLogger
    ) -> any HTTPClient {
        URLSessionHTTPClient(session: session, logger: logger)
    }
}
