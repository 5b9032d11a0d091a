import StapelCore

/// A screen whose conformances are isolated to the main actor, as every type's is in an app
/// target built with main-actor isolation by default and Approachable Concurrency.
@MainActor
struct MainActorRecipe: @MainActor Hashable, @MainActor Codable {
    var id: Int
}

/// A screen enum whose `Hashable` conformance is isolated to the main actor.
@MainActor
enum MainActorScreen: @MainActor Hashable {
    case inbox
    case chat(id: Int)
}

/// A main-actor helper of the kind an app's link table calls.
@MainActor
func mainActorChat(_ id: Int) -> MainActorScreen {
    .chat(id: id)
}
