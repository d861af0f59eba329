import Data
import Home
import XCTest

final class HomeGraphTests: XCTestCase {
    func testEachScreenGetsItsOwnViewModel() {
        let graph = HomeGraph(dataGraph: DataGraph())
        XCTAssertFalse(graph.homeViewModel === graph.homeViewModel)
    }
}
