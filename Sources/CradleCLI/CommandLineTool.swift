import CradleAnalysis
import CradleProject
import Foundation

/// The `cradle-lsp` command line: parses arguments and runs the batch commands. The server mode
/// is not part of this target.
public enum CommandLineTool {
    /// The version printed by `--version`.
    public static let version = ToolVersion.current

    /// What the command line asks for.
    public enum Command: Equatable {
        case check(CheckOptions)
        case graph(GraphOptions)
        case diff(DiffOptions)
        case analyze(AnalyzeOptions)
        case explain(String)
        case version
        /// `--help`, alone or after a command: that command's help.
        case help(HelpTopic)
    }

    /// Which help `--help` prints.
    public enum HelpTopic: Equatable, Sendable {
        case general, server, check, graph, diff, analyze, explain
    }

    /// Options of `--check`.
    public struct CheckOptions: Equatable {
        public var paths: [String] = []
        public var format: Format = .text
        public var isStrict = false
        public var output: String?
        /// Findings only: no progress line, no summary, no notes on standard error.
        public var isQuiet = false
        /// A configuration file instead of the discovered `.cradle-lsp.json`.
        public var configuration: String?
        /// Whether to apply fixes, print them, or neither.
        public var fix: FixMode = .none
        /// `--new-since REV`: report only the findings that the revision does not have.
        public var newSince: String?
        /// `--baseline FILE`: report only the findings the baseline file does not list.
        public var baseline: String?
        /// `--write-baseline FILE`: write the findings as a baseline file.
        public var writeBaseline: String?
        /// `--messages cradle|english`: the wording of findings, over the configuration and the
        /// environment; nil to leave it to them.
        public var messages: MessageLanguage?
        /// `--graph-output DIR`: also write each checked module's Mermaid diagram as
        /// `DIR/<Module>/DependencyGraph.mmd` (what `--graph mermaid --output DIR` writes).
        public var graphOutput: String?
        /// `--stamp FILE`: write the summary as a `//` comment line to FILE once the check has run,
        /// so a build system has an output to compare with the inputs and reruns the check only
        /// when they change (a comment, so the stamp may be a Swift file of the target).
        public var stamp: String?
    }

    /// Options of `--diff`.
    public struct DiffOptions: Equatable {
        /// The revision compared from (`BASE`, or the `A` of `A..B` and `A...B`).
        public var base: String
        /// The revision compared with; nil for the working tree.
        public var head: String?
        /// `A...B`: compare B with the merge base of A and B, as pull requests do.
        public var usesMergeBase = false
        public var paths: [String] = []
        public var format: DiffFormat = .text
        public var output: String?
        public var configuration: String?
        /// Warnings the change introduces fail the run too.
        public var isStrict = false
        /// No notes on standard error.
        public var isQuiet = false
    }

    /// Options of `--analyze`.
    public struct AnalyzeOptions: Equatable {
        public var paths: [String] = []
        public var format: AnalyzeFormat = .text
        public var output: String?
        public var configuration: String?
    }

    /// Formats of `--analyze`.
    public enum AnalyzeFormat: String, Equatable, CaseIterable {
        case text, json, html
    }

    /// Formats of `--diff`.
    public enum DiffFormat: String, Equatable, CaseIterable {
        case text, json, markdown
    }

    /// What `--fix` does.
    public enum FixMode: Equatable, Sendable {
        case none
        /// `--fix`: apply the preferred fixes in place, then report what remains.
        case apply
        /// `--fix --dry-run`: print the fixes as a unified diff and change nothing.
        case dryRun
    }

    /// Report formats of `--check`.
    public enum Format: String, Equatable, CaseIterable {
        case text, json, sarif, github, junit, codeclimate
    }

    /// Options of `--graph`.
    public struct GraphOptions: Equatable {
        public var format: GraphFormat
        public var paths: [String] = []
        /// With a folder, writes `DIR/<Module>/DependencyGraph.<ext>`, rewriting only changed files.
        public var output: String?
        /// One picture of every module instead of one per module (`DIR/Workspace.<ext>`).
        public var isWorkspaceView = false
        /// CradleDiagramMaker's workspace views (`--view`): `Declarations` or `Composition`.
        public var view: WorkspaceView?
        /// Cradle's own workspace manifest instead of the build definitions (`--workspace-manifest`).
        public var workspaceManifest: String?
        /// A configuration file instead of the discovered `.cradle-lsp.json`.
        public var configuration: String?
    }

