import Foundation

@main
struct TuistApp {
    static func main() {
        let graph = AppGraph()
        _ = graph.makeHomeScreen()
    }
}
