import Testing

@testable import CradleAnalysis

/// `cradle.md` §6.1 #14: the `diagram:` argument.
@Suite("Diagram (#14)")
struct DiagramTests {
    @Test(
        "#14 fires on a `diagram:` value that is not a boolean literal",
        arguments: [
            #"""
            import Cradle

            let draw = false

            @DependencyGraph(diagram: draw)
            //                        ^^^^ error diagram-invalid: `diagram` must be written directly as `true` or `false`
            final class PreviewGraph {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(diagram: !isRelease)
            //                        ^^^^^^^^^^ error diagram-invalid: `diagram` must be written directly as `true` or `false`
            final class PreviewGraph {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(diagram: "false")
            //                        ^^^^^^^ error diagram-invalid: `diagram` must be written directly as `true` or `false`
            final class PreviewGraph {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(diagram: nil)
            //                        ^^^ error diagram-invalid: `diagram` must be written directly as `true` or `false`
            final class PreviewGraph {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(.shared, overrides: true, diagram: 0)
            //                                                  ^ error diagram-invalid: `diagram` must be written directly as `true` or `false`
            actor PreviewGraph {}
            """#,
        ]
    )
    func invalidDiagram(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test("#14 marks the whole argument list when `diagram:` is given twice")
    func duplicateDiagram() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(diagram: true, diagram: false)
            //               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error diagram-invalid: `diagram` must be written directly as `true` or `false`
            final class PreviewGraph {}
            """#
        )
    }

    @Test(
        "#14 accepts the literals `true` and `false`",
        arguments: [
            #"""
            import Cradle

            @DependencyGraph(diagram: false)
            final class PreviewGraph {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(diagram: true)
            final class PreviewGraph {}
            """#,
            #"""
            import Cradle

            @DependencyGraph(
                input: PreviewConfig.self,
                diagram: /* too noisy */ false
            )
            final class PreviewGraph {}
            """#,
        ]
    )
    func validDiagram(fixture: String) {
        checkDiagnostics(fixture)
    }

    @Test("`diagram: false` hides the graph from the plugin but not from validation")
    func hiddenGraphIsStillChecked() {
        checkDiagnostics(
            #"""
            import Cradle

            @DependencyGraph(diagram: false)
            final class PreviewGraph {
                @Provide func makeClock() -> Clock { Clock() }
            //  ^^^^^^^^ error provider-not-private-method: a `@Provide` factory must be a `private` instance method
            }
            """#
        )
    }
}
