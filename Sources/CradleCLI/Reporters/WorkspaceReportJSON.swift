import CradleAnalysis
import CradleProtocol
import Foundation

/// CradleDiagramMaker's analysis report, schema 2 (`cradle.md` §7.4): `schemaVersion`, `view`,
/// `targets`, `nodes`, `edges` with `evidence`, `diagnostics`; keys sorted and pretty-printed
/// as its JSON encoder writes them (two-space indent, `"key" : value`, slashes unescaped).
enum WorkspaceReportJSON {
    /// The report document with a trailing newline.
    static func text(_ diagram: CompositionDiagram, view: String) -> String {
        var output = ""
        write(report(diagram, view: view), indent: "", into: &output)
        return output + "\n"
    }

    static func report(_ diagram: CompositionDiagram, view: String) -> JSON {
        func location(_ location: CompositionDiagram.Location) -> JSON {
            ["path": .string(location.path), "targetID": targetID(location.targetID), "utf8Offset": .int(location.utf8Offset)]
        }
        let nodes = diagram.nodes.map { node -> JSON in
            var members: [String: JSON] = [
                "key": .string(node.key), "kind": .string(node.kind.rawValue), "label": .string(node.label),
                "targetID": targetID(node.targetID),
            ]
            if let graphKey = node.graphKey { members["graphKey"] = .string(graphKey) }
            if let lifetime = node.lifetime { members["lifetime"] = .string(lifetime) }
            if let place = node.location { members["location"] = location(place) }
            return .object(members)
        }
        let edges = diagram.edges.map { edge -> JSON in
            [
                "from": .string(edge.source), "destination": .string(edge.destination), "kind": .string(edge.kind.rawValue),
                "evidence": .array(edge.evidence.map(location)),
            ]
        }
        let diagnostics = diagram.warnings.map { warning -> JSON in
            var context: [String: JSON] = ["targetID": targetID(warning.targetID)]
            if let declaration = warning.declaration {
                context["declarationID"] = [
                    "lexicalPath": .array(declaration.split(separator: ".").map { .string(String($0)) }),
                    "targetID": targetID(warning.targetID),
                ]
            }
            if let member = warning.member { context["memberName"] = .string(member) }
            var members: [String: JSON] = [
                "code": .string(warning.code.rawValue), "message": .string(warning.message), "context": .object(context),
                "severity": "warning",
            ]
            if let place = warning.location { members["location"] = location(place) }
            return .object(members)
        }
        return [
            "schemaVersion": 2, "view": .string(view),
            "targets": .array(diagram.targets.map { ["id": .string($0.id), "moduleName": .string($0.moduleName)] }),
            "nodes": .array(nodes), "edges": .array(edges), "diagnostics": .array(diagnostics),
        ]
    }

    /// A target ID as Cradle encodes its `WorkspaceTargetID`, a Codable struct holding `rawValue`
    /// (the `targets` list writes plain `id` strings).
    static func targetID(_ id: String) -> JSON { ["rawValue": .string(id)] }

    /// Writes `value` pretty-printed with sorted keys.
    static func write(_ value: JSON, indent: String, into output: inout String) {
        let inner = indent + "  "
        switch value {
        case .array(let values):
            guard !values.isEmpty else {
                output += "[\n\n\(indent)]"
                return
            }
            output += "[\n"
            for (index, element) in values.enumerated() {
                output += inner
                write(element, indent: inner, into: &output)
                output += index == values.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{\n\n\(indent)}"
                return
            }
            output += "{\n"
            for (index, key) in members.keys.sorted().enumerated() {
                output += inner + JSON.string(key).text + " : "
                if let member = members[key] { write(member, indent: inner, into: &output) }
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        case .string(let text):
            output += JSON.string(text).text.replacingOccurrences(of: "\\/", with: "/")
        default:
            output += value.text
        }
    }
}
