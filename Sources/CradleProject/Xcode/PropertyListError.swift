/// Why an old-style property list could not be read completely, with the byte offset where
/// reading stopped or the problem starts.
public enum PropertyListError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is empty, or holds only comments and white space.
    case empty
    /// The text ends inside a value; `expected` says what was still missing.
    case unexpectedEnd(offset: Int, expected: String)
    /// A byte that cannot start or continue what is being read.
    case unexpectedByte(offset: Int, byte: UInt8, expected: String)
    /// A `/*` comment that is never closed.
    case unterminatedComment(offset: Int)
    /// A quoted string that is never closed.
    case unterminatedString(offset: Int)
    /// Arrays and dictionaries nested deeper than the limit.
    case tooDeep(offset: Int, limit: Int)
    /// More text after the top-level value.
    case trailingContent(offset: Int)
    /// A quoted string that is not valid UTF-8; it was decoded with replacement characters.
    case invalidUTF8(offset: Int)

    /// Where the problem is, in bytes from the start of the text.
    public var offset: Int {
        switch self {
        case .empty: 0
        case .unexpectedEnd(let offset, _), .unexpectedByte(let offset, _, _), .unterminatedComment(let offset),
            .unterminatedString(let offset), .tooDeep(let offset, _), .trailingContent(let offset),
            .invalidUTF8(let offset):
            offset
        }
    }

    public var description: String {
        switch self {
        case .empty: "the property list is empty"
        case .unexpectedEnd(let offset, let expected): "the property list ends at byte \(offset) where \(expected) was expected"
        case .unexpectedByte(let offset, let byte, let expected):
            "unexpected \(Self.describe(byte)) at byte \(offset) where \(expected) was expected"
        case .unterminatedComment(let offset): "the comment at byte \(offset) is not closed"
        case .unterminatedString(let offset): "the quoted string at byte \(offset) is not closed"
        case .tooDeep(let offset, let limit): "values nested deeper than \(limit) levels at byte \(offset)"
        case .trailingContent(let offset): "unexpected text after the property list at byte \(offset)"
        case .invalidUTF8(let offset): "the string at byte \(offset) is not valid UTF-8"
        }
    }

    private static func describe(_ byte: UInt8) -> String {
        if byte >= 0x21, byte < 0x7F { return "`\(Character(Unicode.Scalar(byte)))`" }
        let hex = String(byte, radix: 16, uppercase: true)
        return "byte 0x\(hex.count < 2 ? "0" + hex : hex)"
    }
}
