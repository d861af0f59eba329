import Foundation

/// Formats the "joined" line of a profile, e.g. "Joined Mar 2014".
public struct JoinDateFormatter: Sendable {
    public init() {}

    public func string(from date: Date) -> String {
        "Joined " + date.formatted(.dateTime.month(.abbreviated).year())
    }
}
