#if !canImport(SwiftUI)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    extension View {
        // SwiftUI, iOS 18.0 interface (page 880000): `nonisolated public func
        // confirmationDialog<A>(_ titleKey: SwiftUICore.LocalizedStringKey, isPresented:
        // SwiftUICore.Binding<Swift.Bool>, titleVisibility: SwiftUI.Visibility = .automatic,
        // @SwiftUICore.ViewBuilder actions: () -> A) -> some SwiftUICore.View where A :
        // SwiftUICore.View`
        /// Shows a confirmation dialog with a localized title and its buttons while the flag is on;
        /// a tap on a button runs its action, dismisses it and turns the flag off.
        ///
        /// ```swift
        /// Text("Draft").confirmationDialog("Discard?", isPresented: $asks) {
        ///     Button("Discard", role: .destructive) { discard() }
        /// }
        /// ```
        nonisolated public func confirmationDialog<A>(
            _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
        ) -> some View where A: View {
            confirmationDialog(
                Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
                actions: actions)
        }

        // SwiftUI, iOS 18.0 interface (page 880000): `@_disfavoredOverload nonisolated public func
        // confirmationDialog<S, A>(_ title: S, isPresented: SwiftUICore.Binding<Swift.Bool>,
        // titleVisibility: SwiftUI.Visibility = .automatic, @SwiftUICore.ViewBuilder actions: () ->
        // A) -> some SwiftUICore.View where S : Swift.StringProtocol, A : SwiftUICore.View`
        /// Shows a confirmation dialog with a string title and its buttons while the flag is on; a
        /// tap on a button runs its action, dismisses it and turns the flag off.
        ///
        /// ```swift
        /// Text("Draft").confirmationDialog("Discard?", isPresented: $asks) {
        ///     Button("Discard", role: .destructive) { discard() }
        /// }
        /// ```
        @_disfavoredOverload
        nonisolated public func confirmationDialog<S, A>(
            _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
            @ViewBuilder actions: () -> A
        ) -> some View where S: StringProtocol, A: View {
            confirmationDialog(
                Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
                actions: actions)
        }

        // SwiftUI, iOS 18.0 interface (page 880000): `nonisolated public func
        // confirmationDialog<A>(_ title: SwiftUICore.Text, isPresented:
        // SwiftUICore.Binding<Swift.Bool>, titleVisibility: SwiftUI.Visibility = .automatic,
        // @SwiftUICore.ViewBuilder actions: () -> A) -> some SwiftUICore.View where A :
        // SwiftUICore.View`
        /// Shows a confirmation dialog with a text title and its buttons while the flag is on; a
        /// tap on a button runs its action, dismisses it and turns the flag off.
        ///
        /// ```swift
        /// Text("Draft").confirmationDialog("Discard?", isPresented: $asks) {
        ///     Button("Discard", role: .destructive) { discard() }
        /// }
        /// ```
        nonisolated public func confirmationDialog<A>(
            _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
            @ViewBuilder actions: () -> A
        ) -> some View where A: View {
            presentingDialog(
                .confirmationDialog, title, titleVisibility: titleVisibility, isPresented,
                actions: actions(), message: nil)
        }

        // SwiftUI, iOS 18.0 interface (page 880000): `nonisolated public func confirmationDialog<A,
        // M>(_ titleKey: SwiftUICore.LocalizedStringKey, isPresented:
        // SwiftUICore.Binding<Swift.Bool>, titleVisibility: SwiftUI.Visibility = .automatic,
        // @SwiftUICore.ViewBuilder actions: () -> A, @SwiftUICore.ViewBuilder message: () -> M) ->
        // some SwiftUICore.View where A : SwiftUICore.View, M : SwiftUICore.View`
        /// Shows a confirmation dialog with a localized title, its message and its buttons while
        /// the flag is on; a tap on a button runs its action, dismisses it and turns the flag off.
        ///
        /// ```swift
        /// Text("Draft").confirmationDialog("Discard?", isPresented: $asks) {
        ///     Button("Discard", role: .destructive) { discard() }
        /// }
        /// ```
        nonisolated public func confirmationDialog<A, M>(
            _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
            @ViewBuilder message: () -> M
        ) -> some View where A: View, M: View {
            confirmationDialog(
                Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
                actions: actions, message: message)
        }

        // SwiftUI, iOS 18.0 interface (page 880000): `@_disfavoredOverload nonisolated public func
        // confirmationDialog<S, A, M>(_ title: S, isPresented: SwiftUICore.Binding<Swift.Bool>,
        // titleVisibility: SwiftUI.Visibility = .automatic, @SwiftUICore.ViewBuilder actions: () ->
        // A, @SwiftUICore.ViewBuilder message: () -> M) -> some SwiftUICore.View where S :
        // Swift.StringProtocol, A : SwiftUICore.View, M : SwiftUICore.View`
        /// Shows a confirmation dialog with a string title, its message and its buttons while the
        /// flag is on; a tap on a button runs its action, dismisses it and turns the flag off.
        ///
        /// ```swift
        /// Text("Draft").confirmationDialog("Discard?", isPresented: $asks) {
        ///     Button("Discard", role: .destructive) { discard() }
        /// }
        /// ```
        @_disfavoredOverload
        nonisolated public func confirmationDialog<S, A, M>(
            _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
            @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
        ) -> some View where S: StringProtocol, A: View, M: View {
            confirmationDialog(
                Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
                actions: actions, message: message)
        }

        // SwiftUI, iOS 18.0 interface (page 880000): `nonisolated public func confirmationDialog<A,
        // M>(_ title: SwiftUICore.Text, isPresented: SwiftUICore.Binding<Swift.Bool>,
        // titleVisibility: SwiftUI.Visibility = .automatic, @SwiftUICore.ViewBuilder actions: () ->
        // A, @SwiftUICore.ViewBuilder message: () -> M) -> some SwiftUICore.View where A :
        // SwiftUICore.View, M : SwiftUICore.View`
        /// Shows a confirmation dialog with a text title, its message and its buttons while the
        /// flag is on; a tap on a button runs its action, dismisses it and turns the flag off.
        ///
        /// ```swift
        /// Text("Draft").confirmationDialog("Discard?", isPresented: $asks) {
        ///     Button("Discard", role: .destructive) { discard() }
        /// }
        /// ```
        nonisolated public func confirmationDialog<A, M>(
            _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
            @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
        ) -> some View where A: View, M: View {
            presentingDialog(
                .confirmationDialog, title, titleVisibility: titleVisibility, isPresented,
                actions: actions(), message: message())
        }

        // SwiftUI, iOS 18.0 interface (page 880000): `nonisolated public func confirmationDialog<A,
        // T>(_ titleKey: SwiftUICore.LocalizedStringKey, isPresented:
        // SwiftUICore.Binding<Swift.Bool>, titleVisibility: SwiftUI.Visibility = .automatic,
        // presenting data: T?, @SwiftUICore.ViewBuilder actions: (T) -> A) -> some SwiftUICore.View
        // where A : SwiftUICore.View`
        /// Shows a confirmation dialog with a localized title and its buttons, made from the data,
        /// while the flag is on and the data is not `nil`; a tap on a button runs its action,
        /// dismisses it and turns the flag off.
        ///
        /// ```swift
        /// Text("Draft").confirmationDialog("Discard?", isPresented: $asks) {
        ///     Button("Discard", role: .destructive) { discard() }
        /// }
        /// ```
        nonisolated public func confirmationDialog<A, T>(
            _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
            titleVisibility: Visibility = .automatic, presenting data: T?,
            @ViewBuilder actions: (T) -> A
        ) -> some View where A: View {
            confirmationDialog(
                Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
                presenting: data, actions: actions)
        }

        // SwiftUI, iOS 18.0 interface (page 880000): `@_disfavoredOverload nonisolated public func
        // confirmationDialog<S, A, T>(_ title: S, isPresented: SwiftUICore.Binding<Swift.Bool>,
        // titleVisibility: SwiftUI.Visibility = .automatic, presenting data: T?,
        // @SwiftUICore.ViewBuilder actions: (T) -> A) -> some SwiftUICore.View where S :
        // Swift.StringProtocol, A : SwiftUICore.View`
        /// Shows a confirmation dialog with a string title and its buttons, made from the data,
        /// while the flag is on and the data is not `nil`; a tap on a button runs its action,
        /// dismisses it and turns the flag off.
        ///
        /// ```swift
        /// Text("Draft").confirmationDialog("Discard?", isPresented: $asks) {
        ///     Button("Discard", role: .destructive) { discard() }
        /// }
        /// ```
        @_disfavoredOverload
        nonisolated public func confirmationDialog<S, A, T>(
            _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
            presenting data: T?, @ViewBuilder actions: (T) -> A
        ) -> some View where S: StringProtocol, A: View {
            confirmationDialog(
                Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
                presenting: data, actions: actions)
        }

        // SwiftUI, iOS 18.0 interface (page 880000): `nonisolated public func confirmationDialog<A,
        // T>(_ title: SwiftUICore.Text, isPresented: SwiftUICore.Binding<Swift.Bool>,
        // titleVisibility: SwiftUI.Visibility = .automatic, presenting data: T?,
        // @SwiftUICore.ViewBuilder actions: (T) -> A) -> some SwiftUICore.View where A :
        // SwiftUICore.View`
        /// Shows a confirmation dialog with a text title and its buttons, made from the data, while
        /// the flag is on and the data is not `nil`; a tap on a button runs its action, dismisses
        /// it and turns the flag off.
        ///
        /// ```swift
        /// Text("Draft").confirmationDialog("Discard?", isPresented: $asks) {
        ///     Button("Discard", role: .destructive) { discard() }
        /// }
        /// ```
        nonisolated public func confirmationDialog<A, T>(
            _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
            presenting data: T?, @ViewBuilder actions: (T) -> A
        ) -> some View where A: View {
            let content = data.map { data in
                DialogContent(
                    kind: .confirmationDialog, title: title, titleVisibility: titleVisibility,
                    actions: actions(data),
                    message: nil)
            }
            return modifier(PresentationModifier.dialog(isPresented, content))
        }

        // SwiftUI, iOS 18.0 interface (page 880000): `nonisolated public func confirmationDialog<A,
        // M, T>(_ titleKey: SwiftUICore.LocalizedStringKey, isPresented:
        // SwiftUICore.Binding<Swift.Bool>, titleVisibility: SwiftUI.Visibility = .automatic,
        // presenting data: T?, @SwiftUICore.ViewBuilder actions: (T) -> A, @SwiftUICore.ViewBuilder
        // message: (T) -> M) -> some SwiftUICore.View where A : SwiftUICore.View, M :
        // SwiftUICore.View`
        /// Shows a confirmation dialog with a localized title, its message and its buttons, made
        /// from the data, while the flag is on and the data is not `nil`; a tap on a button runs
        /// its action, dismisses it and turns the flag off.
        ///
        /// ```swift
        /// Text("Draft").confirmationDialog("Discard?", isPresented: $asks) {
        ///     Button("Discard", role: .destructive) { discard() }
        /// }
        /// ```
        nonisolated public func confirmationDialog<A, M, T>(
            _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
            titleVisibility: Visibility = .automatic, presenting data: T?,
            @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
        ) -> some View where A: View, M: View {
            confirmationDialog(
                Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
                presenting: data, actions: actions, message: message)
        }

        // SwiftUI, iOS 18.0 interface (page 880000): `@_disfavoredOverload nonisolated public func
        // confirmationDialog<S, A, M, T>(_ title: S, isPresented: SwiftUICore.Binding<Swift.Bool>,
        // titleVisibility: SwiftUI.Visibility = .automatic, presenting data: T?,
        // @SwiftUICore.ViewBuilder actions: (T) -> A, @SwiftUICore.ViewBuilder message: (T) -> M)
        // -> some SwiftUICore.View where S : Swift.StringProtocol, A : SwiftUICore.View, M :
        // SwiftUICore.View`
        /// Shows a confirmation dialog with a string title, its message and its buttons, made from
        /// the data, while the flag is on and the data is not `nil`; a tap on a button runs its
        /// action, dismisses it and turns the flag off.
        ///
        /// ```swift
        /// Text("Draft").confirmationDialog("Discard?", isPresented: $asks) {
        ///     Button("Discard", role: .destructive) { discard() }
        /// }
        /// ```
        @_disfavoredOverload
        nonisolated public func confirmationDialog<S, A, M, T>(
            _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
            presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
        ) -> some View where S: StringProtocol, A: View, M: View {
            confirmationDialog(
                Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
                presenting: data, actions: actions, message: message)
        }

        // SwiftUI, iOS 18.0 interface (page 880000): `nonisolated public func confirmationDialog<A,
        // M, T>(_ title: SwiftUICore.Text, isPresented: SwiftUICore.Binding<Swift.Bool>,
        // titleVisibility: SwiftUI.Visibility = .automatic, presenting data: T?,
        // @SwiftUICore.ViewBuilder actions: (T) -> A, @SwiftUICore.ViewBuilder message: (T) -> M)
        // -> some SwiftUICore.View where A : SwiftUICore.View, M : SwiftUICore.View`
        /// Shows a confirmation dialog with a text title, its message and its buttons, made from
        /// the data, while the flag is on and the data is not `nil`; a tap on a button runs its
        /// action, dismisses it and turns the flag off.
        ///
        /// ```swift
        /// Text("Draft").confirmationDialog("Discard?", isPresented: $asks) {
        ///     Button("Discard", role: .destructive) { discard() }
        /// }
        /// ```
        nonisolated public func confirmationDialog<A, M, T>(
            _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
            presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
        ) -> some View where A: View, M: View {
            let content = data.map { data in
                DialogContent(
                    kind: .confirmationDialog, title: title, titleVisibility: titleVisibility,
                    actions: actions(data),
                    message: message(data))
            }
            return modifier(PresentationModifier.dialog(isPresented, content))
        }
    }
#endif
