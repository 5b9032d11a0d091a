#if !canImport(SwiftUI)
    import Foundation

    @available(iOS 17.0, macOS 14.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    extension View {
        // SwiftUI, iOS 18.0 interface (page 624000): `nonisolated public func inspector<V>(
        // isPresented: SwiftUICore.Binding<Swift.Bool>, @SwiftUICore.ViewBuilder content: () -> V)
        // -> some SwiftUICore.View where V : SwiftUICore.View`, in an extension available from
        // iOS 17.0 and macOS 14.0 and unavailable on tvOS, watchOS and visionOS.
        /// Shows an inspector: a trailing column in a regular width, a sheet in a compact one.
        ///
        /// ```swift
        /// EditorView()
        ///     .inspector(isPresented: $showsInspector) { TraitsView() }
        /// ```
        nonisolated public func inspector<V>(
            isPresented: Binding<Bool>, @ViewBuilder content: () -> V
        ) -> some View where V: View {
            modifier(InspectorModifier(isPresented: isPresented, inspector: content()))
        }

        // SwiftUI, iOS 18.0 interface (page 624000): `nonisolated public func
        // inspectorColumnWidth(min: CoreFoundation.CGFloat? = nil, ideal: CoreFoundation.CGFloat,
        // max: CoreFoundation.CGFloat? = nil) -> some SwiftUICore.View`, in the inspector's
        // extension.
        /// Gives the inspector's column a width between bounds, in a regular width; the host
        /// draws no widths, so it changes nothing there.
        ///
        /// ```swift
        /// TraitsView().inspectorColumnWidth(min: 200, ideal: 300, max: 400)
        /// ```
        nonisolated public func inspectorColumnWidth(
            min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
        ) -> some View {
            modifier(EmptyModifier())
        }

        // SwiftUI, iOS 18.0 interface (page 624000): `nonisolated public func
        // inspectorColumnWidth(_ width: CoreFoundation.CGFloat) -> some SwiftUICore.View`, in the
        // inspector's extension.
        /// Gives the inspector's column a fixed width, in a regular width; the host draws no
        /// widths, so it changes nothing there.
        ///
        /// ```swift
        /// TraitsView().inspectorColumnWidth(320)
        /// ```
        nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> some View {
            modifier(EmptyModifier())
        }
    }

    /// An inspector: beside the content as a column in a regular width; in a compact one, a
    /// sheet the user can swipe down, which clears the binding.
    nonisolated struct InspectorModifier<Inspector: View>: ViewModifier {
        @Environment(\.horizontalSizeClass) private var sizeClass
        let isPresented: Binding<Bool>
        let inspector: Inspector

        @MainActor func body(content: Content) -> some View {
            let isSheet = sizeClass == .compact
            HStack {
                content.sheet(isPresented: isSheet ? isPresented : .constant(false)) {
                    inspector
                }
                if !isSheet && isPresented.wrappedValue {
                    InspectorColumn(content: inspector)
                }
            }
        }
    }

    /// The inspector's trailing column: a hierarchy of its own, whose preferences do not reach
    /// the view the inspector belongs to.
    struct InspectorColumn<Content: View>: View, PrimitiveView, HostPreferenceBoundary {
        typealias Body = Never
        let content: Content

        func update(_ node: ViewNode, transaction: Transaction) {
            node.reconcile(
                [ChildView(.slot("inspector"), content, node.environment)],
                transaction: transaction)
        }
    }

    extension InspectorColumn: HostDescribable {
        func hostDescription(of node: ViewNode) -> String { "Inspector" }
    }
#endif
