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
    ///         stack.push(.photo(id: photo.id), options: .zoom(from: ZoomSourceID(photo.id)))
    ///     } label: {
    ///         PhotoThumbnail(photo.id)
    ///     }
    ///     .stapelZoomSource(ZoomSourceID(photo.id))
    /// }
    /// ```
    /// - Parameter id: The identifier a route's `RouteOptions.zoomSource` names.
    /// - Returns: A view that is the zoom source with that identifier.
    public func stapelZoomSource(_ id: ZoomSourceID) -> some View {
        modifier(ZoomSource(id: id))
    }
}

/// Applies `matchedTransitionSource(id:in:)` in the container's namespace, where the platform
/// has it.
private struct ZoomSource: ViewModifier {
    @Environment(\.stapelZoomNamespace) private var namespace
    let id: ZoomSourceID

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
