#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

extension View {
    /// Registers the view a ``WithStapel`` draws for screens of a value type, in the style of
    /// `navigationDestination(for:destination:)`.
    ///
    /// Apply it where SwiftUI users apply `navigationDestination(for:)`: on the root view
    /// inside the ``WithStapel``, on a pushed screen (it is seen by the screens drawn after
    /// it), or on the ``WithStapel`` or a view above it, from where the builder travels down
    /// the environment to every layer, sheets included. A builder in a screen's environment
    /// comes before one declared elsewhere inside the container.
    ///
    /// Inside the container, Apple's `NavigationLink(value:)` with a value of the type pushes it
    /// through the stack, as `stack.push(AnyScreen(value))` does. Screens of a
    /// `Stack<AnyScreen>` are `Sendable`: keep the type a `Sendable` value type.
    ///
    /// ```swift
    /// let stack = Stack<AnyScreen>()
    /// WithStapel(stack) {
    ///     List(recipes) { recipe in
    ///         NavigationLink(value: recipe) { Text(recipe.title) }
    ///     }
    ///     .stapelDestination(for: Recipe.self) { recipe in
    ///         RecipeDetail(recipe: recipe)
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - data: The type of value the builder draws.
    ///   - destination: Builds the view for a value.
    /// - Returns: A view that declares the builder.
    public func stapelDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping @MainActor (D) -> C
    ) -> some View {
        modifier(DestinationDeclaration(build: destination))
    }

    /// Pushes a view while an optional binding holds an item, and sets the binding to `nil`
    /// when the view leaves the stack, in the style of `navigationDestination(item:)`; or, with
    /// a `style`, presents it as a sheet or cover, in the style of FlowStacks'
    /// `flowDestination(item:style:)`.
    ///
    /// The view is built from the item when it is shown, and it stays when the list the item
    /// came from changes. It is a route of the stack, so the evaluator on top decides, and a
    /// pop, `dismiss()` or the user's swipe down removes it and sets the binding to `nil`.
    /// Setting the binding to `nil` removes the view and whatever stands above it. Use it
    /// inside a ``WithStapel``.
    ///
    /// ```swift
    /// @State private var favorites = ["Paris", "Rome"]
    /// @State private var selectedFavorite: String?
    /// @State private var editedFavorite: String?
    ///
    /// var body: some View {
    ///     List(favorites, id: \.self) { favorite in
    ///         Button(favorite) { selectedFavorite = favorite }
    ///     }
    ///     .stapelDestination(item: $selectedFavorite) { favorite in
    ///         FavoriteDetailView(favorite: favorite)
    ///     }
    ///     .stapelDestination(item: $editedFavorite, style: .sheet(withNavigation: true)) {
    ///         Text("Editing \($0)")
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - item: The item to show; `nil` shows nothing.
    ///   - style: How to show the view: pushed (the default), or a sheet or cover.
    ///   - destination: Builds the view for an item.
    /// - Returns: A view that keeps the binding and the stack in step.
    public func stapelDestination<Item: Sendable, C: View>(
        item: Binding<Item?>, style: RouteStyle = .push,
        @ViewBuilder destination: @escaping @MainActor (Item) -> C
    ) -> some View {
        StackBoundControl<AnyScreen, _>(
            control: "stapelDestination(item:)", disablesContent: false,
            accepts: { $0.screenType == AnyScreen.self },
            content: { stack in
                ItemPushTrigger<AnyScreen, _, _>(
                    stack: stack, item: item,
                    push: { stack, item in
                        ScreenPush(view: { destination(item) }, style: style, name: nil)
                            .perform(on: stack, control: "stapelDestination(item:)")
                    }, content: self)
            })
    }

    /// Pushes or presents a view while a flag is on, and turns the flag off when the view
    /// leaves the stack, in the style of `navigationDestination(isPresented:)` and FlowStacks'
    /// `flowDestination(isPresented:style:)`.
    ///
    /// The view is a route of the stack: the evaluator on top decides, and a pop, `dismiss()` or
    /// the user's swipe down removes it and turns the flag off. Turning the flag off removes the
    /// view and whatever stands above it. Use it inside a ``WithStapel``.
    ///
    /// ```swift
    /// @State private var showsSettings = false
    ///
    /// var body: some View {
    ///     Button("Settings") { showsSettings = true }
    ///         .stapelDestination(
    ///             isPresented: $showsSettings, style: .sheet(withNavigation: true)
    ///         ) {
    ///             SettingsView()
    ///         }
    /// }
    /// ```
    /// - Parameters:
    ///   - isPresented: Turning it on shows the view, turning it off removes it.
    ///   - style: How to show the view: pushed (the default), or a sheet or cover.
    ///   - destination: Builds the view when it is shown.
    /// - Returns: A view that keeps the flag and the stack in step.
    public func stapelDestination<C: View>(
        isPresented: Binding<Bool>, style: RouteStyle = .push,
        @ViewBuilder destination: @escaping @MainActor () -> C
    ) -> some View {
        StackBoundControl<AnyScreen, _>(
            control: "stapelDestination(isPresented:)", disablesContent: false,
            accepts: { $0.screenType == AnyScreen.self },
            content: { stack in
                BoundPushTrigger<AnyScreen, _>(
                    stack: stack, isActive: isPresented,
                    push: { stack in
                        ScreenPush(view: destination, style: style, name: nil)
                            .perform(on: stack, control: "stapelDestination(isPresented:)")
                    }, content: self)
            })
    }

    /// Pushes a screen onto a typed `Stack` while an optional binding holds an item, and sets
    /// the binding to `nil` when the screen leaves the stack.
    ///
    /// ```swift
    /// @State private var selectedNumber: Int?
    ///
    /// var body: some View {
    ///     List(1...9, id: \.self) { number in
    ///         Button("\(number)") { selectedNumber = number }
    ///     }
    ///     .stapelPush(item: $selectedNumber) { Screen.numberDetail($0) }
    /// }
    /// ```
    /// - Parameters:
    ///   - item: The item to show; `nil` shows nothing.
    ///   - screen: The screen to push for an item.
    /// - Returns: A view that keeps the binding and the stack in step.
    public func stapelPush<Item: Sendable, Screen>(
        item: Binding<Item?>, screen: @escaping @MainActor (Item) -> Screen
    ) -> some View {
        StackBoundControl<Screen, _>(
            control: "stapelPush(item:screen:)", disablesContent: false,
            accepts: { $0.screenType == Screen.self },
            content: { stack in
                ItemPushTrigger<Screen, _, _>(
                    stack: stack, item: item,
                    push: { stack, item in
                        stack.show(
                            screen(item), style: .push, control: "stapelPush(item:screen:)")
                    }, content: self)
            })
    }
}
