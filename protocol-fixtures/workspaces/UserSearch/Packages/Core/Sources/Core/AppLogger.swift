import Foundation

/// A small structured logger shared by every module.
public struct AppLogger: Sendable {
    public let subsystem: String
    public let version: String

    public init(subsystem: String, version: String) {
        self.subsystem = subsystem
        self.version = version
    }

    public func info(_ message: @autoclosure () -> String, category: String = "app") {
        print("[\(subsystem) \(version)] [\(category)] \(message())")
    }
}

/// Identifies one presentation of a screen in logs and analytics.
public struct ScreenTraceID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UUID

    public init(rawValue: UUID) {
        self.rawValue = rawValue
    }

    public var description: String {
        String(rawValue.uuidString.prefix(8))
    }
}
