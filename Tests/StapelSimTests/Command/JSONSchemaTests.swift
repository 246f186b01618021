import Foundation
import Testing

@testable import stapel_sim

/// Every line each command prints with `--format json` conforms to its schema in `docs/schema/`,
/// on the examples and on files that fail every way (a parse error, a failed step, a failed
/// expectation, findings, a search stopped at its limit).
@MainActor
@Suite struct JSONSchemaTests {
    nonisolated static let folder = Fixtures.packageRoot.appendingPathComponent("docs/schema")

    nonisolated static let failing = [
        "broken": "app\n  stapel when age < \"ten\"\n    text \"open\n    hstak\ntapp \"x\"\n",
        "typo": "app\n  stapel\n    link \"Account\" -> text \"Account\"\ntap \"Acount\"\n",
        "checkout": "app\n  stapel\n    text \"Home\"\n    link \"Checkout\" -> text \"Pay\"\ntap \"Checkout\"\nexpect visible \"Home\"\n",
        "flow":
            "view Second\n  text \"Second\"\n  link \"Third\" -> text \"Third\"\napp\n  stapel\n    text \"First\"\n    link \"Second\" -> Second\n",
    ]

    /// The failing files, written once, by name.
    nonisolated static let files: [String: String] = {
        var paths: [String: String] = [:]
        for (name, text) in failing { paths[name] = try? TestFiles.write(text, prefix: name) }
        return paths
    }()

    nonisolated static var examples: [String] { Fixtures.exampleFiles.map(\.path) }

    nonisolated static let runs: [(schema: String, arguments: [String])] = [
        ("run.schema.json", ["run", "--format", "json"] + examples + [files["typo"]!, files["checkout"]!]),
        ("run.schema.json", ["demo", "--format", "json", "bubble"]),
        ("check.schema.json", ["check", "--format", "json"] + examples + [files["broken"]!, files["typo"]!, files["checkout"]!]),
        ("check.schema.json", ["check", "--format", "json", "--coverage", Fixtures.examples.appendingPathComponent("explore.stapel").path]),
        ("check.schema.json", ["check", "--format", "jsonl", "--syntax-only", files["broken"]!, files["flow"]!]),
        (
            "explore.schema.json",
            [
                "explore", "--format", "json", "--coverage", "--strict", Fixtures.examples.appendingPathComponent("explore.stapel").path,
                files["flow"]!,
            ]
        ),
        ("explore.schema.json", ["explore", "--format", "json", "--depth", "1", Fixtures.examples.appendingPathComponent("nested.stapel").path]),
    ]

    @Test(arguments: runs.indices)
    func everyLineConformsToItsSchema(run index: Int) throws {
        let (schemaName, arguments) = Self.runs[index]
        let schema = try JSONSchema(folder: Self.folder, name: schemaName)
        let output = Fixtures.run(arguments).output
        let lines = output.split(separator: "\n")
        #expect(!lines.isEmpty, "\(arguments.prefix(3)) printed nothing")
        for line in lines {
            let problems = try schema.problems(with: JSONValue.parse(line))
            #expect(problems.isEmpty, "\(schemaName): \(problems)\n\(line.prefix(300))")
        }
    }

    /// The validator is not a rubber stamp: a number as a string, a missing key, an unknown key
    /// and an unknown finding each break a schema.
    @Test(arguments: [
        ("check.schema.json", #"{"failed":"1","passed":0,"unparsable":0}"#),
        ("check.schema.json", #"{"failed":1,"passed":0}"#),
        ("check.schema.json", #"{"failed":1,"passed":0,"unparsable":0,"extra":true}"#),
        (
            "explore.schema.json",
            #"{"complete":true,"deepest":0,"file":"f","findings":[{"kind":"odd","message":"","path":[],"repro":null}],"limit":null,"moves":0,"states":1}"#
        ),
        (
            "run.schema.json",
            #"{"failure":null,"file":"f","line":null,"number":0,"outcome":"","requests":[],"step":null,"tree":{"attributes":{"pusher":true},"children":[],"kind":"K","markers":[],"text":null}}"#
        ),
    ])
    func aDocumentThatBreaksTheSchemaIsCaught(schema: String, document: String) throws {
        #expect(try !JSONSchema(folder: Self.folder, name: schema).problems(with: JSONValue.parse(document)).isEmpty)
    }

    /// The reader the checks rely on reads what JSON allows, as the kinds it is, and refuses
    /// the rest.
    @Test func theReaderTellsKindsApartAndRefusesWhatIsNotJSON() throws {
        let document = #" {"a": [1, -2.5, 3e2, true, null, "q\"\\\/\n\u00e9\ud83d\ude00"], "b": {}} "#
        #expect(
            try JSONValue.parse(document)
                == .object([
                    "a": .array([.integer(1), .number(-2.5), .number(300), .bool(true), .null, .string("q\"\\/\né😀")]),
                    "b": .object([:]),
                ]))
        for broken in ["", "{", "[1,]", #"{"a" 1}"#, "tru", #""open"#, #""\u12""#, "1 2", "\"\t\""] {
            #expect(throws: JSONValue.SyntaxError.self, "\(broken)") { try JSONValue.parse(broken) }
        }
    }

    @Test func everySchemaIsJSONWithATitle() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".schema.json") }.sorted()
        #expect(names == ["check.schema.json", "coverage.schema.json", "explore.schema.json", "run.schema.json"])
        for name in names {
            guard case .object(let schema) = try JSONValue.parse(Fixtures.read(Self.folder.appendingPathComponent(name))) else {
                Issue.record("\(name) is not an object")
                continue
            }
            #expect(schema["title"] != nil && schema["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
        }
    }
}
