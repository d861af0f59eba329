import CradleAnalysis
import CradleProtocol
import Foundation

// Scheduling and publishing: edits are debounced, and diagnostics are pushed only when what the
// client would display changes.
extension Server {
    /// The debounce adapts to the cost of analysis: twice the last analysis, at least 10 ms and at
    /// most the configured (or client-set) debounce, so small files publish almost at once while a
    /// burst of keystrokes in a large graph still coalesces.
    var adaptiveDebounce: TimeInterval {
        guard debounce > 0 else { return 0 }
        return min(debounce, max(0.01, lastAnalysisDuration * 2))
    }

    /// Publishes after the debounce unless another edit arrives first (stale work is dropped).
    func schedulePublish() {
        editGeneration += 1
        let generation = editGeneration
        let delay = adaptiveDebounce
        if delay <= 0 {
            isPublishPending = false
            publishDiagnostics()
            return
        }
        isPublishPending = true
        queue.asyncAfter(deadline: .now() + delay) {
            guard generation == self.editGeneration else { return }
            self.isPublishPending = false
            self.publishDiagnostics()
        }
    }

    /// Sends `publishDiagnostics` for every file whose findings changed, empty lists included,
    /// unless indexing is in flight.
    /// Findings are compared as values first, so unchanged files cost no conversion.
    func publishDiagnostics() {
        // While indexing, a file's modules may not all be loaded: its findings wait (the run
        // publishes when it lands).
        guard !isIndexing else { return }
        var byPath: [String: [Diagnostic]] = [:]
        let pass = SharedResolver(workspace)
        // Only files that may have findings are looked at; every other file's are empty.
        for path in workspace.pathsWithPossibleFindings {
            guard let entry = workspace.entries[path] else { continue }
            let findings: [Diagnostic]
            let stamp = workspace.findingsStamp(of: path)
            if let cached = findingsCache[path], cached.generation == entry.generation, cached.stamp == stamp {
                findings = cached.findings
            } else {
                findings = workspace.diagnostics(in: path, pass: pass)
                findingsCache[path] = (entry.generation, stamp, findings)
            }
            if !findings.isEmpty, isReported(path) { byPath[path] = findings }
        }
        for path in findingsCache.keys where workspace.entries[path] == nil { findingsCache[path] = nil }
        var changed = 0
        let pulls = clientCapabilities.pullsDiagnostics
        for path in Set(byPath.keys).union(published.keys).union(pushed).sorted() {
            let current = byPath[path] ?? []
            // A client that pulls gets its open documents' findings by pull only: a push as well
            // would be drawn a second time (Neovim 0.12 keeps the two apart). What was pushed
            // while the document was closed is cleared once.
            let isPulled = pulls && openDocuments[path] != nil
            if isPulled, pushed.remove(path) != nil {
                notify(
                    PublishDiagnosticsNotification(uri: uri(of: path), version: openDocuments[path]?.version, diagnostics: []))
            }
            // What the client draws depends on the findings and on the text of every file their
            // positions are converted in (a moved line break or a wider character earlier on a
            // line moves a finding without changing its bytes).
            let stamp = displayStamp(of: current, in: path)
            let last = published[path]
            let language = messageLanguage
            if (last?.findings ?? []) == current, (last?.stamp ?? [:]) == stamp, (last?.language ?? language) == language {
                continue
            }
            let converted = document(path).map { document in current.map { lspDiagnostic($0, document: document) } } ?? []
            published[path] =
                current.isEmpty
                ? nil : PublishedFindings(findings: current, stamp: stamp, diagnostics: converted, language: language)
            if (last?.diagnostics ?? []) == converted { continue }
            changed += 1
            if isPulled { continue }
            notify(
                PublishDiagnosticsNotification(
                    uri: uri(of: path), version: openDocuments[path]?.version, diagnostics: converted))
            if pulls, !converted.isEmpty { pushed.insert(path) } else { pushed.remove(path) }
        }
        // Clients that pull diagnostics are asked to pull again when findings changed.
        if changed > 0, clientCapabilities.refreshesDiagnostics {
            request(toClient: DiagnosticRefreshRequest())
        }
    }

    /// The generation of each file the findings' positions are converted in.
    func displayStamp(of findings: [Diagnostic], in path: String) -> [String: Int] {
        guard !findings.isEmpty else { return [:] }
        var stamp = [path: workspace.entries[path]?.generation ?? -1]
        for finding in findings {
            for note in finding.notes where stamp[note.file] == nil {
                stamp[note.file] = workspace.entries[note.file]?.generation ?? -1
            }
        }
        return stamp
    }
}

/// What was last published for one path.
struct PublishedFindings {
    /// The findings, as byte ranges.
    var findings: [Diagnostic]
    /// The generation of each file their positions were converted in.
    var stamp: [String: Int]
    /// The diagnostics as sent.
    var diagnostics: [LSPDiagnostic]
    /// The wording they were sent in (a configuration change can change it).
    var language: MessageLanguage
}
