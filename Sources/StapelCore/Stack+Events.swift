extension Stack {
    /// Calls a handler synchronously, on the main actor, for every event from now on.
    ///
    /// The handler runs after the state has changed, so it sees the stack as the event left it.
    /// Keep the returned subscription to cancel it; if you discard it, the handler lives as long
    /// as the stack.
    ///
    /// ```swift
    /// let subscription = stack.onEvent { event in
    ///     logger.info("navigation: \(String(describing: event))")
    /// }
    /// ```
    /// - Parameter handler: The handler.
    /// - Returns: A subscription that stops the handler when cancelled.
    @discardableResult
    public func onEvent(_ handler: @escaping @MainActor (StackEvent<Screen>) -> Void)
        -> EventSubscription
    {
        let id = nextSubscriberID
        nextSubscriberID += 1
        observers.append((id, handler))
        listenerCount += 1
        return EventSubscription { [weak self] in
            guard let self else { return }
            observers.removeAll { $0.id == id }
            listenerCount = observers.count + streams.count
        }
    }

    /// Whether anyone listens to events; when nobody does, events are not even built.
    @inlinable
    var hasEventListeners: Bool { listenerCount > 0 }

    /// Emits an event, built only if someone listens.
    @inlinable
    func emit(_ makeEvent: @autoclosure () -> StackEvent<Screen>) {
        guard hasEventListeners else { return }
        deliver(makeEvent())
    }

    /// Hands an event to every observer and stream.
    @usableFromInline
    func deliver(_ event: StackEvent<Screen>) {
        for observer in observers {
            observer.handler(event)
        }
        for sink in streams.values {
            sink.yield(event)
        }
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
        let id = nextSubscriberID
        nextSubscriberID += 1
        let (stream, continuation) = AsyncStream.makeStream(
            of: StackEvent<Screen>.self,
            bufferingPolicy: bufferingPolicy
        )
        listenerCount += 1
        streams[id] = EventStreamSink(
            yield: { continuation.yield($0) },
            finish: { continuation.finish() }
        )
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in
                guard let self else { return }
                self.streams[id] = nil
                self.listenerCount = self.observers.count + self.streams.count
            }
        }
        return stream
    }
}
