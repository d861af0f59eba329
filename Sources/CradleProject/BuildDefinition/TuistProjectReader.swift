import CradleAnalysis

/// Reads a Tuist `Project.swift` statically (`product.md` §2a): the project's and targets'
/// `name:` arguments, also through helper functions from `Tuist/ProjectDescriptionHelpers`
/// (`Project.appFramework(name: "Data", …)`), the targets' `sources:` globs (default
/// `Sources/**`) and their `.target(name:)` and `.project(target:path:)` dependencies.
public enum TuistProjectReader {
    /// The definition a `Project.swift` gives, with the helper files' functions inlined; `root`
    /// is the Tuist root that `.relativeToRoot(…)` paths start from.
    public static func read(_ source: ManifestSource, helpers: [ManifestSource], root: String) -> BuildDefinition {
        let folder = PathName.parent(source.path)
        var interpreter = ManifestInterpreter()
        for helper in helpers { interpreter.addHelpers(from: helper) }
        let bindings = interpreter.evaluateBindings(of: source)
        var definition = BuildDefinition(file: source.path, kind: .tuistProject)
        var problems = interpreter.problems
        let context = PathContext(manifestFolder: folder, root: root)

        guard let project = bindings.last(where: { $0.value.callName == "Project" })?.value else {
            // An unknown helper: keep what its arguments say, the common shape of Tuist helpers
            // (one target named like the project, sources under `Sources/`).
            if let call = bindings.last(where: { $0.value.callName != nil })?.value, let name = call.argument("name")?.string {
                problems.append(ManifestText.unknownHelper.bilingual(call.callName ?? "", name))
                definition.name = name
                definition.modules.append(
                    ModuleDefinition(
                        name: name, kind: .library, definitionFile: source.path,
                        sources: SourceSelection(folders: [SourceFolder(path: PathName.join(folder, "Sources"))]),
                        dependencies: dependencies(call.argument("dependencies"), context: context)))
            } else {
                problems.append(ManifestText.noProject.entry)
            }
            definition.problems = problems.map { .manifest(path: source.path, reason: $0) }
            return definition
        }
        definition.name = project.argument("name")?.string
        let targets = project.argument("targets")
        if let reason = targets.flatMap(ManifestValue.arrayProblem) {
            problems.append(ManifestText.targetsUnread.bilingual(reason))
        }
        for target in targets?.elements ?? [] {
            guard ["target", "Target"].contains(target.callName) else {
                problems.append(ManifestText.targetUnread.bilingual(target.unknownReason ?? ManifestText.notTargetCall.entry))
                continue
            }
            guard let name = target.argument("name")?.string else {
                problems.append(
                    ManifestText.targetNameUnread.bilingual(target.argument("name")?.unknownReason ?? ManifestText.noName.entry))
                continue
            }
            let product = target.argument("product")?.callName ?? "framework"
            guard let kind = moduleKind(product) else { continue }
            // The module name: PRODUCT_MODULE_NAME where settings set it to a literal, else the
            // product name, else the target name (Xcode's defaults).
            let setting = target.argument("settings")?.setting("PRODUCT_MODULE_NAME").flatMap { $0.contains("$(") ? nil : $0 }
            let moduleName = setting ?? target.argument("productName")?.string ?? name
            definition.modules.append(
                ModuleDefinition(
                    name: SwiftPackageReader.c99Name(moduleName), kind: kind, definitionFile: source.path,
                    sources: selection(target, context: context, problems: &problems),
                    dependencies: dependencies(target.argument("dependencies"), context: context)))
        }
        definition.problems += problems.map { .manifest(path: source.path, reason: $0) }
        return definition
    }

    /// Where relative paths start.
    struct PathContext {
        var manifestFolder: String
        var root: String

