#if !canImport(SwiftUI)
    /// Starts a task when the content appears, cancels it when the content disappears, and
    /// restarts it when its identity changes.
    nonisolated struct TaskModifier: ViewModifier, HostModifier {
        typealias Body = Never
        let id: TaskIdentity?
        let priority: TaskPriority
        let action: @Sendable () async -> Void

        @MainActor func update(_ node: ViewNode, content: any View, transaction: Transaction) {
            let controller = node.controller { TaskController() }
            controller.priority = priority
            controller.action = action
            if controller.id != id {
                controller.id = id
                if controller.task != nil { controller.restart() }
            }
            updateContent(node, content: content, transaction: transaction)
        }
    }

    /// The running task of a `task` modifier.
    @MainActor
    final class TaskController: NodeController {
        var id: TaskIdentity?
        var priority = TaskPriority.userInitiated
        var action: @Sendable () async -> Void = {}
        private(set) var task: Task<Void, Never>?

        func restart() {
            task?.cancel()
            let action = action
            task = Task(priority: priority) { await action() }
        }

        func nodeDidAppear(_ node: ViewNode) {
            restart()
        }

        func nodeDidDisappear(_ node: ViewNode) {
            task?.cancel()
            task = nil
        }
    }
#endif
