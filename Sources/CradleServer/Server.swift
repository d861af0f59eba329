import CradleAnalysis
import CradleProject
import CradleProtocol
import CradleSyntax
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The language server's state and dispatch. All state is touched only on `queue` (a serial
/// queue), so the class is safe to hand to the transport's reader thread, which only enqueues.
public final class Server: @unchecked Sendable {
    /// Tunables; tests shorten the debounce to zero.
    public struct Configuration: Sendable {
        /// How long to wait after an edit before publishing diagnostics; edits within it are
        /// batched and the older analysis is dropped.
        public var debounce: TimeInterval = 0.05
        public init() {}
    }

    enum Lifecycle { case uninitialized, running, shuttingDown }

    let queue = DispatchQueue(label: "cradle-lsp.server")
    let configuration: Configuration
    /// Sends one message to the client (the transport frames and writes it).
    let send: @Sendable (RPCMessage) -> Void
    /// Called with the exit status when the client sends `exit`.
    let onExit: @Sendable (Int32) -> Void

    var lifecycle = Lifecycle.uninitialized
    var encoding = PositionEncoding.utf16
    var roots: [String] = []
    var clientCapabilities: JSON = .null
    var documentationURL: String?
    /// The debounce in force: the configuration's, or the client's `debounceMilliseconds`.
    var debounce: TimeInterval = 0
    /// Open documents by path: the editor's text wins over disk.
    var openDocuments: [String: (text: DocumentText, version: Int)] = [:]
    /// Module of each known file.
    var modules: [String: String] = [:]
    /// The workspace folders' project: build definitions, modules, and which files are reported.
    var project = Project()
    /// Files whose findings are published: those under the workspace folders (files loaded
    /// only because a folder's modules depend on them, or they on those, are not).
    var reportedPaths: Set<String> = []
    var workspace = Workspace()
    /// What was last published per path, to send only changes: the findings, the generations of
    /// the files their positions were converted in, and the converted diagnostics.
    var published: [String: PublishedFindings] = [:]
    /// The URI the client used for each path, echoed back exactly as sent.
    var clientURIs: [String: String] = [:]
    /// Each file's findings by the entry generation and aggregate revision they were computed at.
    var findingsCache: [String: (generation: Int, revision: Int, findings: [Diagnostic])] = [:]
    /// Bumped by every edit; a scheduled publish runs only if no newer edit arrived.
    var editGeneration = 0
    /// Requests cancelled by the client, requests waiting in the queue by the document they read,
    /// and those an edit made stale (all guarded by `cancelLock`).
    var cancellations = CancellationBook()
    private var queuedReads: [RequestID: String] = [:]
    private var staleReads: Set<RequestID> = []
    let cancelLock = NSLock()
    /// How long the last analysis took, to adapt the debounce.
    var lastAnalysisDuration: TimeInterval = 0
    private var nextRequestID = 1
    /// Each indexing run gets its own progress token.
    private var indexCount = 0

    public init(
        configuration: Configuration = Configuration(), send: @escaping @Sendable (RPCMessage) -> Void,
        onExit: @escaping @Sendable (Int32) -> Void
    ) {
        self.configuration = configuration
        self.debounce = configuration.debounce
        self.send = send
        self.onExit = onExit
    }

    // MARK: Entry points (any thread)

    /// Accepts a message from the transport. Cancellations are noted at once, so that a request
    /// still waiting in the queue is answered with -32800.
    public func receive(_ message: RPCMessage) {
        if case .notification("$/cancelRequest", let params) = message, let id = params?["id"].flatMap(requestID) {
            cancelLock.withLock { cancellations.cancel(id) }
            return
        }
        cancelLock.lock()
        if case .request(let id, _, _) = message { cancellations.receive(id) }
        switch message {
        case .request(let id, let method, let params)
        where method.hasPrefix("textDocument/") && method != "textDocument/diagnostic":
            // A read of a document; an edit to it arriving before the read is handled makes the
            // answer stale (-32801), as the client's view has moved on.
            if let uri = params?["textDocument"]?["uri"]?.stringValue { queuedReads[id] = uri }
        case .notification("textDocument/didChange", let params):
            if let uri = params?["textDocument"]?["uri"]?.stringValue {
                for (id, read) in queuedReads where read == uri { staleReads.insert(id) }
            }
        default:
            break
        }
        cancelLock.unlock()
        queue.async { self.handle(message) }
    }

