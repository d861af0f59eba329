import CradleSyntax
import Testing

@testable import CradleAnalysis

/// An app built the way DevLog is: a Data graph provides a repository, a Domain input graph
/// reads it as `input.repository`, and App's composition type binds one to the other; App's
/// root graph returns the composition type and reads the use case through a member chain.
/// Markers: the provider (1), a factory reading the input (2), `input.repository` (3), the
/// binding's accessor (4), the app's read (5), an input member nothing binds (6).
let compositionFixture = """
    -- Sources/Data/TodoRepositoryGraph.swift --
    import Cradle

    @DependencyGraph
    public final class TodoRepositoryGraph {
        @Provide private func 1️⃣makeTodoRepository() -> TodoRepository { TodoRepository() }
    }
    -- Sources/Domain/TodoUseCaseGraph.swift --
    import Cradle

    public struct TodoUseCaseGraphInput {
        public let repository: TodoRepository
        public let pageSize: Int
    }

    @DependencyGraph(input: TodoUseCaseGraphInput.self)
    public final class TodoUseCaseGraph {
        @Provide private func 2️⃣makeFetchTodosUseCase() -> FetchTodosUseCase { FetchTodosUseCase(input.3️⃣repository) }
        @Provide private func makeDeleteTodoUseCase() -> DeleteTodoUseCase {
            DeleteTodoUseCase(input.repository, size: input.6️⃣pageSize)
        }
    }
    -- Sources/App/TodoGraphSet.swift --
    import Data
    import Domain

    final class TodoGraphSet {
        let todoRepositoryGraph = TodoRepositoryGraph()
        let todoUseCaseGraph: TodoUseCaseGraph

        init() {
            self.todoUseCaseGraph = TodoUseCaseGraph(
                input: TodoUseCaseGraphInput(repository: todoRepositoryGraph.4️⃣todoRepository, pageSize: 20))
        }
    }
    -- Sources/App/AppGraph.swift --
    import Cradle

    @DependencyGraph
    final class AppGraph {
        @Provide private func makeTodoGraphSet() -> TodoGraphSet { TodoGraphSet() }
    }
    -- Sources/App/AppGraph+Dependencies.swift --
    extension AppGraph {
        func prepare() {
            use(todoGraphSet
                .todoUseCaseGraph
                .5️⃣fetchTodosUseCase)
        }
    }
    """

@Suite("Input bindings and composition chains")
struct InputBindingTests {
    @Test("a factory the app reads through a composition type's chain has a consumer; one it never reads is unused")
    func chainsThroughCompositionTypes() {
        let marked = MarkedWorkspace(compositionFixture)
        let unused = marked.workspace.diagnostics.filter { $0.code == .unusedRegistration }.map(\.message)
        #expect(unused == ["nothing in the workspace uses registration type `DeleteTodoUseCase` of `makeDeleteTodoUseCase`"])
        checkHover(
            compositionFixture, at: "5",
            .startingWith("**`fetchTodosUseCase`**: registration of `FetchTodosUseCase` in `TodoUseCaseGraph`"))
        checkHover(compositionFixture, at: "2", .startingWith("**`fetchTodosUseCase`**"))
        let hover = marked.workspace.hover(path: marked.file("2"), offset: marked.offset("2"))?.markdown ?? ""
        #expect(hover.hasSuffix("Consumers (1): 1 accessor use"), "\(hover)")
    }

    @Test("hover on input.member: its type and every binding")
    func hoverInputMember() {
        checkHover(
            compositionFixture, at: "3",
            .exactly(
                """
                **`input.repository`** of `TodoUseCaseGraph`: `TodoRepository`, a member of `TodoUseCaseGraphInput`

                Bound by 1 call:
                - `TodoRepositoryGraph.todoRepository` (`.shared`, from `makeTodoRepository`, module `Data`) at `TodoGraphSet.swift:10`
                """), covering: "repository")
    }

    @Test("an input member bound to a value that no accessor gives shows the expression; one bound nowhere says so")
    func unboundAndLiteralMembers() {
        checkHover(
            compositionFixture, at: "6",
            .exactly(
                """
                **`input.pageSize`** of `TodoUseCaseGraph`: `Int`, a member of `TodoUseCaseGraphInput`

                Bound by 1 call:
                - `20` at `TodoGraphSet.swift:10`
                """))
        let unbound = compositionFixture.replacingOccurrences(of: ", pageSize: 20", with: "")
        checkHover(
            unbound, at: "6",
            .exactly(
                """
                **`input.pageSize`** of `TodoUseCaseGraph`: `Int`, a member of `TodoUseCaseGraphInput`

                No `TodoUseCaseGraph(input:)` call in the workspace binds `pageSize`.
                """))
    }

    @Test("go to definition on input.member lands on the bound expression, else on the member's declaration")
    func definition() {
        checkDefinition(compositionFixture, at: "3", ["Sources/App/TodoGraphSet.swift:todoRepositoryGraph.todoRepository"])
        let unbound = compositionFixture.replacingOccurrences(of: ", pageSize: 20", with: "")
        checkDefinition(unbound, at: "6", ["Sources/Domain/TodoUseCaseGraph.swift:pageSize"])
    }

