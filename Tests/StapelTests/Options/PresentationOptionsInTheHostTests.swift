#if !canImport(SwiftUI)
    import Foundation
    import Stapel
    import Testing

    /// The screens of a photo app: a grid, photos, filters in a sheet, a share popover.
    private enum PhotoScreen: Hashable, Codable, Sendable {
        case photo(Int)
        case filters
        case share
    }

    /// A photo app drawn with Stapel: thumbnails that are zoom sources, a button for each option.
    private struct PhotoApp: View {
        let stack: Stack<PhotoScreen>
        var custom = false

        var body: some View {
            if custom {
                container.stapelStackStyle(.custom(transition: .default))
            } else {
                container
            }
        }

        private var container: some View {
            StapelStack(stack) {
                VStack {
                    Button("Photo 7") {
                        stack.push(.photo(7), options: .zoom(from: 7))
                    }
                    .stapelZoomSource(7)
                    Button("Behind") { stack.dismissAll() }
                }
            } destination: { screen in
                switch screen {
                case .photo(let id): Text("Photo \(id)")
                case .filters: Text("Filters")
                case .share: Text("Share")
                }
            }
        }
    }

    private let detents = RouteOptions(detents: [.medium, .large])

    /// A stack and a host of the photo app on one clock, so that the stack's pacing moves
    /// with the host's transitions.
    @MainActor
    private func photoApp(custom: Bool = false) -> (Stack<PhotoScreen>, ViewHost) {
        let clock = HostClock()
        let stack = Stack<PhotoScreen>(clock: clock)
        return (stack, ViewHost(PhotoApp(stack: stack, custom: custom), clock: clock))
    }

    @MainActor
    @Suite("Presentation options and zoom, drawn in the headless host")
    struct PresentationOptionsInTheHostTests {
        @Test func aSheetRestsAtItsSelectedDetentAndADragIsWrittenToTheRoute() async throws {
            let (stack, host) = photoApp()
            var updates: [RouteOptions] = []
            let subscription = stack.onEvent { event in
                if case .updated(let route) = event { updates.append(route.options) }
            }
            let id = try #require(stack.presentSheet(.filters, options: detents).routeID)
            await host.settle()
            #expect(host.sheetDetent == .medium)
            try host.dragSheet(to: .large)
            await host.settle()
            #expect(stack.routes[0].options.selectedDetent == .large)
            #expect(updates.map(\.selectedDetent) == [.large])
            #expect(host.sheetDetent == .large)
            #expect(host.transitions.filter { $0.kind == .detent }.count == 1)

            stack.setSelectedDetent(.medium, of: id)
            await host.settle()
            #expect(host.sheetDetent == .medium)
            let move = try #require(host.transitions.last)
            #expect(move.kind == .detent)
            #expect(!move.byUser)
            #expect(host.presentationDepth == 1)
            _ = subscription
        }

        @Test func aSheetWithoutDetentsRestsAtLarge() async throws {
            let (stack, host) = photoApp()
            stack.presentSheet(.filters)
            await host.settle()
            #expect(host.sheetDetent == .large)
            #expect(throws: HostError.self) { try host.dragSheet(to: .medium) }
        }

        @Test func theDismissLockHoldsAgainstTheUserOnlyAndCanBeLifted() async throws {
            let (stack, host) = photoApp()
            let id = try #require(
                stack.presentSheet(
                    .filters, options: RouteOptions(isInteractiveDismissDisabled: true)
                )
                .routeID)
            await host.settle()
            #expect(throws: HostError.self) { try host.swipeDownSheet() }
            stack.updateOptions(RouteOptions(), forRoute: id)
            await host.settle()
            try host.swipeDownSheet()
            await host.settle()
            #expect(stack.routes.isEmpty)

            stack.presentSheet(.filters, options: RouteOptions(isInteractiveDismissDisabled: true))
            await host.settle()
            stack.dismiss()
            await host.settle()
            #expect(host.presentationDepth == 0)
        }

        @Test func aPopoverAdaptsToTheSizeClassWhileItIsUpAndATapOutsideDismissesIt() async throws {
            let (stack, host) = photoApp()
            host.horizontalSizeClass = .regular
            stack.presentPopover(.share, adaptingTo: .sheet)
            await host.settle()
            #expect(host.presentationStyles == [.popover])
            #expect(host.isShowing("Share"))

            host.horizontalSizeClass = .compact
            await host.settle()
            #expect(host.presentationStyles == [.sheet])
            #expect(stack.depth == 1)
            host.horizontalSizeClass = .regular
            await host.settle()
            #expect(host.presentationStyles == [.popover])

            var dismissedByUser = false
            let subscription = stack.onEvent { event in
                if case .dismissedByUser = event { dismissedByUser = true }
            }
            try host.tapOutsidePopover()
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(dismissedByUser)
            _ = subscription
        }

        @Test(arguments: [
            (PopoverAdaptation.sheet, HostPresentationStyle.sheet),
            (.fullScreenCover, .fullScreenCover),
            (.popover, .popover),
        ])
        func aPopoverBecomesWhatItsOptionsSayInACompactWidth(
            adaptation: PopoverAdaptation, style: HostPresentationStyle
        ) async {
            let (stack, host) = photoApp()
            stack.presentPopover(.share, adaptingTo: adaptation)
            await host.settle()
            #expect(host.presentationStyles == [style])
        }

        @Test func theViewsBehindASmallSheetTakeTouches() async throws {
            let (stack, host) = photoApp()
            stack.presentSheet(
                .filters,
                options: RouteOptions(
                    detents: [.height(120), .large],
                    backgroundInteraction: .enabled(upThrough: .height(120))))
            await host.settle()
            try host.tap("Behind")
            await host.settle()
            #expect(stack.routes.isEmpty)
        }

        @Test func aPushZoomsFromItsSourceAndBackIntoIt() async throws {
            let (stack, host) = photoApp()
            try host.tap("Photo 7")
            await host.settle()
            #expect(host.transitions.last?.zoom == HostZoom(sourceID: "7", isSourceFound: true))
            try host.tapBack()
            await host.settle()
            #expect(host.transitions.last?.kind == .pop)
            #expect(host.transitions.last?.zoom == HostZoom(sourceID: "7", isSourceFound: true))
            #expect(stack.routes.isEmpty)

            stack.push(.photo(1))
            await host.settle()
            #expect(host.transitions.last?.zoom == nil)
        }

        @Test func aPresentationZoomsFromItsSourceAndAMissingSourceStillPresents() async throws {
            let (stack, host) = photoApp()
            stack.presentSheet(.filters, options: .zoom(from: 7))
            await host.settle()
            #expect(host.transitions.last?.kind == .present)
            #expect(host.transitions.last?.zoom == HostZoom(sourceID: "7", isSourceFound: true))
            stack.dismiss()
            await host.settle()
            stack.presentCover(.share, withNavigation: true, options: .zoom(from: "missing"))
            await host.settle()
            #expect(
                host.transitions.last?.zoom == HostZoom(sourceID: "missing", isSourceFound: false))
            #expect(host.isShowing("Share"))
        }

        @Test func aSheetGoesWithItsOwnTransitionNotTheZoomOfAScreenPushedInIt() async throws {
            // The custom container draws its zoom itself: its screens declare no
            // navigationTransition, which SwiftUI would take for the sheet around them.
            let (stack, host) = photoApp(custom: true)
            stack.presentSheet(.filters, withNavigation: true)
            await host.settle()
            stack.push(.photo(7), options: .zoom(from: 7))
            await host.settle()
            #expect(host.isShowing("Photo 7"))
            stack.dismiss()
            await host.settle()
            #expect(host.transitions.last?.kind == .dismiss)
            #expect(host.transitions.last?.zoom == nil)
            #expect(stack.routes.isEmpty)
        }

        @Test func theCustomContainerZoomsWithATransitionTheSwipeBackCanInterrupt() async throws {
            let (stack, host) = photoApp(custom: true)
            stack.push(.photo(1))
            await host.settle()
            #expect(
                host.transitions.last { $0.kind == .custom }?.effect?.contains("scale") == false)
            stack.popToRoot()
            await host.settle()

            try host.tap("Photo 7")
            await host.advance(by: .milliseconds(50))
            let zoom = try #require(host.transitions.last { $0.kind == .custom })
            #expect(zoom.effect?.contains("scale") == true)
            // The zoom is still running: a swipe back takes the screen under the finger.
            try host.drag(
                from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400),
                velocity: CGSize(width: 900, height: 0))
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(host.isShowing("Behind"))
        }
    }
#endif
