#if !canImport(SwiftUI)
    /// The host's own environment values: the window, the presentation level a view is in, and
    /// the navigation stack it is in.
    extension EnvironmentValues {
        var hostWindow: WindowModel? {
            get { self[HostWindowKey.self].object as? WindowModel }
            set { self[HostWindowKey.self] = HostObjectReference(newValue) }
        }

        /// 0 for the base layer, 1 for a sheet over it, and so on.
        var hostPresentationLevel: Int {
            get { self[HostPresentationLevelKey.self] }
            set { self[HostPresentationLevelKey.self] = newValue }
        }

        var hostNavigation: NavigationController? {
            get { self[HostNavigationKey.self].object as? NavigationController }
            set { self[HostNavigationKey.self] = HostObjectReference(newValue) }
        }
    }

    private enum HostWindowKey: EnvironmentKey {
        static let defaultValue = HostObjectReference(nil)
    }

    private enum HostPresentationLevelKey: EnvironmentKey {
        static let defaultValue = 0
    }

    private enum HostNavigationKey: EnvironmentKey {
        static let defaultValue = HostObjectReference(nil)
    }

    /// A weak reference to a host object in the environment, equal when it is the same object.
    struct HostObjectReference: Equatable, @unchecked Sendable {
        weak var object: AnyObject?

        init(_ object: AnyObject?) {
            self.object = object
        }

        static func == (lhs: HostObjectReference, rhs: HostObjectReference) -> Bool {
            lhs.object === rhs.object
        }
    }
#endif
