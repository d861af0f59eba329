import Foundation

/// A minimal LSP client over pipes for the server benchmark.
final class PipeClient: @unchecked Sendable {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    let lock = NSCondition()
    var messages: [(time: Double, json: [String: Any])] = []

    init(binary: String) throws {
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--stdio"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handle = output.fileHandleForReading
        Thread.detachNewThread { [self] in
            var buffer = Data()
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                buffer.append(data)
                while let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) {
                    let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
                    guard
                        let length = header.split(separator: ":").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }),
                        buffer.distance(from: headerEnd.upperBound, to: buffer.endIndex) >= length
                    else { break }
                    let body = buffer[headerEnd.upperBound..<buffer.index(headerEnd.upperBound, offsetBy: length)]
                    buffer = Data(buffer[buffer.index(headerEnd.upperBound, offsetBy: length)...])
                    if let json = try? JSONSerialization.jsonObject(with: body) as? [String: Any] {
                        lock.lock()
                        messages.append((now(), json))
                        lock.broadcast()
                        lock.unlock()
                    }
                }
            }
        }
    }

    func send(_ object: [String: Any]) {
        guard let body = try? JSONSerialization.data(withJSONObject: object) else { return }
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// Waits for the first message after `index` that satisfies `predicate`; returns its time.
    func wait(after index: Int, timeout: Double = 120, _ predicate: ([String: Any]) -> Bool) -> (time: Double, index: Int)? {
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

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return messages.count
    }
}
