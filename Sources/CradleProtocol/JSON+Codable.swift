// The bridge between `JSON` and `Codable`, so that typed LSP messages decode from and encode to
// the parsed tree without a round trip through text. The per-type overloads are what the
// container protocols require; each forwards to one generic implementation.

extension JSON {
    /// Decodes a `Decodable` value from this JSON value.
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        try T(from: JSONTreeDecoder(value: self, codingPath: []))
    }

    /// Encodes an `Encodable` value as JSON (a ``JSONRepresentable`` value builds its tree itself).
    public static func encoding<T: Encodable>(_ value: T) throws -> JSON {
        if let value = value as? any JSONRepresentable { return value.json }
        let box = JSONBox()
        try value.encode(to: JSONTreeEncoder(box: box, codingPath: []))
        return box.json
    }

    /// A number, string or Boolean as JSON.
    fileprivate static func primitive<T>(_ value: T) throws -> JSON {
        switch value {
        case let value as Bool: return .bool(value)
        case let value as String: return .string(value)
        case let value as Double: return .number(value)
        case let value as Float: return .number(Double(value))
        case let value as any BinaryInteger: return .number(Double(value))
        default:
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "not a JSON primitive"))
        }
    }

    /// This value as a number, string or Boolean of type `T`.
    fileprivate func primitive<T>(_ type: T.Type, codingPath: [any CodingKey]) throws -> T {
        switch self {
        case .bool(let value): if let result = value as? T { return result }
        case .string(let value): if let result = value as? T { return result }
        case .number(let value):
            if T.self == Double.self, let result = value as? T { return result }
            if T.self == Float.self, let result = Float(value) as? T { return result }
            if let integer = intValue, let integerType = T.self as? any FixedWidthInteger.Type,
                let result = integerType.init(exactly: integer) as? T
            {
                return result
            }
        default: break
        }
        throw DecodingError.typeMismatch(type, .init(codingPath: codingPath, debugDescription: "expected \(type)"))
    }
}

/// A `Decoder` reading one `JSON` value.
struct JSONTreeDecoder: Decoder {
    let value: JSON
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else {
            throw DecodingError.typeMismatch(
                [String: JSON].self, .init(codingPath: codingPath, debugDescription: "expected an object"))
        }
        return KeyedDecodingContainer(JSONKeyedDecoding<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw DecodingError.typeMismatch([JSON].self, .init(codingPath: codingPath, debugDescription: "expected an array"))
        }
        return JSONUnkeyedDecoding(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        JSONSingleDecoding(value: value, codingPath: codingPath)
    }
}

