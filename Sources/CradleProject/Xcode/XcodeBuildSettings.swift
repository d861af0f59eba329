/// The build settings of one Xcode target, most specific level first (the target's configuration,
/// then the project's, then Xcode's defaults), with `$(NAME)` / `${NAME}` references expanded
/// statically, `$(inherited)` and the modifiers `c99extidentifier`, `identifier`,
/// `rfc1034identifier`, `lower`, `upper` and `default=` included. A reference to a setting that
/// none of the levels defines (one from an `.xcconfig` file or the environment) makes the value
/// unresolvable rather than guessed.
struct XcodeBuildSettings {
    /// Setting name → value as written, most specific level first.
    var levels: [[String: String]]

    /// How many references may be expanded inside one another; deeper means a cycle.
    static let expansionLimit = 32

    /// Xcode's defaults for the settings that name a module.
    static func defaults(targetName: String, projectName: String) -> [String: String] {
        [
            "TARGET_NAME": targetName,
            "PROJECT_NAME": projectName,
            "PRODUCT_NAME": "$(TARGET_NAME)",
            "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
        ]
    }

    /// The expanded value of `name`; nil when it, or a setting it refers to, is undefined, or the
    /// expansion uses a modifier we cannot apply.
    func value(of name: String) -> String? {
        lookup(name, from: 0, depth: 0)
    }

    private func lookup(_ name: String, from level: Int, depth: Int) -> String? {
        guard depth < Self.expansionLimit, level < levels.count else { return nil }
        for index in level..<levels.count {
            if let raw = levels[index][name] { return expand(raw, setting: name, level: index, depth: depth + 1) }
        }
        return nil
    }

    /// `text` with every `$(…)` and `${…}` replaced.
    private func expand(_ text: String, setting: String, level: Int, depth: Int) -> String? {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let isReference =
                bytes[index] == UInt8(ascii: "$") && index + 1 < bytes.count
                && (bytes[index + 1] == UInt8(ascii: "(") || bytes[index + 1] == UInt8(ascii: "{"))
            guard isReference else {
                result.append(bytes[index])
                index += 1
                continue
            }
            let close = bytes[index + 1] == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
            var end = index + 2
            var nesting = 0
            while end < bytes.count {
                if bytes[end] == UInt8(ascii: "("), bytes[end - 1] == UInt8(ascii: "$") { nesting += 1 }
                if bytes[end] == close {
                    if nesting == 0 { break }
                    nesting -= 1
                }
                end += 1
            }
            guard end < bytes.count else { return nil }
            let inner = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
            guard let expandedInner = expand(inner, setting: setting, level: level, depth: depth + 1),
                let replacement = reference(expandedInner, setting: setting, level: level, depth: depth)
            else { return nil }
            result.append(contentsOf: replacement.utf8)
            index = end + 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The value of one reference's contents, `NAME` or `NAME:modifier:…`.
    private func reference(_ contents: String, setting: String, level: Int, depth: Int) -> String? {
        guard depth < Self.expansionLimit else { return nil }
        var parts = contents.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let name = parts.removeFirst()
        var value: String?
        if name == "inherited" {
            value = lookup(setting, from: level + 1, depth: depth + 1) ?? ""
        } else {
            value = lookup(name, from: 0, depth: depth + 1)
        }
        for modifier in parts {
            if modifier.hasPrefix("default=") {
                if value?.isEmpty ?? true { value = String(modifier.dropFirst("default=".count)) }
                continue
            }
            guard let current = value else { return nil }
            switch modifier {
            case "c99extidentifier", "identifier": value = SwiftPackageReader.c99Name(current)
            case "rfc1034identifier":
                value = String(
                    current.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "-" })
            case "lower": value = current.lowercased()
            case "upper": value = current.uppercased()
            default: return nil
            }
        }
        return value
    }
}
