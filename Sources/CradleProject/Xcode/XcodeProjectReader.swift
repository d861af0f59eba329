import CradleAnalysis

/// Reads an Xcode `project.pbxproj` statically (`product.md` §2a): every `PBXNativeTarget` as a
/// module named by `PRODUCT_MODULE_NAME` (else `PRODUCT_NAME`, else the target name), with the
/// Swift files of its sources build phase, the folders of its Xcode 16 synchronized groups minus
/// their membership exceptions, its target dependencies and its local package products.
///
/// Membership exceptions (`PBXFileSystemSynchronizedBuildFileExceptionSet`) flip a file's
/// membership for the one target they name: for a target that has the synchronized folder, the
/// listed files are left out; for a target that does not, the listed files are added to it.
/// Exception sets for other targets change nothing for this one.
public enum XcodeProjectReader {
    /// The definition `data` gives; `path` is the absolute path of `…/App.xcodeproj/project.pbxproj`.
    /// `readFile` reads the `.xcconfig` files the build configurations are based on. Never fails:
    /// what cannot be read becomes a ``ProjectProblem/manifest(path:reason:)``.
    public static func read(
        path: String, data: [UInt8], readFile: (String) -> [UInt8]? = { SourceReader.contents(of: $0) }
    ) -> BuildDefinition {
        let bundle = PathName.parent(path)
        var projectName = PathName.lastComponent(bundle)
        if projectName.hasSuffix(".xcodeproj") { projectName.removeLast(".xcodeproj".count) }
        var definition = BuildDefinition(file: path, kind: .xcodeProject, name: projectName)
        let parse = PropertyListParser.parse(data)
        var problems = parse.errors.map(\.text)
        if let root = parse.value?.dictionary {
            if let objects = root["objects"]?.dictionary {
                var reader = ObjectReader(
                    file: path, projectName: projectName, projectFolder: PathName.parent(bundle), objects: objects)
                withoutActuallyEscaping(readFile) { readFile in
                    reader.readFile = readFile
                    reader.read(rootObject: root["rootObject"]?.string, into: &definition)
                    reader.readFile = nil
                }
                problems += reader.problems
            } else {
                problems.append(XcodeText.noObjects.entry)
            }
        } else if let value = parse.value {
            problems.append(XcodeText.notDictionary.bilingual(value.kindText))
        }
        var seen: Set<MessageText> = []
        definition.problems += problems.filter { seen.insert($0).inserted }.map { .manifest(path: path, reason: $0) }
        return definition
    }

    /// The module kind of a `productType`.
    static func moduleKind(_ productType: String?) -> ModuleDefinition.Kind {
        guard let productType else { return .library }
        let name = productType.hasPrefix("com.apple.product-type.") ? String(productType.dropFirst(23)) : productType
        switch name {
        case "bundle.unit-test", "bundle.ui-testing": return .test
        case "tool": return .executable
        case _ where name.hasPrefix("application") || name.contains("extension") || name == "xpc-service": return .application
        default: return .library
        }
    }
}

/// Walks the `objects` of one project, collecting what cannot be read as messages.
private struct ObjectReader {
    typealias Object = [String: PropertyListValue]

    let file: String
    let projectName: String
    let projectFolder: String
    let objects: [String: PropertyListValue]
    var problems: [MessageText] = []
    /// SOURCE_ROOT: the project folder, moved by `projectDirPath` when that is set.
    var sourceRoot: String
    /// Child id → the group that lists it.
    var parents: [String: String] = [:]
    /// Resolved locations of groups and files, nil for those outside the source tree.
    var locations: [String: String?] = [:]
    /// Every `PBXFileSystemSynchronizedRootGroup`, in id order.
    var synchronizedGroups: [(id: String, object: Object)] = []
    /// Native target id → its module name.
    var moduleNames: [String: String] = [:]
    var rootObjectID: String?
    /// Reads the `.xcconfig` files configurations are based on (set only while reading).
    var readFile: ((String) -> [UInt8]?)?

