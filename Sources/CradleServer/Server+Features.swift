import CradleAnalysis
import CradleProtocol
import CradleSyntax
import Foundation

extension Server {
    /// The path and byte offset of a `TextDocumentPositionParams`.
    func position(_ params: JSON?) -> (path: String, offset: Int, document: DocumentText)? {
        guard let path = path(of: params), let document = document(path),
            let offset = document.offset(of: params?["position"], encoding: encoding)
        else { return nil }
        return (path, offset, document)
    }

    func location(_ location: Location) -> JSON? {
        guard let document = document(location.file) else { return nil }
        return ["uri": .string(uri(of: location.file)), "range": document.range(location.range, encoding: encoding)]
    }

    func hover(_ params: JSON?) -> Result<JSON, ResponseError> {
        guard let (path, offset, document) = position(params) else { return invalidParams("expected a text document position") }
        guard let hover = workspace.hover(path: path, offset: offset) else { return .success(.null) }
        return .success([
            "contents": ["kind": "markdown", "value": .string(hover.markdown)],
            "range": document.range(hover.range, encoding: encoding),
        ])
    }

    func definition(_ params: JSON?) -> Result<JSON, ResponseError> {
        guard let (path, offset, _) = position(params) else { return invalidParams("expected a text document position") }
        return .success(.array(workspace.definition(path: path, offset: offset).compactMap(location)))
    }

    func references(_ params: JSON?) -> Result<JSON, ResponseError> {
        guard let (path, offset, _) = position(params) else { return invalidParams("expected a text document position") }
        let includeDeclaration = params?["context"]?["includeDeclaration"]?.boolValue ?? true
        return .success(
            .array(workspace.references(path: path, offset: offset, includeDeclaration: includeDeclaration).compactMap(location)))
    }

    func documentSymbols(_ params: JSON?) -> Result<JSON, ResponseError> {
        guard let path = path(of: params), let document = document(path) else { return invalidParams("expected a text document") }
        func convert(_ symbol: DocumentSymbol) -> JSON {
            [
                "name": .string(symbol.name), "detail": .string(symbol.detail), "kind": symbol.kind == .graph ? 5 : 6,
                "range": document.range(symbol.range, encoding: encoding),
                "selectionRange": document.range(symbol.selectionRange, encoding: encoding),
                "children": .array(symbol.children.map(convert)),
            ]
        }
        return .success(.array(workspace.documentSymbols(path: path).map(convert)))
    }

    func workspaceSymbols(_ params: JSON?) -> Result<JSON, ResponseError> {
        let query = params?["query"]?.stringValue ?? ""
        let symbols = workspace.workspaceSymbols(matching: query).compactMap { symbol -> JSON? in
            guard let location = location(symbol.location) else { return nil }
            var members: [String: JSON] = [
                "name": .string(symbol.name), "kind": symbol.kind == .graph ? 5 : 6, "location": location,
            ]
            if let container = symbol.container { members["containerName"] = .string(container) }
            return .object(members)
        }
        return .success(.array(symbols))
    }

    func inlayHints(_ params: JSON?) -> Result<JSON, ResponseError> {
        guard let path = path(of: params), let document = document(path) else { return invalidParams("expected a text document") }
        let start = document.offset(of: params?["range"]?["start"], encoding: encoding) ?? 0
        let end = document.offset(of: params?["range"]?["end"], encoding: encoding) ?? document.text.count
        let hints = workspace.inlayHints(path: path).filter { $0.offset >= start && $0.offset <= end }.map { hint -> JSON in
            [
                "position": document.position(of: hint.offset, encoding: encoding), "label": .string(hint.label),
                "paddingLeft": true,
            ]
        }
        return .success(.array(hints))
    }

    /// A lens above each factory: its lifetime and how many factories consume it.
    func codeLenses(_ params: JSON?) -> Result<JSON, ResponseError> {
        guard let path = path(of: params), let document = document(path) else { return invalidParams("expected a text document") }
        var lenses: [JSON] = []
        for graph in workspace.documentSymbols(path: path) {
            for factory in graph.children {
                let references = workspace.references(path: path, offset: factory.selectionRange.start, includeDeclaration: false)
                let title =
                    "\(factory.detail.split(separator: "·").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "") · "
                    + (references.count == 1 ? "1 use" : "\(references.count) uses")
                lenses.append([
                    "range": document.range(factory.selectionRange, encoding: encoding),
                    "command": ["title": .string(title), "command": ""],
                ])
            }
        }
        return .success(.array(lenses))
    }

