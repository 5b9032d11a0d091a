#if !canImport(SwiftUI)
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
