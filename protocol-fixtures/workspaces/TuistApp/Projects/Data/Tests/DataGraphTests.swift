import Data
import XCTest

final class DataGraphTests: XCTestCase {
    func testRepositoryIsShared() {
        let graph = DataGraph()
        XCTAssertNotNil(graph.articleRepository)
    }
}
