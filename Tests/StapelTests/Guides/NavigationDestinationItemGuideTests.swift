#if !canImport(SwiftUI)
    import Stapel
    import Testing

    @testable import StapelGuides

    /// The code of "Migrating from a navigation destination bound to an optional", run in the
    /// headless host. Serialized: one test edits the guide's shared favorites store.
    @MainActor
    @Suite("Guide: migrating from navigationDestination(for: Binding<Item?>)", .serialized)
    struct NavigationDestinationItemGuideTests {
        @Test func theDetailStaysWhileTheListLosesItsItem() async throws {
            let store = StapelGuides.FavoritesStore.standard
            let saved = store.favorites
            defer { store.favorites = saved }
            let host = ViewHost(StapelGuides.FavoritesView())
            try host.tap("Swift")
            await host.settle()
            #expect(host.isShowing("Remove from favorites"))
            try host.tap("Remove from favorites")
            await host.settle()
            #expect(!store.favorites.contains("Swift"))
            #expect(host.isShowing("Remove from favorites"))
            try host.tapBack()
            await host.settle()
            #expect(host.navigationTitle == "My Favorites")
            #expect(!host.isShowing("Swift"))
        }

        @Test func theTypedStackPushesTheItemsScreenAndBackClearsIt() async throws {
            let host = ViewHost(TypedFavoritesView())
            try host.tap("UIKit")
            await host.settle()
            #expect(host.isShowing("Remove from favorites"))
            try host.tapBack()
            await host.settle()
            try host.tap("SwiftUI")
            await host.settle()
            #expect(host.isShowing("Remove from favorites"))
        }

        @Test func theFlagMadeFromTheOptionalPushes() async throws {
            let host = ViewHost(FlaggedFavoritesView())
            try host.tap("Open Swift")
            await host.settle()
            #expect(host.isShowing("Remove from favorites"))
            #expect(host.navigationDepth == 1)
            try host.tapBack()
            await host.settle()
            #expect(host.navigationDepth == 0)
        }
    }
#endif
