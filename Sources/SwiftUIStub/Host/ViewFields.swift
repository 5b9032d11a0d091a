#if !canImport(SwiftUI)
    @_spi(Reflection) import Swift

    /// The stored properties of view types, read from the runtime's metadata once per type:
    /// where each one is, and whether it is a dynamic property.
    @MainActor
    enum ViewFields {
        struct Field {
            let offset: Int
            let type: Any.Type
            let dynamic: (any HostDynamicProperty.Type)?
        }

        /// `nil` for a type whose fields the runtime does not list (enums, tuples, functions).
        private static var cache: [ObjectIdentifier: [Field]?] = [:]

        static func fields(of type: Any.Type) -> [Field]? {
            if let cached = cache[ObjectIdentifier(type)] { return cached }
            guard isStruct(type) else {
                cache[ObjectIdentifier(type)] = .some(nil)
                return nil
            }
            var fields: [Field] = []
            let listed = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
                fields.append(
                    Field(
                        offset: offset, type: fieldType,
                        dynamic: fieldType as? any HostDynamicProperty.Type))
                return true
            }
            let result = listed ? fields : nil
            cache[ObjectIdentifier(type)] = result
            return result
        }

        /// The metadata kinds the host tells apart: structs, whose fields the runtime lists;
        /// existentials, whose boxes hold a value of another type; and enums, optionals and
        /// tuples, whose contents only a `Mirror` shows.
        private static let structKind: UInt = 0x200
        private static let enumKind: UInt = 0x201
        private static let optionalKind: UInt = 0x202
        private static let tupleKind: UInt = 0x301
        private static let existentialKind: UInt = 0x303

        /// The kind of a type: the first word of its metadata.
        private static func kind(of type: Any.Type) -> UInt {
            unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
        }

        /// Whether the runtime lays the type out as a struct.
        private static func isStruct(_ type: Any.Type) -> Bool {
            kind(of: type) == structKind
        }

        /// Whether the type is an enum (optionals included) or a tuple: a value whose parts a
        /// `Mirror` lists but the runtime's field metadata does not.
        private static func hasMirroredContents(_ type: Any.Type) -> Bool {
            let kind = kind(of: type)
            return kind == enumKind || kind == optionalKind || kind == tupleKind
        }

        /// Connects the view's dynamic properties to the node.
        static func install<V>(_ view: inout V, in node: ViewNode) {
            guard let fields = fields(of: V.self), fields.contains(where: { $0.dynamic != nil })
            else { return }
            withUnsafeMutableBytes(of: &view) { raw in
                for field in fields {
                    field.dynamic?.hostInstall(
                        at: raw.baseAddress! + field.offset, in: node, slot: field.offset)
                }
            }
        }

        /// Whether two values of `type`, laid out at two addresses, are provably the same
        /// input: dynamic properties are skipped, existentials opened, `Equatable` values
        /// compared with `==`, a type with a ``HostComparisonRule`` by its rule, and anything
        /// else by its layout (``layoutEqual(_:_:_:depth:)``).
        static func fieldsEqual(
            _ type: Any.Type, _ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, depth: Int
        ) -> Bool {
            if type is any HostDynamicProperty.Type { return true }
            func compare<T>(_: T.Type) -> Bool {
                if kind(of: T.self) == existentialKind {
                    let left = lhs.assumingMemoryBound(to: T.self).pointee
                    let right = rhs.assumingMemoryBound(to: T.self).pointee
                    return ValueComparison.isProvablyEqual(opening: left, right, depth: depth + 1)
                }
                if T.self is any Equatable.Type {
                    let left = lhs.assumingMemoryBound(to: T.self).pointee
                    let right = rhs.assumingMemoryBound(to: T.self).pointee
                    return ValueComparison.isProvablyEqual(left, right, depth: depth + 1)
                }
                if let rule = T.self as? any HostComparisonRule.Type {
                    return rule.isSameInput(lhs, rhs, depth: depth)
                }
                return layoutEqual(T.self, lhs, rhs, depth: depth)
            }
            return _openExistential(type, do: compare)
        }

        /// Whether two values of `type` are provably the same by their layout: a struct field
        /// by field; anything else (an object reference, a function, an enum, a tuple, or a
        /// struct past the depth limit) by its bytes. An enum or a tuple that is not plain data
        /// must then also show provably equal contents through a `Mirror`
        /// (``ValueComparison/contentsEqual(_:_:depth:)``), so that a binding in an enum's
        /// payload or a tuple is compared by its own rule.
        static func layoutEqual<T>(
            _: T.Type, _ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, depth: Int
        ) -> Bool {
            if depth < ValueComparison.depthLimit, let fields = fields(of: T.self) {
                return fields.allSatisfy { field in
                    fieldsEqual(
                        field.type, lhs + field.offset, rhs + field.offset, depth: depth + 1)
                }
            }
            guard ValueComparison.bytesEqual(lhs, rhs, count: MemoryLayout<T>.size) else {
                return false
            }
            if _isPOD(T.self) || !hasMirroredContents(T.self) { return true }
            return ValueComparison.contentsEqual(
                lhs.assumingMemoryBound(to: T.self).pointee,
                rhs.assumingMemoryBound(to: T.self).pointee, depth: depth)
        }
    }
#endif
