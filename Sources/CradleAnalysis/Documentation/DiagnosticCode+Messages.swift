/// One code's message and notes with placeholder names, as `--explain` and the README show them.
public struct MessageSample: Sendable, Hashable {
    /// The diagnostic's message.
    public var message: MessageText
    /// Its related notes, in the order the compiler lists them.
    public var notes: [MessageText]
}

extension DiagnosticCode {
    /// The message and notes of this code, rendered by the same functions the checks call, with
    /// placeholder names (`T`, `makeT`, …) where a finding names the user's code.
    public var messageSample: MessageSample {
        switch self {
        case .graphInvalidTarget: MessageSample(message: Message.graphInvalidTarget(), notes: [])
        case .graphLifetimeInvalid: MessageSample(message: Message.graphLifetimeInvalid(), notes: [])
        case .sharedGraphRequiresSendable: MessageSample(message: Message.sharedGraphRequiresSendable(), notes: [])
        case .sharedGraphUncheckedSendable: MessageSample(message: Message.sharedGraphUncheckedSendable(), notes: [])
        case .sharedGraphMemberCollision: MessageSample(message: Message.sharedGraphMemberCollision(), notes: [])
        case .inputInvalid: MessageSample(message: Message.inputInvalid(), notes: [])
        case .inputOnActor: MessageSample(message: Message.inputOnActor(), notes: [])
        case .inputOnSharedGraph: MessageSample(message: Message.inputOnSharedGraph(), notes: [])
        case .inputInitializationConflict: MessageSample(message: Message.inputInitializationConflict(), notes: [])
        case .overridesInvalid: MessageSample(message: Message.overridesInvalid(), notes: [])
        case .overridesUserInitializer: MessageSample(message: Message.overridesUserInitializer(), notes: [])
        case .overridesUninitializedStoredProperty:
            MessageSample(message: Message.overridesUninitializedStoredProperty(), notes: [])
        case .overridesNameCollision: MessageSample(message: Message.overridesNameCollision(name: "override"), notes: [])
        case .diagramInvalid: MessageSample(message: Message.diagramInvalid(), notes: [])
        case .sourcesInvalid: MessageSample(message: Message.sourcesInvalid(), notes: [])
        case .sourcesEmpty: MessageSample(message: Message.sourcesEmpty(), notes: [])
        case .sourcesInvalidElement: MessageSample(message: Message.sourcesInvalidElement(), notes: [])
        case .sourcesDuplicate:
            MessageSample(
                message: Message.sourcesDuplicate(type: "SourceGraph"), notes: [Message.sourceGraphNote(type: "SourceGraph")])
        case .sourcesNameCollision:
            MessageSample(
                message: Message.sourcesNameCollision(name: "sourceGraph"),
                notes: [Message.sourceGraphNote(type: "SourceGraph")])
        case .sourcesUserInitializer: MessageSample(message: Message.sourcesUserInitializer(), notes: [])
        case .sourcesUninitializedStoredProperty:
            MessageSample(message: Message.sourcesUninitializedStoredProperty(), notes: [])
        case .sourcesOnActor: MessageSample(message: Message.sourcesOnActor(), notes: [])
        case .provideMisplaced: MessageSample(message: Message.provideMisplaced(), notes: [])
        case .providerNotPrivateMethod: MessageSample(message: Message.providerNotPrivateMethod(), notes: [])
        case .providerInvalidSignature: MessageSample(message: Message.providerInvalidSignature(), notes: [])
        case .providerOptionalType: MessageSample(message: Message.providerOptionalType(), notes: [])
        case .providerInvalidParameter: MessageSample(message: Message.providerInvalidParameter(), notes: [])
        case .externalInvalidParameter: MessageSample(message: Message.externalInvalidParameter(), notes: [])
        case .providerMissingReturnType: MessageSample(message: Message.providerMissingReturnType(), notes: [])
        case .providerUnsupportedReturnType: MessageSample(message: Message.providerUnsupportedReturnType(), notes: [])
        case .providerInvalidAccessorName: MessageSample(message: Message.providerInvalidAccessorName(), notes: [])
        case .providerInvalidLifetime: MessageSample(message: Message.providerInvalidLifetime(), notes: [])
        case .externalRequiresTransient:
            MessageSample(
                message: Message.externalRequiresTransient(), notes: [Message.externalProviderLifetimeNote(factory: "makeT")])
        case .duplicateRegistration:
            MessageSample(
                message: Message.duplicateRegistration(type: "T"),
                notes: [
                    Message.duplicateAccessorProviderNote(factory: "makeT", type: "T"),
                    Message.duplicateAccessorProviderNote(factory: "makeOtherT", type: "T"),
                ])
        case .duplicateAccessorName:
            MessageSample(
                message: Message.duplicateAccessorName(name: "t"),
                notes: [
                    Message.duplicateAccessorProviderNote(factory: "makeT", type: "T"),
                    Message.duplicateAccessorProviderNote(factory: "makeModuleT", type: "Module.T"),
                ])
        case .accessorMemberCollision: MessageSample(message: Message.accessorMemberCollision(), notes: [])
        case .externalMethodNameCollision:
            MessageSample(
                message: Message.externalMethodNameCollision(name: "t"),
                notes: [
                    Message.collidingFactoryNote(factory: "makeT", name: "t"),
                    Message.collidingSourceNote(type: "T", name: "t"),
                    Message.collidingMemberNote(name: "t"),
                ])
        case .missingRegistration:
            MessageSample(
                message: Message.missingRegistration(type: "T", factory: "makeU"),
                notes: [Message.missingRegistrationProviderNote(factory: "makeU")])
        case .externalResultDependency:
            MessageSample(
                message: Message.externalResultDependency(type: "T"),
                notes: [Message.externalResultProviderNote(factory: "makeT")])
        case .lifetimeSharedToTransient: MessageSample(message: Message.lifetimeSharedToTransient(), notes: [])
        case .lifetimeSharedToLazy: MessageSample(message: Message.lifetimeSharedToLazy(), notes: [])
        case .lifetimeLazyToTransient: MessageSample(message: Message.lifetimeLazyToTransient(), notes: [])
        case .circularDependency:
            MessageSample(
                message: Message.circularDependency(path: ["a", "b"]),
                notes: [
                    Message.circularDependencyProviderNote(factory: "makeA", name: "a"),
                    Message.circularDependencyProviderNote(factory: "makeB", name: "b"),
                ])
        case .sharedFactoryUsesInstanceMember:
            MessageSample(message: Message.sharedFactoryUsesInstanceMember(name: "self", factory: "makeT"), notes: [])
        case .bodylessFactoryProtocolResult:
            MessageSample(message: Message.bodylessFactoryProtocolResult(type: "any P", factory: "makeP"), notes: [])
        case .attributeMisplaced:
            MessageSample(message: Message.attributeAfterModifier(attribute: "Provide", modifier: "private"), notes: [])
        case .graphArgumentOrder:
            MessageSample(message: Message.graphArgumentOrder(label: "input", expression: "", after: "sources:"), notes: [])
        case .overrideWithoutOverrides: MessageSample(message: Message.overrideWithoutOverrides(graph: "G"), notes: [])
        case .overrideExtraArgument:
            MessageSample(message: Message.overrideExtraArgument(label: "t", graph: "G", isRepeated: false), notes: [])
        case .overrideArgumentOrder:
            MessageSample(message: Message.overrideArgumentOrder(label: "t", before: "u", graph: "G"), notes: [])
        case .overrideClosureArity:
            MessageSample(message: Message.overrideClosureArity(label: "t", written: 1, factory: "makeT", expected: 0), notes: [])
        case .registrationNearMiss:
            MessageSample(
                message: Message.registrationNearMiss(type: "Array<T>", registration: "[T]", factory: "makeTs"), notes: [])
        case .unusedRegistration: MessageSample(message: Message.unusedRegistration(type: "T", factory: "makeT"), notes: [])
        case .unresolvedSource: MessageSample(message: Message.unresolvedSource(type: "SourceGraph"), notes: [])
        case .invalidSuppression: MessageSample(message: Message.suppressionWithoutCode(), notes: [])
        case .analysisFanOut: MessageSample(message: Message.analysisFanOut(factory: "makeT", count: 12, limit: 10), notes: [])
        case .analysisFanIn:
            MessageSample(message: Message.analysisFanIn(accessor: "t", factory: "makeT", count: 12, limit: 10), notes: [])
        case .analysisChainLength:
            MessageSample(message: Message.analysisChainLength(chain: ["a", "b", "c"], limit: 1), notes: [])
        }
    }
}
