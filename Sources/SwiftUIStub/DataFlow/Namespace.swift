#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen @propertyWrapper public struct Namespace :
    // SwiftUICore.DynamicProperty, Swift.Sendable` (iOS 14.0; in the SwiftUI module before iOS
    // 18, which `@_originallyDefinedIn` records and which changes no type-checking), with
    // `@inlinable public init()`, `public var wrappedValue: SwiftUICore.Namespace.ID { get }`, and
    // `@frozen public struct ID : Swift.Hashable`, `Sendable` in a separate conformance.
    /// A property wrapper for an identity that views share to match one another, as a zoom
    /// transition matches its source: each view that declares one gets its own, for as long as
    /// it lives.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @frozen @propertyWrapper public struct Namespace: DynamicProperty, Sendable {
        @usableFromInline var id: Int

        /// Creates a namespace; the host gives it its identity when the view runs.
        @inlinable public init() { id = 0 }

        /// The namespace's identity.
        public var wrappedValue: Namespace.ID { ID(id: id) }

        /// The identity of a namespace.
        @frozen public struct ID: Hashable {
            let id: Int
        }
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension Namespace.ID: Sendable {}

    extension Namespace: HostDynamicProperty {
        /// The identities handed out so far.
        @MainActor private static var lastID = 0

        @MainActor
        static func hostInstall(at address: UnsafeMutableRawPointer, in node: ViewNode, slot: Int) {
            let property = address.assumingMemoryBound(to: Namespace.self)
            if let stored = node.stateLocations[slot] as? NamespaceIdentity {
                property.pointee.id = stored.id
                return
            }
            lastID += 1
            node.stateLocations[slot] = NamespaceIdentity(id: lastID)
            property.pointee.id = lastID
        }
    }

    /// The identity of one `@Namespace` of one node.
    final class NamespaceIdentity {
        let id: Int

        init(id: Int) {
            self.id = id
        }
    }
#endif
