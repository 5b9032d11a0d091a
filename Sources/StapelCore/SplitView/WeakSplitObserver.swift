/// A split view's weak reference to one of its event observers.
@MainActor
struct WeakSplitObserver<Sidebar, Content> {
    weak var observer: SplitEventObserver<Sidebar, Content>?
}
