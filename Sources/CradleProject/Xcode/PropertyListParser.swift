/// Reads the old-style (OpenStep) property list format of `project.pbxproj` from bytes:
/// `{ key = value; }`, `( a, b, )`, quoted and unquoted strings, `<hex>` data, `/* … */` and
/// `// …` comments. It never fails and never traps: on broken input it returns what it read
/// (open arrays and dictionaries closed where reading stopped) plus the errors, the first one
/// with the byte offset where reading stopped. Nesting is capped at ``depthLimit`` and kept on
/// an explicit stack, so no input can overflow the call stack; every step consumes a byte or
/// stops. Hand-written rather than `PropertyListSerialization` so Linux and macOS behave alike.
public struct PropertyListParser {
    /// What a parse gave: the value (possibly partial) and what went wrong, in order.
    public struct Result: Sendable, Hashable {
        /// The top-level value; nil when not even its start could be read.
        public var value: PropertyListValue?
        /// Empty when the whole text was read.
        public var errors: [PropertyListError]
    }

    /// How many arrays and dictionaries may be open at once.
    public static let depthLimit = 256

    /// Parses `bytes` as one old-style property list.
    public static func parse(_ bytes: [UInt8]) -> Result {
        var parser = PropertyListParser(bytes: bytes)
        let value = parser.parseDocument()
        return Result(value: value, errors: parser.errors)
    }

    /// An array or dictionary being read.
    private struct Container {
        var isDictionary: Bool
        var elements: [PropertyListValue] = []
        /// A dictionary's entries in written order, made a dictionary once it closes (sized
        /// once, instead of growing entry by entry); a key written twice keeps its last value.
        var entries: [(key: String, value: PropertyListValue)] = []
        /// The key whose value is being read.
        var key: String?

        var value: PropertyListValue {
            guard isDictionary else { return .array(elements) }
            var dictionary = [String: PropertyListValue](minimumCapacity: entries.count)
            for entry in entries { dictionary[entry.key] = entry.value }
            return .dictionary(dictionary)
        }
    }

    /// What the parser expects next.
    private enum State {
        case value, arrayElementOrEnd, afterArrayElement, keyOrEnd, afterEntry
    }

