import CradleProtocol
import Foundation
import Testing

@testable import CradleServer

/// A refused workspace folder is shown to the user in the language of the findings.
@Suite("Project problems shown by the server", .serialized)
struct ProblemLanguageServerTests {
    @Test("`/` added as a folder under a Korean locale is refused in Korean")
    func refusedRootInKorean() throws {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("cradle-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("struct A {}\n".utf8).write(to: root.appendingPathComponent("A.swift"))
        let client = TestClient()
        client.send([
            "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": ["rootUri": .string(FileURI.uri(root.path)), "locale": "ko-KR", "capabilities": [:]],
        ])
        client.send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        client.send([
            "jsonrpc": "2.0", "method": "workspace/didChangeWorkspaceFolders",
            "params": ["event": ["added": [["uri": "file:///", "name": "root"]], "removed": []]],
        ])
        let messages = client.messages("window/showMessage").compactMap { $0["params"]?["message"]?.stringValue }
        #expect(messages == ["cradle-lsp: /: 파일 시스템 루트는 workspace가 아닙니다. 색인하지 않습니다."])
    }
}
