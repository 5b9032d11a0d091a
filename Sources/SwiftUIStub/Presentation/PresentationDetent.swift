#if !canImport(SwiftUI)
    import Foundation

    // SwiftUI, iOS 18.0 interface: `public struct PresentationDetent : Swift.Hashable,
    // Swift.Sendable` (iOS 16.0), with `public static let medium`, `public static let large`,
    // `public static func fraction(_ fraction: CoreFoundation.CGFloat) -> PresentationDetent` and
    // `public static func height(_ height: CoreFoundation.CGFloat) -> PresentationDetent`. The
    // stub leaves out `custom(_:)`, `CustomPresentationDetent` and `Context`: nothing uses them.
    /// A height a sheet rests at: half the screen, all of it, a share of it, or a fixed height.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public struct PresentationDetent: Hashable, Sendable {
        /// What the detent is, for the host's model of heights.
        enum Kind: Hashable, Sendable {
            case medium
            case large
            case fraction(CGFloat)
            case height(CGFloat)
        }

        let kind: Kind

        /// About half the height of the screen.
        public static let medium = PresentationDetent(kind: .medium)
        /// The full height a sheet takes.
        public static let large = PresentationDetent(kind: .large)

        /// A share of the full height, such as `0.25`.
        public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
            PresentationDetent(kind: .fraction(fraction))
        }

        /// A fixed height in points.
        public static func height(_ height: CGFloat) -> PresentationDetent {
            PresentationDetent(kind: .height(height))
        }

        /// The sheet's height at this detent, in the host's model: `large` is the full height,
        /// `medium` half of it, a fraction that share, a fixed height at most the full height.
        func hostHeight(fullHeight: CGFloat) -> CGFloat {
            switch kind {
            case .medium: fullHeight / 2
            case .large: fullHeight
            case .fraction(let fraction): fullHeight * min(max(fraction, 0), 1)
            case .height(let height): min(max(height, 0), fullHeight)
            }
        }
    }

    // Not Apple's: `PresentationDetent` has no `CustomStringConvertible` conformance in the
    // iOS 18.0 or 26.0 interface, so the host's own text for its log is internal.
    extension PresentationDetent {
        /// The detent as code spells it, such as `.fraction(0.25)`, for the host's log.
        var hostDescription: String {
            switch kind {
            case .medium: ".medium"
            case .large: ".large"
            case .fraction(let fraction): ".fraction(\(fraction))"
            case .height(let height): ".height(\(height))"
            }
        }
    }
#endif
