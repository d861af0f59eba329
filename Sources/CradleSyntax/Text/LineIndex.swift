/// Converts between UTF-8 byte offsets and (line, column) positions, with columns counted in
/// UTF-8 bytes (the compiler's and the CLI's) or in UTF-16 code units (LSP's default). Lines
/// end at `\n`, `\r\n` or a lone `\r`. Line look-ups are binary searches.
public struct LineIndex: Sendable {
    /// Offset of the first byte of each line; the first is always 0. Four bytes a line, not
    /// eight: an open document keeps its index while it is open (a tenth of a typical text's
    /// size instead of a quarter), and offsets fit in 32 bits as a token's do.
    private let starts: [UInt32]
    private let text: SourceText
    /// Per line: whether it is pure ASCII, so UTF-16 columns equal byte columns.
    private let isASCIILine: [Bool]

    /// Indexes `text`.
    public init(_ text: SourceText) {
        self.text = text
        var starts: [UInt32] = [0]
        var ascii: [Bool] = []
        var lineIsASCII = true
        text.bytes.withUnsafeBufferPointer { bytes in
            var i = 0
            let n = bytes.count
            // Eight bytes at a time while they hold no line break and no byte above ASCII: a
            // keystroke in a 1 MB document indexes it again.
            while i < n {
                if i + 8 <= n, let base = bytes.baseAddress {
                    let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                    if word & ByteWords.highBits == 0, !ByteWords.mayContain(word, 0x0A), !ByteWords.mayContain(word, 0x0D) {
                        i += 8
                        continue
                    }
                }
                let c = bytes[i]
                if c == 0x0A || c == 0x0D {
                    if c == 0x0D, i + 1 < n, bytes[i + 1] == 0x0A { i += 1 }
                    starts.append(UInt32(truncatingIfNeeded: i + 1))
                    ascii.append(lineIsASCII)
                    lineIsASCII = true
                } else if c >= 0x80 {
                    lineIsASCII = false
                }
                i += 1
            }
        }
        ascii.append(lineIsASCII)
        self.starts = starts
        self.isASCIILine = ascii
    }

    private init(text: SourceText, starts: [UInt32], isASCIILine: [Bool]) {
        self.text = text
        self.starts = starts
        self.isASCIILine = isASCIILine
    }

    /// The index of `newText`, which is this index's text with the bytes in `range` replaced
    /// by `inserted` bytes: only the lines the edit touches are read again, the later lines'
    /// starts move (a keystroke in a large document costs its line, not the document).
    public func replacing(_ range: Range<Int>, inserted: Int, in newText: SourceText) -> LineIndex {
        let delta = inserted - range.count
        guard range.lowerBound >= 0, range.upperBound <= text.count, newText.count == text.count + delta,
            inserted <= 1 << 16
        else { return LineIndex(newText) }
        // From the line holding the byte before the edit: a `\r` there may pair with a `\n` the
        // edit inserts. From the new offset `resume` on, a line start is an old one, moved: the
        // two bytes before it (a `\r\n` at most) are unchanged.
        let firstLine = line(of: max(0, range.lowerBound - 1))
        let resume = range.lowerBound + inserted + 2
        var starts = Array(self.starts[0...firstLine])
        var ascii = Array(isASCIILine[0..<firstLine])
        var lineIsASCII = true
        var resumed: Int?
        newText.bytes.withUnsafeBufferPointer { bytes in
            var i = Int(starts[firstLine])
            let n = bytes.count
            while i < n {
                let c = bytes[i]
                if c == 0x0A || c == 0x0D {
                    if c == 0x0D, i + 1 < n, bytes[i + 1] == 0x0A { i += 1 }
                    ascii.append(lineIsASCII)
                    lineIsASCII = true
                    if i + 1 >= resume {
                        resumed = i + 1
                        return
                    }
                    starts.append(UInt32(truncatingIfNeeded: i + 1))
                } else if c >= 0x80 {
                    lineIsASCII = false
                }
                i += 1
            }
        }
        guard let resumed else {
            ascii.append(lineIsASCII)
            return LineIndex(text: newText, starts: starts, isASCIILine: ascii)
        }
        let oldLine = line(of: resumed - delta)
        guard Int(self.starts[oldLine]) == resumed - delta else { return LineIndex(newText) }
        let moved = UInt32(truncatingIfNeeded: delta)
        starts.reserveCapacity(starts.count + self.starts.count - oldLine)
        for start in self.starts[oldLine...] { starts.append(start &+ moved) }
        ascii.append(contentsOf: isASCIILine[oldLine...])
        return LineIndex(text: newText, starts: starts, isASCIILine: ascii)
    }

