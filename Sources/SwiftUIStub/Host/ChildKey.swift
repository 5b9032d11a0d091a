#if !canImport(SwiftUI)
    /// Where a child view sits among its parent's children: its structural identity.
    ///
    /// Two evaluations that put a view of the same type under the same key keep one node, with
    /// its state. A different key or a different type is a different view.
    enum ChildKey: Hashable, CustomStringConvertible {
        /// The position among a container's children.
        case index(Int)
        /// An explicit identity: a `ForEach` element's ID or the value of `.id(_:)`.
        case id(AnyHashable)
        /// The branch of an `if`/`else`.
        case branch(Bool)
        /// A named part of a primitive view: its content, its presented sheet, its root.
        case slot(String)
        /// An entry of a navigation stack: its position and value.
        case entry(Int, AnyHashable)

        var description: String {
            switch self {
            case .index(let index): "#\(index)"
            case .id(let id): "id \(id)"
            case .branch(let branch): branch ? "if" : "else"
            case .slot(let name): name
            case .entry(let index, let value): "[\(index)] \(value)"
            }
        }
    }
#endif
