import CradleProtocol

extension Server {
    /// Answers a request or runs a notification, after the lifecycle, cancellation and
    /// staleness checks (on `queue`).
    func handle(_ message: RPCMessage) {
        // A message that used syntax trees (an edit's analysis keeps its tree, a query parses or
        // finds one) keeps them for the next; they are dropped once the editor has been quiet.
        let treeActivity = workspace.treeActivity
        defer { if workspace.treeActivity != treeActivity { scheduleRelease() } }
        switch message {
        case .request(let id, let method, let params):
            let isStale = takeStaleness(id)
            if takeCancellation(id) {
                respond(id, .failure(ResponseError(code: ResponseError.requestCancelled, message: RPCErrorMessage.cancelled)))
                return
            }
            if isStale {
                respond(
                    id, .failure(ResponseError(code: ResponseError.contentModified, message: RPCErrorMessage.contentModified)))
                return
            }
            guard lifecycle != .uninitialized || method == InitializeRequest.method else {
                respond(
                    id,
                    .failure(ResponseError(code: ResponseError.serverNotInitialized, message: RPCErrorMessage.notInitialized)))
                return
            }
            if lifecycle == .shuttingDown && method != ShutdownRequest.method {
                respond(id, .failure(ResponseError(code: ResponseError.invalidRequest, message: RPCErrorMessage.shuttingDown)))
                return
            }
            if isIndexing, lifecycle == .running, Self.waitsForIndex(method) {
                // The answer depends on files not loaded yet: it waits for the index rather than
                // say "none" for what it has not read. An edit meanwhile makes it stale again.
                if method != DocumentDiagnosticRequest.method, let uri = Self.documentURI(params) {
                    cancelLock.withLock { queuedReads[id] = uri }
                }
                pendingPulls.append((id, method, params))
                return
            }
            respond(id, request(method, params))
        case .notification(let method, let params):
            if method == ExitNotification.method {
                onExit(lifecycle == .shuttingDown ? 0 : 1)
                return
            }
            guard lifecycle == .running || method == InitializedNotification.method && lifecycle != .uninitialized
            else { return }
            notification(method, params)
        case .response:
            break  // answers to our requests (registration, progress creation) need no action
        }
    }

    /// The requests whose answers depend on the whole workspace: while an indexing run is in
    /// flight they wait for it (a file's findings are final only once its modules are loaded;
    /// uses, definitions, symbols and call hierarchies may sit in files not read yet). Answers
    /// from the open file alone (document symbols, inlay hints, code actions) do not wait.
    static func waitsForIndex(_ method: String) -> Bool {
        switch method {
        case DocumentDiagnosticRequest.method, HoverRequest.method, DefinitionRequest.method, ReferencesRequest.method,
            DocumentHighlightRequest.method, SignatureHelpRequest.method, CompletionResolveRequest.method,
            WorkspaceSymbolRequest.method, CodeLensRequest.method, CallHierarchyPrepareRequest.method,
            CallHierarchyIncomingCallsRequest.method, CallHierarchyOutgoingCallsRequest.method, GraphDiagramRequest.method,
            AnalysisRequest.method, ExplainBindingRequest.method:
            true
        default:
            false
        }
    }

    /// Answers the requests that waited for indexing: cancelled ones with -32800, those an edit
    /// to their document overtook with -32801, the others from the index that landed.
    func answerPendingPulls() {
        let pulls = pendingPulls
        pendingPulls = []
        for (id, method, params) in pulls {
            let isStale = takeStaleness(id)
            if takeCancellation(id) {
                respond(id, .failure(ResponseError(code: ResponseError.requestCancelled, message: RPCErrorMessage.cancelled)))
            } else if isStale {
                respond(
                    id, .failure(ResponseError(code: ResponseError.contentModified, message: RPCErrorMessage.contentModified)))
            } else {
                respond(id, request(method, params))
            }
        }
    }

