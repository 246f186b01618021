/// What `stapel-sim help language` prints: the scenario language's grammar, the same summary as
/// docs/scenario-language.md opens with (a test keeps the two equal), so a user without the
/// repository has it too.
enum LanguageSummary {
    static let text = #"""
        The scenario language (stapel-sim help language). A file is a declared app, then steps;
        indentation makes blocks. Full guide: docs/scenario-language.md in the repository.

        file        := { view | app | directive | route | invariant | state | event | step }
        view        := "view" Name NEWLINE block
        app         := "app" NEWLINE block
        route       := "route" STRING destination                # before the steps: "/inbox/:id" -> Message
        invariant   := "invariant" expectation                  # before the steps: holds after every step
        state       := "state" context                          # before the steps: app-wide bindings and their first values
        event       := "on" STRING "->" actions                 # before the steps: what `event STRING` delivers
        binding     := "binding" key "=" "top" "showing"         # before the steps: NavigationStack's topViewShowingBinding
        directive   := "profile" ("stapel" | "swiftui-navigation-stack" | "navigationstack" | "screennavigatorkit" | "innavigation")
                     | "policy" ("stapel" | "bubble")
                     | "duplicates" ("allow" | "reject")
                     | "replacement" ("replace" | "refuse")
                     | "nesting" ("declared" | "every screen")
                     | "covered" "screens" ("keep" | "unmount")
                     | "containers" ("screen" | "in place")
                     | "container" "lookup" ("innermost" | "first match")
                     | "default" "presentation" ("sheet" | "cover" | "none")
                     | "transitions" ["layers"] ("none" | transition)
                     | "during" "transitions" ("apply" | "queue" | "drop")
                     | "system" "back" ("yes" | "no")
                     | "errors" ("silent" | "fatal")
                     | "counts" ("screens" | "model")
        block       := INDENT element { element } DEDENT

        element     := "text" STRING
                     | "counter" STRING
                     | "button" STRING [trigger] "->" actions
                     | "link" STRING [trigger] ["with" context] ["as" id] destination
                     | "listlink" STRING ["with" context] ["as" id] destination
                     | ("stapel" | "pusher") [STRING] ["when" rule] ["guard" "when" rule] NEWLINE block
                     | ("vstack" | "hstack" | "list" | "group") NEWLINE block
                     | "navigation" "bar" NEWLINE block         # the screen's own bar, drawn first
                     | "overlay" NEWLINE block                  # drawn above the screen's content, last
                     | "guard" "when" rule                      # vetoes leaving its screen while the rule holds
                     | "tabs" NEWLINE block                     # of tab elements, the first selected
                     | "tab" STRING NEWLINE block               # one tab, with a stack of its own
                     | "if" rule NEWLINE block ["else" NEWLINE block]   # one branch shows, as SwiftUI's if
                     | "for" key "in" "[" value {"," value} "]" NEWLINE block   # the block once per value
                     | "on" "appear" ["after" DURATION] "->" actions      # when its screen appears
                     | "link" trigger ["with" context] ["as" id] destination  # no control: only the binding fires it
                     | "stack" [STRING] NEWLINE block           # a navigation stack of its own
                     | Name ["with" context]                   # a defined view, with parameters
        destination := "->" element | NEWLINE block
        trigger     := "when" key ["==" value]                 # fires when the binding is true (or equals value)
        actions     := action { "then" action }                 # each its own request, in order
        action      := "push" [element] ["with" context] ["as" id] ["to" STRING] [pace]   # no element: the block
                     | "push" screen { "," screen } ["with" context] ["to" STRING] "as" "one" [pace]
                     | "set" "screens" screen { "," screen } ["with" context] [pace]
                     | "replace" "root" [element] ["as" id] [pace]
                     | "remove" id [pace]
                     | "open" STRING [pace]                     # a URL, through the routes
                     | "pop" "with" "result" value [pace]
                     | ["present"] ("alert" | "dialog") STRING ["as" id] [pace] NEWLINE block   # its buttons
                     | "present" ["sheet" | "cover"] [element] ["as" id] [pace]   # no style: the profile's default
                     | "pop" ["to" "root" | "to" id | "from" id | "after" NUMBER | NUMBER] [pace]
                     | "dismiss" ["all" | "to" id | "from" id | NUMBER] [pace]
                     | "hide" STRING [pace]
                     | "back" ["force"] [pace]                 # force: past leave guards
                     | "back" "gesture" (NUMBER "%" | "cancel" | "finish")
                     | "set" key ":" value { "," key ":" value }        # changes bindings and the screen's context
                     | "select" "tab" STRING
        screen      := element ["as" id]                        # one element on the line
        pace        := ["one" "by" "one"] ("animated" transition | "instantly")   # one by one: pop to root, pop N, dismiss all, dismiss N
        transition  := DURATION [EASING]                       # 0.2s, 300ms; linear, ease-in, ease-out (default), ease-in-out (or easeIn, …), or STRING
        id          := STRING | NUMBER                          # 1 is not "1"

        step        := "tap" STRING | action
                     | "evaluate" ["with" context] | "explain" ["with" context] | "print" ["snapshot"]
                     | "save" STRING | "restore" STRING | "select" "tab" STRING | "event" STRING
                     | "wait" DURATION | "settle"
                     | "expect" expectation
        expectation := "not" expectation
                     | ("visible" | "hidden" | "absent") STRING
                     | ("accepts" | "rejects") ["with" context]
                     | ("pushers" | "depth" | "layers") [comparison] NUMBER
                     | "active" (STRING | NUMBER)
                     | "contains" id
                     | "outcome" OUTCOME-WORDS               # e.g. duplicate id, nothing to pop, vetoed
                     | "result" value
                     | "context" key comparison value          # the visible screen's context
                     | "binding" key comparison value          # a binding's value (`binding` lines)
                     | "description" STRING                    # the profile's own description of the stack
                     | "state" STRING
                     | "tree" NEWLINE verbatim-block
                     | "transitioning" | "settled" | "time" DURATION | "did" "appear" STRING

        comparison  := "==" | "!=" | "<" | "<=" | ">" | ">="         # none: ==
        context     := key ":" value { "," key ":" value }
        key         := WORD | STRING
        value       := STRING | NUMBER | "true" | "false" | "null" | "[" [value {"," value}] "]"

        rule        := and { "or" and }
        and         := unary { "and" unary }
        unary       := "not" unary | "(" rule ")" | "has" key
                     | key ("==" | "!=") value
                     | key ("<" | "<=" | ">" | ">=") NUMBER
                     | key "in" "[" [value {"," value}] "]"
        """#
}
