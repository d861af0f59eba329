import CradleAnalysis
import Foundation

/// The `.cradle-lsp.json` of a workspace (`product.md` §2b): `{"exclude": ["glob", …],
/// "severity": {"<code>": "error|warning|note|off"}, "graphOutput": "DIR", "messages":
/// "cradle|english", "composition": {"roots": ["Module.Graph"], "types": ["Module.Type"],
/// "workspaceName": "Name"}, "analysis": {"maxFanOut": N, "maxFanIn": N, "maxChainLength": N}}`.
/// Globs and the
/// output folder are relative to the file's folder. What cannot be used is a problem naming the
/// file and the key; the rest applies.
public struct Configuration: Sendable {
    /// The name of the file at the workspace root.
    public static let fileName = ".cradle-lsp.json"
    /// The keys the file may hold.
    public static let keys = ["analysis", "composition", "exclude", "graphOutput", "messages", "severity"]

    /// The file read (absolute), or nil when there is none.
    public var file: String?
    /// The file as problems name it (as given, or relative to the working directory).
    public var displayPath = Configuration.fileName
    /// The folder globs and `graphOutput` are relative to (absolute).
    public var folder: String
    /// Files and folders to skip, relative to `folder`.
    public var exclude: [Glob] = []
    /// Severity overrides per code.
    public var policy = FindingPolicy()
    /// Where `--graph` writes when no `--output` is given (absolute), or nil.
    public var graphOutput: String?
    /// The language findings are worded in for this repository (`"messages"`), or nil to leave
    /// it to the flag, the editor or the environment.
    public var messages: MessageLanguage?
    /// The composition view's roots and composition types as `Module.LexicalPath` strings, and
    /// the folder name its files go under, when the file names them (else they are inferred).
    public var composition: CompositionConfiguration?
    /// What was ignored, and (fatal) a file that could not be used at all.
    public var problems: [ProjectProblem] = []

    /// No configuration: nothing excluded, default severities.
    public init(folder: String = "/") {
        self.folder = folder
    }

    /// The configuration in `folder` (absolute), or nil when it holds no `.cradle-lsp.json`;
    /// problems name it relative to `currentDirectory` when it lies below it.
    public static func discover(in folder: String, currentDirectory: String = "/", source: FileSource = .disk)
        -> Configuration?
    {
        let path = PathName.join(folder, fileName)
        guard source.exists(path) else { return nil }
        let relative = PathName.relative(path, to: currentDirectory)
        return load(file: path, displayPath: relative.map { $0.isEmpty ? path : $0 } ?? path, source: source)
    }

    /// Reads the configuration file at `file` (absolute); `displayPath` names it in problems.
    public static func load(file: String, displayPath: String, source: FileSource = .disk) -> Configuration {
        var configuration = Configuration(folder: PathName.parent(file))
        configuration.file = file
        configuration.displayPath = displayPath
        guard source.kind(ofPath: file) != .directory, let data = source.contents(of: file).map({ Data($0) }) else {
            configuration.problems.append(
                .unusableConfiguration(path: displayPath, reason: ConfigurationText.unreadableFile.entry))
            return configuration
        }
        configuration.apply(data, displayPath: displayPath)
        return configuration
    }

