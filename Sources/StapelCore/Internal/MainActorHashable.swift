/// A `Hashable` value wrapped on the main actor, whose conformance may be isolated to it: the
/// default in an app target built with main-actor isolation by default.
///
/// The conformance is only used on the main actor, as the compiler would require: the hash and
/// the description are taken when the value is wrapped, and ``isEqual(to:)`` compares by value
/// on the main actor only. Elsewhere a box equals only itself, as a dynamic cast to an isolated
/// conformance fails away from its actor.
final class MainActorHashable: @unchecked Sendable {
    // Unchecked: `wrapped` is immutable and read on the main actor only.
    private let wrapped: any Hashable
    /// The wrapped value's type.
    let valueType: Any.Type
    /// The wrapped value's hash, taken when it was wrapped.
    let hash: Int
    /// The wrapped value's description, taken when it was wrapped.
    let description: String

    @MainActor
    init(_ value: some Hashable) {
        wrapped = value
        valueType = type(of: value)
        hash = AnyHashable(value).hashValue
        description = String(describing: value)
    }

    /// The value as a given type on the main actor; `nil` elsewhere or for another type.
    func value<Value>(as type: Value.Type) -> Value? {
        guard MainActorProbe.isCurrent else { return nil }
        return MainActor.assumeIsolated { UncheckedValue(wrapped as? Value) }.value
    }

    /// Whether the value equals another `Hashable` value: compared by value on the main actor,
    /// and by identity elsewhere.
    func isEqual(to other: AnyHashableSendable) -> Bool {
        if case .mainActor(let box) = other.storage, box === self { return true }
        guard hash == other.hashForEquality, MainActorProbe.isCurrent else { return false }
        return MainActor.assumeIsolated {
            switch other.storage {
            case .sendable(let base): AnyHashable(wrapped) == AnyHashable(base)
            case .mainActor(let box): AnyHashable(wrapped) == AnyHashable(box.wrapped)
            }
        }
    }
}

/// Carries a value out of `MainActor.assumeIsolated`, on the main actor where it came from.
private struct UncheckedValue<Value>: @unchecked Sendable {
    let value: Value?

    init(_ value: Value?) {
        self.value = value
    }
}
