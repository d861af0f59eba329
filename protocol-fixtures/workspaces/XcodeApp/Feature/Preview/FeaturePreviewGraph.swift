// This file lies in the synchronized folder `Feature/`, but the Feature target's exception set in
// XcodeApp.xcodeproj (`membershipExceptions = (Preview/FeaturePreviewGraph.swift, )`) leaves it
// out, and no other target takes it: Xcode compiles it nowhere. A reader that ignored the
// exception set would put a second `FeatureGraph` into the Feature module, colliding with the one
// in FeatureGraph.swift, and report `PreviewGreeter` as an unused registration.
import Cradle

/// A stand-in graph for SwiftUI previews, kept out of every build.
@DependencyGraph
public final class FeatureGraph {
    public init() {}

    @Provide
    private func makePreviewGreeter() -> PreviewGreeter {
        PreviewGreeter()
    }
}

/// Greets without formatting, for previews.
public struct PreviewGreeter: Sendable {
    public init() {}
}
