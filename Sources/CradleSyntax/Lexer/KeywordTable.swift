/// A small open-addressing table from a word's bytes to its ``Keyword``: lexing classifies every
/// identifier, so this look-up must cost a hash of three bytes and one comparison.
struct KeywordTable: Sendable {
    private static let slotCount = 1024
    private var slots: [UInt8]
    private var words: [[UInt8]]
    private var keywords: [Keyword]

    /// The shared table over every keyword's text.
    static let shared = KeywordTable()

    private init() {
        slots = Array(repeating: 0, count: Self.slotCount)
        words = [[]]
        keywords = [.none]
        for keyword in Keyword.allCases where keyword != .none {
            var bytes = Array(keyword.text.utf8)
            if keyword.isPoundKeyword { bytes.removeFirst() }
            words.append(bytes)
            keywords.append(keyword)
            var slot = Self.hash(bytes.count) { bytes[$0] }
            while slots[slot] != 0 { slot = (slot + 1) & (Self.slotCount - 1) }
            slots[slot] = UInt8(words.count - 1)
        }
    }

    @inline(__always)
    private static func hash(_ length: Int, _ byte: (Int) -> UInt8) -> Int {
        let first = Int(byte(0))
        let last = Int(byte(length - 1))
        let second = length > 1 ? Int(byte(1)) : 0
        return (length &* 131 &+ first &* 31 &+ second &* 7 &+ last &* 17) & (slotCount - 1)
    }

    /// The keyword spelled by `bytes[start..<end]`, or `.none`. Pound keywords are looked up by
    /// their name without `#` and returned only when `isPound` is set; other words only when not.
    func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, isPound: Bool) -> Keyword {
        let length = end - start
        guard length >= 1, length <= 16 else { return .none }
        var slot = Self.hash(length) { bytes[start + $0] }
        while true {
            let index = Int(slots[slot])
            if index == 0 { return .none }
            let word = words[index]
            if word.count == length {
                var equal = true
                var i = 0
                while i < length {
                    if word[i] != bytes[start + i] {
                        equal = false
                        break
                    }
                    i += 1
                }
                if equal {
                    let keyword = keywords[index]
                    if keyword.isPoundKeyword == isPound { return keyword }
                }
            }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
    }
}
