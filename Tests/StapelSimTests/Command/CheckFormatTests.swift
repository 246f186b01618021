import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The command line as CI meets it, through the built binary: options anywhere, a file that does
/// not parse counted as failed, and check's machine-readable formats.
@Suite struct CheckFormatTests {
    /// A file with one passing and one failing expectation, and one that does not parse.
    static func files() throws -> (failing: String, broken: String) {
        let directory = try TestFiles.makeDirectory("check-formats")
        let failing = directory.appendingPathComponent("failing.stapel")
        let broken = directory.appendingPathComponent("broken.stapel")
        try "app\n  text \"x\"\nexpect visible \"y\"\nexpect visible \"x\"\n".write(to: failing, atomically: true, encoding: .utf8)
        try "app\n  txt \"x\"\n  txt \"y\"\n".write(to: broken, atomically: true, encoding: .utf8)
        return (failing.path, broken.path)
    }

    @Test(arguments: [
        ["--no-color", "check", "F"], ["--final", "check", "F"], ["check", "F", "--no-color"], ["--format", "text", "check", "F"],
        ["check", "--", "F"],
    ])
    func aFailingCheckFailsWhereverTheOptionsGo(arguments: [String]) throws {
        let (failing, _) = try Self.files()
        let result = try BinaryTests.run(arguments.map { $0 == "F" ? failing : $0 })
        #expect(result.status == 1, "\(arguments): \(result.output)")
        #expect(result.output.hasSuffix("1 passed, 1 failed\n"))
    }

    @Test(arguments: [
        (["check", "--bogus", "F"], "unknown option"), (["nonsense", "check"], "unknown command"), (["help", "nope"], "after help"),
        (["run", "--format", "junit", "F"], "is a format of check"), (["demo", "a", "b"], "at most 1 operand"),
    ])
    func aMisplacedOrUnknownWordIsAnErrorNeverHelp(arguments: [String], message: String) throws {
        let (failing, _) = try Self.files()
        let result = try BinaryTests.run(arguments.map { $0 == "F" ? failing : $0 })
        #expect(result.status == 2)
        #expect(result.output.isEmpty && result.error.contains(message), "\(result.error)")
    }

    @Test func helpOfACommandIsItsHelp() throws {
        let result = try BinaryTests.run(["help", "run"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("Usage: stapel-sim run"))
    }

    @Test func aFileThatDoesNotParseCountsAsFailed() throws {
        let (failing, broken) = try Self.files()
        let alone = try BinaryTests.run(["check", broken])
        #expect(alone.status == 2)
        #expect(alone.output == "0 passed, 1 failed (1 file did not parse)\n")
        let both = try BinaryTests.run(["check", failing, broken])
        #expect(both.output.hasSuffix("1 passed, 2 failed (1 file did not parse)\n"))
    }

    @Test func jsonIsOneObjectPerExpectationThenTheCounts() throws {
        let (failing, broken) = try Self.files()
        let result = try BinaryTests.run(["check", "--format", "json", failing, broken])
        let objects = try result.output.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:] }
        #expect(objects.count == 5, "two expectations, two parse errors, the counts")
        #expect(objects.prefix(4).map { $0["kind"] as? String } == ["expectation", "expectation", "parse", "parse"])
        #expect(objects.prefix(2).map { $0["passed"] as? Bool } == [false, true])
        #expect(objects[0]["line"] as? Int == 3 && objects[0]["column"] as? Int == 1)
        #expect(objects[4]["failed"] as? Int == 2 && objects[4]["passed"] as? Int == 1 && objects[4]["unparsable"] as? Int == 1)
    }

    @Test func junitIsXMLWithATestsuitePerFileAndATestcasePerExpectation() throws {
        let (failing, broken) = try Self.files()
        let result = try BinaryTests.run(["check", failing, broken, "--format=junit"])
        #expect(result.status == 2)
        let parser = XMLParser(data: Data(result.output.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(collector.elements.filter { $0.name == "testsuite" }.map { $0.attributes["name"] } == [failing, broken])
        let cases = collector.elements.filter { $0.name == "testcase" }
        #expect(cases.map { $0.attributes["line"] } == ["3", "4", "2", "3"])
        #expect(cases.first?.attributes["name"] == #"line 3: expect visible "y""#)
        let failures = collector.elements.filter { $0.name == "failure" }
        #expect(failures.count == 3)
        #expect(failures.first?.attributes["message"] == #"expected "y" to be visible, found it absent; texts on screen: "x""#)
        #expect(collector.elements.first { $0.name == "testsuites" }?.attributes["failures"] == "3")
    }

    @Test func githubPrintsAnAnnotationPerFailureThenTheCounts() throws {
        let (failing, broken) = try Self.files()
        let result = try BinaryTests.run(["--format", "github", "check", failing, broken])
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0] == "::error file=\(failing),line=3,col=1::expected \"y\" to be visible, found it absent; texts on screen: \"x\"")
        #expect(lines[1].hasPrefix("::error file=\(broken),line=2,col=3::expected an element"))
        #expect(lines[2].hasPrefix("::error file=\(broken),line=3,col=3::"))
        #expect(lines[3] == "1 passed, 2 failed (1 file did not parse)")
    }

    @Test func everyListedExampleNameRuns() throws {
        let list = try BinaryTests.run(["demo"])
        let names = list.output.split(separator: "\n").dropFirst().compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(names.count == Fixtures.exampleFiles.count)
        for name in names {
            let run = try BinaryTests.run(["demo", name, "--final"])
            #expect(run.status == 0, "demo \(name)")
        }
    }

    /// Every element the parser met, with its attributes.
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append((elementName, attributes))
        }
    }
}
