#if !canImport(SwiftUI)
    extension View {
        // SwiftUI, iOS 18.0 interface: `navigationDestination(for:destination:)`.
        /// Builds the screen of a navigation stack's path values of a type.
        @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
        nonisolated public func navigationDestination<D, C>(
            for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
        ) -> some View where D: Hashable, C: View {
            modifier(
                DestinationModifier(type: D.self) { value in
                    destination(value.base as! D)
                })
        }

        // SwiftUI, iOS 18.0 interface: `navigationDestination(isPresented:destination:)`.
        /// Pushes a screen while a flag is on; the user's pop turns it off.
        @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
        nonisolated public func navigationDestination<V>(
            isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
        ) -> some View where V: View {
            let view = destination()
            return modifier(
                BoundDestinationModifier(
                    wanted: { isPresented.wrappedValue ? view : nil },
                    pop: { isPresented.wrappedValue = false }))
        }

        // SwiftUI, iOS 18.0 interface: `navigationDestination(item:destination:)`.
        /// Pushes a screen while an item is set; the user's pop sets it to `nil`.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        nonisolated public func navigationDestination<D, C>(
            item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
        ) -> some View where D: Hashable, C: View {
            modifier(
                BoundDestinationModifier(
                    wanted: { item.wrappedValue.map { destination($0) } },
                    pop: { item.wrappedValue = nil }))
        }
    }
#endif
