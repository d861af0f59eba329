/// A half-open range of positions (LSP's `Range`).
public struct LSPRange: Codable, Sendable, Hashable {
    /// The first position.
    public var start: Position
    /// The position just past the end.
    public var end: Position

    /// The range `start..<end`.
    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}
