import Foundation
import Network

/// What the app hands to `DataGraph` when it creates one: read inside factories as `input.x`.
public struct DataConfiguration: Sendable {
    public let baseURL: URL
    public let httpClient: any HTTPClient
    /// GitHub allows up to 100 results per page; 30 is its default.
    public let pageSize: Int

    public init(baseURL: URL, httpClient: any HTTPClient, pageSize: Int = 30) {
        self.baseURL = baseURL
        self.httpClient = httpClient
        self.pageSize = pageSize
    }
}
