import Foundation
import Testing

@testable import stapel_sim

/// `stapel-sim explore`: findings on scenario files, repros that fail under `check` before the
/// app is fixed and pass after, the JSON form, and the options.
@MainActor
@Suite struct ExploreCommandTests {
    private let directory = TestFiles.directory.appendingPathComponent("explore-\(UUID().uuidString)")

    private func write(_ text: String, as name: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// A scenario for each finding a repro is written for, and the same app corrected.
    nonisolated static let cases: [(name: String, broken: String, fixed: String)] = [
        (
            "dead end",
            """
            app
              stapel
                text "Home"
                link "Enter" -> pusher
                  text "Locked in"
                  guard when not has unlocked
            """,
            """
            app
              stapel
                text "Home"
                link "Enter" -> pusher
                  text "Locked in"
            """
        ),
        (
            "push never accepted",
            """
            app
              stapel when has admin
                text "Home"
                link "Admin" -> text "Secret"
            """,
            """
            app
              stapel
                text "Home"
                link "Admin" -> text "Secret"
            """
        ),
        (
            "duplicate id",
            """
            duplicates reject
            app
              stapel
                link "Open" as "a" -> pusher
                  link "Open" as "a" -> text "Twice"
            """,
            """
            duplicates allow
            app
              stapel
                link "Open" as "a" -> pusher
                  link "Open" as "a" -> text "Twice"
            """
        ),
        (
            "ambiguous tap",
            """
            app
              stapel
                button "Close" -> back
                button "Close" -> back
            """,
            """
            app
              stapel
                button "Close" -> back
            """
        ),
        (
            "invariant broken",
            """
            invariant depth <= 1
            app
              stapel
                link "Deeper" -> pusher
                  link "Deeper" -> text "Too deep"
            """,
            """
            invariant depth <= 1
            app
              stapel
                link "Deeper" -> pusher
                  button "Deeper" -> back
            """
        ),
        (
            "unbounded growth",
            """
            view Sheet
              text "Sheet"
              button "Again" -> present sheet Sheet
            app
              stapel
                button "Again" -> present sheet Sheet
            """,
            """
            view Sheet
              text "Sheet"
              button "Again" -> dismiss
            app
              stapel
                button "Again" -> present sheet Sheet
            """
        ),
    ]

    @Test(arguments: cases.map(\.name))
    func eachReproFailsUnderCheckAndPassesOnceTheAppIsFixed(name: String) throws {
        let (_, broken, fixed) = try #require(Self.cases.first { $0.name == name })
        let file = try write(broken, as: "app.stapel")
        let repros = directory.appendingPathComponent("repros").path
        let (output, code) = Fixtures.run(["explore", "--depth", "4", "--write-repros", repros, file])
        #expect(code == .failure)
        let reproLines = output.split(separator: "\n").filter { $0.hasPrefix("  repro: ") }
        try #require(reproLines.count == 1, "\(output)")
        #expect(output.contains("\n" + name))
        let repro = String(reproLines[0].dropFirst("  repro: ".count))
        #expect(Fixtures.run(["check", repro]).code == .failure)
        // The same repro on the corrected app: its app lines replaced.
        let reproText = try String(contentsOfFile: repro, encoding: .utf8)
        let steps = reproText.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.isEmpty }
        let corrected = try write(fixed + "\n" + steps.joined(separator: "\n"), as: "corrected.stapel")
        let check = Fixtures.run(["check", corrected])
        #expect(check.code == .success, "\(check.output)")
        #expect(Fixtures.run(["explore", try write(fixed, as: "fixed.stapel")]).output.hasSuffix("no findings\n"))
    }

    /// A tab switch navigates nothing, however many requests the tabs' stacks had before: a
    /// move's outcome is read on the stack it leaves selected, from the count that stack had.
    /// (Read against the count of the stack selected before, it was the other tab's last push,
    /// and a search counted a state's outcomes by the path that first reached it.)
    @Test func aTabSwitchNavigatesNothingWhateverTheTabsDidBefore() throws {
        let scenario = try ScenarioParser.parse(
            """
            app
              tabs
                tab "A"
                  stapel
                    text "A"
                tab "B"
                  stapel
                    link "Next" -> text "Next"
            select tab "B"
            tap "Next"
            back
            tap "Next"
            select tab "A"
            """, file: "tabs.stapel")
        let driver = ScenarioDriver(scenario: scenario, moveSteps: scenario.alwaysAvailableMoves, coverage: nil)
        for step in scenario.steps { _ = driver.runner.run(step) }
        let toB = try #require(driver.customMoves.firstIndex(of: "tap \"B\""))
        #expect(driver.performCustomMove(at: toB)?.kind == nil)
        #expect(driver.host.isVisible("Next"))
        // A tap that pushes on the tab it is on still says so.
        let back = driver.back()
        #expect(back.kind == .popped)
        #expect(try driver.tap("Next")?.kind == .pushed)
    }

