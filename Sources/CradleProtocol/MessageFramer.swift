/// Splits a byte stream into `Content-Length`-framed message bodies (LSP base protocol). Feed it
/// reads of any size, split or coalesced; it never traps and always resynchronises after a
/// malformed header.
public struct MessageFramer: Sendable {
    /// What the framer found in the stream.
    public enum Event: Sendable, Hashable {
        /// A complete message body.
        case message([UInt8])
        /// A header block that could not be understood; its bytes were skipped.
        case malformedHeader(String)
    }

    /// The largest body accepted; larger announced lengths are malformed.
    public static let maximumBodyLength = 256 << 20

    private var buffer: [UInt8] = []
    private var start = 0

    public init() {}

    /// Appends bytes and returns every event they complete.
    public mutating func append(_ bytes: [UInt8]) -> [Event] {
        buffer += bytes
        var events: [Event] = []
        while let event = nextEvent() { events.append(event) }
        if start > 4096, start * 2 > buffer.count {
            // A fresh array, not `removeSubrange`: that keeps the capacity, so one large
            // message (a 60 MB didOpen) would pin its size in the framer for the session.
            buffer = Array(buffer[start...])
            start = 0
        }
        return events
    }

    /// The bytes the framer holds on to, used or not (for tests: a large message is not kept).
    var retainedByteCount: Int { buffer.capacity }

    /// Bytes received but not yet part of a complete message.
    public var pendingByteCount: Int { buffer.count - start }

    private mutating func nextEvent() -> Event? {
        guard let headerEnd = find([0x0D, 0x0A, 0x0D, 0x0A], from: start) else {
            // Without a header terminator in 64 KiB, the header is garbage: skip to the next
            // plausible header start.
            if buffer.count - start > 65_536 { return resynchronise("header too long") }
            return nil
        }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else { return skip(to: headerEnd + 4, "header line without ':'") }
            let name = line[..<colon].trimmingSpaces().lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces()
            if name == "content-length" {
                guard let parsed = Int(value), parsed >= 0, parsed <= Self.maximumBodyLength else {
                    return skip(to: headerEnd + 4, "invalid Content-Length \(value)")
                }
                length = parsed
            }
        }
        guard let length else { return skip(to: headerEnd + 4, "missing Content-Length") }
        let bodyStart = headerEnd + 4
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        start = bodyStart + length
        return .message(body)
    }

    /// Drops a header block that cannot be read. When a `Content-Length` starts later inside
    /// the block (garbage glued before a real header), reading resumes there instead.
    private mutating func skip(to offset: Int, _ reason: String) -> Event {
        if let next = find(Array("Content-Length".utf8), from: start + 1), next < offset {
            start = next
        } else {
            start = offset
        }
        return .malformedHeader(reason)
    }

    private mutating func resynchronise(_ reason: String) -> Event {
        let marker = Array("Content-Length".utf8)
        if let next = find(marker, from: start + 1) {
            start = next
        } else {
            start = max(start, buffer.count - marker.count)
        }
        return .malformedHeader(reason)
    }

    private func find(_ pattern: [UInt8], from offset: Int) -> Int? {
        guard !pattern.isEmpty, buffer.count >= pattern.count else { return nil }
        var index = max(offset, 0)
        while index + pattern.count <= buffer.count {
            if buffer[index] == pattern[0] {
                var matches = true
                for k in 1..<pattern.count where buffer[index + k] != pattern[k] {
                    matches = false
                    break
                }
                if matches { return index }
            }
            index += 1
        }
        return nil
    }

    /// A body with its `Content-Length` header, ready to write.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