    /// Reads the file's bytes; `displayPath` names the file in problems.
    mutating func apply(_ data: Data, displayPath: String) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            problems.append(.unusableConfiguration(path: displayPath, reason: ConfigurationText.notJSON.entry))
            return
        }
        guard let members = object as? [String: Any] else {
            problems.append(.unusableConfiguration(path: displayPath, reason: ConfigurationText.notObject.entry))
            return
        }
        func ignore(_ reason: MessageText) { problems.append(.configuration(path: displayPath, reason: reason)) }
        for key in members.keys.sorted() where !Self.keys.contains(key) {
            ignore(ConfigurationText.unknownKey.bilingual(key, Self.keys.joined(separator: ", ")))
        }
        if let value = members["exclude"] {
            if let patterns = value as? [String] {
                exclude = patterns.filter { !$0.isEmpty }.map(Glob.init)
            } else {
                ignore(ConfigurationText.excludeType.entry)
            }
        }
        if let value = members["graphOutput"] {
            if let path = value as? String, !path.isEmpty {
                graphOutput = PathName.absolute(path, base: folder)
            } else {
                ignore(ConfigurationText.graphOutputType.entry)
            }
        }
        if let value = members["messages"] {
            if let name = value as? String, let language = MessageLanguage(rawValue: name) {
                messages = language
            } else {
                ignore(
                    ConfigurationText.messagesValue.bilingual(MessageLanguage.allCases.map(\.rawValue).joined(separator: ", ")))
            }
        }
        if let value = members["composition"] {
            if let object = value as? [String: Any], Set(object.keys).isSubset(of: ["roots", "types", "workspaceName"]),
                object["roots"] == nil || object["roots"] is [String], object["types"] == nil || object["types"] is [String],
                object["workspaceName"] == nil || object["workspaceName"] is String
            {
                composition = CompositionConfiguration(
                    roots: object["roots"] as? [String], types: object["types"] as? [String],
                    workspaceName: object["workspaceName"] as? String)
            } else {
                ignore(ConfigurationText.compositionType.entry)
            }
        }
        if let value = members["analysis"] {
            let keys = ["maxFanOut", "maxFanIn", "maxChainLength"]
            if let object = value as? [String: Any], Set(object.keys).isSubset(of: keys),
                object.values.allSatisfy({ value in
                    guard let number = value as? NSNumber else { return false }
                    return number.intValue >= 0 && number.doubleValue == Double(number.intValue)
                })
            {
                policy.limits = AnalysisLimits(
                    maxFanOut: (object["maxFanOut"] as? NSNumber)?.intValue,
                    maxFanIn: (object["maxFanIn"] as? NSNumber)?.intValue,
                    maxChainLength: (object["maxChainLength"] as? NSNumber)?.intValue)
            } else {
                ignore(ConfigurationText.analysisType.bilingual(keys.map { "`\($0)`" }.joined(separator: ", ")))
            }
        }
        if let value = members["severity"] {
            guard let entries = value as? [String: Any] else {
                ignore(ConfigurationText.severityType.entry)
                return
            }
            var severities: [DiagnosticCode: Severity?] = [:]
            for name in entries.keys.sorted() {
                guard let code = DiagnosticCode(rawValue: name) ?? DiagnosticCode.allCases.first(where: { $0.cradleID == name })
                else {
                    ignore(ConfigurationText.severityUnknownCode.bilingual(name))
                    continue
                }
                switch entries[name] as? String {
                case "error": severities[code] = .some(.error)
                case "warning": severities[code] = .some(.warning)
                case "note": severities[code] = .some(.information)
                case "off": severities[code] = .some(nil)
                default: ignore(ConfigurationText.severityValue.bilingual(name))
                }
            }
            policy.severities = severities
        }
    }

    /// The index of the configuration among `configurations` whose folder is the nearest one
    /// holding `path` (absolute), or nil when none holds it.
    static func nearest(to path: String, in configurations: [Configuration]) -> Int? {
        var found: Int?
        for (index, configuration) in configurations.enumerated() where PathName.relative(path, to: configuration.folder) != nil {
            if let current = found, configurations[current].folder.count >= configuration.folder.count { continue }
            found = index
        }
        return found
    }

    /// The severity overrides of the nearest configuration among `configurations` holding `path`
    /// (absolute), or nil when none holds it.
    static func policy(for path: String, in configurations: [Configuration]) -> FindingPolicy? {
        nearest(to: path, in: configurations).map { configurations[$0].policy }
    }

    /// Whether `path` (absolute) is excluded: a glob matches it or a folder above it, relative to
    /// the configuration's folder. Returns the index of the first matching glob.
    func excludingGlob(_ path: String) -> Int? {
        guard !exclude.isEmpty, let relative = PathName.relative(path, to: folder), !relative.isEmpty else { return nil }
        return exclude.firstIndex { $0.matches(relative) || $0.matchesAncestor(of: relative) }
    }
}

/// The `composition` key of `.cradle-lsp.json`: roots and composition types named
/// `Module.LexicalPath`; either list left out is inferred.
public struct CompositionConfiguration: Sendable, Hashable {
    public var roots: [String]?
    public var types: [String]?
    /// The folder `--output` writes the view's files under (else the workspace root's name).
    public var workspaceName: String?
}
