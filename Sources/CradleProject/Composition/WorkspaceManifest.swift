import CradleAnalysis
import CradleSyntax
import Foundation

/// CradleDiagramMaker's own workspace manifest (`cradle.md` §7.4), read with its strict rules so
/// that a team using `GenerateWorkspaceDiagram.sh` can switch without changing it: unknown keys
/// are errors, `schemaVersion` is 1, `workspaceName` is one path component, target ids and
/// module names are unique, source files non-empty and unique, dependencies exist, are not the
/// target itself and form no cycle; roots and composition types name existing targets.
public struct WorkspaceManifest: Sendable {
    /// Why a manifest cannot be used.
    public enum Problem: Error, CustomStringConvertible, Equatable {
        case unreadable(path: String)
        case invalid(path: String, reason: MessageText)

        public var description: String { description(in: .english) }

        /// The problem in `language`.
        public func description(in language: MessageLanguage) -> String {
            switch self {
            case .unreadable(let path): CompositionText.manifestUnreadable.text(in: language, path)
            case .invalid(let path, let reason):
                CompositionText.manifestInvalid.text(in: language, path, reason.text(in: language))
            }
        }
    }

    /// One manifest target.
    public struct Target: Sendable, Hashable {
        public var id: String
        public var moduleName: String
        public var sourceFiles: [String]
        public var dependencies: [String]
    }

    public var workspaceName: String
    /// The folder source paths are relative to (absolute).
    public var rootDirectory: String
    public var targets: [Target]
    public var roots: [CompositionTypeID]
    public var compositionTypes: [CompositionTypeID]

    /// Reads and validates the manifest at `path` (relative to `currentDirectory`).
    public static func load(_ path: String, currentDirectory: String) -> Result<WorkspaceManifest, Problem> {
        let absolute = PathName.absolute(path, base: currentDirectory)
        guard let data = FileManager.default.contents(atPath: absolute) else { return .failure(.unreadable(path: path)) }
        func invalid(_ reason: MessageText) -> Result<WorkspaceManifest, Problem> {
            .failure(.invalid(path: path, reason: reason))
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return invalid(ConfigurationText.notObject.entry)
        }
        func unknownKeys(_ object: [String: Any], _ allowed: Set<String>) -> MessageText? {
            let unknown = Set(object.keys).subtracting(allowed).sorted()
            return unknown.isEmpty ? nil : CompositionText.unknownKeys.bilingual(unknown.joined(separator: ", "))
        }
        if let reason = unknownKeys(
            object, ["schemaVersion", "workspaceName", "rootDirectory", "targets", "roots", "compositionTypes"])
        {
            return invalid(reason)
        }
        guard let version = object["schemaVersion"] as? Int, version == 1 else {
            return invalid(CompositionText.schemaVersion.entry)
        }
        guard let name = object["workspaceName"] as? String,
            !(name.isEmpty || name == "." || name == ".." || name.contains("/") || name.contains("\\") || name.contains("\u{0}"))
        else { return invalid(CompositionText.workspaceName.entry) }
        guard let root = object["rootDirectory"] as? String, !root.isEmpty else {
            return invalid(CompositionText.rootDirectory.entry)
        }
        guard let entries = object["targets"] as? [[String: Any]], !entries.isEmpty else {
            return invalid(CompositionText.targets.entry)
        }
        var targets: [Target] = []
        for entry in entries {
            if let reason = unknownKeys(entry, ["id", "moduleName", "sourceFiles", "dependencies"]) { return invalid(reason) }
            guard let id = entry["id"] as? String, !id.isEmpty else { return invalid(CompositionText.targetID.entry) }
            guard let module = entry["moduleName"] as? String, !module.isEmpty else {
                return invalid(CompositionText.noModuleName.bilingual(id))
            }
            guard let files = entry["sourceFiles"] as? [String], !files.isEmpty else {
                return invalid(CompositionText.noSourceFiles.bilingual(id))
            }
            guard Set(files).count == files.count else { return invalid(CompositionText.sourceFileTwice.bilingual(id)) }
            guard files.allSatisfy({ $0.hasSuffix(".swift") }) else {
                return invalid(CompositionText.sourceFilesNotSwift.bilingual(id))
            }
            let dependencies = entry["dependencies"].map { $0 as? [String] } ?? []
            guard let dependencies else { return invalid(CompositionText.dependenciesType.bilingual(id)) }
            targets.append(Target(id: id, moduleName: module, sourceFiles: files, dependencies: dependencies))
        }
        let ids = Set(targets.map(\.id))
        guard ids.count == targets.count else { return invalid(CompositionText.duplicateTargetID.entry) }
        guard Set(targets.map(\.moduleName)).count == targets.count else {
            return invalid(CompositionText.duplicateModuleName.entry)
        }
        for target in targets {
            if let missing = target.dependencies.first(where: { !ids.contains($0) }) {
                return invalid(CompositionText.missingDependency.bilingual(target.id, missing))
            }
            if target.dependencies.contains(target.id) { return invalid(CompositionText.dependsOnItself.bilingual(target.id)) }
        }
        if let cycle = Self.cycle(in: targets) { return invalid(CompositionText.dependencyCycle.bilingual(cycle)) }
        func references(_ key: String, field: String) -> Result<[CompositionTypeID], Problem> {
            guard let list = object[key] else { return .success([]) }
            guard let items = list as? [[String: Any]] else {
                return .failure(.invalid(path: path, reason: CompositionText.keyNotArray.bilingual(key)))
            }
            var result: [CompositionTypeID] = []
            for item in items {
                if let reason = unknownKeys(item, ["targetID", field]) { return .failure(.invalid(path: path, reason: reason)) }
                guard let target = item["targetID"] as? String, let name = item[field] as? String, ids.contains(target),
                    !name.isEmpty
                else {
                    return .failure(.invalid(path: path, reason: CompositionText.invalidEntry.bilingual(key)))
                }
                result.append(CompositionTypeID(targetID: target, lexicalPath: name.split(separator: ".").map(String.init)))
            }
            guard Set(result).count == result.count else {
                return .failure(.invalid(path: path, reason: CompositionText.duplicateEntry.bilingual(key)))
            }
            return .success(result)
        }
        let roots: [CompositionTypeID]
        let types: [CompositionTypeID]
        switch references("roots", field: "graph") {
        case .success(let value): roots = value
        case .failure(let problem): return .failure(problem)
        }
        switch references("compositionTypes", field: "type") {
        case .success(let value): types = value
        case .failure(let problem): return .failure(problem)
        }
        return .success(
            WorkspaceManifest(
                workspaceName: name, rootDirectory: PathName.absolute(root, base: PathName.parent(absolute)), targets: targets,
                roots: roots, compositionTypes: types))
    }

