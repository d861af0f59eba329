import CradleAnalysis
import Foundation
import Testing

@testable import CradleCLI

/// `--messages`, `"messages"` in `.cradle-lsp.json` and the locale environment choose the wording
/// of `--check` reports (issue #22); every format carries the chosen text.
@Suite("Message language of reports", .serialized)
struct MessagesTests {
    static let korean = "`makeSession`의 매개변수 타입 `Clock`에 대응하는 등록이 없습니다."
    static let koreanNote = "`makeSession` Factory가 이 의존성을 요구합니다."
    static let english = "no registration matches parameter type `Clock` of `makeSession`"

    @Test("--messages cradle prints Cradle's text and note in the compiler's shape")
    func flag() throws {
        let (run, _) = try check(["--check", "--messages", "cradle"], files: ["Graph.swift": brokenGraph])
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                Graph.swift:5:46: error: \(Self.korean) [missing-registration]
                Graph.swift:5:5: note: \(Self.koreanNote)
                파일 1개에서 오류 1개, 경고 0개

                """)
    }

    @Test(
        "The environment: LC_ALL over LC_MESSAGES over LANG; C and POSIX are English",
        arguments: [
            (["LANG": "ko_KR.UTF-8"], true), (["LC_MESSAGES": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"], true),
            (["LC_ALL": "C", "LANG": "ko_KR.UTF-8"], false), (["LC_ALL": "ko_KR.UTF-8", "LC_MESSAGES": "POSIX"], true),
            (["LANG": "en_US.UTF-8"], false), ([:], false),
        ])
    func environment(variables: [String: String], isKorean: Bool) throws {
        let (run, _) = try check(["--check"], files: ["Graph.swift": brokenGraph], environment: variables)
        #expect(run.stdout.contains(Self.korean) == isKorean)
        #expect(run.stdout.contains(Self.english) == !isKorean)
    }

    @Test("--messages over .cradle-lsp.json over the environment")
    func precedence() throws {
        let files = ["Graph.swift": brokenGraph, ".cradle-lsp.json": #"{"messages": "english"}"#]
        let korean = ["LANG": "ko_KR.UTF-8"]
        let (configured, _) = try check(["--check"], files: files, environment: korean)
        #expect(configured.stdout.contains(Self.english))
        let (flagged, _) = try check(["--check", "--messages", "cradle"], files: files, environment: [:])
        #expect(flagged.stdout.contains(Self.korean))
        let (repository, _) = try check(
            ["--check"], files: ["Graph.swift": brokenGraph, ".cradle-lsp.json": #"{"messages": "cradle"}"#])
        #expect(repository.stdout.contains(Self.korean))
        let (english, _) = try check(
            ["--check", "--messages", "english"],
            files: ["Graph.swift": brokenGraph, ".cradle-lsp.json": #"{"messages": "cradle"}"#], environment: korean)
        #expect(english.stdout.contains(Self.english))
    }

    @Test("An unknown --messages value is a usage error; an unknown configured one a warning")
    func invalidValues() throws {
        let (run, _) = try check(["--check", "--messages", "korean"], files: ["Graph.swift": brokenGraph])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("cradle-lsp: --messages takes one of: english, cradle\n"))
        let (missing, _) = try check(["--check", "--messages"], files: ["Graph.swift": brokenGraph])
        #expect(missing.status == 2)
        let (configured, _) = try check(
            ["--check"], files: ["Graph.swift": brokenGraph, ".cradle-lsp.json": #"{"messages": "korean"}"#])
        #expect(configured.status == 1)
        #expect(configured.stdout.contains(Self.english))
        #expect(
            configured.stderr.contains(
                "cradle-lsp: warning: .cradle-lsp.json: `messages` must be one of english, cradle; ignored"))
    }

    @Test(
        "Every format carries the chosen text",
        arguments: ["json", "sarif", "github", "junit", "codeclimate"])
    func formats(format: String) throws {
        let (korean, _) = try check(
            ["--check", "--format", format, "--messages", "cradle"], files: ["Graph.swift": brokenGraph])
        let (english, _) = try check(["--check", "--format", format], files: ["Graph.swift": brokenGraph])
        #expect(korean.status == english.status)
        #expect(korean.stdout.contains(Self.korean))
        #expect(!korean.stdout.contains(Self.english))
        #expect(english.stdout.contains(Self.english))
        if format == "json" || format == "sarif" { #expect(korean.stdout.contains(Self.koreanNote)) }
    }

    @Test("SARIF and Code Climate fingerprints do not depend on the language")
    func fingerprints() throws {
        for format in ["sarif", "codeclimate"] {
            let (korean, _) = try check(
                ["--check", "--format", format, "--messages", "cradle"], files: ["Graph.swift": brokenGraph])
            let (english, _) = try check(["--check", "--format", format], files: ["Graph.swift": brokenGraph])
            let pattern = format == "sarif" ? "\"cradleFingerprint/v1\"" : "\"fingerprint\""
            func fingerprints(_ text: String) -> [Substring] {
                text.split(separator: ",").filter { $0.contains(pattern) }
            }
            #expect(!fingerprints(korean.stdout).isEmpty)
            #expect(fingerprints(korean.stdout) == fingerprints(english.stdout))
        }
    }

    @Test("--explain prints Cradle's text beside ours, notes included")
    func explain() throws {
        let run = try runTool(["--explain", "missing-registration"], in: try makeWorkspace([:]))
        #expect(run.status == 0)
        #expect(
            run.stdout.contains(
                """
                Message (English, then Cradle's text, as the compiler prints it)
                  no registration matches parameter type `T` of `makeU`
                  `makeU`의 매개변수 타입 `T`에 대응하는 등록이 없습니다.
                Note
                  factory `makeU` requires this dependency
                  `makeU` Factory가 이 의존성을 요구합니다.
                """))
        let own = try runTool(["--explain", "unused-registration"], in: try makeWorkspace([:]))
        #expect(own.stdout.contains("Message (English, then cradle-lsp's Korean)\n"))
    }

    @Test("--help and --explain speak Korean when the locale or .cradle-lsp.json chooses Cradle's language")
    func koreanHelpAndExplain() throws {
        let empty = try makeWorkspace([:])
        let korean = ["LANG": "ko_KR.UTF-8"]
        let help = try runTool(["--help"], in: empty, environment: korean)
        #expect(help.stdout == CommandLineTool.help(.general, in: .cradle) + "\n")
        #expect(help.stdout.hasPrefix("사용법: cradle-lsp [--stdio] [--trace FILE]\n"))
        #expect(try runTool(["--help"], in: empty, environment: ["LANG": "C"]).stdout == CommandLineTool.usage + "\n")
        let usageError = try runTool(["--check", "--format", "xml"], in: empty, environment: korean)
        #expect(usageError.status == 2 && usageError.stderr.contains("사용법: cradle-lsp --check"))
        let explain = try runTool(["--explain", "missing-registration"], in: empty, environment: korean)
        #expect(explain.status == 0)
        #expect(explain.stdout.hasPrefix("missing-registration (Cradle #38, missingRegistration): "))
        #expect(explain.stdout.contains("\n심각도: error\n\n나타나는 경우\n"))
        #expect(explain.stdout.contains(DiagnosticCode.missingRegistration.koreanDocumentation.fix))
        #expect(explain.stdout.contains("`makeU`의 매개변수 타입 `T`에 대응하는 등록이 없습니다."))
        #expect(!explain.stdout.contains("How to fix it"))
        // The repository's choice holds too, over an English locale.
        let configured = try makeWorkspace([".cradle-lsp.json": Array(#"{"messages": "cradle"}"#.utf8)])
        let fromConfiguration = try runTool(["--explain", "38"], in: configured, environment: ["LANG": "en_US.UTF-8"])
        #expect(fromConfiguration.stdout.contains("고치는 방법"))
        let server = try runTool(["--stdio", "--bogus"], in: empty, environment: korean)
        #expect(server.status == 2 && server.stderr.hasPrefix("cradle-lsp: 알 수 없는 서버 옵션입니다: --bogus\n사용법: cradle-lsp"))
        let serverHelp = try runTool(["--stdio", "--help"], in: empty, environment: korean)
        #expect(serverHelp.stdout == CommandLineTool.help(.server, in: .cradle) + "\n")
        #expect(serverHelp.stdout.contains("--trace FILE은 세션을 => (클라이언트)와 <= (서버) 줄로 기록합니다."))
        let unknown = try runTool(["--explain", "nope"], in: empty, environment: korean)
        #expect(unknown.status == 2 && unknown.stderr.hasPrefix("cradle-lsp: 알 수 없는 진단 코드 nope입니다."))
    }

    @Test("--help lists --messages")
    func help() throws {
        #expect(CommandLineTool.checkUsage.contains("--messages cradle|english"))
        #expect(CommandLineTool.usage.contains("[--messages cradle|english]"))
    }
}
