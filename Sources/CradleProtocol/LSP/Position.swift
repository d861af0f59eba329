/// A zero-based line and character, counted in the negotiated position encoding.
public struct Position: Codable, Sendable, Hashable {
    /// The zero-based line.
    public var line: Int
    /// The zero-based column in the negotiated encoding's code units.
    public var character: Int

    /// A position at `line` and `character`.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}
