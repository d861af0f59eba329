// libFuzzer target for the CradleSyntax layer. Built by Tests/Fuzz/build.sh, which compiles this
// file together with every file of Sources/CradleSyntax into one module (CradleSyntaxFuzz), so
// there is deliberately no `import CradleSyntax` here. SwiftPM ignores this folder.
//
// Properties checked on every input (any violation calls `fatalError`, which libFuzzer records
// as a crash and saves the input):
//  - parsing never traps;
//  - tokens are ordered, within bounds, and the last one is `.endOfFile`;
//  - for each gap between tokens, `Trivia.pieces` covers it exactly, in order, with non-empty
//    pieces, and trivia + tokens rebuild the input byte for byte;
//  - syntax error ranges lie inside the text;
//  - `LineIndex` conversions do not trap and stay inside the text on a few derived offsets;
//  - an edit derived from the input (a stretch removed, or copied elsewhere): the tokens that
//    `Lexer.relex` finds from the old ones equal a fresh lexing of the new text (nil exactly when
//    that lexing has errors), and the edited `LineIndex` equals a fresh one.

#if canImport(Glibc)
    import Glibc
#endif

/// Called once by libFuzzer before any input. The Swift runtime's crash backtracer claims
/// SIGILL/SIGTRAP (what a Swift trap or `fatalError` raises); under ASan it trips over its own
/// stack reads and buries the real trace. Handing those signals back to the default lets
/// libFuzzer install its handlers (it only does so for signals without one), which print one
/// symbolized trace. SIGSEGV is left to ASan, which reports stack overflows itself.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>?,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
    #if canImport(Glibc)
        for signalNumber in [SIGILL, SIGTRAP, SIGABRT] { _ = signal(signalNumber, SIG_DFL) }
    #endif
    return 0
}

/// Crashes with a message naming the violated property.
@inline(never)
func fuzzFailure(_ property: String, _ detail: @autoclosure () -> String = "") -> Never {
    fatalError("CradleSyntax fuzz property violated: \(property) \(detail())")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes: [UInt8]
    if let data, size > 0 {
        bytes = Array(UnsafeBufferPointer(start: data, count: size))
    } else {
        bytes = []
    }
    checkSyntax(bytes)
    checkEdit(bytes)
    return 0
}

/// The edit properties: the last two bytes choose where a stretch of the rest starts and how
/// long it is; an odd last byte removes it, an even one copies it to where the first byte says.
func checkEdit(_ input: [UInt8]) {
    guard input.count >= 3 else { return }
    let bytes = Array(input.dropLast(2))
    let at = (Int(input[input.count - 2]) << 4 | Int(input[input.count - 1] >> 4)) % (bytes.count + 1)
    let length = min(bytes.count - at, Int(input[input.count - 1] & 0x0F))
    var edited = bytes
    let replaced: Range<Int>
    let inserted: Int
    if input[input.count - 1] & 1 == 1 {
        edited.removeSubrange(at..<(at + length))
        (replaced, inserted) = (at..<(at + length), 0)
    } else {
        let target = Int(input[0]) * 31 % (bytes.count + 1)
        edited.insert(contentsOf: bytes[at..<(at + length)], at: target)
        (replaced, inserted) = (target..<target, length)
    }
    let old = SourceText(bytes: bytes)
    let new = SourceText(bytes: edited)
    let lexed = Lexer.tokenize(old)
    if lexed.errors.isEmpty {
        let fresh = Lexer.tokenize(new)
        var tokens = lexed.tokens
        let edit = Lexer.relex(old: old, tokens: &tokens, new: new)
        if (edit == nil) != !fresh.errors.isEmpty {
            fuzzFailure("relex-refuses-exactly-on-errors", "relexed \(edit != nil), \(fresh.errors.count) errors")
        }
        if let edit, edit.tokens != fresh.tokens || tokens != fresh.tokens {
            fuzzFailure("relex-equals-lexing", "\(edit.tokens.count) tokens vs \(fresh.tokens.count)")
        }
        if let edit, let renamed = edit.renamedTokens {
            checkRenamed(edit, renamed, old: old, lexed.tokens, new: new, fresh.tokens)
        }
    }
    let index = LineIndex(old).replacing(replaced, inserted: inserted, in: new)
    if index.lineStarts != LineIndex(new).lineStarts {
        fuzzFailure("edited-lineindex-equals-fresh", "\(index.lineCount) lines vs \(LineIndex(new).lineCount)")
    }
}

/// A renaming edit is one for one: every token keeps its kind, keyword and flags, exactly the
/// renamed ones changed bytes (the old ones are `renamedFrom`), and every token edge maps.
func checkRenamed(_ edit: TokenEdit, _ renamed: [Int], old: SourceText, _ before: [Token], new: SourceText, _ after: [Token]) {
    guard before.count == after.count else { fuzzFailure("renamed-one-for-one", "\(before.count) vs \(after.count) tokens") }
    var changed: [Int] = []
    for (index, (a, b)) in zip(before, after).enumerated() {
        if a.kind != b.kind || a.keyword != b.keyword || a.flags != b.flags {
            fuzzFailure("renamed-same-kinds", "token \(index): \(a.kind) vs \(b.kind)")
        }
        if old[a.range] != new[b.range] { changed.append(index) }
        if edit.newOffset(Int(a.start)) != Int(b.start) || edit.newOffset(Int(a.end)) != Int(b.end) {
            fuzzFailure("renamed-edges-map", "token \(index)")
        }
    }
    if changed != renamed || edit.renamedFrom != renamed.map({ before[$0] }) || edit.isTriviaOnly != renamed.isEmpty {
        fuzzFailure("renamed-tokens-exact", "\(renamed) vs \(changed)")
    }
}

