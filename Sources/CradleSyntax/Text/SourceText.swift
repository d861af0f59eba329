/// An immutable Swift source file as UTF-8 bytes; every offset in the syntax layer points into it.
public struct SourceText: Sendable, Hashable {
    /// The file's bytes, exactly as read (not validated, not normalised).
    public let bytes: [UInt8]

    /// Creates a text from raw bytes, which may be any byte sequence.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Creates a text from a Swift string.
    public init(_ string: String) {
        self.bytes = Array(string.utf8)
    }

    /// The number of bytes.
    public var count: Int { bytes.count }

    /// The bytes of `range` decoded as UTF-8, with invalid sequences replaced by U+FFFD.
    public subscript(range: ByteRange) -> String {
        let lower = max(0, min(range.start, bytes.count))
        let upper = max(lower, min(range.end, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}

/// A half-open range of UTF-8 byte offsets, `start..<end`.
public struct ByteRange: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The first byte's offset.
    public var start: Int
    /// The offset just past the last byte.
    public var end: Int

    /// Creates the range `start..<end`.
    public init(start: Int, end: Int) {
        assert(start <= end, "inverted range")
        self.start = start
        self.end = max(start, end)
    }

    /// Creates an empty range at `offset`.
    public init(at offset: Int) {
        self.start = offset
        self.end = offset
    }

    /// The number of bytes covered.
    public var length: Int { end - start }

    /// Whether the range covers no byte.
    public var isEmpty: Bool { start == end }

    /// Whether `offset` lies inside the range, or at its end (cursor positions touch a range's end).
    public func contains(_ offset: Int) -> Bool { offset >= start && offset <= end }

    /// The smallest range covering both.
    public func union(_ other: ByteRange) -> ByteRange {
        ByteRange(start: min(start, other.start), end: max(end, other.end))
    }

    public static func < (lhs: ByteRange, rhs: ByteRange) -> Bool {
        lhs.start != rhs.start ? lhs.start < rhs.start : lhs.end < rhs.end
    }

    public var description: String { "\(start)..<\(end)" }
}
