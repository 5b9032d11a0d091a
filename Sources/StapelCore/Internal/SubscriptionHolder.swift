/// Keeps an event subscription alive until the observer it registers cancels itself.
@MainActor
final class SubscriptionHolder {
    var subscription: EventSubscription?
}
