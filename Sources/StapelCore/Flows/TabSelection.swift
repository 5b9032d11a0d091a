/// Decisions about tab bar taps.
///
/// ```swift
/// TabSelection.isReselection(of: .inbox, current: .inbox)  // true: pop the inbox to its root
/// ```
package enum TabSelection {
    /// Whether a tap selects the tab that is already selected, the gesture that pops that
    /// tab's navigation to its root on Apple platforms.
    ///
    /// ```swift
    /// TabSelection.isReselection(of: .settings, current: .inbox)  // false
    /// ```
    /// - Parameters:
    ///   - tab: The tab the user tapped.
    ///   - current: The tab selected before the tap.
    /// - Returns: `true` if the tap re-selects the current tab.
    package static func isReselection<Tab: Hashable>(of tab: Tab, current: Tab) -> Bool {
        tab == current
    }
}
