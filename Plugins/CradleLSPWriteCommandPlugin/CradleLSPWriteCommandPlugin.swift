import PackagePlugin

/// `swift package --allow-writing-to-package-directory cradle-lsp-write graph … --output DIR`
/// (or `check --fix`): the same commands, run only with SwiftPM's permission to write into the
/// package (`CommandRunner`).
@main
struct CradleLSPWriteCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try CommandRunner(verb: "cradle-lsp-write", writesIntoPackage: true).run(context: context, arguments: arguments)
    }
}
