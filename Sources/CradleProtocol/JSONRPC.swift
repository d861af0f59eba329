/// A JSON-RPC 2.0 request id.
public enum RequestID: Sendable, Hashable, CustomStringConvertible {
    case number(Int)
    case string(String)

    init?(_ json: JSON) {
        if let value = json.intValue {
            self = .number(value)
        } else if let value = json.stringValue {
            self = .string(value)
        } else {
            return nil
        }
    }

    public var json: JSON {
        switch self {
        case .number(let value): .int(value)
        case .string(let value): .string(value)
        }
    }

    public var description: String {
        switch self {
        case .number(let value): String(value)
        case .string(let value): value
        }
    }
}

/// A JSON-RPC error object.
public struct ResponseError: Error, Sendable, Hashable {
    public var code: Int
    public var message: String
    public var data: JSON?

    public init(code: Int, message: String, data: JSON? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    public static let parseError = -32700
    public static let invalidRequest = -32600
    public static let methodNotFound = -32601
    public static let invalidParams = -32602
    public static let internalError = -32603
    public static let serverNotInitialized = -32002
    public static let requestCancelled = -32800
    public static let contentModified = -32801

    public var json: JSON {
        var members: [String: JSON] = ["code": .int(code), "message": .string(message)]
        if let data { members["data"] = data }
        return .object(members)
    }
}

/// A JSON-RPC 2.0 message (no batches).
public enum RPCMessage: Sendable, Hashable {
    case request(id: RequestID, method: String, params: JSON?)
    case notification(method: String, params: JSON?)
    case response(id: RequestID?, result: Result<JSON, ResponseError>)

    /// Reads a message from a parsed body. A body that is not a valid message becomes an error
    /// carrying the request id when one could be read, so the caller can answer it.
    public static func decode(_ json: JSON) -> Result<RPCMessage, DecodeFailure> {
        guard case .object(let members) = json else {
            return .failure(
                DecodeFailure(
                    id: nil, error: ResponseError(code: ResponseError.invalidRequest, message: "a message must be an object")))
        }
        let id = members["id"].flatMap(RequestID.init)
        if members["jsonrpc"]?.stringValue != "2.0" {
            return .failure(
                DecodeFailure(
                    id: id, error: ResponseError(code: ResponseError.invalidRequest, message: "jsonrpc must be \"2.0\"")))
        }
        if let method = members["method"] {
            guard let name = method.stringValue else {
                return .failure(
                    DecodeFailure(
                        id: id, error: ResponseError(code: ResponseError.invalidRequest, message: "method must be a string")))
            }
            // `"params": null` (sent by some clients) means no parameters.
            let params = members["params"] == .null ? Optional<JSON>.none : members["params"]
            if let params, params.objectValue == nil, params.arrayValue == nil {
                return .failure(
                    DecodeFailure(
                        id: id,
                        error: ResponseError(code: ResponseError.invalidRequest, message: "params must be an object or an array"))
                )
            }
            if members["id"] != nil {
                guard let id else {
                    return .failure(
                        DecodeFailure(
                            id: nil,
                            error: ResponseError(code: ResponseError.invalidRequest, message: "id must be a number or a string")))
                }
                return .success(.request(id: id, method: name, params: params))
            }
            return .success(.notification(method: name, params: params))
        }
        if let error = members["error"] {
            let code = error["code"]?.intValue ?? ResponseError.internalError
            let message = error["message"]?.stringValue ?? ""
            return .success(.response(id: id, result: .failure(ResponseError(code: code, message: message, data: error["data"]))))
        }
        return .success(.response(id: id, result: .success(members["result"] ?? .null)))
    }

    /// The message as JSON.
    public var json: JSON {
        switch self {
        case .request(let id, let method, let params):
            var members: [String: JSON] = ["jsonrpc": "2.0", "id": id.json, "method": .string(method)]
            if let params { members["params"] = params }
            return .object(members)
        case .notification(let method, let params):
            var members: [String: JSON] = ["jsonrpc": "2.0", "method": .string(method)]
            if let params { members["params"] = params }
            return .object(members)
        case .response(let id, let result):
            var members: [String: JSON] = ["jsonrpc": "2.0", "id": id?.json ?? .null]
            switch result {
            case .success(let value): members["result"] = value
            case .failure(let error): members["error"] = error.json
            }
            return .object(members)
        }
    }
}

/// A body that is not a valid message, with the id to answer when one was readable.
public struct DecodeFailure: Error, Sendable, Hashable {
    public var id: RequestID?
    public var error: ResponseError
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(nilLiteral: ()) { self = .null }
}

extension RequestID: Codable {
    /// Reads an integer or string id.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Int.self) {
            self = .number(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    /// Writes the id as it was read.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        }
    }
}
