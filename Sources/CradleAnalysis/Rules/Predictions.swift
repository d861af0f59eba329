import CradleSyntax

/// cradle-lsp's own findings beside Cradle's (`cradle.md` §6.5, `product.md` §3): compiler errors
/// that syntax alone predicts, and near misses on a missing registration. Lower severity.
enum Predictions {
    /// `shared-factory-uses-instance-member`: a `.shared` factory's body runs as a static helper,
    /// so `self`, `super`, instance members and other factories are compile errors there.
    /// Silent while the graph has a Cradle error (nothing is generated then).
    static func instanceMemberUses(_ validator: GraphValidator) -> [Diagnostic] {
        guard validator.isValid else { return [] }
        let tree = validator.tree
        var memberNames: Set<String> = []
        for member in validator.graph.members where !MemberNames.isStatic(member.declaration) {
            switch member.declaration {
            case .variable, .function, .subscript:
                for name in MemberNames.names(of: member.declaration) { memberNames.insert(name.name) }
            default:
                break
            }
        }
        for factory in validator.factories { memberNames.insert(factory.comparisonName) }
        // A type whose name is its own generated name (`iPhoneFactory`, `시계`) is still usable
        // as a type inside the body, so such names are never reported.
        for factory in validator.factories {
            if let token = TypeNaming.nameToken(of: factory.returnType) { memberNames.remove(token.name) }
        }
        if validator.hasInput { memberNames.remove("input") }
        for source in validator.sources { memberNames.remove(source.type.comparisonName) }

        var diagnostics: [Diagnostic] = []
        for factory in validator.registered where factory.lifetime == .shared {
            guard let body = factory.function.body else { continue }
            var shadowed = localBindings(in: body.innerTokens, tree: tree)
            for parameter in factory.parameters {
                if let local = parameter.parameter.localName { shadowed.insert(local.name) }
            }
            let tokens = tree.tokens
            for index in body.innerTokens {
                let token = tokens[index]
                let previous = index > 0 ? tokens[index - 1].kind : .endOfFile
                let name: String
                switch token.kind {
                case .keyword where token.keyword == .`self` || token.keyword == .super:
                    if previous == .period { continue }  // `Type.self`
                    name = tree.text(of: token)
                case .identifier:
                    let candidate = tree.canonicalText(of: token.range, removingBackticks: true)
                    guard memberNames.contains(candidate), !shadowed.contains(candidate) else { continue }
                    if previous == .period || previous == .prefixPeriod || previous == .backslash { continue }
                    let next = tokens[index + 1].kind
                    if next == .colon, previous == .leftParen || previous == .comma { continue }  // an argument label
                    name = candidate
                default:
                    continue
                }
                diagnostics.append(
                    Diagnostic(
                        code: .sharedFactoryUsesInstanceMember,
                        message: Message.sharedFactoryUsesInstanceMember(name: name, factory: factory.name),
                        file: validator.file, range: token.range))
            }
        }
        return diagnostics
    }

