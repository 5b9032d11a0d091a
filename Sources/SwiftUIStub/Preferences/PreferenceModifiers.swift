#if !canImport(SwiftUI)
    /// Sets a preference for the views around the content; what the content sets for the key
    /// is replaced.
    nonisolated struct PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, HostModifier {
        typealias Body = Never
        let value: Key.Value

        @MainActor func update(_ node: ViewNode, content: any View, transaction: Transaction) {
            let writer = node.controller { PreferenceWriter(key: Key.self, node: node) }
            writer.value = value
            writer.changed()
            updateContent(node, content: content, transaction: transaction)
        }
    }

    /// Runs an action when the preference the content sets changes.
    nonisolated struct PreferenceReadingModifier<Key: PreferenceKey>: ViewModifier, HostModifier
    where Key.Value: Equatable {
        typealias Body = Never
        let action: (Key.Value) -> Void

        @MainActor func update(_ node: ViewNode, content: any View, transaction: Transaction) {
            let reader = node.controller { PreferenceReader<Key>(node: node) }
            reader.action = action
            updateContent(node, content: content, transaction: transaction)
        }
    }

    /// The preference a node sets.
    @MainActor
    final class PreferenceWriter: NodeController {
        let key: ObjectIdentifier
        weak var node: ViewNode?
        var value: Any?

        init<Key: PreferenceKey>(key: Key.Type, node: ViewNode) {
            self.key = ObjectIdentifier(key)
            self.node = node
        }

        /// Tells the readers above that the value, or where it is, changed.
        func changed() {
            guard let node else { return }
            for ancestor in node.ancestors {
                (ancestor.controller as? any PreferenceReading)?.writerChanged(key: key)
            }
        }

        func nodeWillUnmount(_ node: ViewNode) { changed() }
    }

    /// A view whose content is a hierarchy of its own, as a presentation's is: the preferences
    /// set inside it do not reach the views around it.
    protocol HostPreferenceBoundary {}

    /// A reader of a preference: the host asks it to report after an update in which a writer
    /// below it changed.
    @MainActor
    protocol PreferenceReading: AnyObject {
        func writerChanged(key: ObjectIdentifier)
        /// Reads the value below and, when it changed, returns the action to run.
        func report() -> (() -> Void)?
    }

    /// Reads the preference of the content below a node: the values of the nearest writers in
    /// its layer (a presentation's content, and an inspector's column, are not part of it),
    /// combined in the order of the
    /// views; and reports it when it differs from what it reported last, starting from the
    /// key's default value.
    @MainActor
    final class PreferenceReader<Key: PreferenceKey>: NodeController, PreferenceReading
    where Key.Value: Equatable {
        weak var node: ViewNode?
        var action: (Key.Value) -> Void = { _ in }
        private var reported = Key.defaultValue

        init(node: ViewNode) {
            self.node = node
            node.host.preferenceReaderNeedsReport(self)
        }

        func writerChanged(key: ObjectIdentifier) {
            guard key == ObjectIdentifier(Key.self) else { return }
            node?.host.preferenceReaderNeedsReport(self)
        }

        func report() -> (() -> Void)? {
            guard let node, node.isMounted else { return nil }
            var value = Key.defaultValue
            let level = node.environment.hostPresentationLevel
            for child in node.children { collect(child, level: level, into: &value) }
            guard value != reported else { return nil }
            reported = value
            let action = action
            return { action(value) }
        }

        private func collect(_ node: ViewNode, level: Int, into value: inout Key.Value) {
            guard node.isMounted, node.environment.hostPresentationLevel == level,
                !(node.view is any HostPreferenceBoundary)
            else { return }
            if let writer = node.controller as? PreferenceWriter,
                writer.key == ObjectIdentifier(Key.self), let next = writer.value as? Key.Value
            {
                Key.reduce(value: &value, nextValue: { next })
                return
            }
            for child in node.children { collect(child, level: level, into: &value) }
        }
    }
#endif