        /// A `Path` value: a string (relative to the manifest), `.relativeToManifest`,
        /// `.relativeToRoot`, `.relativeToCurrentFile` or `Path("…")`.
        func resolve(_ value: ManifestValue) -> String? {
            if let string = value.string { return PathName.absolute(string, base: manifestFolder) }
            guard let argument = value.unlabelledArguments.first?.string else { return nil }
            switch value.callName {
            case "relativeToRoot": return PathName.absolute(argument, base: root)
            case "relativeToManifest", "relativeToCurrentFile", "Path", "path":
                return PathName.absolute(argument, base: manifestFolder)
            default: return nil
            }
        }
    }

    static func moduleKind(_ product: String) -> ModuleDefinition.Kind? {
        switch product {
        case "app", "watch2App", "appClip", "appExtension", "watch2Extension", "tvTopShelfExtension", "messagesExtension",
            "stickerPackExtension", "extensionKitExtension", "systemExtension", "xpc":
            .application
        case "unitTests", "uiTests": .test
        case "commandLineTool": .executable
        case "macro": .macro
        case "bundle": nil
        default: .library
        }
    }

    /// `sources:` as globs relative to the manifest (`["Sources/**"]`, `"Sources/**"`,
    /// `.glob("…", excluding: […])`, `.paths([…])`, `SourceFilesList(globs:)`), plus
    /// `buildableFolders:`; without either, `Sources/**`.
    static func selection(_ target: ManifestValue, context: PathContext, problems: inout [MessageText]) -> SourceSelection {
        var folders: [SourceFolder] = []
        func add(_ pattern: String, excluding: [String]) {
            let absolute = PathName.absolute(pattern, base: context.manifestFolder)
            let glob = Glob(absolute)
            let (prefix, rest) = glob.literalPrefix
            let folder = "/" + prefix
            let exclude = excluding.compactMap {
                PathName.relative(PathName.absolute($0, base: context.manifestFolder), to: folder)
            }
            folders.append(SourceFolder(path: folder, include: rest.isEmpty ? [] : [Glob(rest)], exclude: exclude.map(Glob.init)))
        }
        func read(_ value: ManifestValue) {
            if let string = value.string { return add(string, excluding: []) }
            if let elements = value.elements { return elements.forEach(read) }
            switch value.callName {
            case "glob":
                guard let pattern = value.unlabelledArguments.first.flatMap(context.resolve) else {
                    problems.append(ManifestText.sourceGlobUnread.entry)
                    return
                }
                let excluding = value.argument("excluding").map { $0.elements ?? [$0] } ?? []
                add(pattern, excluding: excluding.compactMap(context.resolve))
            case "paths", "sourceFilesList", "SourceFilesList":
                (value.argument("globs") ?? value.unlabelledArguments.first).map(read)
            default:
                if let reason = value.unknownReason {
                    problems.append(ManifestText.sourcesUnread.bilingual(reason))
                } else if let path = context.resolve(value) {
                    add(path, excluding: [])
                }
            }
        }
        let sources = target.argument("sources")
        let buildable = target.argument("buildableFolders")
        if let sources { read(sources) }
        for folder in buildable?.elements ?? [] {
            if let path = context.resolve(folder) ?? folder.argument("path").flatMap(context.resolve) {
                folders.append(SourceFolder(path: path))
            }
        }
        if sources == nil, buildable == nil { add("Sources/**", excluding: []) }
        return SourceSelection(folders: folders)
    }

    /// `.target(name:)`, `.project(target:path:)` and `.package(product:)` dependencies; remote
    /// packages, SDKs and frameworks have no modules in the workspace.
    static func dependencies(_ value: ManifestValue?, context: PathContext) -> [ModuleDependency] {
        var result: [ModuleDependency] = []
        for dependency in value?.elements ?? [] {
            switch dependency.callName {
            case "target":
                if let name = dependency.argument("name")?.string ?? dependency.unlabelledArguments.first?.string {
                    result.append(.target(name))
                }
            case "project":
                if let name = dependency.argument("target")?.string,
                    let path = dependency.argument("path").flatMap(context.resolve)
                {
                    result.append(.projectTarget(name: name, projectFolder: path))
                }
            case "package":
                if let product = dependency.argument("product")?.string { result.append(.product(name: product, package: nil)) }
            default: break
            }
        }
        return result
    }
}
