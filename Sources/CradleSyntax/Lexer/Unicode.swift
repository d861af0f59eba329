/// Character classes of the Swift lexical grammar (The Swift Programming Language, "Lexical
/// Structure"), over Unicode scalar values.
enum CharacterClass {
    /// Bit `c` set for ASCII identifier characters below 64 (`$`, digits) and, in the second
    /// word, bit `c - 64` for those from 64 (letters, `_`).
    private static let identifierBitsLow: UInt64 = 0x03FF_0010_0000_0000
    private static let identifierBitsHigh: UInt64 = 0x07FF_FFFE_87FF_FFFE

    /// How many of the 8 bytes packed little-endian in `word` (first byte lowest) are ASCII
    /// identifier characters before the first byte that is not (non-ASCII bytes count as not).
    @inline(__always)
    static func asciiIdentifierPrefixLength(_ word: UInt64) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // For bytes below 0x80, the high bit of `atLeast(x, n)` is set where the byte is >= n.
        @inline(__always) func atLeast(_ x: UInt64, _ n: UInt8) -> UInt64 { (x | highs) &- ones &* UInt64(n) }
        let x = word
        let folded = x | 0x2020_2020_2020_2020  // ASCII letters to lower case
        let letter = atLeast(folded, UInt8(ascii: "a")) & ~atLeast(folded, UInt8(ascii: "z") + 1)
        let digit = atLeast(x, UInt8(ascii: "0")) & ~atLeast(x, UInt8(ascii: "9") + 1)
        let underscore = atLeast(x, UInt8(ascii: "_")) & ~atLeast(x, UInt8(ascii: "_") + 1)
        let dollar = atLeast(x, UInt8(ascii: "$")) & ~atLeast(x, UInt8(ascii: "$") + 1)
        let identifier = (letter | digit | underscore | dollar) & ~x & highs
        return (~identifier & highs).trailingZeroBitCount >> 3
    }

    /// Whether the ASCII byte `c` (below 0x80) continues an identifier: a letter, a digit, `_`
    /// or `$`.
    @inline(__always)
    static func isASCIIIdentifierCharacter(_ c: UInt8) -> Bool {
        let bits = c < 64 ? identifierBitsLow : identifierBitsHigh
        return (bits &>> UInt64(c & 63)) & 1 != 0
    }

    /// Whether `scalar` may start an identifier (ASCII letters and `_` are handled by the caller).
    static func isIdentifierHead(_ v: UInt32) -> Bool {
        switch v {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: return true
        case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6,
            0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
            0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054,
            0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
            0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F,
            0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
            0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
            0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD,
            0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD,
            0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD:
            return true
        default:
            return false
        }
    }

    /// Whether `scalar` may continue an identifier.
    static func isIdentifierCharacter(_ v: UInt32) -> Bool {
        switch v {
        case 0x30...0x39, 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return true
        default: return isIdentifierHead(v)
        }
    }

    /// Whether `scalar` may start an operator.
    static func isOperatorHead(_ v: UInt32) -> Bool {
        switch v {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F:
            return true
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0...0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
            0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
            0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
            0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// Whether `scalar` may continue an operator.
    static func isOperatorCharacter(_ v: UInt32) -> Bool {
        switch v {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
            0xE0100...0xE01EF:
            return true
        default:
            return isOperatorHead(v)
        }
    }
}

/// Decodes one UTF-8 scalar at `offset`. Returns the value and its length, or `nil` for an
/// invalid, overlong, surrogate or truncated sequence.
@inline(__always)
func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (value: UInt32, length: Int)? {
    let count = bytes.count
    let b0 = bytes[offset]
    if b0 < 0x80 { return (UInt32(b0), 1) }
    func continuation(_ i: Int) -> UInt32? {
        guard offset + i < count else { return nil }
        let b = bytes[offset + i]
        return b & 0xC0 == 0x80 ? UInt32(b & 0x3F) : nil
    }
    if b0 & 0xE0 == 0xC0 {
        guard let c1 = continuation(1) else { return nil }
        let v = (UInt32(b0 & 0x1F) << 6) | c1
        return v >= 0x80 ? (v, 2) : nil
    }
    if b0 & 0xF0 == 0xE0 {
        guard let c1 = continuation(1), let c2 = continuation(2) else { return nil }
        let v = (UInt32(b0 & 0x0F) << 12) | (c1 << 6) | c2
        return v >= 0x800 && !(0xD800...0xDFFF).contains(v) ? (v, 3) : nil
    }
    if b0 & 0xF8 == 0xF0 {
        guard let c1 = continuation(1), let c2 = continuation(2), let c3 = continuation(3) else { return nil }
        let v = (UInt32(b0 & 0x07) << 18) | (c1 << 12) | (c2 << 6) | c3
        return v >= 0x10000 && v <= 0x10FFFF ? (v, 4) : nil
    }
    return nil
}
