/// A small open-addressing table from a word's bytes to its ``Keyword``: lexing classifies every
/// identifier, so this look-up must be cheap. A word of up to 16 bytes is packed into two
/// integers; a look-up costs one multiply-shift hash, a byte load (an empty slot ends most
/// misses) and, for a candidate, one comparison of the packed words.
struct KeywordTable: Sendable {
    /// One keyword: its packed text and the token kind it lexes as.
    private struct Entry: Sendable {
        var low: UInt64
        var high: UInt64
        var keyword: Keyword
        var kind: TokenKind
    }

    private static let slotBits = 10
    private static let slotMask = (1 << slotBits) - 1
    /// The longest word that can be a keyword, `#` included.
    private static let maximumLength = 16
    /// Per slot, an index into `entries`, or 0 when the slot is empty.
    private var slots: [UInt8]
    /// Entry 0 is a placeholder for empty slots.
    private var entries: [Entry]

    /// The shared table over every keyword's text.
    static let shared = KeywordTable()

    private init() {
        slots = Array(repeating: 0, count: 1 << Self.slotBits)
        entries = [Entry(low: 0, high: 0, keyword: .none, kind: .identifier)]
        for keyword in Keyword.allCases where keyword != .none {
            let bytes = Array(keyword.text.utf8)
            let (low, high) = bytes.withUnsafeBufferPointer { Self.pack($0, 0, $0.count) }
            let kind: TokenKind = keyword.isPoundKeyword ? .poundKeyword : keyword.isReserved ? .keyword : .identifier
            entries.append(Entry(low: low, high: high, keyword: keyword, kind: kind))
            var slot = Self.slot(low, high)
            while slots[slot] != 0 { slot = (slot + 1) & Self.slotMask }
            slots[slot] = UInt8(entries.count - 1)
        }
    }

    /// Packs `bytes[start..<end]` (1 to 16 bytes) little-endian into two integers, zero-padded.
    /// Words are made of identifier characters (never a zero byte), so equal packings mean
    /// equal words.
    @inline(__always)
    private static func pack(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (UInt64, UInt64) {
        let length = end - start
        if start + 16 <= bytes.count, let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base + start)
            let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            if length < 8 { return (low & ((1 &<< UInt64(length &* 8)) &- 1), 0) }
            if length == 16 { return (low, high) }
            return (low, high & ((1 &<< UInt64((length &- 8) &* 8)) &- 1))
        }
        // Near the end of the text: byte by byte, never reading past it.
        var low: UInt64 = 0
        var high: UInt64 = 0
        var i = 0
        while i < length {
            let byte = UInt64(bytes[start + i])
            if i < 8 { low |= byte &<< UInt64(i &* 8) } else { high |= byte &<< UInt64((i &- 8) &* 8) }
            i += 1
        }
        return (low, high)
    }

    @inline(__always)
    private static func slot(_ low: UInt64, _ high: UInt64) -> Int {
        let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> UInt64(64 - slotBits))
    }

    /// The keyword spelled by `bytes[start..<end]` and the token kind it lexes as, or `.none`
    /// and `.identifier`. Pound keywords are looked up with their `#`, so `start` must be at
    /// the `#` for them; other words never start with `#`.
    @inline(__always)
    func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (Keyword, TokenKind) {
        let length = end - start
        guard length >= 1, length <= Self.maximumLength else { return (.none, .identifier) }
        let (low, high) = Self.pack(bytes, start, end)
        return classify(packedLow: low, packedHigh: high)
    }

    /// The keyword of a word of 1 to 16 bytes packed little-endian and zero-padded into two
    /// integers, and the token kind it lexes as; see ``classify(_:_:_:)``.
    @inline(__always)
    func classify(packedLow low: UInt64, packedHigh high: UInt64) -> (Keyword, TokenKind) {
        var slot = Self.slot(low, high)
        while true {
            let index = Int(slots[slot])
            if index == 0 { return (.none, .identifier) }
            let entry = entries[index]
            if entry.low == low && entry.high == high { return (entry.keyword, entry.kind) }
            slot = (slot + 1) & Self.slotMask
        }
    }
}
