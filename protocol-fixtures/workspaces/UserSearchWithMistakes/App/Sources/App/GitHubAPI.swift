import Foundation

/// Fixed addresses of the services the app talks to.
enum GitHubAPI {
    static let baseURL = URL(string: "https://api.github.com") ?? URL(fileURLWithPath: "/")
    static let analyticsEndpoint = URL(string: "https://telemetry.usersearch.example/v1/events") ?? baseURL
}
