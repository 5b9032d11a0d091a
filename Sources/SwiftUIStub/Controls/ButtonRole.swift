#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `public struct ButtonRole : Swift.Equatable, Swift.Sendable`.
    /// What a button does, which can change how it looks.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public struct ButtonRole: Equatable, Sendable {
        let name: String
        /// A button that deletes data.
        public static let destructive = ButtonRole(name: "destructive")
        /// A button that cancels.
        public static let cancel = ButtonRole(name: "cancel")
    }
#endif
