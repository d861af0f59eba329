import CradleAnalysis
import CradleProject
import CradleProtocol
import CradleSyntax
import Foundation

extension Server {
    /// Finds the project of the workspace folders as its build definitions say (§2a: a folder
    /// that is one package of a larger app loads the modules it depends on and the app around
    /// it) and reads every file of it into a fresh workspace, in batches, with `$/progress` when
    /// the client shows it. The work runs on `indexQueue`, never on the request path: requests
    /// are answered meanwhile from what is loaded, and a newer run (folders or build
    /// definitions changed again) or shutdown cancels this one. Findings are published once the
    /// run lands (``install(run:project:workspace:problems:)``).
    func index() {
        let run = indexRuns.begin()
        endProgress(message: ServerText.indexingSuperseded.text(in: messageLanguage))
        let supportsProgress = clientCapabilities.showsWorkDoneProgress
        if supportsProgress {
            let token = indexCount == 0 ? "cradle-indexing" : "cradle-indexing-\(indexCount)"
            request(toClient: WorkDoneProgressCreateRequest(token: token))
            notify(
                ProgressNotification(
                    token: token, value: .begin(title: ServerText.indexingTitle.text(in: messageLanguage), percentage: 0)))
            indexingToken = token
        }
        indexCount += 1
        isIndexing = true
        changedDuringIndexing = []
        let roots = self.roots
        let runs = indexRuns
        var walkLimits = configuration.walkLimits
        walkLimits.isCancelled = { !runs.isCurrent(run) }
        let limits = walkLimits
        let willIndex = configuration.willIndex
        let willInstall = configuration.willInstall
        indexQueue.async {
            willIndex?()
            guard runs.isCurrent(run) else { return }
            let project = Project.find(paths: roots, currentDirectory: "/", style: .absolute, limits: limits)
            guard runs.isCurrent(run) else { return }
            let total = project.files.count
            let (loaded, loadProblems) = project.loadWorkspace(
                mode: .editor,
                progress: { done in
                    guard supportsProgress, done < total else { return }
                    self.queue.async {
                        guard runs.isCurrent(run), let token = self.indexingToken else { return }
                        self.notify(
                            ProgressNotification(token: token, value: .report(percentage: min(99, done * 100 / max(total, 1)))))
                    }
                }, isCancelled: limits.isCancelled)
            guard runs.isCurrent(run) else { return }
            willInstall?()
            self.queue.async { self.install(run: run, project: project, workspace: loaded, problems: loadProblems) }
        }
    }

    /// Takes over what an indexing run found, unless a newer run superseded it: the project,
    /// the workspace (with the editor's text of open documents, and files changed on disk
    /// meanwhile read again), then publishes and answers the pulls that waited.
    func install(run: Int, project: Project, workspace loaded: Workspace, problems: [ProjectProblem]) {
        guard indexRuns.isCurrent(run) else { return }
        self.project = project
        for problem in project.problems + problems { log("\(problem)") }
        for problem in project.problems {
            guard case .refusedRoot = problem else { continue }
            notify(ShowMessageNotification(type: .warning, message: "cradle-lsp: \(problem.description(in: messageLanguage))"))
        }
        // The configuration (severities, suppression) may have changed what a file's findings are.
        findingsCache.removeAll()
        modules = Dictionary(project.files.map { ($0.path, $0.module) }, uniquingKeysWith: { first, _ in first })
        reportedPaths = Set(project.files.filter(\.isReported).map(\.path))
        // Documents opened, and files changed on disk, while indexing read keep their newest text.
        var fresh = loaded
        for path in changedDuringIndexing.sorted() where openDocuments[path] == nil {
            if project.loads(path), let bytes = SourceReader.contents(of: path) {
                fresh.update(path: path, module: module(of: path), text: SourceText(bytes: bytes))
            } else {
                fresh.remove(path: path)
            }
        }
        changedDuringIndexing = []
        for (path, document) in openDocuments {
            fresh.update(path: path, module: module(of: path), text: document.text.text)
        }
        workspace = fresh
        isIndexing = false
        // Indexing read every file in batches; what it freed goes back to the system.
        releaseFreedMemory()
        endProgress(message: ServerText.indexedFiles.text(in: messageLanguage, "\(fresh.entries.count)"))
        publishDiagnostics()
        answerPendingPulls()
    }

    /// Ends the progress of the indexing run in flight, if the client shows it.
    func endProgress(message: String) {
        guard let token = indexingToken else { return }
        notify(ProgressNotification(token: token, value: .end(message: message)))
        indexingToken = nil
    }

    /// Cancels indexing (shutdown): the run in flight stops at its next check.
    func cancelIndexing() {
        indexRuns.cancel()
        endProgress(message: ServerText.indexingCancelled.text(in: messageLanguage))
        isIndexing = false
        answerPendingPulls()
    }

    /// Asks the client to report changes of Swift files and build definitions on disk.
    func registerFileWatching() {
        guard clientCapabilities.canRegisterFileWatching else { return }
        let watchers = ["**/*.swift", "**/*.{pbxproj,xcworkspacedata}", "**/.cradle-lsp.json"].map(
            FileSystemWatcher.init(globPattern:))
        request(
            toClient: RegisterCapabilityRequest(registrations: [
                Registration(
                    id: "cradle-watch-swift", method: DidChangeWatchedFilesNotification.method,
                    registerOptions: DidChangeWatchedFilesRegistrationOptions(watchers: watchers))
            ]))
    }

    /// Follows files changed on disk; a changed build definition means the project is found
    /// again, as modules and their dependencies may have changed.
    func applyWatchedChanges(_ changes: [FileEvent]) {
        if changes.contains(where: { FileURI.path($0.uri).map(Project.isBuildDefinition) ?? false }) {
            index()
            return
        }
        for change in changes {
            guard let path = path(ofURI: change.uri), path.hasSuffix(".swift"), openDocuments[path] == nil else { continue }
            if isIndexing { changedDuringIndexing.insert(path) }
            // A deletion is believed as sent: the file may still be on disk for a moment.
            if change.type == .deleted {
                workspace.remove(path: path)
            } else {
                reload(path)
            }
        }
        schedulePublish()
    }

    /// Changes the workspace folders and indexes them again.
    func changeRoots(adding added: [String], removing removed: Set<String>) {
        var next = roots.filter { !removed.contains($0) }
        for path in added where !next.contains(path) { next.append(path) }
        roots = next
        index()
    }
}
