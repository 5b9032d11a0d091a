#if !canImport(SwiftUI)
    import Observation

    /// An observable model with two independent properties, to see which views each one
    /// re-evaluates.
    @MainActor @Observable
    final class Profile {
        var name = "Ada"
        var age = 36
    }

    /// An observable model of a list and a navigation path.
    @MainActor @Observable
    final class Library {
        var books = ["Dune", "Emma"]
        var path: [Int] = []
        var flag = false
    }

    /// A row of data with an identity apart from its title.
    struct Book: Identifiable, Hashable {
        let id: Int
        var title: String
    }
#endif
#if !canImport(SwiftUI)
    import Observation

    /// An observable model with an identity of its own.
    @MainActor @Observable
    final class Shelf: Identifiable {
        let id: Int

        init(id: Int) {
            self.id = id
        }
    }
#endif
#if !canImport(SwiftUI)
    import Observation

    /// What an app wants presented: flags and an item for sheets and covers.
    @MainActor @Observable
    final class Presentations {
        var sheet = false
        var cover = false
        var inner = false
        var item: Book?
    }

    /// A tab view's selection, and how often the tab bar wrote it.
    @MainActor @Observable
    final class TabModel {
        var selection = "inbox"
        var writes = 0
    }
#endif
