import Foundation

/// The key under which a decoder's user info carries a ``ScreenTypeRegistry``.
extension CodingUserInfoKey {
    static let stapelScreenTypes = CodingUserInfoKey(rawValue: "Stapel.ScreenTypeRegistry")!
}
