/// Entry point: builds the process-wide graph, then the coordinator that owns the features.
@main
enum UserSearchApp {
    @MainActor
    static func main() {
        // The session's graphs (SessionGraph.swift), composed once and kept for the process.
        let session = SessionGraph().sessionGraphSet
        let coordinator = AppCoordinator(appGraph: .shared)
        coordinator.start()
        withExtendedLifetime(session) {}
    }
}
