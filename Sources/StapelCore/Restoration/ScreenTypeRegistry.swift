/// The screen types a `Stack<AnyScreen>` may save, each under a stable name.
///
/// Saved state names each screen's type by the name it was registered under, never by the
/// type's compiled name, so renaming a type or a module does not break what users saved. Keep a
/// name once it has shipped.
///
/// ```swift
/// var registry = ScreenTypeRegistry()
/// registry.register(Recipe.self, as: "recipe")
/// registry.register(String.self, as: "text")
///
/// let stack = Stack<AnyScreen>()
/// let data = try stack.snapshotData(using: registry)
/// try stack.restore(from: data, using: registry)
/// ```
public struct ScreenTypeRegistry: Sendable {
    struct Entry: Sendable {
        let name: String
        let encode:
            @Sendable (AnyScreen, inout KeyedEncodingContainer<SnapshotCoding.RegisteredScreenKey>)
                throws
                -> Void
        let decode:
            @Sendable (KeyedDecodingContainer<SnapshotCoding.RegisteredScreenKey>) throws ->
                AnyScreen
    }

    private var entriesByName: [String: Entry] = [:]
    private var namesByType: [ObjectIdentifier: String] = [:]

    /// Creates an empty registry.
    ///
    /// ```swift
    /// var registry = ScreenTypeRegistry()
    /// ```
    public init() {}

    /// Registers a screen type under a name.
    ///
    /// Registering a name or a type a second time keeps the first registration and reports a
    /// runtime warning, as does an empty name.
    ///
    /// ```swift
    /// registry.register(Recipe.self, as: "recipe")
    /// ```
    /// - Parameters:
    ///   - type: The screen type.
    ///   - name: The stable name saved state uses for it.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    public mutating func register<Value: Codable & Hashable & Sendable>(
        _ type: Value.Type, as name: String, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        add(
            Entry(
                name: name,
                encode: { screen, container in
                    try container.encode(screen.as(Value.self), forKey: .value)
                },
                decode: { container in
                    AnyScreen(try container.decode(Value.self, forKey: .value))
                }
            ),
            for: type, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Registers, on the main actor, a screen type whose `Codable` and `Hashable` conformances
    /// are isolated to the main actor, as every type's is in an app target built with
    /// main-actor isolation by default.
    ///
    /// Screens of the type are saved and restored on the main actor, as ``Stack`` does;
    /// elsewhere saving or restoring them fails with an error.
    ///
    /// ```swift
    /// struct Recipe: Hashable, Codable { var id: Int }  // main-actor isolated in an app target
    ///
    /// registry.register(Recipe.self, as: "recipe")
    /// ```
    /// - Parameters:
    ///   - type: The screen type.
    ///   - name: The stable name saved state uses for it.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    @MainActor
    @_disfavoredOverload
    public mutating func register<Value: Codable & Hashable>(
        _ type: Value.Type, as name: String, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let coding = MainActorCoding(
            encode: { screen, container in
                try container.encode(screen.as(Value.self), forKey: .value)
            },
            decode: { container in
                AnyScreen(onMainActor: try container.decode(Value.self, forKey: .value))
            }
        )
        add(
            Entry(
                name: name,
                encode: { screen, container in
                    // On the main actor only (`run` checks): a copy writes to the same encoder.
                    nonisolated(unsafe) var onMain = container
                    try coding.run(name) { try coding.encode(screen, &onMain) }
                },
                decode: { container in
                    nonisolated(unsafe) let onMain = container
                    return try coding.run(name) { try coding.decode(onMain) }
                }
            ),
            for: type, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    private mutating func add<Value>(_ entry: Entry, for type: Value.Type, at site: CallSite) {
        let name = entry.name
        guard !name.isEmpty else {
            StapelWarning(
                .invalidRegistration, "register(_:as:) ignored: the name of \(type) is empty."
            )
            .report(at: site)
            return
        }
        if let existing = namesByType[ObjectIdentifier(type)] {
            StapelWarning(
                .invalidRegistration,
                "register(_:as:) ignored: \(type) is registered already as \"\(existing)\"."
            ).report(at: site)
            return
        }
        guard entriesByName[name] == nil else {
            StapelWarning(
                .invalidRegistration,
                "register(_:as:) ignored: \"\(name)\" names another type already."
            ).report(at: site)
            return
        }
        namesByType[ObjectIdentifier(type)] = name
        entriesByName[name] = entry
    }

    /// The registered names, sorted.
    ///
    /// ```swift
    /// registry.names  // ["recipe", "text"]
    /// ```
    public var names: [String] { entriesByName.keys.sorted() }

    /// The name a screen's type is registered under, or `nil`.
    ///
    /// ```swift
    /// registry.name(for: AnyScreen(Recipe(id: 1)))  // "recipe"
    /// ```
    /// - Parameter screen: A screen.
    /// - Returns: The name of its type.
    public func name(for screen: AnyScreen) -> String? {
        namesByType[ObjectIdentifier(screen.valueType)]
    }

    func entry(named name: String) -> Entry? {
        entriesByName[name]
    }
}
