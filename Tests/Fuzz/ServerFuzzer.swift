// libFuzzer target for the framing and dispatch path of the language server: the input is cut
// into reads at fuzzer-chosen places, fed through MessageFramer, parsed as JSON, decoded as
// JSON-RPC and handed to a real Server (zero debounce, trees released a millisecond after use),
// exactly as StdioTransport does. Any trap, hang (libFuzzer's -timeout) or sanitizer report is a
// finding. Built by Tests/Fuzz/build-server.sh.

import CradleProtocol
import CradleServer
import Foundation

/// The server under test: initialized once with a tiny in-memory session, so that later inputs
/// reach the feature handlers too.
nonisolated(unsafe) let server: Server = {
    let server = Server(
        configuration: {
            var configuration = Server.Configuration()
            configuration.debounce = 0
            // Kept trees are released and memory trimmed a millisecond after each message that
            // used them, so releases run on the server queue between the following messages.
            configuration.quietDelay = 0.001
            return configuration
        }(), send: { _ in }, onExit: { _ in })
    server.receive(.request(id: .number(0), method: "initialize", params: ["capabilities": [:]]))
    server.receive(.notification(method: "initialized", params: [:]))
    server.sync {}
    return server
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzServer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The first byte chooses the read size, so split and coalesced frames are both exercised.
    let chunk = Int(bytes[0] % 64) + 1
    var framer = MessageFramer()
    var offset = 1
    while offset < bytes.count {
        let end = min(bytes.count, offset + chunk)
        for event in framer.append(Array(bytes[offset..<end])) {
            guard case .message(let body) = event else { continue }
            do {
                switch RPCMessage.decode(try JSON.parse(body)) {
                case .success(let message):
                    // `exit` would end the process; everything else goes to the server.
                    if case .notification("exit", _) = message { continue }
                    server.receive(message)
                case .failure(let failure): server.receiveInvalid(failure, parseError: nil)
                }
            } catch {
                server.receiveInvalid(nil, parseError: error.description)
            }
        }
        offset = end
    }
    server.sync {}
    return 0
}
