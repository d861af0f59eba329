import Testing

@testable import CradleAnalysis

/// `cradle.md` §2.3, §4.4, §4.5 and §6.2–§6.4 #33, #37, #39: external providers (`@External`).
@Suite("External providers (#33, #37, #39)")
struct ExternalTests {
    // MARK: #33 external-requires-transient

    @Test(
        "#33 fires on `@External`, with a note at `@Provide`, unless the factory is explicitly `.transient`",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph
            final class ReaderGraph {
                @Provide
            //  ^^^^^^^^ note(external-requires-transient): factory `makePage` must state the `.transient` lifetime
                private func makePage(@External index: Int) -> Page { Page(index) }
            //                        ^^^^^^^^^ error external-requires-transient: `@External` can only be used in an explicit `@Provide(.transient)`
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class ReaderGraph {
                @Provide()
            //  ^^^^^^^^^^ note(external-requires-transient): factory `makePage` must state the `.transient` lifetime
                private func makePage(@External index: Int) -> Page { Page(index) }
            //                        ^^^^^^^^^ error external-requires-transient: `@External` can only be used in an explicit `@Provide(.transient)`
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            final class ReaderGraph {
                @Provide(.shared)
            //  ^^^^^^^^^^^^^^^^^ note(external-requires-transient): factory `makePage` must state the `.transient` lifetime
                private func makePage(@External index: Int) -> Page { Page(index) }
            //                        ^^^^^^^^^ error external-requires-transient: `@External` can only be used in an explicit `@Provide(.transient)`
            }
            """#,
            #"""
            import Cradle

            @DependencyGraph
            actor ReaderGraph {
                @Provide(.lazy)
            //  ^^^^^^^^^^^^^^^ note(external-requires-transient): factory `makePage` must state the `.transient` lifetime
                private func makePage(@External index: Int) -> Page { Page(index) }
            //                        ^^^^^^^^^ error external-requires-transient: `@External` can only be used in an explicit `@Provide(.transient)`
            }
            """#,
        ]
    )
    func externalNotTransient(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test("#33 fires once per `@External` attribute, each with its own note")
    func externalNotTransientTwice() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class ReaderGraph {
                @Provide private func makeFonts() -> FontBook { FontBook() }

                @Provide
            //  ^^^^^^^^ note(external-requires-transient): factory `makePage` must state the `.transient` lifetime
            //  ^^^^^^^^ note(external-requires-transient): factory `makePage` must state the `.transient` lifetime
                private func makePage(
                    @External index: Int,
            //      ^^^^^^^^^ error external-requires-transient: `@External` can only be used in an explicit `@Provide(.transient)`
                    fonts: FontBook,
                    @External zoom: Double
            //      ^^^^^^^^^ error external-requires-transient: `@External` can only be used in an explicit `@Provide(.transient)`
                ) -> Page {
                    Page(index, fonts: fonts, zoom: zoom)
                }
            }
            """#
        )
    }

    @Test("#33 stays silent on an explicit `.transient`, however it is spelled")
    func externalTransient() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class ReaderGraph {
                @Provide private func makeFonts() -> FontBook { FontBook() }
                @Provide(.transient) private func makePage(@External index: Int, fonts: FontBook) -> Page {
                    Page(index, fonts: fonts)
                }
                @Provide(/* per call */ .`transient`)
                private func makeChapter(@External number: Int) -> Chapter { Chapter(number) }
            }
            """#
        )
    }

    // MARK: #37 external-method-name-collision

    @Test("#37 fires when an instance method of any arity already uses the name")
    func collidesWithMethod() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class ReaderGraph {
                func page(index: Int) -> Page { Page(index) }
            //  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ note(external-method-name-collision): instance member `page` uses the same name
                @Provide(.transient)
                private func makePage(@External index: Int) -> Page { Page(index) }
            //                                                 ^^^^ error external-method-name-collision: generated method name `page` collides with an existing graph member
            }
            """#
        )
    }

    @Test("#37 fires when an instance property already uses the name")
    func collidesWithProperty() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class ReaderGraph {
                var page: Page { Page(0) }
            //  ^^^^^^^^^^^^^^^^^^^^^^^^^^ note(external-method-name-collision): instance member `page` uses the same name
                @Provide(.transient)
                private func makePage(@External index: Int) -> Page { Page(index) }
            //                                                 ^^^^ error external-method-name-collision: generated method name `page` collides with an existing graph member
            }
            """#
        )
    }

    @Test("#37 fires when a registered factory generates the same name")
    func collidesWithRegisteredFactory() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class ReaderGraph {
                @Provide private func makeCoverPage() -> Page { Page(0) }
            //  ^^^^^^^^ note(external-method-name-collision): factory `makeCoverPage` creates generated member `page`
                @Provide(.transient)
                private func makePage(@External index: Int) -> Page { Page(index) }
            //                                                 ^^^^ error external-method-name-collision: generated method name `page` collides with an existing graph member
            }
            """#
        )
    }

    @Test("#37 fires when a source graph's storage property uses the name")
    func collidesWithSource() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(sources: [LibraryGraph.self])
            //                         ^^^^^^^^^^^^^^^^^ note(external-method-name-collision): source graph `LibraryGraph` creates stored property `libraryGraph`
            final class ReaderGraph {
                @Provide(.transient)
                private func makeLibrary(@External shelf: Int) -> LibraryGraph { LibraryGraph(shelf: shelf) }
            //                                                    ^^^^^^^^^^^^ error external-method-name-collision: generated method name `libraryGraph` collides with an existing graph member
            }
            """#
        )
    }

    @Test("#37 is reported once per name, with a note at every conflicting declaration")
    func collidesWithSeveral() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class ReaderGraph {
                @Provide(.transient)
                private func makePage(@External index: Int) -> Page { Page(index) }
            //                                                 ^^^^ error external-method-name-collision: generated method name `page` collides with an existing graph member
                func page() -> Page { Page(0) }
            //  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ note(external-method-name-collision): instance member `page` uses the same name
                @Provide(.transient)
            //  ^^^^^^^^^^^^^^^^^^^^ note(external-method-name-collision): factory `makeLargePage` creates generated member `page`
                private func makeLargePage(@External index: Int, @External zoom: Double) -> Page { Page(index) }
            }
            """#
        )
    }

    @Test("#37 ignores static members and other names")
    func noMethodNameCollision() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class ReaderGraph {
                static func page(index: Int) -> Page { Page(index) }
                func pages() -> [Page] { [] }
                var pageCount: Int { 0 }
                @Provide(.transient)
                private func makePage(@External index: Int) -> Page { Page(index) }
            }
            """#
        )
    }

    // MARK: #39 external-result-dependency

    @Test("#39 fires on a parameter whose type only an external provider produces")
    func dependsOnExternalResult() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class ReaderGraph {
                @Provide(.transient)
            //  ^^^^^^^^^^^^^^^^^^^^ note(external-result-dependency): factory `makePage` must be called with external input
                private func makePage(@External index: Int) -> Page { Page(index) }
                @Provide(.transient) private func makeBook(page: Page) -> Book { Book(page) }
            //                                                   ^^^^ error external-result-dependency: `Page` is a result that needs `@External` input, so it cannot be wired automatically
            }
            """#
        )
    }

    @Test("#39 applies to shared consumers and to other external providers, every occurrence")
    func dependsOnExternalResultEverywhere() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class ReaderGraph {
                @Provide(.transient)
            //  ^^^^^^^^^^^^^^^^^^^^ note(external-result-dependency): factory `makePage` must be called with external input
            //  ^^^^^^^^^^^^^^^^^^^^ note(external-result-dependency): factory `makePage` must be called with external input
                private func makePage(@External index: Int) -> Page { Page(index) }
                @Provide private func makeBook(page: Page) -> Book { Book(page) }
            //                                       ^^^^ error external-result-dependency: `Page` is a result that needs `@External` input, so it cannot be wired automatically
                @Provide(.transient)
                private func makeSpread(left: Page, @External zoom: Double) -> Spread { Spread(left, zoom) }
            //                                ^^^^ error external-result-dependency: `Page` is a result that needs `@External` input, so it cannot be wired automatically
            }
            """#
        )
    }

    @Test("#39 stays silent when the consumer takes the value as `@External` itself")
    func externalResultPassedThrough() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph
            final class ReaderGraph {
                @Provide(.transient)
                private func makePage(@External index: Int) -> Page { Page(index) }
                @Provide(.transient)
                private func makeSpread(@External left: Page, @External right: Page) -> Spread { Spread(left, right) }
            }
            """#
        )
    }
}
