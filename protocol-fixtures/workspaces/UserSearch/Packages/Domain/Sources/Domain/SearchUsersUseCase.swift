import Entity
import Foundation

/// Searches users, ignoring keywords too short to be worth a rate-limited request.
public struct SearchUsersUseCase: Sendable {
    /// 한 글자 검색어는 결과가 너무 많아 API 호출 한도만 낭비한다.
    public static let minimumKeywordLength = 2

    private let repository: any UserRepository

    public init(repository: any UserRepository) {
        self.repository = repository
    }

    public func execute(_ query: SearchQuery) async throws -> [User] {
        var trimmed = query
        trimmed.keyword = query.keyword.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.keyword.count >= Self.minimumKeywordLength else { return [] }
        return try await repository.searchUsers(matching: trimmed)
    }
}
