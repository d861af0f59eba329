/// The tokens of a new version of a text, found from the tokens of the old version by lexing
/// again only the stretch an edit touched (see ``Lexer/relex(old:oldTokens:new:)``).
public struct TokenEdit: Sendable {
    /// Every token of the new text, exactly as ``Lexer/tokenize(_:)`` would give them.
    public let tokens: [Token]
    /// Whether the new tokens are the old ones, moved: the same kinds, keywords, flags and
    /// bytes, one for one. The edit then changed white space or comments alone.
    public let isTriviaOnly: Bool
    /// The indices (in ``tokens``) of the tokens whose bytes changed, when every other token is
    /// the old one moved and each changed one has the old one's kind, keyword and flags (a name
    /// typed in: `favorites` → `favoritesx`); nil otherwise, and empty when ``isTriviaOnly``.
    public let renamedTokens: [Int]?
    /// The old tokens of ``renamedTokens``, in the same order (positions in the old text).
    public let renamedFrom: [Token]
    /// The new text's length minus the old one's.
    public let delta: Int
    /// The new text's bytes that differ from the old one's: outside them, both texts are the
    /// same bytes (at offsets moved by ``delta`` after them).
    public let newChange: Range<Int>
    /// The old and the new tokens lexed again, one for one when ``isTriviaOnly``: from the
    /// token before the line of the first changed byte up to the first token that is the old
    /// one moved.
    let oldWindow: [Token]
    let newWindow: [Token]
    /// Where the old tokens lexed again start, and where the first old token after them (moved
    /// by ``delta``) starts; past the end of the old text when none is.
    let windowStart: Int
    let windowEnd: Int

    /// The new offset of an offset in the old text that is the start or the end of a token, or
    /// that lies before or after the tokens lexed again; nil for any other offset among those
    /// tokens, or for any offset among them when tokens came or went (not one for one, as
    /// ``renamedTokens`` says they are).
    public func newOffset(_ offset: Int) -> Int? {
        if offset < windowStart { return offset }
        if offset >= windowEnd { return offset + delta }
        guard renamedTokens != nil else { return nil }
        for (old, new) in zip(oldWindow, newWindow) {
            if Int(old.start) == offset { return Int(new.start) }
            if Int(old.end) == offset { return Int(new.end) }
        }
        return nil
    }

    /// The new range of a range of the old text whose ends ``newOffset(_:)`` maps.
    public func newRange(_ range: ByteRange) -> ByteRange? {
        guard let start = newOffset(range.start), let end = newOffset(range.end) else { return nil }
        return ByteRange(start: start, end: end)
    }
}