    /// Names a body binds itself: `let`/`var` patterns, `for` loop variables, nested functions,
    /// and closure parameters and capture lists (everything between a `{` and its `in`).
    /// Position-insensitive, so a name bound anywhere counts as shadowed everywhere.
    static func localBindings(in range: Range<Int>, tree: SyntaxTree) -> Set<String> {
        let tokens = tree.tokens
        var names: Set<String> = []
        func name(_ index: Int) -> String { tree.canonicalText(of: tokens[index].range, removingBackticks: true) }
        var openBraces: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            switch token.kind {
            case .leftBrace:
                openBraces.append(index)
            case .rightBrace:
                _ = openBraces.popLast()
            case .keyword where token.keyword == .let || token.keyword == .var || token.keyword == .func:
                var next = index + 1
                var depth = 0
                while next < range.upperBound {
                    let kind = tokens[next].kind
                    if kind == .leftParen { depth += 1 } else if kind == .rightParen { depth -= 1 }
                    if kind == .identifier { names.insert(name(next)) }
                    if depth <= 0 && kind != .leftParen { break }
                    next += 1
                }
            case .keyword where token.keyword == .for:
                var next = index + 1
                while next < range.upperBound, tokens[next].keyword != .in {
                    if tokens[next].kind == .identifier { names.insert(name(next)) }
                    next += 1
                }
            case .keyword where token.keyword == .in:
                if let open = openBraces.last {
                    for inner in (open + 1)..<index where tokens[inner].kind == .identifier { names.insert(name(inner)) }
                }
            default:
                break
            }
            index += 1
        }
        return names
    }

    /// The attributes `attribute-misplaced` looks at: Cradle's own, plain or `Cradle.`-qualified.
    static let cradleAttributes: Set<String> = [
        "Provide", "Cradle.Provide", "External", "Cradle.External", "DependencyGraph", "Cradle.DependencyGraph",
    ]

    /// `attribute-misplaced` after a modifier (`private @Provide func`): Swift attaches the
    /// attribute to nothing, so the compiler reports a syntax error and the macro never sees it
    /// (the declaration is an ordinary one). Only Cradle's attributes are reported.
    static func attributesAfterModifiers(tree: SyntaxTree, file: String) -> [Diagnostic] {
        tree.misplacedAttributes.filter { cradleAttributes.contains($0.attribute.qualifiedName) }.map { misplaced in
            let attribute = misplaced.attribute
            return Diagnostic(
                code: .attributeMisplaced,
                message: Message.attributeAfterModifier(attribute: attribute.qualifiedName, modifier: misplaced.modifier.name),
                file: file, range: attribute.range,
                fixes: FixBuilder.moveAttribute(
                    attribute, to: misplaced.modifiersStart,
                    title: FixText.moveBeforeModifiers.bilingual(tree.text[attribute.range]), file: file, tree: tree))
        }
    }

    /// `attribute-misplaced` inside a factory's parameter (`for @External index: Int`): Swift
    /// reads `for` as the whole name and `@External index` as the type, with the colon missing.
    /// The macro then sees a graph parameter of type `@External index`, which is also reported
    /// as missing; the attribute belongs before the label (`cradle.md` §2.3).
    static func attributesBetweenLabelAndName(_ graph: GraphDeclaration, tree: SyntaxTree, file: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for member in graph.members {
            guard case .function(let function) = member.declaration,
                function.attributes.contains(where: { $0.qualifiedName == "Provide" || $0.qualifiedName == "Cradle.Provide" })
            else { continue }
            for parameter in function.parameters.parameters {
                guard parameter.attributes.isEmpty, parameter.secondName == nil, let label = parameter.firstName,
                    let type = parameter.type, case .attributed(_, let attributes, _) = type.kind,
                    let attribute = attributes.first(where: { cradleAttributes.contains($0.qualifiedName) })
                else { continue }
                let before = tree.tokenIndex(containing: type.range.start) - 1
                guard before >= 0, tree.tokens[before].kind != .colon else { continue }
                diagnostics.append(
                    Diagnostic(
                        code: .attributeMisplaced,
                        message: Message.attributeBetweenLabelAndName(attribute: attribute.qualifiedName, label: label.text),
                        file: file, range: attribute.range,
                        fixes: FixBuilder.moveAttribute(
                            attribute, to: label.range.start,
                            title: FixText.moveBeforeArgumentLabel.bilingual(tree.text[attribute.range]), file: file, tree: tree))
                )
            }
        }
        return diagnostics
    }

    /// `bodyless-factory-protocol-result`: a bodyless factory gets `(T).init(…)` as its body,
    /// which cannot compile when `T` is `any P` or a protocol declared in the same file.
    static func bodylessProtocolResults(_ graph: GraphDeclaration, protocols: Set<String>, tree: SyntaxTree, file: String)
        -> [Diagnostic]
    {
        var diagnostics: [Diagnostic] = []
        for member in graph.members {
            guard case .function(let function) = member.declaration, function.body == nil,
                function.attributes.contains(where: { $0.path.count == 1 && $0.name == "Provide" }),
                let returnType = function.returnType
            else { continue }
            let bare = returnType.withoutParentheses
            var isProtocol = false
            if case .any = bare.kind { isProtocol = true }
            if case .identifier(let name, nil) = bare.kind, protocols.contains(name.name) { isProtocol = true }
            guard isProtocol else { continue }
            diagnostics.append(
                Diagnostic(
                    code: .bodylessFactoryProtocolResult,
                    message: Message.bodylessFactoryProtocolResult(
                        type: tree.text[returnType.range], factory: function.name.text),
                    file: file, range: returnType.range))
        }
        return diagnostics
    }

    /// `registration-near-miss`: for a missing registration, a registration that differs only
    /// in module qualification, in `[T]` versus `Array<T>` (or `[K: V]` versus `Dictionary<K, V>`),
    /// in `any` inside generic arguments, or through a type alias declared in the file.
    static func nearMiss(
        for parameter: FactoryParameter, of factory: Factory, registered: [Factory], typeAliases: [String: TypeSyntax],
        tree: SyntaxTree, file: String
    ) -> Diagnostic? {
        guard let probe = NearMissProbe(parameter, typeAliases: typeAliases, tree: tree),
            let registration = registered.first(where: {
                probe.kind(of: $0, facts: RegistrationFacts($0, typeAliases: typeAliases, tree: tree)) != nil
            })
        else { return nil }
        return Diagnostic(
            code: .registrationNearMiss,
            message: Message.registrationNearMiss(
                type: parameter.typeText, registration: registration.returnText, factory: registration.name),
            file: file, range: parameter.typeRange)
    }

    /// How a registration's type is near a parameter's without being its identity (`cradle.md`
    /// §3), or nil when it is not near: `[T]` against `Array<T>`, a type alias, `any` inside
    /// generic arguments, or the same generated name with another module path or generic
    /// arguments. The one predicate of the near-miss prediction and the binding explanation.
    enum NearMissKind: String, Sendable {
        case sugar, typeAlias, existential, qualification
    }

    static func nearMissKind(
        of parameter: FactoryParameter, registration: Factory, typeAliases: [String: TypeSyntax], tree: SyntaxTree
    ) -> NearMissKind? {
        guard let probe = NearMissProbe(parameter, typeAliases: typeAliases, tree: tree) else { return nil }
        return probe.kind(of: registration, facts: RegistrationFacts(registration, typeAliases: typeAliases, tree: tree))
    }

    /// What the near-miss predicate needs of a parameter, computed once for every registration
    /// it is compared with.
    struct NearMissProbe {
        var identity: String
        /// The identity `[T]` or `[K: V]` has when spelt `Array<T>` or `Dictionary<K, V>`.
        var desugared: String?
        /// The identity of the type alias the parameter names, if one is declared in the file.
        var aliasTarget: String?
        var withoutAny: String
        var comparisonName: String?
        var base: String

        init?(_ parameter: FactoryParameter, typeAliases: [String: TypeSyntax], tree: SyntaxTree) {
            guard let type = parameter.type else { return nil }
            identity = parameter.identity
            let core = TypeNaming.core(of: type)
            switch core.kind {
            case .array(let element): desugared = "Array<\(TypeNaming.identity(of: element, in: tree))>"
            case .dictionary(let key, let value):
                desugared = "Dictionary<\(TypeNaming.identity(of: key, in: tree)),\(TypeNaming.identity(of: value, in: tree))>"
            default: desugared = nil
            }
            if case .identifier(let name, nil) = core.kind, let target = typeAliases[name.name] {
                aliasTarget = TypeNaming.identity(of: target, in: tree)
            } else {
                aliasTarget = nil
            }
            withoutAny = Predictions.identityWithoutAny(core, tree: tree)
            comparisonName = TypeNaming.generatedName(of: type).map(TypeNaming.comparisonName)
            base = Predictions.baseName(of: core, tree: tree)
        }

        /// How `registration` (with its `facts`) is near this parameter, or nil.
        func kind(of registration: Factory, facts: RegistrationFacts) -> NearMissKind? {
            guard registration.identity != identity else { return nil }
            if let desugared, desugared == registration.identity { return .sugar }
            if let aliasTarget, aliasTarget == registration.identity { return .typeAlias }
            if facts.aliasTarget == identity { return .typeAlias }
            // `any` inside generic arguments, on either side.
            if withoutAny == facts.withoutAny { return .existential }
            if registration.comparisonName == comparisonName, base != facts.base { return .qualification }
            return nil
        }
    }

    /// What the near-miss predicate needs of a registration.
    struct RegistrationFacts {
        var aliasTarget: String?
        var withoutAny: String
        var base: String

        init(_ registration: Factory, typeAliases: [String: TypeSyntax], tree: SyntaxTree) {
            let core = TypeNaming.core(of: registration.returnType)
            aliasTarget = Predictions.aliasTarget(of: registration, typeAliases: typeAliases, tree: tree)
            withoutAny = Predictions.identityWithoutAny(core, tree: tree)
            base = Predictions.baseName(of: core, tree: tree)
        }
    }

    /// The identity with every `any` keyword left out (`Array<any P>` → `Array<P>`).
    static func identityWithoutAny(_ type: TypeSyntax, tree: SyntaxTree) -> String {
        var text = ""
        var index = tree.tokenIndex(containing: type.range.start)
        while index < tree.tokens.count - 1, Int(tree.tokens[index].start) < type.range.end {
            let token = tree.tokens[index]
            if !(token.kind == .identifier && token.keyword == .any) {
                text += tree.canonicalText(of: token.range, removingBackticks: true)
            }
            index += 1
        }
        return text
    }

    /// The type's name path without generic arguments: `Domain.Repo` for `Domain.Repo<T>`.
    static func baseName(of type: TypeSyntax, tree: SyntaxTree) -> String {
        switch type.kind {
        case .identifier(let name, _): name.name
        case .member(let base, let name, _): baseName(of: base, tree: tree) + "." + name.name
        default: tree.canonicalText(of: type.range)
        }
    }

    static func aliasTarget(of registration: Factory, typeAliases: [String: TypeSyntax], tree: SyntaxTree) -> String? {
        guard case .identifier(let name, nil) = TypeNaming.core(of: registration.returnType).kind,
            let target = typeAliases[name.name]
        else { return nil }
        return TypeNaming.identity(of: target, in: tree)
    }
}