    /// Accepts a body that failed to parse or decode, answering per JSON-RPC when an id is known.
    public func receiveInvalid(_ failure: DecodeFailure?, parseError: String?) {
        queue.async {
            if let parseError {
                log("invalid JSON: \(parseError)")
                self.send(
                    .response(id: nil, result: .failure(ResponseError(code: ResponseError.parseError, message: parseError))))
            } else if let failure {
                log("invalid message: \(failure.error.message)")
                self.send(.response(id: failure.id, result: .failure(failure.error)))
            }
        }
    }

    /// Runs `body` on the server queue and waits (for tests).
    public func sync<T>(_ body: () -> T) -> T { queue.sync(execute: body) }

    private func requestID(_ json: JSON) -> RequestID? {
        if let value = json.intValue { return .number(value) }
        if let value = json.stringValue { return .string(value) }
        return nil
    }

    private func takeCancellation(_ id: RequestID) -> Bool {
        cancelLock.withLock { cancellations.isCancelled(id) }
    }

    /// Whether an edit overtook this queued read; forgets the read either way.
    private func takeStaleness(_ id: RequestID) -> Bool {
        cancelLock.lock()
        defer { cancelLock.unlock() }
        queuedReads[id] = nil
        return staleReads.remove(id) != nil
    }

    // MARK: Dispatch (on `queue`)

    func handle(_ message: RPCMessage) {
        switch message {
        case .request(let id, let method, let params):
            let isStale = takeStaleness(id)
            if takeCancellation(id) {
                respond(id, .failure(ResponseError(code: ResponseError.requestCancelled, message: "request cancelled")))
                return
            }
            if isStale {
                respond(id, .failure(ResponseError(code: ResponseError.contentModified, message: "the document changed")))
                return
            }
            guard lifecycle != .uninitialized || method == "initialize" else {
                respond(
                    id,
                    .failure(ResponseError(code: ResponseError.serverNotInitialized, message: "the server is not initialized")))
                return
            }
            if lifecycle == .shuttingDown && method != "shutdown" {
                respond(id, .failure(ResponseError(code: ResponseError.invalidRequest, message: "the server is shutting down")))
                return
            }
            respond(id, request(method, params))
        case .notification(let method, let params):
            if method == "exit" {
                onExit(lifecycle == .shuttingDown ? 0 : 1)
                return
            }
            guard lifecycle == .running || method == "initialized" && lifecycle != .uninitialized else { return }
            notification(method, params)
        case .response:
            break  // answers to our requests (registration, progress creation) need no action
        }
    }

    func respond(_ id: RequestID, _ result: Result<JSON, ResponseError>) {
        cancelLock.withLock { cancellations.answer(id) }
        send(.response(id: id, result: result))
    }

    /// A request to the client; its answer is ignored.
    func request(toClient method: String, _ params: JSON) {
        let id = RequestID.string("cradle-\(nextRequestID)")
        nextRequestID += 1
        let parameters: JSON? = params == .null ? .none : params  // `nil` alone would be JSON.null
        send(.request(id: id, method: method, params: parameters))
    }

    func notify(_ method: String, _ params: JSON) {
        send(.notification(method: method, params: params))
    }

    func invalidParams(_ what: String) -> Result<JSON, ResponseError> {
        .failure(ResponseError(code: ResponseError.invalidParams, message: what))
    }

