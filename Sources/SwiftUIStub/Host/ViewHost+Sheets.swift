#if !canImport(SwiftUI)
    extension ViewHost {
        /// Drags the sheet on top to one of its detents and lets go: the sheet rests there, and
        /// the selection binding of `presentationDetents(_:selection:)` is written, as UIKit
        /// reports a drag the user ended.
        ///
        /// ```swift
        /// try host.dragSheet(to: .large)
        /// await host.settle()
        /// ```
        /// - Parameter detent: One of the sheet's detents.
        /// - Throws: ``HostError/cannotResize(_:)`` when no sheet is on top, or the detent is
        ///   not one of the sheet's.
        public func dragSheet(to detent: PresentationDetent) throws {
            update()
            let level = window.interactiveLevel
            guard level > 0, let record = window.record(atLevel: level),
                window.style(of: record) == .sheet
            else {
                throw HostError.cannotResize("no sheet is on top")
            }
            guard let detents = record.detents, let node = detents.node else {
                throw HostError.cannotResize("the sheet has one detent, .large")
            }
            guard detents.detents.contains(detent) else {
                throw HostError.cannotResize(
                    "\(detent) is not one of the sheet's detents "
                        + "(\(detents.sortedDetents.map(\.hostDescription).joined(separator: ", ")))"
                )
            }
            detents.drag(to: detent, in: node)
            update()
        }

        /// Taps outside the popover on top: the user dismisses it, its binding is cleared when
        /// the transition ends, as a tap outside a popover does on iPad. Content with
        /// `interactiveDismissDisabled()` keeps it up.
        ///
        /// ```swift
        /// try host.tapOutsidePopover()
        /// await host.settle()
        /// ```
        /// - Throws: ``HostError/cannotDismiss(_:)`` when no popover is on top, or it is locked.
        public func tapOutsidePopover() throws {
            update()
            let level = window.interactiveLevel
            guard level > 0, let record = window.record(atLevel: level),
                window.style(of: record) == .popover
            else {
                throw HostError.cannotDismiss("no popover is on top")
            }
            guard !record.isDismissLocked else {
                throw HostError.cannotDismiss("the popover has interactiveDismissDisabled()")
            }
            window.dismiss(record, byUser: true)
            update()
        }

        /// Taps outside the confirmation dialog on top, as the user does to cancel it: its
        /// cancel button's action runs, if it has one, and it is dismissed, its binding cleared.
        ///
        /// ```swift
        /// try host.tapOutsideDialog()
        /// ```
        /// - Throws: ``HostError/cannotDismiss(_:)`` when no confirmation dialog is on top, as
        ///   for an alert, which only its buttons dismiss.
        public func tapOutsideDialog() throws {
            update()
            let level = window.interactiveLevel
            guard level > 0, let record = window.record(atLevel: level),
                record.kind == .confirmationDialog
            else {
                throw HostError.cannotDismiss(
                    "no confirmation dialog is on top (an alert is dismissed by its buttons only)")
            }
            let cancel = touchableNodes().first { $0.buttonRole == .cancel }
            if let tap = cancel?.controller as? TapTarget {
                tap.action()
            } else {
                window.dismiss(record, byUser: true)
            }
            update()
        }

        /// The detent the sheet on top rests at: `nil` when no sheet is on top, `.large` for a
        /// sheet without detents.
        ///
        /// ```swift
        /// #expect(host.sheetDetent == .medium)
        /// ```
        public var sheetDetent: PresentationDetent? {
            update()
            guard let record = window.record(atLevel: window.interactiveLevel),
                window.style(of: record) == .sheet
            else { return nil }
            return record.detents?.shown ?? .large
        }

        /// How each presentation on screen shows, bottom-most first: a popover becomes a sheet
        /// in a compact width, and back when the width is regular again.
        ///
        /// ```swift
        /// host.horizontalSizeClass = .compact
        /// #expect(host.presentationStyles == [.sheet])
        /// ```
        public var presentationStyles: [HostPresentationStyle] {
            update()
            return (1..<(window.interactiveLevel + 1)).compactMap { level in
                window.record(atLevel: level).map { window.style(of: $0) }
            }
        }
    }
#endif