/// The messages this file's checks emit.
extension Message {
    /// Prediction: `name` (`self`, `super` or an instance member) used in a `.shared` factory body.
    static func sharedFactoryUsesInstanceMember(name: String, factory: String) -> MessageText {
        MessageText(
            english: "the compiler will reject \(quoted(name)) inside `.shared` factory \(quoted(factory))",
            cradle: "`.shared` Factory \(quoted(factory)) 안의 \(quoted(name)) 참조는 컴파일러가 거부합니다.")
    }

    /// Prediction: an attribute after a modifier, which Swift attaches to nothing.
    static func attributeAfterModifier(attribute: String, modifier: String) -> MessageText {
        MessageText(
            english: "the compiler will reject \(quoted("@" + attribute)) after the modifier \(quoted(modifier))",
            cradle: "\(quoted(modifier)) modifier 뒤에 쓴 \(quoted("@" + attribute)) attribute는 컴파일러가 거부합니다.")
    }

    /// Prediction: an attribute between a parameter's argument label and its name.
    static func attributeBetweenLabelAndName(attribute: String, label: String) -> MessageText {
        MessageText(
            english:
                "the compiler will reject \(quoted("@" + attribute)) between the argument label \(quoted(label)) and the parameter name",
            cradle:
                "\(quoted(label)) 인자 레이블과 매개변수 이름 사이에 쓴 \(quoted("@" + attribute)) attribute는 컴파일러가 거부합니다.")
    }

    /// Prediction: the generated `(T).init(…)` body of a bodyless factory returning a protocol.
    static func bodylessFactoryProtocolResult(type: String, factory: String) -> MessageText {
        MessageText(
            english:
                "the compiler will reject the generated body of \(quoted(factory)), because \(quoted(type)) is a protocol",
            cradle: "\(quoted(type)) 타입이 프로토콜이므로 \(quoted(factory)) Factory의 생성 본문은 컴파일러가 거부합니다.")
    }

    /// A missing registration whose type nearly matches the registration of `factory`.
    static func registrationNearMiss(type: String, registration: String, factory: String) -> MessageText {
        MessageText(
            english:
                "parameter type \(quoted(type)) nearly matches registration type \(quoted(registration)) of \(quoted(factory))",
            cradle: "매개변수 타입 \(quoted(type))의 표기가 \(quoted(factory)) Factory의 등록 타입 \(quoted(registration))에 가깝습니다.")
    }
}
