import Foundation

/// The production `HTTPClient`, backed by `URLSession`.
public struct URLSessionHTTPClient: HTTPClient {
    private let session: URLSession
    private let logger: RequestLogger

    public init(session: URLSession, logger: RequestLogger) {
        self.session = session
        self.logger = logger
    }

    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        logger.willSend(request)
        let (body, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw HTTPError.nonHTTPResponse }
        logger.didReceive(http, byteCount: body.count)
        if http.statusCode == 403, http.value(forHTTPHeaderField: "x-ratelimit-remaining") == "0" {
            let reset = http.value(forHTTPHeaderField: "x-ratelimit-reset").flatMap(TimeInterval.init)
            throw HTTPError.rateLimited(resetAt: reset.map(Date.init(timeIntervalSince1970:)))
        }
        guard (200..<300).contains(http.statusCode) else { throw HTTPError.status(http.statusCode) }
        return (body, http)
    }
}

/// Prints requests and responses; verbose only in debug builds.
public struct RequestLogger: Sendable {
    public let isVerbose: Bool

    public init(isVerbose: Bool) {
        self.isVerbose = isVerbose
    }

    func willSend(_ request: URLRequest) {
        guard isVerbose else { return }
        print("→ \(request.httpMethod ?? "GET") \(request.url?.absoluteString ?? "-")")
    }

    func didReceive(_ response: HTTPURLResponse, byteCount: Int) {
        guard isVerbose else { return }
        print("← \(response.statusCode) \(byteCount) bytes")
    }
}
