import CradleAnalysis

/// Why an old-style property list could not be read completely, with the byte offset where
/// reading stopped or the problem starts.
public enum PropertyListError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is empty, or holds only comments and white space.
    case empty
    /// The text ends inside a value; `expected` says what was still missing.
    case unexpectedEnd(offset: Int, expected: Expected)
    /// A byte that cannot start or continue what is being read.
    case unexpectedByte(offset: Int, byte: UInt8, expected: Expected)
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

    /// What the parser was looking for where it stopped.
    public enum Expected: Sendable, Hashable {
        case value, valueOrArrayEnd, commaOrArrayEnd, keyOrDictionaryEnd, semicolon, equals, hexDigitOrDataEnd, dataEnd

        /// What was expected, as the messages name it.
        public var text: MessageText {
            switch self {
            case .value: XcodeText.expectValue.entry
            case .valueOrArrayEnd: XcodeText.expectValueOrArrayEnd.entry
            case .commaOrArrayEnd: XcodeText.expectCommaOrArrayEnd.entry
            case .keyOrDictionaryEnd: XcodeText.expectKeyOrDictionaryEnd.entry
            case .semicolon: .verbatim("`;`")
            case .equals: .verbatim("`=`")
            case .hexDigitOrDataEnd: XcodeText.expectHexDigitOrDataEnd.entry
            case .dataEnd: .verbatim("`>`")
            }
        }
    }

    public var description: String { text.english }

    /// The message in both languages.
    public var text: MessageText {
        switch self {
        case .empty: XcodeText.plistEmpty.entry
        case .unexpectedEnd(let offset, let expected): XcodeText.plistUnexpectedEnd.bilingual(offset, expected.text)
        case .unexpectedByte(let offset, let byte, let expected):
            XcodeText.plistUnexpectedByte.bilingual(Self.describe(byte), offset, expected.text)
        case .unterminatedComment(let offset): XcodeText.commentNotClosed.bilingual(offset)
        case .unterminatedString(let offset): XcodeText.plistStringNotClosed.bilingual(offset)
        case .tooDeep(let offset, let limit): XcodeText.plistTooDeep.bilingual(limit, offset)
        case .trailingContent(let offset): XcodeText.plistTrailingText.bilingual(offset)
        case .invalidUTF8(let offset): XcodeText.plistInvalidUTF8.bilingual(offset)
        }
    }

    private static func describe(_ byte: UInt8) -> MessageText {
        if byte >= 0x21, byte < 0x7F { return .verbatim("`\(Character(Unicode.Scalar(byte)))`") }
        let hex = String(byte, radix: 16, uppercase: true)
        return XcodeText.byteValue.bilingual("0x\(hex.count < 2 ? "0" + hex : hex)")
    }
}
