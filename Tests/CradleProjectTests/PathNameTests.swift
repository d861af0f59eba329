import Testing

@testable import CradleProject

@Suite("Path names")
struct PathNameTests {
    @Test(
        "lexical standardization",
        arguments: [
            ("/a/b/../c", "/a/c"), ("/a/./b//c/", "/a/b/c"), ("/../a", "/a"), ("a/../../b", "../b"), (".", "."),
            ("./a", "a"), ("a/..", "."),
        ])
    func standardized(_ path: String, _ expected: String) {
        #expect(PathName.standardized(path) == expected)
    }

    @Test("relative paths below a folder, and the way between two folders")
    func relative() {
        #expect(PathName.relative("/a/b/c.swift", to: "/a") == "b/c.swift")
        #expect(PathName.relative("/a/b", to: "/a/b") == "")
        #expect(PathName.relative("/ab/c", to: "/a") == nil)
        #expect(PathName.relative("/a/b", to: "/") == "a/b")
        #expect(PathName.relativePath(from: "/w/App", to: "/w/Packages/Data/A.swift") == "../Packages/Data/A.swift")
        #expect(PathName.relativePath(from: "/w", to: "/w") == ".")
        #expect(PathName.relativePath(from: "/w/App/Sub", to: "/w/App") == "..")
        #expect(PathName.relativePath(from: "/w/App", to: "/w/App/Sub") == "Sub")
        #expect(PathName.absolute("../Data", base: "/w/Packages/Search") == "/w/Packages/Data")
        #expect(PathName.parent("/a/b") == "/a")
        #expect(PathName.parent("/a") == "/")
        #expect(PathName.parent("a") == ".")
    }

    @Test(
        "the last component, as splitting at separators gives it",
        arguments: [
            ("/a/b.xcodeproj", "b.xcodeproj"), ("a", "a"), ("/a/b/", "b"), ("a//", "a"), ("/", "/"), ("//", "//"), ("", ""),
            ("/Tuist", "Tuist"), ("a/é/ü", "ü"),
        ])
    func lastComponent(_ path: String, _ expected: String) {
        #expect(PathName.lastComponent(path) == expected)
        #expect(PathName.lastComponent(path) == (path.split(separator: "/").last.map(String.init) ?? path))
    }
}

@Suite("Path names, fast path")
struct PathNameFastPathTests {
    @Test(
        "the allocation-free check agrees with the full standardization",
        arguments: [
            "/a/b", "a/b", "/", ".", "..", "a/./b", "a/../b", "/a//b", "a/b/", "./a", "a/.", "a/..", "/a/.hidden/b",
            "/a/b.c/d", "/...", "a...b", "", "//", "/a/b/../../..",
        ])
    func agrees(_ path: String) {
        if PathName.isStandard(path) { #expect(PathName.standardized(path) == path, "\(path)") }
    }
}
