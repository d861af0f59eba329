import CradleAnalysis
import CradleSyntax
import Foundation
import Testing

@testable import CradleProject

/// What finding the workspace says, in Korean when Korean is chosen (`ProjectProblem`,
/// `description(in:)`), and unchanged in English.
@Suite("Project problems in both languages")
struct ProblemLanguageTests {
    @Test("a configuration's unknown key and an `exclude` glob that matches nothing")
    func configuration() throws {
        let root = try makeTree([
            ".git/HEAD": "", ".cradle-lsp.json": #"{"colour": 1, "exclude": ["Nowhere/**"]}"#, "A.swift": "",
        ])
        let project = Project.find(paths: ["."], currentDirectory: root)
        #expect(
            project.problems.map { $0.description(in: .cradle) } == [
                ".cradle-lsp.json: 알 수 없는 키 `colour`입니다(알려진 키: analysis, composition, exclude, graphOutput, messages, severity). 이 설정은 무시합니다.",
                ".cradle-lsp.json: `exclude`의 glob `Nowhere/**`에 일치하는 것이 없습니다. 이 설정은 무시합니다.",
            ])
        #expect(
            project.problems.map(\.description) == [
                ".cradle-lsp.json: unknown key `colour` (known: analysis, composition, exclude, graphOutput, messages, severity); ignored",
                ".cradle-lsp.json: `exclude` glob `Nowhere/**` matches nothing; ignored",
            ])
        for problem in project.problems { #expect(problem.description(in: .english) == problem.description) }
        var unusable = Configuration()
        unusable.apply(Data("{exclude: [".utf8), displayPath: "ci.json")
        #expect(unusable.problems.map { $0.description(in: .cradle) } == ["ci.json: 올바른 JSON이 아닙니다."])
        #expect(unusable.problems.map(\.description) == ["ci.json: not valid JSON"])
    }

    @Test("a Tuist helper that is not declared, and a reason nested in a reason, keep both languages")
    func manifests() {
        let tuist = TuistProjectReader.read(
            manifest(
                "import ProjectDescription\nlet project = Project.framework(name: \"Home\")\n", at: "/w/Home/Project.swift"),
            helpers: [], root: "/w")
        #expect(
            tuist.problems.map { $0.description(in: .cradle) } == [
                "/w/Home/Project.swift: `framework` helper가 `Tuist/ProjectDescriptionHelpers`에 선언되어 있지 않습니다. 소스가 `Sources/**`인 `Home` 타깃 하나로 가정합니다."
            ])
        #expect(
            tuist.problems.map(\.description) == [
                "/w/Home/Project.swift: the helper `framework` is not declared in `Tuist/ProjectDescriptionHelpers`; assuming one target `Home` with sources `Sources/**`"
            ])
        let package = SwiftPackageReader.read(
            manifest("import PackageDescription\nlet package = Package(name: \"A\", targets: makeTargets())\n"))
        #expect(
            package.problems.map { $0.description(in: .cradle) } == [
                "/work/App/Package.swift: `targets:`를 정적으로 읽을 수 없습니다. `makeTargets(…)`은(는) manifest나 그 helper에 선언된 함수가 아닙니다."
            ])
        #expect(
            package.problems.map(\.description) == [
                "/work/App/Package.swift: `targets:` cannot be read statically: `makeTargets(…)` is not a function declared in the manifest or its helpers"
            ])
        let unclosed = SwiftPackageReader.read(
            manifest("import PackageDescription\nlet package = Package(name: \"A\", targets: [.target(name: \"A\""))
        #expect(
            unclosed.problems.map { $0.description(in: .cradle) } == [
                "/work/App/Package.swift: 2행의 `(`에 대응하는 닫는 괄호가 없습니다. 읽을 수 있는 데까지 읽습니다."
            ])
        let unterminated = SwiftPackageReader.read(
            manifest("import PackageDescription\nlet package = Package(name: \"A\", targets: [])\nlet x = \"\n"))
        #expect(
            unterminated.problems.map { $0.description(in: .cradle) } == [
                "/work/App/Package.swift: 3행: 80..<81: 닫히지 않은 문자열 리터럴. 읽을 수 있는 데까지 읽습니다."
            ])
        #expect(
            unterminated.problems.map(\.description) == [
                "/work/App/Package.swift: line 3: 80..<81: unterminated string literal; read as far as it goes"
            ])
    }

    @Test("two packages declaring one module name: the second is renamed, in both languages")
    func collision() throws {
        let root = try makeTree([
            ".git/HEAD": "", "One/Package.swift": ProjectTests.package("App"), "One/Sources/App/A.swift": "",
            "Two/Package.swift": ProjectTests.package("App"), "Two/Sources/App/B.swift": "",
        ])
        let project = Project.find(paths: ["."], currentDirectory: root)
        #expect(
            project.problems.map { $0.description(in: .cradle) } == [
                "\(root)/Two/Package.swift: `App` 모듈이 루트 아래 다른 곳에도 선언되어 있습니다. 보고에서 이 모듈의 이름은 `App#2`입니다."
            ])
    }

    @Test("paths that do not exist, cannot be read, are no Swift files, or are refused roots")
    func paths() throws {
        let root = try makeTree([".git/HEAD": "", "App/A.swift": "", "notes.txt": ""])
        let project = Project.find(paths: ["Nope", "notes.txt", "App"], currentDirectory: root)
        #expect(
            project.problems.map { $0.description(in: .cradle) } == [
                "Nope: 그런 파일이나 폴더가 없습니다.", "notes.txt: Swift 파일이 아닙니다. 건너뜁니다.",
            ])
        #expect(ProjectProblem.unreadable(path: "App/B.swift").description(in: .cradle) == "App/B.swift: 읽을 수 없습니다.")
        #expect(ProjectProblem.unreadable(path: "App/B.swift").description == "App/B.swift: cannot be read")
        #expect(
            ProjectProblem.symlinkLoop(path: "App/Loop").description(in: .cradle) == "App/Loop: 심볼릭 링크가 순환합니다. 따라가지 않습니다.")
        let slash = Project.find(paths: ["/"], currentDirectory: "/")
        #expect(slash.problems.map { $0.description(in: .cradle) } == ["/: 파일 시스템 루트는 workspace가 아닙니다. 색인하지 않습니다."])
        var limits = WalkLimits()
        limits.maximumEntries = 1
        let big = Project.find(paths: [root], currentDirectory: "/", style: .absolute, limits: limits)
        #expect(
            big.problems.map { $0.description(in: .cradle) } == [
                "\(root): 파일과 폴더가 1개를 넘습니다. 더 작은 폴더를 여십시오. 색인하지 않습니다."
            ])
    }

    @Test("an Xcode project and workspace that cannot be read in full")
    func xcode() {
        let definition = XcodeProjectReader.read(path: "/w/App.xcodeproj/project.pbxproj", data: Array("{ a = b }".utf8))
        #expect(
            definition.problems.map { $0.description(in: .cradle) } == [
                "/w/App.xcodeproj/project.pbxproj: 8바이트에 예상하지 못한 `}`이(가) 있습니다(필요한 것: `;`).",
                "/w/App.xcodeproj/project.pbxproj: 프로젝트에 `objects` 딕셔너리가 없습니다.",
            ])
        #expect(
            definition.problems.map(\.description) == [
                "/w/App.xcodeproj/project.pbxproj: unexpected `}` at byte 8 where `;` was expected",
                "/w/App.xcodeproj/project.pbxproj: the project has no `objects` dictionary",
            ])
        let wrongKind = XcodeProjectReader.read(
            path: "/w/App.xcodeproj/project.pbxproj",
            data: Array("{ rootObject = P; objects = { P = { isa = PBXProject; targets = T; }; }; }".utf8))
        #expect(
            wrongKind.problems.map { $0.description(in: .cradle) } == [
                "/w/App.xcodeproj/project.pbxproj: 프로젝트의 `targets` 값이 배열이 아니라 문자열입니다."
            ])
        #expect(
            wrongKind.problems.map(\.description) == [
                "/w/App.xcodeproj/project.pbxproj: `targets` of the project is a string, not an array"
            ])
        let workspace = XcodeWorkspaceReader.read(
            path: "/w/App.xcworkspace/contents.xcworkspacedata", data: Array("<Workspace><Group location = \"group:P\">".utf8))
        #expect(
            workspace.problems.map { $0.description(in: .cradle) } == [
                "/w/App.xcworkspace/contents.xcworkspacedata: `<Group>` 요소 1개가 닫히지 않았습니다."
            ])
        #expect(
            PropertyListError.unexpectedByte(offset: 4, byte: 0x0A, expected: .hexDigitOrDataEnd).description
                == "unexpected byte 0x0A at byte 4 where a hex digit or `>` was expected")
        #expect(
            PropertyListError.unexpectedEnd(offset: 7, expected: .valueOrArrayEnd).text.cradle
                == "속성 목록이 7바이트에서 끝납니다(필요한 것: 값 또는 `)`).")
    }

    @Test("git errors, the composition's names and the workspace manifest")
    func revisionsAndComposition() {
        #expect(GitError.unknownRevision("main~9").description(in: .cradle) == "이 저장소에 `main~9` 리비전이 없습니다.")
        #expect(GitError.unknownRevision("main~9").description == "`main~9` is not a revision of this repository")
        #expect(
            GitError.outputEnded(command: "git cat-file", path: "A.swift").description
                == "git cat-file failed: the output ended before A.swift")
        #expect(
            GitError.missingInShallowClone("HEAD~1").description
                == "`HEAD~1` is not in this shallow clone; fetch it (git fetch --deepen=50, or actions/checkout with fetch-depth: 0) or use --baseline FILE"
        )
        #expect(
            WorkspaceComposition.SelectionError.unknownName(what: .root, name: "App.Nope").description(in: .cradle)
                == "composition root `App.Nope`에 해당하는 선언이 없습니다.")
        #expect(
            WorkspaceComposition.SelectionError.malformedName(what: .type, name: "Nope").description
                == "composition type `Nope` must be written Module.Type")
        let problem = WorkspaceManifest.Problem.invalid(path: "w.json", reason: CompositionText.dependsOnItself.bilingual("A"))
        #expect(problem.description == "w.json: invalid workspace manifest: target `A` depends on itself")
        #expect(problem.description(in: .cradle) == "w.json: 잘못된 workspace manifest입니다. `A` target이 자기 자신에 의존합니다.")
    }

    @Test("the manifest's syntax errors say in English what `SyntaxError` says")
    func syntaxErrors() {
        let kinds: [SyntaxError.Kind] = [
            .invalidUTF8, .unexpectedCharacter, .unterminatedString, .unterminatedRegex, .unterminatedBlockComment,
            .unterminatedBacktick, .malformedNumber, .invalidEscape, .singleQuotedString, .nestingTooDeep, .unexpectedText,
            .missing("`}`"), .unterminatedIfConfig, .attributeAfterModifier,
        ]
        for kind in kinds {
            let error = SyntaxError(kind, ByteRange(start: 0, end: 1))
            #expect(ManifestText.message(of: error).english == error.message)
        }
    }
}
