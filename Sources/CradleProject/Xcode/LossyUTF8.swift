/// Decodes bytes that should be UTF-8 without failing: invalid sequences become U+FFFD, and the
/// caller learns whether there were any, to report them once.
enum LossyUTF8 {
    /// The text, and whether every byte was valid UTF-8.
    static func decode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> (text: String, isValid: Bool) {
        var text = ""
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var isValid = true
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
            case .emptyInput: return (text, isValid)
            case .error:
                isValid = false
                text.unicodeScalars.append("\u{FFFD}")
            }
        }
    }
}
