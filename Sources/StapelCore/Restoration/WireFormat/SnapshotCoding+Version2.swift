import Foundation

extension SnapshotCoding {
    /// Reads a version 2 snapshot, column by column.
    ///
    /// There are as many saved routes as the longest column has entries. A route that misses
    /// an entry in a column, or whose entry can't be read, is dropped with the routes above it,
    /// as in version 1.
    static func decodeVersion2<Screen>(
        _ container: KeyedDecodingContainer<SnapshotCoding.Key>,
        screens coding: SnapshotScreenDecoding<Screen>
    ) throws -> (routes: [Route<Screen>], dropped: [DroppedRoute]) {
        let limit = StackSnapshot<Screen>.maximumRouteCount
        let ids = try SnapshotIDText.parse(
            container.decode(String.self, forKey: .ids), limit: limit, maximum: maximumRouteID)
        let styles = try Array(container.decode(String.self, forKey: .styles).utf8)
        guard styles.count <= limit else { throw RestorationError.tooManyRoutes(limit: limit) }
        let screens = try decodeScreens(container, coding: coding, limit: limit)
        let count = max(ids.count, styles.count, screens.count)
        let names = try decodeNames(container, count: count)
        let options = try decodeOptions(container, count: count)

        var routes: [Route<Screen>] = []
        routes.reserveCapacity(count)
        var dropped: [DroppedRoute] = []
        for index in 0..<count {
            let idIsRead = index < ids.ids.count
            let idReason: DroppedRoute.Reason? =
                if index >= ids.count {
                    // Past the end of the column.
                    .invalidEntry("id is missing or not a non-negative integer")
                } else if index == ids.ids.count {
                    ids.failure  // The item that can't be read.
                } else {
                    nil  // Read, or unknown after an item that can't be read.
                }
            let style = index < styles.count ? RouteStyle(savedLetter: styles[index]) : nil
            let styleReason: DroppedRoute.Reason? =
                style == nil ? .invalidEntry("style is missing or unknown") : nil
            let screenReason: DroppedRoute.Reason? =
                index < screens.count ? screens.failures[index] : .invalidScreen("it is missing")
            if let reason = idReason ?? styleReason ?? names.failures[index]
                ?? options.failures[index] ?? screenReason
            {
                dropped.append(DroppedRoute(index: index, reason: reason))
            } else if !dropped.isEmpty || !idIsRead {
                dropped.append(DroppedRoute(index: index, reason: .followsDroppedRoute))
            } else if let style {
                routes.append(
                    Route(
                        screens.values[index], style: style, name: names.values[index],
                        options: options.values[index] ?? RouteOptions(),
                        id: RouteID(generated: ids.ids[index])))
            }
        }
        // What `RouteID(rawValue:)` does for each identifier, once.
        RouteIDGenerator.reserve(through: ids.ids.max() ?? 0)
        let valid = validPrefix(of: routes, dropped: &dropped)
        return (valid == routes.count ? routes : Array(routes.prefix(valid)), dropped)
    }

    /// Reads the `screens` list: all at once when every screen decodes, one at a time
    /// otherwise.
    /// - Returns: The screens before the first that can't be read, how many the list has, and
    ///   why each that can't be read was not.
    private static func decodeScreens<Screen>(
        _ container: KeyedDecodingContainer<SnapshotCoding.Key>,
        coding: SnapshotScreenDecoding<Screen>,
        limit: Int
    ) throws -> (values: [Screen], count: Int, failures: [Int: DroppedRoute.Reason]) {
        var list = try container.nestedUnkeyedContainer(forKey: .screens)
        if let count = list.count, count > limit {
            throw RestorationError.tooManyRoutes(limit: limit)
        }
        if let decodeList = coding.decodeList, let screens = try? decodeList(container) {
            // A decoder that doesn't tell a list's count reads it whole: count it now.
            guard screens.count <= limit else { throw RestorationError.tooManyRoutes(limit: limit) }
            return (screens, screens.count, [:])
        }
        var values: [Screen] = []
        var failures: [Int: DroppedRoute.Reason] = [:]
        var index = 0
        while !list.isAtEnd {
            guard index < limit else { throw RestorationError.tooManyRoutes(limit: limit) }
            let elementDecoder = try list.superDecoder()
            do {
                let screen = try coding.decodeElement(elementDecoder)
                if failures.isEmpty { values.append(screen) }
            } catch let error as SnapshotCoding.DropReason {
                failures[index] = error.reason
            } catch {
                failures[index] = .invalidScreen(describe(error))
            }
            index += 1
        }
        return (values, index, failures)
    }

    /// Reads the `options` object, `{"index": {…}, …}`: options that can't be read drop their
    /// route; keys that name no saved route are ignored; no object at all is no options.
    private static func decodeOptions(
        _ container: KeyedDecodingContainer<SnapshotCoding.Key>, count: Int
    )
        throws -> (values: [Int: RouteOptions], failures: [Int: DroppedRoute.Reason])
    {
        guard container.contains(.options), try !container.decodeNil(forKey: .options) else {
            return ([:], [:])
        }
        let object = try container.nestedContainer(
            keyedBy: SnapshotCoding.NameKey.self, forKey: .options)
        var values: [Int: RouteOptions] = [:]
        var failures: [Int: DroppedRoute.Reason] = [:]
        for key in object.allKeys {
            guard let index = key.intValue, index >= 0, index < count else { continue }
            do {
                values[index] = try object.decode(RouteOptions.self, forKey: key)
            } catch {
                failures[index] = .invalidEntry("options can't be read: \(describe(error))")
            }
        }
        return (values, failures)
    }

    /// Reads the `names` object, `{"index": "name", …}`: a name that is not a string drops
    /// its route; keys that name no saved route are ignored.
    private static func decodeNames(
        _ container: KeyedDecodingContainer<SnapshotCoding.Key>, count: Int
    )
        throws -> (values: [Int: String], failures: [Int: DroppedRoute.Reason])
    {
        guard container.contains(.names), try !container.decodeNil(forKey: .names) else {
            return ([:], [:])
        }
        let object = try container.nestedContainer(
            keyedBy: SnapshotCoding.NameKey.self, forKey: .names)
        var values: [Int: String] = [:]
        var failures: [Int: DroppedRoute.Reason] = [:]
        for key in object.allKeys {
            guard let index = key.intValue, index >= 0, index < count else { continue }
            if let name = try? object.decode(String.self, forKey: key) {
                values[index] = name
            } else {
                failures[index] = .invalidEntry("name is not a string")
            }
        }
        return (values, failures)
    }
}
