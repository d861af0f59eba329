import CradleAnalysis

/// The modules of a workspace and how they depend on each other, from every build definition
/// found under the root: which module a file belongs to, and which modules see which.
public struct ModuleGraph: Sendable {
    /// One module with its dependencies resolved to module names.
    public struct Module: Sendable, Hashable {
        public var name: String
        public var kind: ModuleDefinition.Kind
        /// The definitions that declare it (more than one when two declare the same name).
        public var definitionFiles: [String]
        /// Direct dependencies, by module name.
        public var dependencies: Set<String>
    }

    public private(set) var modules: [String: Module] = [:]
    /// What did not resolve, or two definitions naming one module.
    public private(set) var problems: [ProjectProblem] = []
    /// Module folders by absolute path, and listed files, for claiming files.
    private var folders: [String: [(module: String, folder: SourceFolder)]] = [:]
    private var files: [String: String] = [:]
    /// Further modules that list a file another module listed first (a file in two targets).
    private var alsoListedIn: [String: [String]] = [:]
    /// Each definition's module names → the identities modules are known by.
    private var identities: [String: [String: String]] = [:]

    public init() {}

    /// Resolves every definition's dependencies against the others. Two definitions that declare
    /// the same module name describe two different modules (two apps under one root): the later
    /// one, in path order, is called `Name#2` (`#3`, …) and a warning says so.
    public init(definitions: [BuildDefinition]) {
        let definitions = definitions.sorted { $0.file < $1.file }
        var taken: Set<String> = []
        for definition in definitions {
            for module in definition.modules where identities[definition.file]?[module.name] == nil {
                var identity = module.name
                var number = 2
                while taken.contains(identity) {
                    identity = "\(module.name)#\(number)"
                    number += 1
                }
                taken.insert(identity)
                identities[definition.file, default: [:]][module.name] = identity
                if identity != module.name {
                    problems.append(
                        .manifest(
                            path: definition.file, reason: ProjectText.moduleDeclaredTwice.bilingual(module.name, identity)))
                }
            }
        }
        let byFolder = Dictionary(
            definitions.map { (Self.folder(of: $0), $0) }, uniquingKeysWith: { first, _ in first })
        for definition in definitions {
            for module in definition.modules {
                let identity = identities[definition.file]?[module.name] ?? module.name
                var dependencies: Set<String> = []
                for dependency in module.dependencies {
                    dependencies.formUnion(resolve(dependency, in: definition, byFolder: byFolder))
                }
                dependencies.remove(identity)
                if var existing = modules[identity] {
                    existing.dependencies.formUnion(dependencies)
                    modules[identity] = existing
                } else {
                    modules[identity] = Module(
                        name: identity, kind: module.kind, definitionFiles: [definition.file], dependencies: dependencies)
                }
                for folder in module.sources.folders { folders[folder.path, default: []].append((identity, folder)) }
                for file in module.sources.files {
                    if files[file] == nil {
                        files[file] = identity
                    } else if files[file] != identity, alsoListedIn[file]?.contains(identity) != true {
                        alsoListedIn[file, default: []].append(identity)
                    }
                }
            }
        }
    }

    /// The folder a definition's relative paths start from: the package or project folder.
    static func folder(of definition: BuildDefinition) -> String {
        let parent = PathName.parent(definition.file)
        return definition.kind == .xcodeProject ? PathName.parent(parent) : parent
    }

