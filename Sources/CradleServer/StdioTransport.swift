import CradleProtocol
import Foundation

/// Runs the server over standard input and output: reads framed messages on the calling
/// thread, hands them to the server, and writes every outgoing message framed to stdout. Only
/// this type writes to stdout. With a trace file, both directions are recorded as `=>` (client)
/// and `<=` (server) lines, ready to become a protocol fixture.
public enum StdioTransport {
    /// Serialises writes to stdout and the trace.
    final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private let trace: FileHandle?

        init(trace: FileHandle?) {
            self.trace = trace
        }

        func write(_ message: RPCMessage) {
            let body = message.json.serialized()
            lock.lock()
            defer { lock.unlock() }
            FileHandle.standardOutput.write(Data(MessageFramer.frame(body)))
            trace?.write(Data("<= ".utf8) + Data(body) + Data("\n".utf8))
        }

        func traceIncoming(_ body: [UInt8]) {
            guard let trace else { return }
            lock.lock()
            defer { lock.unlock() }
            trace.write(Data("=> ".utf8) + Data(body) + Data("\n".utf8))
        }
    }

    /// Serves until `exit` (status 0 after `shutdown`, else 1) or the end of input (status 1).
    public static func run(tracePath: String?, configuration: Server.Configuration = Server.Configuration()) -> Int32 {
        let trace: FileHandle? = tracePath.flatMap { path in
            _ = FileManager.default.createFile(atPath: path, contents: nil)
            let handle = FileHandle(forWritingAtPath: path)
            if handle == nil { log("cannot write the trace to \(path)") }  // literal: log line for developers
            return handle
        }
        Server.fixAllocatorThresholds()
        let output = Output(trace: trace)
        let server = Server(
            configuration: configuration, send: { output.write($0) },
            onExit: { status in
                try? trace?.synchronize()
                exit(status)
            })
        var framer = MessageFramer()
        let input = FileHandle.standardInput
        while true {
            let data = input.availableData
            if data.isEmpty { break }
            for event in framer.append([UInt8](data)) {
                switch event {
                case .message(let body):
                    output.traceIncoming(body)
                    do {
                        let json = try JSON.parse(body)
                        switch RPCMessage.decode(json) {
                        case .success(let message): server.receive(message)
                        case .failure(let failure): server.receiveInvalid(failure, parseError: nil)
                        }
                    } catch {
                        server.receiveInvalid(nil, parseError: error.description)
                    }
                case .malformedHeader(let reason):
                    log("malformed header: \(reason); skipped")  // literal: log line for developers
                }
            }
        }
        // The client closed the stream without `exit`: finish queued work, then stop.
        server.sync {}
        return 1
    }
}
