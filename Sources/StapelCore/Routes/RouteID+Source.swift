extension RouteID {
    /// Where new route identifiers come from while ``withRouteIDs(_:operation:)`` runs an
    /// operation.
    ///
    /// Outside such an operation every new route gets a process-unique identifier, so two route
    /// lists built by the same edits differ in their identifiers and are not equal. A test that
    /// compares route lists builds each of them from a fresh ``incrementing`` source, the way
    /// TCA's tests set `stackElementID` to `.incrementing`:
    ///
    /// ```swift
    /// import Testing
    ///
    /// func openChat(_ routes: inout [Route<Screen>]) {
    ///     routes.push(.inbox)
    ///     routes.push(.chat(id: 42))
    /// }
    ///
    /// @Test func openingAChat() {
    ///     let opened = withRouteIDs(.incrementing) {
    ///         var routes: [Route<Screen>] = []
    ///         openChat(&routes)
    ///         return routes
    ///     }
    ///     let expected = withRouteIDs(.incrementing) {
    ///         [Route<Screen>.push(.inbox), .push(.chat(id: 42))]
    ///     }
    ///     #expect(opened == expected)
    /// }
    /// ```
    public struct Source: Sendable {
        let generator: RouteIDGenerator

        /// A new source that numbers routes 1, 2, 3, and so on, in the order they are made.
        ///
        /// Each use is a fresh source, so two operations that make the same routes in the same
        /// order give them the same identifiers. An identifier read from outside (decoded state,
        /// ``RouteID/init(rawValue:)``) moves the count past itself, as it does process-wide.
        ///
        /// ```swift
        /// let route = withRouteIDs(.incrementing) { Route.push(Screen.inbox) }
        /// route.id  // #1
        /// ```
        public static var incrementing: Source {
            Source(generator: RouteIDGenerator())
        }

        /// A new source under which a route that a list operation adds takes the identifier
        /// after the largest in the list, so that the same edit of the same list gives the same
        /// identity wherever it runs: in a reducer and in a TCA `TestStore`'s expectation
        /// closure, in one scope.
        ///
        /// The list operations are those of a route list held as a value: `push`, `present`,
        /// `presentSheet`, `presentPopover`, `presentCover` and `replaceTop`. A route made on
        /// its own, such as `Route.push(_:)`, is numbered as ``incrementing`` numbers it, after
        /// every identifier handed out in the scope. A list that pops a route and pushes
        /// another gives the new one the popped one's identifier; use this source in tests.
        ///
        /// ```swift
        /// // Not compiled: a TCA TestStore test, and Stapel does not depend on TCA
        /// await withRouteIDs(.nextInList) {
        ///     await store.send(.openChat(42)) {
        ///         $0.routes.push(.chat(id: 42))
        ///     }
        /// }
        /// ```
        public static var nextInList: Source {
            Source(generator: RouteIDGenerator(followsLists: true))
        }
    }
}

/// Runs an operation in which new routes take their identifiers from a given source, for
/// example so that a test can compare route lists with `==`.
///
/// ``Route`` compares identities: two routes are equal only if they are the same route, showing
/// the same. Process-wide identifiers make two lists built by the same edits unequal. Built in two
/// operations, each with a fresh ``RouteID/Source/incrementing`` source, they are equal.
///
/// ```swift
/// let built = withRouteIDs(.incrementing) {
///     var routes: [Route<Screen>] = []
///     routes.push(.inbox)
///     routes.push(.chat(id: 42))
///     routes.pop()
///     return routes
/// }
/// let expected = withRouteIDs(.incrementing) { [Route<Screen>.push(.inbox)] }
/// built == expected  // true
/// ```
///
/// The source applies to the current task and to the child tasks it starts, and only until the
/// operation returns: a route made later, even by a task the operation started, takes a
/// process-wide identifier again. Routes made inside and routes made outside the operation may
/// share an identifier; a ``Stack`` that meets one twice refuses the change with a runtime
/// warning, so make a test's routes and stacks inside the operation.
///
/// - Parameters:
///   - source: Where new identifiers come from.
///   - operation: The operation to run.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws.
/// - Complexity: O(1) on top of the operation. While an operation runs anywhere in the process,
///   each new identifier also reads a task-local value.
public func withRouteIDs<Result>(
    _ source: RouteID.Source, operation: () throws -> Result
) rethrows -> Result {
    try RouteIDGenerator.withInstalled(source.generator, operation)
}

/// Runs an asynchronous operation in which new routes take their identifiers from a given
/// source, for example so that a test can compare route lists with `==`.
///
/// ```swift
/// let routes = await withRouteIDs(.incrementing) {
///     let stack = Stack<Screen>()
///     _ = await stack.setRoutes([.push(.inbox), .push(.chat(id: 42))]).outcome
///     return stack.routes
/// }
/// ```
///
/// See ``withRouteIDs(_:operation:)`` for how the source applies.
///
/// - Parameters:
///   - source: Where new identifiers come from.
///   - isolation: The actor the operation runs on; the caller's, by default.
///   - operation: The operation to run.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws.
public func withRouteIDs<Result>(
    _ source: RouteID.Source,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    try await RouteIDGenerator.withInstalled(source.generator, isolation: isolation, operation)
}
