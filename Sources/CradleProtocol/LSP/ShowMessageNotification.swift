/// `window/showMessage`: a message the client shows the user (a refused workspace folder).
public struct ShowMessageNotification: LSPNotification, Encodable {
    /// The method name.
    public static let method = "window/showMessage"
    /// How the message is shown (LSP's `MessageType`).
    public var type: MessageType
    /// The text shown.
    public var message: String

    /// The message `message`, shown as `type`.
    public init(type: MessageType, message: String) {
        self.type = type
        self.message = message
    }
}

/// LSP's `MessageType`.
public enum MessageType: Int, Encodable, Sendable {
    case error = 1
    case warning = 2
    case info = 3
    case log = 4
}
