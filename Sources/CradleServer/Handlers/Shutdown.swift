import CradleProtocol

extension Server {
    /// `shutdown`: every later request but `shutdown` is refused; `exit` then ends with 0.
    func shutdown(_ request: ShutdownRequest) -> Result<LSPNull, ResponseError> {
        lifecycle = .shuttingDown
        return .success(LSPNull())
    }
}
