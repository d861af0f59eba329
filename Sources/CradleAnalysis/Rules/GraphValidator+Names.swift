import CradleSyntax

extension GraphValidator {
    /// The registered providers (§4.5): valid factories without `@External` parameters.
    var registered: [Factory] { factories.filter { !$0.isExternal } }

    /// Raw names (backticks kept, `cradle.md` §8.4) of instance properties and zero-parameter
    /// instance methods: what a generated property or a source storage property collides with.
    var propertyLikeMemberNames: Set<String> {
        var names: Set<String> = []
        for member in members where !MemberNames.isStatic(member.declaration) {
            switch member.declaration {
            case .variable(let variable):
                for name in variable.bindings.flatMap(\.names) { names.insert(name.text) }
            case .function(let function) where function.parameters.parameters.isEmpty:
                names.insert(function.name.text)
            default:
                break
            }
        }
        return names
    }

    /// Step 13, sources: #18, #19 between sources, #19 against members and providers, #20/#21.
    mutating func checkSourceDeclarations() {
        guard !sources.isEmpty else { return }
        var firstByIdentity: [String: SourceElement] = [:]
        var distinct: [SourceElement] = []
        for source in sources {
            if let first = firstByIdentity[source.type.identity] {
                emit(
                    .sourcesDuplicate, Message.sourcesDuplicate(type: source.type.text), source.range,
                    notes: [note(first.range, Message.sourceGraphNote(type: first.type.text))],
                    fixes: FixBuilder.removeSourceElement(source, file: file, tree: tree))
            } else {
                firstByIdentity[source.type.identity] = source
                distinct.append(source)
            }
        }
        var firstByName: [String: SourceElement] = [:]
        for source in distinct {
            let name = source.type.comparisonName
            if let first = firstByName[name] {
                emit(
                    .sourcesNameCollision, Message.sourcesNameCollision(name: name), source.range,
                    notes: [note(first.range, Message.sourceGraphNote(type: first.type.text))])
            } else {
                firstByName[name] = source
            }
        }
        let memberNames = propertyLikeMemberNames
        let providerNames = Set(registered.map(\.comparisonName))
        for source in distinct {
            let name = source.type.comparisonName
            if memberNames.contains(source.type.generatedName) || providerNames.contains(name) {
                emit(.sourcesNameCollision, Message.sourcesNameCollision(name: name), source.range)
            }
        }
        for conflict in initializationConflicts() {
            if conflict.isInitializer {
                emit(.sourcesUserInitializer, Message.sourcesUserInitializer(), conflict.range)
            } else {
                emit(.sourcesUninitializedStoredProperty, Message.sourcesUninitializedStoredProperty(), conflict.range)
            }
        }
    }

    /// Step 13, providers: #34 or #35 once per group, and #36, per registered provider in order.
    mutating func checkRegistrationNames() {
        let providers = registered
        let memberNames = propertyLikeMemberNames
        // Counted first: the groups themselves are gathered only for a name or type written twice.
        var identityCounts: [String: Int] = [:]
        var nameCounts: [String: Int] = [:]
        identityCounts.reserveCapacity(providers.count)
        nameCounts.reserveCapacity(providers.count)
        for provider in providers {
            identityCounts[provider.identity, default: 0] += 1
            nameCounts[provider.comparisonName, default: 0] += 1
        }
        var reportedIdentities: Set<String> = []
        var reportedNames: Set<String> = []
        for provider in providers {
            if identityCounts[provider.identity, default: 0] > 1 {
                if reportedIdentities.insert(provider.identity).inserted {
                    let sameIdentity = providers.filter { $0.identity == provider.identity }
                    emit(
                        .duplicateRegistration, Message.duplicateRegistration(type: provider.returnText),
                        provider.returnType.range, notes: sameIdentity.map(registrationNote))
                }
            } else if nameCounts[provider.comparisonName, default: 0] > 1, reportedNames.insert(provider.comparisonName).inserted
            {
                // This provider's type is registered once, so the others of its name have other types.
                let sameName = providers.filter { $0.comparisonName == provider.comparisonName }
                emit(
                    .duplicateAccessorName, Message.duplicateAccessorName(name: provider.comparisonName),
                    provider.returnType.range, notes: sameName.map(registrationNote))
            }
            if memberNames.contains(provider.comparisonName) {
                emit(.accessorMemberCollision, Message.accessorMemberCollision(), provider.provide.range)
            }
        }
    }

    func registrationNote(_ factory: Factory) -> RelatedNote {
        note(factory.provide.range, Message.duplicateAccessorProviderNote(factory: factory.name, type: factory.returnText))
    }

    /// Step 13, #37: an external provider's method name against other factories' names, source
    /// storage names and instance members (backticks ignored, static members ignored). One
    /// diagnostic per name, at the first external provider that has it.
    mutating func checkExternalMethodNames() {
        var reported: Set<String> = []
        for external in factories where external.isExternal {
            let name = external.comparisonName
            guard !reported.contains(name) else { continue }
            var notes: [RelatedNote] = []
            for other in factories where other !== external && other.comparisonName == name {
                notes.append(note(other.provide.range, Message.collidingFactoryNote(factory: other.name, name: name)))
            }
            for source in sources where source.type.comparisonName == name {
                notes.append(note(source.range, Message.collidingSourceNote(type: source.type.text, name: name)))
            }
            for member in members where !MemberNames.isStatic(member.declaration) {
                // Every instance function counts, factories (this one included) among them.
                switch member.declaration {
                case .function(let function) where function.name.name == name:
                    notes.append(note(member.declaration.range, Message.collidingMemberNote(name: name)))
                case .variable(let variable) where variable.bindings.flatMap(\.names).contains(where: { $0.name == name }):
                    notes.append(note(member.declaration.range, Message.collidingMemberNote(name: name)))
                default:
                    break
                }
            }
            guard !notes.isEmpty else { continue }
            reported.insert(name)
            emit(
                .externalMethodNameCollision, Message.externalMethodNameCollision(name: name), external.returnType.range,
                notes: notes)
        }
    }

