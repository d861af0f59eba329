import Entity

/// How a user is labelled in the result list.
public struct NameFormatter: Sendable {
    public init() {}

    public func title(for user: User) -> String {
        "@\(user.login)"
    }
}
