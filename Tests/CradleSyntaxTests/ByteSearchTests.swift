import Testing

@testable import CradleSyntax

@Suite("Byte search")
struct ByteSearchTests {
    @Test("every occurrence, overlapping ones too, within a range; an empty needle occurs nowhere")
    func occurrences() {
        let text = Array("aaa-aa-graph".utf8)
        #expect(ByteSearch.occurrences(of: Array("aa".utf8), in: text) == [0, 1, 4])
        #expect(ByteSearch.occurrences(of: Array("aa".utf8), in: text, range: 1..<6) == [1, 4])
        #expect(ByteSearch.occurrences(of: Array("aa".utf8), in: text, range: 2..<5) == [])
        #expect(ByteSearch.occurrences(of: Array("graph".utf8), in: text) == [7])
        #expect(ByteSearch.occurrences(of: [], in: text) == [])
        #expect(ByteSearch.occurrences(of: Array("graphs".utf8), in: text) == [])
        #expect(ByteSearch.occurrences(of: Array("a".utf8), in: []) == [])
    }

    @Test("the first occurrence a caller's test accepts")
    func firstOccurrence() {
        let text = Array("Provided Provide(".utf8)
        let needle = Array("Provide".utf8)
        #expect(ByteSearch.firstOccurrence(of: needle, in: text) == 0)
        #expect(ByteSearch.firstOccurrence(of: needle, in: text) { text[$0 + needle.count] == UInt8(ascii: "(") } == 9)
        #expect(ByteSearch.firstOccurrence(of: needle, in: text) { _ in false } == nil)
    }

    @Test("a seeded comparison with the plain search on random texts")
    func agreesWithPlainSearch() {
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<2_000 {
            let text = (0..<next(40)).map { _ in UInt8(ascii: "a") + UInt8(next(3)) }
            let needle = (0..<(1 + next(3))).map { _ in UInt8(ascii: "a") + UInt8(next(3)) }
            let plain = text.indices.filter { start in
                start + needle.count <= text.count && Array(text[start..<start + needle.count]) == needle
            }
            #expect(ByteSearch.occurrences(of: needle, in: text) == plain)
        }
    }
}
