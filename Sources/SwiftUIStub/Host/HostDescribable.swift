#if !canImport(SwiftUI)
    /// A view that appears in the host's printed hierarchy, with a one-line description.
    @MainActor
    protocol HostDescribable {
        /// The line for the view.
        func hostDescription(of node: ViewNode) -> String
        /// Whether the line already says what the children show (a button's label).
        var hostSummarizesChildren: Bool { get }
    }

    extension HostDescribable {
        var hostSummarizesChildren: Bool { false }
    }

    extension Text: HostDescribable {
        func hostDescription(of node: ViewNode) -> String { "Text \"\(resolvedString)\"" }
    }

    extension Image: HostDescribable {
        func hostDescription(of node: ViewNode) -> String { "Image \(name)" }
    }

    extension ViewHost {
        /// The hierarchy on screen, one line per text, control, navigation stack, tab view and
        /// presentation, indented by depth.
        ///
        /// ```swift
        /// print(host.hierarchy)
        /// ```
        public var hierarchy: String {
            update()
            var lines: [String] = []
            describe(root, indent: 0, into: &lines)
            return lines.joined(separator: "\n")
        }

        private func describe(_ node: ViewNode, indent: Int, into lines: inout [String]) {
            guard node.isShown else { return }
            let pad = String(repeating: "  ", count: indent)
            var childIndent = indent
            if let presentation = node.parent?.controller as? PresentationController,
                let record = presentation.record(forChild: node.key)
            {
                let name =
                    switch window.style(of: record) {
                    case .sheet: "Sheet"
                    case .fullScreenCover: "FullScreenCover"
                    case .popover: "Popover"
                    case .alert: "Alert"
                    case .confirmationDialog: "ConfirmationDialog"
                    }
                lines.append(pad + name + " \(record.itemID)")
                childIndent += 1
            }
            let extra: String? =
                switch node.attribute {
                case .navigationTitle(let title): "title \"\(title)\""
                case .accessibilityIdentifier(let identifier): "#\(identifier)"
                default: nil
                }
            if let extra {
                lines.append(String(repeating: "  ", count: childIndent) + extra)
            }
            if let describable = node.view as? any HostDescribable {
                lines.append(
                    String(repeating: "  ", count: childIndent)
                        + describable.hostDescription(of: node))
                if describable.hostSummarizesChildren { return }
                childIndent += 1
            }
            for child in node.children {
                describe(child, indent: childIndent, into: &lines)
            }
        }
    }
#endif
