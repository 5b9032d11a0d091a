/// The mapping between the bindings push controls accept and the one question they answer:
/// should the control's route be pushed?
///
/// Push controls take an `isActive` flag, a `tag` with a `selection`, or an optional item in
/// the style of `navigationDestination(item:)`. Each maps to a `Bool` through these functions,
/// and back when the route leaves the stack.
///
/// ```swift
/// LinkActivation.isActive(selection: "b", tag: "b")                    // true
/// LinkActivation.selection(settingActive: false, current: "b", tag: "b")  // nil
/// ```
package enum LinkActivation {
    /// Whether a `tag`/`selection` control is active: its tag is selected.
    ///
    /// ```swift
    /// LinkActivation.isActive(selection: Tab.b, tag: Tab.b)  // true
    /// ```
    /// - Parameters:
    ///   - selection: The selection binding's value.
    ///   - tag: The control's tag.
    /// - Returns: `true` if `selection` equals `tag`.
    package static func isActive<Tag: Hashable>(selection: Tag?, tag: Tag) -> Bool {
        selection == tag
    }

    /// The selection after a `tag`/`selection` control turns on or off.
    ///
    /// Turning on selects the tag. Turning off clears the selection only if it still is this
    /// control's tag, so that one control going away does not undo another control's selection.
    ///
    /// ```swift
    /// LinkActivation.selection(settingActive: false, current: "a", tag: "b")  // "a"
    /// ```
    /// - Parameters:
    ///   - isActive: The new state of the control.
    ///   - current: The selection now.
    ///   - tag: The control's tag.
    /// - Returns: The new selection.
    package static func selection<Tag: Hashable>(
        settingActive isActive: Bool, current: Tag?, tag: Tag
    )
        -> Tag?
    {
        if isActive { return tag }
        return current == tag ? nil : current
    }

    /// Whether an optional-item control is active: the item is set.
    ///
    /// ```swift
    /// LinkActivation.isActive(item: Optional("Swift"))  // true
    /// ```
    /// - Parameter item: The item binding's value.
    /// - Returns: `true` if `item` is not `nil`.
    package static func isActive<Item>(item: Item?) -> Bool {
        item != nil
    }

    /// The item after an optional-item control turns on or off: turning off clears it; turning
    /// on keeps it, because only the binding's owner knows which item to show.
    ///
    /// ```swift
    /// LinkActivation.item(settingActive: false, current: Optional("Swift"))  // nil
    /// ```
    /// - Parameters:
    ///   - isActive: The new state of the control.
    ///   - current: The item now.
    /// - Returns: The new item.
    package static func item<Item>(settingActive isActive: Bool, current: Item?) -> Item? {
        isActive ? current : nil
    }
}
