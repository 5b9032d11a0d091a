import Observation

extension Stack {
    /// The pushes evaluators chose to offer rather than perform, oldest first.
    ///
    /// ```swift
    /// stack.pushOffers.first.map { stack.acceptOffer($0.id) }
    /// ```
    public internal(set) var pushOffers: [PushOffer<Screen>] {
        get {
            registrar.access(self, keyPath: observation.keyPaths.pushOffers)
            return offers.stored
        }
        _modify {
            registrar.willSet(self, keyPath: observation.keyPaths.pushOffers)
            defer { registrar.didSet(self, keyPath: observation.keyPaths.pushOffers) }
            yield &offers.stored
        }
    }

    /// Performs an offered push, and removes the offer.
    ///
    /// The user has confirmed the push, so no evaluator is asked again. The push lands on the
    /// current top; a push onto a presentation without navigation, or one whose name a route on
    /// the stack carries already, does not happen and reports a runtime warning. An unknown offer changes nothing, reports a runtime warning and returns
    /// `nil`.
    ///
    /// ```swift
    /// if let offer = stack.pushOffers.first {
    ///     stack.acceptOffer(offer.id)
    /// }
    /// ```
    /// - Parameters:
    ///   - id: The offer's identifier.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: What came of the push, or `nil` for an unknown offer.
    @discardableResult
    public func acceptOffer(
        _ id: PushResult.OfferID, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> PushResult? {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let index = pushOffers.firstIndex(where: { $0.id == id }) else {
            warn(.unknownOffer, "acceptOffer(_:) ignored: no \(id) is pending.", at: site)
            return nil
        }
        let offer = pushOffers.remove(at: index)
        emit(.offerAccepted(offer))
        var request = offer.request
        request.slot = topSlot
        // The user has decided: nobody is asked again.
        let outcome = PushResult.Outcome(
            deciding: nil, canStand: canAppend(request.style), canReplaceTop: nil,
            isNameTaken: {
                RouteNameRules.isTaken(request.name, in: storedRoutes, replacingTop: $0)
            }
        )
        return carryOutOnStack(
            request, outcome, evaluator: nil,
            noNavigationWarning:
                "accepted \(id) not pushed: the topmost presentation has no navigation.",
            operation: "accepted \(id)", at: site)
    }

    /// Removes an offer without performing it.
    ///
    /// An unknown offer changes nothing and reports a runtime warning.
    ///
    /// ```swift
    /// stack.declineOffer(offer.id)
    /// ```
    /// - Parameters:
    ///   - id: The offer's identifier.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    public func declineOffer(
        _ id: PushResult.OfferID, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        guard let index = pushOffers.firstIndex(where: { $0.id == id }) else {
            warn(
                .unknownOffer, "declineOffer(_:) ignored: no \(id) is pending.",
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            return
        }
        let offer = pushOffers.remove(at: index)
        emit(.offerDeclined(offer))
    }

    /// Keeps a request as an offer, and emits its evaluation and the offer.
    func addOffer(for request: PushRequest<Screen>, result: inout PushResult) {
        offers.lastID += 1
        let offer = PushOffer(id: PushResult.OfferID(rawValue: offers.lastID), request: request)
        result.offerID = offer.id
        pushOffers.append(offer)
        emit(.pushEvaluated(request, result))
        emit(.offered(offer))
    }

    /// Declines the offers whose layer left the stack.
    @usableFromInline
    func withdrawOffers(madeBy removedRoutes: [Route<Screen>]) {
        guard !offers.isEmpty else { return }
        let removed = Set(removedRoutes.map { $0.id })
        let withdrawn = pushOffers.filter { offer in
            if case .route(let id) = offer.request.slot { return removed.contains(id) }
            return false
        }
        guard !withdrawn.isEmpty else { return }
        pushOffers.removeAll { offer in withdrawn.contains { $0.id == offer.id } }
        for offer in withdrawn {
            emit(.offerDeclined(offer))
        }
    }
}
