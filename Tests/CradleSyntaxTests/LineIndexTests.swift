import CradleTestSupport
import Testing

@testable import CradleSyntax

@Suite("Line index")
struct LineIndexTests {
    @Test("line starts with LF, CRLF and lone CR")
    func lineStarts() {
        let index = LineIndex(SourceText("a\nbc\r\nd\re"))
        #expect(index.lineStarts == [0, 2, 6, 8])
        #expect(index.position(of: 0) == (0, 0))
        #expect(index.position(of: 3) == (1, 1))
        #expect(index.position(of: 4) == (1, 2))  // the \r of \r\n belongs to line 1
        #expect(index.position(of: 6) == (2, 0))
        #expect(index.position(of: 9) == (3, 1))  // end of text
        #expect(index.contentEnd(ofLine: 1) == 4)
        #expect(index.contentEnd(ofLine: 2) == 7)
    }

    @Test("UTF-8 and UTF-16 columns on Korean text and emoji")
    func unicodeColumns() {
        // "한" is 3 UTF-8 bytes and 1 UTF-16 unit; "😀" is 4 bytes and 2 units.
        let source = "let 한 = \"😀x\"\nz"
        let text = SourceText(source)
        let index = LineIndex(text)
        let xOffset = Array(source.utf8).firstIndex(of: UInt8(ascii: "x"))!
        // Bytes: `let ` 4, `한` 3, ` = ` 3, `"` 1, `😀` 4: x at byte column 15.
        // UTF-16:      4,     1,       3,     1,      2: x at column 11.
        #expect(index.position(of: xOffset) == (0, 15))
        #expect(index.utf16Position(of: xOffset) == (0, 11))
        #expect(index.offset(line: 0, utf16Column: 11) == xOffset)
        #expect(index.offset(line: 0, column: 15) == xOffset)
        // A UTF-16 column inside the surrogate pair clamps to the emoji's start, and an offset
        // inside the emoji's bytes counts as its start.
        let emojiOffset = xOffset - 4
        #expect(index.offset(line: 0, utf16Column: 10) == emojiOffset)
        #expect(index.utf16Position(of: emojiOffset + 2) == (0, 9))
        // Past the end of a line clamps to its end; past the last line to the end of text.
        #expect(index.offset(line: 0, utf16Column: 999) == index.contentEnd(ofLine: 0))
        #expect(index.offset(line: 7, column: 0) == text.count)
        #expect(index.offset(line: -1, column: 3) == 0)
    }

    @Test(
        "conversions round-trip at every scalar boundary",
        arguments: [
            "plain ascii\nsecond line",
            "한국어 주석 // 😀🎉\r\nnext\rlast",
            "mixed ü and 𝒳 and é\n\n\n",
            "",
        ])
    func roundTrip(_ source: String) {
        let text = SourceText(source)
        let index = LineIndex(text)
        var offset = 0
        let bytes = Array(source.utf8)
        for scalar in source.unicodeScalars {
            defer { offset += String(scalar).utf8.count }
            // Between the \r and \n of a CRLF is not a position; it clamps to the line end.
            if scalar == "\n", offset > 0, bytes[offset - 1] == 0x0D { continue }
            let utf8 = index.position(of: offset)
            #expect(index.offset(line: utf8.line, column: utf8.column) == offset)
            let utf16 = index.utf16Position(of: offset)
            #expect(index.offset(line: utf16.line, utf16Column: utf16.column) == offset)
        }
    }

    @Test("invalid UTF-8 counts one UTF-16 unit per bad byte")
    func invalidBytes() {
        let text = SourceText(bytes: [0x61, 0xFF, 0xFE, 0x62])
        let index = LineIndex(text)
        #expect(index.utf16Position(of: 3) == (0, 3))
        #expect(index.offset(line: 0, utf16Column: 2) == 2)
    }
}

@Suite("Line index, eight bytes at a time")
struct LineIndexWordTests {
    @Test("line starts and UTF-16 columns equal a byte-by-byte reading, with breaks and non-ASCII at every word offset")
    func matchesByteByByte() {
        let pieces = ["a", "bcdefgh", " ", "\n", "\r", "\r\n", "é", "한", "😀", String(repeating: "x", count: 17)]
        for seed in 0..<200 {
            var generator = SeededGenerator(state: UInt64(seed) &* 104_729 &+ 17)
            let source = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
            let bytes = Array(source.utf8)
            // The reference: every byte looked at.
            var starts = [0]
            var i = 0
            while i < bytes.count {
                if bytes[i] == 0x0A || bytes[i] == 0x0D {
                    if bytes[i] == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                    starts.append(i + 1)
                }
                i += 1
            }
            let index = LineIndex(SourceText(source))
            #expect(index.lineStarts == starts, "seed \(seed): \(source.debugDescription)")
            // A line taken for ASCII would give its end's byte column, not its UTF-16 one.
            for (line, start) in starts.enumerated() {
                let end = index.contentEnd(ofLine: line)
                let units = String(decoding: bytes[start..<end], as: UTF8.self).utf16.count
                #expect(index.utf16Position(of: end) == (line, units), "seed \(seed), line \(line)")
            }
        }
    }
}

@Suite("Line index, edited")
struct LineIndexEditTests {
    static let pieces = ["\n", "\r", "\r\n", "a", "bc", "한", "😀", " ", "", "\n\n", "x\ry"]

    /// Random replacements, chained: the edited index equals one built from the new text, in
    /// its line starts and in every line's UTF-16 columns (which read the per-line ASCII flags).
    @Test("an edited index equals one built from the new text", arguments: 0..<6)
    func differential(_ seed: Int) {
        var generator = SeededGenerator(state: UInt64(seed) &* 31 &+ 5)
        var text = SourceText("let a = 1\r\nlet b = \"한\"\rlet c = 3\n\nend")
        var index = LineIndex(text)
        for _ in 0..<300 {
            var bytes = text.bytes
            let start = Int.random(in: 0...bytes.count, using: &generator)
            let end = min(bytes.count, start + Int.random(in: 0...3, using: &generator))
            let piece = Array(Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)].utf8)
            bytes.replaceSubrange(start..<end, with: piece)
            let edited = SourceText(bytes: bytes)
            index = index.replacing(start..<end, inserted: piece.count, in: edited)
            let fresh = LineIndex(edited)
            #expect(index.lineStarts == fresh.lineStarts, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
            for line in 0..<fresh.lineCount {
                let end = fresh.contentEnd(ofLine: line)
                #expect(index.utf16Position(of: end) == fresh.utf16Position(of: end))
            }
            text = edited
        }
    }
}
