import CradleAnalysis
import CradleProject
import CradleProtocol
import Foundation

extension Server {
    /// `initialize`: negotiates the position encoding, reads Cradle's options and the roots, and
    /// answers the capabilities.
    func initialize(_ request: InitializeRequest) -> Result<InitializeResult, ResponseError> {
        guard lifecycle == .uninitialized else {
            return .failure(ResponseError(code: ResponseError.invalidRequest, message: RPCErrorMessage.alreadyInitialized))
        }
        clientCapabilities = request.capabilities ?? ClientCapabilities()
        let offered = clientCapabilities.general?.positionEncodings ?? []
        encoding = offered.contains(PositionEncodingKind.utf8.rawValue) ? .utf8 : .utf16
        documentationURL = request.initializationOptions?.documentationURL
        clientLocale = request.locale
        if let name = request.initializationOptions?.messages {
            messagesOption = MessageLanguage(rawValue: name)
            if messagesOption == nil {
                let known = MessageLanguage.allCases.map(\.rawValue).joined(separator: ", ")
                let option = "initializationOptions.messages"
                log("warning: \(option) `\(name)` is not one of \(known); ignored")  // literal: log line for developers
            }
        }
        if let milliseconds = request.initializationOptions?.debounceMilliseconds, (0...5_000).contains(milliseconds) {
            debounce = TimeInterval(milliseconds) / 1000
        }
        var roots = (request.workspaceFolders ?? []).compactMap { path(ofURI: $0.uri) }
        if roots.isEmpty, let path = request.rootUri.flatMap(FileURI.path) { roots.append(path) }
        // A relative `rootPath` is relative to the server's working directory (never to `/`).
        if roots.isEmpty, let path = request.rootPath, !path.isEmpty {
            roots.append(PathName.absolute(path, base: FileManager.default.currentDirectoryPath))
        }
        self.roots = roots
        lifecycle = .running
        return .success(
            InitializeResult(
                capabilities: .cradle(positionEncoding: encoding),
                serverInfo: ServerInfo(name: "cradle-lsp", version: ToolVersion.current)))
    }
}
