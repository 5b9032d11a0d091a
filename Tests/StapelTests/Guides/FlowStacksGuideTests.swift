#if !canImport(SwiftUI)
    import Stapel
    import Testing

    @testable import StapelGuides

    /// Draws the guide's view model's stack, as the coordinator that owns the model would.
    private struct ModelCoordinatorView: View {
        let model: CoordinatorModel

        var body: some View {
            StapelStack(model.stack) {
                Text("Start")
            } destination: { screen in
                switch screen {
                case .numberDetail(let number): NumberDetailScreen(number: number)
                default: Text(String(describing: screen))
                }
            }
        }
    }

    /// The code of "Migrating from FlowStacks", run in the headless host.
    @MainActor
    @Suite("Guide: migrating from FlowStacks and NStack")
    struct FlowStacksGuideTests {
        @Test func theCoordinatorPushesPresentsAndGoesBackToTheRoot() async throws {
            let host = ViewHost(AppCoordinator())
            try host.tap("Numbers")
            await host.settle()
            try host.tap("3")
            await host.settle()
            try host.tap("Settings for 3")
            await host.settle()
            #expect(host.presentationDepth == 1)
            try host.tap("Done")
            await host.settle()
            #expect(host.presentationDepth == 0)
            #expect(host.navigationDepth == 0)
            #expect(host.isShowing("Numbers"))
        }

        @Test func theViewModelsStackDeepLinksAndTheNavigatorGoesBack() async throws {
            let model = CoordinatorModel()
            let host = ViewHost(ModelCoordinatorView(model: model))
            model.deepLink(to: 4)
            await host.settle()
            #expect(model.stack.routes.map(\.screen) == [.numberList, .numberDetail(4), .settings])
            #expect(host.presentationDepth == 1)
            model.goBackToRoot()
            await host.settle()
            #expect(model.stack.routes.isEmpty)

            model.showNumber(2)
            await host.settle()
            try host.tap("Back to the start")
            await host.settle()
            #expect(model.stack.routes.isEmpty)
            #expect(host.isShowing("Start"))
        }

        @Test func aScreenEditsItsOwnRoute() async throws {
            let host = ViewHost(EditableCoordinator())
            await host.settle()
            try host.tap("42 + 1")
            await host.settle()
            #expect(host.isShowing("43 + 1"))
        }

        @Test func nStacksCoordinatorHasARootScreenOfItsEnum() async throws {
            let host = ViewHost(NumberCoordinator())
            try host.tap("Go")
            await host.settle()
            try host.tap("Number 2")
            await host.settle()
            #expect(host.navigationDepth == 2)
            try host.tap("Back to the start from 2")
            await host.settle()
            #expect(host.navigationDepth == 0)
            #expect(host.isShowing("Go"))
        }

        @Test func eachScreenReadsItsIndexCountedAsFlowStacksDid() async throws {
            let host = ViewHost(RootCoordinator())
            try host.tap("Numbers")
            await host.settle()
            try host.tap("Screen 1: next")
            await host.settle()
            try host.tap("Screen 2: next")
            await host.settle()
            #expect(host.isShowing("Screen 3: next"))
            try host.tapBack()
            await host.settle()
            #expect(host.isShowing("Screen 2: next"))
        }

        @Test func theValueContainersOnDismissHearsTheUsersSwipe() async throws {
            let host = ViewHost(SheetCoordinator())
            try host.tap("Settings (closed by swipe: 0)")
            await host.settle()
            try host.swipeDownSheet()
            await host.settle()
            #expect(host.isShowing("Settings (closed by swipe: 1)"))
            try host.tap("Settings (closed by swipe: 1)")
            await host.settle()
            try host.tap("Close")
            await host.settle()
            #expect(host.isShowing("Settings (closed by swipe: 1)"))
        }

        @Test func theNavigationModifierReachesACoverWithNavigation() async throws {
            let host = ViewHost(ModifiedCoordinator())
            try host.tap("Settings")
            await host.settle()
            #expect(host.presentationDepth == 1)
            // The cover's own navigation is the modifier's content.
            let above = try host.find(text: "Done").ancestorTypeNames
            #expect(above.contains("_ViewModifier_Content"))
            #expect(above.contains("LayerNavigation"))
            try host.tap("Done")
            await host.settle()
            #expect(host.presentationDepth == 0)
        }

        @Test func manualNavigationIsTheCustomContainer() async throws {
            let host = ViewHost(ManualCoordinator())
            try host.tap("Numbers")
            await host.settle()
            #expect(host.isShowing("numberList"))
            #expect(throws: (any Error).self) { try host.tapBack() }
            try host.tap("Back")
            await host.settle()
            #expect(host.isShowing("Numbers"))
        }
    }
#endif
