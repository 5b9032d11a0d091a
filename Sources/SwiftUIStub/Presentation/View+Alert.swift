#if !canImport(SwiftUI)
    import Foundation

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    extension View {
        // SwiftUI, iOS 18.0 interface (page 560000): `nonisolated public func alert<A>(_ titleKey:
        // SwiftUICore.LocalizedStringKey, isPresented: SwiftUICore.Binding<Swift.Bool>,
        // @SwiftUICore.ViewBuilder actions: () -> A) -> some SwiftUICore.View where A :
        // SwiftUICore.View`
        /// Shows an alert with a localized title and its buttons while the flag is on; a tap on a
        /// button runs its action, dismisses it and turns the flag off.
        ///
        /// ```swift
        /// Text("Draft").alert("Delete the draft?", isPresented: $asks) {
        ///     Button("Delete", role: .destructive) { deleteDraft() }
        /// }
        /// ```
        nonisolated public func alert<A>(
            _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
            @ViewBuilder actions: () -> A
        ) -> some View where A: View {
            alert(Text(titleKey), isPresented: isPresented, actions: actions)
        }

        // SwiftUI, iOS 18.0 interface (page 560000): `@_disfavoredOverload nonisolated public func
        // alert<S, A>(_ title: S, isPresented: SwiftUICore.Binding<Swift.Bool>,
        // @SwiftUICore.ViewBuilder actions: () -> A) -> some SwiftUICore.View where S :
        // Swift.StringProtocol, A : SwiftUICore.View`
        /// Shows an alert with a string title and its buttons while the flag is on; a tap on a
        /// button runs its action, dismisses it and turns the flag off.
        ///
        /// ```swift
        /// Text("Draft").alert("Delete the draft?", isPresented: $asks) {
        ///     Button("Delete", role: .destructive) { deleteDraft() }
        /// }
        /// ```
        @_disfavoredOverload
        nonisolated public func alert<S, A>(
            _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
        ) -> some View where S: StringProtocol, A: View {
            alert(Text(title), isPresented: isPresented, actions: actions)
        }

        // SwiftUI, iOS 18.0 interface (page 560000): `nonisolated public func alert<A>(_ title:
        // SwiftUICore.Text, isPresented: SwiftUICore.Binding<Swift.Bool>, @SwiftUICore.ViewBuilder
        // actions: () -> A) -> some SwiftUICore.View where A : SwiftUICore.View`
        /// Shows an alert with a text title and its buttons while the flag is on; a tap on a button
        /// runs its action, dismisses it and turns the flag off.
        ///
        /// ```swift
        /// Text("Draft").alert("Delete the draft?", isPresented: $asks) {
        ///     Button("Delete", role: .destructive) { deleteDraft() }
        /// }
        /// ```
        nonisolated public func alert<A>(
            _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
        ) -> some View where A: View {
            presentingDialog(
                .alert, title, isPresented, actions: actions(),
                message: nil)
        }

        // SwiftUI, iOS 18.0 interface (page 560000): `nonisolated public func alert<A, M>(_
        // titleKey: SwiftUICore.LocalizedStringKey, isPresented: SwiftUICore.Binding<Swift.Bool>,
        // @SwiftUICore.ViewBuilder actions: () -> A, @SwiftUICore.ViewBuilder message: () -> M) ->
        // some SwiftUICore.View where A : SwiftUICore.View, M : SwiftUICore.View`
        /// Shows an alert with a localized title, its message and its buttons while the flag is on;
        /// a tap on a button runs its action, dismisses it and turns the flag off.
        ///
        /// ```swift
        /// Text("Draft").alert("Delete the draft?", isPresented: $asks) {
        ///     Button("Delete", role: .destructive) { deleteDraft() }
        /// }
        /// ```
        nonisolated public func alert<A, M>(
            _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
            @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
        ) -> some View where A: View, M: View {
            alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
        }

        // SwiftUI, iOS 18.0 interface (page 560000): `@_disfavoredOverload nonisolated public func
        // alert<S, A, M>(_ title: S, isPresented: SwiftUICore.Binding<Swift.Bool>,
        // @SwiftUICore.ViewBuilder actions: () -> A, @SwiftUICore.ViewBuilder message: () -> M) ->
        // some SwiftUICore.View where S : Swift.StringProtocol, A : SwiftUICore.View, M :
        // SwiftUICore.View`
        /// Shows an alert with a string title, its message and its buttons while the flag is on; a
        /// tap on a button runs its action, dismisses it and turns the flag off.
        ///
        /// ```swift
        /// Text("Draft").alert("Delete the draft?", isPresented: $asks) {
        ///     Button("Delete", role: .destructive) { deleteDraft() }
        /// }
        /// ```
        @_disfavoredOverload
        nonisolated public func alert<S, A, M>(
            _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
            @ViewBuilder message: () -> M
        ) -> some View where S: StringProtocol, A: View, M: View {
            alert(Text(title), isPresented: isPresented, actions: actions, message: message)
        }

        // SwiftUI, iOS 18.0 interface (page 560000): `nonisolated public func alert<A, M>(_ title:
        // SwiftUICore.Text, isPresented: SwiftUICore.Binding<Swift.Bool>, @SwiftUICore.ViewBuilder
        // actions: () -> A, @SwiftUICore.ViewBuilder message: () -> M) -> some SwiftUICore.View
        // where A : SwiftUICore.View, M : SwiftUICore.View`
        /// Shows an alert with a text title, its message and its buttons while the flag is on; a
        /// tap on a button runs its action, dismisses it and turns the flag off.
        ///
        /// ```swift
        /// Text("Draft").alert("Delete the draft?", isPresented: $asks) {
        ///     Button("Delete", role: .destructive) { deleteDraft() }
        /// }
        /// ```
        nonisolated public func alert<A, M>(
            _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
            @ViewBuilder message: () -> M
        ) -> some View where A: View, M: View {
            presentingDialog(
                .alert, title, isPresented, actions: actions(),
                message: message())
        }

        // SwiftUI, iOS 18.0 interface (page 560000): `nonisolated public func alert<A, T>(_
        // titleKey: SwiftUICore.LocalizedStringKey, isPresented: SwiftUICore.Binding<Swift.Bool>,
        // presenting data: T?, @SwiftUICore.ViewBuilder actions: (T) -> A) -> some SwiftUICore.View
        // where A : SwiftUICore.View`
        /// Shows an alert with a localized title and its buttons, made from the data, while the
        /// flag is on and the data is not `nil`; a tap on a button runs its action, dismisses it
        /// and turns the flag off.
        ///
        /// ```swift
        /// Text("Draft").alert("Delete the draft?", isPresented: $asks) {
        ///     Button("Delete", role: .destructive) { deleteDraft() }
        /// }
        /// ```
        nonisolated public func alert<A, T>(
            _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
            @ViewBuilder actions: (T) -> A
        ) -> some View where A: View {
            alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions)
        }

        // SwiftUI, iOS 18.0 interface (page 560000): `@_disfavoredOverload nonisolated public func
        // alert<S, A, T>(_ title: S, isPresented: SwiftUICore.Binding<Swift.Bool>, presenting data:
        // T?, @SwiftUICore.ViewBuilder actions: (T) -> A) -> some SwiftUICore.View where S :
        // Swift.StringProtocol, A : SwiftUICore.View`
        /// Shows an alert with a string title and its buttons, made from the data, while the flag
        /// is on and the data is not `nil`; a tap on a button runs its action, dismisses it and
        /// turns the flag off.
        ///
        /// ```swift
        /// Text("Draft").alert("Delete the draft?", isPresented: $asks) {
        ///     Button("Delete", role: .destructive) { deleteDraft() }
        /// }
        /// ```
        @_disfavoredOverload
        nonisolated public func alert<S, A, T>(
            _ title: S, isPresented: Binding<Bool>, presenting data: T?,
            @ViewBuilder actions: (T) -> A
        ) -> some View where S: StringProtocol, A: View {
            alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
        }

        // SwiftUI, iOS 18.0 interface (page 560000): `nonisolated public func alert<A, T>(_ title:
        // SwiftUICore.Text, isPresented: SwiftUICore.Binding<Swift.Bool>, presenting data: T?,
        // @SwiftUICore.ViewBuilder actions: (T) -> A) -> some SwiftUICore.View where A :
        // SwiftUICore.View`
        /// Shows an alert with a text title and its buttons, made from the data, while the flag is
        /// on and the data is not `nil`; a tap on a button runs its action, dismisses it and turns
        /// the flag off.
        ///
        /// ```swift
        /// Text("Draft").alert("Delete the draft?", isPresented: $asks) {
        ///     Button("Delete", role: .destructive) { deleteDraft() }
        /// }
        /// ```
        nonisolated public func alert<A, T>(
            _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
            @ViewBuilder actions: (T) -> A
        ) -> some View where A: View {
            let content = data.map { data in
                DialogContent(
                    kind: .alert, title: title, actions: actions(data),
                    message: nil)
            }
            return modifier(PresentationModifier.dialog(isPresented, content))
        }

        // SwiftUI, iOS 18.0 interface (page 560000): `nonisolated public func alert<A, M, T>(_
        // titleKey: SwiftUICore.LocalizedStringKey, isPresented: SwiftUICore.Binding<Swift.Bool>,
        // presenting data: T?, @SwiftUICore.ViewBuilder actions: (T) -> A, @SwiftUICore.ViewBuilder
        // message: (T) -> M) -> some SwiftUICore.View where A : SwiftUICore.View, M :
        // SwiftUICore.View`
        /// Shows an alert with a localized title, its message and its buttons, made from the data,
        /// while the flag is on and the data is not `nil`; a tap on a button runs its action,
        /// dismisses it and turns the flag off.
        ///
        /// ```swift
        /// Text("Draft").alert("Delete the draft?", isPresented: $asks) {
        ///     Button("Delete", role: .destructive) { deleteDraft() }
        /// }
        /// ```
        nonisolated public func alert<A, M, T>(
            _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
            @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
        ) -> some View where A: View, M: View {
            alert(
                Text(titleKey), isPresented: isPresented, presenting: data, actions: actions,
                message: message)
        }

        // SwiftUI, iOS 18.0 interface (page 560000): `@_disfavoredOverload nonisolated public func
        // alert<S, A, M, T>(_ title: S, isPresented: SwiftUICore.Binding<Swift.Bool>, presenting
        // data: T?, @SwiftUICore.ViewBuilder actions: (T) -> A, @SwiftUICore.ViewBuilder message:
        // (T) -> M) -> some SwiftUICore.View where S : Swift.StringProtocol, A : SwiftUICore.View,
        // M : SwiftUICore.View`
        /// Shows an alert with a string title, its message and its buttons, made from the data,
        /// while the flag is on and the data is not `nil`; a tap on a button runs its action,
        /// dismisses it and turns the flag off.
        ///
        /// ```swift
        /// Text("Draft").alert("Delete the draft?", isPresented: $asks) {
        ///     Button("Delete", role: .destructive) { deleteDraft() }
        /// }
        /// ```
        @_disfavoredOverload
        nonisolated public func alert<S, A, M, T>(
            _ title: S, isPresented: Binding<Bool>, presenting data: T?,
            @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
        ) -> some View where S: StringProtocol, A: View, M: View {
            alert(
                Text(title), isPresented: isPresented, presenting: data, actions: actions,
                message: message)
        }

        // SwiftUI, iOS 18.0 interface (page 560000): `nonisolated public func alert<A, M, T>(_
        // title: SwiftUICore.Text, isPresented: SwiftUICore.Binding<Swift.Bool>, presenting data:
        // T?, @SwiftUICore.ViewBuilder actions: (T) -> A, @SwiftUICore.ViewBuilder message: (T) ->
        // M) -> some SwiftUICore.View where A : SwiftUICore.View, M : SwiftUICore.View`
        /// Shows an alert with a text title, its message and its buttons, made from the data, while
        /// the flag is on and the data is not `nil`; a tap on a button runs its action, dismisses
        /// it and turns the flag off.
        ///
        /// ```swift
        /// Text("Draft").alert("Delete the draft?", isPresented: $asks) {
        ///     Button("Delete", role: .destructive) { deleteDraft() }
        /// }
        /// ```
        nonisolated public func alert<A, M, T>(
            _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
            @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
        ) -> some View where A: View, M: View {
            let content = data.map { data in
                DialogContent(
                    kind: .alert, title: title, actions: actions(data),
                    message: message(data))
            }
            return modifier(PresentationModifier.dialog(isPresented, content))
        }

        // SwiftUI, iOS 18.0 interface (page 560000): `nonisolated public func alert<E,
        // A>(isPresented: SwiftUICore.Binding<Swift.Bool>, error: E?, @SwiftUICore.ViewBuilder
        // actions: () -> A) -> some SwiftUICore.View where E : Foundation.LocalizedError, A :
        // SwiftUICore.View`
        /// Shows an alert for an error while the flag is on and the error is not `nil`: its title
        /// is the error's description.
        ///
        /// ```swift
        /// Text("Upload").alert(isPresented: $failed, error: uploadError) {
        ///     Button("OK") {}
        /// }
        /// ```
        nonisolated public func alert<E, A>(
            isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
        ) -> some View where E: LocalizedError, A: View {
            let content = error.map { error in
                DialogContent(
                    kind: .alert, title: Text(error.errorDescription ?? ""), actions: actions(),
                    message: nil)
            }
            return modifier(PresentationModifier.dialog(isPresented, content))
        }

        // SwiftUI, iOS 18.0 interface (page 560000): `nonisolated public func alert<E, A,
        // M>(isPresented: SwiftUICore.Binding<Swift.Bool>, error: E?, @SwiftUICore.ViewBuilder
        // actions: (E) -> A, @SwiftUICore.ViewBuilder message: (E) -> M) -> some SwiftUICore.View
        // where E : Foundation.LocalizedError, A : SwiftUICore.View, M : SwiftUICore.View`
        /// Shows an alert for an error, with a message made from it, while the flag is on and the
        /// error is not `nil`: its title is the error's description.
        ///
        /// ```swift
        /// Text("Upload").alert(isPresented: $failed, error: uploadError) { _ in
        ///     Button("OK") {}
        /// } message: { error in
        ///     Text(error.recoverySuggestion ?? "")
        /// }
        /// ```
        nonisolated public func alert<E, A, M>(
            isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
            @ViewBuilder message: (E) -> M
        ) -> some View where E: LocalizedError, A: View, M: View {
            let content = error.map { error in
                DialogContent(
                    kind: .alert, title: Text(error.errorDescription ?? ""),
                    actions: actions(error), message: message(error))
            }
            return modifier(PresentationModifier.dialog(isPresented, content))
        }
    }

    extension View {
        /// The modifier of an alert or a dialog with content made now: its flag is all it
        /// waits for.
        nonisolated func presentingDialog<A: View>(
            _ kind: PresentationRecord.Kind, _ title: Text, titleVisibility: Visibility = .visible,
            _ isPresented: Binding<Bool>, actions: A, message: (any View)?
        ) -> some View {
            modifier(
                PresentationModifier.dialog(
                    isPresented,
                    DialogContent(
                        kind: kind, title: title, titleVisibility: titleVisibility,
                        actions: actions, message: message)))
        }
    }

    extension PresentationModifier {
        /// The modifier behind `alert` and `confirmationDialog`: it presents the content while the
        /// flag is on and there is content (the `presenting:` and `error:` forms have none while
        /// their data is `nil`), and turns the flag off when the user dismisses it.
        nonisolated static func dialog(_ isPresented: Binding<Bool>, _ content: DialogContent?)
            -> PresentationModifier
        {
            PresentationModifier(
                kind: content?.kind ?? .alert,
                wanted: {
                    guard isPresented.wrappedValue, let content else { return nil }
                    return (AnyHashable(true), content)
                },
                clearBinding: { isPresented.wrappedValue = false }, onDismiss: nil)
        }
    }
#endif
