import Cradle
import Entity
import Foundation

/// Formatters for the result list. Every mistake here is a naming clash.
@DependencyGraph
final class SearchFormattingGraph {
    /// The locale the list is shown in.
    var locale: Locale {
        .autoupdatingCurrent
    }

    /// Generated property `locale` would clash with the computed property above.
    // expect: accessor-member-collision
    @Provide private func makeLocale() -> Locale { .autoupdatingCurrent }

    /// 같은 타입을 두 번 등록했다: 생성 프로퍼티 `nameFormatter`가 둘이 된다.
    // expect: duplicate-registration
    @Provide private func makeNameFormatter() -> NameFormatter

    @Provide(.transient) private func makeCompactNameFormatter() -> NameFormatter { NameFormatter() }

    /// Different types (`DateFormatter`, `Foundation.DateFormatter`) but both are named `dateFormatter`.
    // expect: duplicate-accessor-name
    @Provide private func makeDateFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }

    @Provide private func makeISODateFormatter() -> Foundation.DateFormatter {
        let formatter = Foundation.DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
        return formatter
    }

    /// A hand-written helper that already uses the name `resultRowModel`.
    func resultRowModel(for user: User) -> ResultRowModel {
        ResultRowModel(user: user, formatter: NameFormatter())
    }

    // expect: external-method-name-collision
    @Provide(.transient) private func makeResultRow(@External user: User, formatter: NameFormatter) -> ResultRowModel {
        ResultRowModel(user: user, formatter: formatter)
    }
}
