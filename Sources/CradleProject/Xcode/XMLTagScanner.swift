import CradleAnalysis

/// Finds the start and end tags of an XML text one after another, skipping the prolog, comments,
/// CDATA and text; attribute values have their entities decoded. Every step consumes bytes, and
/// an unterminated construct ends the scan with ``error`` set.
struct XMLTagScanner {
    /// One start, end or empty-element tag.
    struct Tag {
        var name: String
        /// Attribute values with their entities decoded.
        var attributes: [String: String]
        /// `</Name>`.
        var isClosing: Bool
        /// `<Name … />`.
        var isSelfClosing: Bool
        /// Where the tag's `<` is, in bytes.
        var offset: Int
    }

    private let bytes: [UInt8]
    private var position = 0
    /// Why the scan stopped early, with the byte offset.
    var error: MessageText?
    /// Whether an attribute value held bytes that are not UTF-8.
    var hasInvalidUTF8 = false

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next tag; nil at the end or after an error.
    mutating func next() -> Tag? {
        while error == nil {
            guard let open = bytes[position...].firstIndex(of: UInt8(ascii: "<")) else {
                position = bytes.count
                return nil
            }
            position = open
            if starts(with: "<!--") {
                guard skip(past: "-->") else { return fail(XcodeText.commentNotClosed.bilingual(open)) }
                continue
            }
            if starts(with: "<![CDATA[") {
                guard skip(past: "]]>") else { return fail(XcodeText.cdataNotClosed.bilingual(open)) }
                continue
            }
            if starts(with: "<?") || starts(with: "<!") {
                guard skip(past: ">") else { return fail(XcodeText.declarationNotClosed.bilingual(open)) }
                continue
            }
            return tag(at: open)
        }
        return nil
    }

    private mutating func tag(at open: Int) -> Tag? {
        position = open + 1
        let isClosing = position < bytes.count && bytes[position] == UInt8(ascii: "/")
        if isClosing { position += 1 }
        let name = readName()
        guard !name.isEmpty else { return fail(XcodeText.notATag.bilingual(open)) }
        var attributes: [String: String] = [:]
        while true {
            skipSpace()
            guard position < bytes.count else { return fail(XcodeText.tagNotClosed.bilingual(name, open)) }
            if bytes[position] == UInt8(ascii: ">") {
                position += 1
                return Tag(name: name, attributes: attributes, isClosing: isClosing, isSelfClosing: false, offset: open)
            }
            if starts(with: "/>") {
                position += 2
                return Tag(name: name, attributes: attributes, isClosing: isClosing, isSelfClosing: true, offset: open)
            }
            let attribute = readName()
            guard !attribute.isEmpty else { return fail(XcodeText.unexpectedTextInTag.bilingual(name, position)) }
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                return fail(XcodeText.attributeNoValue.bilingual(attribute, position))
            }
            position += 1
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
                return fail(XcodeText.valueNotQuoted.bilingual(attribute, position))
            }
            let quote = bytes[position]
            let start = position + 1
            guard let end = bytes[start...].firstIndex(of: quote) else {
                return fail(XcodeText.valueNotClosed.bilingual(attribute, position))
            }
            attributes[attribute] = decode(bytes[start..<end])
            position = end + 1
        }
    }

    private mutating func fail(_ message: MessageText) -> Tag? {
        error = message
        position = bytes.count
        return nil
    }

    private func starts(with text: String) -> Bool {
        bytes[position...].starts(with: text.utf8)
    }

    /// Moves past the next `terminator`; false (at the end) when there is none.
    private mutating func skip(past terminator: String) -> Bool {
        let pattern = Array(terminator.utf8)
        var index = position + 1
        while index + pattern.count <= bytes.count {
            if bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                position = index + pattern.count
                return true
            }
            index += 1
        }
        position = bytes.count
        return false
    }

    private mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    private mutating func readName() -> String {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            let isNameByte =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".") || byte >= 0x80
            guard isNameByte else { break }
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// An attribute value with `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` and `&#…;` decoded.
    private mutating func decode(_ raw: ArraySlice<UInt8>) -> String {
        let (text, isValid) = LossyUTF8.decode(raw)
        if !isValid { hasInvalidUTF8 = true }
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let afterAmpersand = rest.index(after: ampersand)
            guard let semicolon = rest[afterAmpersand...].firstIndex(of: ";"), rest.distance(from: ampersand, to: semicolon) <= 10
            else {
                result += "&"
                rest = rest[afterAmpersand...]
                continue
            }
            let entity = rest[afterAmpersand..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number: UInt32? =
                    entity.hasPrefix("#x") || entity.hasPrefix("#X")
                    ? UInt32(entity.dropFirst(2), radix: 16) : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                if let scalar = number.flatMap(Unicode.Scalar.init) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "&" + entity + ";"
                }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
