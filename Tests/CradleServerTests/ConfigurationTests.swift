import CradleProtocol
import Foundation
import Testing

@testable import CradleServer

/// The server reads `.cradle-lsp.json` and `// cradle-lsp:ignore` comments as the CLI does, and
/// follows changes to the configuration file (`product.md` §2b).
@Suite("Language server configuration", .serialized)
struct ConfigurationTests {
    static let graph = """
        import Cradle

        @DependencyGraph
        final class AppGraph {
            @Provide func makeClock() -> Clock { Clock() }
            @Provide private func makeSession(clock: Clock, token: Token) -> Session { Session() }  // cradle-lsp:ignore missing-registration
        }

        """

    /// The codes and severities published for `Graph.swift` in a workspace with `configuration`,
    /// before and after the configuration file changes to `changed`.
    func checkPublished(configuration: String, changed: String) throws -> (before: [String], after: [String]) {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("cradle-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(Self.graph.utf8).write(to: root.appendingPathComponent("Graph.swift"))
        let configurationURL = root.appendingPathComponent(".cradle-lsp.json")
        try Data(configuration.utf8).write(to: configurationURL)
        let client = TestClient()
        let uri = FileURI.uri(root.appendingPathComponent("Graph.swift").path)
        client.send([
            "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": ["rootUri": .string(FileURI.uri(root.path)), "capabilities": [:]],
        ])
        client.send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        let summary = { (diagnostics: [JSON]) in
            diagnostics.map { "\($0["code"]?.stringValue ?? "?"):\($0["severity"]?.intValue ?? 0)" }.sorted()
        }
        let before = summary(client.published(uri) ?? [])
        try Data(changed.utf8).write(to: configurationURL)
        client.send([
            "jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles",
            "params": ["changes": [["uri": .string(FileURI.uri(configurationURL.path)), "type": 2]]],
        ])
        return (before, summary(client.published(uri) ?? []))
    }

    @Test("\"messages\" in the configuration words published findings; changing it republishes them")
    func messagesFollowConfiguration() throws {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("cradle-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(Self.graph.utf8).write(to: root.appendingPathComponent("Graph.swift"))
        let configurationURL = root.appendingPathComponent(".cradle-lsp.json")
        try Data(#"{"messages": "cradle"}"#.utf8).write(to: configurationURL)
        let client = TestClient()
        let uri = FileURI.uri(root.appendingPathComponent("Graph.swift").path)
        client.send([
            "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": ["rootUri": .string(FileURI.uri(root.path)), "locale": "en-US", "capabilities": [:]],
        ])
        client.send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        let messages = { (diagnostics: [JSON]) in diagnostics.compactMap { $0["message"]?.stringValue } }
        #expect(messages(client.published(uri) ?? []) == ["`@Provide` factory는 private instance method여야 합니다."])
        try Data(#"{"messages": "english"}"#.utf8).write(to: configurationURL)
        client.send([
            "jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles",
            "params": ["changes": [["uri": .string(FileURI.uri(configurationURL.path)), "type": 2]]],
        ])
        #expect(messages(client.published(uri) ?? []) == ["a `@Provide` factory must be a `private` instance method"])
    }

    @Test("with two workspace folders, each folder's configuration governs its own files, opened later ones too")
    func configurationPerFolder() throws {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("cradle-server-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folders = ["A": "warning", "B": "off"].map { name, severity in (root.appendingPathComponent(name), severity) }
        for (folder, severity) in folders {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(Self.graph.utf8).write(to: folder.appendingPathComponent("Graph.swift"))
            try Data(#"{"severity": {"provider-not-private-method": "\#(severity)"}}"#.utf8).write(
                to: folder.appendingPathComponent(".cradle-lsp.json"))
        }
        let client = TestClient()
        client.send([
            "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": [
                "capabilities": [:],
                "workspaceFolders": .array(
                    folders.map { folder, _ in
                        ["uri": .string(FileURI.uri(folder.path)), "name": .string(folder.lastPathComponent)]
                    }),
            ],
        ])
        client.send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        func severities(_ folder: String, _ file: String) -> [String] {
            let uri = FileURI.uri(root.appendingPathComponent(folder).appendingPathComponent(file).path)
            return (client.published(uri) ?? []).map { "\($0["code"]?.stringValue ?? "?"):\($0["severity"]?.intValue ?? 0)" }
        }
        #expect(severities("A", "Graph.swift") == ["provider-not-private-method:2"])
        #expect(severities("B", "Graph.swift") == [])
        // A document the index never saw: its folder's configuration applies all the same.
        for (folder, _) in folders {
            client.send([
                "jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": [
                    "textDocument": [
                        "uri": .string(FileURI.uri(folder.appendingPathComponent("New.swift").path)), "languageId": "swift",
                        "version": 1, "text": .string(Self.graph.replacingOccurrences(of: "AppGraph", with: "NewGraph")),
                    ]
                ],
            ])
        }
        #expect(severities("A", "New.swift") == ["provider-not-private-method:2"])
        #expect(severities("B", "New.swift") == [])
    }

    @Test("severity overrides and suppression comments apply, and a changed configuration is followed")
    func followsConfiguration() throws {
        let published = try checkPublished(
            configuration: #"{"severity": {"provider-not-private-method": "warning"}}"#,
            changed: #"{"severity": {"provider-not-private-method": "off"}}"#)
        // The missing registrations on the suppressed line are gone; the override makes the
        // factory finding a warning (2), then turns it off.
        #expect(published.before == ["provider-not-private-method:2"])
        #expect(published.after == [])
    }
}
