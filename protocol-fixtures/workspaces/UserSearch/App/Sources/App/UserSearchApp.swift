/// Entry point: builds the process-wide graph, then the coordinator that owns the features.
@main
enum UserSearchApp {
    @MainActor
    static func main() {
        let coordinator = AppCoordinator(appGraph: .shared)
        coordinator.start()
    }
}
