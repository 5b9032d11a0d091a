public import Foundation

/// The identifier of the view a route zooms from: the SwiftUI layer's
/// `navigationTransition(.zoom(sourceID:in:))` on the route's screen, matched with the source
/// view marked `stapelZoomSource(_:)` (iOS 18, macOS 15, visionOS 2).
///
/// It is text, so that a route's options stay `Codable`: a restored stack or a deep link zooms
/// from the same source.
///
/// ```swift
/// stack.push(.photo(id: id), options: .zoom(from: ZoomSourceID(id)))
/// PhotoThumbnail(id).stapelZoomSource(ZoomSourceID(id))
/// ```
public struct ZoomSourceID: Hashable, Sendable, Codable, ExpressibleByStringLiteral {
    /// The identifier's text.
    ///
    /// ```swift
    /// ZoomSourceID("photo-7").rawValue  // "photo-7"
    /// ```
    public let rawValue: String

    /// Creates an identifier from text.
    ///
    /// ```swift
    /// let source = ZoomSourceID("photo-7")
    /// ```
    /// - Parameter rawValue: The text.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an identifier from a number, such as an item's identifier.
    ///
    /// ```swift
    /// let source = ZoomSourceID(photo.id)
    /// ```
    /// - Parameter value: The number.
    public init(_ value: Int) {
        self.rawValue = String(value)
    }

    /// Creates an identifier from a UUID.
    ///
    /// ```swift
    /// let source = ZoomSourceID(item.id)
    /// ```
    /// - Parameter value: The UUID.
    public init(_ value: UUID) {
        self.rawValue = value.uuidString
    }

    /// Creates an identifier from a string literal.
    ///
    /// ```swift
    /// let source: ZoomSourceID = "avatar"
    /// ```
    /// - Parameter value: The literal.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// Reads an identifier saved as a string.
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: A decoding error when the value is not a string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Writes the identifier as a string.
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension ZoomSourceID: CustomStringConvertible {
    /// The identifier's text.
    public var description: String { rawValue }
}