    /// Step 14, #13: members named `override` or `OverrideBuilder`, of any kind.
    mutating func checkOverrideNames() {
        for member in members {
            for name in MemberNames.names(of: member.declaration) where name.name == "override" || name.name == "OverrideBuilder"
            {
                emit(.overridesNameCollision, Message.overridesNameCollision(name: name.name), member.declaration.range)
            }
        }
    }
}

/// The messages this file's checks emit.
extension Message {
    /// #13 `overrides-name-collision`; `name` is `override` or `OverrideBuilder`.
    static func overridesNameCollision(name: String) -> MessageText {
        MessageText(
            english: "the name \(quoted(name)) that typed overrides generate clashes with an existing member",
            cradle: "타입 지정 override가 생성할 `\(name)` 이름이 기존 member와 충돌합니다.")
    }

    /// #18 `sources-duplicate`; `type` is the duplicated element's type as written.
    static func sourcesDuplicate(type: String) -> MessageText {
        MessageText(
            english: "source graph \(quoted(type)) is duplicated",
            cradle: "`\(type)` source graph가 중복되었습니다.")
    }

    /// #19 `sources-name-collision`; `name` is the generated storage name.
    static func sourcesNameCollision(name: String) -> MessageText {
        MessageText(
            english: "source storage property name \(quoted(name)) collides with another name",
            cradle: "`\(name)` source 저장 프로퍼티 이름이 충돌합니다.")
    }

    /// #20 `sources-user-initializer`.
    static func sourcesUserInitializer() -> MessageText {
        MessageText(
            english: "a `sources` graph cannot declare an initializer",
            cradle: "`sources` graph는 initializer를 직접 선언할 수 없습니다.")
    }

    /// #21 `sources-uninitialized-stored-property`.
    static func sourcesUninitializedStoredProperty() -> MessageText {
        MessageText(
            english: "a `sources` graph cannot declare instance stored properties without an initial value",
            cradle: "`sources` graph는 초기값 없는 인스턴스 저장 프로퍼티를 선언할 수 없습니다.")
    }

    /// #34 `duplicate-registration`; `type` is the first provider's return type as written.
    static func duplicateRegistration(type: String) -> MessageText {
        MessageText(
            english: "registration type \(quoted(type)) is duplicated",
            cradle: "`\(type)` 등록 타입이 중복됩니다.")
    }

    /// #35 `duplicate-accessor-name`; `name` is the comparison name (no backticks).
    static func duplicateAccessorName(name: String) -> MessageText {
        MessageText(
            english: "more than one registration makes generated property \(quoted(name))",
            cradle: "`\(name)` 생성 프로퍼티를 만드는 등록이 중복됩니다.")
    }

    /// #36 `accessor-member-collision`.
    static func accessorMemberCollision() -> MessageText {
        MessageText(
            english: "the generated property name collides with an existing instance member",
            cradle: "생성 프로퍼티 이름이 기존 인스턴스 멤버와 충돌합니다.")
    }

    /// #37 `external-method-name-collision`; `name` is the external provider's method name.
    static func externalMethodNameCollision(name: String) -> MessageText {
        MessageText(
            english: "generated method name \(quoted(name)) collides with an existing graph member",
            cradle: "`\(name)` 생성 메서드 이름이 기존 graph 멤버와 충돌합니다.")
    }

    /// Note of #18 and #19 (note id `sourceGraph`), at the first occurrence.
    static func sourceGraphNote(type: String) -> MessageText {
        MessageText(
            english: "source graph \(quoted(type)) is declared here",
            cradle: "`\(type)` source graph가 여기에서 선언되었습니다.")
    }

    /// Note of #34 and #35 (note id `duplicateAccessorProvider`), at each group member's `@Provide`.
    /// Cradle quotes the return type as written without looking for backticks it already has.
    static func duplicateAccessorProviderNote(factory: String, type: String) -> MessageText {
        MessageText(
            english: "factory \(quoted(factory))'s registration; registration type \(quoted(type))",
            cradle: "\(quoted(factory)) Factory의 등록입니다. 등록 타입은 `\(type)`입니다.")
    }

    /// Note of #37 (note id `externalMethodNameCollisionMember`) at a conflicting factory's `@Provide`.
    static func collidingFactoryNote(factory: String, name: String) -> MessageText {
        MessageText(
            english: "factory \(quoted(factory)) creates generated member \(quoted(name))",
            cradle: "\(quoted(factory)) Factory가 `\(name)` 생성 멤버를 만듭니다.")
    }

    /// Note of #37 (note id `externalMethodNameCollisionMember`) at a conflicting `sources:` element.
    static func collidingSourceNote(type: String, name: String) -> MessageText {
        MessageText(
            english: "source graph \(quoted(type)) creates stored property \(quoted(name))",
            cradle: "`\(type)` source graph가 `\(name)` 저장 프로퍼티를 만듭니다.")
    }

    /// Note of #37 (note id `externalMethodNameCollisionMember`) at a conflicting member declaration.
    static func collidingMemberNote(name: String) -> MessageText {
        MessageText(
            english: "instance member \(quoted(name)) uses the same name",
            cradle: "`\(name)` 인스턴스 멤버가 같은 이름을 사용합니다.")
    }
}
