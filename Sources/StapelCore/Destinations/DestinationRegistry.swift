/// Builders for the screens of a `Stack<AnyScreen>`, registered per value type and looked up by
/// the type of the value an ``AnyScreen`` wraps.
///
/// Not to be confused with ``ScreenTypeRegistry``, which decodes saved screens; this one draws
/// them.
///
/// The SwiftUI layer keeps one registry in the environment: `stapelDestination(for:)` adds a
/// builder for a value type, `stapelDestination(editing:)` one that takes an editor of the
/// screen (a binding), and `push(view:)` screens are found through the type of their
/// `OpaqueScreen` payload. `Output` is whatever the builders produce; the core never looks at
/// it.
///
/// ```swift
/// var registry = DestinationRegistry<String>()
/// registry.register(Int.self) { "number \($0)" }
/// registry.output(for: AnyScreen(7))         // "number 7"
/// registry.output(for: AnyScreen("other"))   // nil
/// ```
package struct DestinationRegistry<Output> {
    private var builders: [ObjectIdentifier: @MainActor (AnyScreen) -> Output?] = [:]
    private var payloadBuilders: [ObjectIdentifier: @MainActor (any Sendable) -> Output?] = [:]
    private var editableBuilders: [ObjectIdentifier: @MainActor (Any) -> Output?] = [:]

    /// Creates an empty registry.
    ///
    /// ```swift
    /// let registry = DestinationRegistry<String>()
    /// ```
    package init() {}

    /// Registers the builder for screens whose value has a given type, replacing any earlier
    /// builder for that type.
    ///
    /// ```swift
    /// registry.register(Recipe.self) { recipe in RecipeView(recipe: recipe) }
    /// ```
    /// - Parameters:
    ///   - type: The value type.
    ///   - build: Builds the output for a value.
    package mutating func register<Value>(
        _ type: Value.Type, build: @escaping @MainActor (Value) -> Output
    ) {
        builders[ObjectIdentifier(type)] = { $0.as(Value.self).map(build) }
        editableBuilders[ObjectIdentifier(type)] = nil
    }

    /// Registers the builder for screens of a given value type that builds from an editor of
    /// the screen, replacing any earlier builder for that type. Only
    /// ``output(for:editor:)`` uses it, with an editor of the type registered here.
    ///
    /// ```swift
    /// registry.registerEditable(Recipe.self, editor: Binding<AnyScreen>.self) { screen in
    ///     RecipeEditor(recipe: screen)
    /// }
    /// ```
    /// - Parameters:
    ///   - type: The value type.
    ///   - editor: The type of the editor the builder takes.
    ///   - build: Builds the output from the editor.
    package mutating func registerEditable<Value, Editor>(
        _ type: Value.Type, editor: Editor.Type, build: @escaping @MainActor (Editor) -> Output
    ) {
        editableBuilders[ObjectIdentifier(type)] = { ($0 as? Editor).map(build) }
        builders[ObjectIdentifier(type)] = nil
    }

    /// Registers the builder for `OpaqueScreen` screens whose payload has a given type,
    /// replacing any earlier builder for that payload type.
    ///
    /// ```swift
    /// registry.registerPayload(ViewBox.self) { box in box.value }
    /// ```
    /// - Parameters:
    ///   - type: The payload type.
    ///   - build: Builds the output for a payload.
    package mutating func registerPayload<Payload>(
        _ type: Payload.Type, build: @escaping @MainActor (Payload) -> Output
    ) {
        payloadBuilders[ObjectIdentifier(type)] = { ($0 as? Payload).map(build) }
    }

    /// Whether a builder is registered for a value type.
    ///
    /// ```swift
    /// registry.contains(Recipe.self)
    /// ```
    /// - Parameter type: The value type.
    /// - Returns: `true` if ``output(for:editor:)`` can build values of that type.
    package func contains<Value>(_ type: Value.Type) -> Bool {
        builders[ObjectIdentifier(type)] != nil || editableBuilders[ObjectIdentifier(type)] != nil
    }

    /// Builds the output for a screen: by its payload's type for an `OpaqueScreen`, by its
    /// value's type otherwise.
    ///
    /// ```swift
    /// registry.output(for: AnyScreen(Recipe(id: 3)))
    /// ```
    /// - Parameter screen: The screen.
    /// - Returns: The output, or `nil` if no builder is registered for the type.
    /// - Complexity: O(1).
    @MainActor
    package func output(for screen: AnyScreen) -> Output? {
        if let opaque = screen.as(OpaqueScreen.self) {
            let payloadType = type(of: opaque.payload)
            return payloadBuilders[ObjectIdentifier(payloadType)]?(opaque.payload)
        }
        return builders[ObjectIdentifier(screen.valueType)]?(screen)
    }

    /// Builds the output for a screen that can be edited: with the editable builder of its
    /// value's type when one is registered for this kind of editor, as ``output(for:)`` does
    /// otherwise.
    ///
    /// ```swift
    /// registry.output(for: screen.wrappedValue, editor: screen)
    /// ```
    /// - Parameters:
    ///   - screen: The screen.
    ///   - editor: The editor of the screen, handed to an editable builder.
    /// - Returns: The output, or `nil` if no builder is registered for the type.
    /// - Complexity: O(1).
    @MainActor
    package func output<Editor>(for screen: AnyScreen, editor: Editor) -> Output? {
        editableOutput(for: screen, editor: editor) ?? output(for: screen)
    }

    /// Builds the output for a screen with the editable builder of its value's type, when one
    /// is registered for this kind of editor.
    ///
    /// ```swift
    /// registry.editableOutput(for: screen.wrappedValue, editor: screen)
    /// ```
    /// - Parameters:
    ///   - screen: The screen.
    ///   - editor: The editor of the screen, handed to the editable builder.
    /// - Returns: The output, or `nil` if no editable builder is registered for the type.
    /// - Complexity: O(1).
    @MainActor
    package func editableOutput<Editor>(for screen: AnyScreen, editor: Editor) -> Output? {
        guard screen.as(OpaqueScreen.self) == nil,
            let build = editableBuilders[ObjectIdentifier(screen.valueType)]
        else { return nil }
        return build(editor)
    }

    /// Builds the output for a screen, or the fallback when no builder is registered.
    ///
    /// ```swift
    /// registry.output(for: screen, fallback: { "no destination for \($0)" })
    /// ```
    /// - Parameters:
    ///   - screen: The screen.
    ///   - fallback: Builds the output for a screen nobody registered.
    /// - Returns: The output.
    @MainActor
    package func output(for screen: AnyScreen, fallback: @MainActor (AnyScreen) -> Output)
        -> Output
    {
        output(for: screen) ?? fallback(screen)
    }
}
