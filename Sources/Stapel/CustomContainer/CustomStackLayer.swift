import Foundation
@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// One navigation layer drawn by Stapel's custom container: the layer's root and the routes
/// pushed on it in one `ZStack`, every screen kept alive, with the container's transitions and
/// an interactive swipe back from the leading edge.
///
/// Where each screen goes, whether a change animates and whether a drag pops are the core's
/// decisions (`CustomStackLayout`, `ContainerTransitionKind`, `SwipeBackGesture`); a pop by
/// swipe is reported through the same path binding a `NavigationStack` writes.
struct CustomStackLayer<Screen, Root: View, Destination: View>: View {
    let stack: Stack<Screen>
    let layer: StackLayer
    let root: Root
    let destination: DestinationBuilder<Screen, Destination>
    let transition: StackTransition
    let easing: Animation

    @State private var swipe = SwipeBackGesture()
    /// Whether a drag is under way: SwiftUI resets it when the drag ends, however it ends, so a
    /// drag the system cancels (which runs no `onEnded`) still ends the swipe.
    @GestureState private var isDragging = false
    @State private var optOuts = SwipeBackOptOuts()
    @State private var drawnTopKind = ContainerTransitionKind.none
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        let entries = stack.entries(on: layer)
        let transitions = entries.map { $0.transition(default: transition) }
        let topKind = transitions.last?.kind ?? .none
        let animation = ContainerTransitionKind.animation(easing, from: drawnTopKind, to: topKind)
        let allowsSwipe = optOuts.allowsSwipe(onTopOf: layer.path)
        GeometryReader { proxy in
            let width = Double(proxy.size.width)
            let progress = swipe.progress(on: layer.path)
            let isRightToLeft = layoutDirection == .rightToLeft
            let placement = { (index: Int) in
                CustomStackLayout.placement(
                    ofScreenAt: index, count: entries.count + 1, topTransition: topKind,
                    swipeProgress: progress, width: width, isRightToLeft: isRightToLeft)
            }
            ZStack {
                CustomScreen(
                    stack: stack, screen: layer.rootScreen, placement: placement(0),
                    transition: .none, content: root)
                ForEach(Array(entries.enumerated()), id: \.element.id) { index, entry in
                    CustomScreen(
                        stack: stack, screen: .route(entry.id), placement: placement(index + 1),
                        transition: transitions[index],
                        content: RouteScreen(
                            stack: stack, entry: entry, destination: destination,
                            hasSystemBackButton: false))
                }
            }
            .animation(animation, value: layer.path)
            .swipeBack(of: self, width: width, animation: animation)
        }
        .environment(\.stapelSwipeBackOptOuts, optOuts)
        .onChange(of: layer.path) { swipe.layerChanged(path: layer.path, allowsSwipe: allowsSwipe) }
        .onChange(of: allowsSwipe) {
            withAnimation(animation) {
                swipe.layerChanged(path: layer.path, allowsSwipe: allowsSwipe)
            }
        }
        .onChange(of: isDragging) {
            _ = withAnimation(animation) { swipe.dragGestureChanged(isActive: isDragging) }
        }
        .onChange(of: topKind, initial: true) { drawnTopKind = topKind }
    }

    #if !os(tvOS)
        /// The drag that swipes back: the core decides, the path binding reports a pop.
        func swipeGesture(width: CGFloat, animation: Animation?) -> some Gesture {
            DragGesture()
                .updating($isDragging) { _, isDragging, _ in isDragging = true }
                .onChanged { value in
                    swipe.drag(
                        SwipeBackGesture.Sample(
                            value, width: width, layoutDirection: layoutDirection),
                        path: layer.path, isAllowed: optOuts.allowsSwipe(onTopOf: layer.path))
                }
                .onEnded { value in
                    _ = withAnimation(animation) {
                        swipe.end(
                            SwipeBackGesture.Sample(
                                value, width: width, layoutDirection: layoutDirection),
                            path: layer.path
                        ) { stack.pathBinding(of: layer).wrappedValue = $0 }
                    }
                }
        }
    #endif
}
