import CradleAnalysis
import CradleProject
import CradleProtocol
import CradleSyntax
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// The document store: open documents, paths and the URIs the client spelt them with, and which
// files' findings are reported.
extension Server {
    /// The module of a path: as the project assigned it, else as its build definitions claim
    /// it, else by the fallback rule.
    func module(of path: String) -> String {
        if let known = modules[path] { return known }
        let module = project.module(of: path)
        modules[path] = module
        return module
    }

    /// Whether findings of `path` are published: an open document, or a file under a
    /// workspace folder.
    func isReported(_ path: String) -> Bool {
        if openDocuments[path] != nil || reportedPaths.contains(path) { return true }
        return roots.contains { PathName.relative(path, to: $0) != nil }
    }

    /// The path of a URI the client sent, remembering the URI to echo it back unchanged.
    func path(ofURI uri: String) -> String? {
        guard let path = FileURI.path(uri) else { return nil }
        clientURIs[path] = uri
        return path
    }

    /// The URI of a path: as the client last spelt it, else encoded by us.
    func uri(of path: String) -> String {
        clientURIs[path] ?? FileURI.uri(path)
    }

    /// The text of a path: the open document's, else the indexed one.
    func document(_ path: String) -> DocumentText? {
        if let open = openDocuments[path] { return open.text }
        return workspace.text(of: path).map { DocumentText($0) }
    }

    /// The path and text of a document the server knows.
    func knownDocument(_ identifier: String) -> (path: String, text: DocumentText)? {
        guard let path = path(ofURI: identifier), let text = document(path) else { return nil }
        return (path, text)
    }

    /// Opens a document with the editor's text, which wins over disk from now on.
    func open(_ path: String, text: String, version: Int) {
        openDocuments[path] = (DocumentText(SourceText(text)), version)
        // A client that pulls now pulls this document: clear what was pushed for it at once,
        // before the debounced publish, or both would be drawn meanwhile.
        if clientCapabilities.pullsDiagnostics, pushed.remove(path) != nil {
            notify(PublishDiagnosticsNotification(uri: uri(of: path), version: version, diagnostics: []))
        }
        analyze(path)
    }

    /// Applies the editor's changes to an open document, in order. A change with an invalid
    /// range is skipped.
    func change(_ path: String, version: Int?, changes: [(range: LSPRange?, text: String)]) {
        guard var document = openDocuments[path] else { return }
        // Each change reads positions against the text the earlier ones left.
        var text = document.text
        for change in changes {
            if let range = change.range {
                guard let replaced = text.byteRange(range, encoding: encoding) else {
                    log("didChange: invalid range in \(path); change ignored")  // literal: log line for developers
                    continue
                }
                text = text.replacing(replaced, with: Array(change.text.utf8))
            } else {
                text = DocumentText(SourceText(bytes: Array(change.text.utf8)))
            }
        }
        document.text = text
        document.version = version ?? document.version + 1
        openDocuments[path] = document
        analyze(path)
    }

    /// Closes a document: the disk owns its text again (or it is gone).
    func close(_ path: String) {
        openDocuments[path] = nil
        // An indexing run in flight may have read the file before a save: the disk's text when
        // it lands, not the run's.
        if isIndexing { changedDuringIndexing.insert(path) }
        // A client that pulls stops pulling a closed document: push its findings again.
        if clientCapabilities.pullsDiagnostics { published[path] = nil }
        reload(path)
        schedulePublish()
        releaseFreedMemory()
    }

    /// Reads a file from disk into the workspace, or removes it when it cannot be read or no
    /// target compiles it (a batch run would not load it either).
    func reload(_ path: String) {
        if project.loads(path), let bytes = SourceReader.contents(of: path) {
            workspace.update(path: path, module: module(of: path), text: SourceText(bytes: bytes))
        } else {
            workspace.remove(path: path)
        }
    }

    /// Hands freed memory back to the system: after a document closes, and once the editor is
    /// quiet (see ``scheduleRelease()``). The C allocator keeps the many small blocks of a large
    /// tree in its arenas otherwise (a 60 MB document left about 570 MB resident after `didClose`).
    func releaseFreedMemory() {
        #if canImport(Glibc)
            // `malloc_trim` is glibc's and not in the Swift overlay, so it is looked up by name.
            typealias Trim = @convention(c) (Int) -> Int32
            if let symbol = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(symbol, to: Trim.self)(0) }
        #endif
    }

    /// Fixes the C allocator's thresholds for a long-lived server: blocks of 128 KiB and more
    /// are mapped on their own and unmapped when freed, and an arena's free top is given back
    /// past 128 KiB. By default glibc raises both thresholds whenever a mapped block is freed
    /// (the mmap threshold up to that block's size, at most 32 MiB, the trim threshold to twice
    /// that); from then on each edit's multi-megabyte buffers (text, tokens, declarations) come
    /// from the arenas, whose tops `malloc_trim` never trims for arenas other than the main one.
    /// A 2 MB document left 25 MiB of anonymous memory resident for 5 MB in use once quiet after
    /// 20 edits, and 21 MiB for 0.6 MB after its close; with fixed thresholds, 7 MiB and 3 MiB.
    static func fixAllocatorThresholds() {
        #if canImport(Glibc)
            // `mallopt` is glibc's and not in the Swift overlay, so it is looked up by name.
            typealias Option = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(nil, "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: Option.self)
            let trimThreshold: Int32 = -1  // M_TRIM_THRESHOLD
            let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
            _ = mallopt(mmapThreshold, 128 << 10)
            _ = mallopt(trimThreshold, 128 << 10)
        #endif
    }

    /// Drops the syntax trees kept for recent edits and queries and hands freed memory back once
    /// `quietDelay` passed without another message that used them: a burst of hovers and lenses
    /// after an edit parses nothing, and at rest an open document costs its text and summary,
    /// not its tree (about ten times its text). The trim takes tens of milliseconds on a large
    /// heap (about 100 ms after a 20 MB document's analysis), which typing never waits for.
    func scheduleRelease() {
        releaseGeneration += 1
        let generation = releaseGeneration
        queue.asyncAfter(deadline: .now() + configuration.quietDelay) {
            guard generation == self.releaseGeneration else { return }
            self.workspace.releaseKeptTrees()
            self.releaseFreedMemory()
        }
    }

    /// Re-reads one open document into the workspace and schedules a publish. The old version
    /// is freed after that: without a debounce, once its findings are sent.
    func analyze(_ path: String) {
        guard let document = openDocuments[path] else { return }
        let start = DispatchTime.now().uptimeNanoseconds
        let retired = workspace.update(path: path, module: module(of: path), text: document.text.text)
        lastAnalysisDuration = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        schedulePublish()
        withExtendedLifetime(retired) {}
    }
}
