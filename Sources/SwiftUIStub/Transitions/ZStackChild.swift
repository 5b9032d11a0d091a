#if !canImport(SwiftUI)
    /// One view of a `ZStack`'s content: where it sits, what it is, and its environment.
    struct ZStackChild {
        let key: ChildKey
        let view: any View
        let environment: EnvironmentValues

        var childView: ChildView { ChildView(key, view, environment) }
    }
#endif