    /// A driver's checkpoint brings back every tab's stack, the selection and the bindings,
    /// restoring only what differs, in the launch that saved it or another. (Not what a state's
    /// history left: a tab shown once keeps its pushers registered, so tab B is shown first.)
    @Test func aCheckpointBringsBackEveryTabAndTheBindings() throws {
        let scenario = try ScenarioParser.parse(
            """
            state starred: false
            view Card
              text "Card {name}, row {card}"
              button "Star" -> set starred: true
            on "news" -> pop to root then select tab "B" then set starred: false
            app
              tabs
                tab "A"
                  stapel
                    for card in ["Eevee", "Mew"]
                      link "{card}" with name: "{card}" -> Card
                tab "B"
                  stapel
                    if starred == true
                      text "Starred"
                    else
                      text "Nothing starred"
            select tab "B"
            select tab "A"
            tap "Mew"
            tap "Star"
            """, file: "tabs.stapel")
        let destinations = ShownDestinations()
        let driver = ScenarioDriver(scenario: scenario, moveSteps: scenario.alwaysAvailableMoves, coverage: nil, destinations: destinations)
        for step in scenario.steps { _ = driver.runner.run(step) }
        let saved = try #require(driver.checkpoint())
        let tree = driver.host.render()
        let news = try #require(driver.customMoves.firstIndex(of: "event \"news\""))
        _ = driver.performCustomMove(at: news)
        #expect(driver.host.isVisible("Nothing starred"))
        #expect(driver.runner.world.tabs?.stack(for: "A").depth == 0)
        #expect(driver.restore(saved))
        #expect(driver.host.render() == tree)

        // A new launch of the same exploration restores it too, screens' values included.
        let other = ScenarioDriver(scenario: scenario, moveSteps: scenario.alwaysAvailableMoves, coverage: nil, destinations: destinations)
        #expect(other.restore(saved))
        #expect(other.host.isVisible("Card Mew, row Mew"))
        #expect(other.runner.world.bindings["starred"] == true)
    }

    /// A restore that finds the same screens still gives their views the values saved: the
    /// navigation is a snapshot's value, its views' state is compared apart.
    @Test func aCheckpointBringsBackTheViewsStateOnTheSameScreens() throws {
        let scenario = try ScenarioParser.parse(
            """
            view Message
              counter "Stars"
            app
              tabs
                tab "Inbox"
                  stapel
                    link "Open" -> Message
                tab "Compose"
                  text "Compose"
            tap "Open"
            """, file: "counter.stapel")
        let driver = ScenarioDriver(scenario: scenario, moveSteps: scenario.alwaysAvailableMoves, coverage: nil, destinations: ShownDestinations())
        for step in scenario.steps { _ = driver.runner.run(step) }
        let saved = try #require(driver.checkpoint())
        let fingerprint = driver.host.stateFingerprint
        try driver.host.tap("Stars +1")
        try driver.host.tap("Stars +1")
        #expect(driver.host.isVisible("Stars: 2"))
        #expect(driver.restore(saved))
        #expect(driver.host.isVisible("Stars: 0"))
        #expect(driver.host.stateFingerprint == fingerprint)
        // Nothing differs now: a second restore changes nothing.
        #expect(driver.restore(saved))
        #expect(driver.host.stateFingerprint == fingerprint)
    }

    /// A tab's first showing registers its pushers for good: a checkpoint saved before it is
    /// refused at once, leaving the app as it stands, while one saved after it is restored.
    @Test func aCheckpointFromBeforeATabFirstShowedIsRefusedUntouched() throws {
        let scenario = try ScenarioParser.parse(
            """
            app
              tabs
                tab "Cards"
                  stapel
                    link "Open" -> text "Card"
                tab "Favourites"
                  stapel
                    text "No favourites"
            """, file: "door.stapel")
        let driver = ScenarioDriver(scenario: scenario, moveSteps: [], coverage: nil, destinations: ShownDestinations())
        _ = driver.host.settle()
        let beforeTheDoor = try #require(driver.checkpoint())
        _ = try driver.tap("Favourites")
        _ = try driver.tap("Cards")
        let afterTheDoor = try #require(driver.checkpoint())
        let fingerprintAfter = driver.host.stateFingerprint
        _ = try driver.tap("Open")
        let fingerprintOpen = driver.host.stateFingerprint
        #expect(!driver.restore(beforeTheDoor))
        #expect(driver.host.stateFingerprint == fingerprintOpen)
        #expect(driver.host.isVisible("Card"))
        #expect(driver.restore(afterTheDoor))
        #expect(driver.host.stateFingerprint == fingerprintAfter)
    }

