// A link that arrives before an autosave has restored the stack would be opened, then replaced
// by the saved routes. So an autosave tells its stack that a restoration is coming when it is
// made, and links opened until then wait and are opened right after the restore. The app can
// hold links too, while it is not ready for them.
extension Stack {
    /// Whether an autosave of the stack has not restored it yet.
    var isAwaitingRestoration: Bool { restoration.pending > 0 }

    /// Whether links opened now wait: for a restore, or because the app holds them.
    var linksWait: Bool { restoration.pending > 0 || restoration.isHeld }

    /// Whether links opened on the stack wait, because the app is not ready for them: during
    /// onboarding, or until the user has signed in. Set it to `true` to hold them, and back to
    /// `false` to open the links that came, in order, each as if it had arrived just then.
    ///
    /// A held link's ``DeepLinkResult/outcome`` is ``DeepLinkResult/Outcome/held``. Links also
    /// wait for an autosave's restore, whatever this says; only that wait warns when it is long
    /// (``linkWaitLimit``), since a hold is the app's own choice.
    ///
    /// ```swift
    /// var isSignedIn = false
    /// stack.holdsLinks = !isSignedIn  // links wait
    /// isSignedIn = true
    /// stack.holdsLinks = !isSignedIn  // they open
    /// ```
    public var holdsLinks: Bool {
        get { restoration.isHeld }
        set {
            guard newValue != restoration.isHeld else { return }
            restoration.isHeld = newValue
            runWaiters()
        }
    }

    /// Notes that an autosave will restore the stack: links wait until it has.
    func expectRestoration() {
        restoration.pending += 1
    }

    /// Notes that an autosave has restored the stack, or will not: once none is pending, what
    /// waited runs, in the order it came.
    func restorationEnded() {
        guard restoration.pending > 0 else { return }
        restoration.pending -= 1
        guard restoration.pending == 0 else { return }
        restoration.warning?.cancel()
        restoration.warning = nil
        runWaiters()
    }

    /// Runs what waits, in the order it came, while nothing holds links.
    private func runWaiters() {
        while !linksWait, !restoration.waitingLinks.isEmpty {
            restoration.waitingLinks.removeFirst().open()
        }
    }

    /// Runs `open` once links may open again: right after the restore or the app's hold ends.
    /// Call it only while links wait; a stack that goes away first cancels `change`.
    func queueUntilLinksMayOpen(
        _ change: StackChange, _ open: @escaping @MainActor () -> Void
    ) {
        restoration.waitingLinks.append((change, open))
        if isAwaitingRestoration, restoration.warning == nil {
            restoration.warning = startTimer(after: restoration.limit) {
                $0.warnOfWaitingLinks()
            }
        }
    }

    /// How long a link opened before the stack's restore may wait for it before a runtime
    /// warning says what it waits for; 10 seconds by default. The link keeps waiting after the
    /// warning, and opens when the restore ends.
    ///
    /// A link waits when an autosave of the stack has been made and has not restored it yet:
    /// usually for a moment at launch. It waits long when the autosave is made early, at
    /// launch, and the view that starts it (`stapelAutosave(_:in:)`) has not appeared.
    ///
    /// ```swift
    /// stack.linkWaitLimit = .seconds(30)
    /// ```
    public var linkWaitLimit: Duration {
        get { restoration.limit }
        set { restoration.limit = newValue }
    }

    /// Reports that links still wait for the restore, once per wait.
    private func warnOfWaitingLinks() {
        restoration.warning = nil
        guard isAwaitingRestoration, !restoration.waitingLinks.isEmpty else { return }
        let count = restoration.waitingLinks.count
        StapelWarning(
            .linkWaiting,
            "\(count == 1 ? "A link has" : "\(count) links have") waited \(linkWaitLimit) for "
                + "this stack's restore: an autosave of the stack was made, and has not restored "
                + "it yet. Start the autosave (the view that calls stapelAutosave may not have "
                + "appeared), or make it where that view is; the links open when it restores."
        ).report(at: CallSite())
    }
}
