import Foundation
import Testing

/// The problems met while finding the workspace are printed in the language of the findings:
/// `.cradle-lsp.json`'s `"messages"`, else the locale.
@Suite("Message language of project problems", .serialized)
struct ProblemLanguageCLITests {
    static let files = [".cradle-lsp.json": #"{"colour": 1}"#, "Graph.swift": cleanGraph]
    static let english =
        "cradle-lsp: warning: .cradle-lsp.json: unknown key `colour` (known: analysis, composition, exclude, graphOutput, messages, severity); ignored\n"
    static let korean =
        "cradle-lsp: warning: .cradle-lsp.json: 알 수 없는 키 `colour`입니다(알려진 키: analysis, composition, exclude, graphOutput, messages, severity). 이 설정은 무시합니다.\n"

    @Test("LANG=ko_KR.UTF-8 prints a configuration problem in Korean; C and no locale in English")
    func locale() throws {
        let (korean, _) = try check(["--check"], files: Self.files, environment: ["LANG": "ko_KR.UTF-8"])
        #expect(korean.status == 0)
        #expect(korean.stderr == Self.korean)
        let (english, _) = try check(["--check"], files: Self.files, environment: ["LC_ALL": "C", "LANG": "ko_KR.UTF-8"])
        #expect(english.stderr == Self.english)
    }

    @Test("the repository's \"messages\" chooses over the locale, and a fatal problem is worded alike")
    func configured() throws {
        let (korean, _) = try check(
            ["--check", "Missing", "."],
            files: [".cradle-lsp.json": #"{"messages": "cradle"}"#, "Graph.swift": cleanGraph],
            environment: ["LANG": "en_US.UTF-8"])
        #expect(korean.status == 2)
        #expect(korean.stderr.contains("cradle-lsp: error: Missing: 그런 파일이나 폴더가 없습니다.\n"))
        let (english, _) = try check(["--check", "Missing"], files: ["Graph.swift": cleanGraph], environment: ["LANG": "C"])
        #expect(english.stderr.contains("cradle-lsp: error: Missing: no such file or directory\n"))
    }
}
