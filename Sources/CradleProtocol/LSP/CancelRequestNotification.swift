/// `$/cancelRequest`: the client no longer wants an answer to a request.
public struct CancelRequestNotification: LSPNotification, Decodable {
    /// The method name.
    public static let method = "$/cancelRequest"
    /// The request to cancel.
    public var id: RequestID
}
