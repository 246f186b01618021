import Foundation
import Pusher
import Testing

@Suite struct PushRuleTests {
    static let context: PushContext = ["role": "admin", "count": 3, "name": "Ada", "draft": nil, "tags": ["a"]]

    @Test(arguments: [
        (PushRule.key("role") == "admin", true),
        (.key("role") == "editor", false),
        (.key("missing") == "x", false),
        (.key("missing") != "x", true),
        (.key("role") != "admin", false),
        (.key("count") > 2, true),
        (.key("count") >= 3, true),
        (.key("count") < 3, false),
        (.key("count") <= 3.0, true),
        (.key("name") < "Bob", true),
        (.key("name") > 1, false),
        (.key("role").isIn(["admin", "owner"]), true),
        (.key("count").isIn([1, 2]), false),
        (.has("role"), true),
        (.has("draft"), false),
        (.has("missing"), false),
        (!.has("missing"), true),
        (.has("role") && .key("count") == 3, true),
        (.has("missing") || .key("count") == 4, false),
        (.key("tags") == ["a"], true),
    ])
    func evaluates(rule: PushRule, expected: Bool) {
        #expect(rule.accepts(Self.context) == expected, "\(rule)")
    }

    @Test(arguments: [
        (PushRule.key("expected") == "value", #"expected == "value""#),
        (.key("role").isIn(["admin", "owner"]), #"role in ["admin", "owner"]"#),
        (.has("token") && (.key("debug") == true || .key("count") > 2.5), "has token and (debug == true or count > 2.5)"),
        ((.has("a") && .has("b")) || .has("c"), "has a and has b or has c"),
        (!.has("a"), "not has a"),
        (!(.key("a") == 1 && .has("b")), "not (a == 1 and has b)"),
        (.key("two words") == nil, #""two words" == null"#),
        (.key("in") == ["x": 1], #""in" == {x: 1}"#),
    ])
    func prints(rule: PushRule, expected: String) {
        #expect(rule.description == expected)
    }

    @Test func aRuleListsEveryKeyItReadsWithoutRecursion() {
        let rule: PushRule = .key("role").isIn(["admin"]) && !(.key("count") < 2) || .has("override") || .key("role") == "owner"
        #expect(rule.keys == ["role", "count", "override"])
        var deep: PushRule = .has("leaf")
        for level in 0..<10_000 { deep = level.isMultiple(of: 2) ? !deep : deep && .key("k\(level % 3)") == 1 }
        #expect(deep.keys == ["leaf", "k0", "k1", "k2"])
    }

    @Test func rulesSurviveACodableRoundTrip() throws {
        let rule: PushRule = .key("role").isIn(["admin"]) && !(.key("count") < 2) || .has("override")
        let data = try JSONEncoder().encode(rule)
        #expect(try JSONDecoder().decode(PushRule.self, from: data) == rule)
    }

    @Test func contextsPrintWithSortedKeysAndRoundTripThroughJSON() throws {
        #expect(Self.context.description == #"[count: 3, draft: null, name: "Ada", role: "admin", tags: ["a"]]"#)
        #expect(PushContext().description == "[:]")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(Self.context), as: UTF8.self)
        #expect(json == #"{"count":3,"draft":null,"name":"Ada","role":"admin","tags":["a"]}"#)
        #expect(try JSONDecoder().decode(PushContext.self, from: Data(json.utf8)) == Self.context)
    }

    @Test func numbersPrintWithoutNeedlessFractions() {
        #expect(ContextValue.number(3).description == "3")
        #expect(ContextValue.number(2.5).description == "2.5")
        #expect(ContextValue.number(-0.0).description == "0")
    }

    @Test func closurePredicatesCarryTheirDescription() {
        let predicate = PushPredicate("expects value") { $0["expected"] == "value" }
        #expect(predicate.accepts(["expected": "value"]))
        #expect(!predicate.accepts([:]))
        #expect(predicate.description == "expects value")
        #expect(predicate.rule == nil)
        #expect(PushPredicate.rule(.has("x")).description == "has x")
    }

    /// A rule built in code can nest far deeper than a scenario's 256 levels: evaluating,
    /// printing, comparing and hashing it use no recursion.
    @Test func aRuleNestedTwentyThousandLevelsEvaluatesPrintsAndCompares() {
        var negated: PushRule = .has("a")
        for _ in 0..<20_000 { negated = !negated }
        #expect(negated.accepts(["a": 1]))
        #expect(!(!negated).accepts(["a": 1]))
        #expect(negated.description.hasPrefix("not (not (") && negated.description.hasSuffix("has a" + String(repeating: ")", count: 19_999)))
        var chain: PushRule = .has("a")
        for index in 0..<20_000 { chain = index.isMultiple(of: 2) ? chain && .has("b") : chain || .has("c") }
        #expect(chain.accepts(["a": 1, "b": true]))
        #expect(!chain.accepts(["b": true]))
        var same: PushRule = .has("a")
        for _ in 0..<20_000 { same = !same }
        #expect(negated == same && negated.hashValue == same.hashValue)
        #expect(negated != !same && chain != negated)
    }

    @Test func printingKeepsOnlyTheParenthesesNeeded() {
        let rule: PushRule = (.has("a") || .has("b")) && !(.key("c") == 1) && !.has("d")
        #expect(rule.description == "(has a or has b) and not (c == 1) and not has d")
        #expect((.has("a") || (.has("b") && .has("c"))).description == "has a or has b and has c")
    }
}
