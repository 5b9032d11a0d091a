public import Foundation

extension StackSnapshot: Encodable where Screen: Encodable {
    /// Writes the snapshot, in a compact form that keeps each part of the routes in a column:
    /// `{"version": 2, "ids": "41,1,1", "styles": "ppS", "names": {"1": "chat"}, "screens": […]}`.
    ///
    /// The identifiers are written as differences from the one before; the styles as one
    /// letter each (`p` push, `s` sheet, `f` full-screen cover, capital with navigation); the
    /// names that are set, by index; and the screens as a plain list.
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(stack.snapshot())
    /// ```
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What a screen's encoding throws.
    public func encode(to encoder: any Encoder) throws {
        try SnapshotCoding.encode(routes, to: encoder) { screens, container in
            try container.encode(screens, forKey: .screens)
        }
    }
}

extension StackSnapshot: Decodable where Screen: Decodable {
    /// Reads a snapshot, in the compact form written now or in the form of one object per
    /// route that Stapel wrote before (`{"version": 1, "routes": [{"id", "style", "name",
    /// "screen"}, …]}`).
    ///
    /// A route that can't be read, and every route above it, go to ``droppedRoutes``; so do
    /// routes that can't stand where they are (see ``RouteListError``).
    ///
    /// ```swift
    /// let snapshot = try JSONDecoder().decode(StackSnapshot<Screen>.self, from: data)
    /// ```
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: ``RestorationError/unsupportedVersion(_:)``,
    ///   ``RestorationError/tooManyRoutes(limit:)``, or a decoding error when there is no
    ///   version or list of routes.
    /// - Complexity: O(n) in the size of the data.
    public init(from decoder: any Decoder) throws {
        let (routes, dropped) = try SnapshotCoding.decode(
            from: decoder, screens: SnapshotScreenDecoding<Screen>.typed)
        self.init(routes: routes, droppedRoutes: dropped)
    }

    /// Reads a snapshot from JSON.
    ///
    /// ```swift
    /// let snapshot = try StackSnapshot<Screen>(jsonData: data)
    /// print(snapshot.droppedRoutes)
    /// ```
    /// - Parameter jsonData: JSON written by ``jsonData()``.
    /// - Throws: ``RestorationError/unreadable(_:)`` when the data is not a saved stack, and
    ///   ``RestorationError/unsupportedVersion(_:)`` or ``RestorationError/tooManyRoutes(limit:)``.
    ///   Routes that can't be read do not throw; they are in ``droppedRoutes``.
    /// - Complexity: O(n) in the size of the data.
    public init(jsonData: Data) throws(RestorationError) {
        do {
            self = try JSONDecoder().decode(StackSnapshot.self, from: jsonData)
        } catch let error as RestorationError {
            throw error
        } catch {
            throw .unreadable(SnapshotCoding.describe(error))
        }
    }
}

extension StackSnapshot where Screen: Encodable {
    /// Writes the snapshot as JSON.
    ///
    /// ```swift
    /// let data = try stack.snapshot().jsonData()
    /// ```
    /// - Returns: The JSON.
    /// - Throws: ``RestorationError/encodingFailed(_:)`` when a screen can't be encoded.
    /// - Complexity: O(n) in the number of routes.
    public func jsonData() throws(RestorationError) -> Data {
        do {
            return try JSONEncoder().encode(self)
        } catch {
            throw .encodingFailed(SnapshotCoding.describe(error))
        }
    }
}
