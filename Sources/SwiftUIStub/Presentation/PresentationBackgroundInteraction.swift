#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `public struct PresentationBackgroundInteraction :
    // Swift.Sendable` (iOS 16.4), with `public static var automatic`, `enabled` and `disabled`,
    // each `{ get }`, and `public static func enabled(upThrough detent:
    // SwiftUI.PresentationDetent) -> PresentationBackgroundInteraction`.
    /// Whether the views behind a sheet take touches while the sheet is up.
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    public struct PresentationBackgroundInteraction: Sendable {
        /// What the host makes of it.
        enum Kind: Sendable {
            case automatic
            case enabled
            case enabledUpThrough(PresentationDetent)
            case disabled
        }

        let kind: Kind

        /// The system's choice: the views behind a sheet are dimmed and take no touches.
        public static var automatic: PresentationBackgroundInteraction {
            PresentationBackgroundInteraction(kind: .automatic)
        }
        /// The views behind take touches at every detent.
        public static var enabled: PresentationBackgroundInteraction {
            PresentationBackgroundInteraction(kind: .enabled)
        }
        /// The views behind take touches while the sheet rests at or below a detent.
        public static func enabled(upThrough detent: PresentationDetent)
            -> PresentationBackgroundInteraction
        {
            PresentationBackgroundInteraction(kind: .enabledUpThrough(detent))
        }
        /// The views behind take no touches.
        public static var disabled: PresentationBackgroundInteraction {
            PresentationBackgroundInteraction(kind: .disabled)
        }
    }
#endif
