#if !canImport(SwiftUI)
    /// A gesture the host can perform as a drag: `DragGesture`, and the gestures that add
    /// actions to one.
    @MainActor
    protocol HostDragGesture {
        /// The drag's actions, or `nil` when the gesture is not a drag.
        var dragHandlers: DragHandlers? { get }
    }

    extension DragGesture: HostDragGesture {
        var dragHandlers: DragHandlers? { DragHandlers(minimumDistance: minimumDistance) }
    }

    extension _ChangedGesture: HostDragGesture {
        var dragHandlers: DragHandlers? {
            guard var handlers = (content as? any HostDragGesture)?.dragHandlers,
                let action = action as? (DragGesture.Value) -> Void
            else { return nil }
            handlers.changed.append(action)
            return handlers
        }
    }

    extension _EndedGesture: HostDragGesture {
        var dragHandlers: DragHandlers? {
            guard var handlers = (content as? any HostDragGesture)?.dragHandlers,
                let action = action as? (DragGesture.Value) -> Void
            else { return nil }
            handlers.ended.append(action)
            return handlers
        }
    }

    extension GestureStateGesture: HostDragGesture {
        var dragHandlers: DragHandlers? {
            guard var handlers = (base as? any HostDragGesture)?.dragHandlers else { return nil }
            let state = self.state
            let body = self.body
            handlers.updating.append { dragValue in
                guard let value = dragValue as? Value else { return }
                var updated = state.wrappedValue
                var transaction = Transaction()
                body(value, &updated, &transaction)
                state.update(to: updated, in: transaction)
            }
            handlers.resets.append { state.resetToInitialValue() }
            return handlers
        }
    }
#endif
