#if !canImport(SwiftUI)
    /// The body of a `List` with a selection: its rows, each selected by a tap, which writes its
    /// tag (a `tag(_:)`, or the ID of its `ForEach` element) to the selection.
    struct ListContainer<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
        typealias Body = Never
        let selection: ListSelection<SelectionValue>
        let content: Content

        func update(_ node: ViewNode, transaction: Transaction) {
            let rows = Self.rows(of: content, path: [], tag: nil)
            let selected = node.host.track(node) {
                rows.map { row in row.tag.map { selection.contains($0) } ?? false }
            }
            node.reconcile(
                zip(rows, selected).map { row, isSelected in
                    let key = row.path.count == 1 ? row.path[0] : .id(AnyHashable(row.path))
                    guard let tag = row.tag else {
                        return ChildView(key, row.view, node.environment)
                    }
                    return ChildView(
                        key,
                        ListRow(isSelected: isSelected, content: row.view) { [weak node] in
                            Self.select(tag, selection: selection, from: node)
                        },
                        node.environment)
                },
                transaction: transaction)
        }

        /// A row: its view, where it sits, and its tag when it can be selected.
        private struct Row {
            let path: [ChildKey]
            let view: any View
            let tag: AnyHashable?
        }

        /// The rows of the content: its leaves through groups, `ForEach` and sections; a
        /// section's header and footer are rows that cannot be selected.
        private static func rows(of view: any View, path: [ChildKey], tag: AnyHashable?) -> [Row] {
            if let explicit = HostViewInspection.tag(of: view) {
                return [Row(path: path, view: view, tag: explicit)]
            }
            if let section = view as? any HostSection {
                return section.parts.flatMap { key, part, isContent in
                    isContent
                        ? rows(of: part, path: path + [key], tag: nil)
                        : [Row(path: path + [key], view: part, tag: nil)]
                }
            }
            guard let group = view as? any GroupingView, !(view is any LayoutContainer) else {
                return [Row(path: path, view: view, tag: tag)]
            }
            let isForEach = view is any HostForEach
            return group.flattened().flatMap { key, child in
                var elementTag = tag
                if isForEach, case .id(let id) = key { elementTag = id }
                return rows(of: child, path: path + [key], tag: elementTag)
            }
        }

        /// Writes a tapped row's tag to the selection; in a collapsed split view, the column
        /// after the list's comes on top, as the user's choice.
        private static func select(
            _ tag: AnyHashable, selection: ListSelection<SelectionValue>, from node: ViewNode?
        ) {
            guard let node else { return }
            guard selection.select(tag) else {
                node.host.record(
                    "A list row's tag of type \u{201C}\(type(of: tag.base))\u{201D} does not "
                        + "match the list's selection of \u{201C}\(SelectionValue.self)\u{201D}; "
                        + "the tap selects nothing")
                return
            }
            SplitController.showColumn(after: node)
        }
    }

    /// A `ForEach`, whose children's keys are the IDs of its elements.
    protocol HostForEach {}

    /// A row of a list with a selection: a tap selects it.
    struct ListRow: View, PrimitiveView {
        typealias Body = Never
        let isSelected: Bool
        let content: any View
        let select: @MainActor () -> Void

        func update(_ node: ViewNode, transaction: Transaction) {
            node.controller { TapTarget() }.action = select
            node.reconcile(
                [ChildView(.slot("row"), content, node.environment)], transaction: transaction)
        }
    }

    extension ListRow: HostDescribable {
        func hostDescription(of node: ViewNode) -> String {
            isSelected ? "Row (selected)" : "Row"
        }
    }
#endif
