#if !canImport(SwiftUI)
    public import Foundation

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension View {
        // SwiftUI, iOS 18.0 interface: `nonisolated public func onOpenURL(perform action:
        // @escaping (Foundation.URL) -> ()) -> some SwiftUICore.View`, in an extension available
        // from iOS 14.0, macOS 11.0, tvOS 14.0 and watchOS 7.0.
        /// Runs an action when the app is asked to open a URL in this view's scene: a link
        /// that launched or reopened the app, a universal link.
        nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
            modifier(OpenURLModifier(action: action))
        }
    }
#endif
