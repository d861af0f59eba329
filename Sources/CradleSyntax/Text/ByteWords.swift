/// Tests on eight bytes at once (a word loaded from a byte buffer), for scans that skip the
/// words holding nothing they look for.
public enum ByteWords {
    /// One bit per byte: a word of `0x01` bytes.
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
    /// The high bit of every byte: set where a byte is above ASCII.
    public static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether some byte of `word` may equal `byte`. Never false when one does; true at times for
    /// the byte after a matching one, so a hit is checked byte by byte.
    @inlinable
    public static func mayContain(_ word: UInt64, _ byte: UInt8) -> Bool {
        let masked = word ^ (UInt64(byte) &* ones)
        return (masked &- ones) & ~masked & highBits != 0
    }
}