    @Test("references on a provider include the binding it feeds and the reads of the bound input")
    func references() {
        checkReferences(
            compositionFixture, at: "1",
            [
                "Sources/App/TodoGraphSet.swift:todoRepository",
                "Sources/Data/TodoRepositoryGraph.swift:makeTodoRepository",
                "Sources/Domain/TodoUseCaseGraph.swift:repository",
                "Sources/Domain/TodoUseCaseGraph.swift:repository",
            ])
        checkReferences(
            compositionFixture, at: "3",
            [
                "Sources/App/TodoGraphSet.swift:todoRepositoryGraph.todoRepository",
                "Sources/Domain/TodoUseCaseGraph.swift:repository",
                "Sources/Domain/TodoUseCaseGraph.swift:repository",
            ])
    }

    @Test("hover on a provider lists the inputs it is bound into and who reads them")
    func providerHover() {
        let marked = MarkedWorkspace(compositionFixture)
        let hover = marked.workspace.hover(path: marked.file("1"), offset: marked.offset("1"))?.markdown ?? ""
        #expect(
            hover.hasSuffix(
                """
                Consumers (3): 1 accessor use, 1 read of `input.repository` by `TodoUseCaseGraph.makeFetchTodosUseCase`, 1 read of `input.repository` by `TodoUseCaseGraph.makeDeleteTodoUseCase`

                Bound into:
                - `input.repository` of `TodoUseCaseGraph`, read by `makeFetchTodosUseCase`, `makeDeleteTodoUseCase` (`TodoGraphSet.swift:10`)
                """), "\(hover)")
    }

    @Test("calls flow through bindings: Data provider → Domain factories → App")
    func callHierarchy() {
        checkCallHierarchy(
            compositionFixture, at: "1", prepared: "makeTodoRepository",
            incoming: [
                "todoRepository@Sources/App/TodoGraphSet.swift",
                "makeFetchTodosUseCase@Sources/Domain/TodoUseCaseGraph.swift",
                "makeDeleteTodoUseCase@Sources/Domain/TodoUseCaseGraph.swift",
            ], outgoing: [])
        checkCallHierarchy(
            compositionFixture, at: "2", prepared: "makeFetchTodosUseCase",
            incoming: ["fetchTodosUseCase@Sources/App/AppGraph+Dependencies.swift"],
            outgoing: ["makeTodoRepository@Sources/Data/TodoRepositoryGraph.swift"])
    }

    @Test("`self.input.member` in a lazy factory is a read of the input too")
    func selfInput() {
        let fixture = compositionFixture.replacingOccurrences(
            of: "DeleteTodoUseCase(input.repository, size: input.6️⃣pageSize)",
            with: "DeleteTodoUseCase(input.repository, size: self.input.6️⃣pageSize)")
        #expect(fixture != compositionFixture)
        checkHover(fixture, at: "6", .startingWith("**`input.pageSize`** of `TodoUseCaseGraph`"), covering: "pageSize")
        // `other.input.pageSize` is some other value's input, not the graph's.
        let other = compositionFixture.replacingOccurrences(
            of: "DeleteTodoUseCase(input.repository, size: input.6️⃣pageSize)",
            with: "DeleteTodoUseCase(input.repository, size: other.input.6️⃣pageSize)")
        checkHover(other, at: "6", nil)
    }

    @Test("bindings through a local, through the input type's own initialiser, and of a whole input")
    func bindingForms() {
        let viaLocal = compositionFixture.replacingOccurrences(
            of: """
                        self.todoUseCaseGraph = TodoUseCaseGraph(
                            input: TodoUseCaseGraphInput(repository: todoRepositoryGraph.4️⃣todoRepository, pageSize: 20))
                """,
            with: """
                        let input = TodoUseCaseGraphInput(repository: todoRepositoryGraph.4️⃣todoRepository, pageSize: 20)
                        self.todoUseCaseGraph = TodoUseCaseGraph(input: input)
                """)
        #expect(viaLocal != compositionFixture)
        checkDefinition(viaLocal, at: "3", ["Sources/App/TodoGraphSet.swift:todoRepositoryGraph.todoRepository"])
        let viaInitializer = compositionFixture.replacingOccurrences(
            of: "    public let pageSize: Int\n",
            with: """
                    public let pageSize: Int
                    public init(repo: TodoRepository, pageSize: Int) {
                        self.repository = repo
                        self.pageSize = pageSize
                    }

                """
        ).replacingOccurrences(of: "TodoUseCaseGraphInput(repository:", with: "TodoUseCaseGraphInput(repo:")
        checkDefinition(viaInitializer, at: "3", ["Sources/App/TodoGraphSet.swift:todoRepositoryGraph.todoRepository"])
        let whole = """
            -- Sources/Data/DataGraph.swift --
            import Cradle

            public struct Configuration { public let baseURL: String }

            @DependencyGraph(input: Configuration.self)
            public final class DataGraph {
                @Provide private func makeClient() -> Client { Client(input.1️⃣baseURL) }
            }
            -- Sources/App/AppGraph.swift --
            import Cradle

            @DependencyGraph
            final class AppGraph {
                @Provide private func makeConfiguration() -> Configuration { Configuration(baseURL: "x") }
            }

            func start(app: AppGraph) -> DataGraph { DataGraph(input: app.configuration) }
            """
        checkHover(
            whole, at: "1",
            .exactly(
                """
                **`input.baseURL`** of `DataGraph`: `String`, a member of `Configuration`

                Bound by 1 call:
                - `AppGraph.configuration` (`.shared`, from `makeConfiguration`, module `App`) at `AppGraph.swift:8` (the whole input)
                """))
    }
}
