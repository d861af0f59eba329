import Cradle
import Foundation

/// App-wide basics that every other graph may read.
// expect: graph-invalid-target
@DependencyGraph(.shared)
public class CoreGraph: Sendable {
    @Provide
    private func makeBuildInfo() -> BuildInfo {
        BuildInfo(bundle: .main)
    }

    @Provide
    private func makeAppLogger(buildInfo: BuildInfo) -> AppLogger {
        AppLogger(subsystem: "io.github.usersearch", version: buildInfo.version)
    }
}
