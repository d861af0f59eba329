import CradleAnalysis

/// Reads `*.xcworkspace/contents.xcworkspacedata` (`product.md` §2a) with a small tag scanner
/// instead of an XML parser (FoundationXML would add a dynamic library): the `location` of every
/// `<FileRef>`, resolved through the `<Group>` elements around it. Locations are `group:` (relative
/// to the enclosing group, at the top to the workspace's folder), `container:` (relative to the
/// folder that holds the `.xcworkspace`), `absolute:`, and `self:` (the project that embeds the
/// workspace, for `App.xcodeproj/project.xcworkspace`). Never fails: malformed XML stops the scan
/// with a problem and keeps what was read.
public enum XcodeWorkspaceReader {
    /// The references of the workspace whose `contents.xcworkspacedata` is at `path` (absolute).
    public static func read(path: String, data: [UInt8]) -> XcodeWorkspace {
        let bundle = PathName.parent(path)
        let container = PathName.parent(bundle)
        var workspace = XcodeWorkspace(file: path)
        var problems: [MessageText] = []
        var groups: [String] = []
        var seen: Set<String> = []
        var scanner = XMLTagScanner(bytes: data)
        while let tag = scanner.next() {
            switch tag.name {
            case "Group":
                guard !tag.isClosing else {
                    if groups.popLast() == nil { problems.append(XcodeText.groupClosesNothing.bilingual(tag.offset)) }
                    continue
                }
                let base = groups.last ?? container
                let location = tag.attributes["location"].map { resolve($0, base: base, container: container, bundle: bundle) }
                if let location, location == nil {
                    problems.append(XcodeText.groupLocationUnread.bilingual(tag.attributes["location"] ?? "", tag.offset))
                }
                if !tag.isSelfClosing { groups.append((location ?? base) ?? base) }
            case "FileRef":
                guard !tag.isClosing else { continue }
                guard let written = tag.attributes["location"] else {
                    problems.append(XcodeText.fileReferenceNoLocation.bilingual(tag.offset))
                    continue
                }
                if written.hasPrefix("developer:") { continue }  // Xcode's own files
                guard let resolved = resolve(written, base: groups.last ?? container, container: container, bundle: bundle) else {
                    problems.append(XcodeText.locationUnread.bilingual(written, tag.offset))
                    continue
                }
                guard let reference = reference(resolved), seen.insert(reference.path).inserted else { continue }
                workspace.references.append(reference)
            default:
                continue
            }
        }
        if let error = scanner.error { problems.append(error) }
        if scanner.error == nil, !groups.isEmpty { problems.append(XcodeText.groupsNotClosed.bilingual(groups.count)) }
        if scanner.hasInvalidUTF8 { workspace.problems.append(.invalidUTF8(path: path)) }
        workspace.problems += problems.map { .manifest(path: path, reason: $0) }
        return workspace
    }

    /// A location as an absolute path; nil for a kind of location we do not know.
    static func resolve(_ location: String, base: String, container: String, bundle: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let scheme = location[..<colon]
        let path = String(location[location.index(after: colon)...])
        switch scheme {
        case "group": return PathName.absolute(path, base: base)
        case "container": return PathName.absolute(path, base: container)
        case "absolute": return PathName.standardized(path.hasPrefix("/") ? path : "/" + path)
        case "self": return PathName.absolute(path, base: PathName.parent(bundle))
        default: return nil
        }
    }

    /// What a resolved location refers to; nil for playgrounds and other workspaces.
    static func reference(_ path: String) -> XcodeWorkspace.Reference? {
        if path.hasSuffix(".xcodeproj") { return .init(path: path, kind: .project) }
        if path.hasSuffix(".playground") || path.hasSuffix(".xcworkspace") { return nil }
        if PathName.lastComponent(path) == "Package.swift" { return .init(path: PathName.parent(path), kind: .folder) }
        return .init(path: path, kind: .folder)
    }
}
