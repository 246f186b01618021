import Pusher
import ViewTree

/// The fuzzer's bytes read as choices rather than text: a few bytes pick a shape from the
/// grammar and its size, so a short input stands for a scenario nested thousands of levels deep
/// or a list thousands of items long, and a random request sequence for the library's stack.
/// Byte mutation alone almost never writes such inputs; issue 39's probes found their crashes
/// and slow paths exactly there.
struct ChoiceReader {
    private var bytes: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
    }

    var isEmpty: Bool { bytes.isEmpty }

    /// A number below `bound`, from the next byte (0 when none is left).
    mutating func choose(_ bound: Int) -> Int {
        guard let byte = bytes.popFirst(), bound > 0 else { return 0 }
        return Int(byte) % bound
    }

    /// A size up to `limit`, from the next two bytes: small sizes as likely as large ones.
    mutating func size(upTo limit: Int) -> Int {
        let high = choose(256)
        let low = choose(256)
        return (high << 8 | low) % (limit + 1)
    }
}

/// Scenarios written from choices: deep nesting of every nestable form, long lists in list
/// positions, long strings and labels, and sequences of navigation steps.
enum StructuredScenario {
    static let forms = ["notExpectation", "notInvariant", "parentheses", "notRule", "lists", "inlineLinks", "blocks", "views", "steps"]

    static func text(from choices: inout ChoiceReader) -> String {
        let app = "app\n  stapel\n    text \"Home\"\n    link \"Go\" -> Tabbed\n"
        let tabbed = "view Tabbed\n  tabs\n    tab \"A\"\n      text \"In A\"\n    tab \"B\"\n      text \"In B\"\n"
        let size = choices.size(upTo: 20_000)
        switch forms[choices.choose(forms.count)] {
        case "notExpectation":
            return tabbed + app + "expect " + String(repeating: "not ", count: size) + "visible \"Home\"\n"
        case "notInvariant":
            return "invariant " + String(repeating: "not ", count: size) + "accepts\n" + tabbed + app
        case "parentheses":
            let chain = Array(repeating: "x == 1", count: max(1, choices.size(upTo: 1_200))).joined(separator: " and ")
            return tabbed + "app\n  stapel when " + String(repeating: "(", count: size) + chain + String(repeating: ")", count: size)
                + "\n    text \"x\"\n"
        case "notRule":
            return tabbed + "app\n  stapel when " + String(repeating: "not ", count: size) + "x == 1\n    text \"x\"\n"
        case "lists":
            return tabbed + app + "push text \"a\" with k: " + String(repeating: "[", count: size) + String(repeating: "]", count: size) + "\n"
        case "inlineLinks":
            return tabbed + "app\n  stapel\n    " + String(repeating: "link \"a\" -> ", count: size) + "text \"x\"\n"
        case "blocks":
            let depth = min(size, 1_000)
            return tabbed + "app\n  stapel\n" + (0..<depth).map { String(repeating: " ", count: 4 + $0) + "vstack\n" }.joined()
                + String(repeating: " ", count: 4 + depth) + "text \"Bottom\"\n" + "expect visible \"Bottom\"\n"
        case "views":
            let size = min(size, 3_000)
            return tabbed + (0..<size).map { "view V\($0)\n  vstack\n    V\($0 + 1)\n" }.joined()
                + "view V\(size)\n  text \"End\"\napp\n  stapel\n    V0\n"
        default:
            return tabbed + app + steps(&choices)
        }
    }

    /// Navigation steps, tabs, replace root, set screens, save and restore and sheets among them,
    /// some with long lists of screens or long labels.
    private static func steps(_ choices: inout ChoiceReader) -> String {
        var lines: [String] = []
        while !choices.isEmpty, lines.count < 60 {
            switch choices.choose(14) {
            case 0: lines.append("tap \"Go\"")
            case 1: lines.append("select tab \"B\"")
            case 2: lines.append("replace root text \"Root\"")
            case 3: lines.append("back force")
            case 4: lines.append("set screens " + (0..<max(1, choices.size(upTo: 1_000))).map { "text \"S\($0)\"" }.joined(separator: ", "))
            case 5: lines.append("push " + (0..<max(1, choices.size(upTo: 1_000))).map { "text \"P\($0)\"" }.joined(separator: ", ") + " as one")
            case 6: lines.append("save \"s\(choices.choose(3))\"")
            case 7: lines.append("restore \"s\(choices.choose(3))\"")
            case 8: lines.append("present sheet text \"Sheet\"")
            case 9: lines.append("dismiss all")
            case 10: lines.append("pop to root")
            case 11: lines.append("tap \"" + String(repeating: "a", count: choices.size(upTo: 60_000)) + "\"")
            case 12: lines.append("back")
            default: lines.append("expect depth >= 0")
            }
        }
        // A restore of a name never saved is an error before running; save each name first.
        return "save \"s0\"\nsave \"s1\"\nsave \"s2\"\n" + lines.joined(separator: "\n") + "\n"
    }
}

/// The library's `Stack` driven by random requests; after each, what must always hold: the
/// host renders, and restoring the stack's own snapshot changes nothing.
@MainActor
enum StackDriver {
    static func run(_ choices: inout ChoiceReader) {
        let stack = Stack()
        let host = ViewHost(WithStapel { Text("Root") }.environmentObject(stack), recordsJournal: false)
        var saved: [NavigationSnapshot] = []
        var steps = 0
        // Sizes stay within what runs in well under libFuzzer's 10 s a case under the address
        // sanitizer: each step is checked by a snapshot and a restore of the whole stack, so a
        // case costs its steps times the stack's size. Thirty pushes of 218 screens each made a
        // stack of 7,000 and a case of 10 s (each restore linear, about 70 µs a screen under
        // the sanitizer); the screens a step adds stop at `maximumScreens`.
        let maximumScreens = 500
        while !choices.isEmpty, steps < 60 {
            steps += 1
            let number = choices.choose(1_000)
            let request: NavigationRequest<AnyView>
            switch choices.choose(12) {
            case 0: request = .push(view: AnyView(WithPusher { Text("P\(number)") }), id: .init(number % 7))
            case 1: request = .push(view: AnyView(Text("T\(number)")))
            case 2: request = .setScreens((0..<choices.size(upTo: 300)).map { .init(view: AnyView(Text("S\($0)")), id: .init($0)) })
            case 3:
                let room = max(0, maximumScreens - stack.depth)
                request = .pushScreens((0..<min(choices.size(upTo: 300), room)).map { .init(view: AnyView(Text("Q\($0)"))) })
            case 4: request = .pop(.root)
            case 5: request = .pop(.last(number % 5))
            case 6: request = .pop(.to(.init(number % 7)))
            case 7: request = .present(style: .sheet, view: AnyView(Text("Sheet \(number)")))
            case 8: request = .dismiss(number.isMultiple(of: 2) ? .all : .top)
            case 9: request = .remove(.init(number % 7))
            case 10: request = .replaceRoot(.init(view: AnyView(Text("Root \(number)"))))
            default:
                if number.isMultiple(of: 2) || saved.isEmpty {
                    saved.append(stack.snapshot())
                    continue
                }
                request = .restore(saved[number % saved.count])
            }
            _ = stack.perform(request)
            host.flush()
            check(stack, host)
        }
    }

    private static func check(_ stack: Stack, _ host: ViewHost) {
        precondition(!host.render().isEmpty, "the tree printed nothing")
        let snapshot = stack.snapshot()
        _ = stack.perform(.restore(snapshot))
        host.flush()
        precondition(stack.snapshot() == snapshot, "restoring the stack's own snapshot changed it")
    }
}
