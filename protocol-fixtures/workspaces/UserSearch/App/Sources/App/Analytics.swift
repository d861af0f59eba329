import Core
import Foundation
import Network

/// Debug builds: events only go to the console.
struct ConsoleAnalytics: Sendable {
    let logger: AppLogger

    func track(_ event: String, trace: ScreenTraceID) {
        logger.info("\(event) trace=\(trace)", category: "analytics")
    }
}

/// Release builds: events are posted to the telemetry endpoint, fire and forget.
struct RemoteAnalytics: Sendable {
    let endpoint: URL
    let client: any HTTPClient

    func track(_ event: String, trace: ScreenTraceID) {
        var request = URLRequest(url: endpoint)
        request.httpMethod = HTTPMethod.post.rawValue
        request.httpBody = Data("{\"event\":\"\(event)\",\"trace\":\"\(trace)\"}".utf8)
        Task { [client] in _ = try? await client.send(request) }
    }
}