    /// Offset of the first byte of each line, as a new array (the first is always 0).
    public var lineStarts: [Int] { starts.map { Int($0) } }

    /// Offset of the first byte of `line` (clamped to the lines there are).
    public func lineStart(_ line: Int) -> Int {
        Int(starts[max(0, min(line, starts.count - 1))])
    }

    /// The number of lines (a text without line breaks has one).
    public var lineCount: Int { starts.count }

    /// The 0-based line containing `offset` (clamped into the text).
    public func line(of offset: Int) -> Int {
        let offset = max(0, min(offset, text.count))
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(starts[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The 0-based line and UTF-8 byte column of `offset`.
    public func position(of offset: Int) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, text.count))
        let line = line(of: offset)
        return (line, offset - lineStart(line))
    }

    /// The end offset of `line`'s content, before its line break.
    public func contentEnd(ofLine line: Int) -> Int {
        guard line + 1 < starts.count else { return text.count }
        var end = lineStart(line + 1)
        if end > lineStart(line), text.bytes[end - 1] == 0x0A { end -= 1 }
        if end > lineStart(line), text.bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The offset of a 0-based line and UTF-8 column. Past the line's end clamps to its end;
    /// past the last line clamps to the end of the text.
    public func offset(line: Int, column: Int) -> Int {
        guard line >= 0 else { return 0 }
        guard line < starts.count else { return text.count }
        return lineStart(line) + max(0, min(column, contentEnd(ofLine: line) - lineStart(line)))
    }

    /// The 0-based line and UTF-16 column of `offset`. An offset inside a multi-byte scalar
    /// counts as the scalar's start.
    public func utf16Position(of offset: Int) -> (line: Int, column: Int) {
        let (line, byteColumn) = position(of: offset)
        if isASCIILine[line] { return (line, byteColumn) }
        let bytes = text.bytes
        var i = lineStart(line)
        let target = lineStart(line) + byteColumn
        var units = 0
        while i < target {
            let length = scalarLength(bytes, i)
            if i + length > target { break }
            units += length == 4 ? 2 : 1
            i += length
        }
        return (line, units)
    }

    /// The offset of a 0-based line and UTF-16 column. A column inside a surrogate pair, or
    /// past the line's end, clamps (to the scalar's start, or to the line's end).
    public func offset(line: Int, utf16Column: Int) -> Int {
        guard line >= 0 else { return 0 }
        guard line < starts.count else { return text.count }
        if isASCIILine[line] { return offset(line: line, column: utf16Column) }
        let bytes = text.bytes
        let end = contentEnd(ofLine: line)
        var i = lineStart(line)
        var units = 0
        while i < end {
            let length = scalarLength(bytes, i)
            let width = length == 4 ? 2 : 1
            if units + width > utf16Column { break }
            units += width
            i += length
        }
        return min(i, end)
    }

    /// The length of the UTF-8 sequence at `i`; an invalid byte counts as a scalar of its own,
    /// which is how it decodes (as U+FFFD) on the client's side.
    private func scalarLength(_ bytes: [UInt8], _ i: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in decodeScalar(buffer, at: i)?.length ?? 1 }
    }
}
