#if !canImport(SwiftUI)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension View {
        // SwiftUICore, iOS 18.0 interface: `@inlinable nonisolated public func preference<K>(key:
        // K.Type = K.self, value: K.Value) -> some SwiftUICore.View where K :
        // SwiftUICore.PreferenceKey`.
        /// Sets a preference for the views around this one; it replaces what the views inside
        /// set for the same key.
        ///
        /// ```swift
        /// Text("Inbox").preference(key: TitleKey.self, value: ["Inbox"])
        /// ```
        nonisolated public func preference<K>(key: K.Type = K.self, value: K.Value) -> some View
        where K: PreferenceKey {
            modifier(PreferenceWritingModifier<K>(value: value))
        }

        // SwiftUICore, iOS 18.0 interface: `@inlinable nonisolated public func
        // onPreferenceChange<K>(_ key: K.Type = K.self, perform action: @escaping (K.Value) ->
        // Swift.Void) -> some SwiftUICore.View where K : SwiftUICore.PreferenceKey, K.Value :
        // Swift.Equatable`.
        /// Runs an action when the preference the views inside set changes.
        ///
        /// ```swift
        /// content.onPreferenceChange(TitleKey.self) { titles = $0 }
        /// ```
        nonisolated public func onPreferenceChange<K>(
            _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
        ) -> some View where K: PreferenceKey, K.Value: Equatable {
            modifier(PreferenceReadingModifier<K>(action: action))
        }
    }
#endif