    /// Answers, at once, the waiting requests the client cancelled (a cancellation must not
    /// wait for the index).
    func answerCancelledPulls() {
        pendingPulls.removeAll { pull in
            guard takeCancellation(pull.id) else { return false }
            _ = takeStaleness(pull.id)
            respond(pull.id, .failure(ResponseError(code: ResponseError.requestCancelled, message: RPCErrorMessage.cancelled)))
            return true
        }
    }

    /// The answer to a request, from its handler.
    func request(_ method: String, _ params: JSON?) -> Result<JSON, ResponseError> {
        switch method {
        case InitializeRequest.method: dispatch(InitializeRequest.self, params, to: initialize)
        case ShutdownRequest.method: dispatch(ShutdownRequest.self, params, to: shutdown)
        case HoverRequest.method: dispatch(HoverRequest.self, params, to: hover)
        case DefinitionRequest.method: dispatch(DefinitionRequest.self, params, to: definition)
        case ReferencesRequest.method: dispatch(ReferencesRequest.self, params, to: references)
        case DocumentHighlightRequest.method: dispatch(DocumentHighlightRequest.self, params, to: documentHighlights)
        case SignatureHelpRequest.method: dispatch(SignatureHelpRequest.self, params, to: signatureHelp)
        case CompletionRequest.method: dispatch(CompletionRequest.self, params, to: completion)
        case CompletionResolveRequest.method: dispatch(CompletionResolveRequest.self, params, to: resolveCompletion)
        case AnalysisRequest.method: dispatch(AnalysisRequest.self, params, to: analysis)
        case ExplainBindingRequest.method: dispatch(ExplainBindingRequest.self, params, to: explainBinding)
        case DocumentSymbolRequest.method: dispatch(DocumentSymbolRequest.self, params, to: documentSymbols)
        case WorkspaceSymbolRequest.method: dispatch(WorkspaceSymbolRequest.self, params, to: workspaceSymbols)
        case InlayHintRequest.method: dispatch(InlayHintRequest.self, params, to: inlayHints)
        case CodeLensRequest.method: dispatch(CodeLensRequest.self, params, to: codeLenses)
        case CodeActionRequest.method: dispatch(CodeActionRequest.self, params, to: codeActions)
        case DocumentDiagnosticRequest.method: dispatch(DocumentDiagnosticRequest.self, params, to: documentDiagnostics)
        case GraphDiagramRequest.method: dispatch(GraphDiagramRequest.self, params, to: graphDiagram)
        case CallHierarchyPrepareRequest.method: dispatch(CallHierarchyPrepareRequest.self, params, to: prepareCallHierarchy)
        case CallHierarchyIncomingCallsRequest.method:
            dispatch(CallHierarchyIncomingCallsRequest.self, params, to: incomingCalls)
        case CallHierarchyOutgoingCallsRequest.method:
            dispatch(CallHierarchyOutgoingCallsRequest.self, params, to: outgoingCalls)
        default: .failure(ResponseError(code: ResponseError.methodNotFound, message: RPCErrorMessage.unknownMethod(method)))
        }
    }

    /// Runs a notification's handler.
    func notification(_ method: String, _ params: JSON?) {
        switch method {
        case InitializedNotification.method: dispatch(InitializedNotification.self, params, to: initialized)
        case DidOpenTextDocumentNotification.method: dispatch(DidOpenTextDocumentNotification.self, params, to: didOpen)
        case DidChangeTextDocumentNotification.method: dispatch(DidChangeTextDocumentNotification.self, params, to: didChange)
        case DidCloseTextDocumentNotification.method: dispatch(DidCloseTextDocumentNotification.self, params, to: didClose)
        case DidChangeWatchedFilesNotification.method:
            dispatch(DidChangeWatchedFilesNotification.self, params, to: didChangeWatchedFiles)
        case DidChangeWorkspaceFoldersNotification.method:
            dispatch(DidChangeWorkspaceFoldersNotification.self, params, to: didChangeWorkspaceFolders)
        default: break  // $/setTrace, didSave and others need nothing
        }
    }