func checkSyntax(_ bytes: [UInt8]) {
    let text = SourceText(bytes: bytes)
    let count = bytes.count
    let tree = SyntaxTree(parsing: text)
    let tokens = tree.tokens

    // Tokens: non-empty list ending with end-of-file.
    guard let last = tokens.last else { fuzzFailure("tokens-nonempty", "no tokens at all") }
    if last.kind != .endOfFile { fuzzFailure("last-token-is-eof", "last kind \(last.kind)") }

    // Round trip: ordered tokens, exact trivia pieces, rebuilt bytes equal the input.
    var rebuilt: [UInt8] = []
    rebuilt.reserveCapacity(count)
    var previousEnd = 0
    for (index, token) in tokens.enumerated() {
        let start = Int(token.start)
        let end = Int(token.end)
        if start < previousEnd || end < start || end > count {
            fuzzFailure(
                "tokens-ordered-in-bounds",
                "token \(index) \(token.kind) \(start)..<\(end), previous end \(previousEnd), count \(count)")
        }
        if token.kind == .endOfFile && index != tokens.count - 1 {
            fuzzFailure("eof-only-last", "end-of-file token at index \(index) of \(tokens.count)")
        }
        var cursor = previousEnd
        for piece in Trivia.pieces(of: ByteRange(start: previousEnd, end: start), in: text) {
            if piece.range.start != cursor || piece.range.end <= piece.range.start || piece.range.end > start {
                fuzzFailure(
                    "trivia-pieces-cover-gap",
                    "gap \(previousEnd)..<\(start), piece \(piece.kind) \(piece.range), cursor \(cursor)")
            }
            rebuilt.append(contentsOf: bytes[piece.range.start..<piece.range.end])
            cursor = piece.range.end
        }
        if cursor != start {
            fuzzFailure("trivia-pieces-cover-gap", "gap \(previousEnd)..<\(start) covered only up to \(cursor)")
        }
        rebuilt.append(contentsOf: bytes[start..<end])
        previousEnd = end
    }
    if rebuilt != bytes {
        let firstDifference = zip(rebuilt, bytes).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        fuzzFailure(
            "round-trip",
            "rebuilt \(rebuilt.count) bytes vs input \(count), first difference at \(firstDifference.map(String.init) ?? "length")"
        )
    }

    // Errors point into the text.
    for error in tree.errors where error.range.start < 0 || error.range.end > count || error.range.start > error.range.end {
        fuzzFailure("error-range-in-bounds", "\(error.kind) \(error.range), count \(count)")
    }

    // The token look-up the editor features use must land on a real token.
    let found = tree.tokenIndex(containing: count / 2)
    if found < 0 || found >= tokens.count { fuzzFailure("token-index-in-range", "\(found) of \(tokens.count)") }
    // (`tree.dump()` is left out on purpose: it costs about a quarter of the throughput.)

    // LineIndex on a few offsets derived from the input (always in 0...count).
    let index = LineIndex(text)
    var offsets = [0, count, count / 2, max(0, count - 1)]
    for k in 0..<min(4, count) { offsets.append(Int(bytes[k]) % (count + 1)) }
    if count >= 2 { offsets.append((Int(bytes[count - 1]) << 8 | Int(bytes[count - 2])) % (count + 1)) }
    for token in tokens.prefix(8) { offsets.append(Int(token.start)) }
    if tokens.count > 1 { offsets.append(Int(tokens[tokens.count - 2].end)) }
    let lineCount = index.lineCount
    for offset in offsets {
        let (line, column) = index.position(of: offset)
        if line < 0 || line >= lineCount || column < 0 {
            fuzzFailure("lineindex-position-in-range", "offset \(offset) -> (\(line), \(column)), lines \(lineCount)")
        }
        let (line16, column16) = index.utf16Position(of: offset)
        if line16 != line || column16 < 0 || column16 > column {
            fuzzFailure(
                "lineindex-utf16-position-in-range", "offset \(offset) -> (\(line16), \(column16)) vs utf8 (\(line), \(column))")
        }
        let jiggle = Int(bytes.isEmpty ? 0 : bytes[offset % count])
        let probes: [(Int, Int)] = [
            (line, column), (line16, column16), (line, column + jiggle), (line + 1, column16 &+ 1),
            (-1, column), (line, -1), (lineCount, 0), (Int.max, Int.max), (line, Int.max), (jiggle % (lineCount + 1), jiggle),
        ]
        for (probeLine, probeColumn) in probes {
            let byUTF8 = index.offset(line: probeLine, column: probeColumn)
            if byUTF8 < 0 || byUTF8 > count {
                fuzzFailure("lineindex-offset-in-bounds", "line \(probeLine) column \(probeColumn) -> \(byUTF8), count \(count)")
            }
            let byUTF16 = index.offset(line: probeLine, utf16Column: probeColumn)
            if byUTF16 < 0 || byUTF16 > count {
                fuzzFailure(
                    "lineindex-utf16-offset-in-bounds",
                    "line \(probeLine) utf16Column \(probeColumn) -> \(byUTF16), count \(count)")
            }
        }
    }
}
