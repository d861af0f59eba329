/// Every diagnostic code's number, Cradle id, severity and documentation, one entry per code
/// (`cradle.md` §6 for Cradle's 43 codes, `product.md` §3 for cradle-lsp's own). Adding a code
/// means a case in ``DiagnosticCode``, its entry here, and its message beside the check.
public enum DiagnosticCatalogue {
    /// One code's row.
    public struct Entry: Sendable {
        /// The number in `cradle.md` §6 (1…43), or `nil` for cradle-lsp's own codes.
        public let number: Int?
        /// The `MessageID.id` Cradle uses (domain `"Cradle"`), or `nil` for cradle-lsp's own codes.
        public let cradleID: String?
        /// The severity a finding gets unless configuration says otherwise.
        public let severity: Severity
        /// Whether the finding predicts an error of the Swift compiler rather than of Cradle.
        public let isCompilerPrediction: Bool
        /// The long-form explanation (`--explain`, the README table).
        public let documentation: DiagnosticDocumentation
    }
}

extension DiagnosticCode {
    /// This code's row of the catalogue: everything said about the code except its messages,
    /// which live beside the check that emits them. The documentation is written for a Swift
    /// developer using Cradle.
    public var entry: DiagnosticCatalogue.Entry {
        switch self {
        case .graphInvalidTarget:
            DiagnosticCatalogue.Entry(
                number: 1, cradleID: "invalidGraph", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "`@DependencyGraph` is attached to a declaration that cannot be a graph",
                    trigger: """
                        `@DependencyGraph` is written on something other than a non-generic `final \
                        class` or a non-generic `actor`: a struct, an enum, a protocol, an extension, a \
                        class that is not `final`, or a generic class or actor. The whole attribute, \
                        arguments included, is highlighted. Nothing else about the graph is checked once \
                        this fires.
                        """,
                    rationale: """
                        The macro adds stored state, computed accessors and sometimes initializers to \
                        the type. A value type would copy that state on every assignment, protocols and \
                        extensions cannot hold stored properties, a subclass could override the \
                        generated accessors, and a generic graph would need generic storage the macro \
                        does not produce. Cradle therefore accepts only the two reference types whose \
                        layout it controls.
                        """,
                    fix: """
                        Declare the graph as a `final class` or an `actor` without generic parameters. \
                        If you need variants, write one graph per variant or pass configuration in \
                        through `input:`.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph            // error: graph-invalid-target, on the whole attribute
                        class SettingsContainer {   // not final
                            @Provide private func makeStore() -> SettingsStore { SettingsStore() }
                        }
                        """#
                ))
        case .graphLifetimeInvalid:
            DiagnosticCatalogue.Entry(
                number: 2, cradleID: "invalidDependencyGraphLifetime", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "The graph lifetime is not written as `.instance` or `.shared`",
                    trigger: """
                        The first unlabeled argument of `@DependencyGraph` is not a bare implicit member \
                        `.instance` or `.shared`: for example a qualified \
                        `DependencyGraphLifetime.shared`, a variable, a call or another name. That \
                        argument is highlighted; when there is more than one unlabeled argument, the \
                        whole argument list is.
                        """,
                    rationale: """
                        Whether to generate `static let shared` is decided while the macro expands, and \
                        a macro sees only syntax, never values. It can recognise the lifetime only from \
                        its literal spelling; anything else would make the generated code depend on a \
                        guess.
                        """,
                    fix: """
                        Write `.shared` or `.instance` directly (backticks and comments around it are \
                        fine), or leave the argument out to get `.instance`.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph(DependencyGraphLifetime.shared)   // error: graph-lifetime-invalid, on the argument
                        final class PaymentsGraph: Sendable {}
                        """#
                ))
        case .sharedGraphRequiresSendable:
            DiagnosticCatalogue.Entry(
                number: 3, cradleID: "sharedGraphRequiresSendable", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A `.shared` class graph needs a checked `Sendable` conformance on its declaration",
                    trigger: """
                        `@DependencyGraph(.shared)` is on a class that is neither an actor nor marked \
                        `@MainActor`, and whose inheritance clause does not list `Sendable` (also \
                        accepted: `Swift.Sendable`, `_Concurrency.Sendable`). A conformance added in an \
                        extension is not seen. The `.shared` argument is highlighted.
                        """,
                    rationale: """
                        `.shared` generates `static let shared`, one graph instance reachable from every \
                        thread. Swift 6 accepts such a global only when its type is `Sendable` or \
                        isolated to an actor. Cradle checks this before generating anything, and it can \
                        only see the declaration itself, not extensions.
                        """,
                    fix: """
                        Add `Sendable` to the class's inheritance clause (its stored state must then be \
                        immutable and Sendable), mark the class `@MainActor`, or turn the graph into an \
                        actor.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph(.shared)   // error: shared-graph-requires-sendable, on `.shared`
                        final class AnalyticsGraph {}
                        """#
                ))
        case .sharedGraphUncheckedSendable:
            DiagnosticCatalogue.Entry(
                number: 4, cradleID: "uncheckedSharedGraph", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A `.shared` class graph cannot rely on `@unchecked Sendable`",
                    trigger: """
                        The situation of `shared-graph-requires-sendable`, except that the class does \
                        conform, with `@unchecked Sendable`. This is checked first. The `.shared` \
                        argument is highlighted. Actors and `@MainActor` classes are not affected.
                        """,
                    rationale: """
                        `@unchecked` asks the compiler to take thread safety on trust. A process-wide \
                        graph whose storage is written by generated code should not rest on that \
                        promise, so Cradle insists on a conformance the compiler verifies.
                        """,
                    fix: """
                        Replace `@unchecked Sendable` with a checked `Sendable` conformance, or isolate \
                        the graph with `@MainActor` or by making it an actor.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph(.shared)   // error: shared-graph-unchecked-sendable, on `.shared`
                        final class ImageCacheGraph: @unchecked Sendable {}
                        """#
                ))
        case .sharedGraphMemberCollision:
            DiagnosticCatalogue.Entry(
                number: 5, cradleID: "sharedGraphMemberCollision", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A `.shared` graph already declares a `shared` type member",
                    trigger: """
                        `@DependencyGraph(.shared)` is on a graph (class, `@MainActor` class or actor) \
                        that already declares a `static` or `class` member named `shared`. The `.shared` \
                        argument is highlighted. Instance members named `shared` are fine.
                        """,
                    rationale: """
                        The macro generates `static let shared`. A second type member with the same name \
                        would be an invalid redeclaration in the expanded code.
                        """,
                    fix: """
                        Delete or rename your own `shared` member. If you want to keep a hand-written \
                        singleton, drop the `.shared` argument instead.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph(.shared)   // error: shared-graph-member-collision, on `.shared`
                        actor DownloadsGraph {
                            static let shared = DownloadsGraph()
                        }
                        """#
                ))
        case .inputInvalid:
            DiagnosticCatalogue.Entry(
                number: 6, cradleID: "invalidInput", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "`input:` is repeated or not written as `SomeType.self`",
                    trigger: """
                        The `input:` argument appears more than once, or its value is not written as \
                        `SomeType.self` (a module path such as `Settings.Config.self` is fine). A single \
                        bad value is highlighted; with several `input:` arguments the whole argument \
                        list is.
                        """,
                    rationale: """
                        The macro needs the spelling of the input type to generate `init(input:)` and \
                        the stored `input` property. A variable holding a metatype only has a value at \
                        run time, which a macro cannot read.
                        """,
                    fix: "Pass the type literally and only once, for example `input: SessionConfig.self`.",
                    example: #"""
                        import Cradle

                        let configType = SessionConfig.self

                        @DependencyGraph(input: configType)   // error: input-invalid, on `configType`
                        final class SessionGraph {}
                        """#
                ))
        case .inputOnActor:
            DiagnosticCatalogue.Entry(
                number: 7, cradleID: "actorUnsupported", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "`input:` is not supported on an actor graph",
                    trigger: """
                        `input:` is used on an `actor` graph. The whole `@DependencyGraph` attribute is \
                        highlighted.
                        """,
                    rationale: """
                        Input support relies on a macro-owned initializer that stores the input before \
                        any shared value is built. Cradle implements that initializer for final classes \
                        only.
                        """,
                    fix: """
                        Make the graph a `final class`, or keep the actor and pass per-call values \
                        through `@External` parameters of `.transient` factories.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph(input: SyncOptions.self)   // error: input-on-actor, on the whole attribute
                        actor SyncGraph {}
                        """#
                ))
        case .inputOnSharedGraph:
            DiagnosticCatalogue.Entry(
                number: 8, cradleID: "sharedGraphUnsupported", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A `.shared` graph cannot take `input:`",
                    trigger: """
                        `input:` is combined with the `.shared` graph lifetime. The whole \
                        `@DependencyGraph` attribute is highlighted. This is checked before the \
                        `Sendable` and actor rules, so it is the only error you see.
                        """,
                    rationale: """
                        `static let shared` is created by a generated `G()` call that nobody else makes, \
                        so there is no caller who could supply the input value.
                        """,
                    fix: """
                        Drop `.shared` and create the graph yourself with `G(input: …)` where the value \
                        is known, or drop `input:`.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph(.shared, input: AppConfig.self)   // error: input-on-shared-graph, on the whole attribute
                        final class AppGraph: Sendable {}
                        """#
                ))
        case .inputInitializationConflict:
            DiagnosticCatalogue.Entry(
                number: 9, cradleID: "initializationConflict", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A graph with `input:` declares an initializer or a stored property without a value",
                    trigger: """
                        A graph with `input:` declares an initializer, or an instance stored property \
                        that would need one: a `let` without a value (Optional or not), a `var` without \
                        a value whose written type is not a direct Optional, or a property with only \
                        `willSet`/`didSet`. Properties with an initial value, computed properties, \
                        Optional `var`s and properties carrying an attribute (such as a property \
                        wrapper) are fine. One error per offending member, on the `init` keyword or the \
                        property name. Nothing else in the graph is checked after these errors.
                        """,
                    rationale: """
                        The macro writes the graph's only initializer, `init(input:)`. It cannot call \
                        yours as well, and it has no values to give your uninitialized properties, so \
                        the expanded class would not compile.
                        """,
                    fix: """
                        Remove the initializer. Give every stored property an initial value, make it an \
                        Optional `var`, or make it computed; read the input through `input.member` \
                        inside factories instead.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph(input: FeedConfig.self)
                        final class FeedGraph {
                            let pageSize: Int           // error: input-initialization-conflict, on `pageSize`
                        }
                        """#
                ))
        case .overridesInvalid:
            DiagnosticCatalogue.Entry(
                number: 10, cradleID: "invalidOverrideConfiguration", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "`overrides:` is repeated or not a boolean literal",
                    trigger: """
                        The `overrides:` argument is not written as the literal `true` or `false`, or it \
                        appears more than once. The value is highlighted; for duplicates the whole \
                        argument list is.
                        """,
                    rationale: """
                        Typed overrides add a static `override(…)` function, a nested `OverrideBuilder` \
                        and a macro-owned initializer. The macro must know from the syntax alone whether \
                        to generate them.
                        """,
                    fix: "Write `overrides: true` or `overrides: false` directly, once.",
                    example: #"""
                        import Cradle

                        let previewing = true

                        @DependencyGraph(overrides: previewing)   // error: overrides-invalid, on `previewing`
                        final class ProfileGraph {}
                        """#
                ))
        case .overridesUserInitializer:
            DiagnosticCatalogue.Entry(
                number: 11, cradleID: "overrideUserInitializer", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A graph with `overrides: true` declares an initializer",
                    trigger: """
                        A graph with `overrides: true` declares an initializer of its own. The `init` \
                        keyword is highlighted, once per initializer. Nothing else in the graph is \
                        checked after these errors.
                        """,
                    rationale: """
                        With typed overrides the macro owns construction: `G()` and \
                        `OverrideBuilder.build()` both go through a generated initializer that installs \
                        the selected factories. A user initializer could bypass it.
                        """,
                    fix: """
                        Remove the initializer. Move setup into factories, or give stored properties \
                        initial values.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph(overrides: true)
                        final class CheckoutGraph {
                            init() {}                   // error: overrides-user-initializer, on `init`
                        }
                        """#
                ))
        case .overridesUninitializedStoredProperty:
            DiagnosticCatalogue.Entry(
                number: 12, cradleID: "overrideUninitializedStoredProperty", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A graph with `overrides: true` declares a stored property without a value",
                    trigger: """
                        A graph with `overrides: true` declares an instance stored property that needs \
                        initialization (see `input-initialization-conflict` for the exact list). The \
                        property name is highlighted, once per property.
                        """,
                    rationale: """
                        The macro-owned initializer only knows the graph's own storage. It has no value \
                        for your property, so the expanded class would not compile.
                        """,
                    fix: """
                        Give the property an initial value, make it an Optional `var`, or make it \
                        computed.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph(overrides: true)
                        final class CheckoutGraph {
                            private let retryLimit: Int // error: overrides-uninitialized-stored-property, on `retryLimit`
                        }
                        """#
                ))
        case .overridesNameCollision:
            DiagnosticCatalogue.Entry(
                number: 13, cradleID: "overrideNameCollision", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A member of an `overrides: true` graph uses a name typed overrides generate",
                    trigger: """
                        In a graph with `overrides: true`, a direct member of any kind (method, \
                        property, nested type or typealias, static or instance) is named `override` or \
                        `OverrideBuilder`. One error per member and name, on the whole member \
                        declaration. It is reported only when no factory or naming error was found.
                        """,
                    rationale: """
                        Typed overrides generate `static func override(…)` and a nested `struct \
                        OverrideBuilder`. A member of your own with either name would clash with them.
                        """,
                    fix: "Rename the member.",
                    example: #"""
                        import Cradle

                        @DependencyGraph(overrides: true)
                        final class SearchGraph {
                            struct OverrideBuilder {}   // error: overrides-name-collision, on the whole declaration
                        }
                        """#
                ))
        case .diagramInvalid:
            DiagnosticCatalogue.Entry(
                number: 14, cradleID: "invalidDiagramConfiguration", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "`diagram:` is repeated or not a boolean literal",
                    trigger: """
                        The `diagram:` argument is not written as the literal `true` or `false`, or it \
                        appears more than once. The value is highlighted; for duplicates the whole \
                        argument list is.
                        """,
                    rationale: """
                        The option only tells CradlePlugin whether to draw the graph. The plugin reads \
                        source text without evaluating anything, so it can only honour a literal, and \
                        Cradle rejects other spellings rather than ignoring them.
                        """,
                    fix: "Write `diagram: false` (or `diagram: true`, the default) directly, once.",
                    example: #"""
                        import Cradle

                        let drawGraphs = false

                        @DependencyGraph(diagram: drawGraphs)   // error: diagram-invalid, on `drawGraphs`
                        final class WidgetGraph {}
                        """#
                ))
        case .sourcesInvalid:
            DiagnosticCatalogue.Entry(
                number: 15, cradleID: "invalidSources", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "`sources:` is repeated or not an array literal",
                    trigger: """
                        The `sources:` argument appears more than once, or its value is not an array \
                        literal (a variable, a concatenation, a call). The value is highlighted; for \
                        duplicates the whole argument list is.
                        """,
                    rationale: """
                        For each source the macro generates a stored property and an initializer \
                        parameter named after the source type. It needs to see the list of types written \
                        out.
                        """,
                    fix: "Write the list inline: `sources: [AuthGraph.self, StorageGraph.self]`.",
                    example: #"""
                        import Cradle

                        let upstream: [Any.Type] = [AuthGraph.self]

                        @DependencyGraph(sources: upstream)   // error: sources-invalid, on `upstream`
                        final class InboxGraph {}
                        """#
                ))
        case .sourcesEmpty:
            DiagnosticCatalogue.Entry(
                number: 16, cradleID: "emptySources", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "`sources:` is an empty array",
                    trigger: "`sources: []` is written. The empty array literal is highlighted.",
                    rationale: """
                        An empty list would still switch the graph to a macro-owned initializer while \
                        composing nothing; Cradle treats it as a mistake.
                        """,
                    fix: "List at least one source graph, or remove the `sources:` argument.",
                    example: #"""
                        import Cradle

                        @DependencyGraph(sources: [])   // error: sources-empty, on `[]`
                        final class InboxGraph {}
                        """#
                ))
        case .sourcesInvalidElement:
            DiagnosticCatalogue.Entry(
                number: 17, cradleID: "invalidSource", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A `sources:` element is not written as `GraphType.self`",
                    trigger: """
                        An element of the `sources:` array is not of the form `SomeType.self`, or its \
                        type gives no valid storage name (for example an array type, or a type whose \
                        lowerCamelCase name is a keyword, such as `Class`). One error per bad element, \
                        on the element.
                        """,
                    rationale: """
                        Each source becomes `private let <name>: SomeType`, with the name derived from \
                        the type. An expression that is not a type literal gives no type, and some types \
                        give no usable name.
                        """,
                    fix: """
                        Write each element as a graph type followed by `.self`, and give source graphs \
                        ordinary type names.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph(sources: [makeAuthGraph()])   // error: sources-invalid-element, on the element
                        final class InboxGraph {}
                        """#
                ))
        case .sourcesDuplicate:
            DiagnosticCatalogue.Entry(
                number: 18, cradleID: "duplicateSource", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "The same source graph is listed twice",
                    trigger: """
                        A source type appears more than once in `sources:` (spellings are compared after \
                        removing backticks, spaces and comments). Every later occurrence is highlighted, \
                        each with a note at the first one.
                        """,
                    rationale: """
                        Each source becomes a stored property and an initializer parameter. A second \
                        copy would declare the same property twice and ask callers for the same graph \
                        twice.
                        """,
                    fix: "Delete the repeated element.",
                    example: #"""
                        import Cradle

                        @DependencyGraph(sources: [AuthGraph.self, AuthGraph.self])   // error: sources-duplicate, on the second element
                        final class InboxGraph {}
                        """#
                ))
        case .sourcesNameCollision:
            DiagnosticCatalogue.Entry(
                number: 19, cradleID: "sourceNameCollision", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A source graph's storage property name is already taken",
                    trigger: """
                        Either two different source types produce the same storage name \
                        (`Legacy.AuthGraph` and `Modern.AuthGraph` both give `authGraph`): every later \
                        element of such a group is highlighted, with a note at the first. Or a storage \
                        name equals an instance property, a zero-parameter instance method or a \
                        registered factory's generated name: the source element is highlighted, without \
                        a note.
                        """,
                    rationale: """
                        The macro stores each source in `private let <name>` and takes it as an \
                        initializer argument with that label. Two things with the same name would be a \
                        redeclaration.
                        """,
                    fix: """
                        Rename one of the source graph types, or rename the clashing member or the type \
                        the clashing factory returns.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph(sources: [Legacy.AuthGraph.self, Modern.AuthGraph.self])   // error: sources-name-collision, on the second element
                        final class InboxGraph {}
                        """#
                ))
        case .sourcesUserInitializer:
            DiagnosticCatalogue.Entry(
                number: 20, cradleID: "sourceUserInitializer", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A graph with `sources:` declares an initializer",
                    trigger: """
                        A graph with `sources:` declares an initializer. The `init` keyword is \
                        highlighted, once per initializer. Factory errors in the same graph are still \
                        reported alongside.
                        """,
                    rationale: """
                        The macro generates `init(<source>: <SourceType>, …)`, which stores the sources \
                        and then builds the shared values. A user initializer could bypass both.
                        """,
                    fix: "Remove the initializer and let callers use the generated `init(authGraph:…)`.",
                    example: #"""
                        import Cradle

                        @DependencyGraph(sources: [AuthGraph.self])
                        final class InboxGraph {
                            init() {}                   // error: sources-user-initializer, on `init`
                        }
                        """#
                ))
        case .sourcesUninitializedStoredProperty:
            DiagnosticCatalogue.Entry(
                number: 21, cradleID: "sourceUninitializedStoredProperty", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A graph with `sources:` declares a stored property without a value",
                    trigger: """
                        A graph with `sources:` declares an instance stored property that needs \
                        initialization (a `let` without a value, a non-Optional `var` without a value, \
                        or a property with only `willSet`/`didSet`). The property name is highlighted, \
                        once per property.
                        """,
                    rationale: """
                        The generated initializer assigns only the sources and the shared storage. It \
                        has no value for your property, so the expanded class would not compile.
                        """,
                    fix: """
                        Give the property an initial value, make it an Optional `var`, or make it \
                        computed.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph(sources: [AuthGraph.self])
                        final class InboxGraph {
                            var unread: Int {           // error: sources-uninitialized-stored-property, on `unread`
                                didSet { print(unread) }
                            }
                        }
                        """#
                ))
        case .sourcesOnActor:
            DiagnosticCatalogue.Entry(
                number: 22, cradleID: "actorSourcesUnsupported", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "An actor graph cannot compose other graphs",
                    trigger: """
                        `sources:` is used on an `actor` graph. The `sources:` array expression is \
                        highlighted.
                        """,
                    rationale: """
                        Composition stores the source graphs and builds shared values from them inside a \
                        macro-owned initializer. Cradle implements that for final classes only.
                        """,
                    fix: """
                        Make the composing graph a `final class`, or pass the values the actor needs \
                        through its factories' `@External` parameters.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph(sources: [AuthGraph.self])   // error: sources-on-actor, on `[AuthGraph.self]`
                        actor UploadGraph {}
                        """#
                ))
        case .provideMisplaced:
            DiagnosticCatalogue.Entry(
                number: 23, cradleID: "invalidProvidePlacement", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "`@Provide` is not a direct member of a graph",
                    trigger: """
                        `@Provide` is attached to a declaration whose immediate parent is not a class or \
                        actor carrying an attribute spelled exactly `DependencyGraph`: a top-level \
                        function, a member of another type, a member of an extension (even of a graph), \
                        a member of a type nested inside a graph, or a member of a graph written as \
                        `@Cradle.DependencyGraph`. The `@Provide` attribute is highlighted. This check \
                        is made by `@Provide` itself, so it appears whatever else is wrong with the \
                        graph.
                        """,
                    rationale: """
                        Factories are collected from the graph's own member list when `@DependencyGraph` \
                        expands. A factory anywhere else would never be registered, so Cradle rejects it \
                        rather than ignoring it silently.
                        """,
                    fix: """
                        Move the factory into the body of the graph class or actor, and spell the graph \
                        attribute `@DependencyGraph`.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class MapsGraph {}

                        extension MapsGraph {
                            @Provide private func makeGeocoder() -> Geocoder { Geocoder() }   // error: provide-misplaced, on `@Provide`
                        }
                        """#
                ))
        case .providerNotPrivateMethod:
            DiagnosticCatalogue.Entry(
                number: 24, cradleID: "invalidProviderDeclaration", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A factory must be a `private` method",
                    trigger: """
                        `@Provide` is attached to something that is not a `func` (a property, for \
                        instance), or to a method whose access level is not exactly `private` \
                        (`fileprivate`, `internal`, `public` and a missing modifier all fire). The \
                        `@Provide` attribute is highlighted.
                        """,
                    rationale: """
                        Callers are meant to use the generated accessor, which applies the lifetime. A \
                        visible factory method would let them call it directly and get a fresh value \
                        behind the graph's back.
                        """,
                    fix: "Make the factory a method and write `private` in front of `func`.",
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class MapsGraph {
                            @Provide func makeGeocoder() -> Geocoder { Geocoder() }   // error: provider-not-private-method, on `@Provide`
                        }
                        """#
                ))
        case .providerInvalidSignature:
            DiagnosticCatalogue.Entry(
                number: 25, cradleID: "invalidProviderSignature", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A factory cannot be static, generic, async or throwing",
                    trigger: """
                        The factory is `static` or `class`, declares generic parameters or a `where` \
                        clause, or has an effect specifier (`async`, `throws`, typed `throws(E)`, \
                        `rethrows`). The `@Provide` attribute is highlighted. Effects inside a \
                        parameter's function type, such as `@escaping () async -> Data`, are fine.
                        """,
                    rationale: """
                        A registration becomes a synchronous, non-throwing instance property of one \
                        concrete type. A getter has nowhere to await, to propagate an error or to choose \
                        a generic argument, and a type method could not produce per-graph values.
                        """,
                    fix: """
                        Make the factory a plain instance method. Do asynchronous or failing work later, \
                        for example by registering a client object whose methods are `async throws`.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class MapsGraph {
                            @Provide private func makeTiles() async -> TileCache { TileCache() }   // error: provider-invalid-signature, on `@Provide`
                        }
                        """#
                ))
        case .providerOptionalType:
            DiagnosticCatalogue.Entry(
                number: 26, cradleID: "invalidProviderType", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A factory parameter or return type is Optional",
                    trigger: """
                        A parameter type or the return type is a direct Optional: `T?`, `T!`, \
                        `Optional<T>` or `Swift.Optional<T>`, also inside redundant parentheses. \
                        `@External` parameters count too. Only the first such parameter is reported, and \
                        then no other parameter check runs. The offending type is highlighted. Optionals \
                        nested deeper, such as `[T?]`, are not affected by this rule.
                        """,
                    rationale: """
                        Registrations are linked by type and always produce a value. "Maybe registered" \
                        dependencies and results that may be missing have no meaning in that model, and \
                        an Optional result would make the generated accessor ambiguous.
                        """,
                    fix: """
                        Register a non-Optional type. Express absence with a type of your own, such as a \
                        no-op implementation of a protocol or a small enum.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class MapsGraph {
                            @Provide private func makeRouter(cache: TileCache?) -> Router { Router() }   // error: provider-optional-type, on `TileCache?`
                        }
                        """#
                ))
        case .providerInvalidParameter:
            DiagnosticCatalogue.Entry(
                number: 27, cradleID: "invalidProviderParameter", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A factory parameter is in an unsupported form",
                    trigger: """
                        A graph parameter has a default value, is variadic (`...`), is `inout`, has \
                        `some` anywhere in its type, has an `@autoclosure` type, or uses `_` as its \
                        local name (`_: T` or `_ _: T`). Reported once per factory, on the `@Provide` \
                        attribute. An external label `_`, as in `_ cache: TileCache`, is fine.
                        """,
                    rationale: """
                        The generated code calls the factory with exactly one argument per parameter, \
                        passing the registered value under the parameter's label, and a generated body \
                        forwards each parameter by its local name. Defaults, variadics, `inout`, opaque \
                        types and autoclosures cannot be filled in that way, and a parameter without a \
                        local name cannot be forwarded.
                        """,
                    fix: """
                        Declare the parameter as a plain `label name: Type`. Move defaults into the \
                        factory body or into a registration of their own.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class MapsGraph {
                            @Provide private func makeRouter(retries: Int = 3) -> Router { Router() }   // error: provider-invalid-parameter, on `@Provide`
                        }
                        """#
                ))
        case .externalInvalidParameter:
            DiagnosticCatalogue.Entry(
                number: 28, cradleID: "invalidExternalParameter", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "An `@External` parameter is in an unsupported form",
                    trigger: """
                        An `@External` parameter carries another attribute as well (for example a second \
                        property wrapper), or has a default value, is variadic, `inout`, uses `some`, \
                        has an `@autoclosure` type or uses `_` as its local name. The parameter, from \
                        `@External` to the end of its type, is highlighted. Type attributes such as \
                        `@escaping` are fine.
                        """,
                    rationale: """
                        External parameters are copied into the generated method's signature with the \
                        `@External` wrapper removed, and forwarded by local name. Anything else attached \
                        to the parameter would be lost or could not be forwarded.
                        """,
                    fix: """
                        Keep `@External` as the only attribute and write the parameter as `label name: \
                        Type`.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class MapsGraph {
                            @Provide(.transient)
                            private func makeRoute(@External stops: Int = 2) -> Route { Route() }   // error: external-invalid-parameter, on `@External stops: Int`
                        }
                        """#
                ))
        case .providerMissingReturnType:
            DiagnosticCatalogue.Entry(
                number: 29, cradleID: "missingProviderResult", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A factory has no return type",
                    trigger: "The factory declares no return type. The `@Provide` attribute is highlighted.",
                    rationale: """
                        The return type is the registration: it names the generated accessor, types it, \
                        and is what other factories ask for. Without it there is nothing to register.
                        """,
                    fix: "Add `-> SomeType` and return the value.",
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class MapsGraph {
                            @Provide private func makeRouter() { _ = Router() }   // error: provider-missing-return-type, on `@Provide`
                        }
                        """#
                ))
        case .providerUnsupportedReturnType:
            DiagnosticCatalogue.Entry(
                number: 30, cradleID: "unsupportedProviderResult", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A factory's return type gives no accessor name",
                    trigger: """
                        The return type has no generated name: array or dictionary sugar, tuples, \
                        function types, metatypes, `some` types, compositions such as `any A & B`, or \
                        other attributed types. Plain names, member types (`Domain.Repo`), generic types \
                        (`Array<Repo>`) and a single `any P` are supported. The `@Provide` attribute is \
                        highlighted.
                        """,
                    rationale: """
                        The generated accessor is named after the terminal identifier of the return \
                        type, lowerCamelCased. These types have no such identifier.
                        """,
                    fix: """
                        Return a named type: spell `[Repo]` as `Array<Repo>`, wrap tuples and closures \
                        in a small struct, or introduce a protocol that combines `A & B`.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class MapsGraph {
                            @Provide private func makeLayers() -> [Layer] { [] }   // error: provider-unsupported-return-type, on `@Provide`
                        }
                        """#
                ))
        case .providerInvalidAccessorName:
            DiagnosticCatalogue.Entry(
                number: 31, cradleID: "invalidAccessorName", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A factory's return type gives an accessor name that is a keyword",
                    trigger: """
                        The lowerCamelCase name derived from the return type is not a legal Swift \
                        function name, usually because it is a keyword: `Class` gives `class`, `Throw` \
                        gives `throw`, `Return` gives `return`. The `@Provide` attribute is highlighted.
                        """,
                    rationale: """
                        The generated property would be declared with that name, and a keyword cannot be \
                        used there without backticks, which Cradle does not add.
                        """,
                    fix: "Rename the returned type, or wrap it in a type with an ordinary name.",
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class ParserGraph {
                            @Provide private func makeReturn() -> Return { Return() }   // error: provider-invalid-accessor-name, on `@Provide`
                        }
                        """#
                ))
        case .providerInvalidLifetime:
            DiagnosticCatalogue.Entry(
                number: 32, cradleID: "invalidProviderLifetime", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "The `@Provide` lifetime is not written as a bare case",
                    trigger: """
                        The `@Provide` argument is in any form other than nothing, `()`, or exactly one \
                        unlabeled `.shared`, `.lazy` or `.transient` (comments and backticks allowed): \
                        for example a qualified `DependencyLifetime.lazy`, a variable, a call such as \
                        `.shared()`, a label, two arguments, parentheses around the case, or a literal. \
                        The argument list between the parentheses is highlighted. [inferred] The exact \
                        Cradle wording of this message could not be confirmed for the newest version, \
                        which also accepts `.lazy`.
                        """,
                    rationale: """
                        The lifetime decides what code the graph generates for the registration (a \
                        stored field, a `lazy var` or a plain call), and a macro can only read it from \
                        the literal spelling.
                        """,
                    fix: "Write `@Provide`, `@Provide(.lazy)` or `@Provide(.transient)`.",
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class ParserGraph {
                            @Provide(DependencyLifetime.lazy)   // error: provider-invalid-lifetime, on `DependencyLifetime.lazy`
                            private func makeTokenizer() -> Tokenizer { Tokenizer() }
                        }
                        """#
                ))
        case .externalRequiresTransient:
            DiagnosticCatalogue.Entry(
                number: 33, cradleID: "externalRequiresTransient", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A factory with `@External` parameters must be `.transient`",
                    trigger: """
                        A factory has at least one `@External` parameter but its lifetime is not an \
                        explicit `.transient`: plain `@Provide`, `@Provide()`, `@Provide(.shared)` or \
                        `@Provide(.lazy)`. Every `@External` attribute is highlighted, each with a note \
                        at the `@Provide` attribute.
                        """,
                    rationale: """
                        An external provider becomes a method that takes the caller's input and runs the \
                        factory on every call. Keeping the result (shared or lazy) would hand the first \
                        caller's result to everyone who asks later with different input.
                        """,
                    fix: """
                        Write `@Provide(.transient)`, or remove `@External` and register the input \
                        instead.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class ReaderGraph {
                            @Provide
                            private func makeChapter(@External number: Int) -> Chapter { Chapter(number) }   // error: external-requires-transient, on `@External`
                        }
                        """#
                ))
        case .duplicateRegistration:
            DiagnosticCatalogue.Entry(
                number: 34, cradleID: "duplicateAccessor", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "Two factories register the same type",
                    trigger: """
                        Two or more registered factories return the same type, compared after removing \
                        parentheses, a top-level `any`, backticks, spaces and comments (`Logger`, `any \
                        Logger` and `(Logger)` are all the same). The first factory's return type is \
                        highlighted, with a note at each factory of the group.
                        """,
                    rationale: """
                        Parameters are linked to registrations by type. Two registrations of one type \
                        leave every consumer ambiguous, and both would generate the same property.
                        """,
                    fix: """
                        Keep one factory. If you really need two values of one type, wrap one of them in \
                        a distinct type.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class ReaderGraph {
                            @Provide private func makeLogger() -> Logger { ConsoleLogger() }   // error: duplicate-registration, on `Logger`
                            @Provide private func makeFileLogger() -> any Logger { FileLogger() }
                        }
                        """#
                ))
        case .duplicateAccessorName:
            DiagnosticCatalogue.Entry(
                number: 35, cradleID: "duplicateAccessor", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "Two factories generate the same property name",
                    trigger: """
                        Two or more registered factories return different types that produce the same \
                        generated name: `Analytics.Tracker` and `Tracker`, `Box<Int>` and `Box<String>`, \
                        or `Array<A>` and `Array<B>`. The return type of the first factory that triggers \
                        it is highlighted, with a note at each factory of the group.
                        """,
                    rationale: """
                        Each registration becomes a property named after its type. Two properties with \
                        one name cannot coexist, and Cradle never resolves module paths or generic \
                        arguments to tell the types apart for you.
                        """,
                    fix: "Wrap one of the types in a type with a distinct name, or merge the registrations.",
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class ReaderGraph {
                            @Provide private func makeTracker() -> Analytics.Tracker { .init() }   // error: duplicate-accessor-name, on `Analytics.Tracker`
                            @Provide private func makeLocalTracker() -> Tracker { Tracker() }
                        }
                        """#
                ))
        case .accessorMemberCollision:
            DiagnosticCatalogue.Entry(
                number: 36, cradleID: "existingMemberCollision", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A generated property name is already used by a member of the graph",
                    trigger: """
                        A registered factory's generated name equals an instance property or a \
                        zero-parameter instance method of the graph. The factory's `@Provide` attribute \
                        is highlighted. Methods that take parameters and static members may share the \
                        name. [inferred] Cradle collects member names from their raw spelling, so a \
                        member written with backticks may not be detected.
                        """,
                    rationale: "The generated `var <name>: T` would be an invalid redeclaration of your member.",
                    fix: "Rename your member, or return a differently named type from the factory.",
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class ReaderGraph {
                            var fontBook: FontBook { FontBook.system }
                            @Provide private func makeFontBook() -> FontBook { FontBook() }   // error: accessor-member-collision, on `@Provide`
                        }
                        """#
                ))
        case .externalMethodNameCollision:
            DiagnosticCatalogue.Entry(
                number: 37, cradleID: "externalMethodNameCollision", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "An external provider's generated method name is already taken",
                    trigger: """
                        An external provider's method name (derived from its return type) equals another \
                        factory's generated name (registered or external), a source storage name, or the \
                        name of any instance method (whatever its parameters) or instance property. \
                        Backticks are ignored and static members are not considered. One error per name, \
                        on the external provider's return type, with a note at each conflicting factory, \
                        source element or member.
                        """,
                    rationale: """
                        An external provider becomes an instance method named after its return type. \
                        Sharing that base name with a property is a redeclaration, and sharing it with \
                        another method makes calls ambiguous or silently picks the wrong one.
                        """,
                    fix: """
                        Rename the conflicting member, or return a differently named type from the \
                        external provider.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class ReaderGraph {
                            func chapter(named title: String) -> Chapter { Chapter(title) }
                            @Provide(.transient)
                            private func makeChapter(@External number: Int) -> Chapter { Chapter(number) }   // error: external-method-name-collision, on `Chapter`
                        }
                        """#
                ))
        case .missingRegistration:
            DiagnosticCatalogue.Entry(
                number: 38, cradleID: "missingRegistration", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "No factory registers a parameter's type",
                    trigger: """
                        A graph parameter (one without `@External`) of any factory has a type that no \
                        registered factory of the same graph returns. The parameter type is highlighted, \
                        with a note at the requiring factory's `@Provide`; one error per parameter. \
                        Types match by spelling only: module paths, typealiases and `[T]` versus \
                        `Array<T>` are not resolved. Registrations of source graphs and ordinary members \
                        do not count.
                        """,
                    rationale: """
                        The generated code must pass a value for every graph parameter, and the only \
                        values the graph can produce are its own registrations. Cradle never falls back \
                        to members and never guesses that a parameter was meant to be external.
                        """,
                    fix: """
                        Add a `@Provide` factory that returns exactly this type, spell the parameter \
                        like the existing registration, or mark the parameter `@External` on a \
                        `.transient` factory if callers should supply it.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class PlayerGraph {
                            @Provide private func makePlayer(decoder: AudioDecoder) -> Player { Player(decoder) }   // error: missing-registration, on `AudioDecoder`
                        }
                        """#
                ))
        case .externalResultDependency:
            DiagnosticCatalogue.Entry(
                number: 39, cradleID: "externalResultDependency", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A parameter asks for the result of an external provider",
                    trigger: """
                        A graph parameter's type is the return type of an external provider (a factory \
                        with `@External` parameters). The parameter type is highlighted, with a note at \
                        the first such provider's `@Provide`.
                        """,
                    rationale: """
                        An external provider registers nothing: it becomes a method that needs the \
                        caller's input on every call. The graph has no value it could pass \
                        automatically.
                        """,
                    fix: """
                        Let callers supply it: take the value as an `@External` parameter yourself, or \
                        take the same external inputs and call the generated method. Otherwise remove \
                        `@External` from the provider so its result is registered.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class PlayerGraph {
                            @Provide(.transient) private func makeTrack(@External id: Int) -> Track { Track(id) }
                            @Provide(.transient) private func makeQueue(track: Track) -> Queue { Queue(track) }   // error: external-result-dependency, on `Track`
                        }
                        """#
                ))
        case .lifetimeSharedToTransient:
            DiagnosticCatalogue.Entry(
                number: 40, cradleID: "invalidSharedProviderReference", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A `.shared` factory depends on a `.transient` registration",
                    trigger: """
                        A `.shared` factory (the default lifetime) has a graph parameter whose \
                        registration is `.transient`. The parameter type is highlighted, once per \
                        parameter.
                        """,
                    rationale: """
                        A shared value is built once, eagerly, when the graph is created. It would \
                        capture one transient value and keep it forever, which defeats the point of \
                        `.transient`.
                        """,
                    fix: """
                        Make the consumer `.transient` too, make the dependency `.shared`, or pass a \
                        factory closure type instead of the value.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class PlayerGraph {
                            @Provide(.transient) private func makeRequestID() -> RequestID { RequestID() }
                            @Provide private func makeClient(id: RequestID) -> Client { Client(id) }   // error: lifetime-shared-to-transient, on `RequestID`
                        }
                        """#
                ))
        case .lifetimeSharedToLazy:
            DiagnosticCatalogue.Entry(
                number: 41, cradleID: "invalidSharedLazyProviderReference", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A `.shared` factory depends on a `.lazy` registration",
                    trigger: """
                        A `.shared` factory (the default lifetime) has a graph parameter whose \
                        registration is `.lazy`. The parameter type is highlighted, once per parameter.
                        """,
                    rationale: """
                        Shared values are built eagerly when the graph is created. Holding a lazy value \
                        would force it to be built at that moment too, so it would no longer be lazy.
                        """,
                    fix: "Make the consumer `.lazy` or `.transient`, or make the dependency `.shared`.",
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class PlayerGraph {
                            @Provide(.lazy) private func makeArtwork() -> ArtworkCache { ArtworkCache() }
                            @Provide private func makeLibrary(cache: ArtworkCache) -> Library { Library(cache) }   // error: lifetime-shared-to-lazy, on `ArtworkCache`
                        }
                        """#
                ))
        case .lifetimeLazyToTransient:
            DiagnosticCatalogue.Entry(
                number: 42, cradleID: "invalidLazyProviderReference", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A `.lazy` factory depends on a `.transient` registration",
                    trigger: """
                        A `.lazy` factory has a graph parameter whose registration is `.transient`. The \
                        parameter type is highlighted, once per parameter.
                        """,
                    rationale: """
                        A lazy value is stored after its first access. It would keep the transient value \
                        it was built with, freezing something meant to be fresh on every read.
                        """,
                    fix: "Make the consumer `.transient`, or make the dependency `.lazy` or `.shared`.",
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class PlayerGraph {
                            @Provide(.transient) private func makeRequestID() -> RequestID { RequestID() }
                            @Provide(.lazy) private func makeUploader(id: RequestID) -> Uploader { Uploader(id) }   // error: lifetime-lazy-to-transient, on `RequestID`
                        }
                        """#
                ))
        case .circularDependency:
            DiagnosticCatalogue.Entry(
                number: 43, cradleID: "circularDependency", severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "Registrations depend on each other in a loop",
                    trigger: """
                        Registered factories depend on each other in a cycle, or a factory depends on \
                        its own return type. The search is depth-first from each factory in declaration \
                        order, following parameters in order, and only the first cycle found is \
                        reported. The type of the parameter that closes the cycle is highlighted, with a \
                        note at every factory in the cycle; the message spells the cycle with generated \
                        names. Factory bodies and typealiases never create edges.
                        """,
                    rationale: """
                        To build any value in the cycle the graph would first have to build that same \
                        value. Shared values are built in dependency order, and a cycle has no such \
                        order.
                        """,
                    fix: """
                        Break the cycle: move what both sides need into a third registration, let one \
                        side receive the other per call through `@External`, or let one side create what \
                        it needs in its body.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class ChatGraph {
                            @Provide private func makeSocket(presence: Presence) -> Socket { Socket(presence) }
                            @Provide private func makePresence(socket: Socket) -> Presence { Presence(socket) }   // error: circular-dependency, on `Socket`
                        }
                        """#
                ))
        case .sharedFactoryUsesInstanceMember:
            DiagnosticCatalogue.Entry(
                number: nil, cradleID: nil, severity: .warning, isCompilerPrediction: true,
                documentation: DiagnosticDocumentation(
                    title: "A `.shared` factory body uses instance state (compiler prediction)",
                    trigger: """
                        The body of a `.shared` factory (the default lifetime) uses `self`, `super`, an \
                        instance property or method of the graph, or another registration's generated \
                        accessor, where no parameter, local variable or closure parameter of the same \
                        name hides it. Each such use is highlighted. The graph's `input` (input graphs), \
                        source storage properties (sources graphs) and static members are fine. Not \
                        reported while the graph has a Cradle error, because then nothing is generated.
                        """,
                    rationale: """
                        Cradle copies the body of every shared factory into a private static helper that \
                        builds all shared values while the graph is being created. A static function has \
                        no `self`, so the Swift compiler will reject the use, inside generated code \
                        where the error is hard to trace back.
                        """,
                    fix: """
                        Take the value as a parameter (registering it if needed), switch the factory to \
                        `.lazy` or `.transient` so it runs as an instance method, or use a static \
                        member.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class ChatGraph {
                            let serverHost = "chat.example.com"
                            @Provide private func makeSocket() -> Socket { Socket(host: serverHost) }   // warning: shared-factory-uses-instance-member, on `serverHost`
                        }
                        """#
                ))
        case .bodylessFactoryProtocolResult:
            DiagnosticCatalogue.Entry(
                number: nil, cradleID: nil, severity: .warning, isCompilerPrediction: true,
                documentation: DiagnosticDocumentation(
                    title: "A bodyless factory returns a protocol (compiler prediction)",
                    trigger: """
                        A factory without a body returns `any P`, or a protocol declared in the same \
                        file. The return type is highlighted.
                        """,
                    rationale: """
                        For a bodyless factory Cradle generates the body `(T).init(…)`, passing every \
                        parameter. A protocol has no initializer to call, so the Swift compiler will \
                        reject the generated body.
                        """,
                    fix: """
                        Write the body and return a concrete implementation, or return the concrete type \
                        and let consumers ask for it.
                        """,
                    example: #"""
                        import Cradle

                        protocol MessageStore {}

                        @DependencyGraph
                        final class ChatGraph {
                            @Provide private func makeStore() -> MessageStore   // warning: bodyless-factory-protocol-result, on `MessageStore`
                        }
                        """#
                ))
        case .attributeMisplaced:
            DiagnosticCatalogue.Entry(
                number: nil, cradleID: nil, severity: .warning, isCompilerPrediction: true,
                documentation: DiagnosticDocumentation(
                    title: "A Cradle attribute is written where Swift attaches it to nothing (compiler prediction)",
                    trigger: """
                        `@Provide`, `@External` or `@DependencyGraph` is written after a modifier \
                        (`private @Provide func`), or `@External` sits between a parameter's argument \
                        label and its name (`for @External index: Int`). The attribute is highlighted.
                        """,
                    rationale: """
                        Attributes come before modifiers, and a parameter's attributes before its label. \
                        Written elsewhere, Swift's parser keeps the attribute as unexpected text and the \
                        compiler reports a syntax error. The macros never see it: after a modifier the \
                        function is an ordinary method rather than a factory, so nothing registers its \
                        type; between a label and a name the label becomes the parameter's only name and \
                        `@External index` its type, which no factory registers.
                        """,
                    fix: """
                        Move the attribute to the front: `@Provide private func …`, and `@External for \
                        index: Int` for a parameter with a label.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class ReaderGraph {
                            private @Provide func makeFonts() -> FontBook { FontBook() }   // warning: attribute-misplaced, on `@Provide`
                        }
                        """#
                ))
        case .graphArgumentOrder:
            DiagnosticCatalogue.Entry(
                number: nil, cradleID: nil, severity: .warning, isCompilerPrediction: true,
                documentation: DiagnosticDocumentation(
                    title: "`@DependencyGraph` arguments are out of order (compiler prediction)",
                    trigger: """
                        An argument of `@DependencyGraph` is written after one that the macro declares \
                        later. The declared order is the unlabeled lifetime, `input:`, `sources:`, \
                        `overrides:`, `diagram:`. The first argument out of place is highlighted.
                        """,
                    rationale: """
                        Swift matches attribute arguments to the macro's parameters in order, as for a \
                        function call, and rejects the attribute before the macro runs ("argument \
                        'input' must precede argument 'sources'"). Nothing is generated and Cradle checks \
                        nothing, so no other finding about the graph appears until the order is fixed.
                        """,
                    fix: """
                        Write the arguments in the declared order, for example \
                        `@DependencyGraph(.shared, sources: [AuthGraph.self])`.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph(sources: [AuthGraph.self], input: FeatureInput.self)   // warning: graph-argument-order, on `input:`
                        final class FeatureGraph {}
                        """#
                ))
        case .overrideWithoutOverrides:
            DiagnosticCatalogue.Entry(
                number: nil, cradleID: nil, severity: .warning, isCompilerPrediction: true,
                documentation: DiagnosticDocumentation(
                    title: "`override` called on a graph without `overrides: true` (compiler prediction)",
                    trigger: """
                        `G.override(…)` is called where `G` names one graph of the workspace whose \
                        `@DependencyGraph` does not say `overrides: true`, and neither the graph nor an \
                        extension of it declares an `override` of its own. The word `override` is \
                        highlighted, in any file whose module sees the graph (a test included).
                        """,
                    rationale: """
                        Cradle generates `override(…)` and its `OverrideBuilder` only for \
                        `overrides: true` graphs (cradle.md §2.9). Without it the compiler reports \
                        "type 'G' has no member 'override'".
                        """,
                    fix: """
                        Add `overrides: true` to the graph's `@DependencyGraph`, in its declared place \
                        (after `sources:`, before `diagram:`), or build the graph without overrides.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class ClockGraph {
                            @Provide private func makeClock() -> Clock { Clock() }
                        }

                        let graph = ClockGraph.override(clock: .original).build()   // warning: override-without-overrides, on `override`
                        """#
                ))
        case .overrideExtraArgument:
            DiagnosticCatalogue.Entry(
                number: nil, cradleID: nil, severity: .warning, isCompilerPrediction: true,
                documentation: DiagnosticDocumentation(
                    title: "An override label the graph does not generate, or given twice (compiler prediction)",
                    trigger: """
                        A label of `G.override(…)` names no factory of `G` (registered or external), or \
                        repeats a label given before it in the same call. With one such label, its value \
                        is highlighted (the member after the dot of `.mock`, `.replace`, `.original`); \
                        with several, the call's opening parenthesis.
                        """,
                    rationale: """
                        The generated `override` has exactly one parameter per factory, labelled with the \
                        factory's generated name (cradle.md §2.9). The compiler reports "extra argument \
                        'x' in call" (or "extra arguments at positions #2, #3 in call") there.
                        """,
                    fix: """
                        Use the generated accessor name of the factory to replace (`makeUserRepository` \
                        → `userRepository:`), once per call.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph(overrides: true)
                        final class ClockGraph {
                            @Provide private func makeClock() -> Clock { Clock() }
                        }

                        let graph = ClockGraph.override(timer: .original).build()   // warning: override-extra-argument, on `original`
                        """#
                ))
        case .overrideArgumentOrder:
            DiagnosticCatalogue.Entry(
                number: nil, cradleID: nil, severity: .warning, isCompilerPrediction: true,
                documentation: DiagnosticDocumentation(
                    title: "Override labels out of declaration order (compiler prediction)",
                    trigger: """
                        A label of `G.override(…)` is written after one whose factory `G` declares later. \
                        The first label out of place is highlighted.
                        """,
                    rationale: """
                        The generated `override` declares its parameters in the order of the graph's \
                        factories, and Swift requires labelled arguments in parameter order: the compiler \
                        reports "argument 'a' must precede argument 'b'".
                        """,
                    fix: "Write the labels in the order the graph declares the factories.",
                    example: #"""
                        import Cradle

                        @DependencyGraph(overrides: true)
                        final class ClockGraph {
                            @Provide private func makeClock() -> Clock { Clock() }
                            @Provide private func makeTimer() -> Timer { Timer() }
                        }

                        let graph = ClockGraph.override(timer: .original, clock: .original).build()   // warning: override-argument-order, on `clock`
                        """#
                ))
        case .overrideClosureArity:
            DiagnosticCatalogue.Entry(
                number: nil, cradleID: nil, severity: .warning, isCompilerPrediction: true,
                documentation: DiagnosticDocumentation(
                    title: "A replacement closure with the wrong number of parameters (compiler prediction)",
                    trigger: """
                        The trailing closure of `.replace { … }` or CradleTesting's `.mock { … }` in \
                        `G.override(…)` writes a parameter list (`(a: A) in`, `a, b in`) whose length \
                        differs from the number of the factory's parameters (graph and external), or \
                        writes none and uses no `$0` while the factory takes some. The parameter list \
                        (its `(` or first name) is highlighted, or the closure's `{`.
                        """,
                    rationale: """
                        The closure type of each override label lists all of the factory's parameters in \
                        order (cradle.md §2.9). The compiler reports "contextual closure type '(A) -> T' \
                        expects 1 argument, but 2 were used in closure body", or that the closure \
                        argument list "cannot be implicitly ignored".
                        """,
                    fix: """
                        Take exactly the factory's parameters, in order (`_` for those the replacement \
                        does not need).
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph(overrides: true)
                        final class ClockGraph {
                            @Provide private func makeClock() -> Clock { Clock() }
                        }

                        let graph = ClockGraph.override(clock: .replace { now in Clock() }).build()   // warning: override-closure-arity, on `now`
                        """#
                ))
        case .registrationNearMiss:
            DiagnosticCatalogue.Entry(
                number: nil, cradleID: nil, severity: .information, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A missing registration nearly matches an existing one",
                    trigger: """
                        A parameter reported as `missing-registration` has a type that differs from a \
                        registration of the same graph only in spelling: a module path (`Media.Codec` \
                        against `Codec`), array sugar (`[Track]` against `Array<Track>`), `any` inside \
                        generic arguments (`Array<any Track>` against `Array<Track>`), or a typealias \
                        against the type it names. The parameter type is highlighted, next to the error.
                        """,
                    rationale: """
                        Cradle links types by their exact spelling (cradle.md §3) and resolves neither \
                        modules nor aliases. Spellings that mean the same type to the compiler are still \
                        different registrations to the macro.
                        """,
                    fix: "Spell the parameter exactly like the registration's return type.",
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class PlayerGraph {
                            @Provide private func makeTracks() -> Array<Track> { [] }
                            @Provide private func makeQueue(tracks: [Track]) -> Queue { Queue(tracks) }   // information: registration-near-miss, on `[Track]`
                        }
                        """#
                ))
        case .unusedRegistration:
            DiagnosticCatalogue.Entry(
                number: nil, cradleID: nil, severity: .hint, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "Nothing uses a registration",
                    trigger: """
                        A registered factory's type is asked for by no parameter of its graph, and its \
                        generated accessor is used nowhere in the workspace. The factory is marked \
                        faintly.
                        """,
                    rationale: """
                        Every shared registration is built when the graph is created, so an unused one \
                        costs start-up time and memory; usually it is left over from a refactoring.
                        """,
                    fix: "Delete the factory, or use the registration.",
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class PlayerGraph {
                            @Provide private func makeVisualizer() -> Visualizer { Visualizer() }   // hint: unused-registration, nothing reads `visualizer`
                        }
                        """#
                ))
        case .unresolvedSource:
            DiagnosticCatalogue.Entry(
                number: nil, cradleID: nil, severity: .warning, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A source graph is declared nowhere in the workspace",
                    trigger: """
                        A `sources:` element names a type that no graph declaration in the workspace \
                        matches, after following enclosing scopes and imported modules. The element is \
                        highlighted.
                        """,
                    rationale: """
                        Cradle accepts any `T.self` here; the compiler then fails to find the type, or \
                        the type comes from a binary dependency cradle-lsp cannot read. This is a \
                        warning because only the second case builds.
                        """,
                    fix: """
                        Fix the spelling of the type, add the module that declares it to the workspace, \
                        or declare the graph.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph(sources: [AccountGraph.self])   // warning: unresolved-source, on `AccountGraph.self`
                        final class SettingsGraph {}
                        """#
                ))
        case .invalidSuppression:
            DiagnosticCatalogue.Entry(
                number: nil, cradleID: nil, severity: .warning, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A `cradle-lsp:ignore` comment names no code or an unknown one",
                    trigger: """
                        A `// cradle-lsp:ignore` comment has no code after it, or names a code that \
                        cradle-lsp does not report. The comment is highlighted.
                        """,
                    rationale: """
                        Such a comment silences nothing, so the finding it was meant for still shows, \
                        or a misspelt code hides that the comment is stale. Suppressing a Cradle error \
                        hides it from cradle-lsp only: the compiler still reports it.
                        """,
                    fix: """
                        Name the codes to silence, separated by commas, exactly as reports print them \
                        (`--explain CODE` lists them), or delete the comment.
                        """,
                    example: #"""
                        import Cradle

                        @DependencyGraph
                        final class FeedGraph {
                            // cradle-lsp:ignore unused-registraton   // warning: invalid-suppression, the code is misspelt
                            @Provide private func makeClock() -> Clock { Clock() }
                        }
                        """#
                ))
        case .analysisFanOut:
            DiagnosticCatalogue.Entry(
                number: nil, cradleID: nil, severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A factory depends on more registrations than `analysis.maxFanOut` allows (gate)",
                    trigger: """
                        `.cradle-lsp.json` sets `"analysis": {"maxFanOut": N}` and a factory has \
                        parameters linked to more than N registrations of its graph. The factory's name \
                        is highlighted. Off unless configured; `--analyze` shows every factory's fan-out.
                        """,
                    rationale: """
                        A factory that needs many registrations knows much of the graph: it changes \
                        whenever any of them does, and is hard to replace in a test. A team caps it to \
                        keep graphs reviewable, and CI fails when a change goes over.
                        """,
                    fix: """
                        Split the factory (move part of what it builds into a registration of its own), \
                        group related dependencies into one registration, or raise the limit. Silence \
                        one factory with `// cradle-lsp:ignore analysis-fan-out`.
                        """,
                    example: #"""
                        // .cradle-lsp.json: {"analysis": {"maxFanOut": 1}}
                        import Cradle

                        @DependencyGraph
                        final class FeedGraph {
                            @Provide private func makeClock() -> Clock { Clock() }
                            @Provide private func makeSession() -> Session { Session() }
                            @Provide private func makeFeed(clock: Clock, session: Session) -> Feed { Feed() }   // error: analysis-fan-out, on `makeFeed`
                        }
                        """#
                ))
        case .analysisFanIn:
            DiagnosticCatalogue.Entry(
                number: nil, cradleID: nil, severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "More factories depend on a registration than `analysis.maxFanIn` allows (gate)",
                    trigger: """
                        `.cradle-lsp.json` sets `"analysis": {"maxFanIn": N}` and more than N factories \
                        of a graph take one registration as a parameter. The registration's factory name \
                        is highlighted. Off unless configured; `--analyze` shows every registration's fan-in.
                        """,
                    rationale: """
                        A registration many factories take is a bottleneck: changing its type or lifetime \
                        touches all of them (`cradle.md` §5 checks each pairing). A team caps it, and CI \
                        fails when a change goes over.
                        """,
                    fix: """
                        Give the consumers narrower registrations (a protocol per use), move some of them \
                        into another graph that reads it as a source, or raise the limit.
                        """,
                    example: #"""
                        // .cradle-lsp.json: {"analysis": {"maxFanIn": 1}}
                        import Cradle

                        @DependencyGraph
                        final class FeedGraph {
                            @Provide private func makeClock() -> Clock { Clock() }   // error: analysis-fan-in, on `makeClock`
                            @Provide private func makeSession(clock: Clock) -> Session { Session() }
                            @Provide private func makeFeed(clock: Clock) -> Feed { Feed() }
                        }
                        """#
                ))
        case .analysisChainLength:
            DiagnosticCatalogue.Entry(
                number: nil, cradleID: nil, severity: .error, isCompilerPrediction: false,
                documentation: DiagnosticDocumentation(
                    title: "A graph's longest dependency chain is longer than `analysis.maxChainLength` allows (gate)",
                    trigger: """
                        `.cradle-lsp.json` sets `"analysis": {"maxChainLength": N}` and a graph has a \
                        chain of more than N parameter links (`a` takes `b`, which takes `c`, …). The \
                        first factory of the graph's longest chain is highlighted, once per graph. Off \
                        unless configured; `--analyze` lists each graph's five longest chains.
                        """,
                    rationale: """
                        A long chain is built in order, one value after another, and every link is a \
                        place where a lifetime rule (§5) or a change of type breaks what follows. A team \
                        caps it, and CI fails when a change goes over.
                        """,
                    fix: """
                        Shorten the chain: give a factory deep in it what it needs directly, or move the \
                        tail into a source graph; or raise the limit.
                        """,
                    example: #"""
                        // .cradle-lsp.json: {"analysis": {"maxChainLength": 1}}
                        import Cradle

                        @DependencyGraph
                        final class FeedGraph {
                            @Provide private func makeClock() -> Clock { Clock() }
                            @Provide private func makeSession(clock: Clock) -> Session { Session() }
                            @Provide private func makeFeed(session: Session) -> Feed { Feed() }   // error: analysis-chain-length, on `makeFeed`
                        }
                        """#
                ))
        }
    }
}
