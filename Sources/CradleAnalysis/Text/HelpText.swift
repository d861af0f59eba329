/// `--help` of each command.
public enum HelpText: String, TextTable {
    case general, server, check, graph, diff, analyze, explain

    public var entry: MessageText {
        switch self {
        case .general:
            MessageText(
                english: """
                    usage: cradle-lsp [--stdio] [--trace FILE]
                           cradle-lsp --check [--format FORMAT] [--strict] [--quiet] [--output FILE] [--config FILE]
                                              [--messages cradle|english] [--fix [--dry-run]] [PATH ...]
                                              [--new-since REV | --baseline FILE | --write-baseline FILE]
                                              [--graph-output DIR] [--stamp FILE]
                           cradle-lsp --graph mermaid|dot|json [--workspace] [--output DIR] [--config FILE] [PATH ...]
                           cradle-lsp --graph mermaid|dot|json --view declarations|composition
                                              [--workspace-manifest FILE] [--output DIR] [--config FILE] [PATH ...]
                           cradle-lsp --diff BASE[..HEAD|...HEAD] [--format text|json|markdown] [--strict] [--quiet]
                                              [--output FILE] [--config FILE] [PATH ...]
                           cradle-lsp --analyze [--format text|json|html] [--output FILE] [--config FILE] [PATH ...]
                           cradle-lsp --explain CODE
                           cradle-lsp --version | --help
                           cradle-lsp COMMAND --help

                      (none)      serve the Language Server Protocol over stdin/stdout; --trace records the session
                      --check     analyse every Swift file under the paths (default: .) and print diagnostics
                      --graph     print the dependency graphs as one document, or write one file per module
                      --diff      what a change does to the graphs and findings between two git revisions
                      --analyze   each graph's and the whole app's metrics, and why each parameter is bound
                      --explain   print the documentation of a diagnostic code (kebab id, number or Cradle's id)

                    exit status: 0 no error; 1 at least one error (or warning with --strict); 2 usage error, a
                    path that cannot be read, paths that hold no Swift file, or an unusable configuration file
                    """,
                cradle: """
                    사용법: cradle-lsp [--stdio] [--trace FILE]
                            cradle-lsp --check [--format FORMAT] [--strict] [--quiet] [--output FILE] [--config FILE]
                                               [--messages cradle|english] [--fix [--dry-run]] [PATH ...]
                                               [--new-since REV | --baseline FILE | --write-baseline FILE]
                                               [--graph-output DIR] [--stamp FILE]
                            cradle-lsp --graph mermaid|dot|json [--workspace] [--output DIR] [--config FILE] [PATH ...]
                            cradle-lsp --graph mermaid|dot|json --view declarations|composition
                                               [--workspace-manifest FILE] [--output DIR] [--config FILE] [PATH ...]
                            cradle-lsp --diff BASE[..HEAD|...HEAD] [--format text|json|markdown] [--strict] [--quiet]
                                               [--output FILE] [--config FILE] [PATH ...]
                            cradle-lsp --analyze [--format text|json|html] [--output FILE] [--config FILE] [PATH ...]
                            cradle-lsp --explain CODE
                            cradle-lsp --version | --help
                            cradle-lsp COMMAND --help

                      (none)      stdin/stdout으로 Language Server Protocol 제공; --trace는 세션을 기록
                      --check     경로(기본값: .) 아래의 모든 Swift 파일을 분석하고 진단을 출력
                      --graph     의존성 graph를 하나의 문서로 출력하거나 모듈마다 파일 하나씩 기록
                      --diff      두 git 리비전 사이의 변경이 graph와 진단 결과에 미치는 영향
                      --analyze   각 graph와 앱 전체의 지표, 그리고 각 매개변수가 연결된 이유
                      --explain   진단 코드의 문서를 출력 (kebab id, 번호 또는 Cradle의 id)

                    종료 상태: 0 오류 없음; 1 오류가 하나 이상 있음(--strict이면 경고도 포함); 2 사용법 오류,
                    읽을 수 없는 경로, Swift 파일이 없는 경로, 또는 사용할 수 없는 설정 파일
                    """)
        case .check:
            MessageText(
                english: """
                    usage: cradle-lsp --check [options] [PATH ...]

                    Analyses every Swift file under the paths (default: .) and prints diagnostics.

                      --format FORMAT  text (the compiler's shape, default), json (versioned data), sarif (SARIF
                                       2.1.0 for code scanning), github (workflow annotations), junit (JUnit XML
                                       for Jenkins, Bitrise, CircleCI, Azure) or codeclimate (GitLab Code Quality)
                      --strict         warnings fail the run too
                      --quiet          findings only: no progress, no summary
                      --output FILE    write the report to FILE instead of standard output
                      --config FILE    use FILE instead of the workspace's .cradle-lsp.json
                      --messages cradle|english
                                       word findings as Cradle's macros do (its Korean texts, byte for byte)
                                       or in English; over `"messages"` in .cradle-lsp.json, then LC_ALL,
                                       LC_MESSAGES, LANG (ko_KR.UTF-8 chooses cradle; default english)
                      --fix            apply every finding's preferred fix in place, then report what remains
                      --fix --dry-run  print the fixes as a unified diff (patch -p1) and change nothing
                      --new-since REV  report (and fail on) only the findings git revision REV does not have;
                                       findings match by code, graph, registration and message, not by line
                      --baseline FILE  report only the findings the baseline FILE does not list
                      --write-baseline FILE
                                       write the findings as a baseline FILE (JSON); the run then passes
                      --graph-output DIR
                                       also write each checked module's diagram as
                                       DIR/<Module>/DependencyGraph.mmd, as --graph mermaid --output DIR does
                      --stamp FILE     write the summary as a // comment to FILE once the check has run (for
                                       build systems: the build-tool plugin reruns it only when inputs change)

                    Colour only on a terminal; NO_COLOR or TERM=dumb turn it off, CLICOLOR_FORCE=1 forces it.
                    Silence a finding with `// cradle-lsp:ignore CODE` at the end of its line or alone on the
                    line before it.

                    exit status: 0 no error; 1 at least one error (or warning with --strict), also after
                    --fix for what remains; 2 usage error, a path that cannot be read, paths that hold no
                    Swift file, an unusable configuration file, or a report that cannot be written
                    """,
                cradle: """
                    사용법: cradle-lsp --check [options] [PATH ...]

                    경로(기본값: .) 아래의 모든 Swift 파일을 분석하고 진단을 출력합니다.

                      --format FORMAT  text (컴파일러 형식, 기본값), json (버전이 있는 데이터), sarif (code
                                       scanning용 SARIF 2.1.0), github (워크플로 주석), junit (Jenkins,
                                       Bitrise, CircleCI, Azure용 JUnit XML) 또는 codeclimate (GitLab Code Quality)
                      --strict         경고도 실패로 처리
                      --quiet          진단 결과만 출력: 진행 상황과 요약 없음
                      --output FILE    보고서를 표준 출력 대신 FILE에 기록
                      --config FILE    workspace의 .cradle-lsp.json 대신 FILE 사용
                      --messages cradle|english
                                       진단 문구를 Cradle 매크로처럼(그 한국어 문구 그대로, 바이트 단위까지) 또는
                                       영어로 표시; .cradle-lsp.json의 `"messages"`보다 우선하고, 그다음은 LC_ALL,
                                       LC_MESSAGES, LANG 순 (ko_KR.UTF-8이면 cradle, 기본값 english)
                      --fix            각 진단의 우선 수정을 파일에 바로 적용한 뒤 남은 진단을 보고
                      --fix --dry-run  수정을 unified diff(patch -p1)로 출력하고 아무것도 변경하지 않음
                      --new-since REV  git 리비전 REV에 없는 진단 결과만 보고하고 그것으로만 실패; 진단
                                       결과는 줄이 아니라 코드, graph, 등록, 메시지로 대응시킴
                      --baseline FILE  기준선 FILE에 없는 진단 결과만 보고
                      --write-baseline FILE
                                       진단 결과를 기준선 FILE(JSON)로 기록; 이때 실행은 통과
                      --graph-output DIR
                                       --graph mermaid --output DIR처럼 검사한 각 모듈의 다이어그램도
                                       DIR/<Module>/DependencyGraph.mmd에 기록
                      --stamp FILE     검사를 마친 뒤 요약을 // 주석으로 FILE에 기록 (빌드 시스템용:
                                       build-tool 플러그인은 입력이 바뀔 때만 검사를 다시 실행)

                    색상은 터미널에서만 사용합니다. NO_COLOR 또는 TERM=dumb이면 끄고, CLICOLOR_FORCE=1이면
                    강제로 켭니다. 진단을 숨기려면 해당 줄 끝이나 바로 앞 줄에 단독으로
                    `// cradle-lsp:ignore CODE`를 적습니다.

                    종료 상태: 0 오류 없음; 1 오류가 하나 이상 있음(--strict이면 경고도 포함), --fix 후에는
                    남은 진단 기준; 2 사용법 오류, 읽을 수 없는 경로, Swift 파일이 없는 경로, 사용할 수 없는
                    설정 파일, 또는 기록할 수 없는 보고서
                    """)
        case .graph:
            MessageText(
                english: """
                    usage: cradle-lsp --graph mermaid|dot|json [--workspace] [--output DIR] [--config FILE] [PATH ...]
                           cradle-lsp --graph mermaid|dot|json --view declarations|composition
                                      [--workspace-manifest FILE] [--output DIR] [--config FILE] [PATH ...]

                    Prints the dependency graphs as exactly one document: one module in CradlePlugin's format,
                    several as the workspace view (modules as subgraphs; for json, one object with a
                    `modules` array). With --output DIR (or `graphOutput` in .cradle-lsp.json), writes
                    DIR/<Module>/DependencyGraph.mmd (.dot, .json), rewriting only changed files and deleting
                    the diagrams of modules that no longer have a graph; --workspace writes DIR/Workspace.mmd
                    or .dot instead. --output - prints to standard output even when graphOutput is set.

                    --view draws CradleDiagramMaker's workspace views without a manifest, byte for byte as
                    it writes them: declarations (every module's graphs and sources) or composition (the
                    graph instances the roots create through composition types, with input bindings); json
                    is its analysis report (schema 2). With --output DIR it writes
                    DIR/<Workspace>/<View>.mmd and <View>.analysis.json, removed when the view is empty.
                    Roots and composition types come from `composition` in .cradle-lsp.json
                    ({"roots": ["Module.Graph"], "types": ["Module.Type"], "workspaceName": "Name"}); a list
                    left out is inferred: a composition type is a type a graph's provider returns whose
                    initialisers create graphs; a root is a graph with neither input: nor sources:, in a
                    module nothing depends on, that returns one. --workspace-manifest FILE reads Cradle's
                    own manifest (strict; the view defaults to declarations). Warnings go to standard error
                    as path:line:column: warning: message [code].

                    exit status: 0 written; 2 usage error, a path that cannot be read, an invalid manifest or
                    composition name, or an output that cannot be written
                    """,
                cradle: """
                    사용법: cradle-lsp --graph mermaid|dot|json [--workspace] [--output DIR] [--config FILE] [PATH ...]
                            cradle-lsp --graph mermaid|dot|json --view declarations|composition
                                       [--workspace-manifest FILE] [--output DIR] [--config FILE] [PATH ...]

                    의존성 graph를 정확히 하나의 문서로 출력합니다. 모듈이 하나면 CradlePlugin의 형식으로, 여러
                    개면 workspace 뷰로 출력합니다(모듈은 subgraph로, json이면 `modules` 배열을 가진 객체 하나로).
                    --output DIR(또는 .cradle-lsp.json의 `graphOutput`)을 지정하면 DIR/<Module>/DependencyGraph.mmd
                    (.dot, .json)를 기록하며, 바뀐 파일만 다시 쓰고 더 이상 graph가 없는 모듈의 다이어그램은
                    삭제합니다. --workspace는 대신 DIR/Workspace.mmd 또는 .dot을 기록합니다. --output - 는
                    graphOutput이 설정되어 있어도 표준 출력으로 출력합니다.

                    --view는 CradleDiagramMaker의 workspace 뷰를 manifest 없이, CradleDiagramMaker가 기록하는 것과
                    바이트 단위까지 똑같이 그립니다: declarations(모든 모듈의 graph와 source graph) 또는
                    composition(root가 composition 타입을 통해 만드는 graph 인스턴스와 input 바인딩)입니다. json은
                    그 분석 보고서(schema 2)입니다. --output DIR을 지정하면 DIR/<Workspace>/<View>.mmd와
                    <View>.analysis.json을 기록하며, 뷰가 비어 있으면 이 파일들을 삭제합니다. root와 composition
                    타입은 .cradle-lsp.json의 `composition`에서 가져옵니다
                    ({"roots": ["Module.Graph"], "types": ["Module.Type"], "workspaceName": "Name"}). 생략한 목록은
                    추론합니다: composition 타입은 graph의 Factory가 반환하는 타입 중 initializer가 graph를 만드는
                    타입이고, root는 input:도 sources:도 없고 아무 모듈도 의존하지 않는 모듈에 있으면서
                    composition 타입을 반환하는 graph입니다. --workspace-manifest FILE은 Cradle 자체의 manifest를
                    읽습니다(엄격하게 검사하며, 뷰의 기본값은 declarations). 경고는
                    path:line:column: warning: message [code] 형식으로 표준 오류에 출력합니다.

                    종료 상태: 0 기록 완료; 2 사용법 오류, 읽을 수 없는 경로, 유효하지 않은 manifest 또는
                    composition 이름, 또는 기록할 수 없는 출력
                    """)
        case .diff:
            MessageText(
                english: """
                    usage: cradle-lsp --diff BASE[..HEAD] [options] [PATH ...]

                    Compares the graphs of the files under the paths (default: .) at git revision BASE with
                    the working tree, or with HEAD (any revision) given as BASE..HEAD; BASE...HEAD compares
                    HEAD with the merge base, as a pull request does. Both sides load as --check loads them.
                    Graphs match by module and lexical name, registrations by type; reported: graphs and
                    registrations added and removed, lifetimes, dependencies, @External parameters,
                    sources:, input:, input bindings, and findings introduced and fixed (matched by code,
                    graph, registration and message, not by line). Git is run read-only: the checkout,
                    the index and refs are never changed.

                      --format FORMAT  text (default), json (versioned data) or markdown (a pull-request
                                       comment with a table and a Mermaid diagram per changed graph)
                      --output FILE    write the report to FILE instead of standard output
                      --config FILE    use FILE instead of each revision's .cradle-lsp.json
                      --strict         introduced warnings fail the run too
                      --quiet          no notes on standard error

                    exit status: 0 the change introduces no error; 1 it introduces one (or a warning with
                    --strict); 2 usage error, no git, not a repository, an unknown revision (or one a
                    shallow clone lacks), a path that cannot be read, or a report that cannot be written
                    """,
                cradle: """
                    사용법: cradle-lsp --diff BASE[..HEAD] [options] [PATH ...]

                    경로(기본값: .) 아래 파일의 graph를 git 리비전 BASE와 작업 트리 사이에서 비교하거나,
                    BASE..HEAD로 지정하면 BASE와 HEAD(어떤 리비전이든) 사이에서 비교합니다. BASE...HEAD는 pull
                    request처럼 HEAD를 merge base와 비교합니다. 양쪽 모두 --check와 같은 방식으로 읽습니다. graph는
                    모듈과 어휘적 이름으로, 등록은 타입으로 대응시키며, 추가·삭제된 graph와 등록, 수명, 의존성,
                    @External 매개변수, sources:, input:, input 바인딩, 새로 생긴 진단과 수정된 진단(줄이 아니라
                    코드, graph, 등록, 메시지로 대응)을 보고합니다. Git은 읽기 전용으로 실행하며 checkout, index,
                    ref는 절대 변경하지 않습니다.

                      --format FORMAT  text (기본값), json (버전이 있는 데이터) 또는 markdown (표와 변경된
                                       graph마다 Mermaid 다이어그램이 있는 pull request 댓글)
                      --output FILE    보고서를 표준 출력 대신 FILE에 기록
                      --config FILE    각 리비전의 .cradle-lsp.json 대신 FILE 사용
                      --strict         새로 생긴 경고도 실패로 처리
                      --quiet          표준 오류에 안내 메시지를 출력하지 않음

                    종료 상태: 0 변경이 오류를 새로 만들지 않음; 1 오류를 새로 만듦(--strict이면 경고도 포함);
                    2 사용법 오류, git 없음, 저장소가 아님, 알 수 없는 리비전(또는 shallow clone에 없는 리비전),
                    읽을 수 없는 경로, 또는 기록할 수 없는 보고서
                    """)
        case .analyze:
            MessageText(
                english: """
                    usage: cradle-lsp --analyze [--format text|json|html] [--output FILE] [--config FILE] [PATH ...]

                    Analyses the graphs of the files under the paths (default: .) and the whole app: as the
                    composition view sees it when `composition.roots` in .cradle-lsp.json names its roots,
                    else from the graphs' declarations (graphs, providers, input members, their links):
                    statistics, the longest dependency chains, fan-in and fan-out, betweenness centrality,
                    dominators (what every path from a root to a registration passes through) and the shortest
                    path from a root to each one; then, for every factory parameter, the registration that
                    satisfies it and why the near misses do not (identity-differs, external-result,
                    other-graph, not-visible), and for every input member the bindings that feed it.

                      --format FORMAT  text (default), json (versioned data) or html (one self-contained page:
                                       the graph drawn by Graphviz when `dot` is installed, a search box, a
                                       table sortable by each metric, a panel per registration)
                      --output FILE    write the report to FILE instead of standard output
                      --config FILE    use FILE instead of the workspace's .cradle-lsp.json

                    exit status: 0 written; 2 usage error, a path that cannot be read, paths that hold no
                    Swift file, an unusable configuration file, or a report that cannot be written
                    """,
                cradle: """
                    사용법: cradle-lsp --analyze [--format text|json|html] [--output FILE] [--config FILE] [PATH ...]

                    경로(기본값: .) 아래 파일의 graph와 앱 전체를 분석합니다. 앱 전체는 .cradle-lsp.json의
                    `composition.roots`가 root를 지정하면 composition 뷰가 보는 대로, 아니면 graph 선언(graph,
                    Factory, input 멤버와 그 연결)에서 구합니다. 통계, 가장 긴 의존 체인, fan-in과 fan-out,
                    betweenness centrality, dominator(root에서 등록까지의 모든 경로가 거치는 곳)와 root에서 각
                    등록까지의 최단 경로를 보여 주고, 이어서 모든 Factory 매개변수에 대해 그것을 충족하는 등록과
                    아깝게 맞지 않는 후보가 맞지 않는 이유(identity-differs, external-result, other-graph,
                    not-visible)를, 모든 input 멤버에 대해 그 멤버에 값을 공급하는 바인딩을 보여 줍니다.

                      --format FORMAT  text (기본값), json (버전이 있는 데이터) 또는 html (독립된 단일 페이지:
                                       `dot`이 설치되어 있으면 Graphviz로 그린 graph, 검색 상자, 지표별로 정렬할
                                       수 있는 표, 등록마다 하나의 패널)
                      --output FILE    보고서를 표준 출력 대신 FILE에 기록
                      --config FILE    workspace의 .cradle-lsp.json 대신 FILE 사용

                    종료 상태: 0 기록 완료; 2 사용법 오류, 읽을 수 없는 경로, Swift 파일이 없는 경로, 사용할 수
                    없는 설정 파일, 또는 기록할 수 없는 보고서
                    """)
        case .explain:
            MessageText(
                english: """
                    usage: cradle-lsp --explain CODE

                    Prints when a diagnostic appears, why, how to fix it and an example. CODE is the kebab id
                    (missing-registration), Cradle's number (38) or Cradle's id (missingRegistration).

                    exit status: 0 printed; 2 unknown code
                    """,
                cradle: """
                    사용법: cradle-lsp --explain CODE

                    진단이 언제, 왜 나타나는지, 어떻게 수정하는지와 예제를 출력합니다. CODE는 kebab id
                    (missing-registration), Cradle의 번호(38) 또는 Cradle의 id(missingRegistration)입니다.

                    종료 상태: 0 출력 완료; 2 알 수 없는 코드
                    """)
        case .server:
            MessageText(
                english: """
                    usage: cradle-lsp [--stdio] [--trace FILE]

                    Serves the Language Server Protocol 3.17 over standard input and output; logs go to
                    standard error. --trace FILE records the session as => (client) and <= (server) lines.
                    """,
                cradle: """
                    사용법: cradle-lsp [--stdio] [--trace FILE]

                    표준 입력과 출력으로 Language Server Protocol 3.17을 제공하며, 로그는 표준 오류로 출력합니다.
                    --trace FILE은 세션을 => (클라이언트)와 <= (서버) 줄로 기록합니다.
                    """)
        }
    }
}
