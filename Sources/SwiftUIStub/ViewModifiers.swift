#if !canImport(SwiftUI)
    import Observation

    extension View {
        // https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
        /// Associates a destination view with a presented data type for use within a navigation
        /// stack.
        @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
        nonisolated public func navigationDestination<D, C>(
            for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
        ) -> some View where D: Hashable, C: View {
            stubModifier()
        }

        // https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-43srq
        /// Configures the view's title for purposes of navigation, using a localized string.
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
            stubModifier()
        }

        // https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
        /// Presents a sheet using the given item as a data source for the sheet's content.
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
        nonisolated public func sheet<Item, Content>(
            item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
            @ViewBuilder content: @escaping (Item) -> Content
        ) -> some View where Item: Identifiable, Content: View {
            stubModifier()
        }

        // https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
        /// Presents a modal view that covers as much of the screen as possible using the binding
        /// you provide as a data source for the sheet's content.
        @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
        @available(macOS, unavailable)
        nonisolated public func fullScreenCover<Item, Content>(
            item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
            @ViewBuilder content: @escaping (Item) -> Content
        ) -> some View where Item: Identifiable, Content: View {
            stubModifier()
        }

        // https://developer.apple.com/documentation/swiftui/view/environment(_:)
        /// Places an observable object in the view's environment.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        nonisolated public func environment<T>(_ object: T?) -> some View
        where T: AnyObject, T: Observable {
            stubModifier()
        }

        // https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
        /// Sets the environment value of the specified key path to the given value.
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
        nonisolated public func environment<V>(
            _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
        ) -> some View {
            stubModifier()
        }

        // https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:)
        /// Transforms the environment value of the specified key path with the given function.
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
        nonisolated public func transformEnvironment<V>(
            _ keyPath: WritableKeyPath<EnvironmentValues, V>,
            transform: @escaping (inout V) -> Void
        ) -> some View {
            stubModifier()
        }

        // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
        /// Adds an action to perform when the given value changes.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        nonisolated public func onChange<V>(
            of value: V, initial: Bool = false, _ action: @escaping () -> Void
        ) -> some View where V: Equatable {
            stubModifier()
        }

        // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
        /// Adds a modifier for this view that fires an action when a specific value changes.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        nonisolated public func onChange<V>(
            of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
        ) -> some View where V: Equatable {
            stubModifier()
        }

        // https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
        /// Adds an action to perform before this view appears.
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
        nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
            stubModifier()
        }

        // https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
        /// Adds an action to perform after this view disappears.
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
        nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
            stubModifier()
        }

        // https://developer.apple.com/documentation/swiftui/view/transaction(_:)
        /// Applies the given transaction mutation function to all animations used within the
        /// view.
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
        nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void)
            -> some View
        {
            stubModifier()
        }

        // https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
        /// Sets a view's foreground elements to use a given style.
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
            stubModifier()
        }

        // https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
        /// Sets the tab bar item associated with this view.
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
        nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View
        where V: View {
            stubModifier()
        }

        // https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
        /// Sets the unique tag value of this view.
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
        nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View
        where V: Hashable {
            stubModifier()
        }

        /// What every stub modifier returns: nothing renders on Linux.
        nonisolated private func stubModifier() -> Never {
            fatalError("SwiftUIStub does not render")
        }
    }
#endif
