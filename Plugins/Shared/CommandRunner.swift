import Foundation
import PackagePlugin

/// What `swift package cradle-lsp …` and `swift package cradle-lsp-write …` share: runs
/// cradle-lsp from the package's folder on every target (or the ones named with `--target`),
/// passing the other arguments through, and fails as the tool does. Only the writing plugin,
/// which SwiftPM runs with the permission to write into the package, may name an output inside
/// the package; the other refuses before the tool runs (Linux has no sandbox to stop it).
struct CommandRunner {
    /// The verb the plugin is run by, for its messages.
    var verb: String
    /// Whether SwiftPM granted this plugin the package directory.
    var writesIntoPackage: Bool

    func run(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        let subcommand = rest.isEmpty ? "help" : rest.removeFirst()
        let package = context.package
        var paths: [String] = []
        for name in targetNames {
            guard let target = package.targets.first(where: { $0.name == name }) else {
                let known = package.targets.map(\.name).sorted().joined(separator: ", ")
                throw PluginFailure("no target named \(name) in package \(package.displayName) (its targets: \(known))")
            }
            // The folder of its Swift files (`directoryURL` needs tools 6.1; the package is 6.0).
            let files = (target as? SourceModuleTarget)?.sourceFiles.filter { $0.url.pathExtension == "swift" }.map(\.url) ?? []
            guard let folder = PluginPaths.commonFolder(of: files) else {
                throw PluginFailure("target \(name) has no Swift file")
            }
            paths.append(folder.path(percentEncoded: false))
        }
        if paths.isEmpty { paths = [package.directoryURL.path(percentEncoded: false)] }
        let toolArguments: [String]
        switch subcommand {
        case "check", "graph", "diff", "analyze":
            toolArguments = ["--\(subcommand)"] + rest + ["--"] + paths
        case "explain":
            toolArguments = ["--explain"] + rest
        case "help", "--help", "-h":
            print(usage)
            return
        default:
            throw PluginFailure("unknown command \(subcommand)\n\(usage)")
        }
        let packageFolder = package.directoryURL.standardizedFileURL.path(percentEncoded: false)
        if !writesIntoPackage, let written = Self.writtenPaths(toolArguments, graphDefault: subcommand == "graph") {
            for path in written {
                let absolute = URL(filePath: path, relativeTo: package.directoryURL).standardizedFileURL.path(
                    percentEncoded: false)
                guard
                    absolute == packageFolder
                        || absolute.hasPrefix(packageFolder.hasSuffix("/") ? packageFolder : packageFolder + "/")
                else { continue }
                throw PluginFailure(
                    """
                    \(path) is inside the package, and `swift package \(verb)` does not write into it; run
                      swift package --allow-writing-to-package-directory cradle-lsp-write \(([subcommand] + rest).joined(separator: " "))
                    """)
            }
        }
        let tool = try context.tool(named: "cradle-lsp")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = toolArguments
        process.currentDirectoryURL = package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            throw PluginFailure("cradle-lsp ended by signal \(process.terminationStatus)")
        }
        // The tool has said why; its status (1 for findings, 2 for usage or input) is the plugin's.
        if process.terminationStatus != 0 { exit(process.terminationStatus) }
    }

    /// The files or folders the tool would write, from its arguments; `--fix` (without
    /// `--dry-run`) writes the checked sources. Nil when it writes nothing but standard output.
    static func writtenPaths(_ arguments: [String], graphDefault: Bool) -> [String]? {
        var written: [String] = []
        var index = 0
        var fixes = false
        var dryRun = false
        while index < arguments.count, arguments[index] != "--" {
            let argument = arguments[index]
            if ["--output", "--write-baseline", "--graph-output", "--stamp"].contains(argument), index + 1 < arguments.count {
                if arguments[index + 1] != "-" { written.append(arguments[index + 1]) }
                index += 1
            } else if argument == "--fix" {
                fixes = true
            } else if argument == "--dry-run" {
                dryRun = true
            }
            index += 1
        }
        if fixes, !dryRun, let separator = arguments.firstIndex(of: "--") { written += arguments[(separator + 1)...] }
        return written.isEmpty ? nil : written
    }

    var usage: String {
        """
        usage: swift package \(verb) check [--target NAME ...] [check options]
               swift package \(verb) graph mermaid|dot|json [--target NAME ...] [graph options]
               swift package \(verb) diff BASE[..HEAD|...HEAD] [--target NAME ...] [diff options]
               swift package \(verb) analyze [--target NAME ...] [analyze options]
               swift package \(verb) explain CODE
               swift package --allow-writing-to-package-directory cradle-lsp-write graph mermaid --output DIR

        Runs cradle-lsp from the package's folder on every target (or each --target) with the
        options of `cradle-lsp --check`, `--graph`, `--diff`, `--analyze` and `--explain`
        (`swift package \(verb) check --help` prints them). `cradle-lsp` only reads the package;
        what writes into it (graph --output DIR, check --fix, a report or baseline file in the
        package) runs as `cradle-lsp-write`, which SwiftPM runs only with the permission to write
        into the package directory.
        """
    }
}

/// A failure the plugin reports in plain words.
struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
