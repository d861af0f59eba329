import CradleProtocol

extension Server {
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
                return .failure(ResponseError(code: ResponseError.internalError, message: "cannot encode the answer"))
            }
            return .success(json)
        }
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
