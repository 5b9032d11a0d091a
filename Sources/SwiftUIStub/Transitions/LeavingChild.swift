#if !canImport(SwiftUI)
    /// A view removed from a `ZStack` that stays drawn while its removal transition runs.
    struct LeavingChild {
        /// The view as it was last drawn.
        let child: ZStackChild
        /// Its place among the stack's views when it was removed.
        let index: Int
        /// The host timer that ends the transition.
        let timer: Int
    }
#endif
