/// `shutdown`: stop answering requests; `exit` follows.
public struct ShutdownRequest: LSPRequest {
    /// The method name.
    public static let method = "shutdown"
    /// `null`.
    public typealias Response = LSPNull
}