extension Lexer {
    /// The tokens of `new`, given `old` and its tokens (as ``tokenize(_:)`` gave them), which
    /// `tokens` holds and is changed into in place: lexes again from the start of the line
    /// holding the first changed byte (a bare `/…/` regex is decided by the rest of its line)
    /// until a token in the unchanged end of the text lies where an old token lay and is the
    /// same token; every later token is then the old one, moved. A caller holding the only
    /// reference to `tokens` pays for the stretch lexed again and the move, not for a copy.
    ///
    /// Nil, with `tokens` untouched, when that cannot give exactly what ``tokenize(_:)`` would:
    /// `tokens` holds no end-of-file token at the old text's end, or the stretch lexed again has
    /// lexical errors (which the old tokens do not record). The caller lexes the whole text then.
    public static func relex(old: SourceText, tokens: inout [Token], new: SourceText) -> TokenEdit? {
        guard let last = tokens.last, last.kind == .endOfFile, Int(last.start) == old.count,
            old.count < Int(Int32.max), new.count < Int(Int32.max)
        else { return nil }
        let oldTokens = tokens
        let delta = new.count - old.count
        let (prefix, suffix) = commonEnds(old.bytes, new.bytes)
        let oldChangeEnd = old.count - suffix
        let newChangeEnd = new.count - suffix
        // The first old token that ends at or after the first changed byte may change; so may
        // any token of its line. The token before that line (the seed) keeps its kind only if
        // nothing it looked at changed: its line, line break included, must end before the
        // first changed byte. Lexing starts after the seed, or at the top of the file.
        var first = tokenIndex(endingAtOrAfter: prefix, in: oldTokens)
        while first > 0 {
            while first > 0, !oldTokens[first].flags.contains(.isAtStartOfLine) { first -= 1 }
            guard first > 0, !holdsLineBreak(old.bytes, from: Int(oldTokens[first - 1].end), to: prefix) else { break }
            first -= 1
        }
        // A line break follows the seed, unchanged: so does its trailing flag.
        let seed = first > 0 ? oldTokens[first - 1] : nil
        let scan = new.bytes.withUnsafeBufferPointer { buffer -> (lexed: [Token], resumeOld: Int, resumeNew: Int)? in
            var scanner = Scanner(bytes: buffer)
            if let seed { scanner.pos = Int(seed.end) } else { scanner.skipFileHeader() }
            var lexed: [Token] = []
            var capacity = 64
            // Where the new tokens meet the old ones again: the old token's index, the new one's.
            var found: Int?
            var resumeNew = 0
            var checked = seed == nil ? 0 : 1
            search: while true {
                let scanned = lexed
                lexed = Array(unsafeUninitializedCapacity: capacity) { storage, initializedCount in
                    if scanned.isEmpty, let seed {
                        storage.initializeElement(at: 0, to: seed)
                        scanner.tokens = TokenBuffer(storage: storage, count: 1)
                    } else {
                        _ = storage.initialize(fromContentsOf: scanned)
                        scanner.tokens = TokenBuffer(storage: storage, count: scanned.count)
                    }
                    scanner.run()
                    initializedCount = scanner.tokens.count
                }
                guard scanner.errors.isEmpty else { return nil }
                // A token is compared once the next one is lexed: only then is its trailing
                // flag final. The end-of-file token has no next one and is final at once.
                let settled = scanner.isFinished ? lexed.count : lexed.count - 1
                while checked < settled {
                    let token = lexed[checked]
                    if Int(token.start) >= newChangeEnd, Int(token.start) - delta >= oldChangeEnd {
                        let oldStart = Int(token.start) - delta
                        let index = tokenIndex(endingAtOrAfter: oldStart + 1, in: oldTokens)
                        if index < oldTokens.count, Int(oldTokens[index].start) == oldStart,
                            sameToken(oldTokens[index], token)
                        {
                            found = index
                            resumeNew = checked
                            break search
                        }
                    }
                    checked += 1
                }
                if scanner.isFinished { break }
                capacity *= 4
            }
            // Without a point where the streams meet again, the new tokens lexed run to the end.
            guard let found else { return (lexed, oldTokens.count, lexed.count) }
            return (lexed, found, resumeNew)
        }
        guard let (lexed, resumeOld, resumeNew) = scan else { return nil }
        let windowStart = seed == nil ? 0 : first - 1
        // Copies: the edit must not keep the old tokens alive while the new text is parsed.
        let oldWindow = Array(oldTokens[windowStart..<resumeOld])
        let newWindow = Array(lexed[0..<resumeNew])
        // One for one: the same kinds, keywords and flags; which tokens' bytes changed.
        var renamed: [Int]? = oldWindow.count == newWindow.count ? [] : nil
        var renamedFrom: [Token] = []
        if renamed != nil {
            old.bytes.withUnsafeBufferPointer { oldBytes in
                new.bytes.withUnsafeBufferPointer { newBytes in
                    for (offset, (a, b)) in zip(oldWindow, newWindow).enumerated() {
                        guard a.kind == b.kind, a.keyword == b.keyword, a.flags == b.flags else {
                            renamed = nil
                            break
                        }
                        if a.end - a.start != b.end - b.start || !sameBytes(a, oldBytes, b, newBytes) {
                            renamed?.append(windowStart + offset)
                            renamedFrom.append(a)
                        }
                    }
                }
            }
        }
        let isTriviaOnly = renamed?.isEmpty ?? false
        let oldWindowStart = oldWindow.first.map { Int($0.start) } ?? Int(oldTokens[resumeOld].start)
        let oldWindowEnd = resumeOld < oldTokens.count ? Int(oldTokens[resumeOld].start) : old.count + 1
        // In place: the caller's reference is then the only one.
        _ = consume oldTokens
        if oldWindow.count == newWindow.count {
            tokens.withUnsafeMutableBufferPointer { buffer in
                for (offset, token) in newWindow.enumerated() { buffer[windowStart + offset] = token }
            }
        } else {
            tokens.replaceSubrange(windowStart..<resumeOld, with: newWindow)
        }
        let moved = Int32(truncatingIfNeeded: delta)
        if moved != 0 {
            tokens.withUnsafeMutableBufferPointer { buffer in
                for index in (windowStart + resumeNew)..<buffer.count {
                    buffer[index].start &+= moved
                    buffer[index].end &+= moved
                }
            }
        }
        return TokenEdit(
            tokens: tokens, isTriviaOnly: isTriviaOnly, renamedTokens: renamed, renamedFrom: renamed == nil ? [] : renamedFrom,
            delta: delta, newChange: prefix..<newChangeEnd, oldWindow: oldWindow,
            newWindow: newWindow,
            windowStart: oldWindowStart, windowEnd: oldWindowEnd)
    }

