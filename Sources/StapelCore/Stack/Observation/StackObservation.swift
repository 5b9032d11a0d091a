/// What a stack keeps for observation besides its routes: one ``StackLayer`` per layer, one
/// ``RouteEntry`` per route a screen has asked for, and the key paths it reports changes with.
///
/// A screen reads its own route's entry, and a navigation stack its own layer's path, so a push
/// or pop invalidates only the layer it changes and the routes it adds or removes.
struct StackObservation<Screen> {
    /// The key paths the stack reports to observation, shared with other stacks of its screen
    /// type.
    let keyPaths: StackKeyPaths<Screen>
    /// The base layer, then one layer per presentation, bottom-most first.
    var layers: [StackLayer]
    /// The observable entries asked for so far (see `Stack.entry(for:)`), by route identifier.
    var entries: [RouteID: RouteEntry<Screen>] = [:]
}
