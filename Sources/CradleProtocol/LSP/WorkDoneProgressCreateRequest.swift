/// `window/workDoneProgress/create`: asks the client to show a task's progress.
public struct WorkDoneProgressCreateRequest: LSPRequestToClient {
    /// The method name.
    public static let method = "window/workDoneProgress/create"
    /// The task's token.
    public var token: String

    /// A request to show the task `token`.
    public init(token: String) { self.token = token }
}
