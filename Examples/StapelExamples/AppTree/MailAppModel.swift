import Foundation
import Observation
import Stapel

/// The whole navigation of the mail app in one model: a tab view whose mail tab is a split
/// view and whose other tabs are stacks, saved as one value, with one link table for all of it.
@MainActor
@Observable
public final class MailAppModel {
    /// The mail tab: mailboxes, their messages, and the selected message's screens.
    let mail: SplitNavigation<Mailbox, Int, MailScreen>
    /// The inbox tab.
    let inbox: Stack<InboxScreen>
    /// The settings tab.
    let settings: Stack<SettingsScreen>
    /// The tabs, holding the three.
    let tabs: KeyedNavigation<MailAppTab, any NavigationNode>
    /// Keeps the whole tree in storage; links wait for its restore.
    @ObservationIgnored let autosave:
        NavigationAutosave<KeyedNavigation<MailAppTab, any NavigationNode>>
    /// The links of every tab.
    @ObservationIgnored let links: KeyedLinkTable<MailAppTab>

    /// Creates the model, with the tabs' own links.
    ///
    /// - Parameter clock: The clock of the stacks' timers: the pacing's fallback and the
    ///   warning of a link that waits too long. Tests pass their host's.
    public init(clock: any Clock<Duration> = ContinuousClock()) {
        mail = SplitNavigation(detail: Stack(clock: clock))
        inbox = Stack(clock: clock)
        settings = Stack(clock: clock)
        tabs = KeyedNavigation(
            selection: .mail, children: [.mail: mail, .inbox: inbox, .settings: settings])
        autosave = NavigationAutosave(tabs)
        links = KeyedLinkTable<MailAppTab>()
            .child(.mail, links: MailAppLinks.mail)
            .child(.inbox, links: MailAppLinks.inbox)
            .child(.settings, links: MailAppLinks.settings)
    }

    /// Opens a link in the tab it names, from `onOpenURL` or a notification, at any time.
    ///
    /// - Returns: What the link did, or `nil` for a link no tab reads.
    @discardableResult
    public func open(_ url: URL) -> DeepLinkResult? {
        try? tabs.open(url, using: links)
    }

    /// The link of what the app shows now, to share or to hand off.
    public func currentLink() -> URL? {
        try? tabs.url(using: links, base: URL(string: "mailapp://")!)
    }
}