    private let bytes: [UInt8]
    private var position = 0
    private var errors: [PropertyListError] = []
    private var stack: [Container] = []

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func parseDocument() -> PropertyListValue? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        guard skipTrivia() else { return nil }
        guard position < bytes.count else {
            errors.append(.empty)
            return nil
        }
        var state = State.value
        var finished: PropertyListValue?
        while finished == nil {
            guard skipTrivia() else { return closeAll() }
            guard position < bytes.count else {
                let expected: PropertyListError.Expected =
                    switch state {
                    case .value: .value
                    case .arrayElementOrEnd: .valueOrArrayEnd
                    case .afterArrayElement: .commaOrArrayEnd
                    case .keyOrEnd: .keyOrDictionaryEnd
                    case .afterEntry: .semicolon
                    }
                errors.append(.unexpectedEnd(offset: position, expected: expected))
                return closeAll()
            }
            let byte = bytes[position]
            var completed: PropertyListValue?
            switch state {
            case .value:
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") {
                    guard stack.count < Self.depthLimit else {
                        errors.append(.tooDeep(offset: position, limit: Self.depthLimit))
                        return closeAll()
                    }
                    position += 1
                    let isDictionary = byte == UInt8(ascii: "{")
                    stack.append(Container(isDictionary: isDictionary))
                    state = isDictionary ? .keyOrEnd : .arrayElementOrEnd
                    continue
                }
                guard let scalar = parseScalar(expected: .value) else { return closeAll() }
                completed = scalar
            case .arrayElementOrEnd, .afterArrayElement:
                if byte == UInt8(ascii: ")") {
                    position += 1
                    completed = stack.popLast()?.value
                } else if state == .arrayElementOrEnd {
                    state = .value
                    continue
                } else if byte == UInt8(ascii: ",") {
                    position += 1
                    state = .arrayElementOrEnd
                    continue
                } else {
                    errors.append(.unexpectedByte(offset: position, byte: byte, expected: .commaOrArrayEnd))
                    return closeAll()
                }
            case .keyOrEnd:
                if byte == UInt8(ascii: "}") {
                    position += 1
                    completed = stack.popLast()?.value
                } else {
                    let keyStart = position
                    guard let keyValue = parseScalar(expected: .keyOrDictionaryEnd) else { return closeAll() }
                    guard let key = keyValue.string else {
                        errors.append(.unexpectedByte(offset: keyStart, byte: byte, expected: .keyOrDictionaryEnd))
                        return closeAll()
                    }
                    guard skipTrivia() else { return closeAll() }
                    guard position < bytes.count else {
                        errors.append(.unexpectedEnd(offset: position, expected: .equals))
                        return closeAll()
                    }
                    guard bytes[position] == UInt8(ascii: "=") else {
                        errors.append(.unexpectedByte(offset: position, byte: bytes[position], expected: .equals))
                        return closeAll()
                    }
                    position += 1
                    stack[stack.count - 1].key = key
                    state = .value
                    continue
                }
            case .afterEntry:
                guard byte == UInt8(ascii: ";") else {
                    errors.append(.unexpectedByte(offset: position, byte: byte, expected: .semicolon))
                    return closeAll()
                }
                position += 1
                state = .keyOrEnd
                continue
            }
            guard let value = completed else { return closeAll() }
            if stack.isEmpty {
                finished = value
            } else {
                state = attach(value)
            }
        }
        if skipTrivia(), position < bytes.count { errors.append(.trailingContent(offset: position)) }
        return finished
    }

    /// Puts a finished value into the innermost open container; what comes next.
    private mutating func attach(_ value: PropertyListValue) -> State {
        let top = stack.count - 1
        if stack[top].isDictionary {
            if let key = stack[top].key { stack[top].entries.append((key, value)) }
            stack[top].key = nil
            return .afterEntry
        }
        stack[top].elements.append(value)
        return .afterArrayElement
    }

    /// After an error: every open container closed with what it holds, innermost first; an
    /// entry whose value never started is dropped.
    private mutating func closeAll() -> PropertyListValue? {
        var value: PropertyListValue?
        while let container = stack.popLast() {
            var closed = container
            if let inner = value {
                if closed.isDictionary {
                    if let key = closed.key { closed.entries.append((key, inner)) }
                } else {
                    closed.elements.append(inner)
                }
            }
            value = closed.value
        }
        return value
    }

    /// Skips white space and comments; false (with an error) for a comment that never ends.
    private mutating func skipTrivia() -> Bool {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                let start = position
                position += 2
                while position + 1 < bytes.count,
                    !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
                {
                    position += 1
                }
                guard position + 1 < bytes.count else {
                    position = bytes.count
                    errors.append(.unterminatedComment(offset: start))
                    return false
                }
                position += 2
            } else {
                return true
            }
        }
        return true
    }

    /// A string (quoted or not) or `<hex>` data at the current position.
    private mutating func parseScalar(expected: PropertyListError.Expected) -> PropertyListValue? {
        let byte = bytes[position]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return parseQuoted().map(PropertyListValue.string) }
        if byte == UInt8(ascii: "<") { return parseData() }
        guard Self.isUnquoted(byte) else {
            errors.append(.unexpectedByte(offset: position, byte: byte, expected: expected))
            return nil
        }
        let start = position
        while position < bytes.count, Self.isUnquoted(bytes[position]) { position += 1 }
        return .string(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    /// Bytes that may appear in an unquoted string.
    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "-"):
            true
        default: false
        }
    }

    /// A quoted string with its escapes: `\"`, `\\`, `\n`, `\t`, `\r`, `\a`, `\b`, `\f`, `\v`,
    /// octal `\012` and UTF-16 `\U00e9` (surrogate pairs joined).
    private mutating func parseQuoted() -> String? {
        let start = position
        let quote = bytes[position]
        position += 1
        var buffer: [UInt8] = []
        var isASCII = true
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote {
                position += 1
                guard !isASCII else { return String(decoding: buffer, as: UTF8.self) }
                return decodeUTF8(buffer, offset: start)
            }
            position += 1
            guard byte == UInt8(ascii: "\\") else {
                if byte >= 0x80 { isASCII = false }
                buffer.append(byte)
                continue
            }
            guard position < bytes.count else { break }
            let escaped = bytes[position]
            position += 1
            switch escaped {
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "a"): buffer.append(0x07)
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "v"): buffer.append(0x0B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var code = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position]) {
                    code = code * 8 + UInt32(bytes[position] - UInt8(ascii: "0"))
                    position += 1
                    digits += 1
                }
                appendScalar(code, to: &buffer, isASCII: &isASCII)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var code = readHex()
                if (0xD800..<0xDC00).contains(code), position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                    bytes[position + 1] == UInt8(ascii: "U") || bytes[position + 1] == UInt8(ascii: "u")
                {
                    let save = position
                    position += 2
                    let low = readHex()
                    if (0xDC00..<0xE000).contains(low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        position = save
                    }
                }
                appendScalar(code, to: &buffer, isASCII: &isASCII)
            default:
                if escaped >= 0x80 { isASCII = false }
                buffer.append(escaped)
            }
        }
        errors.append(.unterminatedString(offset: start))
        return nil
    }

    /// Up to four hex digits; 0 when there are none.
    private mutating func readHex() -> UInt32 {
        var code: UInt32 = 0
        var digits = 0
        while digits < 4, position < bytes.count, let digit = Self.hexValue(bytes[position]) {
            code = code * 16 + UInt32(digit)
            position += 1
            digits += 1
        }
        return code
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Appends a scalar as UTF-8; a lone surrogate or an impossible value becomes U+FFFD.
    private func appendScalar(_ code: UInt32, to buffer: inout [UInt8], isASCII: inout Bool) {
        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
        if scalar.value >= 0x80 { isASCII = false }
        buffer.append(contentsOf: String(scalar).utf8)
    }

    /// The bytes as a string; invalid UTF-8 becomes U+FFFD and an error.
    private mutating func decodeUTF8(_ buffer: [UInt8], offset: Int) -> String {
        let (text, isValid) = LossyUTF8.decode(buffer)
        if !isValid { errors.append(.invalidUTF8(offset: offset)) }
        return text
    }

    /// `<0fbd 771c>`: hex digit pairs, white space ignored.
    private mutating func parseData() -> PropertyListValue? {
        position += 1
        var data: [UInt8] = []
        var high: UInt8?
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                return .data(data)
            }
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                position += 1
                continue
            }
            guard let digit = Self.hexValue(byte) else {
                errors.append(.unexpectedByte(offset: position, byte: byte, expected: .hexDigitOrDataEnd))
                return nil
            }
            position += 1
            if let first = high {
                data.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        errors.append(.unexpectedEnd(offset: position, expected: .dataEnd))
        return nil
    }
}
