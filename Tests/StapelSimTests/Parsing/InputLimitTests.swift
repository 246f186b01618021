import Foundation
import Testing

@testable import stapel_sim

/// Input that would drive the parser's recursion deep, or that is not UTF-8, is an error with a
/// location: never a crash.
@MainActor
@Suite struct InputLimitTests {
    /// The first error of `source`'s one scenario.
    func firstError(_ source: String) -> String? {
        parseErrors(source).first.map { "\($0.location.line):\($0.location.column) \($0.message.text)" }
    }

    @Test func deeplyNestedListsStopAtTheLimit() {
        let depth = ScenarioParser.maximumNesting
        let fine = "app\n  text \"x\"\npush text \"a\" with k: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        #expect(firstError(fine) == nil)
        let deep =
            "app\n  text \"x\"\npush text \"a\" with k: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n"
        #expect(
            firstError(deep) == "3:\(23 + depth) lists nested more than \(depth) levels deep: the parser stops there, far above any real scenario")
    }

    @Test(arguments: [
        String(repeating: "(", count: 100_000) + "x == 1" + String(repeating: ")", count: 100_000),
        String(repeating: "not ", count: 100_000) + "x == 1",
    ])
    func deeplyNestedRulesStopAtTheLimit(rule: String) {
        let error = firstError("app\n  stapel when \(rule)\n    text \"x\"\n")
        #expect(
            error?.hasSuffix("\"not\" and parentheses nested more than 256 levels deep: the parser stops there, far above any real scenario") == true)
    }

    /// A rule as high as allowed (parentheses around the first term of a 1,000-term chain add
    /// 999 levels) parses, mounts, evaluates and prints; one level more is an
    /// error at the term past the limit, where 90 such levels overflowed the stack freeing it.
    @Test(arguments: ["stapel when", "if", "guard when"]) func aRuleAsHighAsAllowedRunsAndOneHigherStops(form: String) throws {
        let chain = " and x == 1"
        var rule = "x == 1" + String(repeating: chain, count: 999)
        rule = "(" + rule + ")" + String(repeating: chain, count: 999)
        rule = "(" + rule + ")" + String(repeating: chain, count: ScenarioParser.maximumRuleHeight - 1_999)
        func source(_ rule: String) -> String {
            let app =
                switch form {
                case "stapel when": "app\n  stapel when \(rule)\n    text \"x\"\n"
                case "if": "app\n  stapel\n    if \(rule)\n      text \"x\"\n"
                default: "app\n  stapel\n    \(form) \(rule)\n    text \"x\"\n"
                }
            return "state x: 1\n" + app + "expect visible \"x\"\nprint\n"
        }
        let scenario = try ScenarioParser.parse(source(rule), file: "t.stapel")
        let runner = ScenarioRunner(scenario: scenario)
        #expect(scenario.steps.compactMap { runner.run($0).failure }.isEmpty)
        #expect(!ScenarioPrinter.text(of: scenario).isEmpty)
        let error = firstError(source(rule + chain))
        #expect(error?.contains("a rule's terms (each term of an \"and\" or \"or\" chain one level) nested more than 2500 levels deep") == true)
        #expect(error?.hasPrefix(form == "stapel when" ? "3:" : "4:") == true)
    }

    /// Thousands of `not`s before an expectation, in a step, an invariant and after `accepts`,
    /// are read in a loop and fold: an even number is no `not`, an odd number one.
    @Test(arguments: [18_000, 18_001]) func aLongRunOfNotsInAnExpectationFolds(count: Int) throws {
        let nots = String(repeating: "not ", count: count)
        // The invariant holds either way: it names a text that is there only when the `not`s cancel.
        let source =
            "invariant \(nots)visible \(count.isMultiple(of: 2) ? "\"x\"" : "\"zz\"")\napp\n  stapel\n    text \"x\"\nexpect \(nots)visible \"x\"\nexpect \(nots)accepts\n"
        let scenario = try ScenarioParser.parse(source, file: "t.stapel")
        let runner = ScenarioRunner(scenario: scenario)
        let failures = scenario.steps.map { runner.run($0).failure != nil }
        #expect(failures == (count.isMultiple(of: 2) ? [false, false] : [true, true]))
        guard case .not(let inner, let written)? = scenario.steps.first.flatMap({ if case .expect(let e) = $0.kind { e } else { nil } }) else {
            #expect(count.isMultiple(of: 2))
            return
        }
        #expect(written == #"visible "x""# && { if case .not = inner { false } else { true } }())
    }

    @Test func longRuleChainsAndInlineChainsStop() {
        let chain = Array(repeating: "x == 1", count: 5_000).joined(separator: " and ")
        #expect(
            firstError("app\n  stapel when \(chain)\n    text \"x\"\n")?.hasSuffix(
                #"expected at most 1000 terms joined by "and" or "or" in one rule, found term 1001"#) == true)
        let links = Array(repeating: "link \"a\" ->", count: 100_000).joined(separator: " ")
        #expect(firstError("app\n  stapel\n    \(links) text \"x\"\n")?.contains("elements after \"->\" nested more than 64 levels deep") == true)
    }

    @Test func linksNestedThousandsDeepInBlocksRunAndTapDown() throws {
        var source = "app\n  stapel\n"
        for level in 0..<2_000 {
            let indent = String(repeating: "  ", count: 2 + level)
            source += indent + "link \"L\(level)\"\n"
        }
        source += String(repeating: "  ", count: 2_002) + "text \"bottom\"\n"
        for level in 0..<2_000 { source += "tap \"L\(level)\"\n" }
        source += "expect visible \"bottom\"\n"
        let scenario = try ScenarioParser.parse(source, file: "deep.stapel")
        let runner = ScenarioRunner(scenario: scenario)
        let failures = scenario.steps.compactMap { runner.run($0).failure }
        #expect(failures.isEmpty, "\(failures.first.map { $0.message.text } ?? "")")
    }

    @Test func aLongChainOfViewsIsCheckedOnceAndOnlyItsCycleIsReported() {
        // V0 mounts V1 … V2999 mounts V2998 again: only the last two views are on a cycle.
        var source = ""
        for number in 0..<3_000 {
            let next = number == 2_999 ? 2_998 : number + 1
            source += "view V\(number)\n  vstack\n    V\(next)\n"
        }
        source += "view Link\n  link \"again\" -> Link\napp\n  V0\n"
        let errors = parseErrors(source).map(\.message.text)
        #expect(
            errors == [
                #"view "V2998" contains itself: put the inner one behind a link or a push"#,
                #"view "V2999" contains itself: put the inner one behind a link or a push"#,
            ])
    }

    @Test func bytesThatAreNotUTF8AreAnErrorWhereverTheyAre() {
        let inString = Data("app\n  text \"a".utf8) + Data([0xFF]) + Data("b\"\n".utf8)
        let error = ScenarioSource.firstInvalidUTF8(in: inString, file: "f.stapel")
        #expect(error.map { "\($0.location) \($0.message.text)" } == "f.stapel:2:10 invalid UTF-8: byte 0xFF; a scenario is UTF-8 text")
        let inComment = Data("app\n  text \"x\" # ".utf8) + Data([0xC3]) + Data("\n".utf8)
        #expect(ScenarioSource.firstInvalidUTF8(in: inComment, file: "f.stapel")?.location.line == 2)
        #expect(ScenarioSource.firstInvalidUTF8(in: Data("app\n  text \"é\"\n".utf8), file: "f.stapel") == nil)
    }

    /// Loading a file validates it in one pass and looks for the bad byte only when there is one.
    @Test func loadingAFileFindsItsFirstInvalidByteOnlyWhenItHasOne() throws {
        let directory = try TestFiles.makeDirectory("utf8")
        let valid = directory.appendingPathComponent("valid.stapel")
        let invalid = directory.appendingPathComponent("invalid.stapel")
        try Data("app\n  text \"é\"\n".utf8).write(to: valid)
        try (Data("app\n  text \"a".utf8) + Data([0xFF]) + Data("\"\n".utf8)).write(to: invalid)
        let loadedValid = try ScenarioSource.load(valid.path)
        #expect(loadedValid.invalidUTF8 == nil && loadedValid.text == "app\n  text \"é\"\n")
        let loadedInvalid = try ScenarioSource.load(invalid.path)
        #expect(loadedInvalid.invalidUTF8.map { "\($0.location.line):\($0.location.column)" } == "2:10")
        #expect(loadedInvalid.text.contains("\u{FFFD}"))
    }

    /// A label a file repeats is stored once: each parsed element's string shares the first
    /// one's storage (an app of two thousand buttons "Continue to checkout" holds one string).
    @Test func aRepeatedLabelIsStoredOnce() throws {
        let scenario = try ScenarioParser.parse(
            "app\n" + String(repeating: "  button \"Continue to checkout\" -> back\n", count: 3) + "tap \"Continue to checkout\"\n",
            file: "t.stapel")
        let labels = scenario.app.compactMap { element -> String? in if case .button(let label, _) = element.kind { label } else { nil } }
        #expect(labels.count == 3)
        let addresses = labels.map { label -> UnsafeRawPointer? in
            var label = label
            return label.withUTF8 { UnsafeRawPointer($0.baseAddress) }
        }
        #expect(Set(addresses).count == 1, "one storage for the three")
    }
}
