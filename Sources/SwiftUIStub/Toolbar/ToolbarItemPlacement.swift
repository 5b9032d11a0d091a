#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    // public struct ToolbarItemPlacement` with the static placements below, `public static let`
    // there and computed here (the macOS-only
    // `accessoryBar(id:)` and the visionOS-only `bottomOrnament` left out), and `@available(*,
    // unavailable) extension ToolbarItemPlacement : Swift.Sendable`.
    /// Where a toolbar item goes: a semantic role the platform places, or a position.
    ///
    /// ```swift
    /// ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
    /// ```
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public struct ToolbarItemPlacement {
        let name: String

        /// The platform decides.
        public static var automatic: ToolbarItemPlacement {
            ToolbarItemPlacement(name: "automatic")
        }

        /// The center of the navigation bar, in place of the title.
        @available(watchOS, unavailable)
        public static var principal: ToolbarItemPlacement {
            ToolbarItemPlacement(name: "principal")
        }

        /// A navigation action, at the leading edge on iOS.
        @available(watchOS, unavailable)
        public static var navigation: ToolbarItemPlacement {
            ToolbarItemPlacement(name: "navigation")
        }

        /// The screen's most frequent action, at the trailing edge on iOS.
        public static var primaryAction: ToolbarItemPlacement {
            ToolbarItemPlacement(name: "primaryAction")
        }

        /// A less frequent action.
        @available(iOS 16.0, macOS 13.0, *)
        @available(tvOS, unavailable)
        @available(watchOS, unavailable)
        public static var secondaryAction: ToolbarItemPlacement {
            ToolbarItemPlacement(name: "secondaryAction")
        }

        /// A status, in the center of a bottom toolbar on iOS.
        @available(tvOS 18.0, *)
        @available(watchOS, unavailable)
        public static var status: ToolbarItemPlacement { ToolbarItemPlacement(name: "status") }

        /// Confirms a modal screen ("Done", "Save"), at the trailing edge on iOS.
        public static var confirmationAction: ToolbarItemPlacement {
            ToolbarItemPlacement(name: "confirmationAction")
        }

        /// Cancels a modal screen, at the leading edge on iOS.
        public static var cancellationAction: ToolbarItemPlacement {
            ToolbarItemPlacement(name: "cancellationAction")
        }

        /// A destructive action of a modal screen.
        public static var destructiveAction: ToolbarItemPlacement {
            ToolbarItemPlacement(name: "destructiveAction")
        }

        /// Above the keyboard.
        @available(iOS 15.0, macOS 12.0, *)
        @available(tvOS, unavailable)
        @available(watchOS, unavailable)
        @available(visionOS, unavailable)
        public static var keyboard: ToolbarItemPlacement { ToolbarItemPlacement(name: "keyboard") }

        /// The leading edge of the navigation bar.
        @available(iOS 14.0, tvOS 14.0, watchOS 10.0, *)
        @available(macOS, unavailable)
        public static var topBarLeading: ToolbarItemPlacement {
            ToolbarItemPlacement(name: "topBarLeading")
        }

        /// The trailing edge of the navigation bar.
        @available(iOS 14.0, tvOS 14.0, watchOS 10.0, *)
        @available(macOS, unavailable)
        public static var topBarTrailing: ToolbarItemPlacement {
            ToolbarItemPlacement(name: "topBarTrailing")
        }

        /// The leading edge of the navigation bar.
        @available(
            iOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarLeading instead"
        )
        @available(
            tvOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarLeading instead"
        )
        @available(macOS, unavailable)
        @available(watchOS, unavailable)
        @available(
            visionOS, introduced: 1.0, deprecated: 100000.0, message: "use topBarLeading instead"
        )
        public static var navigationBarLeading: ToolbarItemPlacement {
            ToolbarItemPlacement(name: "topBarLeading")
        }

        /// The trailing edge of the navigation bar.
        @available(
            iOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarTrailing instead"
        )
        @available(
            tvOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarTrailing instead"
        )
        @available(macOS, unavailable)
        @available(watchOS, unavailable)
        @available(
            visionOS, introduced: 1.0, deprecated: 100000.0, message: "use topBarTrailing instead"
        )
        public static var navigationBarTrailing: ToolbarItemPlacement {
            ToolbarItemPlacement(name: "topBarTrailing")
        }

        /// The bottom toolbar.
        @available(tvOS 18.0, watchOS 10.0, *)
        @available(macOS, unavailable)
        public static var bottomBar: ToolbarItemPlacement {
            ToolbarItemPlacement(name: "bottomBar")
        }
    }

    @available(*, unavailable)
    extension ToolbarItemPlacement: Sendable {}
#endif
