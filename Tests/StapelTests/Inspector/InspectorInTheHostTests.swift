#if !canImport(SwiftUI)
    import Foundation
    @_spi(StapelUI) import StapelCore
    import Stapel
    import Testing

    /// The screens of a photo editor: a photo, and the inspector of its adjustments.
    private enum PhotoScreen: Hashable, Codable, Sendable {
        case photo(Int)
        case adjustments(Int)
        case curves
    }

    /// The photo editor drawn with Stapel.
    private struct PhotoEditor: View {
        let stack: Stack<PhotoScreen>

        var body: some View {
            StapelStack(stack) {
                Text("Library")
            } destination: { screen in
                switch screen {
                case .photo(let id): Text("Photo \(id)")
                case .adjustments(let id): Text("Adjustments of \(id)")
                case .curves: Text("Curves")
                }
            }
        }
    }

    @MainActor
    private func editor(_ sizeClass: UserInterfaceSizeClass) async -> (
        Stack<PhotoScreen>, ViewHost
    ) {
        let clock = HostClock()
        let stack = Stack<PhotoScreen>(clock: clock)
        let host = ViewHost(PhotoEditor(stack: stack), clock: clock)
        host.horizontalSizeClass = sizeClass
        stack.push(.photo(1))
        await host.settle()
        return (stack, host)
    }

    @MainActor
    @Suite("The inspector route, drawn in the headless host")
    struct InspectorInTheHostTests {
        @Test func inARegularWidthTheInspectorIsAColumnBesideTheScreen() async {
            let (stack, host) = await editor(.regular)
            stack.present(
                .adjustments(1), style: .inspector(withNavigation: true),
                options: RouteOptions(inspectorWidth: 320))
            await host.settle()
            #expect(host.presentationDepth == 0)
            #expect(host.hierarchy.contains("Inspector"))
            #expect(host.visibleTexts.contains("Photo 1"))
            #expect(host.visibleTexts.contains("Adjustments of 1"))
            // Its own navigation takes pushes.
            stack.push(.curves)
            await host.settle()
            #expect(host.visibleTexts.contains("Curves"))
            stack.dismiss()
            await host.settle()
            #expect(!host.hierarchy.contains("Inspector"))
            #expect(stack.routes.map(\.screen) == [.photo(1)])
        }

        @Test func everyFormOfWidthDrawsTheColumn() async {
            let widths = [
                RouteOptions(), RouteOptions(inspectorWidth: 300),
                RouteOptions(inspectorWidthRange: 200...400),
                RouteOptions(inspectorWidth: 500, inspectorWidthRange: 200...400),
            ]
            for options in widths {
                let (stack, host) = await editor(.regular)
                stack.present(
                    .adjustments(2), style: .inspector(withNavigation: false), options: options)
                await host.settle()
                #expect(host.hierarchy.contains("Inspector"), "\(options)")
                #expect(host.visibleTexts.contains("Adjustments of 2"), "\(options)")
            }
        }

        @Test func inACompactWidthItIsASheetTheUserSwipesDown() async throws {
            let (stack, host) = await editor(.compact)
            stack.present(.adjustments(1), style: .inspector(withNavigation: false))
            await host.settle()
            #expect(host.presentationStyles == [.sheet])
            #expect(host.isShowing("Adjustments of 1"))
            try host.swipeDownSheet()
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.photo(1)])
            #expect(host.presentationDepth == 0)
        }

        @Test func aChangeOfWidthKeepsTheInspectorInTheModel() async {
            let (stack, host) = await editor(.regular)
            stack.present(.adjustments(1), style: .inspector(withNavigation: false))
            await host.settle()
            host.horizontalSizeClass = .compact
            await host.settle()
            #expect(host.presentationStyles == [.sheet])
            host.horizontalSizeClass = .regular
            await host.settle()
            #expect(host.presentationDepth == 0)
            #expect(host.visibleTexts.contains("Adjustments of 1"))
            #expect(stack.routes.map(\.screen) == [.photo(1), .adjustments(1)])
        }

        @Test func anAlertAskedForWhileTheInspectorSheetComesInWaits() async {
            let (stack, host) = await editor(.compact)
            stack.setAlerts { _ -> AlertContent<Never>? in
                AlertContent("Reset the curves?", buttons: [.cancel()])
            } perform: { _ in
            }
            stack.present(.adjustments(1), style: .inspector(withNavigation: false))
            stack.present(.curves, style: .alert)
            await host.settle()
            #expect(host.presentationStyles == [.sheet, .alert])
            #expect(!host.log.contains { $0.contains("dropped") })
        }
    }
#endif
