/// Lexical path arithmetic on `/`-separated strings: no file-system calls, so resolving a path
/// costs no `stat` (symbolic links are dealt with once per folder by the file walk).
public enum PathName {
    /// `path` with `.`, `..` and repeated separators resolved lexically; absolute paths stay
    /// absolute, and `..` never climbs above `/`.
    public static func standardized(_ path: String) -> String {
        if isStandard(path) { return path }
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if component == "..", isAbsolute { continue }
            parts.append(component)
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether `path` is already standardized: not empty, no empty, `.` or `..` component and
    /// no trailing separator (one pass over the bytes, no allocation): the common case.
    static func isStandard(_ path: String) -> Bool {
        var previous: UInt8 = 0
        var componentLength = 0
        var dots = 0
        var count = 0
        for byte in path.utf8 {
            count += 1
            if byte == UInt8(ascii: "/") {
                if previous == UInt8(ascii: "/") || componentLength > 0 && dots == componentLength { return false }
                componentLength = 0
                dots = 0
            } else {
                componentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
            previous = byte
        }
        if count == 0 || count > 1 && previous == UInt8(ascii: "/") { return false }
        // A last component of only dots is `.` or `..` (or `...`, a name, which the slow path keeps).
        return !(componentLength > 0 && dots == componentLength)
    }

    /// `path` made absolute against `base` (an absolute folder), then standardized.
    public static func absolute(_ path: String, base: String) -> String {
        standardized(path.hasPrefix("/") ? path : join(base, path))
    }

    /// `folder/name`, without doubling separators and without a leading `./`.
    public static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty || folder == "." { return name }
        if name.isEmpty || name == "." { return folder }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The path of `path` below `folder` (both standardized, both absolute or both relative), or
    /// nil when it is not inside; the folder itself gives "".
    public static func relative(_ path: String, to folder: String) -> String? {
        if path == folder { return "" }
        if folder == "/" { return path.hasPrefix("/") ? String(path.dropFirst()) : nil }
        if folder == "." { return path.hasPrefix("/") || path.hasPrefix("../") || path == ".." ? nil : path }
        guard path.hasPrefix(folder), path.utf8.dropFirst(folder.utf8.count).first == UInt8(ascii: "/") else { return nil }
        return String(path.utf8.dropFirst(folder.utf8.count + 1))
    }

    /// The way from `folder` to `path` (both absolute, standardized), with `..` where needed.
    public static func relativePath(from folder: String, to path: String) -> String {
        let from = folder.split(separator: "/")
        let to = path.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        let rest = to[common...].map(String.init)
        let joined = (ups + rest).joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }

    /// The last component.
    public static func lastComponent(_ path: String) -> String {
        let bytes = path.utf8
        // Trailing separators belong to no component; a path of separators only is itself.
        guard let end = bytes.lastIndex(where: { $0 != UInt8(ascii: "/") }) else { return path }
        let start = bytes[..<end].lastIndex(of: UInt8(ascii: "/")).map(bytes.index(after:)) ?? bytes.startIndex
        return String(path[start...end])
    }

    /// The folder that contains `path` (lexically).
    public static func parent(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == path.utf8.startIndex { return "/" }
        return String(path[..<slash])
    }
}
