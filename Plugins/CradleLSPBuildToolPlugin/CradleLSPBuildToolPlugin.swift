import Foundation
import PackagePlugin

/// Checks a target's Cradle graphs during the build: findings print as the compiler's
/// `file:line:column: error:` lines (SwiftPM and Xcode show them at their lines), an error fails
/// the build, and the target's Mermaid diagram is written as CradlePlugin writes it,
/// `<work>/CradleDiagrams/<Module>/DependencyGraph.mmd`. The check reads the files of the target
/// and of the targets it depends on (graphs wire across modules through `sources:`) and reruns
/// only when one of them or `.cradle-lsp.json` changes: its output is a stamp file.
@main
struct CradleLSPBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let files = Self.swiftFiles(of: module)
        guard !files.isEmpty else { return [] }
        var inputs = files
        for case let dependency as SourceModuleTarget in module.recursiveTargetDependencies {
            inputs += Self.swiftFiles(of: dependency)
        }
        inputs += PluginPaths.configurations(above: files)
        return [
            try Self.check(
                name: target.name, paths: files, inputs: inputs, tool: context.tool(named: "cradle-lsp"),
                work: context.pluginWorkDirectoryURL)
        ]
    }

    static func swiftFiles(of target: SourceModuleTarget) -> [URL] {
        target.sourceFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
    }

    /// The one command: the check of the target's files, the diagrams written beside, and a
    /// stamp as its declared output. The stamp is a Swift file holding one comment: SwiftPM adds
    /// a build command's outputs to the target, and any other kind of file would become a
    /// resource bundled with the app.
    static func check(name: String, paths: [URL], inputs: [URL], tool: PluginContext.Tool, work: URL) -> Command {
        let stamp = work.appending(path: "CradleLSPCheck.swift")
        let arguments =
            [
                "--check", "--quiet", "--graph-output", work.appending(path: "CradleDiagrams").path(percentEncoded: false),
                "--stamp", stamp.path(percentEncoded: false), "--",
            ] + paths.map { $0.path(percentEncoded: false) }
        return .buildCommand(
            displayName: "cradle-lsp: checking the graphs of \(name)", executable: tool.url, arguments: arguments,
            inputFiles: inputs, outputFiles: [stamp])
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension CradleLSPBuildToolPlugin: XcodeBuildToolPlugin {
        /// The same check for an Xcode target: its Swift files, read with the project around them.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
            guard !files.isEmpty else { return [] }
            let inputs = files + PluginPaths.configurations(above: files)
            return [
                try Self.check(
                    name: target.displayName, paths: files, inputs: inputs, tool: context.tool(named: "cradle-lsp"),
                    work: context.pluginWorkDirectoryURL)
            ]
        }
    }
#endif
