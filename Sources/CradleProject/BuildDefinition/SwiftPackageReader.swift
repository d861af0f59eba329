import CradleAnalysis

/// Reads a SwiftPM `Package.swift` statically (`product.md` §2a): targets with their kind, folder
/// (`path:`, else `Sources/<name>` or `Tests/<name>`), `exclude:` and `sources:`, their target and
/// product dependencies, the products, and local packages (`.package(path:)`).
public enum SwiftPackageReader {
    /// The definition a manifest's text gives; never fails.
    public static func read(_ source: ManifestSource) -> BuildDefinition {
        let folder = PathName.parent(source.path)
        var interpreter = ManifestInterpreter()
        let bindings = interpreter.evaluateBindings(of: source)
        var definition = BuildDefinition(file: source.path, kind: .swiftPackage)
        guard let package = bindings.last(where: { $0.value.callName == "Package" })?.value else {
            definition.problems.append(
                .manifest(path: source.path, reason: ManifestText.noPackage.entry))
            return definition
        }
        definition.name = package.argument("name")?.string
        var problems: [MessageText] = interpreter.problems

        for dependency in package.argument("dependencies")?.elements ?? [] {
            guard dependency.callName == "package" else { continue }
            guard let path = dependency.argument("path") else { continue }  // remote packages have no local modules
            guard let relative = path.string else {
                problems.append(ManifestText.packagePathUnread.bilingual(path.unknownReason ?? ManifestText.notString.entry))
                continue
            }
            let packageFolder = PathName.absolute(relative, base: folder)
            let identity = dependency.argument("name")?.string ?? PathName.lastComponent(packageFolder)
            definition.packageReferences.append(PackageReference(folder: packageFolder, identity: identity))
        }

        for product in package.argument("products")?.elements ?? [] {
            guard let name = product.argument("name")?.string else { continue }
            definition.products[name] = (product.argument("targets")?.elements ?? []).compactMap(\.string)
        }

        let targetValues = package.argument("targets")
        if let reason = targetValues.flatMap(ManifestValue.arrayProblem) {
            problems.append(ManifestText.targetsUnread.bilingual(reason))
        }
        for target in targetValues?.elements ?? [] {
            if let reason = target.unknownReason {
                problems.append(ManifestText.targetUnread.bilingual(reason))
                continue
            }
            guard let kindName = target.callName, let kind = moduleKind(kindName) else { continue }
            guard let name = target.argument("name")?.string else {
                problems.append(
                    ManifestText.targetCallNameUnread.bilingual(
                        target.callName ?? "target", target.argument("name")?.unknownReason ?? ManifestText.noName.entry))
                continue
            }
            let sources = selection(of: target, name: name, kind: kind, packageFolder: folder, problems: &problems)
            var dependencies: [ModuleDependency] = []
            for dependency in target.argument("dependencies")?.elements ?? [] {
                if let plain = dependency.string {
                    dependencies.append(.byName(plain))
                    continue
                }
                switch dependency.callName {
                case "target": dependency.argument("name")?.string.map { dependencies.append(.target($0)) }
                case "product":
                    if let productName = dependency.argument("name")?.string {
                        dependencies.append(.product(name: productName, package: dependency.argument("package")?.string))
                    }
                case "byName", "byNameItem": dependency.argument("name")?.string.map { dependencies.append(.byName($0)) }
                default: break
                }
            }
            definition.modules.append(
                ModuleDefinition(
                    name: c99Name(name), kind: kind, definitionFile: source.path, sources: sources, dependencies: dependencies))
        }
        definition.problems += problems.map { .manifest(path: source.path, reason: $0) }
        return definition
    }

    /// The module kind of a target declaration, nil for targets that hold no Swift sources of ours.
    static func moduleKind(_ call: String) -> ModuleDefinition.Kind? {
        switch call {
        case "target": .library
        case "executableTarget": .executable
        case "testTarget": .test
        case "macro": .macro
        case "plugin": .plugin
        default: nil  // binaryTarget, systemLibrary
        }
    }

    /// The target's folder and the globs that narrow it, SwiftPM's way: `path:` relative to the
    /// package, else the first conventional folder (all candidates are kept: only one exists).
    static func selection(
        of target: ManifestValue, name: String, kind: ModuleDefinition.Kind, packageFolder: String, problems: inout [MessageText]
    ) -> SourceSelection {
        var roots: [String]
        if let path = target.argument("path") {
            guard let relative = path.string else {
                problems.append(ManifestText.targetPathUnread.bilingual(name))
                return SourceSelection()
            }
            roots = [PathName.absolute(relative, base: packageFolder)]
        } else {
            let parents =
                switch kind {
                case .test: ["Tests", "Sources", "Source", "src", "srcs"]
                case .plugin: ["Plugins"]
                default: ["Sources", "Source", "src", "srcs"]
                }
            roots = parents.map { PathName.absolute($0 + "/" + name, base: packageFolder) }
        }
        let exclude = (target.argument("exclude")?.elements ?? []).compactMap(\.string).map(Glob.init)
        let include = (target.argument("sources")?.elements ?? []).compactMap(\.string).map { path in
            // A listed folder contributes everything under it.
            Glob(path.hasSuffix(".swift") ? path : PathName.join(path, "**"))
        }
        return SourceSelection(folders: roots.map { SourceFolder(path: $0, include: include, exclude: exclude) })
    }

    /// SwiftPM's module name for a target: characters that cannot start or continue a C99
    /// identifier become `_`.
    static func c99Name(_ name: String) -> String {
        var result = ""
        for (offset, scalar) in name.unicodeScalars.enumerated() {
            let isLetter = scalar.properties.isAlphabetic || scalar == "_"
            let isDigit = ("0"..."9").contains(scalar)
            result.unicodeScalars.append(isLetter || (offset > 0 && isDigit) ? scalar : "_")
        }
        return result
    }
}
