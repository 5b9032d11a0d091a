/// A type-erased value that is both `Hashable` and `Sendable`.
struct AnyHashableSendable: Hashable, Sendable {
    let base: any Hashable & Sendable

    init(_ base: some Hashable & Sendable) {
        if let erased = base as? AnyHashableSendable {
            self = erased
        } else {
            self.base = base
        }
    }

    static func == (lhs: AnyHashableSendable, rhs: AnyHashableSendable) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    func hash(into hasher: inout Hasher) {
        AnyHashable(base).hash(into: &hasher)
    }
}
