/// A JSON value with deterministic serialization (object keys keep their insertion order).
enum JSONValue: Equatable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Int)
    case bool(Bool)
    case null

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }

    /// Compact (`indent` nil) or pretty-printed text.
    func serialized(indent: Int? = 2) -> String {
        var output = ""
        write(into: &output, level: 0, indent: indent)
        return output
    }

    private func write(into output: inout String, level: Int, indent: Int?) {
        let newline = indent == nil ? "" : "\n"
        let pad = { (level: Int) in String(repeating: " ", count: (indent ?? 0) * level) }
        switch self {
        case .object(let members):
            if members.isEmpty {
                output += "{}"
                return
            }
            output += "{" + newline
            for (index, (key, value)) in members.enumerated() {
                output += pad(level + 1) + Self.quote(key) + (indent == nil ? ":" : ": ")
                value.write(into: &output, level: level + 1, indent: indent)
                output += (index + 1 < members.count ? "," : "") + newline
            }
            output += pad(level) + "}"
        case .array(let elements):
            if elements.isEmpty {
                output += "[]"
                return
            }
            output += "[" + newline
            for (index, element) in elements.enumerated() {
                output += pad(level + 1)
                element.write(into: &output, level: level + 1, indent: indent)
                output += (index + 1 < elements.count ? "," : "") + newline
            }
            output += pad(level) + "]"
        case .string(let text): output += Self.quote(text)
        case .number(let value): output += String(value)
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        }
    }

    /// A JSON string literal with the required escapes.
    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