    /// The findings' fixes as quick fixes for the requested range; `source.fixAll` applies every
    /// preferred fix of the document.
    func codeActions(_ params: JSON?) -> Result<JSON, ResponseError> {
        guard let path = path(of: params), let document = document(path) else { return invalidParams("expected a text document") }
        let start = document.offset(of: params?["range"]?["start"], encoding: encoding) ?? 0
        let end = document.offset(of: params?["range"]?["end"], encoding: encoding) ?? start
        let only = params?["context"]?["only"]?.arrayValue?.compactMap(\.stringValue)
        let findings = workspace.diagnostics(in: path)
        var actions: [JSON] = []
        func edits(_ fix: Fix) -> JSON {
            var changes: [String: [JSON]] = [:]
            for edit in fix.edits {
                guard let target = edit.file == path ? document : self.document(edit.file) else { continue }
                changes[uri(of: edit.file), default: []].append([
                    "range": target.range(edit.range, encoding: encoding), "newText": .string(edit.newText),
                ])
            }
            return ["changes": .object(changes.mapValues { .array($0) })]
        }
        if only == nil || only?.contains(where: { "quickfix".hasPrefix($0) || $0.hasPrefix("quickfix") }) == true {
            for finding in findings where finding.range.start <= end && finding.range.end >= start {
                for fix in finding.fixes {
                    actions.append([
                        "title": .string(fix.title), "kind": "quickfix", "isPreferred": .bool(fix.isPreferred),
                        "diagnostics": [lspDiagnostic(finding, document: document)], "edit": edits(fix),
                    ])
                }
            }
        }
        if only?.contains(where: { $0 == "source" || $0.hasPrefix("source.fixAll") }) == true {
            // One preferred fix per finding; overlapping edits are left out.
            var taken: [ByteRange] = []
            var combined = Fix(title: "Fix all Cradle findings", edits: [])
            for finding in findings {
                guard let fix = finding.fixes.first(where: \.isPreferred),
                    !fix.edits.contains(where: { edit in taken.contains { $0.start < edit.range.end && edit.range.start < $0.end }
                    })
                else { continue }
                combined.edits += fix.edits
                taken += fix.edits.map(\.range)
            }
            if !combined.edits.isEmpty {
                actions.append(["title": .string(combined.title), "kind": "source.fixAll", "edit": edits(combined)])
            }
        }
        return .success(.array(actions))
    }

    func pullDiagnostics(_ params: JSON?) -> Result<JSON, ResponseError> {
        guard let path = path(of: params), let document = document(path) else { return invalidParams("expected a text document") }
        let items = workspace.diagnostics(in: path).map { lspDiagnostic($0, document: document) }
        return .success(["kind": "full", "items": .array(items)])
    }

    /// `cradle/graphDiagram`: `{textDocument?, graph?, format: "mermaid"|"dot"}` → the text. With a
    /// document, its module's diagram (or one graph's); without, the workspace view.
    func graphDiagram(_ params: JSON?) -> Result<JSON, ResponseError> {
        let format = params?["format"]?.stringValue ?? "mermaid"
        guard format == "mermaid" || format == "dot" else { return invalidParams("format must be mermaid or dot") }
        let summaries = workspace.summaries.filter { workspace.seesCradle($0.path) }
        var byModule: [String: [FileSummary]] = [:]
        for summary in summaries { byModule[summary.module, default: []].append(summary) }
        let requestedGraph = params?["graph"]?.stringValue
        if let path = path(of: params) {
            let module = workspace.entries[path]?.summary.module ?? self.module(of: path)
            let (diagrams, excluded) = DiagramBuilder.diagrams(of: byModule[module] ?? [])
            var graphs = diagrams
            if let requestedGraph {
                graphs = diagrams.filter { $0.lexicalName == requestedGraph || $0.lexicalName.hasSuffix("." + requestedGraph) }
                if graphs.isEmpty { return invalidParams("no graph named \(requestedGraph) in module \(module)") }
            }
            let diagram = ModuleDiagram(graphs: graphs, excluded: excluded)
            return .success(
                .string(format == "dot" ? DotRenderer.render(diagram, name: module) : MermaidRenderer.render(diagram)))
        }
        let modules = byModule.keys.sorted().map { module -> (name: String, diagram: ModuleDiagram) in
            let (diagrams, excluded) = DiagramBuilder.diagrams(of: byModule[module] ?? [])
            return (module, ModuleDiagram(graphs: diagrams, excluded: excluded))
        }.filter { !$0.diagram.graphs.isEmpty }
        let picture = WorkspaceDiagram(modules: modules)
        return .success(.string(format == "dot" ? picture.dot() : picture.mermaid()))
    }
}
