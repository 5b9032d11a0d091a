/// The part of a parent ``Stack`` that a child flow owns: a run of consecutive routes whose
/// screens embed the child's own screen type.
///
/// A child coordinator pushes and pops its own screens through a segment, on the parent's
/// navigation, so the child needs no navigation stack of its own. The first push starts the
/// segment. Popping its first screen returns to the parent, and
/// ``finish(fileID:filePath:line:column:)`` leaves the child flow in one step.
///
/// ```swift
/// enum AppScreen: Hashable { case home, signup(SignupStep) }
/// enum SignupStep: Hashable { case email, password, done }
///
/// let stack = Stack<AppScreen>()
/// let signup = StackSegment(parent: stack, embed: AppScreen.signup) { screen in
///     if case .signup(let step) = screen { step } else { nil }
/// }
/// signup.push(.email)
/// signup.push(.password)
/// signup.finish()  // back to where the flow started
/// ```
@MainActor
public final class StackSegment<Parent, Child> {
    /// The stack the segment lives on.
    public let parent: Stack<Parent>

    private let embed: (Child) -> Parent
    private let extract: (Parent) -> Child?
    private var startID: RouteID?

    /// Creates a segment of a parent stack. Nothing is pushed until the first
    /// ``push(_:name:context:fileID:filePath:line:column:)``.
    ///
    /// ```swift
    /// enum AppScreen: Hashable {
    ///     case home, signup(SignupStep)
    ///     var signupStep: SignupStep? { if case .signup(let step) = self { step } else { nil } }
    /// }
    ///
    /// let stack = Stack<AppScreen>()
    /// let flow = StackSegment(parent: stack, embed: AppScreen.signup, extract: \.signupStep)
    /// ```
    /// - Parameters:
    ///   - parent: The stack the child flow pushes onto.
    ///   - embed: Wraps a child screen in a parent screen.
    ///   - extract: Reads the child screen back, or `nil` for a screen of another flow.
    public init(
        parent: Stack<Parent>,
        embed: @escaping (Child) -> Parent,
        extract: @escaping (Parent) -> Child?
    ) {
        self.parent = parent
        self.embed = embed
        self.extract = extract
    }

    /// Whether the segment's first route is on the parent stack.
    ///
    /// ```swift
    /// if !flow.isActive { flow.push(.email) }
    /// ```
    public var isActive: Bool { first != nil }

    /// The segment's routes, bottom-most first: its first route and the consecutive child
    /// routes above it.
    ///
    /// ```swift
    /// flow.routes.map(\.screen)  // [.email, .password]
    /// ```
    /// - Complexity: O(k), where k is the number of routes above the segment's start.
    public var routes: [Route<Child>] {
        guard let start = first else { return [] }
        var result: [Route<Child>] = []
        for route in parent.routes[start...] {
            guard let child = extract(route.screen) else { break }
            result.append(route.showing(child))
        }
        return result
    }

    /// Pushes a child screen onto the parent's current navigation. The first push, or the
    /// first after the segment left the stack, starts the segment.
    ///
    /// ```swift
    /// flow.push(.password)
    /// ```
    /// - Parameters:
    ///   - screen: The child screen.
    ///   - name: A name to pop back to later.
    ///   - context: Facts for the evaluator of the layer the push lands on.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: What came of the push.
    @discardableResult
    public func push(
        _ screen: Child, name: String? = nil, context: PushContext = PushContext(),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> PushResult {
        let result = parent.push(
            embed(screen), name: name, context: context, fileID: fileID, filePath: filePath,
            line: line, column: column)
        if !isActive, let id = result.routeID {
            startID = id
        }
        return result
    }

    /// Pops the top route if it belongs to the segment. Popping the segment's first route
    /// returns to the parent flow. With the segment not on top, this changes nothing and
    /// reports a runtime warning.
    ///
    /// ```swift
    /// flow.pop()
    /// ```
    /// - Parameters:
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The popped routes.
    @discardableResult
    public func pop(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> [Route<Parent>] {
        guard let start = first, let top = parent.routes.indices.last, top >= start,
            routes.count == top - start + 1
        else {
            parent.warn(
                .flowNotOnStack, "StackSegment.pop() ignored: the child flow is not on top.",
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            return []
        }
        return parent.pop(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Pops back to the segment's first route, which stays on top. With the segment not on
    /// the stack, this changes nothing and reports a runtime warning.
    ///
    /// ```swift
    /// flow.popToStart()
    /// ```
    /// - Parameters:
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The popped routes.
    @discardableResult
    public func popToStart(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> [Route<Parent>] {
        guard
            let start = start(
                for: "popToStart()",
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        else { return [] }
        guard start + 1 < parent.routes.count else { return [] }
        return parent.goBack(
            to: .id(parent.routes[start].id), fileID: fileID, filePath: filePath, line: line,
            column: column)
    }

    /// Leaves the child flow: removes its first route and everything above it. With the
    /// segment not on the stack, this changes nothing and reports a runtime warning.
    ///
    /// ```swift
    /// flow.finish()
    /// ```
    /// - Parameters:
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The removed routes.
    @discardableResult
    public func finish(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> [Route<Parent>] {
        guard
            let start = start(
                for: "finish()",
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        else { return [] }
        startID = nil
        return parent.goBack(removing: parent.routes[start].id)
    }

    /// The index of the segment's first route, for an operation that needs the segment on the
    /// stack: the rule is that, with the segment not on the stack, the operation changes nothing
    /// and reports a ``StapelWarning/Kind/flowNotOnStack`` warning.
    /// - Parameters:
    ///   - operation: The call, such as `finish()`, for the warning.
    ///   - site: Where the warning points.
    /// - Returns: The index, or `nil` once the warning is reported.
    private func start(for operation: String, at site: CallSite) -> Int? {
        guard let start = first else {
            parent.warn(
                .flowNotOnStack,
                "StackSegment.\(operation) ignored: the child flow is not on the stack.", at: site)
            return nil
        }
        return start
    }

    /// The index of the segment's first route, if it is on the stack.
    private var first: Int? {
        startID.flatMap { id in parent.routes.firstIndex { $0.id == id } }
    }
}
