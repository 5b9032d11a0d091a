#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

extension View {
    /// Marks this view as the source a route zooms from when its options name it: iOS 18's
    /// zoom transition grows the pushed or presented screen out of this view, and shrinks it
    /// back in when it goes.
    ///
    /// The source and the route meet in the namespace of the Stapel container the view is in;
    /// outside one, and where the platform has no zoom (before iOS 18, and on macOS), this
    /// changes nothing and the route comes in with the platform's transition.
    ///
    /// ```swift
    /// ForEach(photos) { photo in
    ///     Button {
    ///         stack.push(.photo(id: photo.id), options: .zoom(from: photo.id))
    ///     } label: {
    ///         PhotoThumbnail(photo.id)
    ///     }
    ///     .stapelZoomSource(photo.id)
    /// }
    /// ```
    /// - Parameter id: The identifier a route's `RouteOptions.zoomSource` names: a value that
    ///   prints the same, such as an `Int`, a `UUID` or a `String`, is the same identifier.
    /// - Returns: A view that is the zoom source with that identifier.
    public func stapelZoomSource(_ id: some CustomStringConvertible) -> some View {
        modifier(ZoomSource(id: id.description))
    }
}

/// Applies `matchedTransitionSource(id:in:)` in the container's namespace, where the platform
/// has it.
private struct ZoomSource: ViewModifier {
    @Environment(\.stapelZoomNamespace) private var namespace
    let id: String

    func body(content: Content) -> some View {
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            if let namespace {
                content.matchedTransitionSource(id: id, in: namespace)
            } else {
                content
            }
        } else {
            content
        }
    }
}