    @Test func theReportNamesStatesMovesAndFindingsWithTheirShortestPaths() throws {
        let file = try write(
            """
            view Home
              text "Unused"
            app
              stapel
                text "Start"
                link "Next" -> pusher
                  text "Second"
                  link "Next" -> text "Third"
            """, as: "chain.stapel")
        let (output, code) = Fixtures.run(["explore", file])
        #expect(code == .failure)
        #expect(
            output == """
                explore \(file): 3 states, 5 moves tried, the deepest 2 moves from the first; every reachable state explored
                states kept as 128-bit fingerprints: the probability that a collision hid one is about 4.4e-38
                unreachable
                  "Unused" is declared but never visible
                1 finding

                """)
    }

    @Test func aLimitIsReportedWithTheOptionThatRaisesIt() throws {
        let file = try write(
            """
            view Sheet
              button "Again" -> present sheet Sheet
            app
              stapel
                Sheet
            """, as: "sheet.stapel")
        let byDepth = Fixtures.run(["explore", "--depth", "3", file]).output
        #expect(byDepth.contains("4 states, 6 moves tried, the deepest 3 moves from the first; stopped at the depth limit 3 (raise it with --depth)"))
        let byStates = Fixtures.run(["explore", "--max-states=2", file]).output
        #expect(byStates.contains("2 states") && byStates.contains("stopped at the state limit 2 (raise it with --max-states)"))
    }

    /// A pushed screen with nothing to tap is a dead end only where the profile has no system
    /// back; a declared text past the depth limit is "not reached", never "unreachable".
    @Test(arguments: ["yes", "no"]) func aDeadEndRespectsTheSystemBackAndAStoppedSearchSaysNotReached(systemBack: String) throws {
        let file = try write(
            """
            system back \(systemBack)
            app
              stapel
                text "Home"
                link "Go" -> text "There"
            """, as: "back-\(systemBack).stapel")
        let output = Fixtures.run(["explore", file]).output
        #expect(output.contains("dead end after tap \"Go\"") == (systemBack == "no"), "\(output)")
        let stopped = Fixtures.run(["explore", "--depth", "0", file]).output
        #expect(stopped.contains("not reached\n  \"There\" is declared but not reached within depth 0"), "\(stopped)")
        #expect(!stopped.contains("unreachable"))
    }

    /// `--format github`: an annotation per finding at the line of the element it names (the
    /// last tap of a dead end's path, the label of a push never accepted), then the report.
    @Test func githubAnnotatesEachFindingAtItsElement() throws {
        let path = Fixtures.examples.appendingPathComponent("explore.stapel").path
        let (output, code) = Fixtures.run(["explore", "--format", "github", path])
        #expect(code == .failure)
        let annotations = output.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        #expect(
            annotations == [
                "::error file=\(path),line=13,col=3::dead end after tap \"Product\", tap \"Buy\", tap \"Pay\": no button or link to tap, and going back"
                    + " changes nothing (state \"root > screen 1 | sheet 1: root > screen 1\")",
                "::error file=\(path),line=22,col=5::push never accepted: tapping \"Help\" never pushes: rejected wherever it was tapped",
            ])
        #expect(output.hasSuffix("2 findings\n"))
    }

    /// `--format mermaid` and `--format dot`: the state graph by screen stack, each node once,
    /// each move between two stacks once, the nodes of findings marked, and the report after it
    /// as comments.
    @Test func theGraphFormatsDrawOneNodePerScreenStackWithFindingsMarked() throws {
        let path = Fixtures.examples.appendingPathComponent("explore.stapel").path
        let mermaid = Fixtures.run(["explore", "--format", "mermaid", path])
        #expect(mermaid.code == .failure)
        let lines = mermaid.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "flowchart TD")
        let nodes = lines.compactMap { $0.wholeMatch(of: #/  (s\d+)\["([^"]*)"\]/#).map { (String($0.1), String($0.2)) } }
        let edges = lines.compactMap { $0.wholeMatch(of: #/  (s\d+) -->\|([^|]+)\| (s\d+)/#).map { (String($0.1), String($0.2), String($0.3)) } }
        #expect(
            nodes.map(\.1) == [
                "root", "root > screen 1", "root > screen 1 > screen 2", "root > screen 1 #124; sheet 1: root",
                "root > screen 1 #124; sheet 1: root > screen 1",
            ])
        #expect(edges.count == 7)
        #expect(edges.allSatisfy { edge in nodes.contains { $0.0 == edge.0 } && nodes.contains { $0.0 == edge.2 } })
        #expect(edges.contains { $0 == ("s3", "tap #quot;Pay#quot;", "s4") })
        #expect(lines.contains("  class s0,s4 finding"), "the push never accepted at the root, the dead end after Pay")
        #expect(lines.last?.hasPrefix("%% push never accepted") == true)
        let dot = Fixtures.run(["explore", "--format", "dot", path]).output.split(separator: "\n").map(String.init)
        #expect(dot.first == "digraph screens {")
        #expect(dot.contains("  s4 [label=\"root > screen 1 | sheet 1: root > screen 1\", color=red, penwidth=3];"))
        #expect(dot.contains("  s3 -> s4 [label=\"tap \\\"Pay\\\"\"];"))
        #expect(dot.filter { $0.contains(" -> ") }.count == 7)
        #expect(
            Fixtures.run(["run", "--format", "dot", path]).output
                == "stapel-sim: error: --format dot is a format of explore; run prints text or json\n")
    }

    /// `--walks N [--walk-length L] [--seed S]`: random walks that print their seed, the same
    /// bytes for the same seed.
    @Test func walksPrintTheirSeedAndRepeatForIt() {
        let path = Fixtures.examples.appendingPathComponent("explore.stapel").path
        let first = Fixtures.run(["explore", "--walks", "20", "--walk-length", "10", "--seed", "4", path])
        #expect(first.code == .failure)
        #expect(first.output.contains("; 20 random walks of up to 10 moves, seed 4 (--seed 4 makes the same walks)\n"), "\(first.output)")
        #expect(first.output.contains("dead end after tap \"Product\", tap \"Buy\", tap \"Pay\"\n"), "shrunk to the shortest path")
        #expect(Fixtures.run(["explore", "--walks", "20", "--walk-length", "10", "--seed", "4", path]) == first)
        #expect(
            Fixtures.run(["explore", "--seed", "4", path]).output
                == "stapel-sim: error: --walk-length and --seed shape random walks: give --walks N too\n")
        #expect(
            Fixtures.run(["check", "--walks", "2", path]).output == "stapel-sim: error: --walks, --walk-length and --seed are options of explore\n")
    }

    /// `--format json` gives each finding a stable id; `--baseline FILE` (an earlier JSON
    /// report) reports only the findings it does not know, and says how many it left out.
    @Test func aBaselineHidesKnownFindingsAndCountsThem() throws {
        let path = Fixtures.examples.appendingPathComponent("explore.stapel").path
        let report = Fixtures.run(["explore", "--format", "json", path]).output
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        let ids = try #require(object["findings"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(ids.count == 2 && ids.allSatisfy { $0.count == 16 } && Set(ids).count == 2)
        #expect(Fixtures.run(["explore", "--format", "json", path]).output == report, "ids are the same on every run")
        let all = try TestFiles.write(report, prefix: "baseline", extension: "json")
        let known = Fixtures.run(["explore", "--baseline", all, path])
        #expect(known.code == .success)
        #expect(known.output.hasSuffix("no new findings (2 known findings of the baseline not shown)\n"))
        let one = try TestFiles.write("{\"findings\":[{\"id\":\"\(ids[0])\"}]}\n", prefix: "baseline", extension: "json")
        let new = Fixtures.run(["explore", "--baseline", one, path])
        #expect(new.code == .failure && new.output.hasSuffix("1 finding (1 known finding of the baseline not shown)\n"))
        #expect(!new.output.contains("dead end"))
        let broken = try TestFiles.write("not json", prefix: "baseline", extension: "json")
        #expect(Fixtures.run(["explore", "--baseline", broken, path]).code == .unusableInput)
    }

    @Test func jsonIsOneObjectPerFile() throws {
        let file = try write(
            """
            app
              stapel
                button "Same" -> back
                button "Same" -> back
            """, as: "same.stapel")
        let (output, code) = Fixtures.run(["explore", "--format", "json", file])
        #expect(code == .failure)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(object["states"] as? Int == 1)
        #expect(object["complete"] as? Bool == true)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.map { $0["kind"] as? String } == ["ambiguous tap"])
        #expect(findings.first?["path"] as? [String] == [])
    }

    /// A search keeps fingerprints, not states, and says how likely a collision hid one (about
    /// states × moves / 2¹²⁸), in text and JSON; walks skip no state, so they say nothing.
    @Test func theReportSaysStatesAreFingerprintsAndTheOddsOfACollision() throws {
        let path = Fixtures.examples.appendingPathComponent("explore.stapel").path
        let json = Fixtures.run(["explore", "--format", "json", path]).output
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let states = try #require(object["states"] as? Int)
        let moves = try #require(object["moves"] as? Int)
        let odds = try #require(object["collisionProbability"] as? Double)
        let expected = Double(states) * Double(moves) / 0x1p128
        #expect(abs(odds - expected) <= expected * 0.05, "\(odds) against \(expected)")
        #expect(object["fingerprintBits"] as? Int == 128)
        let text = Fixtures.run(["explore", path]).output.split(separator: "\n")
        #expect(
            text.count > 1
                && text[1]
                    == "states kept as 128-bit fingerprints: the probability that a collision hid one is about \(String(format: "%.1e", expected))"
        )
        let walks = Fixtures.run(["explore", "--walks", "3", "--format", "json", path]).output
        let walked = try #require(try JSONSerialization.jsonObject(with: Data(walks.utf8)) as? [String: Any])
        #expect(walked["collisionProbability"] is NSNull)
        #expect(!Fixtures.run(["explore", "--walks", "3", path]).output.contains("fingerprints"))
    }

    @Test func stepsAsMovesExploreWhatOnlyTheStepsReach() throws {
        let file = try write(
            """
            app
              stapel
                text "Home"
            push text "Pushed by a step"
            """, as: "steps.stapel")
        #expect(Fixtures.run(["explore", file]).output.hasPrefix("explore \(file): 1 state,"))
        let output = Fixtures.run(["explore", "--steps-as-moves", file]).output
        #expect(output.hasPrefix("explore \(file): 2 states,"))
        #expect(output.hasSuffix("no findings\n"))
    }

    @Test func theSameFileExploresToTheSameBytes() throws {
        let file = try write(Self.cases[5].broken, as: "same-bytes.stapel")
        let runs = (0..<3).map { _ in Fixtures.run(["explore", "--format", "json", "--depth", "5", file]).output }
        #expect(Set(runs).count == 1)
    }

    /// A search that restores checkpoints reaches again every state it found: a sheet of one
    /// view, used in another tab with other parameters, comes back with its own (it showed the
    /// first tab's, which no replay from a launch shows, and `--jobs 2` counted other states).
    @Test func aViewUsedWithOtherParametersInAnotherTabExploresDeterministically() throws {
        let file = try write(
            """
            profile navigationstack
            view Page
              text "Page {p}"
              link "Next" -> Page with p: "{p}x"
              button "Home" -> pop to root
            app
              tabs
                tab "One"
                  stapel
                    link "Start" -> Page with p: "a"
                tab "Two"
                  stapel
                    link "Start two" -> Page with p: "b"
                    button "Sheet" -> present sheet Page with p: "s"
            """, as: "parameters.stapel")
        let one = Fixtures.run(["explore", "--depth", "10", file]).output
        #expect(!one.contains("not deterministic"), "\(one)")
        #expect(one.contains("no findings"), "\(one)")
        #expect(Fixtures.run(["explore", "--depth", "10", "--jobs", "2", file]).output == one)
    }

    /// What `set` wrote on a screen tells states apart: a screen shows its own value again
    /// once another tab's screen has set the binding, so two states with the same tree and
    /// bindings may differ there. Merged, the search kept whichever it met first, and `--jobs 2`
    /// counted 65 states where one job counted 70.
    @Test func whatSetWroteOnAScreenTellsStatesApartInEveryTab() throws {
        let item = """
            view Item
              text "Item {id}"
              button "Like {id}" -> set liked: "{id}"
              text "Liked {liked}"

            """
        let tabs = try write(
            item + """
                app
                  tabs
                    tab "Feed"
                      stapel
                        for id in ["1", "2"]
                          link "Open {id}" -> Item with id: "{id}"
                    tab "Saved"
                      stapel
                        link "Open 3" -> Item with id: "3"
                """, as: "liked-tabs.stapel")
        let one = Fixtures.run(["explore", "--depth", "8", tabs]).output
        #expect(one.contains("no findings"), "\(one)")
        #expect(Fixtures.run(["explore", "--depth", "8", "--jobs", "2", tabs]).output == one)
        // One stack: the root with nothing, "1" or "2" liked (3); an item with nothing liked,
        // liked on it, or opened once itself or the other was liked (2 × 4).
        let stack = try write(
            item + """
                app
                  stapel
                    for id in ["1", "2"]
                      link "Open {id}" -> Item with id: "{id}"
                """, as: "liked-stack.stapel")
        let whole = Fixtures.run(["explore", stack]).output
        #expect(whole.hasPrefix("explore \(stack): 11 states,"), "\(whole)")
    }

    @Test(arguments: [
        (["explore", "--depth", "x", "f"], #"stapel-sim: error: expected a whole number of at least 0 after --depth, found "x""#),
        (["explore", "--max-states", "0", "f"], #"stapel-sim: error: expected a whole number of at least 1 after --max-states, found "0""#),
        (["explore", "--write-repros"], "stapel-sim: error: expected a value after --write-repros, found nothing"),
        (
            ["explore", "--format", "junit", "f"],
            "stapel-sim: error: --format junit is a format of check; explore prints text, json, github, mermaid or dot"
        ),
    ])
    func unusableOptionsExitWithTwo(arguments: [String], message: String) {
        let (output, code) = Fixtures.run(arguments)
        #expect(code == .unusableInput)
        #expect(output == message + "\n")
    }

    /// Debug builds check every kept subtree fingerprint against a fresh hash: exploring every
    /// example, with its steps as moves, would stop the tests at the first stale one.
    @Test(arguments: Fixtures.exampleFiles.map(\.lastPathComponent))
    func everyExampleExplores(name: String) {
        let (output, code) = Fixtures.run(["explore", "--depth", "3", "--steps-as-moves", Fixtures.examples.appendingPathComponent(name).path])
        #expect(code != .unusableInput, "\(output)")
        #expect(output.contains(" states, ") || output.contains(" 1 state, "))
    }

    // MARK: Writing repros

    private var shop: String { Fixtures.read(Fixtures.examples.appendingPathComponent("explore.stapel")) }

    /// A symbolic link planted at a repro's path is replaced by the repro; its target is never
    /// written. An older repro is replaced whole, and no temporary file is left.
    @Test func aReproReplacesALinkAtItsPathAndNeverWritesThroughIt() throws {
        let file = try write(shop, as: "shop.stapel")
        let repros = directory.appendingPathComponent("repros")
        try FileManager.default.createDirectory(at: repros, withIntermediateDirectories: true)
        let target = try write("precious\n", as: "target.txt")
        let linked = repros.appendingPathComponent("shop-1-dead-end.stapel").path
        try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: target)
        try "an older, longer repro\n".write(
            toFile: repros.appendingPathComponent("shop-2-push-never-accepted.stapel").path, atomically: false, encoding: .utf8)
        #expect(Fixtures.run(["explore", "--write-repros", repros.path, file]).code == .failure)
        #expect(Fixtures.read(URL(fileURLWithPath: target)) == "precious\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: linked)) == nil, "the link itself is replaced")
        #expect(Fixtures.read(URL(fileURLWithPath: linked)).hasPrefix("# Found by stapel-sim explore"))
        #expect(Fixtures.read(repros.appendingPathComponent("shop-2-push-never-accepted.stapel")).hasPrefix("# Found by stapel-sim explore"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: repros.path).sorted() == [
                "shop-1-dead-end.stapel", "shop-2-push-never-accepted.stapel",
            ])
    }

    /// Two inputs of one name in two folders would write the same repros: the run is refused
    /// before anything is explored or written.
    @Test func twoInputsOfOneNameAreRefusedBeforeAnythingIsWritten() throws {
        let first = try write(shop, as: "a/shop.stapel")
        let second = try write(shop, as: "b/shop.stapel")
        let repros = directory.appendingPathComponent("same-name-repros").path
        let result = Fixtures.run(["explore", "--write-repros", repros, first, second])
        #expect(result.code == .unusableInput)
        #expect(
            result.output
                == "stapel-sim: error: \"\(first)\" and \"\(second)\" would write repros of the same names; explore them in two runs, or rename one\n"
        )
        #expect(!FileManager.default.fileExists(atPath: repros))
        #expect(Fixtures.run(["explore", first, second]).code == .failure, "without --write-repros nothing clashes")
    }
}
