import Testing

@testable import CradleProtocol

@Suite("JSON")
struct JSONTests {
    @Test(
        "parses and serializes with sorted keys",
        arguments: [
            (#"{"b":1,"a":[true,false,null,"x",1.5,-2e3]}"#, #"{"a":[true,false,null,"x",1.5,-2000],"b":1}"#),
            (#" "\u00e9\ud83d\ude00\n\"\\" "#, #""é😀\n\"\\""#),
            ("[]", "[]"), ("{}", "{}"), ("0", "0"), ("-0.25", "-0.25"),
            (#""한국어""#, #""한국어""#), (#""\u0001""#, #""\u0001""#),
        ])
    func roundTrip(_ input: String, _ expected: String) throws {
        #expect(try JSON.parse(input).text == expected)
    }

    @Test(
        "rejects what is not JSON, without trapping",
        arguments: [
            "", "{", "[1,]", "{\"a\"}", "01", "1.", ".5", "tru", "\"\\x\"", "\"\\ud800\"", "\"a\nb\"", "[1] 2", "{\"a\":1,}",
            "NaN",
            String(repeating: "[", count: 100_000),
        ])
    func rejects(_ input: String) {
        #expect(throws: JSON.ParseError.self) { try JSON.parse(input) }
    }

    @Test("invalid UTF-8 inside a string is an error")
    func invalidUTF8() {
        #expect(throws: JSON.ParseError.self) { try JSON.parse([0x22, 0xFF, 0x22]) }
    }

    @Test("accessors")
    func accessors() throws {
        let value = try JSON.parse(#"{"n":3,"f":1.5,"s":"x","b":true,"a":[1],"o":{}}"#)
        #expect(value["n"]?.intValue == 3)
        #expect(value["f"]?.intValue == nil)
        #expect(value["s"]?.stringValue == "x")
        #expect(value["b"]?.boolValue == true)
        #expect(value["a"]?.arrayValue?.count == 1)
        #expect(value["o"]?.objectValue?.isEmpty == true)
        #expect(value["missing"] == nil)
    }
}

@Suite("Messages built as JSON directly")
struct JSONRepresentableTests {
    /// Encodes through `Encodable` alone (the box is no `JSONRepresentable`).
    struct CodablePath<Value: Encodable>: Encodable {
        var value: Value
        func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
    }

    @Test("a completion list's direct tree is the one Encodable gives, and decodes back to the list")
    func completionList() throws {
        let range = LSPRange(start: Position(line: 1, character: 2), end: Position(line: 1, character: 5))
        let full = LSPCompletionItem(
            label: "page(index:)", kind: .method, tags: [1], detail: "(index: Int) -> Page",
            documentation: MarkupContent(kind: .markdown, value: "**page** \"quoted\"\n"), deprecated: true,
            sortText: "01", filterText: "page", insertTextFormat: 2,
            textEdit: LSPTextEdit(range: range, newText: "page(${1:Int})"),
            textEditText: "page(${1:Int})", data: .array([.string("factory"), .int(0), .string("G"), .string("makePage")]))
        let bare = LSPCompletionItem(
            label: "clock", kind: nil, tags: nil, detail: nil, documentation: nil, deprecated: nil, sortText: nil,
            filterText: nil,
            insertTextFormat: nil, textEdit: nil, data: nil)
        for list in [
            CompletionList(isIncomplete: true, items: [full, bare]),
            CompletionList(
                isIncomplete: false, itemDefaults: CompletionItemDefaults(editRange: range, insertTextFormat: 1), items: [bare]),
            CompletionList(
                isIncomplete: false, itemDefaults: CompletionItemDefaults(editRange: nil, insertTextFormat: nil), items: []),
        ] {
            #expect(list.json == (try JSON.encoding(CodablePath(value: list))))
            #expect(try JSON.encoding(list) == list.json, "encoding takes the direct path")
            #expect(try list.json.decode(CompletionList.self) == list)
        }
    }
}

@Suite("Client capabilities")
struct ClientCapabilitiesTests {
    @Test(
        "what the server reads of completion, code actions and workspace edits; a malformed part is ignored, the rest kept",
        arguments: [
            (
                #"{"textDocument":{"completion":{"completionItem":{"snippetSupport":true,"tagSupport":{"valueSet":[1]}},"completionList":{"itemDefaults":["editRange","insertTextFormat"]}},"codeAction":{"disabledSupport":true}},"workspace":{"workspaceEdit":{"documentChanges":true,"resourceOperations":["create"]}}}"#,
                [true, true, true, true, true]
            ),
            // Neovim: resource operations without `documentChanges` (it applies them).
            (
                #"{"workspace":{"workspaceEdit":{"resourceOperations":["rename","create","delete"]}}}"#,
                [false, false, false, false, true]
            ),
            (
                #"{"workspace":{"workspaceEdit":{"documentChanges":false,"resourceOperations":["create"]}}}"#,
                [false, false, false, false, false]
            ),
            (
                #"{"textDocument":{"completion":"no","codeAction":{"disabledSupport":true}},"workspace":{"workspaceEdit":7,"didChangeWatchedFiles":{"dynamicRegistration":true}}}"#,
                [false, false, false, true, false]
            ),
            (
                #"{"textDocument":{"completion":{"completionList":{"itemDefaults":["editRange"]}}}}"#,
                [false, false, false, false, false]
            ),
        ])
    func capabilities(_ json: String, _ expected: [Bool]) throws {
        let capabilities = try JSON.parse(json).decode(ClientCapabilities.self)
        #expect(
            [
                capabilities.expandsSnippets, capabilities.showsDeprecatedTag, capabilities.appliesCompletionDefaults,
                capabilities.showsDisabledActions, capabilities.createsFiles,
            ] == expected)
        if json.contains("didChangeWatchedFiles") { #expect(capabilities.canRegisterFileWatching) }
    }
}

@Suite("Workspace edits")
struct WorkspaceEditTests {
    @Test("documentChanges: a created file and a document's edits encode as LSP says and decode back")
    func documentChanges() throws {
        let origin = Position(line: 0, character: 0)
        let edit = WorkspaceEdit(documentChanges: [
            .create(uri: "file:///a/New.swift"),
            .edit(uri: "file:///a/New.swift", edits: [LSPTextEdit(range: LSPRange(start: origin, end: origin), newText: "x")]),
        ])
        let json = try JSON.encoding(edit)
        #expect(
            json.text
                == #"{"documentChanges":[{"kind":"create","uri":"file:///a/New.swift"},{"edits":[{"newText":"x","range":{"end":{"character":0,"line":0},"start":{"character":0,"line":0}}}],"textDocument":{"uri":"file:///a/New.swift","version":null}}]}"#
        )
        #expect(try json.decode(WorkspaceEdit.self) == edit)
        #expect(throws: (any Error).self) { try JSON.parse(#"{"kind":"delete","uri":"file:///a"}"#).decode(DocumentChange.self) }
    }
}

@Suite("Framing")
struct FramingTests {
    static let body = Array(#"{"jsonrpc":"2.0","method":"x"}"#.utf8)

    @Test("a message split into single bytes is reassembled")
    func splitReads() {
        var framer = MessageFramer()
        var events: [MessageFramer.Event] = []
        for byte in MessageFramer.frame(Self.body) { events += framer.append([byte]) }
        #expect(events == [.message(Self.body)])
        #expect(framer.pendingByteCount == 0)
    }

    @Test("coalesced messages come out one by one; lengths count bytes, not characters")
    func coalesced() {
        let korean = Array(#"{"text":"한국어 😀"}"#.utf8)
        var framer = MessageFramer()
        let events = framer.append(MessageFramer.frame(Self.body) + MessageFramer.frame(korean) + MessageFramer.frame(Self.body))
        #expect(events == [.message(Self.body), .message(korean), .message(Self.body)])
    }

    @Test("header names are case-insensitive and other headers are ignored")
    func headers() {
        var framer = MessageFramer()
        let bytes = Array("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8)
        #expect(framer.append(bytes) == [.message(Array("{}".utf8))])
    }

    @Test(
        "malformed headers are reported and the next message still arrives",
        arguments: [
            "Content-Length: abc\r\n\r\n", "Content-Type: x\r\n\r\n", "garbage\r\n\r\n", "Content-Length: -5\r\n\r\n",
            "Content-Length: 999999999999\r\n\r\n",
        ])
    func malformed(_ header: String) {
        var framer = MessageFramer()
        let events = framer.append(Array(header.utf8) + MessageFramer.frame(Self.body))
        #expect(events.count == 2)
        if case .malformedHeader = events.first {} else { Issue.record("expected a malformed header first, got \(events)") }
        #expect(events.last == .message(Self.body))
    }

    @Test("a truncated body waits for more bytes")
    func truncated() {
        var framer = MessageFramer()
        let framed = MessageFramer.frame(Self.body)
        #expect(framer.append(Array(framed.dropLast(3))).isEmpty)
        #expect(framer.append(Array(framed.suffix(3))) == [.message(Self.body)])
    }

    @Test("a header that never ends is dropped after 64 KiB and the stream resynchronises")
    func endlessHeader() {
        var framer = MessageFramer()
        let events = framer.append(Array(repeating: UInt8(ascii: "x"), count: 70_000) + MessageFramer.frame(Self.body))
        #expect(events.last == .message(Self.body))
    }
}

@Suite("JSON-RPC messages")
struct MessageTests {
    @Test("requests, notifications and responses decode and encode")
    func decode() throws {
        let request = try JSON.parse(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
        #expect(try RPCMessage.decode(request).get() == .request(id: .number(1), method: "initialize", params: .object([:])))
        let notification = try JSON.parse(#"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(try RPCMessage.decode(notification).get() == .notification(method: "exit", params: nil))
        let response = try JSON.parse(#"{"jsonrpc":"2.0","id":"a","result":null}"#)
        #expect(try RPCMessage.decode(response).get() == .response(id: .string("a"), result: .success(.null)))
        let encoded = RPCMessage.response(id: .number(2), result: .failure(ResponseError(code: -32601, message: "no"))).json.text
        #expect(encoded == #"{"error":{"code":-32601,"message":"no"},"id":2,"jsonrpc":"2.0"}"#)
    }

    @Test(
        "invalid messages fail with the id when it is readable",
        arguments: [
            (#"[]"#, nil as Int?), (#"{"id":3,"method":"x"}"#, 3), (#"{"jsonrpc":"2.0","id":4,"method":5}"#, 4),
            (#"{"jsonrpc":"2.0","id":5,"method":"x","params":3}"#, 5), (#"{"jsonrpc":"2.0","id":{},"method":"x"}"#, nil),
        ])
    func invalid(_ text: String, _ id: Int?) throws {
        guard case .failure(let failure) = RPCMessage.decode(try JSON.parse(text)) else {
            Issue.record("expected a failure for \(text)")
            return
        }
        #expect(failure.id == id.map(RequestID.number))
        #expect(failure.error.code == ResponseError.invalidRequest)
    }
}

@Suite("Framing memory")
struct FramingMemoryTests {
    @Test("a large message is not kept by the framer once it is delivered")
    func largeMessageIsReleased() {
        var framer = MessageFramer()
        let large = MessageFramer.frame(Array(repeating: UInt8(ascii: " "), count: 4 << 20) + Array("1".utf8))
        let small = MessageFramer.frame(Array("2".utf8))
        var delivered = 0
        for chunk in stride(from: 0, to: large.count, by: 65_536) {
            delivered += framer.append(Array(large[chunk..<min(large.count, chunk + 65_536)])).count
        }
        delivered += framer.append(small).count
        #expect(delivered == 2)
        #expect(framer.retainedByteCount < 65_536)
    }

    @Test("typed values round-trip through the JSON tree without text")
    func codableBridge() throws {
        struct Sample: Codable, Equatable {
            var name: String
            var count: Int
            var ratio: Double?
            var flags: [Bool]
            var nested: [String: Int]
        }
        let sample = Sample(name: "a", count: 3, ratio: nil, flags: [true, false], nested: ["x": 1])
        let json = try JSON.encoding(sample)
        #expect(json.text == #"{"count":3,"flags":[true,false],"name":"a","nested":{"x":1}}"#)
        #expect(try json.decode(Sample.self) == sample)
        #expect(throws: DecodingError.self) { try JSON.object(["name": 1]).decode(Sample.self) }
        #expect(throws: DecodingError.self) { try JSON.number(1.5).decode(Int.self) }
    }
}
