import CradleAnalysis
import CradleSyntax
import Foundation

/// The `cradle-lsp` command line: parses arguments and runs the batch commands. The server mode
/// is not part of this target.
public enum CommandLineTool {
    /// The version printed by `--version`.
    public static let version = "0.1.0"

    /// What the command line asks for.
    public enum Command: Equatable {
        case check(CheckOptions)
        case explain(String)
        case version
        case help
    }

    /// Options of `--check`.
    public struct CheckOptions: Equatable {
        public var paths: [String] = []
        public var format: Format = .text
        public var isStrict = false
        public var output: String?
    }

    /// Report formats of `--check`.
    public enum Format: String, Equatable, CaseIterable {
        case text, github
    }

    /// A usage error: the message printed before the usage line.
    public struct UsageError: Error, Equatable {
        public var message: String
    }

    public static let usage = """
        usage: cradle-lsp --check [--format text|github] [--strict] [--output FILE] [PATH ...]
               cradle-lsp --explain CODE
               cradle-lsp --version | --help

          --check     analyse every Swift file under the paths (default: .) and print diagnostics
          --format    text (the compiler's shape, default) or github (workflow annotations)
          --strict    warnings fail the run too
          --output    write the report to FILE instead of standard output
          --explain   print the documentation of a diagnostic code (or its number, e.g. 38)

        exit status: 0 no error; 1 at least one error (or warning with --strict); 2 usage error or
        a path that cannot be read
        """

    /// Parses the arguments after the executable's name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        guard let first = arguments.first else { throw UsageError(message: "no command given") }
        switch first {
        case "--version": return .version
        case "--help", "-h": return .help
        case "--explain":
            guard arguments.count == 2 else { throw UsageError(message: "--explain takes exactly one diagnostic code") }
            return .explain(arguments[1])
        case "--check":
            var options = CheckOptions()
            var index = 1
            while index < arguments.count {
                let argument = arguments[index]
                switch argument {
                case "--format":
                    index += 1
                    guard index < arguments.count, let format = Format(rawValue: arguments[index]) else {
                        throw UsageError(
                            message: "--format takes one of: \(Format.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    options.format = format
                case "--strict":
                    options.isStrict = true
                case "--output":
                    index += 1
                    guard index < arguments.count else { throw UsageError(message: "--output takes a file path") }
                    options.output = arguments[index]
                case "--":
                    options.paths += arguments[(index + 1)...]
                    index = arguments.count
                default:
                    if argument.hasPrefix("-") { throw UsageError(message: "unknown option \(argument)") }
                    options.paths.append(argument)
                }
                index += 1
            }
            if options.paths.isEmpty { options.paths = ["."] }
            return .check(options)
        default:
            throw UsageError(message: "unknown command \(first)")
        }
    }

    /// Runs the command line and returns the exit status. Writes the report to standard output
    /// (or the `--output` file) and problems to standard error.
    public static func run(_ arguments: [String]) -> Int32 {
        let command: Command
        do {
            command = try parse(arguments)
        } catch {
            printError("cradle-lsp: \(error.message)\n\(usage)")
            return 2
        }
        switch command {
        case .version:
            printOutput("cradle-lsp \(version)")
            return 0
        case .help:
            printOutput(usage)
            return 0
        case .explain(let code):
            guard let text = explanation(code) else {
                printError("cradle-lsp: unknown diagnostic code \(code); codes are listed in the README")
                return 2
            }
            printOutput(text)
            return 0
        case .check(let options):
            return check(options)
        }
    }

    /// The documentation of a code (or its Cradle number), as `--explain` prints it.
    public static func explanation(_ code: String) -> String? {
        let number = Int(code.hasPrefix("#") ? String(code.dropFirst()) : code)
        guard let found = DiagnosticCode.allCases.first(where: { $0.rawValue == code || number != nil && $0.number == number })
        else { return nil }
        let documentation = found.documentation
        var text = "\(found.rawValue)"
        if let number = found.number { text += " (Cradle #\(number), \(found.cradleID ?? ""))" }
        text += ": \(documentation.title)\nseverity: \(found.defaultSeverity.rawValue)\n\n"
        text += "When it appears\n\(documentation.trigger)\n\nWhy\n\(documentation.rationale)\n\n"
        text += "How to fix it\n\(documentation.fix)\n\nExample\n\(documentation.example)"
        return text
    }

    static func check(_ options: CheckOptions) -> Int32 {
        let (files, discoveryProblems) = Discovery.find(options.paths)
        let (summaries, loadProblems) = Discovery.load(files)
        let problems = discoveryProblems + loadProblems
        for problem in problems {
            printError("cradle-lsp: \(problem.isFatal ? "error" : "warning"): \(problem)")
        }
        let diagnostics = Analyzer.analyze(summaries)
        let indexes = Dictionary(summaries.map { ($0.path, LineIndex($0.tree.text)) }, uniquingKeysWith: { first, _ in first })
        let report: String
        switch options.format {
        case .text:
            let toTerminal = options.output == nil && isatty(STDOUT_FILENO) == 1
            report = TextReporter(usesColor: toTerminal).render(diagnostics, files: summaries.count, lineIndexes: indexes)
        case .github:
            report = GitHubReporter().render(diagnostics, lineIndexes: indexes)
        }
        if let output = options.output {
            do {
                try Data(report.utf8).write(to: URL(fileURLWithPath: output))
            } catch {
                printError("cradle-lsp: error: cannot write \(output): \(error.localizedDescription)")
                return 2
            }
        } else {
            FileHandle.standardOutput.write(Data(report.utf8))
        }
        if problems.contains(where: \.isFatal) { return 2 }
        let failing = diagnostics.contains { $0.severity == .error || options.isStrict && $0.severity == .warning }
        return failing ? 1 : 0
    }

    static func printOutput(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
