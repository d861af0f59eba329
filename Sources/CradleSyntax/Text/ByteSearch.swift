#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Where a byte string occurs in a text: the one home of byte search (`memchr` finds each
/// candidate first byte, `memcmp` checks the rest). The prefilter, the suppression scan, the
/// composition index and the interpolation reads all ask here; callers add their own test of
/// what surrounds an occurrence.
public enum ByteSearch {
    /// Calls `body` with the offset of each occurrence of `needle` in `bytes` within `range`
    /// (the whole buffer when nil), in order, overlapping ones included, until `body` returns
    /// false. An empty needle occurs nowhere.
    public static func forEachOccurrence(
        of needle: UnsafeRawBufferPointer, in bytes: UnsafeRawBufferPointer, range: Range<Int>? = nil,
        _ body: (Int) -> Bool
    ) {
        let range = range ?? 0..<bytes.count
        let length = needle.count
        guard let base = bytes.baseAddress, let needleBase = needle.baseAddress, length > 0, range.lowerBound >= 0,
            range.upperBound <= bytes.count, range.count >= length
        else { return }
        let first = Int32(needle[0])
        let last = range.upperBound - length
        var offset = range.lowerBound
        while offset <= last {
            guard let found = memchr(base + offset, first, last - offset + 1) else { return }
            let position = base.distance(to: UnsafeRawPointer(found))
            if memcmp(found, needleBase, length) == 0, !body(position) { return }
            offset = position + 1
        }
    }

    /// The offsets of every occurrence of `needle` in `bytes` within `range`, in order.
    public static func occurrences(of needle: [UInt8], in bytes: [UInt8], range: Range<Int>? = nil) -> [Int] {
        var found: [Int] = []
        needle.withUnsafeBytes { needle in
            bytes.withUnsafeBytes { bytes in
                forEachOccurrence(of: needle, in: bytes, range: range) { position in
                    found.append(position)
                    return true
                }
            }
        }
        return found
    }

    /// The first occurrence of `needle` in `bytes` for which `isMatch` holds, if any.
    public static func firstOccurrence(
        of needle: [UInt8], in bytes: [UInt8], where isMatch: (Int) -> Bool = { _ in true }
    ) -> Int? {
        var result: Int?
        needle.withUnsafeBytes { needle in
            bytes.withUnsafeBytes { bytes in
                forEachOccurrence(of: needle, in: bytes) { position in
                    guard isMatch(position) else { return true }
                    result = position
                    return false
                }
            }
        }
        return result
    }
}