    init(file: String, projectName: String, projectFolder: String, objects: [String: PropertyListValue]) {
        self.file = file
        self.projectName = projectName
        self.projectFolder = projectFolder
        self.objects = objects
        sourceRoot = projectFolder
        // Only groups are sorted (by id, so that a child listed twice has the first group as its
        // parent), not every object.
        var groups: [(id: String, children: [PropertyListValue])] = []
        for (id, value) in objects {
            guard let object = value.dictionary else { continue }
            if object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" { synchronizedGroups.append((id, object)) }
            if let children = object["children"]?.array { groups.append((id, children)) }
        }
        synchronizedGroups.sort { $0.id < $1.id }
        groups.sort { $0.id < $1.id }
        parents.reserveCapacity(groups.reduce(0) { $0 + $1.children.count })
        for (id, children) in groups {
            for child in children {
                if let child = child.string, parents[child] == nil { parents[child] = id }
            }
        }
    }

    /// The object `id` names, checked against the `isa` values allowed; nil with a problem when
    /// it is missing or of another kind.
    /// `context` is built only for a problem: most lookups find what they expect.
    mutating func object(
        _ id: PropertyListValue?, in context: @autoclosure () -> MessageText, isa allowed: Set<String>
    ) -> (id: String, object: Object)? {
        guard let value = id else { return nil }
        guard let id = value.string else {
            problems.append(XcodeText.notObjectID.bilingual(context(), value.kindText))
            return nil
        }
        guard let object = objects[id]?.dictionary else {
            problems.append(XcodeText.missingObject.bilingual(context(), id))
            return nil
        }
        let isa = object["isa"]?.string ?? "?"
        guard allowed.contains(isa) else {
            let kinds = allowed.sorted().map { "`\($0)`" }
            let alternatives = MessageText(
                english: kinds.joined(separator: XcodeText.alternative.text(in: .english)),
                cradle: kinds.joined(separator: XcodeText.alternative.text(in: .cradle)))
            problems.append(XcodeText.wrongIsa.bilingual(context(), id, isa, alternatives))
            return nil
        }
        return (id, object)
    }

    /// The ids in an array-valued key; a problem when it is there but not an array.
    mutating func ids(_ object: Object, _ key: String, in context: @autoclosure () -> MessageText) -> [PropertyListValue] {
        guard let value = object[key] else { return [] }
        guard let array = value.array else {
            problems.append(XcodeText.notArrayKey.bilingual(key, context(), value.kindText))
            return []
        }
        return array
    }

    mutating func read(rootObject: String?, into definition: inout BuildDefinition) {
        rootObjectID = rootObject
        let project = object(rootObject.map(PropertyListValue.string), in: .verbatim("`rootObject`"), isa: ["PBXProject"])?.object
        if rootObject == nil { problems.append(XcodeText.noRootObject.entry) }
        if let directory = project?["projectDirPath"]?.string, !directory.isEmpty {
            sourceRoot = PathName.absolute(directory, base: projectFolder)
        }
        if let mainGroup = project?["mainGroup"]?.string { locations[mainGroup] = sourceRoot }
        let projectSettings = project.map { settings(of: $0, in: XcodeText.projectContext.entry) } ?? Settings()

        var targetIDs: [String]
        if let project {
            targetIDs = ids(project, "targets", in: XcodeText.projectContext.entry).compactMap(\.string)
        } else {
            targetIDs = objects.keys.sorted().filter { objects[$0]?["isa"]?.string == "PBXNativeTarget" }
        }
        var targets: [(id: String, object: Object)] = []
        for id in targetIDs {
            guard
                let target = object(
                    .string(id), in: Self.key("targets", of: XcodeText.projectContext.entry), isa: Self.targetKinds)
            else { continue }
            guard target.object["isa"]?.string == "PBXNativeTarget" else { continue }
            moduleNames[id] = moduleName(target.object, projectSettings: projectSettings)
            targets.append(target)
        }
        for reference in ids(project ?? [:], "packageReferences", in: XcodeText.projectContext.entry) {
            if let package = localPackage(reference, in: Self.key("packageReferences", of: XcodeText.projectContext.entry)) {
                addPackage(package, to: &definition)
            }
        }
        for (id, target) in targets {
            let name = moduleNames[id] ?? ""
            let context = XcodeText.targetContext.bilingual(target["name"]?.string ?? id)
            var dependencies: [ModuleDependency] = []
            for dependency in ids(target, "dependencies", in: context) {
                if let resolved = targetDependency(dependency, in: context, definition: &definition) {
                    dependencies.append(resolved)
                }
            }
            for product in ids(target, "packageProductDependencies", in: context) {
                if let resolved = packageProduct(product, in: context, definition: &definition) { dependencies.append(resolved) }
            }
            var seen: Set<ModuleDependency> = []
            definition.modules.append(
                ModuleDefinition(
                    name: name, kind: XcodeProjectReader.moduleKind(target["productType"]?.string), definitionFile: file,
                    sources: sources(of: id, target, in: context), dependencies: dependencies.filter { seen.insert($0).inserted })
            )
        }
    }

