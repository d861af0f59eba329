import Cradle
import Foundation

/// The HTTP stack shared by every data source.
@DependencyGraph(.shared)
public final class NetworkGraph: Sendable {
    /// One session for the GitHub API: short timeout, JSON accept header, no shared cookies.
    @Provide
    private func makeURLSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 15
        configuration.httpAdditionalHeaders = ["Accept": "application/vnd.github+json"]
        return URLSession(configuration: configuration)
    }

    @Provide
    private func makeRequestLogger() -> RequestLogger {
        #if DEBUG
        RequestLogger(isVerbose: true)
        #else
        RequestLogger(isVerbose: false)
        #endif
    }

    /// Registered as `any HTTPClient`, so parameters may spell it `HTTPClient` too.
    @Provide
    private func makeHTTPClient(
        session: URLSession,
        logger: RequestLogger
    ) -> any HTTPClient {
        URLSessionHTTPClient(session: session, logger: logger)
    }
}