    /// The lengths of the longest common prefix and the longest common suffix of two byte
    /// arrays that do not overlap in the shorter one.
    static func commonEnds(_ a: [UInt8], _ b: [UInt8]) -> (prefix: Int, suffix: Int) {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                let shorter = min(a.count, b.count)
                var prefix = 0
                while prefix + 8 <= shorter,
                    UnsafeRawBufferPointer(a).loadUnaligned(fromByteOffset: prefix, as: UInt64.self)
                        == UnsafeRawBufferPointer(b).loadUnaligned(fromByteOffset: prefix, as: UInt64.self)
                {
                    prefix += 8
                }
                while prefix < shorter, a[prefix] == b[prefix] { prefix += 1 }
                var suffix = 0
                let limit = shorter - prefix
                while suffix + 8 <= limit,
                    UnsafeRawBufferPointer(a).loadUnaligned(fromByteOffset: a.count - suffix - 8, as: UInt64.self)
                        == UnsafeRawBufferPointer(b).loadUnaligned(fromByteOffset: b.count - suffix - 8, as: UInt64.self)
                {
                    suffix += 8
                }
                while suffix < limit, a[a.count - suffix - 1] == b[b.count - suffix - 1] { suffix += 1 }
                return (prefix, suffix)
            }
        }
    }

    /// Whether `bytes[start..<end]` holds a line break.
    static func holdsLineBreak(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        var index = end - 1
        while index >= start {
            if bytes[index] == 0x0A || bytes[index] == 0x0D { return true }
            index -= 1
        }
        return false
    }

    /// The index of the first token that ends at or after `offset` (the end-of-file token if
    /// none does).
    static func tokenIndex(endingAtOrAfter offset: Int, in tokens: [Token]) -> Int {
        var low = 0
        var high = tokens.count - 1
        while low < high {
            let mid = (low + high) / 2
            if Int(tokens[mid].end) < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Whether two tokens are alike but for where they are: kind, keyword, flags and length.
    static func sameToken(_ a: Token, _ b: Token) -> Bool {
        a.kind == b.kind && a.keyword == b.keyword && a.flags == b.flags && a.end - a.start == b.end - b.start
    }

    /// Whether two tokens of equal length have the same bytes.
    static func sameBytes(
        _ a: Token, _ aBytes: UnsafeBufferPointer<UInt8>, _ b: Token, _ bBytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let length = Int(a.end - a.start)
        for index in 0..<length where aBytes[Int(a.start) + index] != bBytes[Int(b.start) + index] { return false }
        return true
    }
}
