/// What a go-back operation comes to on a route list: the routes that leave, and the warning
/// to report if the call was misuse. See ``GoBackRules``.
@usableFromInline
package struct RouteRemoval: Equatable, Sendable {
    /// The index of the first route that leaves (it and all above it go), or `nil` when
    /// nothing changes.
    @usableFromInline package var start: Int?
    /// The warning the call reports, or `nil` when it is not misuse.
    @usableFromInline package var warning: StapelWarning?

    @inlinable
    package init(start: Int?, warning: StapelWarning? = nil) {
        self.start = start
        self.warning = warning
    }

    /// Nothing changes, and nothing is reported: the call's effect is already true.
    @inlinable
    package static var unchanged: RouteRemoval { RouteRemoval(start: nil) }

    /// Nothing changes, and the call reports a warning.
    package static func refused(_ kind: StapelWarning.Kind, _ message: String) -> RouteRemoval {
        RouteRemoval(start: nil, warning: StapelWarning(kind, message))
    }
}
