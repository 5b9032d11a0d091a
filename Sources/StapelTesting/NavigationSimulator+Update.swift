@_spi(StapelUI) import StapelCore

extension NavigationSimulator {
    /// Draws the stack's routes as one SwiftUI update: transitions start, a presentation UIKit
    /// would drop is dropped, presented screens appear, and a drawn plan step is reported.
    ///
    /// It draws what the stack asks SwiftUI to show: a presentation the stack holds back while
    /// another is in transition is not drawn yet. A presentation that replaces one on screen
    /// over the same layer comes in once the one it replaces has gone, as SwiftUI does when a
    /// `sheet(item:)`'s item changes; it is not dropped. The first update makes the root
    /// appear, which tells the stack that a UI draws it, and shows every route the stack holds
    /// then at once, as SwiftUI's first render does.
    ///
    /// ```swift
    /// stack.push(.inbox)
    /// simulator.update()
    /// ```
    /// - Returns: Whether anything changed on screen.
    @discardableResult
    public func update() -> Bool {
        deliverValueChange()
        let model = stack.drawnRoutes
        var target = model
        var busy = now < presentationBusyUntil
        for (index, route) in target.enumerated() where awaitsPresentation(route) {
            let asked = DroppedAttempt(
                id: route.id, attempt: stack.presentationAttempt(of: route.id))
            if !dropped.contains(asked),
                replacesShownPresentation(at: index, of: target)
                    || (busy && waitingReplacement == asked)
            {
                waitingReplacement = asked
                target = Array(target[..<index])
                break
            }
            if dropped.contains(asked) || busy {
                if dropped.insert(asked).inserted { droppedPresentations.append(route.id) }
                target = Array(target[..<index])
                break
            }
            busy = true
        }
        var drawn = target
        let structureChanged = shown.map(\.id) != target.map(\.id)
        // SwiftUI's first render shows what the stack holds at once; later updates are judged,
        // except the one right after the user changed the screen.
        if structureChanged, hasDrawn, !userChangedSinceUpdate,
            !RoutePlanner.isValidStep(
                from: shown, to: withoutInitialContent(of: target), capabilities: stack.capabilities
            )
        {
            invalidUpdates.append(
                "at \(now): \(Self.describe(shown)) -> \(Self.describe(target)) in one update")
            drawn =
                RoutePlanner.steps(from: shown, to: target, capabilities: stack.capabilities).first
                ?? target
        }
        let changed =
            drawn.map(\.id) != shown.map(\.id) || shown.contains(where: awaitsPresentation)
        let appeared = startTransitions(to: drawn)
        shown = drawn
        userChangedSinceUpdate = false
        hasDrawn = true
        if !hasReportedRoot {
            hasReportedRoot = true
            stack.reportScreenAppeared(.root)
        }
        for id in appeared { stack.reportScreenAppeared(.route(id)) }
        if let step = stack.planStep, drawn.map(\.id) == model.map(\.id) {
            report("drawn \(step)", after: .zero) { [stack] in stack.reportStepDrawn(step) }
        }
        return changed
    }

    /// Whether the presentation at `index` of `target` takes the place of a presentation on
    /// screen over the same layer that `target` no longer has: SwiftUI dismisses that one first.
    private func replacesShownPresentation(at index: Int, of target: [Route<Screen>]) -> Bool {
        let level = target[..<index].count { $0.style.isPresentation }
        let targetIDs = Set(target.map(\.id))
        var shownLevel = 0
        for route in shown where route.style.isPresentation {
            if shownLevel == level { return !targetIDs.contains(route.id) }
            shownLevel += 1
        }
        return false
    }

    /// Starts the transitions from what is shown to what is drawn; returns the presentations
    /// that appear (their `onAppear` comes in the same run-loop turn).
    private func startTransitions(to new: [Route<Screen>]) -> [RouteID] {
        let newIDs = Set(new.map(\.id))
        let presented = new.filter(awaitsPresentation)
        let dismissed = shown.filter { $0.style.isPresentation && !newIDs.contains($0.id) }
        for route in presented { shownAttempts[route.id] = stack.presentationAttempt(of: route.id) }
        for route in dismissed { shownAttempts[route.id] = nil }
        let modal = !presented.isEmpty || !dismissed.isEmpty
        if modal { presentationBusyUntil = now + presentationDuration }
        let duration = modal ? presentationDuration : pushDuration
        let hidden = Set(ScreenSlot.topScreens(of: shown)).subtracting(
            ScreenSlot.topScreens(of: new))
        for screen in hidden.sorted(by: { "\($0)" < "\($1)" }) {
            report("disappeared \(screen)", after: duration) { [stack] in
                stack.reportScreenDisappeared(screen)
            }
        }
        return presented.map(\.id)
    }

    /// The routes without the pushes inside presentations that are new to the screen: a sheet
    /// or cover comes in with its navigation's path already in place, in one update.
    private func withoutInitialContent(of target: [Route<Screen>]) -> [Route<Screen>] {
        let shownIDs = Set(shown.map(\.id))
        var insideNewPresentation = false
        return target.filter { route in
            if route.style.isPresentation {
                insideNewPresentation = !shownIDs.contains(route.id)
                return true
            }
            return !insideNewPresentation || shownIDs.contains(route.id)
        }
    }

    /// A short form of a route list, such as `[#1 ^#2 #3]` (`^` marks presentations).
    static func describe(_ routes: [Route<Screen>]) -> String {
        "[" + routes.map { "\($0.style.isPresentation ? "^" : "")\($0.id)" }.joined(separator: " ")
            + "]"
    }
}

extension NavigationSimulator {
    /// The view that draws the stack is replaced by a new one, as a split view's detail column
    /// is when its selection changes: the next update is the new view's first render, which
    /// shows what the stack holds then at once.
    ///
    /// ```swift
    /// let simulator = NavigationSimulator(drawing: mail.detail)
    /// mail.sidebarSelection = .sent  // the detail column's routes go at once
    /// simulator.drawAnew()
    /// simulator.update()
    /// ```
    public func drawAnew() {
        shown = []
        shownAttempts = [:]
        dropped = []
        waitingReplacement = nil
        hasDrawn = false
        presentationBusyUntil = now
    }
}
