// libFuzzer target for the build-definition readers, which read whatever a repository holds:
// the first byte picks the reader (SwiftPM manifest, Tuist manifest with a helper file, Xcode
// project with the text of every .xcconfig it is based on, Xcode workspace, glob), the rest is its input (split at the first NUL where a reader
// takes two). Any trap, hang (libFuzzer's -timeout) or sanitizer report is a finding. Built by
// Tests/Fuzz/build-project.sh.

import CradleProject
import CradleSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProject(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let input = Array(bytes.dropFirst())
    let split = input.firstIndex(of: 0) ?? input.count
    let first = Array(input[..<split])
    let second = split < input.count ? Array(input[(split + 1)...]) : []
    switch bytes[0] % 5 {
    case 0:
        let definition = SwiftPackageReader.read(ManifestSource(path: "/w/Package.swift", text: SourceText(bytes: input)))
        _ = ModuleGraph(definitions: [definition]).visibility
    case 1:
        let helper = ManifestSource(path: "/w/Tuist/ProjectDescriptionHelpers/H.swift", text: SourceText(bytes: second))
        let definition = TuistProjectReader.read(
            ManifestSource(path: "/w/A/Project.swift", text: SourceText(bytes: first)), helpers: [helper], root: "/w")
        _ = ModuleGraph(definitions: [definition]).module(claiming: "/w/A/Sources/X.swift")
    case 2:
        // Every `.xcconfig` a configuration is based on reads as the second part.
        let definition = XcodeProjectReader.read(
            path: "/w/App.xcodeproj/project.pbxproj", data: first, readFile: { _ in second })
        _ = ModuleGraph(definitions: [definition]).module(claiming: "/w/App/X.swift")
    case 3:
        _ = XcodeWorkspaceReader.read(path: "/w/App.xcworkspace/contents.xcworkspacedata", data: input)
    default:
        let pattern = String(decoding: first.prefix(256), as: UTF8.self)
        let path = String(decoding: second.prefix(4096), as: UTF8.self)
        let glob = Glob(pattern)
        _ = glob.matches(path)
        _ = glob.matchesAncestor(of: path)
    }
    return 0
}
