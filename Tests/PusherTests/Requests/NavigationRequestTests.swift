import Foundation
import Pusher
import Testing
import ViewTree

/// Requests as data: every kind round-trips through JSON, and prints as a scenario writes it.
@Suite struct NavigationRequestTests {
    enum Route: String, Codable, Hashable, Sendable {
        case inbox, settings
    }

    static let requests: [NavigationRequest<String>] = [
        .push(view: "Detail"),
        .push(view: "Detail", id: 42, context: ["role": "admin", "count": 3, "tags": ["a", nil]], target: "main"),
        .push(view: "One", id: "1"),
        .setScreens([.init(view: "Inbox", id: "inbox"), .init(view: "Message", id: 7), .init(view: "Reply")], context: ["ok": true]),
        .pop(.previous), .pop(.root), .pop(.to("inbox")), .pop(.from(2)), .pop(.after(index: 1)), .pop(.last(3)), .pop(.pusher(4)),
        .present(style: .sheet, view: "Login", tag: "login"), .present(style: .fullScreenCover, view: "Cover"),
        .dismiss(.top), .dismiss(.all), .dismiss(.to("a")), .dismiss(.from(1)), .dismiss(.last(2)), .dismiss(.level(1)),
        .hide("detail"),
    ]

    @Test(arguments: requests)
    func everyRequestRoundTripsThroughJSON(request: NavigationRequest<String>) throws {
        let data = try JSONEncoder().encode(request)
        #expect(try JSONDecoder().decode(NavigationRequest<String>.self, from: data) == request)
    }

    @Test func anIntegerIDIsNotTheStringOfItAfterARoundTrip() throws {
        let ids: [ScreenID] = [1, "1"]
        let decoded = try JSONDecoder().decode([ScreenID].self, from: JSONEncoder().encode(ids))
        #expect(decoded == ids && decoded[0] != decoded[1])
        #expect(String(decoding: try JSONEncoder().encode(ids), as: UTF8.self) == #"[1,"1"]"#)
    }

    @Test func routesOfTheUsersTypeDecodeWhenTheDecoderNamesIt() throws {
        let request = NavigationRequest<String>.pop(.to(ScreenID(Route.settings)))
        let data = try JSONEncoder().encode(request)
        let decoder = JSONDecoder()
        #expect(try decoder.decode(NavigationRequest<String>.self, from: data) == .pop(.to("settings")), "without the type, a string")
        decoder.userInfo[ScreenID.routeTypeKey] = ScreenID.RouteType(Route.self)
        #expect(try decoder.decode(NavigationRequest<String>.self, from: data) == request)
    }

    @Test func anIDThatIsNotAStringNumberOrRouteIsADecodingError() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ScreenID.self, from: Data("[true]".utf8))
        }
    }

    @Test(
        arguments: zip(
            requests.prefix(4),
            [
                #"push "Detail""#,
                #"push "Detail" with count: 3, role: "admin", tags: ["a", null] as 42 to "main""#,
                #"push "One" as "1""#,
                #"set screens "Inbox" as "inbox", "Message" as 7, "Reply" with ok: true"#,
            ]))
    func requestsPrintTheWayScenariosWriteThem(request: NavigationRequest<String>, printed: String) {
        #expect(request.description == printed)
    }

    @Test func mapTransformsTheContentAndKeepsTheRest() {
        let request = NavigationRequest<Route>.present(style: .sheet, view: .inbox, tag: "t")
        #expect(request.map(\.rawValue) == .present(style: .sheet, view: "inbox", tag: "t"))
        #expect(NavigationRequest<Route>.dismiss(.all).map(\.rawValue) == .dismiss(.all))
    }
}
