#if !canImport(SwiftUI)
    /// A view on screen in a `ViewHost`, found by its text, type or accessibility identifier.
    ///
    /// ```swift
    /// let button = try host.find(text: "PUSH")
    /// #expect(button.isEnabled)
    /// try button.tap()
    /// ```
    @MainActor
    public struct HostElement {
        let node: ViewNode

        /// The text the element shows, its own and its children's.
        public var text: String { node.host.text(below: node) }

        /// The element's view type, without module or generic parameters.
        public var typeName: String { node.typeName }

        /// The view types of the element's ancestors, nearest first, each without module or
        /// generic parameters: which layout container holds the element, for instance.
        ///
        /// ```swift
        /// let container = try host.find(text: "Title").ancestorTypeNames
        ///     .first { ["VStack", "HStack", "ZStack"].contains($0) }
        /// ```
        public var ancestorTypeNames: [String] { node.ancestors.map(\.typeName) }

        /// Whether controls here respond to the user.
        public var isEnabled: Bool { node.environment.isEnabled }

        /// Whether the element is still in the hierarchy and on screen.
        public var isVisible: Bool { node.isMounted && node.isShown }

        /// Taps the control the element is part of: the nearest button, toggle or tap gesture.
        public func tap() throws {
            guard let target = node.host.tapTarget(from: node) else {
                throw HostError.notInteractive("\(typeName) \"\(text)\"")
            }
            guard target.environment.isEnabled else {
                throw HostError.disabled("\(typeName) \"\(node.host.text(below: target))\"")
            }
            (target.controller as? TapTarget)?.action()
            node.host.update()
        }

        /// Replaces the text of the text field the element is part of.
        public func type(_ text: String) throws {
            guard
                let field = node.host.control(from: node, where: { $0.controller is TextInput }),
                let binding = (field.controller as? TextInput)?.text
            else {
                throw HostError.notInteractive("\(typeName) \"\(self.text)\"")
            }
            guard field.environment.isEnabled else { throw HostError.disabled("the text field") }
            binding.wrappedValue = text
            node.host.update()
        }
    }
#endif
