import Foundation

/// An id encodes as its value: a string as a JSON string, an integer as a JSON number, a route
/// of the user's own type as that type encodes itself. `1` and `"1"` stay apart.
///
/// Decoding reads strings and integers by themselves. Ids of another type decode when the
/// decoder names the type under ``ScreenID/routeTypeKey``; that type is tried first:
///
/// ```swift
/// enum Route: String, Codable, Hashable, Sendable { case inbox, settings }
/// let decoder = JSONDecoder()
/// decoder.userInfo[ScreenID.routeTypeKey] = ScreenID.RouteType(Route.self)
/// let id = try decoder.decode(ScreenID.self, from: Data(#""inbox""#.utf8))
/// id.base as? Route   // .inbox
/// ```
extension ScreenID: Codable {
    /// The key of a decoder's `userInfo` that names the type of ids other than strings and
    /// integers.
    public static let routeTypeKey: CodingUserInfoKey = {
        // A literal that is a valid key: the initializer fails only for an empty string.
        guard let key = CodingUserInfoKey(rawValue: "stapel.screenID.routeType") else { preconditionFailure("a non-empty key") }
        return key
    }()

    /// A type of ids a decoder reads, for ``routeTypeKey``.
    public struct RouteType: Sendable {
        let decode: @Sendable (any Decoder) throws -> ScreenID

        /// Ids decode as `type`.
        public init<Route: Decodable & Hashable & Sendable>(_ type: Route.Type) {
            decode = { ScreenID(try Route(from: $0)) }
        }
    }

    public init(from decoder: any Decoder) throws {
        if let routeType = decoder.userInfo[Self.routeTypeKey] as? RouteType, let id = try? routeType.decode(decoder) {
            self = id
            return
        }
        let container = try decoder.singleValueContainer()
        if let integer = try? container.decode(Int.self) {
            self.init(integer)
        } else if let string = try? container.decode(String.self) {
            self.init(string)
        } else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "a screen id is a string or an integer, or a route type named under ScreenID.routeTypeKey")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch base {
        case let string as String:
            var container = encoder.singleValueContainer()
            try container.encode(string)
        case let integer as Int:
            var container = encoder.singleValueContainer()
            try container.encode(integer)
        case let value as any Encodable:
            try value.encode(to: encoder)
        default:
            throw EncodingError.invalidValue(
                base,
                EncodingError.Context(
                    codingPath: encoder.codingPath, debugDescription: "the screen id's type \(type(of: base)) is not Encodable"))
        }
    }
}
