#if !canImport(SwiftUI)
    /// The window's presentations, modelled on UIKit's rules: one presentation per layer, and
    /// no presentation while another presentation or dismissal is in transition (UIKit drops
    /// it and logs). A dismissal asked for during a transition runs after it.
    @MainActor
    final class WindowModel {
        weak var host: ViewHost?
        private(set) var records: [PresentationRecord] = []
        private(set) var isPresentationInTransition = false
        private var queuedDismissals: [(record: PresentationRecord, byUser: Bool)] = []
        /// A swipe is under the user's finger.
        var isInteractive = false

        /// The level the user can touch: the topmost sheet or cover on screen, 0 for the base.
        var interactiveLevel: Int {
            records.filter(\.isOnScreen).map(\.level).max() ?? 0
        }

        /// The presentation that starts a level, if one is on screen or leaving.
        func record(atLevel level: Int) -> PresentationRecord? {
            records.last { $0.level == level && $0.state != .dismissed }
        }

        /// Presents, or drops the request as UIKit would; returns the record when presented.
        func present(
            itemID: AnyHashable, kind: PresentationRecord.Kind, from node: ViewNode,
            owner: PresentationController, transaction: Transaction
        ) -> PresentationRecord? {
            guard let host else { return nil }
            let level = node.environment.hostPresentationLevel + 1
            let name =
                switch kind {
                case .sheet: "a sheet"
                case .fullScreenCover: "a full-screen cover"
                case .popover: "a popover"
                case .alert: "an alert"
                case .confirmationDialog: "a confirmation dialog"
                }
            if isPresentationInTransition {
                host.record(
                    "Attempt to present \(name) (\(itemID)) while a presentation is in progress: "
                        + "dropped")
                return nil
            }
            if let existing = record(atLevel: level) {
                host.record(
                    "Attempt to present \(name) (\(itemID)) on a view which is already presenting "
                        + "(\(existing.itemID)): dropped")
                return nil
            }
            let record = PresentationRecord(
                level: level, kind: kind, itemID: itemID, owner: owner)
            records.append(record)
            run(.present, of: record, animated: !transaction.disablesAnimations, byUser: false) {
                record.state = .presented
                record.owner?.node?.invalidate(transaction: nil)
            }
            return record
        }

        /// Dismisses a presentation and every one above it, in one transition; after the
        /// transition when another one is running.
        func dismiss(_ record: PresentationRecord, byUser: Bool, animated: Bool = true) {
            guard record.isOnScreen else { return }
            guard !isPresentationInTransition else {
                if !queuedDismissals.contains(where: { $0.record === record }) {
                    queuedDismissals.append((record, byUser))
                }
                return
            }
            let leaving = records.filter { $0.level >= record.level && $0.isOnScreen }
                .sorted { $0.level > $1.level }
            for each in leaving { each.state = .dismissing }
            run(.dismiss, of: record, animated: animated, byUser: byUser) { [weak self] in
                for each in leaving {
                    each.state = .dismissed
                    self?.records.removeAll { $0 === each }
                    each.owner?.didDismiss(each, byUser: byUser && each === record)
                }
            }
        }

        private func run(
            _ kind: HostTransition.Kind, of record: PresentationRecord, animated: Bool,
            byUser: Bool, completion: @escaping () -> Void
        ) {
            guard let host else { return }
            let duration =
                animated ? (kind == .present ? host.timings.present : host.timings.dismiss) : .zero
            isPresentationInTransition = true
            host.recordTransition(kind, duration: duration, byUser: byUser)
            host.noteZoomCandidate { [weak record] in
                guard let record else { return nil }
                return record.owner?.node?.children.first { $0.key == record.childKey }
            }
            host.schedule(after: duration) { [weak self] in
                self?.isPresentationInTransition = false
                completion()
                self?.runQueuedDismissals()
            }
        }

        private func runQueuedDismissals() {
            while !isPresentationInTransition, !queuedDismissals.isEmpty {
                let (record, byUser) = queuedDismissals.removeFirst()
                dismiss(record, byUser: byUser)
            }
        }
    }
#endif
