#if !canImport(SwiftUI)
    /// What the evaluation counts measure, in the order a host performs them, each starting from
    /// a stack of a given depth.
    enum CountedAction: String, CaseIterable, CustomStringConvertible {
        /// A push onto the stack.
        case push
        /// The pop of that screen.
        case pop
        /// A sheet without navigation, over the stack.
        case present
        /// Its dismissal.
        case dismiss
        /// The deep link: the stack's screens replaced by the link's six routes.
        case deepLink

        var description: String { rawValue }
    }
#endif
