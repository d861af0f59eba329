/// `$/progress`: how far a long task has come.
public struct ProgressNotification: LSPNotification, Encodable {
    /// The method name.
    public static let method = "$/progress"
    /// The task, as created with `window/workDoneProgress/create`.
    public var token: String
    /// The step.
    public var value: WorkDoneProgress

    /// Step `value` of the task `token`.
    public init(token: String, value: WorkDoneProgress) {
        self.token = token
        self.value = value
    }
}

/// A step of a task's progress.
public enum WorkDoneProgress: Encodable, Sendable, Hashable {
    /// The task starts.
    case begin(title: String, percentage: Int)
    /// The task is `percentage` done.
    case report(percentage: Int)
    /// The task ended, with a summary.
    case end(message: String)

    private enum CodingKeys: String, CodingKey { case kind, title, percentage, message }

    /// Encodes the step with its `kind`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .begin(let title, let percentage):
            try container.encode("begin", forKey: .kind)
            try container.encode(title, forKey: .title)
            try container.encode(percentage, forKey: .percentage)
        case .report(let percentage):
            try container.encode("report", forKey: .kind)
            try container.encode(percentage, forKey: .percentage)
        case .end(let message):
            try container.encode("end", forKey: .kind)
            try container.encode(message, forKey: .message)
        }
    }
}
