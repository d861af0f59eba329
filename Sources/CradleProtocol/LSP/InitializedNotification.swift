/// `initialized`: the client has the server's capabilities.
public struct InitializedNotification: LSPNotification, Decodable {
    /// The method name.
    public static let method = "initialized"
}
