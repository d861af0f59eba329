import CradleProtocol
import Foundation
import Testing

@testable import CradleServer

/// Replays a protocol fixture (`protocol-fixtures/*.txtar`, see `../shared/style.md`): a preamble,
/// workspace files (`-- path --`, with `1️⃣` position markers), then `-- session --` lines:
/// - `=> {json}` a client message, framed and fed through the real framer;
/// - `=>bytes "…"` raw bytes (a JSON string), for malformed frames;
/// - `=>queued {json}` a client message handed over without waiting for the server, so that the
///   next message can overtake it (for cancellation and stale reads);
/// - `<= {json}` the next server message, compared with key order ignored; the string `"{...}"`
///   matches any value;
/// - `== exit N` the exit status the server reported.
/// Placeholders: `$URI(path)`, `$ROOT`, `$POS(1️⃣)` (UTF-16), `$POS8(1️⃣)` (UTF-8).
struct Replay {
    let name: String
    let root: URL
    var files: [String: String] = [:]
    var markers: [String: (file: String, offset: Int)] = [:]
    var session: [String] = []

    init(fixture text: String, name: String) throws {
        self.name = name
        root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("cradle-replay-\(UUID().uuidString)")
        var current: String?
        var lines: [String] = []
        func flush() throws {
            guard let current else { return }
            if current == "session" {
                session = lines
            } else {
                var text = ""
                var offset = 0
                for character in lines.joined(separator: "\n") {
                    if let digit = character.unicodeScalars.first, character.unicodeScalars.count == 3,
                        character.unicodeScalars.dropFirst().first == "\u{FE0F}", ("1"..."9").contains(digit)
                    {
                        markers[String(digit)] = (current, offset)
                        continue
                    }
                    text.append(character)
                    offset += String(character).utf8.count
                }
                files[current] = text
                let url = root.appendingPathComponent(current)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("-- "), line.hasSuffix(" --") {
                try flush()
                current = String(line.dropFirst(3).dropLast(3))
                lines = []
            } else if current != nil {
                lines.append(line)
            }
        }
        try flush()
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// Replaces placeholders in a session line.
    func substitute(_ line: String) -> String {
        var text = line.replacingOccurrences(of: "$ROOT", with: FileURI.uri(root.path))
        while let range = text.range(of: #"\$URI\(([^)]*)\)"#, options: .regularExpression) {
            let path = String(text[range].dropFirst(5).dropLast())
            text.replaceSubrange(range, with: FileURI.uri(root.appendingPathComponent(path).path))
        }
        // `$POS(1️⃣)` and `$POS8(1️⃣)`, found without regular expressions (the keycap marker
        // is three scalars).
        for (prefix, encoding) in [("$POS8(", PositionEncodingKind.utf8), ("$POS(", PositionEncodingKind.utf16)] {
            while let start = text.range(of: prefix), let close = text[start.upperBound...].firstIndex(of: ")") {
                let digit = text[start.upperBound..<close].unicodeScalars.first.map(String.init) ?? ""
                var replacement = "null"
                if let marker = markers[digit], let fileText = files[marker.file] {
                    replacement =
                        (try? JSON.encoding(DocumentText(.init(fileText)).position(of: marker.offset, encoding: encoding)))?.text
                        ?? "null"
                }
                text.replaceSubrange(start.lowerBound...close, with: replacement)
            }
        }
        return text
    }

    /// Whether `actual` matches `expected`, where the string `"{...}"` matches anything.
    static func matches(_ expected: JSON, _ actual: JSON) -> Bool {
        if expected == .string("{...}") { return true }
        switch (expected, actual) {
        case (.object(let e), .object(let a)):
            return Set(e.keys) == Set(a.keys) && e.allSatisfy { key, value in a[key].map { matches(value, $0) } ?? false }
        case (.array(let e), .array(let a)):
            return e.count == a.count && zip(e, a).allSatisfy { matches($0, $1) }
        default:
            return expected == actual
        }
    }

    /// Runs the session against an in-process server, through real framing in both directions.
    func run(sourceLocation: SourceLocation = #_sourceLocation) throws {
        final class Outbox: @unchecked Sendable {
            let lock = NSLock()
            var framer = MessageFramer()
            var messages: [JSON] = []
            var exitStatus: Int32?
            func receive(_ bytes: [UInt8]) {
                lock.lock()
                defer { lock.unlock() }
                for case .message(let body) in framer.append(bytes) {
                    if let json = try? JSON.parse(body) { messages.append(json) }
                }
            }
        }
        let outbox = Outbox()
        var configuration = Server.Configuration()
        configuration.debounce = 0
        let server = Server(
            configuration: configuration,
            send: { message in outbox.receive(MessageFramer.frame(message.json.serialized())) },
            onExit: { status in outbox.exitStatus = status })
        var inbound = MessageFramer()
        var next = 0
        var pendingGate: DispatchSemaphore?
        for raw in session {
            let line = substitute(raw)
            if line.hasPrefix("=>queued ") {
                // Hold the server's queue while this message and the next are received.
                let gate = DispatchSemaphore(value: 0)
                server.queue.async { gate.wait() }
                if case .success(let message) = RPCMessage.decode(try JSON.parse(String(line.dropFirst(9)))) {
                    server.receive(message)
                }
                pendingGate = gate
                continue
            }
            if line.hasPrefix("=> ") || line.hasPrefix("=>bytes ") {
                let bytes: [UInt8]
                if line.hasPrefix("=>bytes ") {
                    let literal = try JSON.parse(String(line.dropFirst(8)))
                    bytes = Array((literal.stringValue ?? "").utf8)
                } else {
                    bytes = MessageFramer.frame(Array(line.dropFirst(3).utf8))
                }
                for event in inbound.append(bytes) {
                    guard case .message(let body) = event else { continue }
                    do {
                        switch RPCMessage.decode(try JSON.parse(body)) {
                        case .success(let message): server.receive(message)
                        case .failure(let failure): server.receiveInvalid(failure, parseError: nil)
                        }
                    } catch {
                        server.receiveInvalid(nil, parseError: error.description)
                    }
                }
                pendingGate?.signal()
                pendingGate = nil
                server.waitUntilIndexed()
            } else if line.hasPrefix("<= ") {
                let expected = try JSON.parse(String(line.dropFirst(3)))
                let index = next
                let actual: JSON? = outbox.lock.withLock { index < outbox.messages.count ? outbox.messages[index] : nil }
                next += 1
                guard let actual else {
                    Issue.record(
                        "\(name): expected \(expected.text) but the server sent nothing more", sourceLocation: sourceLocation)
                    return
                }
                #expect(
                    Self.matches(expected, actual), "\(name): expected\n\(expected.text)\ngot\n\(actual.text)",
                    sourceLocation: sourceLocation)
            } else if line.hasPrefix("== exit ") {
                #expect(outbox.exitStatus == Int32(line.dropFirst(8)), "\(name): exit status", sourceLocation: sourceLocation)
            }
        }
        let extra = outbox.lock.withLock { Array(outbox.messages.dropFirst(next)) }
        #expect(
            extra.isEmpty, "\(name): unexpected server messages:\n\(extra.map(\.text).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
        try? FileManager.default.removeItem(at: root)
    }
}

@Suite("Protocol fixtures")
struct ProtocolFixtureTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("protocol-fixtures")

    static var fixtures: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".txtar") }.sorted()
    }

    @Test("there are protocol fixtures")
    func hasFixtures() {
        #expect(Self.fixtures.count >= 5)
    }

    @Test("each recorded session replays byte for byte through the framing code", arguments: fixtures)
    func replay(_ name: String) throws {
        let text = try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
        try Replay(fixture: text, name: name).run()
    }
}
