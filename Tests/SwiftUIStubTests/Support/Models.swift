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
