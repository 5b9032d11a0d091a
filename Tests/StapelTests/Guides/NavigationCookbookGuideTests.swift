#if !canImport(SwiftUI)
    import Stapel
    import Testing

    @testable import StapelGuides

    /// The code of "Porting Apple's NavigationCookbook", run in the headless host: one model for
    /// the stack and the two-column experiences, kept across a switch and a relaunch.
    @MainActor
    @Suite("Guide: porting Apple's NavigationCookbook")
    struct NavigationCookbookGuideTests {
        @Test func switchingExperiencesKeepsTheRecipePathAndARelaunchRestoresBoth() async throws {
            let host = ViewHost(CookbookRoot())
            host.horizontalSizeClass = .regular
            await host.settle()
            try host.tap("Dessert")
            await host.settle()
            try host.tap("Apple Pie")
            await host.settle()
            try host.tap("Related: Pancakes")
            await host.settle()
            #expect(host.isShowing("Pancakes, a pancake recipe"))
            #expect(host.isShowing("Salad"), "side by side, the sidebar shows")
            // The stack experience: the same path, the category under the recipes.
            try host.tap("Stack")
            await host.settle()
            #expect(host.navigationDepth == 3)
            #expect(host.isShowing("Pancakes, a pancake recipe"))
            #expect(!host.isShowing("Choose a category"))
            try host.tapBack()
            await host.settle()
            #expect(host.isShowing("Apple Pie, a dessert recipe"))
            // A relaunch restores the experience and the path.
            let relaunched = ViewHost(CookbookRoot(), sceneStore: host.sceneStore)
            relaunched.horizontalSizeClass = .regular
            await relaunched.settle()
            #expect(relaunched.navigationDepth == 2)
            #expect(relaunched.isShowing("Apple Pie, a dessert recipe"))
            try relaunched.tapBack()
            await relaunched.settle()
            try relaunched.tapBack()
            await relaunched.settle()
            #expect(relaunched.isShowing("Two columns"))
            try relaunched.tap("Two columns")
            await relaunched.settle()
            try relaunched.tap("Salad")
            await relaunched.settle()
            #expect(relaunched.isShowing("Dessert"))
            #expect(relaunched.isShowing("Caprese"))
            #expect(relaunched.log.isEmpty, "\(relaunched.log)")
        }
    }
#endif
