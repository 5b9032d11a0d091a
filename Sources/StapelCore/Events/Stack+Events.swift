extension Stack {
    /// Calls a handler synchronously, on the main actor, for every event from now on, for as
    /// long as you keep the returned subscription.
    ///
    /// The handler runs after the state has changed, so it sees the stack as the event left it.
    /// As with Combine's `AnyCancellable`, the handler stops when the subscription is released
    /// or cancelled: keep it in a property of the object that owns the observation. The handler
    /// may capture the stack; it does not keep the stack alive beyond the subscription.
    ///
    /// ```swift
    /// @MainActor final class NavigationLogger {
    ///     private var subscription: EventSubscription?
    ///
    ///     func start(_ stack: Stack<Screen>) {
    ///         subscription = stack.onEvent { event in
    ///             print("navigation: \(String(describing: event)), depth \(stack.depth)")
    ///         }
    ///     }
    /// }
    /// ```
    /// - Parameter handler: The handler.
    /// - Returns: The subscription, which stops the handler when it is released or cancelled.
    public func onEvent(_ handler: @escaping @MainActor (StackEvent<Screen>) -> Void)
        -> EventSubscription
    {
        let observer = EventObserver(handler: handler)
        // While events are delivered, the list only grows: see `deliver(_:)`.
        if delivery.depth == 0 { delivery.observers.removeAll { $0.isStopped } }
        delivery.observers.append(observer)
        delivery.listenerCount = delivery.observers.count + delivery.streams.count
        return EventSubscription(observer: observer)
    }

    /// Whether anyone listens to events; when nobody does, events are not even built.
    @inlinable
    var hasEventListeners: Bool { delivery.listenerCount > 0 }

    /// Emits an event, built only if someone listens.
    @inlinable
    func emit(_ makeEvent: @autoclosure () -> StackEvent<Screen>) {
        guard hasEventListeners else { return }
        deliver(makeEvent())
    }

    /// Hands an event to every observer and stream; observers whose subscriptions were
    /// released are dropped on the way. Inlinable, so that it runs specialized for the app's
    /// screen type: unspecialized, walking the observers and streams asked the runtime for
    /// their generic types on every event.
    @inlinable
    func deliver(_ event: borrowing StackEvent<Screen>) {
        var foundReleased = false
        // The observers there were when the event came; one that subscribes from a handler
        // hears the next event. While events are delivered, observers are only appended, never
        // removed (see `onEvent(_:)` and `forgetReleasedObservers()`), so the first `count`
        // are still those, in place: reading them there saves retaining and releasing the list
        // for every event.
        let count = delivery.observers.count
        if count == 1, !delivery.releasedWhileDelivering {
            // One observer: nothing to walk past it, so nothing to keep in place.
            if let handler = delivery.observers[0].handler {
                handler(event)
            } else {
                forgetReleasedObservers()
            }
            if !delivery.streams.isEmpty { yieldToStreams(event) }
            return
        }
        delivery.depth += 1
        for index in 0..<count {
            guard let handler = delivery.observers[index].handler else {
                foundReleased = true
                continue
            }
            handler(event)
        }
        delivery.depth -= 1
        if foundReleased || delivery.releasedWhileDelivering { forgetReleasedObservers() }
        if !delivery.streams.isEmpty { yieldToStreams(event) }
    }

    /// Emits the events of a removal: the dismissals, then the pops. Inlinable, to run
    /// specialized, as ``deliver(_:)`` does.
    @inlinable
    func emitRemoval(of removed: [Route<Screen>], byUser: Bool) {
        // A loop, not `firstIndex(where:)`: the closure checked that it ran on the main actor
        // on every call.
        var split = 0
        while split < removed.count, !removed[split].style.isPresentation {
            split += 1
        }
        if split < removed.count {
            let dismissed = split == 0 ? removed : Array(removed[split...])
            emit(byUser ? .dismissedByUser(dismissed) : .dismissed(dismissed))
        }
        if split > 0 {
            let popped = split == removed.count ? removed : Array(removed[..<split])
            emit(byUser ? .poppedByUser(popped) : .popped(popped))
        }
    }

    /// Hands an event to every `events()` sequence.
    @usableFromInline
    func yieldToStreams(_ event: StackEvent<Screen>) {
        for sink in delivery.streams.values {
            sink.yield(event)
        }
    }

    /// Drops the observers whose subscriptions were released, so that a stack nobody listens
    /// to any more stops building events. Not while an event is being delivered: the outermost
    /// delivery does it when it ends.
    @usableFromInline
    func forgetReleasedObservers() {
        guard delivery.depth == 0 else {
            delivery.releasedWhileDelivering = true
            return
        }
        delivery.releasedWhileDelivering = false
        delivery.observers.removeAll { $0.isStopped }
        delivery.listenerCount = delivery.observers.count + delivery.streams.count
    }
}

extension Stack where Screen: Sendable {
    /// The events from now on, as an asynchronous sequence.
    ///
    /// Each call makes a new sequence. It ends when the stack goes away or the consuming task is
    /// cancelled.
    ///
    /// ```swift
    /// Task {
    ///     for await event in stack.events() {
    ///         print(event)
    ///     }
    /// }
    /// ```
    /// - Parameter bufferingPolicy: What to keep while the consumer is busy. The default keeps
    ///   every event.
    /// - Returns: The sequence of events.
    public func events(
        bufferingPolicy: AsyncStream<StackEvent<Screen>>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<StackEvent<Screen>> {
        let id = delivery.nextStreamID
        delivery.nextStreamID += 1
        let (stream, continuation) = AsyncStream.makeStream(
            of: StackEvent<Screen>.self,
            bufferingPolicy: bufferingPolicy
        )
        delivery.listenerCount += 1
        delivery.streams[id] = EventDelivery.StreamSink(
            yield: { continuation.yield($0) },
            finish: { continuation.finish() }
        )
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in
                guard let self else { return }
                self.delivery.streams[id] = nil
                self.delivery.listenerCount =
                    self.delivery.observers.count + self.delivery.streams.count
            }
        }
        return stream
    }
}
