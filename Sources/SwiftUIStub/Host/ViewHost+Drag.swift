#if !canImport(SwiftUI)
    import Foundation

    extension ViewHost {
        /// Puts a finger down, on the topmost view with a drag gesture in the layer the user
        /// can touch. The views around it whose gestures are simultaneous get the drag too,
        /// except gestures another finger is dragging: each follows one finger.
        ///
        /// The host lays nothing out, so the finger reaches that view wherever it is put down;
        /// locations are in that view's coordinates, on a screen of `ViewHost.screenSize`.
        ///
        /// ```swift
        /// let drag = try host.beginDrag(at: CGPoint(x: 5, y: 400))
        /// drag.move(to: CGPoint(x: 300, y: 400))
        /// drag.end()
        /// ```
        /// - Parameter location: Where the finger goes down.
        /// - Returns: The finger, to move and lift.
        /// - Throws: `HostError.notFound` when no view with a drag gesture is on screen.
        public func beginDrag(at location: CGPoint) throws -> HostDrag {
            update()
            guard
                let topmost = touchableNodes().last(where: {
                    hasDrag($0) && isHitTestable($0) && $0.environment.isEnabled
                })
            else {
                throw HostError.notFound("a view with a drag gesture", hierarchy: hierarchy)
            }
            let simultaneous = topmost.ancestors.filter {
                hasDrag($0) && ($0.controller as? GestureController)?.isSimultaneous == true
            }
            let free = ([topmost] + simultaneous).filter { !DragTarget.isHeld($0) }
            return HostDrag(host: self, targets: free.map(DragTarget.init), at: location)
        }

        /// Drags a finger from one point to another in even steps, and lifts it.
        ///
        /// ```swift
        /// try host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400))
        /// await host.settle()
        /// ```
        /// - Parameters:
        ///   - start: Where the finger goes down.
        ///   - end: Where it lifts.
        ///   - steps: How many moves it takes to get there.
        ///   - velocity: Its speed, in points per second, as it lifts.
        /// - Throws: `HostError.notFound` when no view with a drag gesture is on screen.
        public func drag(
            from start: CGPoint, to end: CGPoint, steps: Int = 4, velocity: CGSize = .zero
        ) throws {
            let drag = try beginDrag(at: start)
            let count = max(steps, 1)
            for step in 1...count {
                let fraction = CGFloat(step) / CGFloat(count)
                drag.move(
                    to: CGPoint(
                        x: start.x + (end.x - start.x) * fraction,
                        y: start.y + (end.y - start.y) * fraction),
                    velocity: velocity)
            }
            drag.end(velocity: velocity)
        }

        private func hasDrag(_ node: ViewNode) -> Bool {
            (node.controller as? GestureController)?.drag != nil
        }

        /// Whether touches reach a node: no `allowsHitTesting(false)` on it or around it.
        func isHitTestable(_ node: ViewNode) -> Bool {
            !sequence(first: node, next: { $0.parent }).contains { candidate in
                if case .allowsHitTesting(false) = candidate.attribute { return true }
                return false
            }
        }
    }
#endif