    func request(_ method: String, _ params: JSON?) -> Result<JSON, ResponseError> {
        switch method {
        case "initialize": return initialize(params)
        case "shutdown":
            lifecycle = .shuttingDown
            return .success(.null)
        case "textDocument/hover": return hover(params)
        case "textDocument/definition": return definition(params)
        case "textDocument/references": return references(params)
        case "textDocument/documentSymbol": return documentSymbols(params)
        case "workspace/symbol": return workspaceSymbols(params)
        case "textDocument/inlayHint": return inlayHints(params)
        case "textDocument/codeLens": return codeLenses(params)
        case "textDocument/codeAction": return codeActions(params)
        case "textDocument/diagnostic": return pullDiagnostics(params)
        case "cradle/graphDiagram": return graphDiagram(params)
        case CallHierarchyPrepareRequest.method:
            return dispatch(CallHierarchyPrepareRequest.self, params, to: prepareCallHierarchy)
        case CallHierarchyIncomingCallsRequest.method:
            return dispatch(CallHierarchyIncomingCallsRequest.self, params, to: incomingCalls)
        case CallHierarchyOutgoingCallsRequest.method:
            return dispatch(CallHierarchyOutgoingCallsRequest.self, params, to: outgoingCalls)
        default:
            return .failure(ResponseError(code: ResponseError.methodNotFound, message: "unknown method \(method)"))
        }
    }

    func notification(_ method: String, _ params: JSON?) {
        switch method {
        case "initialized": initialized()
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didClose": didClose(params)
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
        case "workspace/didChangeWorkspaceFolders": didChangeWorkspaceFolders(params)
        default: break  // $/setTrace, didSave and others need nothing
        }
    }

    // MARK: Lifecycle

