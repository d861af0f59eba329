import Entity
import Foundation

/// What one row of the result list shows.
public struct ResultRowModel: Identifiable, Hashable, Sendable {
    public let id: User.ID
    public let title: String
    public let avatarURL: URL

    public init(user: User, formatter: NameFormatter) {
        id = user.id
        title = formatter.title(for: user)
        avatarURL = user.avatarURL
    }
}
