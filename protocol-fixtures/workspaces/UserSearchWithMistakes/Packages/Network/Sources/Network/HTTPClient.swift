import Foundation

/// Sends one HTTP request and returns the body with its response.
public protocol HTTPClient: Sendable {
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}

/// Why a request did not produce a usable body.
public enum HTTPError: Error, Equatable {
    case nonHTTPResponse
    case status(Int)
    /// GitHub answers 403 with `x-ratelimit-remaining: 0` when the search quota is spent.
    case rateLimited(resetAt: Date?)
}

extension HTTPClient {
    /// Sends `request` and decodes the JSON body as `Value` (GitHub uses snake_case keys).
    public func decode<Value: Decodable>(_ type: Value.Type, for request: URLRequest) async throws -> Value {
        let (body, _) = try await send(request)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(type, from: body)
    }
}
