/// A type-erased value that is both `Hashable` and `Sendable`: a `Sendable` value, or a value
/// wrapped on the main actor (see ``MainActorHashable``).
///
/// Equal values are equal whichever way they were wrapped, and hash alike.
struct AnyHashableSendable: Hashable, Sendable {
    enum Storage: Sendable {
        case sendable(any Hashable & Sendable)
        case mainActor(MainActorHashable)
    }

    let storage: Storage

    init(_ base: some Hashable & Sendable) {
        if let erased = base as? AnyHashableSendable {
            self = erased
        } else {
            storage = .sendable(base)
        }
    }

    /// Wraps a value whose `Hashable` conformance may be isolated to the main actor.
    @MainActor
    init(mainActor value: some Hashable) {
        storage = .mainActor(MainActorHashable(value))
    }

    /// The wrapped value, or for a value wrapped on the main actor, this box.
    var base: any Hashable & Sendable {
        switch storage {
        case .sendable(let base): base
        case .mainActor: self
        }
    }

    /// The wrapped value as a given type, or `nil`; a value wrapped on the main actor is read on
    /// the main thread only.
    func value<Value>(as type: Value.Type) -> Value? {
        switch storage {
        case .sendable(let base): base as? Value
        case .mainActor(let box): box.value(as: type)
        }
    }

    /// The wrapped value's type.
    var valueType: Any.Type {
        switch storage {
        case .sendable(let base): type(of: base)
        case .mainActor(let box): box.valueType
        }
    }

    /// The wrapped value's description.
    var description: String {
        switch storage {
        case .sendable(let base): String(describing: base)
        case .mainActor(let box): box.description
        }
    }

    /// The hash both kinds of storage agree on, so that equal values hash alike.
    var hashForEquality: Int {
        switch storage {
        case .sendable(let base): AnyHashable(base).hashValue
        case .mainActor(let box): box.hash
        }
    }

    static func == (lhs: AnyHashableSendable, rhs: AnyHashableSendable) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.sendable(let left), .sendable(let right)): AnyHashable(left) == AnyHashable(right)
        case (.mainActor(let box), _): box.isEqual(to: rhs)
        case (.sendable, .mainActor(let box)): box.isEqual(to: lhs)
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hashForEquality)
    }
}
