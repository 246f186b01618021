import Pusher
import Testing

@testable import stapel_sim

/// `{key}` in a scenario's strings, rendered byte by byte: each form of brace, and text that is
/// not ASCII around them.
@Suite struct InterpolationTests {
    private let values: [String: ContextValue] = ["name": .string("Ada"), "count": .number(3), "é": .string("accent")]

    private func render(_ text: String) -> String {
        Interpolation.render(text) { values[$0] }
    }

    @Test(arguments: [
        ("plain text", "plain text"),
        ("{name}", "Ada"),
        ("Hi {name}, {count} left", "Hi Ada, 3 left"),
        ("{name}{name}", "AdaAda"),
        ("{nobody} stays", "{nobody} stays"),
        ("{{name}} is literal", "{name} is literal"),
        ("a lone } stays", "a lone } stays"),
        ("}} is one", "} is one"),
        ("unclosed {name", "unclosed {name"),
        ("{", "{"),
        ("}", "}"),
        ("ünïcödé {name} 🐧", "ünïcödé Ada 🐧"),
        ("{é}", "accent"),
        ("🐧{name}🐧{count}", "🐧Ada🐧3"),
    ])
    func rendersEachFormOfBrace(text: String, expected: String) {
        #expect(render(text) == expected)
    }
}
