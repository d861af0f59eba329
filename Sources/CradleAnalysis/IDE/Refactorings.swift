import CradleSyntax

/// A change to a graph larger than a fix: offered on a factory or a graph, checked before it is
/// offered by analysing the workspace as if it were made. One that would add an error is still
/// listed, disabled, with the reason.
public struct Refactoring: Sendable, Hashable {
    /// The LSP code action kind.
    public enum Kind: String, Sendable, Hashable {
        case rewrite = "refactor.rewrite"
        case extract = "refactor.extract"
    }

    /// A file the refactoring creates, in a module.
    public struct CreatedFile: Sendable, Hashable {
        public var path: String
        public var module: String
        public var text: String
    }

    public var title: String
    public var kind: Kind
    /// The edits, in one or more files.
    public var edits: [TextEdit]
    /// New files, created before the edits apply.
    public var createdFiles: [CreatedFile] = []
    /// Why the refactoring would break the graph, when it would (it is then shown, not applied).
    public var disabledReason: String?
}

extension Workspace {
    /// The refactorings offered for a range of a file: on a factory's declaration, changing its
    /// lifetime and moving it into a new source graph (on a selection of factories, moving them
    /// all); on a graph's declaration whose factories read `input.member` without an `input:`,
    /// creating the input type. `canCreateFiles` says whether the editor can take a new file.
    /// Titles, reasons and the comments written into new code are in `language`.
    public func refactorings(
        path: String, range: ByteRange, canCreateFiles: Bool = true, language: MessageLanguage = .english
    ) -> [Refactoring] {
        guard let entry = entries[path], !entry.factories.isEmpty, let tree = tree(of: path) else { return [] }
        var found: [Refactoring] = []
        for graph in entry.factories {
            let header = ByteRange(
                start: graph.graph.attribute.range.start,
                end: graph.graph.declaration.name?.range.end ?? graph.graph.attribute.range.end)
            if header.start <= range.start, range.start <= header.end {
                found += inputTypeRefactorings(for: graph, path: path, tree: tree, language: language)
            }
            var selected: [Factory] = []
            for factory in graph.factories {
                let end = factory.function.body.map { $0.range.start } ?? factory.function.range.end
                if factory.provide.range.start <= range.start, range.start <= end {
                    found += lifetimeRefactorings(for: factory, in: graph, path: path, language: language)
                    selected.append(factory)
                } else if range.start < range.end, factory.function.range.start < range.end,
                    range.start < factory.function.range.end
                {
                    selected.append(factory)
                }
            }
            found += sourceGraphRefactorings(
                moving: selected, in: graph, path: path, tree: tree, canCreateFiles: canCreateFiles, language: language)
        }
        return found
    }

    /// The workspace with `edits` applied, for checking a change before offering it; nil when an
    /// edit's file is unknown or edits overlap.
    public func applying(_ edits: [TextEdit], creating created: [Refactoring.CreatedFile] = []) -> Workspace? {
        var result = self
        for file in created {
            guard result.entries[file.path] == nil else { return nil }
            result = result.updating(path: file.path, module: file.module, text: SourceText(file.text))
        }
        for (file, fileEdits) in Dictionary(grouping: edits, by: \.file) {
            guard let text = result.text(of: file), let module = result.entries[file]?.summary.module,
                let applied = Self.apply(fileEdits, to: text.bytes)
            else { return nil }
            result = result.updating(path: file, module: module, text: SourceText(bytes: applied))
        }
        return result
    }

    /// `bytes` with `edits` applied; nil when two overlap or one is out of range (a refactoring
    /// that would need either is no refactoring).
    static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8]? {
        // By range, and in the order given for two insertions at one offset.
        let sorted = edits.enumerated().sorted {
            ($0.element.range.start, $0.element.range.end, $0.offset) < ($1.element.range.start, $1.element.range.end, $1.offset)
        }.map(\.element)
        var cursor = 0
        for edit in sorted {
            guard edit.range.start >= cursor, edit.range.start <= edit.range.end, edit.range.end <= bytes.count else {
                return nil
            }
            cursor = edit.range.end
        }
        return TextEdit.apply(sorted, to: bytes)
    }

    /// The errors of `paths` (every file with findings when nil), counted by code and message:
    /// what a change adds is the difference of two of these.
    func errorCounts(in paths: [String]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for path in paths {
            for finding in diagnostics(in: path) where finding.severity == .error {
                counts["\(finding.code.rawValue): \(finding.message)", default: 0] += 1
            }
        }
        return counts
    }

    /// The errors `after` has that `self` has not, in `paths`, with where each is.
    func addedErrors(_ after: Workspace, in paths: [String]) -> [Diagnostic] {
        var remaining = errorCounts(in: paths)
        var added: [Diagnostic] = []
        for path in paths {
            for finding in after.diagnostics(in: path) where finding.severity == .error {
                let key = "\(finding.code.rawValue): \(finding.message)"
                if let count = remaining[key], count > 0 {
                    remaining[key] = count - 1
                } else {
                    added.append(finding)
                }
            }
        }
        return added
    }
}