    /// Formats of `--graph`.
    /// A view of CradleDiagramMaker's workspace mode (`cradle.md` §7.4).
    public enum WorkspaceView: String, Equatable, CaseIterable {
        case declarations, composition

        /// The file name stem under `DIR/<Workspace>/`.
        public var fileStem: String { self == .declarations ? "Declarations" : "Composition" }
    }

    public enum GraphFormat: String, Equatable, CaseIterable {
        case mermaid, dot, json

        /// The file extension `--output` uses.
        public var fileExtension: String {
            switch self {
            case .mermaid: "mmd"
            case .dot: "dot"
            case .json: "json"
            }
        }
    }

    /// A usage error: the message printed before the usage line, worded once the language is
    /// known.
    public struct UsageError: Error, Equatable {
        /// The message's entry and what fills its placeholders.
        public var text: CommandLineText
        public var arguments: [String]
        /// The help of the command the error is about.
        public var topic: HelpTopic = .general

        public init(_ text: CommandLineText, _ arguments: String..., topic: HelpTopic = .general) {
            self.text = text
            self.arguments = arguments
            self.topic = topic
        }

        /// The message in `language`.
        public func message(in language: MessageLanguage) -> String {
            text.text(in: language, arguments: arguments)
        }

        /// The message in English.
        public var message: String { message(in: .english) }
    }

    /// The general help.
    public static var usage: String { HelpText.general.text(in: .english) }

    /// The help of `--check`.
    public static var checkUsage: String { HelpText.check.text(in: .english) }

    /// The help of `--graph`.
    public static var graphUsage: String { HelpText.graph.text(in: .english) }

    /// The help of `--diff`.
    public static var diffUsage: String { HelpText.diff.text(in: .english) }

    /// The help of `--analyze`.
    public static var analyzeUsage: String { HelpText.analyze.text(in: .english) }

    /// The help of `--explain`.
    public static var explainUsage: String { HelpText.explain.text(in: .english) }

    /// The help of the server mode.
    public static var serverUsage: String { HelpText.server.text(in: .english) }

    /// The help text of a topic, in `language`.
    public static func help(_ topic: HelpTopic, in language: MessageLanguage = .english) -> String {
        let text: HelpText
        switch topic {
        case .general: text = .general
        case .server: text = .server
        case .check: text = .check
        case .graph: text = .graph
        case .diff: text = .diff
        case .analyze: text = .analyze
        case .explain: text = .explain
        }
        return text.text(in: language)
    }

    /// The language of what the CLI says (`product.md` §2d): `--messages` (given to `--check`)
    /// over `"messages"` in the loaded workspace's configuration (else the `.cradle-lsp.json`
    /// of the current folder) over `LC_ALL`, `LC_MESSAGES`, `LANG`; English when none says.
    static func language(flag: MessageLanguage? = nil, configuration: MessageLanguage?? = nil) -> MessageLanguage {
        let configured =
            configuration
            ?? Configuration.discover(in: FileManager.default.currentDirectoryPath)?.messages
        return MessageLanguage.forCommandLine(
            flag: flag, configuration: configured, environment: ProcessInfo.processInfo.environment)
    }

    /// `--stdio --help`, in the chosen language.
    public static func serverHelp() -> String { help(.server, in: language()) }

    /// What the executable prints for an option server mode does not know: the error, then the
    /// general help, in the language the environment and the current folder's configuration choose.
    public static func unknownServerOption(_ option: String) -> String {
        let language = language()
        return "cradle-lsp: \(CommandLineText.unknownServerOption.text(in: language, option))\n\(help(.general, in: language))"
    }

