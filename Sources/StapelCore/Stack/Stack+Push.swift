extension Stack {
    /// Pushes a screen onto the current navigation, unless the evaluator of the layer it lands on
    /// decides otherwise.
    ///
    /// The push lands on the topmost route, or on the root. If that layer has a
    /// ``PushEvaluator``, its decision applies; see ``PushDecision``. A push onto a presentation
    /// without navigation changes nothing, reports a ``StapelWarning`` and returns
    /// ``PushResult/Outcome/noNavigation``. A request that an evaluator decided, or that did not
    /// land as asked, emits ``StackEvent/pushEvaluated(_:_:)``; one that landed as asked emits
    /// only its ``StackEvent/pushed(_:)`` or ``StackEvent/presented(_:)``.
    ///
    /// Names are unique on a stack, as NavigationStackView's identifiers are: a push whose
    /// `name` a route on the stack carries already changes nothing, reports a
    /// ``StapelWarning/Kind/duplicateName`` warning and returns
    /// ``PushResult/Outcome/duplicateName``, with no ``PushResult/routeID``. The evaluator is
    /// asked first, so a layer that handles such a push in place still can. Routes without a
    /// name never clash.
    ///
    /// ```swift
    /// stack.push(.chat(id: 42), name: "chat", context: PushContext().setting(\.incomingChat, to: 42))
    /// stack.push(.photo(id: 7), options: .zoom(from: "photo-7"))
    /// ```
    /// - Parameters:
    ///   - screen: The screen to push.
    ///   - name: A name to pop back to later.
    ///   - options: How the route is presented, such as the view it zooms from.
    ///   - context: Facts for the evaluator.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: What came of the request.
    /// - Complexity: O(1) amortised without a name, O(n) in the number of routes with one;
    ///   plus the evaluator's own cost.
    @inlinable
    @discardableResult
    public func push(
        _ screen: Screen, name: String? = nil, options: RouteOptions = RouteOptions(),
        context: PushContext = PushContext(), fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> PushResult {
        perform(
            screen, style: .push, name: name, options: options, context: context,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Presents a screen as a sheet, a popover or a full-screen cover, unless the evaluator of
    /// the slot it lands on decides otherwise.
    ///
    /// A presentation starts a new layer. With `withNavigation` in its style, later pushes land
    /// on it. The style `.push` pushes the screen, as ``push(_:name:options:context:fileID:filePath:line:column:)``
    /// does, so a style chosen at run time needs no switch. With
    /// `onDismiss`, the stack calls it once when the presented route leaves the stack, whether
    /// code or the user dismissed it; if the presentation does not happen (an evaluator
    /// rejected, offered or handled it), `onDismiss` is never called.
    ///
    /// As for a push, a `name` that a route on the stack carries already is refused: nothing
    /// changes, a ``StapelWarning/Kind/duplicateName`` warning is reported, and the result's
    /// outcome is ``PushResult/Outcome/duplicateName``.
    ///
    /// ```swift
    /// stack.present(.compose, style: .sheet(withNavigation: true)) {
    ///     analytics.log("compose dismissed")
    /// }
    /// stack.present(.filters, options: RouteOptions(detents: [.medium, .large]))
    /// stack.present(.share, style: .popover(withNavigation: false))
    /// ```
    /// - Parameters:
    ///   - screen: The screen to present.
    ///   - style: A sheet, a popover or a full-screen cover, with or without navigation. The
    ///     default is a sheet without navigation.
    ///   - name: A name to go back to later.
    ///   - options: How the route is presented: its detents, a dismiss lock, a popover's adaptation,
    ///     background interaction, the view it zooms from.
    ///   - context: Facts for the evaluator.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    ///   - onDismiss: Called after the presented route is dismissed.
    /// - Returns: What came of the request.
    /// - Complexity: O(1) amortised without a name, O(n) in the number of routes with one;
    ///   plus the evaluator's own cost.
    @inlinable
    @discardableResult
    public func present(
        _ screen: Screen,
        style: RouteStyle = .sheet(withNavigation: false),
        name: String? = nil,
        options: RouteOptions = RouteOptions(),
        context: PushContext = PushContext(),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        onDismiss: (@MainActor () -> Void)? = nil
    ) -> PushResult {
        let result = perform(
            screen, style: style, name: name, options: options, context: context,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        if let onDismiss, let id = result.routeID {
            call(onDismiss, whenRouteLeaves: id)
        }
        return result
    }

    /// Answers what a push or presentation would do now, without doing it: a dry run of the same
    /// decision.
    ///
    /// The evaluator's decision is asked for, but its in-place handler is not called, no event
    /// is emitted and no warning is reported.
    ///
    /// ```swift
    /// let wouldPush = stack.evaluate(.chat(id: 7)).outcome == .pushed
    /// ```
    /// - Parameters:
    ///   - screen: The screen that would be shown.
    ///   - style: How it would be shown. The default is a push.
    ///   - name: The name the route would carry.
    ///   - context: Facts for the evaluator.
    /// - Returns: The result a real request would have, with no route or offer identifier.
    public func evaluate(
        _ screen: Screen,
        style: RouteStyle = .push,
        name: String? = nil,
        context: PushContext = PushContext()
    ) -> PushResult {
        let request = PushRequest(
            screen: screen, style: style, name: name, context: context, slot: topSlot)
        return PushResult(outcome: resolve(request).outcome, slot: request.slot)
    }

    /// Performs a request: at once, inlined, when no evaluator decides, the route can stand on
    /// top and has no name to check; through ``performEvaluated(_:at:)`` otherwise. Either way
    /// the route lands through ``land(_:as:)``.
    ///
    /// The request's parts come in one by one: on the common path no ``PushRequest`` is made.
    @inlinable
    func perform(
        _ screen: Screen, style: RouteStyle, name: String?, options: RouteOptions,
        context: PushContext, at site: CallSite
    ) -> PushResult {
        let slot = topSlot
        guard name == nil, canAppend(style), evaluator(for: slot) == nil else {
            return performEvaluated(
                PushRequest(
                    screen: screen, style: style, name: name, options: options, context: context,
                    slot: slot),
                at: site)
        }
        let route = Route(screen, style: style, options: options)
        land(route, as: .pushed)
        return PushResult(outcome: .pushed, slot: slot, routeID: route.id)
    }

    /// Performs a request that an evaluator decides, or whose route may not stand or has a
    /// name: the outcome comes from ``resolve(_:)``, and ``carryOutOnStack(_:_:evaluator:noNavigationWarning:operation:at:)``
    /// carries it out.
    @usableFromInline
    func performEvaluated(_ request: PushRequest<Screen>, at site: CallSite) -> PushResult {
        let (outcome, evaluator) = resolve(request)
        func operation() -> String {
            "\(request.style.isPresentation ? "presentation" : "push") of \(request.screen)"
        }
        return carryOutOnStack(
            request, outcome, evaluator: evaluator,
            noNavigationWarning: StandingRules.refusal(
                of: operation(), over: storedRoutes.last?.style),
            operation: operation(), at: site)
    }

    /// The outcome of a request and the evaluator that decided it.
    func resolve(_ request: PushRequest<Screen>) -> (
        outcome: PushResult.Outcome, evaluator: PushEvaluator<Screen>?
    ) {
        let evaluator = evaluator(for: request.slot)
        let outcome = PushResult.Outcome(
            deciding: evaluator?.decide(request),
            canStand: canAppend(request.style),
            canReplaceTop: routes.isEmpty ? nil : canReplaceTop(with: request.style),
            isNameTaken: {
                RouteNameRules.isTaken(request.name, in: storedRoutes, replacingTop: $0)
            })
        return (outcome, evaluator)
    }

    /// Carries out what came of a request on the stack (see
    /// ``carryOut(_:_:evaluator:route:noNavigationWarning:operation:place:at:)``): a push or
    /// replacement lands now. Pushes and accepted offers come here.
    func carryOutOnStack(
        _ request: PushRequest<Screen>,
        _ outcome: PushResult.Outcome,
        evaluator: PushEvaluator<Screen>?,
        noNavigationWarning: @autoclosure () -> String,
        operation: @autoclosure () -> String,
        at site: CallSite = CallSite()
    ) -> PushResult {
        carryOut(
            request, outcome, evaluator: evaluator,
            route: {
                Route(
                    request.screen, style: request.style, name: request.name,
                    options: request.options)
            },
            noNavigationWarning: noNavigationWarning(), operation: operation(),
            place: land, at: site)
    }

    /// Lands a route whose request was decided and emitted: the one place a push, a
    /// presentation, an accepted offer or a replacement changes the routes. The running plan is
    /// cancelled and the change's animation published, then the route goes on top, with its
    /// event, or replaces the top route.
    /// - Parameters:
    ///   - route: The new route.
    ///   - outcome: ``PushResult/Outcome/pushed`` or ``PushResult/Outcome/replacedTop``.
    @inlinable
    func land(_ route: Route<Screen>, as outcome: PushResult.Outcome) {
        guard outcome != .replacedTop else {
            replaceTopRoute(with: route)
            return
        }
        beginProgramChange()
        appendRouteAndEmit(route)
    }
}