/// The members of a JSON object, read by key.
private struct JSONKeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSON]
    let codingPath: [any CodingKey]
    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool { (members[key.stringValue] ?? .null) == .null }

    private func member(_ key: Key) throws -> JSON {
        guard let member = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing \(key.stringValue)"))
        }
        return member
    }

    private func value<T>(_ type: T.Type, _ key: Key) throws -> T {
        try member(key).primitive(type, codingPath: codingPath + [key])
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(type, key) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try T(from: JSONTreeDecoder(value: member(key), codingPath: codingPath + [key]))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try JSONTreeDecoder(value: member(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try JSONTreeDecoder(value: member(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { JSONTreeDecoder(value: .object(members), codingPath: codingPath) }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONTreeDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

/// The elements of a JSON array, read in order.
private struct JSONUnkeyedDecoding: UnkeyedDecodingContainer {
    let elements: [JSON]
    let codingPath: [any CodingKey]
    var currentIndex = 0
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    init(elements: [JSON], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    private mutating func element() throws -> JSON {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(JSON.self, .init(codingPath: codingPath, debugDescription: "no more elements"))
        }
        defer { currentIndex += 1 }
        return elements[currentIndex]
    }

    private mutating func next<T>(_ type: T.Type) throws -> T {
        try element().primitive(type, codingPath: codingPath)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type) }
    mutating func decode(_ type: String.Type) throws -> String { try next(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: JSONTreeDecoder(value: element(), codingPath: codingPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try JSONTreeDecoder(value: element(), codingPath: codingPath).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try JSONTreeDecoder(value: element(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { JSONTreeDecoder(value: try element(), codingPath: codingPath) }
}

/// One JSON value, read whole.
private struct JSONSingleDecoding: SingleValueDecodingContainer {
    let value: JSON
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { value == .null }

    private func primitive<T>(_ type: T.Type) throws -> T { try value.primitive(type, codingPath: codingPath) }

    func decode(_ type: Bool.Type) throws -> Bool { try primitive(type) }
    func decode(_ type: String.Type) throws -> String { try primitive(type) }
    func decode(_ type: Double.Type) throws -> Double { try primitive(type) }
    func decode(_ type: Float.Type) throws -> Float { try primitive(type) }
    func decode(_ type: Int.Type) throws -> Int { try primitive(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try primitive(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try primitive(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try primitive(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try primitive(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try primitive(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try primitive(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try primitive(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try primitive(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try primitive(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: JSONTreeDecoder(value: value, codingPath: codingPath))
    }
}

/// A JSON value under construction, shared by an encoder and the containers it hands out.
final class JSONBox {
    enum Kind { case value, object, array }
    var kind = Kind.value
    var value: JSON = .null
    var members: [String: JSONBox] = [:]
    var elements: [JSONBox] = []

    /// The finished value.
    var json: JSON {
        switch kind {
        case .value: value
        case .object: .object(members.mapValues(\.json))
        case .array: .array(elements.map(\.json))
        }
    }

    init() {}

    init(_ value: JSON) {
        self.value = value
    }
}

/// An `Encoder` building one `JSON` value.
struct JSONTreeEncoder: Encoder {
    let box: JSONBox
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if box.kind != .object {
            box.kind = .object
            box.members = [:]
        }
        return KeyedEncodingContainer(JSONKeyedEncoding<Key>(box: box, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if box.kind != .array {
            box.kind = .array
            box.elements = []
        }
        return JSONUnkeyedEncoding(box: box, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONSingleEncoding(box: box, codingPath: codingPath)
    }
}

/// Members of an object under construction.
private struct JSONKeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: JSONBox
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { box.members[key.stringValue] = JSONBox(.null) }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        box.members[key.stringValue] = JSONBox(try JSON.primitive(value))
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
        box.members[key.stringValue] = JSONBox(try JSON.primitive(value))
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        box.members[key.stringValue] = JSONBox(try JSON.primitive(value))
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        box.members[key.stringValue] = JSONBox(try JSON.primitive(value))
    }
    mutating func encode(_ value: Int, forKey key: Key) throws {
        box.members[key.stringValue] = JSONBox(try JSON.primitive(value))
    }
    mutating func encode(_ value: Int8, forKey key: Key) throws {
        box.members[key.stringValue] = JSONBox(try JSON.primitive(value))
    }
    mutating func encode(_ value: Int16, forKey key: Key) throws {
        box.members[key.stringValue] = JSONBox(try JSON.primitive(value))
    }
    mutating func encode(_ value: Int32, forKey key: Key) throws {
        box.members[key.stringValue] = JSONBox(try JSON.primitive(value))
    }
    mutating func encode(_ value: Int64, forKey key: Key) throws {
        box.members[key.stringValue] = JSONBox(try JSON.primitive(value))
    }
    mutating func encode(_ value: UInt, forKey key: Key) throws {
        box.members[key.stringValue] = JSONBox(try JSON.primitive(value))
    }
    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        box.members[key.stringValue] = JSONBox(try JSON.primitive(value))
    }
    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        box.members[key.stringValue] = JSONBox(try JSON.primitive(value))
    }
    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        box.members[key.stringValue] = JSONBox(try JSON.primitive(value))
    }
    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        box.members[key.stringValue] = JSONBox(try JSON.primitive(value))
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try value.encode(to: superEncoder(forKey: key))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        superEncoder(forKey: key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        superEncoder(forKey: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { JSONTreeEncoder(box: box, codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let child = JSONBox()
        box.members[key.stringValue] = child
        return JSONTreeEncoder(box: child, codingPath: codingPath + [key])
    }
}

/// Elements of an array under construction.
private struct JSONUnkeyedEncoding: UnkeyedEncodingContainer {
    let box: JSONBox
    let codingPath: [any CodingKey]
    var count: Int { box.elements.count }

    mutating func encodeNil() throws { box.elements.append(JSONBox(.null)) }

    mutating func encode(_ value: Bool) throws { box.elements.append(JSONBox(try JSON.primitive(value))) }
    mutating func encode(_ value: String) throws { box.elements.append(JSONBox(try JSON.primitive(value))) }
    mutating func encode(_ value: Double) throws { box.elements.append(JSONBox(try JSON.primitive(value))) }
    mutating func encode(_ value: Float) throws { box.elements.append(JSONBox(try JSON.primitive(value))) }
    mutating func encode(_ value: Int) throws { box.elements.append(JSONBox(try JSON.primitive(value))) }
    mutating func encode(_ value: Int8) throws { box.elements.append(JSONBox(try JSON.primitive(value))) }
    mutating func encode(_ value: Int16) throws { box.elements.append(JSONBox(try JSON.primitive(value))) }
    mutating func encode(_ value: Int32) throws { box.elements.append(JSONBox(try JSON.primitive(value))) }
    mutating func encode(_ value: Int64) throws { box.elements.append(JSONBox(try JSON.primitive(value))) }
    mutating func encode(_ value: UInt) throws { box.elements.append(JSONBox(try JSON.primitive(value))) }
    mutating func encode(_ value: UInt8) throws { box.elements.append(JSONBox(try JSON.primitive(value))) }
    mutating func encode(_ value: UInt16) throws { box.elements.append(JSONBox(try JSON.primitive(value))) }
    mutating func encode(_ value: UInt32) throws { box.elements.append(JSONBox(try JSON.primitive(value))) }
    mutating func encode(_ value: UInt64) throws { box.elements.append(JSONBox(try JSON.primitive(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: superEncoder())
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        superEncoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        superEncoder().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let child = JSONBox()
        box.elements.append(child)
        return JSONTreeEncoder(box: child, codingPath: codingPath)
    }
}

/// One value under construction.
private struct JSONSingleEncoding: SingleValueEncodingContainer {
    let box: JSONBox
    let codingPath: [any CodingKey]

    private func set(_ value: JSON) {
        box.kind = .value
        box.value = value
    }

    mutating func encodeNil() throws { set(.null) }

    mutating func encode(_ value: Bool) throws { try set(JSON.primitive(value)) }
    mutating func encode(_ value: String) throws { try set(JSON.primitive(value)) }
    mutating func encode(_ value: Double) throws { try set(JSON.primitive(value)) }
    mutating func encode(_ value: Float) throws { try set(JSON.primitive(value)) }
    mutating func encode(_ value: Int) throws { try set(JSON.primitive(value)) }
    mutating func encode(_ value: Int8) throws { try set(JSON.primitive(value)) }
    mutating func encode(_ value: Int16) throws { try set(JSON.primitive(value)) }
    mutating func encode(_ value: Int32) throws { try set(JSON.primitive(value)) }
    mutating func encode(_ value: Int64) throws { try set(JSON.primitive(value)) }
    mutating func encode(_ value: UInt) throws { try set(JSON.primitive(value)) }
    mutating func encode(_ value: UInt8) throws { try set(JSON.primitive(value)) }
    mutating func encode(_ value: UInt16) throws { try set(JSON.primitive(value)) }
    mutating func encode(_ value: UInt32) throws { try set(JSON.primitive(value)) }
    mutating func encode(_ value: UInt64) throws { try set(JSON.primitive(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: JSONTreeEncoder(box: box, codingPath: codingPath))
    }
}

extension JSON: Codable {
    /// Decodes any JSON value, so that `JSON` can stand for an untyped part of a message.
    public init(from decoder: any Decoder) throws {
        if let tree = decoder as? JSONTreeDecoder {
            self = tree.value
            return
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSON].self))
        }
    }

    /// Encodes the value as itself.
    public func encode(to encoder: any Encoder) throws {
        if let tree = encoder as? JSONTreeEncoder {
            tree.box.kind = .value
            tree.box.value = self
            return
        }
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let values): try container.encode(values)
        case .object(let members): try container.encode(members)
        }
    }
}

/// A message that builds its JSON tree directly, for answers large enough that going through
/// `Encodable` would cost more than the work behind them (a completion list of hundreds of
/// items). Its `Encodable` conformance must give the same tree; a test holds them equal.
public protocol JSONRepresentable {
    /// The value as JSON.
    var json: JSON { get }
}
