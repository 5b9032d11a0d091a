import IssueReporting

extension Stack {
    /// Reports what a navigation stack wrote to a layer's path when the path also carries values
    /// that a `NavigationLink(value:)` appended: the pops of ``reportPath(_:ofLayerStartedBy:)``,
    /// and each appended value pushed through the stack.
    ///
    /// A layer's path holds the route identifiers it shows. Apple's `NavigationLink(value:)`
    /// appends its value to the path of the navigation stack around it, so the values after the
    /// identifiers are pushes asked for by links. Each becomes a push of `screen(value)`, which
    /// the evaluator of the layer it lands on decides like any other. A value that `screen`
    /// cannot turn into a screen changes nothing and reports a runtime warning. Values appended
    /// to a path that no longer matches the layer (a stale write) are ignored.
    ///
    /// ```swift
    /// NavigationStack(path: Binding(
    ///     get: { layer.path.map(AnyHashable.init) },
    ///     set: { stack.reportLinkedPath($0, ofLayerStartedBy: layer.rootID) { $0.base as? Screen } }
    /// )) { … }
    /// ```
    /// - Parameters:
    ///   - path: What the navigation stack wrote: route identifiers, then appended values.
    ///   - rootID: The presented route that starts the layer, or `nil` for the base layer.
    ///   - screen: Turns an appended value into a screen, or `nil` if it is none.
    /// - Returns: What came of each push a link asked for.
    /// - Complexity: O(k + a), where k is the length of the layer's path and a the number of
    ///   appended values, plus the pushes.
    @discardableResult
    package func reportLinkedPath(
        _ path: [AnyHashable], ofLayerStartedBy rootID: RouteID?,
        screen: (AnyHashable) -> Screen?
    ) -> [PushResult] {
        let ids = path.prefix { $0.base is RouteID }.compactMap { $0.base as? RouteID }
        let appended = path.dropFirst(ids.count)
        reportPath(ids, ofLayerStartedBy: rootID)
        let layer = rootID.map { self.layer(startedBy: $0) } ?? baseLayer
        guard !appended.isEmpty, let layer, layer.path == ids else { return [] }
        return appended.compactMap { value in
            guard let screen = screen(value) else {
                StapelWarning(.screenTypeMismatch, Self.unlinkedValueMessage(for: value))
                    .report(at: CallSite())
                return nil
            }
            return push(screen)
        }
    }

    /// The text of the warning for a value a link appended that is no screen of this stack.
    package static func unlinkedValueMessage(for value: AnyHashable) -> String {
        let type = String(describing: Swift.type(of: value.base))
        return
            "a NavigationLink(value:) appended a \(type), which is not a screen of this "
            + "Stack<\(String(describing: Screen.self))> nor a type registered with "
            + "stapelDestination(for:). The link does nothing."
    }
}
