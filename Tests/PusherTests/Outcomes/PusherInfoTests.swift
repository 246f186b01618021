import Pusher
import Testing

/// `PusherInfo` keeps its name and rule in one shared reference; equality and hashing still
/// compare what it says, never which reference holds it.
@Suite struct PusherInfoTests {
    @Test func infosThatSayTheSameAreEqualAndHashAlike() {
        let pairs: [(PusherInfo, PusherInfo)] = [
            (PusherInfo(id: 1), PusherInfo(id: 1, name: nil, rule: nil)),
            (PusherInfo(id: 2, name: "account"), PusherInfo(id: 2, name: "account")),
            (PusherInfo(id: 3, name: "a", rule: "x == 1"), PusherInfo(id: 3, name: "a", rule: "x == 1")),
            (PusherInfo(id: 4, rule: "x == 1"), PusherInfo(id: 4, name: nil, rule: "x == 1")),
        ]
        for (first, second) in pairs {
            #expect(first == second)
            #expect(first.hashValue == second.hashValue)
            #expect(Set([first, second]).count == 1)
        }
    }

    @Test func anyDifferenceMakesThemUnequal() {
        let base = PusherInfo(id: 1, name: "a", rule: "r")
        let others = [
            PusherInfo(id: 2, name: "a", rule: "r"), PusherInfo(id: 1, name: "b", rule: "r"), PusherInfo(id: 1, name: "a", rule: "s"),
            PusherInfo(id: 1, name: nil, rule: "r"), PusherInfo(id: 1, name: "a", rule: nil), PusherInfo(id: 1),
            PusherInfo(id: 1, name: "", rule: "r"),
        ]
        for other in others {
            #expect(base != other, "\(other)")
        }
        #expect(Set([base] + others).count == 1 + others.count)
        // A name swapped into the rule is a different pusher.
        #expect(PusherInfo(id: 1, name: "x") != PusherInfo(id: 1, rule: "x"))
    }

    @Test func theFieldsReadBackAsGiven() {
        let info = PusherInfo(id: 7, name: "side", rule: #"kind == "mail""#)
        #expect(info.id == 7 && info.name == "side" && info.rule == #"kind == "mail""#)
        #expect(info.description == #"pusher 7 "side""#)
        let plain = PusherInfo(id: 8)
        #expect(plain.name == nil && plain.rule == nil && plain.description == "pusher 8")
    }
}
