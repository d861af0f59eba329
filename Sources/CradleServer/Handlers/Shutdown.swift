import CradleProtocol

extension Server {
    /// `shutdown`: indexing stops, every later request but `shutdown` is refused; `exit` then ends
    /// with 0.
    func shutdown(_ request: ShutdownRequest) -> Result<LSPNull, ResponseError> {
        lifecycle = .shuttingDown
        // Indexing in flight is of no use any more; it stops at its next check.
        cancelIndexing()
        return .success(LSPNull())
    }
}
