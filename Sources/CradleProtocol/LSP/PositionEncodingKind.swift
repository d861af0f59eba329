/// How positions count characters, as negotiated at `initialize`.
public enum PositionEncodingKind: String, Codable, Sendable {
    /// Bytes of UTF-8.
    case utf8 = "utf-8"
    /// UTF-16 code units, LSP's default.
    case utf16 = "utf-16"
}
