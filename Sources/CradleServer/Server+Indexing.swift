import CradleAnalysis
import CradleProject
import CradleProtocol
import CradleSyntax
import Foundation

extension Server {
    /// Finds the project of the workspace folders as its build definitions say (§2a: a folder
    /// that is one package of a larger app loads the modules it depends on and the app around
    /// it) and reads every file of it into a fresh workspace, in batches, with `$/progress` when
    /// the client shows it.
    func index() {
        let supportsProgress = clientCapabilities.showsWorkDoneProgress
        let token = indexCount == 0 ? "cradle-indexing" : "cradle-indexing-\(indexCount)"
        indexCount += 1
        if supportsProgress {
            request(toClient: WorkDoneProgressCreateRequest(token: token))
            notify(ProgressNotification(token: token, value: .begin(title: "Indexing Cradle graphs", percentage: 0)))
        }
        project = Project.find(paths: roots, currentDirectory: "/", style: .absolute)
        // The configuration (severities, suppression) may have changed what a file's findings are.
        findingsCache.removeAll()
        let total = project.files.count
        let (loaded, loadProblems) = project.loadWorkspace(mode: .editor) { done in
            guard supportsProgress, done < total else { return }
            self.notify(ProgressNotification(token: token, value: .report(percentage: min(99, done * 100 / max(total, 1)))))
        }
        for problem in project.problems + loadProblems { log("\(problem)") }
        modules = Dictionary(project.files.map { ($0.path, $0.module) }, uniquingKeysWith: { first, _ in first })
        reportedPaths = Set(project.files.filter(\.isReported).map(\.path))
        // Documents opened before indexing finished keep the editor's text.
        var fresh = loaded
        for (path, document) in openDocuments {
            fresh = fresh.updating(path: path, module: module(of: path), text: document.text.text)
        }
        workspace = fresh
        // Indexing read every file in batches; what it freed goes back to the system.
        releaseFreedMemory()
        if supportsProgress {
            notify(ProgressNotification(token: token, value: .end(message: "\(fresh.entries.count) files")))
        }
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
            schedulePublish()
            return
        }
        for change in changes {
            guard let path = path(ofURI: change.uri), path.hasSuffix(".swift"), openDocuments[path] == nil else { continue }
            if change.type == .deleted {
                workspace = workspace.removing(path: path)
            } else if let bytes = SourceReader.contents(of: path) {
                workspace = workspace.updating(path: path, module: module(of: path), text: SourceText(bytes: bytes))
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
        schedulePublish()
    }
}
