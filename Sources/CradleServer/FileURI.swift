import Foundation

/// `file://` URIs and paths.
enum FileURI {
    /// The path of a `file://` URI, percent-decoded; nil for other schemes. An escaped slash
    /// (`%2F`) is part of a name, not a separator, so it stays escaped: decoding it would name
    /// another file.
    static func path(_ uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = String(uri.dropFirst("file://".count))
        if !rest.hasPrefix("/"), let slash = rest.firstIndex(of: "/") { rest = String(rest[slash...]) }  // file://host/path
        return rest.replacingOccurrences(of: "%2f", with: "%2F").components(separatedBy: "%2F")
            .map { $0.removingPercentEncoding ?? $0 }.joined(separator: "%2F")
    }

    /// The `file://` URI of an absolute path.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#[]@!$&'()*+,;=")
        allowed.insert(charactersIn: "/")
        return "file://" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path)
    }
}
