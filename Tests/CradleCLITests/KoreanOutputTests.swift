import CradleAnalysis
import CradleTestSupport
import Foundation
import Testing

@testable import CradleCLI

/// What the command line says besides the findings, in Korean when the locale or
/// `.cradle-lsp.json` chooses Cradle's language (issue 36): the summary line, usage errors, notes
/// on standard error, `--fix`, `--diff` and `--analyze`. English stays as it was (the other
/// suites hold it byte for byte).
@Suite("Korean command line", .serialized)
struct KoreanOutputTests {
    static let korean = ["LANG": "ko_KR.UTF-8"]
    /// The package's root, where the example workspaces are.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("the text report's summary line, with findings, without, and with suppressed ones")
    func summary() throws {
        let (broken, _) = try check(["--check"], files: ["Graph.swift": brokenGraph], environment: Self.korean)
        #expect(broken.status == 1)
        #expect(
            broken.stdout == """
                Graph.swift:5:46: error: \(MessagesTests.korean) [missing-registration]
                Graph.swift:5:5: note: \(MessagesTests.koreanNote)
                파일 1개에서 오류 1개, 경고 0개

                """)
        let (clean, _) = try check(
            ["--check"], files: ["Graph.swift": cleanGraph, ".cradle-lsp.json": #"{"messages": "cradle"}"#])
        #expect(clean.status == 0)
        #expect(clean.stdout == "파일 1개에서 문제 없음\n")
        let silenced = brokenGraph.replacingOccurrences(
            of: "Session(clock: clock) }", with: "Session(clock: clock) }  // cradle-lsp:ignore missing-registration")
        let (suppressed, _) = try check(["--check"], files: ["Graph.swift": silenced], environment: Self.korean)
        #expect(suppressed.stdout.hasSuffix("파일 1개에서 문제 없음 (주석으로 숨긴 진단 1개)\n"), "\(suppressed.stdout)")
        // English, for the record: the same runs without the locale.
        let (english, _) = try check(["--check"], files: ["Graph.swift": silenced])
        #expect(english.stdout.hasSuffix("no problems in 1 file (1 suppressed)\n"))
    }

    @Test("usage errors: the message, then the command's help, in Korean")
    func usageErrors() throws {
        let empty = try makeWorkspace([:])
        let format = try runTool(["--check", "--format", "xml"], in: empty, environment: Self.korean)
        #expect(format.status == 2)
        #expect(
            format.stderr.hasPrefix(
                "cradle-lsp: --format에는 다음 중 하나를 지정해야 합니다: text, json, sarif, github, junit, codeclimate\n"
                    + "사용법: cradle-lsp --check"), "\(format.stderr)")
        let option = try runTool(["--diff", "HEAD", "--colour"], in: empty, environment: Self.korean)
        #expect(option.stderr.hasPrefix("cradle-lsp: 알 수 없는 옵션입니다: --colour\n사용법: cradle-lsp --diff"))
        let dryRun = try runTool(["--check", "--dry-run"], in: empty, environment: Self.korean)
        #expect(dryRun.stderr.hasPrefix("cradle-lsp: --dry-run은 --fix와 함께 써야 합니다.\n"))
        // The English message is the one it always was.
        let english = try runTool(["--check", "--format", "xml"], in: empty)
        #expect(
            english.stderr.hasPrefix(
                "cradle-lsp: --format takes one of: text, json, sarif, github, junit, codeclimate\nusage: cradle-lsp --check"))
        #expect(
            CommandLineTool.UsageError(.diffTakesRange, "a..b..c").message(in: .cradle)
                == "--diff에는 BASE, BASE..HEAD 또는 BASE...HEAD를 지정해야 합니다. 받은 값: a..b..c")
    }

    @Test("notes and errors on standard error, --fix --dry-run, a baseline that cannot be read")
    func standardError() throws {
        let (none, _) = try check(
            ["--check", "."], files: ["README.md": "no code", ".cradle-lsp.json": #"{"messages": "cradle"}"#])
        #expect(none.status == 2)
        #expect(none.stderr.contains("cradle-lsp: error: .: 검사할 Swift 파일이 없습니다.\n"), "\(none.stderr)")
        let (dryRun, _) = try check(
            ["--check", "--fix", "--dry-run"], files: ["Graph.swift": fixableGraph], environment: Self.korean)
        #expect(dryRun.stderr == "cradle-lsp: 파일 1개에 수정 1개 (dry run: 아무것도 바꾸지 않았습니다)\n")
        let (baseline, _) = try check(
            ["--check", "--baseline", "missing.json"], files: ["Graph.swift": brokenGraph], environment: Self.korean)
        #expect(baseline.status == 2)
        #expect(baseline.stderr == "cradle-lsp: error: missing.json: 기준선을 읽을 수 없습니다.\n")
        let (noCradle, _) = try check(["--check"], files: ["Plain.swift": "let x = 1\n"], environment: Self.korean)
        #expect(noCradle.stderr.contains("cradle-lsp: note: 검사한 파일 중 Cradle을 import하는 파일이 없습니다.\n"))
        #expect(OutputFile.Failure.isFolder(path: "out").description(in: .cradle) == "out에 쓸 수 없습니다: 폴더입니다.")
        #expect(OutputFile.Failure.isFolder(path: "out").description == "cannot write out: it is a folder")
    }

    @Test("--check --messages cradle: JUnit's count of a file's findings and SARIF's rule help")
    func junitAndSARIF() throws {
        let twoFindings = brokenGraph.replacingOccurrences(of: "clock: Clock)", with: "clock: Clock, token: Token)")
        let (junit, _) = try check(
            ["--check", "--format", "junit", "--messages", "cradle"], files: ["Graph.swift": twoFindings])
        #expect(junit.stdout.contains("<failure message=\"오류 2개, 경고 0개\""), "\(junit.stdout)")
        let (englishJUnit, _) = try check(["--check", "--format", "junit"], files: ["Graph.swift": twoFindings])
        #expect(englishJUnit.stdout.contains("<failure message=\"2 errors, 0 warnings\""), "\(englishJUnit.stdout)")
        let (sarif, _) = try check(["--check", "--format", "sarif", "--messages", "cradle"], files: ["Graph.swift": brokenGraph])
        let documentation = DiagnosticCode.missingRegistration.koreanDocumentation
        #expect(sarif.stdout.contains("**이유:** "))
        #expect(sarif.stdout.contains(#""text":"\#(documentation.title)""#), "the rule's title in Korean")
        #expect(!sarif.stdout.contains("**Why:**"))
    }

    @Test("--diff --format text: every kind of change in Korean, the finding in Cradle's words")
    func diffText() throws {
        let repository = try makeRepository([diffBase, diffHead])
        let run = try runTool(["--diff", "HEAD~1..HEAD"], in: repository, environment: Self.korean)
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                cradle-lsp 비교: HEAD~1 → HEAD
                ~ graph App.AppGraph (Sources/App/AppGraph.swift)
                    ~ Session: 수명 .lazy → .shared
                    ~ Session: 의존성 추가 Token
                    ~ Request: 외부 매개변수 (path: String) → (path: String, retries: Int)
                    + 등록 Logger (makeLogger, .shared)
                    - 등록 Analytics (makeAnalytics, .shared)
                ~ graph Domain.DomainGraph (Sources/Domain/DomainGraph.swift)
                    + input 바인딩 input.client = network.mirror (App 모듈, NetworkGraph.Mirror에서)
                    - input 바인딩 input.client = network.client (App 모듈, NetworkGraph.Client에서)
                ~ graph Feature.FeatureGraph (Sources/Feature/FeatureGraph.swift)
                    + source CacheGraph
                    - source NetworkGraph
                    ~ Feed: source CacheGraph 읽기 추가
                    ~ Feed: source NetworkGraph 읽기 삭제
                - graph Legacy.OldGraph (Sources/Legacy/OldGraph.swift): 삭제됨, 등록 1개
                + graph Profile.ProfileGraph (Sources/Profile/ProfileGraph.swift): 추가됨, 등록 1개
                새로 생긴 진단:
                    Sources/App/AppGraph.swift:8: error: `makeSession`의 매개변수 타입 `Token`에 대응하는 등록이 없습니다. [missing-registration]
                graph 3개 변경, 1개 추가, 1개 삭제; 진단 1개 발생, 0개 해결

                """)
        // The JSON report is data: its sides and summary stay in English.
        let json = try runTool(["--diff", "HEAD~1..HEAD", "--format", "json"], in: repository, environment: Self.korean)
        #expect(json.stdout.contains(#""summary":"3 graphs changed, 1 added, 1 removed; 1 finding introduced, 0 fixed""#))
    }

    @Test("--diff --format markdown: headings, tables and folds in Korean; the marker stays")
    func diffMarkdown() throws {
        let repository = try makeRepository([diffBase])
        try FileManager.default.removeItem(at: repository.appendingPathComponent("Sources/Legacy"))
        let run = try runTool(
            ["--diff", "HEAD", "--format", "markdown"], in: repository,
            environment: ["LANG": "en_US.UTF-8", "LC_MESSAGES": "ko_KR.UTF-8"])
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "<!-- cradle-lsp-diff -->")
        #expect(lines.contains("### Cradle graph 리뷰: `HEAD` → 작업 트리 (커밋하지 않은 변경 포함)"), "\(run.stdout)")
        #expect(lines.contains("**graph 0개 변경, 0개 추가, 1개 삭제; 진단 0개 발생, 0개 해결**"))
        #expect(lines.contains("#### `Legacy.OldGraph` 삭제됨"))
        #expect(lines.contains("`Sources/Legacy/OldGraph.swift`에 선언되어 있습니다."))
        #expect(lines.contains("| 변경 | 대상 | 내용 |"))
        #expect(lines.contains("| ➖ 삭제됨 | 등록 `Old` | `makeOld`, `.shared` |"), "\(run.stdout)")
        #expect(run.stdout.contains("<details open><summary>`Legacy.OldGraph` 다이어그램</summary>"))
        #expect(run.stderr.contains("cradle-lsp: note: 작업 트리에 커밋하지 않은 변경이 있습니다. 이 변경도 비교에 포함됩니다.\n"))

        let twoRevisions = try makeRepository([diffBase, diffHead])
        let markdown = try runTool(
            ["--diff", "HEAD~1..HEAD", "--format", "markdown"], in: twoRevisions, environment: Self.korean)
        let table = markdown.stdout.split(separator: "\n").map(String.init)
        #expect(table.contains("| ✏️ 변경됨 | 등록 `Session` | 수명 .lazy → .shared<br>의존성 추가 Token |"))
        #expect(table.contains("#### 새로 생긴 진단 (1)"))
        #expect(table.contains("| 심각도 | 코드 | 위치 | 메시지 |"))
        #expect(markdown.stdout.contains("`makeSession`의 매개변수 타입 `Token`에 대응하는 등록이 없습니다."))
    }

    @Test("--analyze text: headings, statistics, metrics and the bindings' heading in Korean")
    func analyzeText() throws {
        let run = try runTool(
            ["--analyze", "protocol-fixtures/workspaces/UserSearchWithMistakes"], in: Self.packageRoot, environment: Self.korean)
        #expect(run.status == 0, "\(run.stderr)")
        let text = run.stdout
        #expect(text.contains("): 등록 5개, shared 수명 2개, lazy 수명 2개, transient 수명 1개\n"), "\(text)")
        #expect(text.contains("  팬인: ResponseCacheGraph.requestID 2, ResponseCacheGraph.responseStore 1\n"))
        #expect(text.contains("  의존성 사슬 (1): ResponseCacheGraph.cacheKeyBuilder → ResponseCacheGraph.requestID\n"))
        #expect(
            text.contains(
                "  ResponseCacheGraph.responseStore에 이르는 모든 경로가 지나는 곳: ResponseCacheGraph.offlineSearchLoader\n"))
        #expect(text.contains("CoreGraph (Core, ") && text.contains("): 등록 없음\n"))
        #expect(text.contains("\n앱 전체 (declarations 보기): graph 노드 12개, provider 노드 18개, shared 수명 provider 13개"))
        #expect(text.contains("Core 모듈의 graph 1개"))
        #expect(text.contains("\n매개변수가 이 등록에 연결된 이유:\n"))
        #expect(text.contains("JoinDateFormatter …): 등록 없음\n"))
        #expect(
            text.contains(
                "    UserDetailPreviewGraph.makeFetchUserDetailUseCase 아님 [other-graph]: `UserDetailPreviewGraph`에 등록되어 있습니다."))
        #expect(!text.contains("fan-in") && !text.contains("Why these bindings"))
    }

    @Test("--analyze html: the page's words in Korean, its script intact; English unchanged")
    func analyzeHTML() throws {
        let korean = AnalysisReport.page(in: .cradle)
        #expect(korean.contains("<html lang=\"ko\">"))
        #expect(korean.contains("<title>Cradle graph 분석</title>"))
        #expect(korean.contains("placeholder=\"등록 검색\" aria-label=\"등록 검색\""))
        #expect(korean.contains(#"section("root에서의 경로", r.path.length"#))
        #expect(korean.contains(#"textContent = data.registrations.length + "개 중 " + rows.length + "개";"#))
        #expect(korean.contains(#"(b.candidates.length ? "; " + b.candidates.join(" 제외; ") + " 제외" : "")"#))
        #expect(korean.contains("map((s) => s.text)"))
        let english = AnalysisReport.page(in: .english)
        #expect(english.contains("<html lang=\"en\">"))
        #expect(english.contains(#"element("div", "chain (" + (chain.length - 1) + "): " + chain.join(" → "))"#))
        #expect(english.contains(#"(b.candidates.length ? "; not " + b.candidates.join("; not ") : "")"#))
        #expect(english.contains(#"summary("The app (" + data.app.view + " view)", data.app.statistics, data.app.chains);"#))
        #expect(english.contains("map((s) => s.value + \" \" + s.name)"))
        for page in [korean, english] {
            let left = page.replacingOccurrences(of: "@DRAWING@", with: "").replacingOccurrences(of: "@DATA@", with: "")
            #expect(left.range(of: #"@[A-Z_]+@"#, options: .regularExpression) == nil, "every placeholder is filled")
        }
        let output = scratchFolder.appendingPathComponent("analysis-\(UUID().uuidString).html")
        try FileManager.default.createDirectory(at: scratchFolder, withIntermediateDirectories: true)
        let run = try runTool(
            ["--analyze", "--format", "html", "--output", output.path, "protocol-fixtures/workspaces/UserSearch"],
            in: Self.packageRoot, environment: Self.korean)
        #expect(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOf: output, encoding: .utf8)
        #expect(page.contains(#""text":"등록 "#), "the statistics come worded")
        #expect(page.contains("<th data-key=\"fanIn\" class=\"numeric\">팬인</th>"))
    }

    @Test(
        "no English sentence from --check, --analyze, every --help and every --explain on the example apps in Korean",
        arguments: ["UserSearch", "UserSearchWithMistakes", "TuistApp", "XcodeApp"])
    func noEnglishOnExamples(_ name: String) throws {
        let path = "protocol-fixtures/workspaces/\(name)"
        var outputs: [(what: String, text: String)] = []
        for arguments in [["--check", path], ["--analyze", path], ["--graph", "mermaid", "--view", "declarations", path]] {
            let run = try runTool(arguments, in: Self.packageRoot, environment: Self.korean)
            outputs += [(arguments.joined(separator: " "), run.stdout), (arguments.joined(separator: " "), run.stderr)]
        }
        if name == "UserSearch" {
            for topic in ["--check", "--graph", "--diff", "--analyze", "--explain", "--stdio"] {
                outputs.append((topic, try runTool([topic, "--help"], in: Self.packageRoot, environment: Self.korean).stdout))
            }
            outputs.append(("--help", try runTool(["--help"], in: Self.packageRoot, environment: Self.korean).stdout))
            for code in DiagnosticCode.allCases {
                // The message section shows the English wording beside Cradle's on purpose.
                let text = try runTool(["--explain", code.rawValue], in: Self.packageRoot, environment: Self.korean).stdout
                let parts = text.components(separatedBy: "\n메시지 (")[0].components(separatedBy: "\n예제\n")
                #expect(parts.count == 2, "\(text)")
                outputs.append(("--explain \(code.rawValue)", parts[0]))
                // The example is code; its comments are prose.
                let comments = (parts.last ?? "").split(separator: "\n").compactMap { line in
                    line.range(of: "// ").map { String(line[$0.upperBound...]) }
                }
                outputs.append(("--explain \(code.rawValue) example", comments.joined(separator: "\n")))
            }
        }
        var english: [String] = []
        for (what, text) in outputs {
            for line in text.split(separator: "\n") {
                if let sentence = EnglishSentences.first(in: String(line)) {
                    english.append("\(what): \"\(sentence)\" in \(line)")
                }
            }
        }
        #expect(english.isEmpty, "\(english.prefix(20).joined(separator: "\n"))")
    }
}