    func initialize(_ params: JSON?) -> Result<JSON, ResponseError> {
        guard lifecycle == .uninitialized else {
            return .failure(ResponseError(code: ResponseError.invalidRequest, message: "initialize was already received"))
        }
        clientCapabilities = params?["capabilities"] ?? .null
        let offered = clientCapabilities["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue) ?? []
        encoding = offered.contains("utf-8") ? .utf8 : .utf16
        documentationURL = params?["initializationOptions"]?["documentationURL"]?.stringValue
        if let milliseconds = params?["initializationOptions"]?["debounceMilliseconds"]?.intValue,
            (0...5_000).contains(milliseconds)
        {
            debounce = TimeInterval(milliseconds) / 1000
        }
        var roots: [String] = []
        for folder in params?["workspaceFolders"]?.arrayValue ?? [] {
            if let path = folder["uri"]?.stringValue.flatMap(path(ofURI:)) { roots.append(path) }
        }
        if roots.isEmpty, let path = params?["rootUri"]?.stringValue.flatMap(FileURI.path) { roots.append(path) }
        if roots.isEmpty, let path = params?["rootPath"]?.stringValue { roots.append(path) }
        self.roots = roots
        lifecycle = .running
        let capabilities: JSON = [
            "positionEncoding": .string(encoding.rawValue),
            "textDocumentSync": ["openClose": true, "change": 2, "save": false],
            "hoverProvider": true,
            "definitionProvider": true,
            "referencesProvider": true,
            "documentSymbolProvider": true,
            "workspaceSymbolProvider": true,
            "inlayHintProvider": true,
            "codeLensProvider": ["resolveProvider": false],
            "callHierarchyProvider": true,
            "codeActionProvider": ["codeActionKinds": ["quickfix", "source.fixAll"], "resolveProvider": false],
            "diagnosticProvider": ["interFileDependencies": true, "workspaceDiagnostics": false],
            "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
        ]
        return .success([
            "capabilities": capabilities, "serverInfo": ["name": "cradle-lsp", "version": .string(ToolVersion.current)],
        ])
    }

    /// Indexes the workspace folders (with `$/progress` when the client supports it), registers
    /// file watching, and publishes the findings.
    func initialized() {
        index()
        if clientCapabilities["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue == true {
            request(
                toClient: "client/registerCapability",
                [
                    "registrations": [
                        [
                            "id": "cradle-watch-swift", "method": "workspace/didChangeWatchedFiles",
                            "registerOptions": [
                                "watchers": [["globPattern": "**/*.swift"], ["globPattern": "**/*.{pbxproj,xcworkspacedata}"]]
                            ],
                        ]
                    ]
                ])
        }
        publishDiagnostics()
    }

    /// Finds the project of the workspace folders as its build definitions say (§2a: a folder
    /// that is one package of a larger app loads the modules it depends on and the app around
    /// it) and reads every file of it into a fresh workspace, in batches.
    func index() {
        let supportsProgress = clientCapabilities["window"]?["workDoneProgress"]?.boolValue == true
        let token: JSON = .string(indexCount == 0 ? "cradle-indexing" : "cradle-indexing-\(indexCount)")
        indexCount += 1
        if supportsProgress {
            request(toClient: "window/workDoneProgress/create", ["token": token])
            notify(
                "$/progress", ["token": token, "value": ["kind": "begin", "title": "Indexing Cradle graphs", "percentage": 0]])
        }
        project = Project.find(paths: roots, currentDirectory: "/", style: .absolute)
        let total = project.files.count
        let (loaded, loadProblems) = project.loadWorkspace { done in
            guard supportsProgress, done < total else { return }
            self.notify(
                "$/progress",
                ["token": token, "value": ["kind": "report", "percentage": .int(min(99, done * 100 / max(total, 1)))]])
        }
        for problem in project.problems + loadProblems { log("\(problem)") }
        modules = Dictionary(project.files.map { ($0.path, $0.module) }, uniquingKeysWith: { first, _ in first })
        reportedPaths = Set(project.files.filter(\.isReported).map(\.path))
        // Documents opened before indexing finished keep the editor's text.
        var fresh = loaded
        for (path, document) in openDocuments {
            fresh = fresh.updating(path: path, module: module(of: path), text: document.text.text)
        }
        workspace = fresh
        if supportsProgress {
            notify("$/progress", ["token": token, "value": ["kind": "end", "message": .string("\(fresh.entries.count) files")]])
        }
    }

    /// `workspace/didChangeWorkspaceFolders`: the folders change, so the project is found again.
    func didChangeWorkspaceFolders(_ params: JSON?) {
        let event = params?["event"]
        let removed = Set((event?["removed"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue.flatMap(path(ofURI:)) })
        var next = roots.filter { !removed.contains($0) }
        for folder in event?["added"]?.arrayValue ?? [] {
            if let path = folder["uri"]?.stringValue.flatMap(path(ofURI:)), !next.contains(path) { next.append(path) }
        }
        roots = next
        index()
        schedulePublish()
    }

    // MARK: Documents

    /// The module of a path: as the project assigned it, else as its build definitions claim
    /// it, else by the fallback rule.
    func module(of path: String) -> String {
        if let known = modules[path] { return known }
        let module = project.module(of: path)
        modules[path] = module
        return module
    }

    /// Whether findings of `path` are published: an open document, or a file under a
    /// workspace folder.
    func isReported(_ path: String) -> Bool {
        if openDocuments[path] != nil || reportedPaths.contains(path) { return true }
        return roots.contains { PathName.relative(path, to: $0) != nil }
    }

    func path(of params: JSON?) -> String? {
        params?["textDocument"]?["uri"]?.stringValue.flatMap(path(ofURI:))
    }

    /// The path of a URI the client sent, remembering the URI to echo it back unchanged.
    func path(ofURI uri: String) -> String? {
        guard let path = FileURI.path(uri) else { return nil }
        clientURIs[path] = uri
        return path
    }

    /// The URI of a path: as the client last spelt it, else encoded by us.
    func uri(of path: String) -> String {
        clientURIs[path] ?? FileURI.uri(path)
    }

    /// The text of a path: the open document's, else the indexed one.
    func document(_ path: String) -> DocumentText? {
        if let open = openDocuments[path] { return open.text }
        return workspace.entries[path].map { DocumentText($0.summary.tree.text) }
    }

    func didOpen(_ params: JSON?) {
        guard let path = path(of: params), let text = params?["textDocument"]?["text"]?.stringValue else { return }
        let version = params?["textDocument"]?["version"]?.intValue ?? 0
        openDocuments[path] = (DocumentText(SourceText(text)), version)
        analyze(path)
    }

    func didChange(_ params: JSON?) {
        guard let path = path(of: params), var document = openDocuments[path] else { return }
        var bytes = document.text.text.bytes
        for change in params?["contentChanges"]?.arrayValue ?? [] {
            guard let newText = change["text"]?.stringValue else { continue }
            if let range = change["range"] {
                let current = DocumentText(SourceText(bytes: bytes))
                guard let start = current.offset(of: range["start"], encoding: encoding),
                    let end = current.offset(of: range["end"], encoding: encoding), start <= end
                else {
                    log("didChange: invalid range in \(path); change ignored")
                    continue
                }
                bytes.replaceSubrange(start..<end, with: Array(newText.utf8))
            } else {
                bytes = Array(newText.utf8)
            }
        }
        document.text = DocumentText(SourceText(bytes: bytes))
        document.version = params?["textDocument"]?["version"]?.intValue ?? document.version + 1
        openDocuments[path] = document
        analyze(path)
    }

    func didClose(_ params: JSON?) {
        guard let path = path(of: params) else { return }
        openDocuments[path] = nil
        if let data = FileManager.default.contents(atPath: path) {
            workspace = workspace.updating(path: path, module: module(of: path), text: SourceText(bytes: [UInt8](data)))
        } else {
            workspace = workspace.removing(path: path)
        }
        schedulePublish()
        releaseFreedMemory()
    }

    /// Hands memory freed by a closed document back to the system. The C allocator keeps the
    /// many small blocks of a large document's tree in its arenas otherwise (a 60 MB document
    /// left about 570 MB resident after `didClose`).
    func releaseFreedMemory() {
        #if canImport(Glibc)
            // `malloc_trim` is glibc's and not in the Swift overlay, so it is looked up by name.
            typealias Trim = @convention(c) (Int) -> Int32
            if let symbol = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(symbol, to: Trim.self)(0) }
        #endif
    }

    func didChangeWatchedFiles(_ params: JSON?) {
        let changes = params?["changes"]?.arrayValue ?? []
        // A build definition changed: modules and their dependencies may have, so find the
        // project again.
        if changes.contains(where: { change in
            change["uri"]?.stringValue.flatMap(FileURI.path).map(Project.isBuildDefinition) ?? false
        }) {
            index()
            schedulePublish()
            return
        }
        for change in changes {
            guard let path = change["uri"]?.stringValue.flatMap(path(ofURI:)), path.hasSuffix(".swift"),
                openDocuments[path] == nil
            else { continue }
            if change["type"]?.intValue == 3 {
                workspace = workspace.removing(path: path)
            } else if let data = FileManager.default.contents(atPath: path) {
                workspace = workspace.updating(path: path, module: module(of: path), text: SourceText(bytes: [UInt8](data)))
            }
        }
        schedulePublish()
    }

    /// Re-reads one open document into the workspace and schedules a publish.
    func analyze(_ path: String) {
        guard let document = openDocuments[path] else { return }
        let start = DispatchTime.now().uptimeNanoseconds
        workspace = workspace.updating(path: path, module: module(of: path), text: document.text.text)
        lastAnalysisDuration = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        schedulePublish()
    }

    /// The debounce adapts to the cost of analysis: twice the last analysis, at least 10 ms and at
    /// most the configured (or client-set) debounce, so small files publish almost at once while a
    /// burst of keystrokes in a large graph still coalesces.
    var adaptiveDebounce: TimeInterval {
        guard debounce > 0 else { return 0 }
        return min(debounce, max(0.01, lastAnalysisDuration * 2))
    }

    /// Publishes after the debounce unless another edit arrives first (stale work is dropped).
    func schedulePublish() {
        editGeneration += 1
        let generation = editGeneration
        let delay = adaptiveDebounce
        if delay <= 0 {
            publishDiagnostics()
            return
        }
        queue.asyncAfter(deadline: .now() + delay) {
            guard generation == self.editGeneration else { return }
            self.publishDiagnostics()
        }
    }

    /// Sends `publishDiagnostics` for every file whose findings changed, empty lists included.
    /// Findings are compared as values first, so unchanged files cost no conversion.
    func publishDiagnostics() {
        var byPath: [String: [Diagnostic]] = [:]
        let revision = workspace.aggregateRevision
        for (path, entry) in workspace.entries {
            let findings: [Diagnostic]
            if let cached = findingsCache[path], cached.generation == entry.generation, cached.revision == revision {
                findings = cached.findings
            } else {
                findings = workspace.diagnostics(in: path)
                findingsCache[path] = (entry.generation, revision, findings)
            }
            if !findings.isEmpty, isReported(path) { byPath[path] = findings }
        }
        for path in findingsCache.keys where workspace.entries[path] == nil { findingsCache[path] = nil }
        var changed = 0
        for path in Set(byPath.keys).union(published.keys).sorted() {
            let current = byPath[path] ?? []
            // What the client draws depends on the findings and on the text of every file their
            // positions are converted in (a moved line break or a wider character earlier on a
            // line moves a finding without changing its bytes).
            let stamp = displayStamp(of: current, in: path)
            let last = published[path]
            if (last?.findings ?? []) == current, (last?.stamp ?? [:]) == stamp { continue }
            let converted = document(path).map { document in current.map { lspDiagnostic($0, document: document) } } ?? []
            published[path] =
                current.isEmpty ? nil : PublishedFindings(findings: current, stamp: stamp, diagnostics: converted)
            if (last?.diagnostics ?? []) == converted { continue }
            var params: [String: JSON] = ["uri": .string(uri(of: path)), "diagnostics": .array(converted)]
            if let version = openDocuments[path]?.version { params["version"] = .int(version) }
            notify("textDocument/publishDiagnostics", .object(params))
            changed += 1
        }
        // Clients that pull diagnostics are asked to pull again when findings changed.
        if changed > 0, clientCapabilities["workspace"]?["diagnostics"]?["refreshSupport"]?.boolValue == true {
            request(toClient: "workspace/diagnostic/refresh", .null)
        }
    }

    /// The generation of each file the findings' positions are converted in.
    func displayStamp(of findings: [Diagnostic], in path: String) -> [String: Int] {
        guard !findings.isEmpty else { return [:] }
        var stamp = [path: workspace.entries[path]?.generation ?? -1]
        for finding in findings {
            for note in finding.notes where stamp[note.file] == nil {
                stamp[note.file] = workspace.entries[note.file]?.generation ?? -1
            }
        }
        return stamp
    }

    /// A finding as an LSP Diagnostic, with related information and the fixes kept in `data`.
    func lspDiagnostic(_ diagnostic: Diagnostic, document: DocumentText) -> JSON {
        var members: [String: JSON] = [
            "range": document.range(diagnostic.range, encoding: encoding),
            "severity": .int(diagnostic.severity.lspValue),
            "code": .string(diagnostic.code.rawValue),
            "source": "cradle",
            "message": .string(diagnostic.message),
        ]
        if let base = documentationURL {
            members["codeDescription"] = ["href": .string(base + "#" + diagnostic.code.rawValue)]
        }
        if !diagnostic.notes.isEmpty {
            members["relatedInformation"] = .array(
                diagnostic.notes.compactMap { note in
                    guard let noteDocument = note.file == diagnostic.file ? document : self.document(note.file) else {
                        return nil
                    }
                    return [
                        "location": [
                            "uri": .string(uri(of: note.file)), "range": noteDocument.range(note.range, encoding: encoding),
                        ],
                        "message": .string(note.message),
                    ]
                })
        }
        if diagnostic.tags.contains(.unnecessary) { members["tags"] = [1] }
        return .object(members)
    }
}

/// Writes a line to standard error (never standard output, which belongs to the protocol).
func log(_ text: String) {
    FileHandle.standardError.write(Data("cradle-lsp: \(text)\n".utf8))
}

/// What was last published for one path.
struct PublishedFindings {
    /// The findings, as byte ranges.
    var findings: [Diagnostic]
    /// The generation of each file their positions were converted in.
    var stamp: [String: Int]
    /// The diagnostics as sent.
    var diagnostics: [JSON]
}
