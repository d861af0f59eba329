/// One piece of trivia: the text between two tokens, split by kind.
public struct TriviaPiece: Sendable, Hashable {
    /// The kinds of trivia.
    public enum Kind: UInt8, Sendable, Hashable {
        /// Spaces, tabs, vertical tabs and form feeds.
        case whitespace
        /// One line break: `\n`, `\r` or `\r\n`.
        case newline
        case lineComment
        case docLineComment
        case blockComment
        case docBlockComment
        /// A `#!` first line.
        case shebang
        /// A UTF-8 byte order mark at the start of the file.
        case byteOrderMark
    }

    public var kind: Kind
    public var range: ByteRange
}

extension LexedText {
    /// The leading trivia of the token at `index`, split into pieces.
    public func leadingTrivia(of index: Int, in text: SourceText) -> [TriviaPiece] {
        guard index >= 0, index < tokens.count else { return [] }
        let start = index == 0 ? 0 : Int(tokens[index - 1].end)
        return Trivia.pieces(of: ByteRange(start: start, end: Int(tokens[index].start)), in: text)
    }
}

/// Splits trivia ranges into pieces.
public enum Trivia {
    /// The pieces covering `range`, which must be a trivia range produced by the lexer. The
    /// pieces cover the range exactly, in order.
    public static func pieces(of range: ByteRange, in text: SourceText) -> [TriviaPiece] {
        let bytes = text.bytes
        var result: [TriviaPiece] = []
        var i = range.start
        let end = min(range.end, bytes.count)
        func at(_ k: Int) -> UInt8 { k < end ? bytes[k] : 0 }
        while i < end {
            let start = i
            let c = bytes[i]
            let kind: TriviaPiece.Kind
            if i == 0, c == 0xEF, at(1) == 0xBB, at(2) == 0xBF {
                i += 3
                kind = .byteOrderMark
            } else if c == UInt8(ascii: "#"), at(i + 1) == UInt8(ascii: "!"), start == 0 || (start == 3 && bytes[0] == 0xEF) {
                while i < end, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
                kind = .shebang
            } else if c == 0x0A {
                i += 1
                kind = .newline
            } else if c == 0x0D {
                i += at(i + 1) == 0x0A ? 2 : 1
                kind = .newline
            } else if c == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "/") {
                kind = at(i + 2) == UInt8(ascii: "/") ? .docLineComment : .lineComment
                while i < end, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
            } else if c == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                kind = at(i + 2) == UInt8(ascii: "*") && at(i + 3) != UInt8(ascii: "/") ? .docBlockComment : .blockComment
                var depth = 0
                while i < end {
                    if bytes[i] == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                        depth += 1
                        i += 2
                    } else if bytes[i] == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") {
                        depth -= 1
                        i += 2
                        if depth == 0 { break }
                    } else {
                        i += 1
                    }
                }
            } else {
                while i < end, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0B || bytes[i] == 0x0C { i += 1 }
                if i == start { i += 1 }  // not trivia at all; keep progress and coverage
                kind = .whitespace
            }
            result.append(TriviaPiece(kind: kind, range: ByteRange(start: start, end: i)))
        }
        return result
    }
}
