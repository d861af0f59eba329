import CradleAnalysis

/// A value read from a Swift manifest (`Package.swift`, `Project.swift`) without running it:
/// literals, arrays, calls and member references, with names bound by `let` and helper
/// functions inlined. Whatever cannot be read statically is `.unknown` with the reason.
public indirect enum ManifestValue: Sendable, Hashable {
    case string(String)
    case bool(Bool)
    case array([ManifestValue])
    /// A dictionary literal with string keys (`["PRODUCT_MODULE_NAME": "App"]`).
    case dictionary([String: ManifestValue])
    /// A call, or a bare member reference when `arguments` is nil: `.target(name: …)`,
    /// `Project.app(…)`, `Package(…)`, `.iOS`. `name` is the last component of the callee and
    /// `qualifier` what stands before it (`Project` in `Project.app`).
    case call(name: String, qualifier: String?, arguments: [ManifestArgument]?)
    /// An expression that static reading cannot evaluate, with the reason.
    case unknown(MessageText)

    /// The string, if the value is one.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, if the value is an array; a single value counts as a one-element array
    /// where manifests allow either (`sources: "Sources/**"`).
    public var elements: [ManifestValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    /// The first string found under `key` in a dictionary anywhere inside the value (arguments,
    /// arrays, nested dictionaries), looked for breadth-first and at most a few levels deep:
    /// where a build setting such as `PRODUCT_MODULE_NAME` sits in a target's `settings:`.
    public func setting(_ key: String) -> String? {
        var level: [ManifestValue] = [self]
        for _ in 0..<8 {
            var next: [ManifestValue] = []
            for value in level {
                switch value {
                case .dictionary(let entries):
                    if let found = entries[key]?.string { return found }
                    next += entries.keys.sorted().compactMap { entries[$0] }
                case .array(let elements): next += elements
                case .call(_, _, let arguments?): next += arguments.map(\.value)
                default: break
                }
            }
            guard !next.isEmpty else { return nil }
            level = next
        }
        return nil
    }

    /// The callee's name, if the value is a call or member reference.
    public var callName: String? {
        if case .call(let name, _, _) = self { return name }
        return nil
    }

    /// The argument labelled `label` of a call.
    public func argument(_ label: String) -> ManifestValue? {
        guard case .call(_, _, let arguments?) = self else { return nil }
        return arguments.first { $0.label == label }?.value
    }

    /// The unlabelled arguments of a call, in order.
    public var unlabelledArguments: [ManifestValue] {
        guard case .call(_, _, let arguments?) = self else { return [] }
        return arguments.filter { $0.label == nil }.map(\.value)
    }

    /// Why a value that should be an array is not one, or nil when it is.
    static func arrayProblem(_ value: ManifestValue) -> MessageText? {
        switch value {
        case .array: nil
        case .unknown(let reason): reason
        case .call(let name, _, let arguments):
            arguments == nil
                ? ManifestText.notDeclaredValue.bilingual(name) : ManifestText.notDeclaredFunction.bilingual(name)
        default: ManifestText.notArray.entry
        }
    }

    /// The reason, if the value could not be read.
    public var unknownReason: MessageText? {
        if case .unknown(let reason) = self { return reason }
        return nil
    }
}

/// One argument of a call in a manifest.
public struct ManifestArgument: Sendable, Hashable {
    public var label: String?
    public var value: ManifestValue
}
