#if !canImport(SwiftUI)
    /// One child a primitive view asks the host to keep: where it sits, what it is, and the
    /// environment it sees.
    struct ChildView {
        let key: ChildKey
        let view: any View
        let environment: EnvironmentValues

        init(_ key: ChildKey, _ view: any View, _ environment: EnvironmentValues) {
            self.key = key
            self.view = view
            self.environment = environment
        }
    }
#endif
