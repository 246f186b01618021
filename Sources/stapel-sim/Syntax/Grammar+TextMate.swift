import ViewTree

extension Grammar {
    /// A TextMate grammar for `.stapel` files (`editors/stapel.tmLanguage.json`), made from the
    /// word lists: VS Code and the highlighters that read TextMate grammars colour comments,
    /// strings (with their escapes and `{name}` interpolations), numbers and durations,
    /// operators, and each kind of word.
    static var textMateGrammar: String {
        // The forms as written (`replace root` whole), longest first, so that `tabs` is tried
        // before `tab`.
        func words(_ names: [String]...) -> String {
            Set(names.joined()).sorted { ($0.count, $1) > ($1.count, $0) }.joined(separator: "|")
        }
        func rule(_ name: String, scope: String, match: String) -> String {
            "    \"\(name)\": { \"match\": \(json(match)), \"name\": \"\(scope).stapel\" }"
        }
        let repository = [
            rule("comment", scope: "comment.line.number-sign", match: "#.*$"),
            """
                "string": {
                  "begin": "\\"", "end": "\\"", "name": "string.quoted.double.stapel",
                  "patterns": [
                    { "match": "\\\\\\\\[\\"\\\\\\\\nt]", "name": "constant.character.escape.stapel" },
                    { "match": "\\\\{[A-Za-z_][A-Za-z0-9_.-]*\\\\}", "name": "variable.other.interpolation.stapel" }
                  ]
                }
            """,
            rule("declaration", scope: "keyword.other.declaration", match: "^(?:\(words(declarations)))\\b"),
            rule("directive", scope: "keyword.other.directive", match: "^(?:\(words(directives)))\\b"),
            rule("step", scope: "keyword.control.step", match: "\\b(?:\(words(steps, actions, expectations)))\\b"),
            rule("element", scope: "storage.type.element", match: "\\b(?:\(words(elements)))\\b"),
            rule("connective", scope: "keyword.other.connective", match: "\\b(?:\(words(connectives)))\\b"),
            rule("constant", scope: "constant.language", match: "\\b(?:\(words(constants)))\\b"),
            rule("number", scope: "constant.numeric", match: "-?\\b\\d+(?:\\.\\d+)?(?:[eE][-+]?\\d+)?(?:ms|s)?%?"),
            rule("operator", scope: "keyword.operator", match: "->|==|!=|<=|>=|<|>|="),
            rule("viewName", scope: "entity.name.type", match: "\\b[A-Z][A-Za-z0-9_]*\\b"),
        ]
        let order = ["comment", "string", "declaration", "directive", "step", "element", "connective", "constant", "number", "operator", "viewName"]
        return """
            {
              "$schema": "https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json",
              "name": "Stapel scenario",
              "scopeName": "source.stapel",
              "fileTypes": ["stapel"],
              "comment": "Generated from stapel-sim's Grammar (Sources/stapel-sim/Syntax/Grammar.swift); EditorGrammarTests checks it.",
              "patterns": [
            \(order.map { "    { \"include\": \"#\($0)\" }" }.joined(separator: ",\n"))
              ],
              "repository": {
            \(repository.joined(separator: ",\n"))
              }
            }

            """
    }

    private static func json(_ text: String) -> String {
        Quoting.quoted(text, style: .json)
    }
}
