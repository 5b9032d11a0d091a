#if !canImport(SwiftUI)
    /// A reference that does not keep its object alive.
    struct WeakReference {
        weak var object: AnyObject?

        init(_ object: AnyObject?) {
            self.object = object
        }
    }
#endif
