import Home

// This file does not import Cradle: the accessors the macro generates on `AppGraph` are used
// through implicit `self` inside an extension, so `analytics` counts as a use of
// `makeAnalytics`.
extension AppGraph {
    func makeHomeScreen() -> HomeViewModel {
        analytics.track("home")
        return homeGraph.homeViewModel
    }
}
