import Foundation

/// HTTP methods the GitHub endpoints we call use.
public enum HTTPMethod: String, Sendable {
    case get = "GET"
    case post = "POST"
}

/// Builds `URLRequest`s relative to one API base URL.
public struct RequestBuilder: Sendable {
    public let baseURL: URL
    public let defaultHeaders: [String: String]

    public init(baseURL: URL, defaultHeaders: [String: String] = [:]) {
        self.baseURL = baseURL
        self.defaultHeaders = defaultHeaders
    }

    public func makeRequest(
        path: String,
        queryItems: [URLQueryItem] = [],
        method: HTTPMethod = .get
    ) throws -> URLRequest {
        guard var components = URLComponents(url: baseURL.appending(path: path), resolvingAgainstBaseURL: false)
        else { throw URLError(.badURL) }
        if !queryItems.isEmpty { components.queryItems = queryItems }
        guard let url = components.url else { throw URLError(.badURL) }
        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        for (field, value) in defaultHeaders { request.setValue(value, forHTTPHeaderField: field) }
        return request
    }
}
