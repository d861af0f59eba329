import CradleProtocol
import Foundation

/// A minimal LSP client over pipes for the server benchmarks, on the server's own framing
/// (`MessageFramer`) and JSON: the bench writes no JSON-RPC code of its own.
final class PipeClient: @unchecked Sendable {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    let lock = NSCondition()
    var messages: [(time: Double, json: JSON)] = []

    init(binary: String) throws {
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--stdio"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handle = output.fileHandleForReading
        Thread.detachNewThread { [self] in
            var framer = MessageFramer()
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                for case .message(let body) in framer.append([UInt8](data)) {
                    guard let json = try? JSON.parse(body) else { continue }
                    lock.lock()
                    messages.append((now(), json))
                    lock.broadcast()
                    lock.unlock()
                }
            }
        }
    }

    func send(_ message: JSON) {
        input.fileHandleForWriting.write(Data(MessageFramer.frame(message.serialized())))
    }

    /// A one-line range edit, as an editor with incremental sync sends while typing: `old` at
    /// (`line`, `character`) becomes `new`.
    func sendReplacement(uri: String, version: Int, line: Int, character: Int, replacing old: String, with new: String) {
        send([
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": .string(uri), "version": .int(version)],
                "contentChanges": [
                    [
                        "range": [
                            "start": ["line": .int(line), "character": .int(character)],
                            "end": ["line": .int(line), "character": .int(character + old.utf16.count)],
                        ],
                        "text": .string(new),
                    ]
                ],
            ],
        ])
    }

    /// Waits for the first message after `index` that satisfies `predicate`; returns its time.
    func wait(after index: Int, timeout: Double = 120, _ predicate: (JSON) -> Bool) -> (time: Double, index: Int)? {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        defer { lock.unlock() }
        var next = index
        while true {
            while next < messages.count {
                if predicate(messages[next].json) { return (messages[next].time, next + 1) }
                next += 1
            }
            if !lock.wait(until: deadline) { return nil }
        }
    }

    /// The message at `index` (a cursor minus one, as ``wait(after:timeout:_:)`` returns it).
    func message(at index: Int) -> JSON? {
        lock.lock()
        defer { lock.unlock() }
        return index >= 0 && index < messages.count ? messages[index].json : nil
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return messages.count
    }
}
