import CradleAnalysis
import CradleProtocol
import CradleSyntax

/// One file's text as the server sees it, with its line index. All conversion between byte
/// offsets and LSP positions happens here.
struct DocumentText {
    /// The text.
    var text: SourceText
    /// Its lines, for position conversion.
    var lines: LineIndex

    /// The document of `text`.
    init(_ text: SourceText) {
        self.text = text
        self.lines = LineIndex(text)
    }

    /// The document with the bytes in `range` replaced by `replacement`; its line index is read
    /// again only where the lines changed.
    func replacing(_ range: Range<Int>, with replacement: [UInt8]) -> DocumentText {
        var bytes = text.bytes
        bytes.replaceSubrange(range, with: replacement)
        let edited = SourceText(bytes: bytes)
        return DocumentText(text: edited, lines: lines.replacing(range, inserted: replacement.count, in: edited))
    }

    private init(text: SourceText, lines: LineIndex) {
        self.text = text
        self.lines = lines
    }

    /// The byte offset of an LSP position (clamped into the text); nil when negative.
    func offset(of position: Position, encoding: PositionEncodingKind) -> Int? {
        guard position.line >= 0, position.character >= 0 else { return nil }
        if position.line >= lines.lineCount { return text.count }
        switch encoding {
        case .utf8: return lines.offset(line: position.line, column: position.character)
        case .utf16: return lines.offset(line: position.line, utf16Column: position.character)
        }
    }

    /// The LSP position of a byte offset.
    func position(of offset: Int, encoding: PositionEncodingKind) -> Position {
        let position = encoding == .utf8 ? lines.position(of: offset) : lines.utf16Position(of: offset)
        return Position(line: position.line, character: position.column)
    }

    /// A byte range as an LSP range.
    func lspRange(_ range: ByteRange, encoding: PositionEncodingKind) -> LSPRange {
        LSPRange(start: position(of: range.start, encoding: encoding), end: position(of: range.end, encoding: encoding))
    }

    /// The byte range of an LSP range; nil when either end is negative or they are reversed.
    func byteRange(_ range: LSPRange, encoding: PositionEncodingKind) -> Range<Int>? {
        guard let start = offset(of: range.start, encoding: encoding), let end = offset(of: range.end, encoding: encoding),
            start <= end
        else { return nil }
        return start..<end
    }
}
