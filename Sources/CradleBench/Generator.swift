import Foundation

/// Generates valid Cradle code for measurements: graphs with realistic factories (all three
/// lifetimes, dependencies on earlier registrations, bodies with ordinary statements), padded
/// with ordinary Swift so a workspace reaches a given line count.
enum Generator {
    /// A file with one graph of `factories` factories, each depending on up to three earlier ones.
    static func graphFile(factories: Int, graphName: String = "LargeGraph", typePrefix: String = "Service") -> String {
        var lines = ["import Cradle", "import Foundation", "", "@DependencyGraph", "final class \(graphName) {"]
        for index in 0..<factories {
            let lifetime: String
            switch index % 3 {
            case 0: lifetime = ""
            case 1: lifetime = "(.transient)"
            default: lifetime = "(.lazy)"
            }
            // Only `.shared` dependencies are taken, so every lifetime pairing is legal.
            let dependencies =
                stride(from: index - 3, to: index, by: 3).filter { $0 >= 0 }
                + stride(from: index - 6, to: index, by: 6).filter { $0 >= 0 }
            let unique = Array(Set(dependencies)).sorted()
            let parameters = unique.map { "dependency\($0): \(typePrefix)\($0)" }.joined(separator: ", ")
            let arguments = unique.map { "dependency\($0)" }.joined(separator: ", ")
            lines.append("    /// Factory number \(index).")
            lines.append("    @Provide\(lifetime)")
            lines.append("    private func make\(typePrefix)\(index)(\(parameters)) -> \(typePrefix)\(index) {")
            lines.append("        let value = \(typePrefix)\(index)(\(arguments))")
            lines.append("        return value")
            lines.append("    }")
        }
        lines.append("}")
        lines.append("")
        return lines.joined(separator: "\n")
    }

    /// A composition type holding the large graph, and a function reading each of its
    /// accessors through it; `other` is a holder that is no graph.
    static func compositionFile(factories: Int, typePrefix: String = "Service") -> String {
        var lines = [
            "/// Holds the feature graphs, as an app's composition types do.", "final class LargeGraphSet {",
            "    let largeGraph = LargeGraph()", "}", "", "final class OtherHolder {", "    let count = 0", "}", "",
            "func wire(set: LargeGraphSet, other: OtherHolder) {",
        ]
        for index in 0..<factories { lines.append("    _ = set.largeGraph.\(TypeNamingForBench.lowerFirst(typePrefix))\(index)") }
        lines.append("}")
        lines.append("")
        return lines.joined(separator: "\n")
    }

    /// An ordinary Swift file of about `lines` lines: types with properties, methods and bodies.
    static func plainFile(lines target: Int, index: Int) -> String {
        var lines = ["import Foundation", ""]
        var type = 0
        while lines.count < target {
            lines.append("/// A model type, number \(type).")
            lines.append("public struct Model\(index)_\(type): Codable, Hashable {")
            lines.append("    public var identifier: String")
            lines.append("    public var values: [Int] = []")
            lines.append("    public var names: [String: Double]? = nil")
            lines.append("")
            lines.append("    public func total(scale: Double = 1.0) -> Double {")
            lines.append("        var result = 0.0")
            lines.append("        for value in values where value > 0 {")
            lines.append("            result += Double(value) * scale // accumulate")
            lines.append("        }")
            lines.append("        return result + (names?.values.reduce(0, +) ?? 0)")
            lines.append("    }")
            lines.append("")
            lines.append("    public mutating func append(_ value: Int) { values.append(value) }")
            lines.append("    public var description: String { \"\\(identifier): \\(values.count) values\" }")
            lines.append("}")
            lines.append("")
            type += 1
        }
        return lines.joined(separator: "\n")
    }

    /// Writes a workspace of about `totalLines` lines to `directory`: one 300-factory graph file
    /// plus 1,000-line files (a tenth of them with a 40-factory graph). Returns the file paths.
    static func writeWorkspace(to directory: String, totalLines: Int) throws -> [String] {
        let fileManager = FileManager.default
        try? fileManager.removeItem(atPath: directory)
        try fileManager.createDirectory(atPath: directory + "/Sources/App", withIntermediateDirectories: true)
        var paths: [String] = []
        let big = directory + "/Sources/App/LargeGraph.swift"
        try graphFile(factories: 300).write(toFile: big, atomically: true, encoding: .utf8)
        paths.append(big)
        var written = 300 * 6
        // The app reads every accessor of the large graph through a composition type, as modular
        // apps do (`set.largeGraph.service7`): reads resolved through member chains.
        let composition = directory + "/Sources/App/Composition.swift"
        try compositionFile(factories: 300).write(toFile: composition, atomically: true, encoding: .utf8)
        paths.append(composition)
        written += 300 + 12
        var index = 0
        while written < totalLines {
            let path = directory + "/Sources/App/File\(index).swift"
            let text =
                index % 10 == 0
                ? graphFile(factories: 40, graphName: "Graph\(index)", typePrefix: "Part\(index)_")
                    + plainFile(lines: 760, index: index)
                : plainFile(lines: 1000, index: index)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
            written += text.split(separator: "\n", omittingEmptySubsequences: false).count
            index += 1
        }
        return paths
    }
}

/// The bench's own spelling of a generated accessor name (`Service7` → `service7`).
enum TypeNamingForBench {
    static func lowerFirst(_ name: String) -> String { name.prefix(1).lowercased() + name.dropFirst() }
}