    /// Decodes a typed request from its parameters, runs `handler`, and encodes the answer:
    /// parameters that do not decode are answered with `invalidParams`.
    func dispatch<Request: LSPRequest>(
        _ type: Request.Type, _ params: JSON?, to handler: (Request) -> Result<Request.Response, ResponseError>
    ) -> Result<JSON, ResponseError> {
        guard let request = try? (params ?? .object([:])).decode(Request.self) else {
            return invalidParams(Request.invalidParamsMessage)
        }
        return handler(request).flatMap { response in
            guard let json = try? JSON.encoding(response) else {
                return .failure(ResponseError(code: ResponseError.internalError, message: RPCErrorMessage.cannotEncode))
            }
            return .success(json)
        }
    }

    /// Decodes a typed notification from its parameters and runs `handler`; parameters that do
    /// not decode are logged and the notification is ignored.
    func dispatch<Notification: LSPNotification & Decodable>(
        _ type: Notification.Type, _ params: JSON?, to handler: (Notification) -> Void
    ) {
        guard let notification = try? (params ?? .object([:])).decode(Notification.self) else {
            log("\(Notification.method): invalid parameters; ignored")  // literal: log line for developers
            return
        }
        handler(notification)
    }

    /// The `invalidParams` error with `message`.
    func invalidParams(_ message: String) -> Result<JSON, ResponseError> {
        .failure(ResponseError(code: ResponseError.invalidParams, message: message))
    }

    /// Sends the answer to a request and forgets its id.
    func respond(_ id: RequestID, _ result: Result<JSON, ResponseError>) {
        cancelLock.withLock { cancellations.answer(id) }
        send(.response(id: id, result: result))
    }

    /// Sends a request to the client; its answer is ignored.
    func request<Request: LSPRequestToClient>(toClient request: Request) {
        let id = RequestID.string("cradle-\(nextRequestID)")
        nextRequestID += 1
        let encoded = (try? JSON.encoding(request)) ?? .null
        let params: JSON? = encoded == .null ? .none : encoded  // `nil` alone would be JSON.null
        send(.request(id: id, method: Request.method, params: params))
    }

    /// Sends a notification to the client.
    func notify<Notification: LSPNotification & Encodable>(_ notification: Notification) {
        guard let params = try? JSON.encoding(notification) else {
            log("\(Notification.method): cannot encode; not sent")  // literal: log line for developers
            return
        }
        send(.notification(method: Notification.method, params: params))
    }

    /// The path, document and byte offset of a typed position in a document the server knows.
    func resolve(_ document: TextDocumentIdentifier, _ position: Position) -> (
        path: String, offset: Int, text: DocumentText
    )? {
        guard let path = path(ofURI: document.uri), let text = self.document(path),
            let offset = text.offset(of: position, encoding: encoding)
        else { return nil }
        return (path, offset, text)
    }
}

/// The messages of the JSON-RPC errors the server answers with. A client program reads them (an
/// editor drops a cancelled or outdated answer quietly, and the others are protocol mistakes),
/// so they stay as the protocol's English.
enum RPCErrorMessage {
    static let cancelled = "request cancelled"  // literal: JSON-RPC error
    static let contentModified = "the document changed"  // literal: JSON-RPC error
    static let notInitialized = "the server is not initialized"  // literal: JSON-RPC error
    static let shuttingDown = "the server is shutting down"  // literal: JSON-RPC error
    static let alreadyInitialized = "initialize was already received"  // literal: JSON-RPC error
    static let cannotEncode = "cannot encode the answer"  // literal: JSON-RPC error

    /// A request whose method the server does not know.
    static func unknownMethod(_ method: String) -> String {
        "unknown method \(method)"  // literal: JSON-RPC error
    }
}
