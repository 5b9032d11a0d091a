#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `public struct PresentationAdaptation : Swift.Sendable`
    // (iOS 16.4), with `public static var automatic`, `none`, `popover`, `sheet` and
    // `fullScreenCover`, each `{ get }`; not `Equatable`.
    /// What a presentation becomes in a compact size class: what the system chooses, nothing
    /// else, a popover, a sheet or a full-screen cover.
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    public struct PresentationAdaptation: Sendable {
        /// What the host makes of it.
        enum Kind: Sendable {
            case automatic
            case none
            case popover
            case sheet
            case fullScreenCover
        }

        let kind: Kind

        /// The system's choice: a popover becomes a sheet, a sheet stays a sheet.
        public static var automatic: PresentationAdaptation {
            PresentationAdaptation(kind: .automatic)
        }
        /// No adaptation, where the platform allows it.
        public static var none: PresentationAdaptation { PresentationAdaptation(kind: .none) }
        /// A popover, where the platform allows it.
        public static var popover: PresentationAdaptation { PresentationAdaptation(kind: .popover) }
        /// A sheet.
        public static var sheet: PresentationAdaptation { PresentationAdaptation(kind: .sheet) }
        /// A full-screen cover.
        public static var fullScreenCover: PresentationAdaptation {
            PresentationAdaptation(kind: .fullScreenCover)
        }
    }
#endif