    /// Parses the arguments after the executable's name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        guard let first = arguments.first else {
            throw UsageError(.noCommand)
        }
        let topics: [String: HelpTopic] = [
            "--check": .check, "--graph": .graph, "--diff": .diff, "--analyze": .analyze, "--explain": .explain,
            "--stdio": .server, "--trace": .server,
        ]
        if let topic = topics[first], arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
            return .help(topic)
        }
        switch first {
        case "--version": return .version
        case "--help", "-h": return .help(.general)
        case "--graph": return .graph(try parseGraph(Array(arguments.dropFirst())))
        case "--explain":
            guard arguments.count == 2 else {
                throw UsageError(.explainTakesOneCode, topic: .explain)
            }
            return .explain(arguments[1])
        case "--check": return .check(try parseCheck(Array(arguments.dropFirst())))
        case "--diff": return .diff(try parseDiff(Array(arguments.dropFirst())))
        case "--analyze": return .analyze(try parseAnalyze(Array(arguments.dropFirst())))
        default:
            throw UsageError(.unknownCommand, first)
        }
    }

    /// The options after `--graph`.
    static func parseGraph(_ arguments: [String]) throws(UsageError) -> GraphOptions {
        guard let name = arguments.first, let format = GraphFormat(rawValue: name) else {
            throw UsageError(.takesOneOf, "--graph", choices(GraphFormat.allCases.map(\.rawValue)), topic: .graph)
        }
        var options = GraphOptions(format: format)
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--workspace":
                guard format != .json else { throw UsageError(.workspaceDrawsMermaidOrDot, topic: .graph) }
                options.isWorkspaceView = true
            case "--view":
                index += 1
                guard index < arguments.count, let view = WorkspaceView(rawValue: arguments[index]) else {
                    throw UsageError(.takesOneOf, "--view", choices(WorkspaceView.allCases.map(\.rawValue)), topic: .graph)
                }
                options.view = view
            case "--output", "--config", "--workspace-manifest":
                index += 1
                guard index < arguments.count else {
                    throw UsageError(argument == "--output" ? .takesFolderPath : .takesFilePath, argument, topic: .graph)
                }
                switch argument {
                case "--output": options.output = arguments[index]
                case "--config": options.configuration = arguments[index]
                default: options.workspaceManifest = arguments[index]
                }
            case "--":
                options.paths += arguments[(index + 1)...]
                index = arguments.count
            default:
                if argument.hasPrefix("-") { throw UsageError(.unknownOption, argument, topic: .graph) }
                options.paths.append(argument)
            }
            index += 1
        }
        if options.paths.isEmpty { options.paths = ["."] }
        return options
    }

    /// The options after `--check`.
    static func parseCheck(_ arguments: [String]) throws(UsageError) -> CheckOptions {
        var options = CheckOptions()
        var isDryRun = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--format":
                index += 1
                guard index < arguments.count, let format = Format(rawValue: arguments[index]) else {
                    throw UsageError(.takesOneOf, "--format", choices(Format.allCases.map(\.rawValue)), topic: .check)
                }
                options.format = format
            case "--strict": options.isStrict = true
            case "--quiet", "-q": options.isQuiet = true
            case "--fix": options.fix = .apply
            case "--dry-run": isDryRun = true
            case "--output", "--config", "--baseline", "--write-baseline", "--graph-output", "--stamp":
                index += 1
                guard index < arguments.count else { throw UsageError(.takesFilePath, argument, topic: .check) }
                switch argument {
                case "--output": options.output = arguments[index]
                case "--config": options.configuration = arguments[index]
                case "--baseline": options.baseline = arguments[index]
                case "--graph-output": options.graphOutput = arguments[index]
                case "--stamp": options.stamp = arguments[index]
                default: options.writeBaseline = arguments[index]
                }
            case "--new-since":
                index += 1
                guard index < arguments.count, !arguments[index].hasPrefix("-") else {
                    throw UsageError(.newSinceTakesRevision, topic: .check)
                }
                options.newSince = arguments[index]
            case "--messages":
                index += 1
                guard index < arguments.count, let language = MessageLanguage(rawValue: arguments[index]) else {
                    throw UsageError(
                        .takesOneOf, "--messages", choices(MessageLanguage.allCases.map(\.rawValue)), topic: .check)
                }
                options.messages = language
            case "--":
                options.paths += arguments[(index + 1)...]
                index = arguments.count
            default:
                if argument.hasPrefix("-") { throw UsageError(.unknownOption, argument, topic: .check) }
                options.paths.append(argument)
            }
            index += 1
        }
        if isDryRun {
            guard options.fix == .apply else { throw UsageError(.dryRunGoesWithFix, topic: .check) }
            options.fix = .dryRun
        }
        let gates = [options.newSince, options.baseline, options.writeBaseline].compactMap { $0 }
        if gates.count > 1 {
            throw UsageError(.gatesExcludeEachOther, topic: .check)
        }
        if !gates.isEmpty, options.fix != .none {
            throw UsageError(.fixExcludesGates, topic: .check)
        }
        if options.paths.isEmpty { options.paths = ["."] }
        return options
    }

    /// The options after `--diff`.
    static func parseDiff(_ arguments: [String]) throws(UsageError) -> DiffOptions {
        guard let range = arguments.first, !range.hasPrefix("-") else {
            throw UsageError(.diffTakesRevision, topic: .diff)
        }
        var options = DiffOptions(base: range)
        for (separator, usesMergeBase) in [("...", true), ("..", false)] {
            guard let found = range.range(of: separator) else { continue }
            options.base = String(range[..<found.lowerBound])
            let head = String(range[found.upperBound...])
            options.head = head.isEmpty ? "HEAD" : head
            options.usesMergeBase = usesMergeBase
            break
        }
        if options.base.isEmpty || options.head?.contains("..") == true {
            throw UsageError(.diffTakesRange, range, topic: .diff)
        }
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--format":
                index += 1
                guard index < arguments.count, let format = DiffFormat(rawValue: arguments[index]) else {
                    throw UsageError(.takesOneOf, "--format", choices(DiffFormat.allCases.map(\.rawValue)), topic: .diff)
                }
                options.format = format
            case "--strict": options.isStrict = true
            case "--quiet", "-q": options.isQuiet = true
            case "--output", "--config":
                index += 1
                guard index < arguments.count else { throw UsageError(.takesFilePath, argument, topic: .diff) }
                if argument == "--output" { options.output = arguments[index] } else { options.configuration = arguments[index] }
            case "--":
                options.paths += arguments[(index + 1)...]
                index = arguments.count
            default:
                if argument.hasPrefix("-") { throw UsageError(.unknownOption, argument, topic: .diff) }
                options.paths.append(argument)
            }
            index += 1
        }
        if options.paths.isEmpty { options.paths = ["."] }
        return options
    }

    /// The options after `--analyze`.
    static func parseAnalyze(_ arguments: [String]) throws(UsageError) -> AnalyzeOptions {
        var options = AnalyzeOptions()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--format":
                index += 1
                guard index < arguments.count, let format = AnalyzeFormat(rawValue: arguments[index]) else {
                    throw UsageError(
                        .takesOneOf, "--format", choices(AnalyzeFormat.allCases.map(\.rawValue)), topic: .analyze)
                }
                options.format = format
            case "--output", "--config":
                index += 1
                guard index < arguments.count else { throw UsageError(.takesFilePath, argument, topic: .analyze) }
                if argument == "--output" { options.output = arguments[index] } else { options.configuration = arguments[index] }
            case "--":
                options.paths += arguments[(index + 1)...]
                index = arguments.count
            default:
                if argument.hasPrefix("-") { throw UsageError(.unknownOption, argument, topic: .analyze) }
                options.paths.append(argument)
            }
            index += 1
        }
        if options.paths.isEmpty { options.paths = ["."] }
        return options
    }

    /// Runs the command line and returns the exit status. Writes the report to standard output
    /// (or the `--output` file) and problems to standard error.
    public static func run(_ arguments: [String]) -> Int32 {
        let command: Command
        do {
            command = try parse(arguments)
        } catch {
            let chosen = language()
            printError("cradle-lsp: \(error.message(in: chosen))\n\(help(error.topic, in: chosen))")
            return 2
        }
        switch command {
        case .version:
            printOutput("cradle-lsp \(version)")
            return 0
        case .help(let topic):
            printOutput(help(topic, in: language()))
            return 0
        case .explain(let code):
            return ExplainCommand.run(code, language: language())
        case .check(let options):
            return CheckCommand.run(options)
        case .graph(let options):
            return GraphCommand.run(options)
        case .diff(let options):
            return DiffCommand.run(options)
        case .analyze(let options):
            return AnalyzeCommand.run(options)
        }
    }

    /// The documentation of a code, as `--explain` prints it.
    public static func explanation(_ code: String, in language: MessageLanguage = .english) -> String? {
        ExplainCommand.explanation(code, in: language)
    }

    /// The values a flag takes, as usage errors list them.
    static func choices(_ values: [String]) -> String {
        values.joined(separator: ", ")
    }

    /// `cradle-lsp: error: TEXT` on standard error.
    static func printError(error text: String) {
        printError("cradle-lsp: error: " + text)
    }

    /// `cradle-lsp: warning: TEXT` on standard error.
    static func printError(warning text: String) {
        printError("cradle-lsp: warning: " + text)
    }

    /// `cradle-lsp: note: TEXT` on standard error.
    static func printError(note text: String) {
        printError("cradle-lsp: note: " + text)
    }

    /// Writes a line to standard output.
    static func printOutput(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Writes a line to standard error.
    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
