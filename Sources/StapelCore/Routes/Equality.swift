/// Whether two values are known to be equal: `true` only if they are `Equatable` and equal.
///
/// The stack uses it to skip updates that change nothing, for screens of any type.
func areKnownEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return lhs.isEqual(to: rhs)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
