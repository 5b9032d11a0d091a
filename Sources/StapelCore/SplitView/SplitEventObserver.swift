/// The handler of one ``SplitNavigation/onEvent(_:)`` subscription, owned by its
/// ``EventSubscription``; the split view refers to it weakly.
@MainActor
final class SplitEventObserver<Sidebar, Content> {
    let handler: @MainActor (SplitEvent<Sidebar, Content>) -> Void

    init(handler: @escaping @MainActor (SplitEvent<Sidebar, Content>) -> Void) {
        self.handler = handler
    }
}