    private func resolve(
        _ dependency: ModuleDependency, in definition: BuildDefinition, byFolder: [String: BuildDefinition]
    ) -> [String] {
        /// The identity of a target of a definition, if it declares one by that name.
        func module(_ name: String, of owner: BuildDefinition) -> String? {
            identities[owner.file]?[SwiftPackageReader.c99Name(name)] ?? identities[owner.file]?[name]
        }
        func products(_ name: String, of package: BuildDefinition) -> [String] {
            if let targets = package.products[name] { return targets.compactMap { module($0, of: package) } }
            return module(name, of: package).map { [$0] } ?? []
        }
        let referenced = definition.packageReferences.compactMap { reference in
            byFolder[reference.folder].map { (reference.identity.lowercased(), $0) }
        }
        switch dependency {
        case .target(let name):
            return module(name, of: definition).map { [$0] } ?? []
        case .byName(let name):
            if let own = module(name, of: definition) { return [own] }
            for (_, package) in referenced {
                let found = products(name, of: package)
                if !found.isEmpty { return found }
            }
            return []
        case .product(let name, let packageName):
            for (identity, package) in referenced where packageName == nil || identity == packageName?.lowercased() {
                let found = products(name, of: package)
                if !found.isEmpty { return found }
            }
            // Tuist's `.package(product:)` names no package: any local package's product.
            if packageName == nil {
                for package in byFolder.values.sorted(by: { $0.file < $1.file }) where package.kind == .swiftPackage {
                    let found = products(name, of: package)
                    if !found.isEmpty { return found }
                }
            }
            return []
        case .projectTarget(let name, let projectFolder):
            return byFolder[projectFolder].flatMap { module(name, of: $0) }.map { [$0] } ?? []
        case .packageProduct(let name, let packageFolder):
            return byFolder[packageFolder].map { products(name, of: $0) } ?? []
        }
    }

    /// The module whose definition claims `path` (absolute, standardized): a listed file first,
    /// then the most specific folder.
    public func module(claiming path: String) -> String? {
        if let module = files[path] { return module }
        var folder = PathName.parent(path)
        while true {
            if let candidates = folders[folder], let relative = PathName.relative(path, to: folder) {
                for candidate in candidates where candidate.folder.claimsRelative(relative) { return candidate.module }
            }
            if folder == "/" || folder == "." || folder.isEmpty { return nil }
            folder = PathName.parent(folder)
        }
    }

    /// Every module that compiles `path` (absolute, standardized), the one ``module(claiming:)``
    /// names first: a file listed by two targets (an app and its extension sharing a file), or
    /// claimed by two targets' folders at the same, most specific level, is compiled by both.
    public func modules(claiming path: String) -> [String] {
        if let module = files[path] { return [module] + (alsoListedIn[path] ?? []) }
        var folder = PathName.parent(path)
        while true {
            if let candidates = folders[folder], let relative = PathName.relative(path, to: folder) {
                var claiming: [String] = []
                for candidate in candidates
                where candidate.folder.claimsRelative(relative) && !claiming.contains(candidate.module) {
                    claiming.append(candidate.module)
                }
                if !claiming.isEmpty { return claiming }
            }
            if folder == "/" || folder == "." || folder.isEmpty { return [] }
            folder = PathName.parent(folder)
        }
    }

    /// Every module that `names` depend on, directly or not, with `names` themselves.
    public func dependencyClosure(of names: Set<String>) -> Set<String> {
        var seen: Set<String> = []
        var stack = Array(names)
        while let next = stack.popLast() {
            guard seen.insert(next).inserted else { continue }
            stack += modules[next]?.dependencies ?? []
        }
        return seen
    }

    /// Every module that depends on one of `names`, directly or not, with `names` themselves.
    public func dependents(of names: Set<String>) -> Set<String> {
        var users: [String: [String]] = [:]
        for module in modules.values {
            for dependency in module.dependencies { users[dependency, default: []].append(module.name) }
        }
        var seen: Set<String> = []
        var stack = Array(names)
        while let next = stack.popLast() {
            guard seen.insert(next).inserted else { continue }
            stack += users[next] ?? []
        }
        return seen
    }

    /// The visibility the analysis applies: each declared module sees its dependency closure.
    public var visibility: ModuleVisibility {
        ModuleVisibility(dependencies: modules.mapValues(\.dependencies))
    }
}

extension SourceSelection {
    /// Whether the selection compiles `path` (absolute, standardized).
    public func contains(_ path: String) -> Bool {
        files.contains(path)
            || folders.contains { folder in PathName.relative(path, to: folder.path).map(folder.claimsRelative) ?? false }
    }
}

extension SourceFolder {
    /// Whether a path relative to this folder belongs: it matches an include (when there are
    /// any) and neither it nor a folder holding it matches an exclude.
    func claimsRelative(_ relative: String) -> Bool {
        if !include.isEmpty, !include.contains(where: { $0.matches(relative) }) { return false }
        return !exclude.contains { $0.matches(relative) || $0.matchesAncestor(of: relative) }
    }
}
