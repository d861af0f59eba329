import CradleAnalysis
import CradleProject
import CradleProtocol
import Foundation

/// The language server's state. All state is touched only on `queue` (a serial queue), so the
/// class is safe to hand to the transport's reader thread, which only enqueues. Its concerns
/// live in extensions: dispatch (`Server+Dispatch`), the document store (`Server+Documents`),
/// indexing (`Server+Indexing`), scheduling and publishing (`Server+Publishing`), conversions to
/// LSP (`Server+Conversions`), and one handler per method in `Handlers/`.
public final class Server: @unchecked Sendable {
    /// Tunables; tests shorten the debounce to zero.
    public struct Configuration: Sendable {
        /// How long to wait after an edit before publishing diagnostics; edits within it are
        /// batched and the older analysis is dropped.
        public var debounce: TimeInterval = 0.05
        /// How long the server must be quiet after the last message that used syntax trees (an
        /// edit's analysis, a query) before it drops them and hands freed memory back.
        public var quietDelay: TimeInterval = 3
        /// What the walk of the workspace folders may do: refused roots, the entry limit.
        public var walkLimits = WalkLimits()
        /// Called on the indexing queue as each indexing run starts, before it reads anything
        /// (tests hold indexing here to show that requests are answered meanwhile).
        public var willIndex: (@Sendable () -> Void)?
        /// Called on the indexing queue when a run has read every file, before it hands them to
        /// the request queue (tests change files here, behind the run's back).
        public var willInstall: (@Sendable () -> Void)?
        /// The default configuration.
        public init() {}
    }

    /// Where the server is in the LSP lifecycle.
    enum Lifecycle { case uninitialized, running, shuttingDown }

    /// The serial queue all state is touched on.
    let queue = DispatchQueue(label: "cradle-lsp.server")
    /// The serial queue indexing runs on, off the request path: it finds the project and reads
    /// every file, then hands the workspace to `queue`.
    let indexQueue = DispatchQueue(label: "cradle-lsp.indexing")
    /// Which indexing run is current; a newer run (or shutdown) cancels the older one.
    let indexRuns = IndexRuns()
    /// The tunables.
    let configuration: Configuration
    /// Sends one message to the client (the transport frames and writes it).
    let send: @Sendable (RPCMessage) -> Void
    /// Called with the exit status when the client sends `exit`.
    let onExit: @Sendable (Int32) -> Void

    /// Where the server is in the lifecycle.
    var lifecycle = Lifecycle.uninitialized
    /// The negotiated position encoding.
    var encoding = PositionEncodingKind.utf16
    /// The workspace folders' paths.
    var roots: [String] = []
    /// What the client supports.
    var clientCapabilities = ClientCapabilities()
    /// The base of each diagnostic's documentation link, from the client's options.
    var documentationURL: String?
    /// The wording the client asked for in `initializationOptions.messages`, if any.
    var messagesOption: MessageLanguage?
    /// The client's `initialize` locale, if it sent one.
    var clientLocale: String?
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
    /// The analysed workspace.
    var workspace = Workspace()
    /// What was last published per path, to send only changes: the findings, the generations of
    /// the files their positions were converted in, and the converted diagnostics.
    var published: [String: PublishedFindings] = [:]
    /// Paths whose findings were last pushed non-empty, for clients that also pull: opening
    /// one of them clears the push (see ``publishDiagnostics()``).
    var pushed: Set<String> = []
    /// The URI the client used for each path, echoed back exactly as sent.
    var clientURIs: [String: String] = [:]
    /// Each file's findings by the entry generation and findings stamp they were computed at.
    var findingsCache: [String: (generation: Int, stamp: Int, findings: [Diagnostic])] = [:]
    /// Bumped by every edit; a scheduled publish runs only if no newer edit arrived.
    var editGeneration = 0
    /// Whether a debounced publish is scheduled and has not run yet (tests wait for it).
    var isPublishPending = false
    /// Bumped by every message that used syntax trees; a scheduled release runs only if no newer
    /// one came.
    var releaseGeneration = 0
    /// Requests cancelled by the client, requests waiting in the queue by the document they read,
    /// and those an edit made stale (all guarded by `cancelLock`).
    var cancellations = CancellationBook()
    /// Queued reads of a document, by the URI they read.
    var queuedReads: [RequestID: String] = [:]
    /// Queued reads an edit to their document overtook.
    var staleReads: Set<RequestID> = []
    /// Guards `cancellations`, `queuedReads` and `staleReads`, which the reader thread touches.
    let cancelLock = NSLock()
    /// How long the last analysis took, to adapt the debounce.
    var lastAnalysisDuration: TimeInterval = 0
    /// The id of the next request to the client.
    var nextRequestID = 1
    /// Each indexing run gets its own progress token.
    var indexCount = 0
    /// The progress token of the indexing run in flight, if the client shows progress.
    var indexingToken: String?
    /// Whether an indexing run is in flight: findings wait for it (a file's modules may not be
    /// loaded yet), and so do pulls of diagnostics.
    var isIndexing = false
    /// Files changed on disk while an indexing run was reading: read again when it lands.
    var changedDuringIndexing: Set<String> = []
    /// Requests that arrived while indexing and depend on the whole workspace (pulls of
    /// diagnostics, uses, definitions, symbols), answered once it lands or when cancelled.
    var pendingPulls: [(id: RequestID, method: String, params: JSON?)] = []
    /// The files completion items name in their `data`, by number (kept short: a list may hold
    /// hundreds of items), and the number of each.
    var completionFiles: [String] = []
    var completionFileNumbers: [String: Int] = [:]

