import PackagePlugin

/// `swift package cradle-lsp check|graph|diff|analyze|explain …`: reads the package, never
/// writes into it (`CommandRunner`).
@main
struct CradleLSPCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try CommandRunner(verb: "cradle-lsp", writesIntoPackage: false).run(context: context, arguments: arguments)
    }
}
