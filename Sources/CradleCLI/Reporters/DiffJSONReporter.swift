import CradleAnalysis
import CradleProtocol

/// `--diff --format json`: one versioned document (`{"version": 1, …}`, keys sorted) with the
/// two sides, the changed graphs and the findings introduced and fixed.
enum DiffJSONReporter {
    static func render(_ diff: WorkspaceDiff, sides: DiffCommand.Sides, commits: (base: String, head: String?)) -> String {
        let document: JSON = [
            "version": 1,
            "base": ["revision": .string(sides.base), "commit": .string(commits.base)],
            "head": ["revision": .string(sides.head), "commit": commits.head.map(JSON.string) ?? .null],
            "graphs": .array(
                diff.graphs.map { change in
                    var entry = graph(change)
                    if case .object(var members) = entry {
                        members["analysis"] = .array(
                            (diff.analysis[change.identity] ?? []).map { delta in
                                [
                                    "metric": .string(delta.metric.rawValue),
                                    "registration": delta.registration.map(JSON.string) ?? .null, "from": .int(delta.from),
                                    "to": .int(delta.to),
                                ]
                            })
                        entry = .object(members)
                    }
                    return entry
                }),
            "unchangedGraphs": .int(diff.unchangedGraphs),
            "findings": ["introduced": .array(diff.introduced.map(finding)), "fixed": .array(diff.fixed.map(finding))],
            "summary": .string(DiffTextReporter.summary(diff, in: .english)),
        ]
        return document.text + "\n"
    }

    static func strings(_ values: [String]) -> JSON { .array(values.map(JSON.string)) }

    static func list(_ change: ListChange<String>) -> JSON {
        ["added": strings(change.added), "removed": strings(change.removed)]
    }

    static func graph(_ change: GraphChange) -> JSON {
        let current = change.current
        var members: [String: JSON] = [
            "graph": .string(change.identity), "module": .string(current?.module ?? ""),
            "name": .string(current?.lexicalName ?? ""), "file": .string(current?.file ?? ""),
            "change": .string(change.kind.rawValue), "sources": list(change.sources),
            "registrations": .array(change.registrations.map(registration)),
            "inputBindings": [
                "added": .array(change.inputBindings.added.map(binding)),
                "removed": .array(change.inputBindings.removed.map(binding)),
            ],
        ]
        if let input = change.input {
            members["input"] = ["from": input.from.map(JSON.string) ?? .null, "to": input.to.map(JSON.string) ?? .null]
        }
        return .object(members)
    }

    static func registration(_ change: RegistrationChange) -> JSON {
        let current = change.current
        var members: [String: JSON] = [
            "type": .string(change.identity), "change": .string(change.kind.rawValue),
            "factory": .string(current.factoryName), "lifetime": .string(current.lifetime.rawValue),
            "dependencies": list(change.dependencies), "sourceReads": list(change.sourceReads),
        ]
        if let lifetime = change.lifetime {
            members["lifetimeChange"] = ["from": .string(lifetime.from.rawValue), "to": .string(lifetime.to.rawValue)]
        }
        if let name = change.factoryName { members["factoryChange"] = ["from": .string(name.from), "to": .string(name.to)] }
        if let externals = change.externalParameters {
            members["externalParameters"] = ["from": strings(externals.from), "to": strings(externals.to)]
        }
        return .object(members)
    }

    static func binding(_ binding: InputBindingSnapshot) -> JSON {
        [
            "member": .string(binding.member), "expression": .string(binding.expression), "module": .string(binding.module),
            "provider": binding.provider.map(JSON.string) ?? .null,
        ]
    }

    static func finding(_ key: FindingKey) -> JSON {
        [
            "code": .string(key.code), "severity": .string(key.severity.rawValue), "graph": .string(key.graph),
            "registration": .string(key.registration), "message": .string(key.message), "file": .string(key.file),
            "line": .int(key.line),
        ]
    }
}