    /// A server that sends through `send` and reports `exit` through `onExit`.
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
        if case .notification(CancelRequestNotification.method, let params) = message {
            if let cancel = try? (params ?? .null).decode(CancelRequestNotification.self) {
                cancelLock.withLock { cancellations.cancel(cancel.id) }
                // A request waiting for the index is answered now, not when the index lands.
                queue.async { self.answerCancelledPulls() }
            }
            return
        }
        cancelLock.lock()
        if case .request(let id, _, _) = message { cancellations.receive(id) }
        switch message {
        case .request(let id, let method, let params)
        where method.hasPrefix("textDocument/") && method != DocumentDiagnosticRequest.method:
            // A read of a document; an edit to it arriving before the read is handled makes the
            // answer stale (-32801), as the client's view has moved on.
            if let uri = Self.documentURI(params) { queuedReads[id] = uri }
        case .notification(DidChangeTextDocumentNotification.method, let params):
            if let uri = Self.documentURI(params) {
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
                log("invalid message: \(failure.error.message)")  // literal: log line for developers
                self.send(.response(id: failure.id, result: .failure(failure.error)))
            }
        }
    }

    /// Runs `body` on the server queue and waits (for tests).
    public func sync<T>(_ body: () -> T) -> T { queue.sync(execute: body) }

    /// Waits until no indexing run is in flight and the server queue has run what it holds (for
    /// tests and benchmarks: a quiet point).
    public func waitUntilIndexed() {
        while true {
            indexQueue.sync {}
            if !queue.sync(execute: { isIndexing }) { return }
        }
    }

    /// The document a message's parameters name, as `textDocument.uri`.
    static func documentURI(_ params: JSON?) -> String? {
        struct DocumentReference: Decodable { var textDocument: TextDocumentIdentifier }
        return (try? (params ?? .null).decode(DocumentReference.self))?.textDocument.uri
    }

    /// Whether the client cancelled this request.
    func takeCancellation(_ id: RequestID) -> Bool {
        cancelLock.withLock { cancellations.isCancelled(id) }
    }

    /// Whether an edit overtook this queued read; forgets the read either way.
    func takeStaleness(_ id: RequestID) -> Bool {
        cancelLock.lock()
        defer { cancelLock.unlock() }
        queuedReads[id] = nil
        return staleReads.remove(id) != nil
    }
}

/// The current indexing run's number, readable from any thread: a run checks it to learn
/// that a newer run or shutdown superseded it.
final class IndexRuns: @unchecked Sendable {
    private let lock = NSLock()
    private var current = 0

    /// Starts a new run, superseding the current one, and returns its number.
    func begin() -> Int {
        lock.withLock {
            current += 1
            return current
        }
    }

    /// Supersedes the current run without starting another (shutdown).
    func cancel() {
        lock.withLock { current += 1 }
    }

    /// Whether `run` is still the current run.
    func isCurrent(_ run: Int) -> Bool {
        lock.withLock { current == run }
    }
}

/// Writes a line to standard error (never standard output, which belongs to the protocol).
func log(_ text: String) {
    FileHandle.standardError.write(Data("cradle-lsp: \(text)\n".utf8))
}
