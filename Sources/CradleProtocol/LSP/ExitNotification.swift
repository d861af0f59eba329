/// `exit`: the process ends (status 0 after `shutdown`, 1 otherwise).
public struct ExitNotification: LSPNotification, Decodable {
    /// The method name.
    public static let method = "exit"
}
