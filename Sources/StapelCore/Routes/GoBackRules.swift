/// The rules of popping, dismissing and going back, in one place: `Stack` and the editing
/// methods of `[Route<Screen>]` both ask these what an operation does, then carry it out their
/// own way, so that the two cannot drift apart.
///
/// Each rule is a pure function from the operation and the list's ``RouteListShape`` to a
/// ``RouteRemoval``:
/// - a call whose effect is already true (popping to the root at the root, dismissing with
///   nothing presented, going back to a route already on top) changes nothing and reports
///   nothing;
/// - a search that finds nothing (``RouteTarget/matching(_:)``) changes nothing and reports
///   nothing: the empty result says so;
/// - misuse (a negative count, a count beyond the list, an index outside it, a name or
///   identifier no route has, a pop to a route below a presentation) reports a typed warning
///   and changes nothing, except that a count beyond the list removes what there is.
@usableFromInline
package enum GoBackRules {
    /// Pops `count` pushed routes off the current navigation, never across a presentation.
    @inlinable
    package static func pop(_ count: Int, in shape: RouteListShape) -> RouteRemoval {
        let available = shape.count - shape.firstPush
        guard count > 0, count <= available else {
            return popOutOfRange(count, available: available, in: shape)
        }
        return RouteRemoval(start: shape.count - count)
    }

    @usableFromInline
    static func popOutOfRange(_ count: Int, available: Int, in shape: RouteListShape)
        -> RouteRemoval
    {
        guard count >= 0 else {
            return .refused(
                .negativeCount, "pop(\(count)) ignored: the count must not be negative.")
        }
        guard count > 0 else { return .unchanged }
        guard available > 0 else {
            let hint =
                shape.topPresentation == nil
                ? "" : " Use dismiss() or goBack() to leave the presentation."
            return .refused(
                .countOutOfRange,
                "pop(\(count)) ignored: the current navigation has nothing pushed.\(hint)")
        }
        return RouteRemoval(
            start: shape.firstPush,
            warning: StapelWarning(
                .countOutOfRange,
                "pop(\(count)) popped only \(available): that is all the current navigation has."
            ))
    }

    /// Pops every pushed route off the current navigation; silent when there is none.
    package static func popToRoot(in shape: RouteListShape) -> RouteRemoval {
        shape.firstPush < shape.count ? RouteRemoval(start: shape.firstPush) : .unchanged
    }

    /// Pops the current navigation back to a target, which stays on top.
    /// - Parameters:
    ///   - target: The route to pop back to.
    ///   - shape: The list's shape.
    ///   - find: The index of the topmost route at or above an index that the target names.
    package static func pop<Screen>(
        to target: RouteTarget<Screen>, in shape: RouteListShape, find: (Int) -> Int?
    ) -> RouteRemoval {
        if case .root = target { return popToRoot(in: shape) }
        if let index = find(shape.navigationStart) { return RouteRemoval(start: index + 1) }
        guard shape.navigationStart == 0 || find(0) == nil else {
            return .refused(
                .belowPresentation,
                "pop(to: \(target)) ignored: the route is below a presentation. Use "
                    + "goBack(to:) to dismiss down to it.")
        }
        return notFound(target, operation: "pop(to: \(target))", place: "the current navigation")
    }

    /// Dismisses the topmost presentation; silent when nothing is presented.
    package static func dismiss(in shape: RouteListShape) -> RouteRemoval {
        RouteRemoval(start: shape.topPresentation)
    }

    /// Dismisses every presentation; silent when nothing is presented.
    package static func dismissAll(in shape: RouteListShape) -> RouteRemoval {
        RouteRemoval(start: shape.firstPresentation)
    }

    /// Goes back by `count` routes, popping and dismissing as needed.
    package static func goBack(_ count: Int, in shape: RouteListShape) -> RouteRemoval {
        guard count >= 0 else {
            return .refused(
                .negativeCount, "goBack(\(count)) ignored: the count must not be negative.")
        }
        guard count > 0 else { return .unchanged }
        guard shape.count > 0 else {
            return .refused(
                .countOutOfRange, "goBack(\(count)) ignored: the stack shows only its root.")
        }
        guard count <= shape.count else {
            return RouteRemoval(
                start: 0,
                warning: StapelWarning(
                    .countOutOfRange,
                    "goBack(\(count)) went back only \(shape.count): that is all the stack has."))
        }
        return RouteRemoval(start: shape.count - count)
    }

    /// Goes back to the root of the whole list; silent when the list is empty.
    package static func goBackToRoot(in shape: RouteListShape) -> RouteRemoval {
        shape.count > 0 ? RouteRemoval(start: 0) : .unchanged
    }

    /// Goes back to a target anywhere on the list, which stays on top.
    /// - Parameters:
    ///   - target: The route to go back to.
    ///   - shape: The list's shape.
    ///   - find: The index of the topmost route at or above an index that the target names.
    package static func goBack<Screen>(
        to target: RouteTarget<Screen>, in shape: RouteListShape, find: (Int) -> Int?
    ) -> RouteRemoval {
        if case .root = target { return goBackToRoot(in: shape) }
        guard let index = find(0) else {
            return notFound(target, operation: "goBack(to: \(target))", place: "the stack")
        }
        return RouteRemoval(start: index + 1)
    }

    /// What a target that names no route comes to: a warning for a name or an identifier, which
    /// the caller expected to be there; nothing for a search, whose empty result says so.
    static func notFound<Screen>(
        _ target: RouteTarget<Screen>, operation: String, place: String
    ) -> RouteRemoval {
        switch target {
        case .root, .matching:
            .unchanged
        case .name:
            .refused(.unknownName, "\(operation) ignored: no route with that name in \(place).")
        case .id:
            .refused(.unknownRoute, "\(operation) ignored: no such route in \(place).")
        case .index:
            .refused(.indexOutOfRange, "\(operation) ignored: no route at that index in \(place).")
        }
    }
}
