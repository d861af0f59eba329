/// The object ID git gives a file's content: SHA-1 (FIPS 180-4) of `blob <size>\0` followed by
/// the bytes, as 40 lower-case hexadecimal digits. A revision's blob whose ID equals that of the
/// same path in the working tree holds exactly the working tree's bytes, so `--diff` reads it
/// from the file instead of inflating it through `git cat-file`.
enum GitObjectID {
    /// The ID of a blob holding `bytes`.
    static func blob(_ bytes: [UInt8]) -> String {
        var hasher = SHA1()
        hasher.update(Array("blob \(bytes.count)\u{0}".utf8))
        hasher.update(bytes)
        return hasher.hexDigest()
    }

    /// Whether `id` names an object by SHA-1 (40 hexadecimal digits); a repository that uses
    /// SHA-256 names its objects with 64.
    static func isSHA1(_ id: String) -> Bool {
        id.utf8.count == 40 && id.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}

/// SHA-1, streamed: ``update(_:)`` any number of times, then ``hexDigest()`` once.
struct SHA1 {
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0
    )
    /// Bytes not yet hashed (less than one 64-byte block).
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    mutating func update(_ bytes: [UInt8]) {
        length &+= UInt64(bytes.count)
        var start = 0
        if !pending.isEmpty {
            let take = min(64 - pending.count, bytes.count)
            pending += bytes[0..<take]
            start = take
            guard pending.count == 64 else { return }
            let block = pending
            block.withUnsafeBufferPointer { buffer in if let base = buffer.baseAddress { compress(base) } }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = (bytes.count - start) / 64 * 64
        if whole > 0 {
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                var offset = start
                while offset < start + whole {
                    compress(base + offset)
                    offset += 64
                }
            }
        }
        pending += bytes[(start + whole)...]
    }

    /// The digest of everything given, as 40 hexadecimal digits.
    mutating func hexDigest() -> String {
        let bitLength = length &* 8
        var tail = pending + [0x80]
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        tail.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                compress(base + offset)
                offset += 64
            }
        }
        pending = []
        let words = [state.0, state.1, state.2, state.3, state.4]
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(40)
        for word in words {
            for shift in stride(from: 28, through: 0, by: -4) { text.append(digits[Int((word >> UInt32(shift)) & 0xF)]) }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Hashes one 64-byte block: the message schedule lives in 16 words, extended as the rounds
    /// go, and each of the four kinds of round runs in a loop of its own.
    private mutating func compress(_ block: UnsafePointer<UInt8>) {
        state = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 16) { w in
            for index in 0..<16 {
                let base = index &* 4
                w[index] =
                    UInt32(block[base]) << 24 | UInt32(block[base &+ 1]) << 16 | UInt32(block[base &+ 2]) << 8
                    | UInt32(block[base &+ 3])
            }
            var (a, b, c, d, e) = state
            @inline(__always) func word(_ index: Int) -> UInt32 {
                guard index >= 16 else { return w[index] }
                let mixed = w[(index &+ 13) & 15] ^ w[(index &+ 8) & 15] ^ w[(index &+ 2) & 15] ^ w[index & 15]
                let value = mixed << 1 | mixed >> 31
                w[index & 15] = value
                return value
            }
            @inline(__always) func round(_ f: UInt32, _ k: UInt32, _ index: Int) {
                let next = (a << 5 | a >> 27) &+ f &+ e &+ k &+ word(index)
                e = d
                d = c
                c = b << 30 | b >> 2
                b = a
                a = next
            }
            for index in 0..<20 { round((b & c) | (~b & d), 0x5A82_7999, index) }
            for index in 20..<40 { round(b ^ c ^ d, 0x6ED9_EBA1, index) }
            for index in 40..<60 { round((b & c) | (b & d) | (c & d), 0x8F1B_BCDC, index) }
            for index in 60..<80 { round(b ^ c ^ d, 0xCA62_C1D6, index) }
            return (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e)
        }
    }
}
