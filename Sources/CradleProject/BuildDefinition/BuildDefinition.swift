/// What one build definition file declares: a SwiftPM `Package.swift`, a Tuist `Project.swift` or
/// an Xcode `project.pbxproj`, read statically (`product.md` §2a). Readers never fail: what they
/// cannot read becomes a ``ProjectProblem`` and the rest of the file still counts.
public struct BuildDefinition: Sendable, Hashable {
    /// Which build system wrote the file.
    public enum Kind: String, Sendable, Hashable {
        case swiftPackage, tuistProject, xcodeProject
    }

    /// The absolute path of the definition file (`…/Package.swift`, `…/App.xcodeproj/project.pbxproj`).
    public var file: String
    public var kind: Kind
    /// The package's or project's name, when it has one.
    public var name: String?
    /// The modules (targets) it declares.
    public var modules: [ModuleDefinition]
    /// SwiftPM products: product name → the names of the targets it vends.
    public var products: [String: [String]]
    /// Local packages it depends on (`.package(path:)`, Xcode's local package references).
    public var packageReferences: [PackageReference]
    /// What could not be read; each is a warning naming the file.
    public var problems: [ProjectProblem]

    public init(
        file: String, kind: Kind, name: String? = nil, modules: [ModuleDefinition] = [], products: [String: [String]] = [:],
        packageReferences: [PackageReference] = [], problems: [ProjectProblem] = []
    ) {
        self.file = file
        self.kind = kind
        self.name = name
        self.modules = modules
        self.products = products
        self.packageReferences = packageReferences
        self.problems = problems
    }
}

/// A local package that a definition depends on.
public struct PackageReference: Sendable, Hashable {
    /// The package's folder, absolute and standardized.
    public var folder: String
    /// The identity dependencies name it by (`.product(name:package:)`): the `name:` given, else
    /// the folder's last component.
    public var identity: String

    public init(folder: String, identity: String) {
        self.folder = folder
        self.identity = identity
    }
}

/// One module (a target) as its build definition declares it.
public struct ModuleDefinition: Sendable, Hashable {
    /// The target's product kind; tests and executables are modules like any other.
    public enum Kind: String, Sendable, Hashable {
        case library, executable, test, macro, plugin, application
    }

    /// The module name the compiler uses (`PRODUCT_MODULE_NAME`, the SwiftPM target name).
    public var name: String
    public var kind: Kind
    /// The absolute path of the definition file, for messages.
    public var definitionFile: String
    /// The Swift files it compiles.
    public var sources: SourceSelection
    /// What it depends on, as written; ``ModuleGraph`` resolves these to modules.
    public var dependencies: [ModuleDependency]

    public init(
        name: String, kind: Kind, definitionFile: String, sources: SourceSelection, dependencies: [ModuleDependency] = []
    ) {
        self.name = name
        self.kind = kind
        self.definitionFile = definitionFile
        self.sources = sources
        self.dependencies = dependencies
    }
}

/// The files a module compiles: folders (with include and exclude globs) and listed files.
public struct SourceSelection: Sendable, Hashable {
    public var folders: [SourceFolder]
    /// Files listed one by one (Xcode's sources build phase), absolute and standardized.
    public var files: [String]

    public init(folders: [SourceFolder] = [], files: [String] = []) {
        self.folders = folders
        self.files = files
    }
}

/// A folder of sources, with the globs (relative to it) that narrow what it contributes.
public struct SourceFolder: Sendable, Hashable {
    /// Absolute and standardized.
    public var path: String
    /// When not empty, only files matching one of these belong.
    public var include: [Glob]
    /// Files matching one of these, or inside a folder matching one, do not belong.
    public var exclude: [Glob]

    public init(path: String, include: [Glob] = [], exclude: [Glob] = []) {
        self.path = path
        self.include = include
        self.exclude = exclude
    }
}

/// A dependency of a module as written in its definition.
public enum ModuleDependency: Sendable, Hashable {
    /// A target of the same definition, by target name (`.target(name:)`, Xcode target dependencies).
    case target(String)
    /// A SwiftPM product of a package (`.product(name:package:)`); `package` nil means any.
    case product(name: String, package: String?)
    /// A SwiftPM dependency written as a plain string: a target of the same package, else a product.
    case byName(String)
    /// A target of another Tuist project (`.project(target:path:)`), by the project's absolute folder.
    case projectTarget(name: String, projectFolder: String)
    /// A product of a local package at an absolute folder (Xcode's local package references).
    case packageProduct(name: String, packageFolder: String)
}