    /// "`key` of context".
    static func key(_ key: String, of context: MessageText) -> MessageText { XcodeText.keyContext.bilingual(key, context) }

    static let targetKinds: Set<String> = ["PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget"]

    // MARK: Module names

    /// `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, else the target's name, as a C99 identifier.
    /// Settings come, most specific first, from the target, the `.xcconfig` file its configuration
    /// is based on, the project, the project's `.xcconfig` file, then Xcode's defaults.
    /// An `.xcconfig` file that cannot be read (a CocoaPods file before `pod install`) is
    /// mentioned only when the name cannot be resolved without it.
    mutating func moduleName(_ target: Object, projectSettings: Settings) -> String {
        let targetName = target["name"]?.string ?? target["productName"]?.string ?? "Target"
        let context = XcodeText.targetContext.bilingual(targetName)
        let targetSettings = settings(of: target, in: context)
        let levels = [targetSettings.own, targetSettings.base, projectSettings.own, projectSettings.base]
        let resolver = XcodeBuildSettings(
            levels: levels + [XcodeBuildSettings.defaults(targetName: targetName, projectName: projectName)])
        for setting in ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"] {
            if let value = resolver.value(of: setting), !value.isEmpty { return SwiftPackageReader.c99Name(value) }
            if let written = levels.lazy.compactMap({ $0[setting] }).first {
                problems.append(XcodeText.unresolvedSetting.bilingual(setting, context, written))
                problems += targetSettings.baseProblems + projectSettings.baseProblems
            }
        }
        return SwiftPackageReader.c99Name(targetName)
    }

    /// A configuration's build settings: its own, those of the `.xcconfig` file it is based on,
    /// and why that file could not be read in full.
    struct Settings {
        var own: [String: String] = [:]
        var base: [String: String] = [:]
        var baseProblems: [MessageText] = []
    }

    /// The string build settings of an object's configuration list (the `Debug` configuration,
    /// else the first), and those of the `.xcconfig` file it is based on. Conditional settings
    /// (`NAME[sdk=…]`) are left out.
    mutating func settings(of owner: Object, in context: MessageText) -> Settings {
        guard
            let list = object(
                owner["buildConfigurationList"], in: Self.key("buildConfigurationList", of: context), isa: ["XCConfigurationList"]
            )
        else { return Settings() }
        var configurations: [Object] = []
        for id in ids(list.object, "buildConfigurations", in: XcodeText.configurationListContext.bilingual(context)) {
            if let configuration = object(id, in: Self.key("buildConfigurations", of: context), isa: ["XCBuildConfiguration"]) {
                configurations.append(configuration.object)
            }
        }
        let chosen = configurations.first { $0["name"]?.string == "Debug" } ?? configurations.first
        var result = Settings()
        for (key, value) in chosen?["buildSettings"]?.dictionary ?? [:] where !key.contains("[") {
            if let string = value.string { result.own[key] = string }
        }
        if let reference = chosen?["baseConfigurationReference"],
            let file = object(reference, in: Self.key("baseConfigurationReference", of: context), isa: ["PBXFileReference"]),
            let path = location(of: file.id), let readFile
        {
            let read = XcodeConfigFile.settings(at: path, readFile: readFile)
            result.base = read.settings
            result.baseProblems = read.problems.map {
                MessageText(english: "\(context.english): \($0.english)", cradle: "\(context.cradle): \($0.cradle)")
            }
        }
        return result
    }

    // MARK: Sources

    /// The Swift files of the sources build phases, the synchronized folders (minus this target's
    /// exceptions), and the files that other folders' exception sets add to this target.
    mutating func sources(of targetID: String, _ target: Object, in context: MessageText) -> SourceSelection {
        var files: [String] = []
        for phaseID in ids(target, "buildPhases", in: context) {
            guard let phase = object(phaseID, in: Self.key("buildPhases", of: context), isa: Self.buildPhaseKinds) else {
                continue
            }
            guard phase.object["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
            for buildFileID in ids(phase.object, "files", in: XcodeText.sourcesPhaseContext.bilingual(context)) {
                guard
                    let buildFile = object(
                        buildFileID, in: XcodeText.sourcesPhaseContext.bilingual(context), isa: ["PBXBuildFile"])
                else { continue }
                // A build file of a package product or a missing reference compiles nothing of ours.
                guard buildFile.object["fileRef"] != nil else { continue }
                guard
                    let reference = object(
                        buildFile.object["fileRef"], in: Self.key("fileRef", of: .verbatim("`\(buildFile.id)`")),
                        isa: Self.referenceKinds)
                else { continue }
                var members = [reference.id]
                if reference.object["isa"]?.string == "PBXVariantGroup" {
                    members = ids(reference.object, "children", in: .verbatim("`\(reference.id)`")).compactMap(\.string)
                }
                for member in members {
                    guard let path = location(of: member), path.hasSuffix(".swift") else { continue }
                    files.append(path)
                }
            }
        }
        var folders: [SourceFolder] = []
        var ownGroups: Set<String> = []
        for groupID in ids(target, "fileSystemSynchronizedGroups", in: context) {
            guard
                let group = object(
                    groupID, in: Self.key("fileSystemSynchronizedGroups", of: context),
                    isa: ["PBXFileSystemSynchronizedRootGroup"])
            else { continue }
            ownGroups.insert(group.id)
            guard let path = location(of: group.id) else { continue }
            let excluded = membershipExceptions(of: group, for: targetID)
            folders.append(SourceFolder(path: path, exclude: excluded.map(Glob.init)))
        }
        // Folders this target does not have: their exception sets for it add single files.
        for group in synchronizedGroups where !ownGroups.contains(group.id) {
            let added = membershipExceptions(of: group, for: targetID)
            guard !added.isEmpty, let path = location(of: group.id) else { continue }
            files += added.filter { $0.hasSuffix(".swift") }.map { PathName.absolute($0, base: path) }
        }
        var seen: Set<String> = []
        return SourceSelection(folders: folders, files: files.filter { seen.insert($0).inserted })
    }

    static let buildPhaseKinds: Set<String> = [
        "PBXSourcesBuildPhase", "PBXFrameworksBuildPhase", "PBXResourcesBuildPhase", "PBXHeadersBuildPhase",
        "PBXCopyFilesBuildPhase", "PBXShellScriptBuildPhase", "PBXRezBuildPhase", "PBXAppleScriptBuildPhase",
    ]
    static let referenceKinds: Set<String> = ["PBXFileReference", "PBXVariantGroup", "XCVersionGroup", "PBXReferenceProxy"]

    /// The paths, relative to the group's folder, that the group's build-file exception sets for
    /// `targetID` list.
    mutating func membershipExceptions(of group: (id: String, object: Object), for targetID: String) -> [String] {
        var paths: [String] = []
        let context = XcodeText.synchronizedFolderContext.bilingual(group.object["path"]?.string ?? group.id)
        for exceptionID in ids(group.object, "exceptions", in: context) {
            guard
                let exception = object(
                    exceptionID, in: Self.key("exceptions", of: context),
                    isa: [
                        "PBXFileSystemSynchronizedBuildFileExceptionSet",
                        "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet",
                    ])
            else { continue }
            // Build-phase exception sets (headers, copy-files phases) do not decide compilation.
            guard exception.object["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet" else { continue }
            guard exception.object["target"]?.string == targetID else { continue }
            for path in ids(exception.object, "membershipExceptions", in: XcodeText.exceptionSetContext.bilingual(exception.id)) {
                if let path = path.string { paths.append(PathName.standardized(path)) }
            }
        }
        return paths
    }

    /// The absolute location of a file reference or group, through the group tree; nil for those
    /// relative to the build products, the SDK or the developer folder. Walks up without recursion
    /// and remembers every group on the way, so deep or cyclic trees cost little.
    mutating func location(of id: String) -> String? {
        if let known = locations[id] { return known }
        var chain: [(id: String, path: String?)] = []
        var base: String??
        var current = id
        var visited: Set<String> = []
        while base == nil {
            if let known = locations[current] {
                base = .some(known)
                break
            }
            guard visited.insert(current).inserted else {
                problems.append(XcodeText.groupContainsItself.bilingual(current))
                base = .some(nil)
                break
            }
            guard let item = objects[current]?.dictionary else {
                problems.append(XcodeText.notInObjects.bilingual(current))
                base = .some(nil)
                break
            }
            let path = item["path"]?.string
            switch item["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                chain.append((current, path))
                guard let parent = parents[current] else {
                    base = .some(sourceRoot)
                    break
                }
                current = parent
            case "SOURCE_ROOT":
                chain.append((current, path))
                base = .some(sourceRoot)
            case "<absolute>":
                chain.append((current, path))
                base = .some("/")
            default:
                // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR and custom source trees.
                base = .some(nil)
            }
        }
        var location: String? = base ?? nil
        for (item, path) in chain.reversed() {
            if let folder = location, let path { location = PathName.absolute(path, base: folder) }
            locations[item] = location
        }
        return locations[id] ?? location
    }

    // MARK: Dependencies

    /// A `PBXTargetDependency`: a target of this project by its module name, or a package product.
    mutating func targetDependency(
        _ id: PropertyListValue, in context: MessageText, definition: inout BuildDefinition
    ) -> ModuleDependency? {
        guard let dependency = object(id, in: Self.key("dependencies", of: context), isa: ["PBXTargetDependency"]) else {
            return nil
        }
        if dependency.object["productRef"] != nil {
            return packageProduct(dependency.object["productRef"] ?? .string(""), in: context, definition: &definition)
        }
        var targetID = dependency.object["target"]?.string
        if targetID == nil,
            let proxy = object(
                dependency.object["targetProxy"], in: Self.key("targetProxy", of: .verbatim("`\(dependency.id)`")),
                isa: ["PBXContainerItemProxy"])?
                .object,
            proxy["containerPortal"]?.string == rootObjectID
        {
            targetID = proxy["remoteGlobalIDString"]?.string
        }
        // A target of another project (its `containerPortal` is a file reference) is not read here.
        guard let targetID else { return nil }
        guard
            let target = object(
                .string(targetID), in: XcodeText.dependencyContext.bilingual(dependency.id, context), isa: Self.targetKinds)
        else { return nil }
        guard let name = moduleNames[target.id] else {
            if target.object["isa"]?.string == "PBXNativeTarget" {
                problems.append(XcodeText.dependsOnMissing.bilingual(context, target.object["name"]?.string ?? targetID))
            }
            return nil
        }
        return .target(name)
    }

    /// An `XCSwiftPackageProductDependency`: a product of a local package, or of any package when
    /// the dependency names none (local packages added as folder references); nil for remote
    /// packages and plugins.
    mutating func packageProduct(_ id: PropertyListValue, in context: MessageText, definition: inout BuildDefinition)
        -> ModuleDependency?
    {
        guard
            let product = object(
                id, in: Self.key("packageProductDependencies", of: context), isa: ["XCSwiftPackageProductDependency"])
        else {
            return nil
        }
        guard let name = product.object["productName"]?.string, !name.hasPrefix("plugin:") else { return nil }
        guard let packageID = product.object["package"] else { return .product(name: name, package: nil) }
        guard let package = localPackage(packageID, in: XcodeText.productPackageContext.bilingual(name)) else { return nil }
        addPackage(package, to: &definition)
        return .packageProduct(name: name, packageFolder: package.folder)
    }

    /// An `XCLocalSwiftPackageReference`'s folder; nil (without a problem) for a remote package.
    mutating func localPackage(_ id: PropertyListValue, in context: MessageText) -> PackageReference? {
        guard
            let package = object(id, in: context, isa: ["XCLocalSwiftPackageReference", "XCRemoteSwiftPackageReference"]),
            package.object["isa"]?.string == "XCLocalSwiftPackageReference"
        else { return nil }
        guard let relativePath = package.object["relativePath"]?.string else {
            problems.append(XcodeText.localPackageNoPath.bilingual(package.id))
            return nil
        }
        let folder = PathName.absolute(relativePath, base: sourceRoot)
        return PackageReference(folder: folder, identity: PathName.lastComponent(folder))
    }

    func addPackage(_ package: PackageReference, to definition: inout BuildDefinition) {
        if !definition.packageReferences.contains(where: { $0.folder == package.folder }) {
            definition.packageReferences.append(package)
        }
    }
}
