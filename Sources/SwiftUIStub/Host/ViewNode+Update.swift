#if !canImport(SwiftUI)
    extension ViewNode {
        /// Brings the node up to date with its parent's newest view value and environment.
        ///
        /// A view's body runs again only when it must: the node is new or invalidated, the view
        /// value is not provably equal to the last one, or an environment value it reads
        /// changed. Otherwise the node keeps its children and only hands a changed environment
        /// down, as SwiftUI compares a view's inputs before it asks for a body.
        func update(
            to newView: any View, environment newEnvironment: EnvironmentValues,
            transaction: Transaction
        ) {
            let viewChanged = !ValueComparison.isProvablyEqual(opening: view, newView)
            let environmentChanged = !environment.isProvablyEqual(to: newEnvironment)
            view = newView
            environment = newEnvironment
            if view is any PrimitiveView {
                if needsUpdate || viewChanged || environmentChanged { evaluate(transaction) }
            } else if needsUpdate || viewChanged || readsChanged(in: newEnvironment) {
                evaluate(transaction)
            } else if environmentChanged {
                for child in children {
                    child.update(
                        to: child.view, environment: newEnvironment, transaction: transaction)
                }
            }
        }

        /// Runs the view's body, or the primitive's update, and reconciles the children.
        func evaluate(_ transaction: Transaction) {
            needsUpdate = false
            pendingTransaction = nil
            hasEvaluated = true
            lastTransaction = transaction
            trackingGeneration += 1
            if let primitive = view as? any PrimitiveView {
                primitive.update(self, transaction: transaction)
                return
            }
            host.countEvaluation(of: self)
            guard let body = host.track(self, { makeBody(view) }) else {
                host.record("\(typeName) has no body and is not a view the host can draw")
                reconcile([], transaction: transaction)
                return
            }
            reconcile([ChildView(.index(0), body, environment)], transaction: transaction)
        }

        /// Replaces the children with the given ones, keeping the nodes (and their state) whose
        /// key and type match.
        func reconcile(_ newChildren: [ChildView], transaction: Transaction) {
            var existing: [ChildKey: ViewNode] = [:]
            for child in children { existing[child.key] = child }
            var seen = Set<ChildKey>()
            var result: [ViewNode] = []
            result.reserveCapacity(newChildren.count)
            for child in newChildren {
                guard seen.insert(child.key).inserted else {
                    host.record("\(typeName): two children share the identity \(child.key)")
                    continue
                }
                if let node = existing.removeValue(forKey: child.key),
                    node.viewType == type(of: child.view)
                {
                    node.update(
                        to: child.view, environment: child.environment, transaction: transaction)
                    result.append(node)
                } else {
                    existing.removeValue(forKey: child.key)?.unmount()
                    let node = ViewNode(
                        host: host, parent: self, key: child.key, view: child.view,
                        environment: child.environment)
                    result.append(node)
                    node.evaluate(transaction)
                }
            }
            for node in children where existing[node.key] === node {
                node.unmount()
            }
            children = result
        }

        /// Takes the node and everything below it out of the hierarchy.
        func unmount() {
            guard isMounted else { return }
            for child in children.reversed() { child.unmount() }
            children = []
            if isVisible {
                isVisible = false
                controller?.nodeDidDisappear(self)
            }
            controller?.nodeWillUnmount(self)
            isMounted = false
        }

        /// The child for a key, if there is one.
        func child(_ key: ChildKey) -> ViewNode? {
            children.first { $0.key == key }
        }

        private func readsChanged(in environment: EnvironmentValues) -> Bool {
            environmentReads.values.contains { !$0.matches(environment) }
        }

        private func makeBody<V: View>(_ view: V) -> (any View)? {
            guard V.Body.self != Never.self else { return nil }
            var view = view
            ViewFields.install(&view, in: self)
            return view.body
        }
    }
#endif
