import CradleSyntax
import Foundation

// CradleBench: release-built measurements, each side by side with a peer where one exists.
//
//   CradleBench syntax [--iterations N] [--no-peer] [--errors] PATH...
//       Lex + parse throughput of the syntax layer on one core, then `swiftc -frontend -parse`
//       on the same files; prints MB/s, lines/s and the ratio. --errors lists files with
//       syntax errors (valid code should have none).
//
//   CradleBench analysis [--iterations N] [--lines N] [--no-peer] [--keep DIR]
//       Analysis time of one generated 300-factory graph file, then of a generated workspace of
//       about N lines (default 1,000,000): lex, parse, summarise and run every rule, one core.
//       The workspace is also parsed by `swiftc -frontend -parse` for scale.
//
//   CradleBench workspace [--lines N] [--edits N]
//       Loads a generated workspace of about N lines into the workspace model, then edits one
//       line of its 300-factory graph file N times: p50/p99 of re-analysis (update + that file's
//       findings), p99 of hover and definition on a parameter type, resident memory after loading.
//       With --file PATH: that one file alone, a space and a letter each typed and removed N
//       times on its middle line; p50/p99 of the update beside lexing + parsing the same text.
//
//   CradleBench server [--binary PATH] [--lines N] [--edits N] [--debounce MS]
//       The release `cradle-lsp` over real stdio on a generated workspace of about N lines:
//       indexing time and resident memory, edit → publishDiagnostics latency (p50/p99; run it
//       with --debounce 0 for the compute part alone), hover and definition round trips (p99),
//       completion (after a graph receiver, in a 300-registration parameter list, in
//       `G.override(`) and signature help round trips (p50/p99), beside the floor.
//
//   CradleBench server --document-mb N [--edits E] [--binary PATH]
//       The server's resident memory around opening, editing (E times, default 20) and closing
//       one generated document of about N MB, as a multiple of the document's size, and the
//       edit → publishDiagnostics latency in it (DocumentMemoryBenchmark.swift).
//
//   CradleBench json [--iterations N] [--fixtures DIR]
//       CradleProtocol's JSON against Foundation's JSONSerialization on the server's real
//       messages: parse and serialize throughput (JSONBenchmark.swift).
//
//   CradleBench check [--iterations N] [--binary PATH] [--lines N] [--no-generated] [--batches] PATH...
//       For each PATH (a code base) and a generated workspace: `cradle-lsp --check` wall time
//       (release, all cores), one `swiftc -frontend -parse` process over the same files, and the
//       read floor (`find … | xargs cat`), with the ratios, and `--analyze --format json` beside
//       `--check`. See CheckBenchmark.swift.
//
//   CradleBench diff [--iterations N] [--binary PATH] [--changed N] PATH...
//       For each PATH, a temporary git repository of its files with a second commit changing N
//       Swift files: `cradle-lsp --diff HEAD~1` against one `--check`, interleaved, medians and
//       the ratio, beside git's own cost of reading the revision. See DiffBenchmark.swift.

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "syntax":
    runSyntax(Array(arguments.dropFirst()))
case "analysis":
    runAnalysis(Array(arguments.dropFirst()))
case "check":
    runCheck(Array(arguments.dropFirst()))
case "workspace":
    runWorkspace(Array(arguments.dropFirst()))
case "json":
    runJSON(Array(arguments.dropFirst()))
case "server":
    runServer(Array(arguments.dropFirst()))
case "diff":
    runDiff(Array(arguments.dropFirst()))
case "dump":
    for path in arguments.dropFirst() {
        let tree = SyntaxTree(parsing: SourceText(bytes: [UInt8](FileManager.default.contents(atPath: path) ?? Data())))
        print(tree.dump(), terminator: "")
    }
default:
    say(
        "usage: CradleBench syntax [--iterations N] [--no-peer] [--errors] PATH... | analysis [--iterations N] [--lines N] [--no-peer] | check | server | diff [--iterations N] [--changed N] PATH... | dump FILE..."
    )
    exit(2)
}
