#if !canImport(SwiftUI)
    /// Why a host query or user action could not be carried out.
    public enum HostError: Error, Equatable, CustomStringConvertible {
        /// Nothing on screen matches; the visible hierarchy is attached.
        case notFound(String, hierarchy: String)
        /// The element is not a control the user can tap or type into.
        case notInteractive(String)
        /// The control is disabled.
        case disabled(String)
        /// There is nothing to go back from, or a transition is running.
        case cannotGoBack(String)
        /// The topmost presentation cannot be swiped away.
        case cannotDismiss(String)
        /// The sheet on top cannot be dragged to that detent.
        case cannotResize(String)
        /// The app cannot open that window.
        case cannotOpenWindow(String)

        /// A readable description.
        public var description: String {
            switch self {
            case .notFound(let query, let hierarchy):
                "Nothing on screen matches \(query). On screen:\n\(hierarchy)"
            case .notInteractive(let what): "\(what) cannot be tapped or typed into"
            case .disabled(let what): "\(what) is disabled"
            case .cannotGoBack(let why): "Cannot go back: \(why)"
            case .cannotDismiss(let why): "Cannot swipe the presentation away: \(why)"
            case .cannotResize(let why): "Cannot drag the sheet: \(why)"
            case .cannotOpenWindow(let why): "Cannot open a window: \(why)"
            }
        }
    }
#endif
