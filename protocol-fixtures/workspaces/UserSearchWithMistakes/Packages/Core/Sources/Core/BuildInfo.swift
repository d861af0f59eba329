import Foundation

/// Version metadata read once from the main bundle.
public struct BuildInfo: Sendable, Equatable {
    public let version: String
    public let build: String

    public init(bundle: Bundle) {
        version = bundle.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "0.0.0"
        build = bundle.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "0"
    }
}
