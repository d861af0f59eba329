import CradleAnalysis

/// Reads an Xcode `.xcconfig` file statically: `NAME = value` lines (later ones win), `//`
/// comments, and `#include "other.xcconfig"` / `#include? "…"` relative to the including file,
/// read in place. Conditional settings (`NAME[sdk=…] = …`) are left out, as in the project file.
/// A file that cannot be read, an include of an include of itself, or includes nested deeper
/// than ``maximumDepth`` are problems; what was read still counts.
enum XcodeConfigFile {
    /// How deeply includes may nest.
    static let maximumDepth = 16

    /// The settings of the file at `path` (absolute), read through `readFile`, and what could not
    /// be read.
    static func settings(at path: String, readFile: (String) -> [UInt8]?) -> (settings: [String: String], problems: [MessageText])
    {
        var settings: [String: String] = [:]
        var problems: [MessageText] = []
        var including: [String] = []
        read(path, optional: false, into: &settings, problems: &problems, including: &including, readFile: readFile)
        return (settings, problems)
    }

    private static func read(
        _ path: String, optional: Bool, into settings: inout [String: String], problems: inout [MessageText],
        including: inout [String], readFile: (String) -> [UInt8]?
    ) {
        let name = PathName.lastComponent(path)
        guard !including.contains(path) else {
            problems.append(XcodeText.includesItself.bilingual(name))
            return
        }
        guard including.count < maximumDepth else {
            problems.append(XcodeText.includesTooDeep.bilingual(name, maximumDepth))
            return
        }
        guard let bytes = readFile(path) else {
            if !optional { problems.append(XcodeText.configurationFileUnreadable.bilingual(name)) }
            return
        }
        including.append(path)
        defer { including.removeLast() }
        let text = String(decoding: bytes, as: UTF8.self)
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = String(rawLine)
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            line = line.trimmingSpaces()
            guard !line.isEmpty else { continue }
            if line.hasPrefix("#include") {
                var rest = line.dropFirst("#include".count)
                let isOptional = rest.hasPrefix("?")
                if isOptional { rest = rest.dropFirst() }
                rest = Substring(rest.trimmingSpaces())
                guard rest.count >= 2, rest.first == "\"", rest.last == "\"" else { continue }
                let included = String(rest.dropFirst().dropLast())
                // `<DEVELOPER_DIR>/…` and other source-tree paths are outside the project.
                guard !included.hasPrefix("<") else { continue }
                read(
                    PathName.absolute(included, base: PathName.parent(path)), optional: isOptional, into: &settings,
                    problems: &problems, including: &including, readFile: readFile)
                continue
            }
            guard let equal = line.firstIndex(of: "=") else { continue }
            let key = line[..<equal].trimmingSpaces()
            guard !key.isEmpty, !key.contains("["), !key.contains(" ") else { continue }
            settings[key] = line[line.index(after: equal)...].trimmingSpaces()
        }
    }
}
