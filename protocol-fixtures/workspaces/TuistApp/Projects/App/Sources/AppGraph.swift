import Cradle
import Data
import Foundation
import Home

/// The composition root.
@DependencyGraph(sources: [HomeGraph.self, DataGraph.self])
final class AppGraph {
    @Provide
    private func makeClock() -> AppClock

    @Provide(.lazy)
    private func makeAnalytics(clock: AppClock) -> Analytics {
        Analytics(clock: clock)
    }
}

struct AppClock {
    var now: Date { Date() }
}

struct Analytics {
    let clock: AppClock

    func track(_ event: String) {
        print("\(clock.now) \(event)")
    }
}
