import CradleAnalysis
import CradleProject
import CradleProtocol
import Foundation

/// A baseline file: the findings a workspace had, as `--write-baseline` writes them and
/// `--baseline` reads them (`{"version": 1, "findings": [{"code", "severity", "graph",
/// "registration", "message", "file", "line"}]}`); `file` and `line` are for people, and match
/// only for findings outside every graph.
enum Baseline {
    static func write(_ keys: [FindingKey], to path: String) throws(RevisionWorkspace.Failure) {
        let document: JSON = ["version": 1, "findings": .array(keys.map(DiffJSONReporter.finding))]
        do {
            try OutputFile.write(Data((document.text + "\n").utf8), to: path)
        } catch {
            throw RevisionWorkspace.Failure { error.description(in: $0) }
        }
    }

    static func read(_ path: String) throws(RevisionWorkspace.Failure) -> [FindingKey] {
        guard let data = SourceReader.contents(of: path) else {
            throw RevisionWorkspace.Failure(.baselineUnreadable, path)
        }
        let document: JSON
        do {
            document = try JSON.parse(data)
        } catch {
            throw RevisionWorkspace.Failure(.baselineNotJSON, path, "\(error)")
        }
        guard document["version"]?.intValue == 1, let items = document["findings"]?.arrayValue else {
            throw RevisionWorkspace.Failure(.notABaseline, path, #"{"version": 1, "findings": […]}"#)
        }
        var keys: [FindingKey] = []
        for (index, item) in items.enumerated() {
            guard let code = item["code"]?.stringValue, let message = item["message"]?.stringValue else {
                throw RevisionWorkspace.Failure(.baselineFindingIncomplete, path, String(index + 1))
            }
            keys.append(
                FindingKey(
                    code: code, severity: Severity(rawValue: item["severity"]?.stringValue ?? "") ?? .error,
                    graph: item["graph"]?.stringValue ?? "", registration: item["registration"]?.stringValue ?? "",
                    message: message, file: item["file"]?.stringValue ?? "", line: item["line"]?.intValue ?? 0))
        }
        return keys
    }
}
