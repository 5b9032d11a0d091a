#if !canImport(SwiftUI)
    /// Reads facts from view values without running them: the leaf views of a builder's
    /// content, a view's tag, the text of a simple label.
    @MainActor
    enum HostViewInspection {
        /// The views a container's content stands for, with grouping views expanded.
        static func leaves(of view: any View, path: [ChildKey] = []) -> [(ChildKey, any View)] {
            guard let group = view as? any GroupingView, !(view is any LayoutContainer) else {
                return [(path.count == 1 ? path[0] : .id(AnyHashable(path)), view)]
            }
            return group.flattened().flatMap { key, child in leaves(of: child, path: path + [key]) }
        }

        /// The modifiers applied to a view, outermost first, and the view inside them.
        static func modifiers(of view: any View) -> [Any] {
            var result: [Any] = []
            var current: Any = view
            while let modified = current as? any ModifiedContentInspecting {
                result.append(modified.inspectedModifier)
                current = modified.inspectedContent
            }
            return result
        }

        /// The value of the view's `tag(_:)`.
        static func tag(of view: any View) -> AnyHashable? {
            for case let modifier as AttributeModifier in modifiers(of: view) {
                if case .tag(let tag) = modifier.attribute { return tag }
            }
            return nil
        }

        /// The text of the view's `tabItem(_:)` label.
        static func tabLabel(of view: any View) -> String {
            for case let modifier as AttributeModifier in modifiers(of: view) {
                if case .tabItem(let label) = modifier.attribute { return text(of: label) }
            }
            return ""
        }

        /// The text a simple view shows: its texts, through labels, modifiers and groupings.
        static func text(of view: Any) -> String {
            if let text = view as? Text { return text.resolvedString }
            if let modified = view as? any ModifiedContentInspecting {
                return text(of: modified.inspectedContent)
            }
            if let composite = view as? any HostBodyInspectable {
                return composite.inspectedViews.map { text(of: $0) }.filter { !$0.isEmpty }
                    .joined(separator: " ")
            }
            if let group = view as? any GroupingView {
                return group.flattened().map { text(of: $0.1) }.filter { !$0.isEmpty }
                    .joined(separator: " ")
            }
            return ""
        }
    }

    /// A view with a body whose views the host can name without running it: a `Label`'s icon and
    /// title.
    @MainActor
    protocol HostBodyInspectable {
        var inspectedViews: [any View] { get }
    }

    /// Lets the host see through a `ModifiedContent` without knowing its types.
    protocol ModifiedContentInspecting {
        var inspectedContent: Any { get }
        var inspectedModifier: Any { get }
    }

    extension ModifiedContent: ModifiedContentInspecting {
        var inspectedContent: Any { content }
        var inspectedModifier: Any { modifier }
    }
#endif