    /// A target on a dependency cycle, if any.
    static func cycle(in targets: [Target]) -> String? {
        let dependencies = Dictionary(targets.map { ($0.id, $0.dependencies) }, uniquingKeysWith: { first, _ in first })
        var visiting: Set<String> = []
        var visited: Set<String> = []
        func visit(_ id: String, depth: Int) -> String? {
            if visited.contains(id) || depth > 10_000 { return nil }
            guard visiting.insert(id).inserted else { return id }
            for next in dependencies[id] ?? [] {
                if let found = visit(next, depth: depth + 1) { return found }
            }
            visiting.remove(id)
            visited.insert(id)
            return nil
        }
        for target in targets.sorted(by: { $0.id < $1.id }) {
            if let found = visit(target.id, depth: 0) { return found }
        }
        return nil
    }

    /// The targets CradleDiagramMaker reads: the roots' targets and their dependencies, or every
    /// target when there are no roots; each with its transitive dependencies.
    public var selectedTargets: [CompositionDiagram.Target] {
        let byID = Dictionary(targets.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func closure(_ ids: [String]) -> Set<String> {
            var seen: Set<String> = []
            var pending = ids
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                pending += byID[next]?.dependencies ?? []
            }
            return seen
        }
        let selected = roots.isEmpty ? Set(targets.map(\.id)) : closure(roots.map(\.targetID))
        return targets.filter { selected.contains($0.id) }.sorted { $0.id < $1.id }.map { target in
            CompositionDiagram.Target(
                id: target.id, moduleName: target.moduleName,
                dependencies: closure(target.dependencies).sorted())
        }
    }

    /// The selected targets' source files, read and parsed, keyed by their manifest paths; a
    /// file that cannot be read is an error.
    public func sources() -> Result<[CompositionSource], Problem> {
        var result: [CompositionSource] = []
        let byID = Dictionary(targets.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for target in selectedTargets {
            for file in (byID[target.id]?.sourceFiles ?? []).sorted() {
                let absolute = PathName.absolute(file, base: rootDirectory)
                guard let data = FileManager.default.contents(atPath: absolute) else {
                    return .failure(.unreadable(path: absolute))
                }
                result.append(
                    CompositionSource(targetID: target.id, path: file, tree: SyntaxTree(parsing: SourceText(bytes: Array(data)))))
            }
        }
        return .success(result)
    }
}
