import Observation

/// The destinations declared inside one container, wherever they are declared: on the root
/// view, on a pushed screen or in a sheet, as SwiftUI's `navigationDestination(for:)` is.
///
/// A ``DestinationRegistry`` travels down the environment, so a builder declared on a view
/// reaches only the views below it, and the screens of a stack are not below its root. The
/// SwiftUI layer's `WithStapel` keeps one board and hands it down; each
/// `stapelDestination(for:)` inside registers its builder on it, and every screen of the stack
/// looks its builder up there. A builder in the environment (declared above the container, or
/// nearer the screen) comes first. Registering a type for the first time notifies the screens
/// that read the board; registering it again replaces the builder without notifying, so that
/// a view that registers in its body does not redraw others each time it runs.
///
/// ```swift
/// let board = DestinationBoard<String>()
/// board.register(Int.self) { "number \($0)" }
/// board.output(for: AnyScreen(7), nearer: DestinationRegistry())  // "number 7"
/// ```
@MainActor
@Observable
package final class DestinationBoard<Output> {
    @ObservationIgnored private var registry = DestinationRegistry<Output>()
    @ObservationIgnored private var linkScreens:
        [ObjectIdentifier: @MainActor (AnyHashable) -> AnyScreen?] = [:]
    /// The number of value types registered; changes when a new type is.
    package private(set) var registeredTypes = 0

    /// Creates an empty board.
    ///
    /// ```swift
    /// @State private var board = DestinationBoard<AnyView>()
    /// ```
    package init() {}

    /// Registers the builder for screens whose value has a given type, replacing any earlier
    /// one; only a type new to the board notifies.
    ///
    /// ```swift
    /// board.register(Recipe.self) { recipe in AnyView(RecipeView(recipe: recipe)) }
    /// ```
    /// - Parameters:
    ///   - type: The value type.
    ///   - build: Builds the output for a value.
    package func register<Value>(_ type: Value.Type, build: @escaping @MainActor (Value) -> Output)
    {
        let isNew = !registry.contains(type)
        registry.register(type, build: build)
        if isNew { registeredTypes += 1 }
    }

    /// Registers the builder for screens of a value type that builds from an editor of the
    /// screen, replacing any earlier builder for that type; only a type new to the board
    /// notifies.
    ///
    /// ```swift
    /// board.registerEditable(Tally.self, editor: Binding<AnyScreen>.self) { screen in
    ///     AnyView(TallyView(tally: screen))
    /// }
    /// ```
    /// - Parameters:
    ///   - type: The value type.
    ///   - editor: The type of the editor the builder takes.
    ///   - build: Builds the output from the editor.
    package func registerEditable<Value, Editor>(
        _ type: Value.Type, editor: Editor.Type, build: @escaping @MainActor (Editor) -> Output
    ) {
        let isNew = !registry.contains(type)
        registry.registerEditable(type, editor: editor, build: build)
        if isNew { registeredTypes += 1 }
    }

    /// Lets values of a registered type, appended by Apple's `NavigationLink(value:)`, become
    /// screens of a `Stack<AnyScreen>`, through
    /// ``ScreenConversion/anyScreen(assumingSendable:)``.
    ///
    /// ```swift
    /// board.registerLinks(Recipe.self)
    /// DestinationBoard.linkedScreen(AnyHashable(recipe), as: AnyScreen.self, board: board)
    /// ```
    /// - Parameter type: The value type.
    package func registerLinks<Value: Hashable>(_ type: Value.Type) {
        linkScreens[ObjectIdentifier(type)] = { value in
            (value.base as? Value).map { ScreenConversion.anyScreen(assumingSendable: $0) }
        }
    }

    /// Builds the output for a screen: from the nearer registry if it knows the screen's type,
    /// from the board otherwise. Reading it observes the registered types.
    ///
    /// ```swift
    /// board.output(for: screen, nearer: environmentRegistry) ?? placeholder
    /// ```
    /// - Parameters:
    ///   - screen: The screen.
    ///   - nearer: The registry in the environment of the screen.
    /// - Returns: The output, or `nil` if neither knows the screen's type.
    /// - Complexity: O(1).
    package func output(for screen: AnyScreen, nearer: DestinationRegistry<Output>) -> Output? {
        output(for: screen, editor: NoEditor(), nearer: nearer)
    }

    /// Builds the output for a screen that can be edited: from the nearer registry if it knows
    /// the screen's type (its editable builder first), from the board otherwise. Reading it
    /// observes the registered types.
    ///
    /// ```swift
    /// board.output(for: screen.wrappedValue, editor: screen, nearer: registry) ?? placeholder
    /// ```
    /// - Parameters:
    ///   - screen: The screen.
    ///   - editor: The editor of the screen, handed to an editable builder.
    ///   - nearer: The registry in the environment of the screen.
    /// - Returns: The output, or `nil` if neither knows the screen's type.
    /// - Complexity: O(1).
    package func output<Editor>(
        for screen: AnyScreen, editor: Editor, nearer: DestinationRegistry<Output>
    ) -> Output? {
        _ = registeredTypes
        return nearer.output(for: screen, editor: editor)
            ?? registry.output(for: screen, editor: editor)
    }

    /// Builds the output for a screen that can be edited, from the registry in its environment
    /// and the board of its container, if it has one, or the fallback when neither knows the
    /// screen's type.
    ///
    /// ```swift
    /// DestinationBoard.output(for: value, editor: binding, nearer: registry, board: board) {
    ///     placeholder($0)
    /// }
    /// ```
    /// - Parameters:
    ///   - screen: The screen.
    ///   - editor: The editor of the screen, handed to an editable builder.
    ///   - nearer: The registry in the environment of the screen.
    ///   - board: The board of the container, if it has one.
    ///   - fallback: Builds the output for a screen nobody registered.
    /// - Returns: The output.
    package static func output<Editor>(
        for screen: AnyScreen, editor: Editor, nearer: DestinationRegistry<Output>,
        board: DestinationBoard?, fallback: @MainActor (AnyScreen) -> Output
    ) -> Output {
        guard let board else {
            return nearer.output(for: screen, editor: editor) ?? fallback(screen)
        }
        return board.output(for: screen, editor: editor, nearer: nearer) ?? fallback(screen)
    }

    /// Builds the output for a screen from the registry in its environment and the board of its
    /// container, if it has one, or the fallback when neither knows the screen's type.
    ///
    /// ```swift
    /// DestinationBoard.output(for: screen, nearer: registry, board: board) { placeholder($0) }
    /// ```
    /// - Parameters:
    ///   - screen: The screen.
    ///   - nearer: The registry in the environment of the screen.
    ///   - board: The board of the container, if it has one.
    ///   - fallback: Builds the output for a screen nobody registered.
    /// - Returns: The output.
    package static func output(
        for screen: AnyScreen, nearer: DestinationRegistry<Output>, board: DestinationBoard?,
        fallback: @MainActor (AnyScreen) -> Output
    ) -> Output {
        output(for: screen, editor: NoEditor(), nearer: nearer, board: board, fallback: fallback)
    }

    /// The screen a link's value stands for in a stack of the given screen type: the value
    /// itself when it converts (see ``ScreenConversion``), or an ``AnyScreen`` of a type
    /// registered with ``registerLinks(_:)``.
    ///
    /// ```swift
    /// DestinationBoard.linkedScreen(AnyHashable(Screen.inbox), as: Screen.self, board: nil)
    /// ```
    /// - Parameters:
    ///   - value: The value a link appended.
    ///   - type: The stack's screen type.
    ///   - board: The board of the container, if it has one.
    /// - Returns: The screen, or `nil`.
    package static func linkedScreen<Screen>(
        _ value: AnyHashable, as type: Screen.Type, board: DestinationBoard?
    ) -> Screen? {
        if let screen = ScreenConversion.screen(from: value.base, as: type) { return screen }
        let linked = board?.linkScreens[ObjectIdentifier(Swift.type(of: value.base))]?(value)
        return linked.flatMap { ScreenConversion.screen(from: $0, as: type) }
    }
}

/// The editor of a screen looked up without one: no editable builder takes it, so the plain
/// builders answer.
private struct NoEditor {}
