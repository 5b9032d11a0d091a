import Foundation

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

// The options' core values as SwiftUI's: one case to one case.

extension SheetDetent {
    /// The detent as SwiftUI's `PresentationDetent`.
    var presentationDetent: PresentationDetent {
        switch kind {
        case .medium: .medium
        case .large: .large
        case .fraction(let fraction): .fraction(CGFloat(fraction))
        case .height(let points): .height(CGFloat(points))
        }
    }
}

extension BackgroundInteraction {
    /// The interaction as SwiftUI's `PresentationBackgroundInteraction`.
    var swiftUIValue: PresentationBackgroundInteraction {
        switch kind {
        case .automatic: .automatic
        case .enabled: .enabled
        case .enabledUpThrough(let detent): .enabled(upThrough: detent.presentationDetent)
        case .disabled: .disabled
        }
    }
}

extension PopoverAdaptation? {
    /// What a presentation becomes in a compact width, as SwiftUI's `PresentationAdaptation`:
    /// the popover's adaptation, or the platform's for a route that is not a popover.
    var swiftUIValue: PresentationAdaptation {
        switch self {
        case nil: .automatic
        case .sheet: .sheet
        case .fullScreenCover: .fullScreenCover
        case .popover: .popover
        }
    }
}
